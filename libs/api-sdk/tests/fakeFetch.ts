/** A fetch to inject into one client: records every request and answers with `respond`. */
export function fakeFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return respond(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const origin = 'https://velo.example';

/** A fetch that never answers and rejects like the platform's fetch when its request is aborted. */
export function hangingFetch() {
  return fakeFetch(
    (request) =>
      new Promise<Response>((_, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      }),
  );
}

/** A paths type accepting any path and method, for middleware tests on paths outside the contract. */
export type AnyPaths = Record<
  string,
  Record<
    'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace',
    { parameters: object; responses: Record<number, unknown> }
  >
>;

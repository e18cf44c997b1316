/**
 * A browser-like user of the dev API for the tests: the real @velo/api-sdk client with a cookie jar
 * (so the XSRF cookie the server sets comes back, as in Chromium) and a token store.
 */
import { demoCardNumber } from '../src/paymentProvider.ts';
import {
  createApiClient,
  withRiderApis,
  type ApiClient,
  type ApiResult,
  type RiderApis,
} from '@velo/api-sdk';
import { expect } from 'vitest';
import { demoPassword } from '../src/seed.ts';

export interface Browser {
  api: ApiClient & RiderApis;
  /** Cookies the server set, by name. */
  cookies: Map<string, string>;
  token: string | null;
  /** Plain fetch through the same jar and token, for requests the typed SDK cannot express. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** Told of every request and its response (the Prism test reads each answer's violations). */
export type Observer = (request: Request, response: Response) => Promise<void> | void;

export function openBrowser(baseUrl: string, observe?: Observer): Browser {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const jarFetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (cookies.size > 0) request.headers.set('cookie', cookieHeader());
    const response = await fetch(request.clone());
    await observe?.(request, response.clone());
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  };

  const browser: Browser = {
    cookies,
    token: null,
    // With the bike-choice groups (issue 12), which the contract tests call too.
    api: withRiderApis(
      createApiClient({
        baseUrl,
        origin: baseUrl,
        getToken: () => browser.token,
        readCookies: cookieHeader,
        fetch: (input) => jarFetch(input),
      }),
    ),
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (browser.token && !headers.has('authorization')) {
        headers.set('authorization', `Bearer ${browser.token}`);
      }
      const xsrf = cookies.get('XSRF-TOKEN');
      if (xsrf && !headers.has('x-xsrf-token')) headers.set('x-xsrf-token', xsrf);
      return jarFetch(new URL(path, baseUrl), { ...init, headers });
    },
  };
  return browser;
}

/** Logs in through the SDK and keeps the token, like the rider app does. */
export async function logIn(
  baseUrl: string,
  email: string,
  password = demoPassword,
  observe?: Observer,
): Promise<Browser> {
  const browser = openBrowser(baseUrl, observe);
  const result = await browser.api.auth.login({ email, password });
  if (!result.ok) throw new Error(`login ${email} failed: ${JSON.stringify(result)}`);
  browser.token = result.data.token;
  return browser;
}

/** Reads a JSON error body and the names of its fields. */
export async function errorOf(response: Response) {
  const body = (await response.json()) as { code: string; fields?: { field: string }[] };
  return {
    status: response.status,
    code: body.code,
    fields: (body.fields ?? []).map((f) => f.field),
  };
}

/** The data of a successful answer with `status`, or a failed test that shows the answer. */
export function expectOk<T>(result: ApiResult<T>, status = 200): T {
  if (!result.ok) throw new Error(`expected ${status}, got ${JSON.stringify(result)}`);
  expect(result.status).toBe(status);
  return result.data;
}

/** A refused answer with `status` and `code`, naming at least `fields`. */
export function expectError(
  result: ApiResult<unknown>,
  status: number,
  code: string,
  fields: string[] = [],
) {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.status).toBe(status);
  expect(result.error?.code).toBe(code);
  expect((result.error?.fields ?? []).map((field) => field.field)).toEqual(
    expect.arrayContaining(fields),
  );
}

/**
 * The payment stand-in's form as a tester fills it with the demo card: the request that presses its
 * "pay" (or "fail") button, without following the provider's redirect back to the app.
 */
export function demoCardPayment(): RequestInit {
  return {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      'cc-name': 'Manon Rousseau',
      'cc-number': demoCardNumber,
      'cc-exp': '12/29',
      'cc-csc': '123',
    }).toString(),
  };
}

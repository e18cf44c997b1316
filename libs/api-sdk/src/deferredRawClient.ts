import type { Client, Middleware } from 'openapi-fetch';
import type { paths } from './generated/api';

type OpenApiClient = Client<paths>;
type RequestName =
  'request' | 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
const requestNames: readonly RequestName[] = [
  'request',
  'GET',
  'PUT',
  'POST',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PATCH',
  'TRACE',
];

/**
 * A client whose code (openapi-fetch and the middleware, `createRawClient`) is fetched at its first
 * request: an app's first page that sends none downloads none of it. `load` is called at most once
 * at a time; after a failure (a chunk that could not be fetched) the next request calls it again.
 *
 * A request while loading waits for it; a failed load rejects the request as a failed fetch would,
 * so `apiClientOn(deferredRawClient(load))` resolves it to the SDK's `network` result. Middleware
 * given to `use` or `eject` before the load is applied, in order, once the client exists.
 */
export function deferredRawClient(load: () => Promise<OpenApiClient>): OpenApiClient {
  let ready: OpenApiClient | null = null;
  let loading: Promise<OpenApiClient> | null = null;
  const middlewareChanges: Array<(client: OpenApiClient) => void> = [];
  const client = () =>
    (loading ??= load().then(
      (loaded) => {
        ready = loaded;
        for (const change of middlewareChanges.splice(0)) change(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const change = (apply: (client: OpenApiClient) => void) => {
    if (ready) apply(ready);
    else middlewareChanges.push(apply);
  };
  const deferred: Partial<OpenApiClient> = {
    use: (...middleware: Middleware[]) => change((loaded) => loaded.use(...middleware)),
    eject: (...middleware: Middleware[]) => change((loaded) => loaded.eject(...middleware)),
  };
  for (const name of requestNames) {
    const send = async (...args: unknown[]) =>
      ((await client())[name] as (...given: unknown[]) => Promise<unknown>)(...args);
    (deferred as Record<RequestName, unknown>)[name] = send;
  }
  return deferred as OpenApiClient;
}

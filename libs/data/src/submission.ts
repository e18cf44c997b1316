import { useCallback } from 'react';
import { useFetcher } from 'react-router-dom';

/** A JSON value a form sends to its route's action. */
export type JsonField = string | number | boolean | null | readonly JsonField[] | JsonBody;
export type JsonBody = { [key: string]: JsonField };

/**
 * A form's write through its route's `action` (React Router's fetcher): the router revalidates the
 * screen's data afterwards. `outcome` is the action's answer to the latest submission.
 */
export function useSubmission<TOutcome>(action?: string) {
  const fetcher = useFetcher<TOutcome>();
  const { submit: fetcherSubmit } = fetcher;
  const submit = useCallback(
    (body: JsonBody) =>
      fetcherSubmit(body, {
        method: 'post',
        encType: 'application/json',
        ...(action === undefined ? {} : { action }),
      }),
    [fetcherSubmit, action],
  );
  return { submit, pending: fetcher.state !== 'idle', outcome: fetcher.data };
}

/** The body a `useSubmission` form sent, in its route's action. */
export async function jsonBody<T extends JsonBody>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

import { useCallback } from 'react';
import { useFetcher } from 'react-router-dom';

/** A JSON value a form sends to its route's action. */
export type JsonField = string | number | boolean | null | readonly JsonField[] | JsonBody;
export type JsonBody = { [key: string]: JsonField };

/** What `useSubmission` gives a form. */
export interface Submission<TOutcome> {
  /**
   * Sends the body to the route's action: a JSON body as JSON (`jsonBody` reads it), a `FormData`
   * (a file to upload) as multipart (`request.formData()` reads it).
   */
  submit: (body: JsonBody | FormData) => Promise<void>;
  /** Whether a submission is on its way (the button shows its spinner). */
  pending: boolean;
  /** The action's answer to the latest submission, once there is one. */
  outcome: TOutcome | undefined;
}

/**
 * The one way a screen writes (ARCHITECTURE.md "Writes"): through its route's `action`, with React
 * Router's fetcher. The action calls the SDK and settles the answer with the error policy
 * (`settle`); the router then revalidates the screen's data, so no screen reloads by hand.
 * `outcome` is the action's answer to the latest submission.
 */
export function useSubmission<TOutcome>(action?: string): Submission<TOutcome> {
  const fetcher = useFetcher<TOutcome>();
  const { submit: fetcherSubmit } = fetcher;
  const submit = useCallback(
    (body: JsonBody | FormData) =>
      fetcherSubmit(body, {
        method: 'post',
        encType: body instanceof FormData ? 'multipart/form-data' : 'application/json',
        ...(action === undefined ? {} : { action }),
      }),
    [fetcherSubmit, action],
  );
  return {
    submit,
    pending: fetcher.state !== 'idle',
    // The action answers plain JSON data: what it returns is what arrives.
    outcome: fetcher.data as TOutcome | undefined,
  };
}

/** The body a `useSubmission` form sent, in its route's action. */
export async function jsonBody<T extends JsonBody>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

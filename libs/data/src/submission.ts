import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';

import type { JsonBody } from './jsonBody';

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
  /**
   * Sends the body and resolves with the action's answer to it, for a form that goes on from the
   * answer (a field to mark, a step to open). Submissions wait their turn: one sent while another
   * is on its way goes once that one is answered, so neither write is cancelled. The action answers
   * an object (`{ status: 'saved' }`), a new one each time, so that each answer is told apart.
   */
  answer: (body: JsonBody | FormData) => Promise<TOutcome>;
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
  const waiting = useRef<((outcome: TOutcome) => void) | null>(null);
  const turn = useRef<Promise<unknown>>(Promise.resolve());
  const data = fetcher.data as TOutcome | undefined;
  useEffect(() => {
    if (data === undefined) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve?.(data);
  }, [data]);
  const answer = useCallback(
    (body: JsonBody | FormData) => {
      const asked = turn.current.then(
        () =>
          new Promise<TOutcome>((resolve) => {
            waiting.current = resolve;
            void submit(body);
          }),
      );
      turn.current = asked.catch(() => undefined);
      return asked;
    },
    [submit],
  );
  return {
    submit,
    answer,
    pending: fetcher.state !== 'idle',
    // The action answers plain JSON data: what it returns is what arrives.
    outcome: fetcher.data as TOutcome | undefined,
  };
}

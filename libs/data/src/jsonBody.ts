/** A JSON value a form sends to its route's action. */
export type JsonField = string | number | boolean | null | readonly JsonField[] | JsonBody;
export type JsonBody = { [key: string]: JsonField };

/**
 * The body a `useSubmission` form sent, in its route's action. A module of its own: a feature's
 * data.ts reads bodies without loading the form hook (the route budget of screens that only read).
 */
export async function jsonBody<T extends JsonBody>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

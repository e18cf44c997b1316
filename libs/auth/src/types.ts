import type { ApiResult, ErrorBody, Schemas } from '@velo/api-sdk';

/** The API shapes come from the contract through the SDK (ARCHITECTURE.md: never written by hand). */
export type { ApiResult, ErrorBody };
export type Role = Schemas['Role'];
/** Spec section 3, "Client theme": maps keyed by shade. */
export type ClientTheme = Schemas['ClientTheme'];
export type Profile = Schemas['Profile'];
export type LoginResponse = Schemas['LoginResponse'];

/**
 * The port through which the session talks to the server: `createSdkSessionApi` adapts the SDK to
 * it, tests give a fake. Like the SDK, each call resolves to an `ApiResult`.
 */
export interface SessionApi {
  /** `remember`: "Remember me", which also sets how long the session may go unused (issue 26). */
  login(email: string, password: string, remember?: boolean): Promise<ApiResult<LoginResponse>>;
  getProfile(): Promise<ApiResult<Profile>>;
  /**
   * The profile a given token opens, without touching the stored session: a refusal (401) must not
   * log the signed-in account out. Checks a start link's token before anything is switched.
   */
  getProfileWithToken(token: string): Promise<ApiResult<Profile>>;
  logout(): Promise<unknown>;
}

import type { Right } from './permissions';

/**
 * The shapes this library reads from the API (spec section 3). They mirror the SDK's generated types
 * field for field so the session can be driven by any implementation of `SessionApi` (the SDK adapter
 * in production, fakes in tests).
 */
export type Role = 'rider' | 'retailer' | 'leaser' | 'admin';

/** Spec section 3, "Client theme": maps keyed by shade. */
export interface ClientTheme {
  primaryGradient: Record<string, string>;
  secondaryGradient: Record<string, string>;
}

export interface Profile {
  id: number;
  /** One of `Role`, kept open so an unknown role from the server reaches the wrong-connection rule. */
  role: string;
  isGroupClient: boolean;
  language: 'fr' | 'en';
  clientTheme: ClientTheme | null;
  isApproved: boolean;
  rights: Right[] | null;
  retailer: { isActive: boolean } | null;
  clientId: number | null;
  firstName: string;
  lastName: string;
  email: string;
}

export interface LoginResponse {
  token: string;
  approvalRequestedAt: string | null;
  hasFleetManagementRights: boolean;
  userId: number;
}

export interface ErrorBody {
  code: string;
  message: string;
}

/** What every SDK call resolves to: it never rejects. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: 'http'; status: number; error: ErrorBody | undefined }
  | { ok: false; kind: 'network'; status: 500; error: undefined }
  | { ok: false; kind: 'aborted'; status: 0; error: undefined };

/**
 * The port through which the session talks to the server. `createSdkSessionApi` adapts the SDK to it;
 * tests give a fake.
 */
export interface SessionApi {
  login(email: string, password: string): Promise<ApiResult<LoginResponse>>;
  getProfile(): Promise<ApiResult<Profile>>;
  logout(): Promise<unknown>;
  getClientTheme(qName: string): Promise<ApiResult<ClientTheme>>;
}

export * from './permissions';
export { safeRedirectPath } from './redirect';
export {
  clearCredentials,
  readStoredToken,
  storeCredentials,
  tokenStorageKey,
  userIdStorageKey,
  type CredentialStorages,
} from './credentials';
export {
  authenticatedAtom,
  createAuthStore,
  lastLoginAtom,
  profileAtom,
  profileLoadedAtom,
  redirectPathAtom,
  sessionAtom,
  wrongConnectionAtom,
  type AuthEnvironment,
  type AuthStore,
  type AuthStoreOptions,
  type LoginInfo,
  type SessionState,
} from './sessionAtoms';
export {
  configureAuthStore,
  isProfileStatusAccepted,
  isWrongConnection,
  loadProfileAtom,
  loginAtom,
  loginErrorMessageId,
  loginErrorMessageIds,
  logoutAtom,
  signInWithTokenAtom,
  startSessionAtom,
  type LoginCredentials,
  type LoginErrorMessageId,
  type LoginOutcome,
} from './sessionActions';
export type {
  ApiResult,
  ClientTheme,
  ErrorBody,
  LoginResponse,
  Profile,
  Role,
  SessionApi,
} from './types';
export {
  createSdkSessionApi,
  createSessionApiClient,
  type SessionApiClientOptions,
} from './sdkSessionApi';
export { chosenCompany, companiesHeld, companyParam, type HeldCompany } from './companies';

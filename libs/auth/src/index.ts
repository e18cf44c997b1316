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
  accountSwitchAtom,
  authenticatedAtom,
  createAuthStore,
  lastLoginAtom,
  profileAtom,
  profileLoadedAtom,
  redirectPathAtom,
  sessionAtom,
  wrongConnectionAtom,
  type AccountName,
  type AccountSwitch,
  type AuthEnvironment,
  type AuthStore,
  type AuthStoreOptions,
  type LoginInfo,
  type SessionState,
} from './sessionAtoms';
export {
  acceptAccountSwitchAtom,
  configureAuthStore,
  declineAccountSwitchAtom,
  isProfileStatusAccepted,
  isWrongConnection,
  loadProfileAtom,
  loginAtom,
  loginErrorMessageId,
  loginErrorMessageIds,
  loginTooManyAttemptsMessageIds,
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

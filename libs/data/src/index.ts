export {
  DataFailure,
  failureKind,
  failureKinds,
  isDataFailure,
  load,
  settle,
  type FailureKind,
  type SettleOptions,
  type WriteOutcome,
} from './policy';
export { downloadBlob, useDownload, type Download, type FileFetcher } from './download';
export { useRefresh } from './refresh';
export { RouteContextProvider, useRouteContext, type AppStore, type RouteContext } from './context';
export { loadLeaseTerms, type LeaseTerms, type LeaseTermsOptions } from './leaseTerms';
export { lazyComponent, lazyRoute, type LazyRouteData } from './lazyRoute';
export {
  ChunkLoadTimeoutError,
  chunkLoadTimeoutMs,
  chunkReloadFlagKey,
  lazyWithRetry,
  type LazyWithRetryOptions,
} from './lazyWithRetry';
export { pendingDelayMs, useDelayedFlag, useNavigationPending } from './pending';
export { jsonBody, type JsonBody, type JsonField } from './jsonBody';
export { useSubmission, type Submission } from './submission';
export { useAnswerFocus, type AnswerFocus } from './answerFocus';
export {
  tooManyAttempts,
  tooManyAttemptsMessage,
  tooManyAttemptsMessageIds,
  type TooManyAttempts,
  type WaitMessageIds,
} from './tooManyAttempts';
export { browserStorage, MemoryStorage, readStorage, removeStorage, writeStorage } from './storage';
export { providerPageUrl } from './providerPage';
export {
  addressDebounceMs,
  useAddressSuggestions,
  type AddressLookup,
  type AddressSuggestions,
  type AddressSuggestionsOptions,
} from './addressSuggestions';

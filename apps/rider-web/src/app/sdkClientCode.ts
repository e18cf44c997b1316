/**
 * The SDK's client code (openapi-fetch and the middleware), fetched by the runtime at the first
 * request or the visitor's first interaction, whichever comes first (runtime.ts): a first page that
 * sends no request does not download it (the /login first-load budget).
 */
export { createRawClient } from '@velo/api-sdk';

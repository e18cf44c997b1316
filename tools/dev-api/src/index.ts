export { startDevApi, type RunningDevApi, type StartOptions } from './start.ts';
export { createServer, xsrfCookie, xsrfHeader, type DevApi, type ServerOptions } from './server.ts';
export { Contract, bundledDocumentPath, type Operation } from './contract.ts';
export { migrate, openDatabase, type Database } from './db.ts';
export { seed, personas, demoPassword, acmeInviteToken, holdingInviteToken } from './seed.ts';
export type { ErrorBody, FieldError } from './errors.ts';

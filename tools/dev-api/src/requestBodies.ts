/**
 * How the dev API reads request bodies: only for the operations that declare one, JSON only, up to
 * each operation's limit (`bodyLimitOf`): 64 KiB, or more for the few that carry files or long
 * lists. The server checks XSRF and authentication before any body is read (server.ts), and a
 * body announced or found over the limit is a 413 at once, never read whole.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, validationFailed } from './errors.ts';

/** The largest JSON body an operation takes unless it says otherwise (far above any form's). */
export const defaultBodyLimitBytes = 64 * 1024;

/** Route config: whether the operation declares a request body (others ignore any body sent). */
export interface RouteConfig {
  takesBody?: boolean;
  /** The operation's own limit, when not the default 64 KiB. */
  bodyLimitBytes?: number;
  /** The contract operation (its 413's code). */
  operationId?: string;
}

/** Operations carrying files (issue 14: up to three documents of 10 MB each, in base64). */
export const largeBodies: Record<string, number> = {
  reportIncident: 45 * 1024 * 1024,
  sendIncidentDocuments: 45 * 1024 * 1024,
};

/**
 * Operations whose JSON is longer than a form's: the contract's longest lists (500 addresses to
 * invite, 5,000 eligible employees of a file import) at their longest.
 */
const longLists: Record<string, number> = {
  inviteEmployees: 256 * 1024,
  postEligibleEmployees: 6 * 1024 * 1024,
};

/** The largest body operation `operationId` reads. */
export function bodyLimitOf(operationId: string): number {
  return largeBodies[operationId] ?? longLists[operationId] ?? defaultBodyLimitBytes;
}

/**
 * The 413 of a body over `limit` bytes: `FILE_TOO_LARGE` for the operations carrying files (as
 * their contract says), `REQUEST_TOO_LARGE` for the others.
 */
export function tooLarge(operationId: string | undefined, limit: number): ApiError {
  return operationId !== undefined && largeBodies[operationId] !== undefined
    ? new ApiError(413, 'FILE_TOO_LARGE', 'The request is too large.')
    : new ApiError(413, 'REQUEST_TOO_LARGE', `The request body is over ${limit} bytes.`);
}

/**
 * Bodies are read here rather than by Fastify's parsers, so that an operation that declares no
 * request body (logout, every GET) ignores whatever comes with it instead of answering a 400 or
 * 413 the contract does not declare. For the others: an empty body counts as no body; malformed
 * JSON or another media type is a validation failure of `body`; over the limit, a 413 as soon as
 * the limit is passed (the rest is not kept).
 */
export function readBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const config = request.routeOptions.config as RouteConfig | undefined;
    const takesBody = config?.takesBody === true;
    const limit = config?.bodyLimitBytes ?? defaultBodyLimitBytes;
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (!takesBody || over) return;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        done(tooLarge(config?.operationId, limit), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('error', (error) => {
      if (!over) done(error, undefined);
    });
    payload.on('end', () => {
      if (over) return;
      if (!takesBody) {
        done(null, undefined);
        return;
      }
      const failure = (message: string) =>
        done(validationFailed([{ field: 'body', message }]), undefined);
      const source = Buffer.concat(chunks).toString('utf8');
      if (source.trim() === '') return done(null, undefined);
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json') return failure('must be application/json');
      try {
        done(null, JSON.parse(source));
      } catch {
        failure('must be valid JSON');
      }
    });
  });
}

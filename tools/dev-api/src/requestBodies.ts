/**
 * How the dev API reads request bodies: only for the operations that declare one, JSON only, up to
 * 1 MiB (or the larger limit of an operation carrying files).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, validationFailed } from './errors.ts';

/** The largest request body read (Fastify's default limit). */
const bodyLimitBytes = 1024 * 1024;

/** Route config: whether the operation declares a request body (others ignore any body sent). */
export interface RouteConfig {
  takesBody?: boolean;
  /** A larger body than 1 MiB, for the operations that carry files; over it, a 413 `FILE_TOO_LARGE`. */
  bodyLimitBytes?: number;
}

/** Operations carrying files (issue 14: up to three documents of 10 MB each, in base64). */
export const largeBodies: Record<string, number> = {
  reportIncident: 45 * 1024 * 1024,
  sendIncidentDocuments: 45 * 1024 * 1024,
};

/**
 * Bodies are read here rather than by Fastify's parsers, so that an operation that declares no
 * request body (logout, every GET) ignores whatever comes with it instead of answering a 400 or
 * 413 the contract does not declare. For the others: an empty body counts as no body, malformed
 * JSON, another media type or more than 1 MiB is a validation failure of `body`.
 */
export function readBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const config = request.routeOptions.config as RouteConfig | undefined;
    const takesBody = config?.takesBody === true;
    const limit = config?.bodyLimitBytes ?? bodyLimitBytes;
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (takesBody && size <= limit) chunks.push(chunk);
    });
    payload.on('error', (error) => done(error, undefined));
    payload.on('end', () => {
      if (!takesBody) {
        done(null, undefined);
        return;
      }
      const failure = (message: string) =>
        done(validationFailed([{ field: 'body', message }]), undefined);
      if (size > limit && config?.bodyLimitBytes !== undefined) {
        return done(new ApiError(413, 'FILE_TOO_LARGE', 'The request is too large.'), undefined);
      }
      if (size > limit) return failure('must be at most 1 MiB');
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

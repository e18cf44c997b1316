/**
 * The dev API: Fastify routes generated from the contract, one per operation, each doing, in order:
 * XSRF check (state-changing /api/ calls), bearer authentication (when the operation is secured),
 * validation of path, query and body against the contract, the handler, and, when asked (tests),
 * validation of the response against the contract.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { findSessionUser } from './auth/sessions.ts';
import type { HandlerContext, HandlerResult, Handlers, SessionUser, Settings } from './context.ts';
import type { Contract, Operation } from './contract.ts';
import type { Database } from './db.ts';
import { ApiError, unauthorized, validationFailed, type FieldError } from './errors.ts';
import { registerDevRoutes, withDevOutboxes, type DevOutboxes } from './devRoutes.ts';
import { isExemptFromFaults, type FaultState } from './faults.ts';
import { handlers as defaultHandlers } from './handlers/index.ts';
import { rentalPersonas } from './rentalsSeed.ts';
import { journeyPersonas } from './leaseJourneySeed.ts';
import { unconfirmedPersona } from './emailConfirmationSeed.ts';
import { approvalPersonas } from './accountApprovalsSeed.ts';
import { hasLargeEmployer, largeEmployerPersona } from './largeEmployerSeed.ts';
import { registerPaymentProvider } from './paymentProvider.ts';
import { bodyLimitOf, readBodies, tooLarge, type RouteConfig } from './requestBodies.ts';
import { acmeInviteToken, demoPassword, personas } from './seed.ts';
import { geoStandInPrefix, registerGeoStandIns } from './stores/geoStandIns.ts';
import { randomToken } from './tokens.ts';

export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'x-xsrf-token';
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The challenge every 401 carries (RFC 9110 section 11.6.1; RFC 6750 section 3): `invalid_token`
 * when a bearer token was sent but is unknown, expired or revoked; none when no token was sent.
 */
export function bearerChallenge(tokenRejected: boolean): string {
  return tokenRejected ? 'Bearer realm="velo", error="invalid_token"' : 'Bearer realm="velo"';
}

export interface ServerOptions {
  db: Database;
  contract: Contract;
  /** Dev mode: adds the /__dev/faults switch. Never on in a test of production behaviour. */
  dev?: boolean;
  /** Initial fault state (dev mode only). */
  faults?: FaultState;
  /** Check every response against the contract; a mismatch becomes a 500 and is recorded. */
  validateResponses?: boolean;
  /** Fastify's logger: on, off, or options (a test captures the log through `stream`). */
  logger?: boolean | { level?: string; stream: { write(line: string): void } };
  settings?: Partial<Settings>;
  handlers?: Handlers;
  /** Told the status of every answer to a contract operation (the contract tests' coverage check). */
  onResponse?: (operationId: string, status: number, body: unknown) => void;
  /** Several databases behind `db` (databases.ts): makes the request's own the current one. */
  enterDatabase?: (headers: IncomingHttpHeaders) => void;
  /** With `enterDatabase`: the position of the request's database, which keys its dev outboxes. */
  databaseIndex?: () => number;
}

export interface DevApi {
  app: FastifyInstance;
  /** Responses that did not match the contract (only filled with `validateResponses`). */
  contractViolations: string[];
  faults: FaultState;
}

export const defaultSettings: Settings = {
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  resetTokenTtlMs: 60 * 60 * 1000,
  webUrl: 'http://127.0.0.1:4200/rider',
  onPasswordResetLink: (email, link) => {
    // No mail server in dev: the link goes to the console (issue 4).
    console.log(`[dev-api] Password reset for ${email}: ${link}`);
  },
};

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

/** The origin of the page that made the call: its Origin header, else its Referer's; undefined if neither. */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  try {
    return request.headers.referer ? new URL(request.headers.referer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Query parameters declared with `content: application/json` arrive as JSON text. */
function parseJsonQuery(operation: Operation, query: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  for (const name of operation.jsonQueryParameters) {
    const raw = query[name];
    if (typeof raw !== 'string') continue;
    try {
      query[name] = JSON.parse(raw);
    } catch {
      errors.push({ field: `query.${name}`, message: 'must be JSON' });
    }
  }
  return errors;
}

export async function createServer(options: ServerOptions): Promise<DevApi> {
  const { db, contract } = options;
  const givenSettings: Settings = { ...defaultSettings, ...options.settings };
  // The outboxes of each database (databases.ts): two workers' journeys send codes and links to the
  // same seeded personas, and each must read only what its own requests sent.
  const outboxesByDatabase = new Map<number, DevOutboxes>();
  const outboxes = (): DevOutboxes => {
    const key = options.databaseIndex?.() ?? 0;
    let found = outboxesByDatabase.get(key);
    if (!found) {
      found = { outbox: [], smsOutbox: [] };
      outboxesByDatabase.set(key, found);
    }
    return found;
  };
  const settings: Settings = options.dev ? withDevOutboxes(givenSettings, outboxes) : givenSettings;
  const handlers = options.handlers ?? defaultHandlers;
  const contractViolations: string[] = [];
  const faults: FaultState = { unavailable: false, latencyMs: 0, ...options.faults };

  const operationIds = new Set(contract.operations.map((operation) => operation.operationId));
  const missing = [...operationIds].filter((id) => !(id in handlers));
  const extra = Object.keys(handlers).filter((id) => !operationIds.has(id));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `Handlers and contract disagree. Without a handler: ${missing.join(', ') || 'none'}. ` +
        `Not in the contract: ${extra.join(', ') || 'none'}.`,
    );
  }

  const app = Fastify({
    logger: options.logger ?? false,
    // The contract writes GET /api/v2/client-themes/ with its trailing slash (spec section 7).
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Only the operations that declare a request body read one (requestBodies.ts).
  readBodies(app);

  // The request's database (databases.ts): on arrival, and again once its body is read.
  const enterDatabase = options.enterDatabase;
  if (enterDatabase) {
    const enter = (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
      try {
        enterDatabase(request.headers);
        done();
      } catch (error) {
        done(new ApiError(400, 'VALIDATION_FAILED', (error as Error).message));
      }
    };
    app.addHook('onRequest', enter);
    app.addHook('preHandler', enter);
  }

  // No answer of the API may be kept by a cache: most carry a session token or personal data, the
  // rest depend on who asks (RFC 9111 section 5.2.2.5).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!options.dev || isExemptFromFaults(pathOf(request.url))) return;
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    if (faults.unavailable) {
      await reply.code(503).send({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The dev API is switched to maintenance (/__dev/faults).',
      });
    }
  });

  // The XSRF cookie is handed out on any response to a browser that does not hold one yet.
  app.addHook('onSend', async (request, reply, payload) => {
    // The Géoplateforme stand-ins play another host: they set no cookie of the API.
    if (pathOf(request.url).startsWith(`${geoStandInPrefix}/`)) return payload;
    if (!parseCookies(request.headers.cookie).has(xsrfCookie)) {
      reply.header('set-cookie', `${xsrfCookie}=${randomToken()}; Path=/; SameSite=Strict`);
    }
    return payload;
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) {
      void reply.code(error.status).send(error.toBody());
      return;
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      void reply
        .code(400)
        .send(validationFailed([{ field: 'body', message: (error as Error).message }]).toBody());
      return;
    }
    app.log.error(error);
    void reply.code(500).send({ code: 'INTERNAL_ERROR', message: 'Unexpected error.' });
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({
      code: 'NOT_FOUND',
      message: `No operation ${request.method} ${pathOf(request.url)}.`,
    });
  });

  // The health check says only that the API is up and in which mode: never a password or a login.
  app.get('/__health', async () => {
    await db.query('select 1');
    return { status: 'ok', devMode: options.dev ?? false };
  });
  // The demo logins, which `npm start` prints once everything is up: dev mode only, like /__dev/*.
  if (options.dev) {
    app.get('/__dev/demo', async () => ({
      password: demoPassword,
      // The lease journey's riders (issue 13), the rentals' (issue 14), the one whose address is
      // not confirmed (issue 26) and the accounts waiting for their company or refused by it
      // (issue 27) after issue 4's personas; Grand Groupe's manager when the database holds it
      // (VELO_SEED_LARGE).
      logins: [
        ...personas,
        ...journeyPersonas,
        ...rentalPersonas,
        unconfirmedPersona,
        ...approvalPersonas,
        ...((await hasLargeEmployer(db)) ? [largeEmployerPersona] : []),
      ].map((persona) => ({
        email: persona.email,
        what: persona.what,
      })),
      invitePath: `/rider/join/acme/${acmeInviteToken}`,
    }));
  }

  // Stand-ins of the Géoplateforme geocoder and map tiles (the app's dev and e2e configuration).
  registerGeoStandIns(app);
  // The payment provider's hosted page stand-in (issue 13), on this origin as a provider has its own.
  registerPaymentProvider(app, db, () => settings.now?.() ?? new Date());

  if (options.dev) registerDevRoutes(app, db, settings, faults, outboxes);

  const checkResponse = (operation: Operation, result: HandlerResult): HandlerResult => {
    if (!options.validateResponses) return result;
    const validator = operation.responseValidator(result.status);
    let problem: string | undefined;
    if (validator === undefined) {
      problem = `status ${result.status} is not declared`;
    } else if (validator === null) {
      if (result.body !== undefined) problem = `status ${result.status} declares no body`;
    } else {
      const errors = validator(result.body);
      if (errors.length > 0) {
        problem = errors.map((error) => `${error.field} ${error.message}`).join('; ');
      }
    }
    if (problem === undefined) return result;
    const violation = `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path}): ${problem}`;
    contractViolations.push(violation);
    app.log.error(`Contract violation: ${violation}`);
    return { status: 500, body: { code: 'CONTRACT_VIOLATION', message: violation } };
  };

  /**
   * XSRF, then authentication, then the size the body announces: all before any byte of the body
   * is read (the route's onRequest), so an anonymous or forged call cannot make the server read
   * or parse a large body.
   */
  const admit = async (
    operation: Operation,
    request: FastifyRequest,
    session: { tokenRejected: boolean },
  ): Promise<{ user: SessionUser | undefined; token: string | undefined }> => {
    const path = pathOf(request.url);
    if (path.startsWith('/api/') && stateChanging.has(request.method)) {
      const cookie = parseCookies(request.headers.cookie).get(xsrfCookie);
      const header = request.headers[xsrfHeader];
      if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) {
        throw new ApiError(
          403,
          'XSRF_MISMATCH',
          `State-changing calls must echo the ${xsrfCookie} cookie in the X-XSRF-TOKEN header.`,
        );
      }
    }

    const token = bearerToken(request);
    const user = token === undefined ? undefined : await findSessionUser(db, token);
    session.tokenRejected = token !== undefined && !user;
    if (operation.secured && !user) throw unauthorized();
    const limit = bodyLimitOf(operation.operationId);
    if (operation.validateBody && Number(request.headers['content-length'] ?? 0) > limit) {
      throw tooLarge(operation.operationId, limit);
    }
    return { user, token };
  };
  const admitted = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof admit>>>();

  const run = async (operation: Operation, request: FastifyRequest): Promise<HandlerResult> => {
    const entry = admitted.get(request);
    if (!entry) throw new Error(`${operation.operationId}: request not admitted`);
    const { user, token } = entry;
    const params = { ...(request.params as Record<string, unknown>) };
    const query = { ...(request.query as Record<string, unknown>) };
    const fields = [...operation.validatePath(params), ...parseJsonQuery(operation, query)];
    if (fields.length === 0) fields.push(...operation.validateQuery(query));
    const body: unknown = request.body;
    if (operation.validateBody) {
      if (body === undefined) {
        if (operation.bodyRequired) fields.push({ field: 'body', message: 'is required' });
      } else {
        fields.push(...operation.validateBody(body));
      }
    }
    if (fields.length > 0) throw validationFailed(fields);

    const context: HandlerContext = {
      db,
      settings,
      log: request.log,
      user,
      token,
      params,
      query,
      body,
      origin: requestOrigin(request),
      selfUrl: `http://${request.socket.localAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1'}:${request.socket.localPort}`,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    };
    const handler = handlers[operation.operationId];
    if (!handler) throw new Error(`No handler for ${operation.operationId}`);
    return handler(context);
  };

  /** What an operation answers: its headers, the 401's challenge, the contract's check. */
  const answer = (
    operation: Operation,
    reply: FastifyReply,
    result: HandlerResult,
    session: { tokenRejected: boolean },
  ) => {
    for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
    // A binary answer (a document's PDF) goes out as it is, with its declared status.
    if (result.body instanceof Uint8Array) {
      if (options.validateResponses && operation.responseValidator(result.status) === undefined) {
        const violation = `${operation.operationId}: status ${result.status} is not declared`;
        contractViolations.push(violation);
      }
      options.onResponse?.(operation.operationId, result.status, undefined);
      return reply.code(result.status).send(Buffer.from(result.body));
    }
    if (result.status === 401) {
      // A wrong password (login) is no rejected token: only UNAUTHORIZED says invalid_token.
      const code = (result.body as { code?: string } | undefined)?.code;
      reply.header(
        'www-authenticate',
        bearerChallenge(code === 'UNAUTHORIZED' && session.tokenRejected),
      );
    }
    // What goes on the wire is JSON: dates become strings before the contract sees them.
    const body: unknown =
      result.body === undefined ? undefined : JSON.parse(JSON.stringify(result.body));
    const checked = checkResponse(operation, { status: result.status, body });
    options.onResponse?.(operation.operationId, checked.status, checked.body);
    reply.code(checked.status);
    if (checked.body === undefined) return reply.send();
    // `null` is a valid JSON answer (no active offer); Fastify would send an empty body for it.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(checked.body));
  };
  const refusal = (error: ApiError): HandlerResult => ({
    status: error.status,
    body: error.toBody(),
    ...(error.extras?.headers ? { headers: error.extras.headers } : {}),
  });
  const sessions = new WeakMap<FastifyRequest, { tokenRejected: boolean }>();

  for (const operation of contract.operations) {
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: operation.url,
      config: {
        takesBody: operation.validateBody !== undefined,
        bodyLimitBytes: bodyLimitOf(operation.operationId),
        operationId: operation.operationId,
      } satisfies RouteConfig,
      // Before the body is read: a refused call is answered without reading it.
      onRequest: async (request, reply) => {
        const session = { tokenRejected: false };
        sessions.set(request, session);
        try {
          admitted.set(request, await admit(operation, request, session));
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          return answer(operation, reply, refusal(error), session);
        }
      },
      handler: async (request, reply) => {
        const session = sessions.get(request) ?? { tokenRejected: false };
        let result: HandlerResult;
        try {
          result = await run(operation, request);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          result = refusal(error);
        }
        return answer(operation, reply, result, session);
      },
    });
  }

  await app.ready();
  return { app, contractViolations, faults };
}

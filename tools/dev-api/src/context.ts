/**
 * What an operation handler receives and returns. Handlers are keyed by the contract's operationId;
 * the server checks at start-up that every operation has one and every handler has an operation.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db.ts';

export interface SessionUser {
  id: number;
  email: string;
  role: 'rider' | 'retailer' | 'leaser' | 'admin';
  clientId: number | null;
  isApproved: boolean;
  isGroupClient: boolean;
  /** Rights as stored (spec section 3, "Right"). */
  rights: { name: string; clientId: number }[];
}

export interface Settings {
  /** How long a session token lives. */
  sessionTtlMs: number;
  /** How long a password-reset token lives. */
  resetTokenTtlMs: number;
  /** Where the rider app is, for the reset link printed to the console. */
  webUrl: string;
  /** Receives each password-reset link (no mail server in dev: spec issue 4 says log it). */
  onPasswordResetLink: (email: string, link: string, token: string) => void;
  /**
   * Sends a signature code by SMS (issue 13). No SMS provider in dev: dev mode keeps it in the
   * outbox (GET /__dev/sms-outbox), tests capture it; never written to a log.
   */
  onSignatureCode?: (sms: { to: string; code: string; leaseRequestId: number }) => void;
  /**
   * Sends a company's invitation e-mail (issue 15, /invite). No mail server in dev: dev mode keeps it
   * in the outbox with the reset e-mails (GET /__dev/outbox), tests capture it.
   */
  onInvitation?: (email: string, link: string) => void;
  /**
   * Sends a new account the link that confirms its e-mail address (issue 26). No mail server in dev:
   * dev mode keeps it in the outbox (GET /__dev/outbox); otherwise it goes to the console.
   */
  onEmailConfirmationLink?: (email: string, link: string) => void;
  /** How long an e-mail confirmation link lives (24 hours unless set). */
  emailConfirmationTtlMs?: number;
  /** The clock of the time-bound rules (signature codes); tests inject theirs. */
  now?: () => Date;
}

export interface HandlerContext {
  db: Database;
  settings: Settings;
  log: FastifyBaseLogger;
  /** The connected user: always set on secured operations, set on optional ones when a valid token came. */
  user: SessionUser | undefined;
  /** The bearer token sent, if any (logout revokes it). */
  token: string | undefined;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** The page's origin the call came from (its Origin header, else its Referer's), if any. */
  origin?: string | undefined;
  /** This dev API's own origin, from the connection it answers on (the hosted payment page's). */
  selfUrl?: string | undefined;
  /** The caller's IP address and user agent (a signature's evidence keeps them). */
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface HandlerResult {
  status: number;
  /** JSON, or the bytes of a binary answer (a PDF) sent as they are with `headers`' content type. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (context: HandlerContext) => Promise<HandlerResult>;
export type Handlers = Record<string, Handler>;

export const ok = (body: unknown): HandlerResult => ({ status: 200, body });
export const created = (body: unknown): HandlerResult => ({ status: 201, body });
export const noContent = (): HandlerResult => ({ status: 204 });

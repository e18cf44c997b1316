/**
 * Opaque random tokens (sessions, password resets, XSRF). Only their SHA-256 digest is stored, so a
 * copy of the database does not hand out working sessions.
 */
import { createHash, randomBytes } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

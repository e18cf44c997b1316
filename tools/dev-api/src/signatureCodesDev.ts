/**
 * Dev mode only (beside /__dev/sms-outbox): the switch that makes a user's signature codes expire
 * now (issue 13: the e2e suite shows an expired SMS code, and no test can wait the 10 minutes of a
 * code's validity, lease-design §4).
 *
 * `POST /__dev/signature-codes/expire` `{ email }` moves the expiry of that user's current codes to
 * just before the dev API's clock (`settings.now`), so the rider's next `verifySignatureCode` takes
 * the real expiry path and answers 409 `SIGNATURE_CODE_EXPIRED`. The time the code was sent is kept:
 * the 30 s resend delay still holds, as it would for a code that ran out on its own. Answers
 * `{ leaseRequestIds }`, the requests whose code expired (empty when none was sent); 404 for an
 * unknown e-mail, 400 without one. The codes themselves are never read nor answered.
 */
import type { FastifyInstance } from 'fastify';
import type { Settings } from './context.ts';
import type { Database } from './db.ts';
import { notFound, validationFailed, type ApiError } from './errors.ts';

const send = (reply: { code(status: number): { send(body: unknown): unknown } }, error: ApiError) =>
  reply.code(error.status).send(error.toBody());

export function registerSignatureCodesDev(
  app: FastifyInstance,
  db: Database,
  settings: Pick<Settings, 'now'>,
): void {
  app.post(
    '/__dev/signature-codes/expire',
    { config: { takesBody: true } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body['email'] === 'string' ? body['email'].trim().toLowerCase() : '';
      if (email === '') {
        return send(reply, validationFailed([{ field: 'body.email', message: 'is required' }]));
      }
      const { rows: users } = await db.query<{ id: number }>(
        'select id from users where email = $1',
        [email],
      );
      const user = users[0];
      if (!user) return send(reply, notFound('user'));
      // One millisecond before now: the verification compares `expires_at >= now`, and a test's
      // clock may stand still between the switch and the typed code.
      const expiredAt = new Date((settings.now?.() ?? new Date()).getTime() - 1);
      const { rows } = await db.query<{ lease_id: number }>(
        `update signature_codes set expires_at = least(expires_at, $2)
          where user_id = $1
          returning lease_id`,
        [user.id, expiredAt],
      );
      return { leaseRequestIds: rows.map((row) => row.lease_id).sort((a, b) => a - b) };
    },
  );
}

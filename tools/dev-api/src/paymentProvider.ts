/**
 * The stand-in of a French payment provider's hosted page (issue 13, lease-design §3): the rider
 * pays on the provider's origin, never in the app, then comes back to the app's
 * `/rider/payment/confirmed?payment={id}` or `/rider/payment/failed?payment={id}` (303). A payment
 * is of one kind (migration 013): the lease journey's extra contribution, or the end-of-lease buyout
 * the rider chose (issue 14, spec sections 4 and 9); the provider's success pays what its kind names.
 *
 * The page answers only the browser session that started the payment: the start hands that browser
 * a binding secret in a cookie scoped to the page's path (`paymentBindingCookie`), and the page
 * (shown or posted) needs that cookie and the session still live (not logged out, not expired).
 * Anyone else who holds the link (another session, another browser, no session) gets a 403 page
 * and settles nothing.
 *
 * Plain server-rendered HTML in French, no script, labelled fields with their `autocomplete` tokens.
 * The card fields are posted with the form but never read: the outcome the tester picks travels in
 * the button's `formaction` query (`?outcome=succeed|fail|abandon`) and the body is drained unread
 * by the server's parser, so no card number is stored or logged anywhere (PCI DSS keeps them with
 * the provider alone).
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from './db.ts';
import { applyLeaseTransition } from './leaseJourney.ts';
import { ApiError } from './errors.ts';
import { recordBuyoutPayment } from './rentalsBuyout.ts';
import { digest, randomToken } from './tokens.ts';

/** What a payment pays (the contract's `PaymentKind`). */
export type PaymentKind = 'extra-contribution' | 'buyout';

export const paymentProviderPrefix = '/payment-provider';
/** The demo card a tester types (a test number: it never leaves the browser's form). */
export const demoCardNumber = '4970 1012 3456 7890';

export const checkoutPath = (token: string) => `${paymentProviderPrefix}/checkout/${token}`;

/** The cookie that binds a payment's page to the browser session that started it. */
export const paymentBindingCookie = 'velo-payment-binding';
/** How long the binding cookie lives: longer than any rider stays on the provider's page. */
const bindingMaxAgeSeconds = 60 * 60;

/**
 * Where the provider sends the rider back: the app base of the page that started the payment when
 * its origin is a local one (the dev allowlist: 127.0.0.1 or localhost, any port), else the
 * configured app URL. The path is the configured app's (`/rider`).
 */
export function returnBaseUrl(origin: string | undefined, webUrl: string): string {
  const configured = new URL(webUrl);
  const base = configured.pathname.replace(/\/$/, '');
  if (origin) {
    try {
      const url = new URL(origin);
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
      ) {
        return `${url.origin}${base}`;
      }
    } catch {
      // Not a URL: fall back to the configured app.
    }
  }
  return `${configured.origin}${base}`;
}

/**
 * Starts a payment of `kind` for lease `leaseId` (the caller checked access and what is due): a
 * pending row named by a random token (the provider's page), and the page the app sends the rider
 * to. No card number ever reaches this API (the page posts to the provider, which keeps nothing of
 * it either).
 */
export async function startPayment(
  db: Queryable,
  input: {
    leaseId: number;
    kind: PaymentKind;
    amountCents: number;
    origin: string | undefined;
    webUrl: string;
    selfUrl: string | undefined;
    /** The bearer token of the session starting the payment: the page answers it alone. */
    sessionToken: string;
  },
): Promise<{ payment: { id: number; redirectUrl: string }; cookie: string }> {
  const token = randomToken(24);
  const binding = randomToken(24);
  const { rows } = await db.query<{ id: number }>(
    `insert into payments (lease_id, kind, amount_cents, token, return_origin, session_token_hash,
                           binding_hash)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      input.leaseId,
      input.kind,
      input.amountCents,
      token,
      returnBaseUrl(input.origin, input.webUrl),
      digest(input.sessionToken),
      digest(binding),
    ],
  );
  return {
    payment: {
      id: rows[0]!.id,
      redirectUrl: `${input.selfUrl ?? 'http://127.0.0.1:4300'}${checkoutPath(token)}`,
    },
    // Scoped to this payment's page alone, out of reach of scripts; Lax so that the top-level
    // navigation from the app to the page carries it.
    cookie:
      `${paymentBindingCookie}=${binding}; Path=${checkoutPath(token)}; HttpOnly; SameSite=Lax; ` +
      `Max-Age=${bindingMaxAgeSeconds}`,
  };
}

/**
 * Whether the request comes from the browser session that started payment `token`: its binding
 * cookie matches, and that session is still live.
 */
async function boundToStarter(
  db: Queryable,
  token: string,
  cookieHeader: string | undefined,
): Promise<boolean> {
  const binding = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${paymentBindingCookie}=`))
    ?.slice(paymentBindingCookie.length + 1);
  if (!binding) return false;
  const { rows } = await db.query(
    `select 1 from payments p join sessions s on s.token_hash = p.session_token_hash
      where p.token = $1 and p.binding_hash = $2
        and s.revoked_at is null and s.expires_at > now()`,
    [token, digest(binding)],
  );
  return rows.length > 0;
}

interface PaymentRow {
  id: number;
  lease_id: number;
  user_id: number | null;
  kind: PaymentKind;
  amount_cents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'abandoned';
  created_at: string;
  settled_at: string | null;
  return_origin: string;
}

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

async function paymentRow(db: Queryable, where: string, value: unknown) {
  const { rows } = await db.query<PaymentRow>(
    `select p.id, p.lease_id, l.user_id, p.kind, p.amount_cents, p.status, ${iso('p.created_at')} as created_at,
            ${iso('p.settled_at')} as settled_at, p.return_origin
       from payments p join leases l on l.id = p.lease_id
      where ${where}`,
    [value],
  );
  return rows[0];
}

/** The contract's `Payment` with its owner's id (for the access check), or undefined. */
export async function paymentBody(db: Queryable, id: number) {
  const row = await paymentRow(db, 'p.id = $1', id);
  if (!row) return undefined;
  return {
    userId: row.user_id,
    id: row.id,
    leaseRequestId: row.lease_id,
    kind: row.kind,
    amountCents: row.amount_cents,
    status: row.status,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} – Paiement sécurisé (démonstration)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1b1b1f; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { display: block; width: 100%; box-sizing: border-box; font: inherit; padding: .5rem; border: 1px solid #6b6b76; border-radius: 4px; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1rem; border-radius: 4px; border: 1px solid #3a2a6e; background: #fff; color: #3a2a6e; cursor: pointer; }
  button.primary { background: #3a2a6e; color: #fff; }
  :focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .note { font-size: .875rem; color: #4a4a55; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** What the provider's page says is paid (the merchant's label, in French as the page is). */
const checkoutLabels: Record<PaymentKind, { title: string; line: string }> = {
  'extra-contribution': {
    title: 'Payer la contribution complémentaire',
    line: 'Contribution complémentaire à votre location Velo',
  },
  buyout: {
    title: 'Payer le rachat de votre vélo',
    line: 'Rachat de votre vélo en fin de location Velo',
  },
};

function checkoutPage(token: string, kind: PaymentKind, amountCents: number): string {
  const action = checkoutPath(token);
  const label = checkoutLabels[kind];
  return page(
    label.title,
    `<h1>Paiement sécurisé</h1>
<p>${escapeHtml(label.line)} : <strong>${escapeHtml(euro.format(amountCents / 100))}</strong></p>
<p class="note">Page de démonstration du prestataire de paiement : aucune carte n’est débitée et rien de ce que vous tapez n’est enregistré.</p>
<form method="post" action="${action}?outcome=succeed">
  <label for="cc-name">Titulaire de la carte</label>
  <input id="cc-name" name="cc-name" autocomplete="cc-name" required maxlength="100">
  <label for="cc-number">Numéro de carte</label>
  <input id="cc-number" name="cc-number" autocomplete="cc-number" inputmode="numeric" required
         pattern="[0-9 ]{12,23}" maxlength="23" aria-describedby="cc-number-hint">
  <p id="cc-number-hint" class="note">12 à 19 chiffres, espaces permis.</p>
  <div class="row">
    <div>
      <label for="cc-exp">Date d’expiration (MM/AA)</label>
      <input id="cc-exp" name="cc-exp" autocomplete="cc-exp" inputmode="numeric" required
             pattern="(0[1-9]|1[0-2])/[0-9]{2}" maxlength="5" placeholder="MM/AA">
    </div>
    <div>
      <label for="cc-csc">Cryptogramme</label>
      <input id="cc-csc" name="cc-csc" autocomplete="cc-csc" inputmode="numeric" required
             pattern="[0-9]{3,4}" maxlength="4" aria-describedby="cc-csc-hint">
      <p id="cc-csc-hint" class="note">3 chiffres au dos de la carte.</p>
    </div>
  </div>
  <div class="actions">
    <button type="submit" class="primary">Payer ${escapeHtml(euro.format(amountCents / 100))}</button>
    <button type="submit" formaction="${action}?outcome=fail">Simuler un refus</button>
    <button type="submit" formaction="${action}?outcome=abandon" formnovalidate>Abandonner</button>
  </div>
</form>`,
  );
}

const notYoursPage = () =>
  page(
    'Paiement refusé',
    `<h1>Paiement refusé</h1>
<p>Ce lien de paiement ne fonctionne que dans le navigateur et la session Velo qui l’ont ouvert. Revenez à l’application Velo, connectez-vous et relancez le paiement depuis votre commande.</p>`,
  );

const settledPage = () =>
  page(
    'Paiement terminé',
    `<h1>Paiement terminé</h1>
<p>Ce paiement a déjà été traité ou n’existe pas. Revenez à l’application Velo pour voir où en est votre commande.</p>`,
  );

type Outcome = 'succeed' | 'fail' | 'abandon';

/**
 * Settles payment `token` with the tester's outcome; answers where to send the rider back. A
 * success pays what the payment's kind names: the extra contribution (`payExtraContribution`, the
 * rider's event) or the chosen buyout (`recordBuyoutPayment`); a success refused there (the request
 * moved on, the choice changed, or the deadline passed meanwhile) becomes a failure.
 */
async function settle(
  db: Database,
  token: string,
  outcome: Outcome,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `select id from payments where token = $1 for update`,
      [token],
    );
    const id = rows[0]?.id;
    if (id === undefined) return undefined;
    const row = (await paymentRow(tx, 'p.id = $1', id))!;
    const base = row.return_origin;
    const result = (status: string) =>
      `${base}/payment/${status === 'succeeded' ? 'confirmed' : 'failed'}?payment=${row.id}`;
    if (row.status !== 'pending') return result(row.status);
    let status: 'succeeded' | 'failed' | 'abandoned' =
      outcome === 'succeed' ? 'succeeded' : outcome === 'fail' ? 'failed' : 'abandoned';
    if (status === 'succeeded') {
      try {
        if (row.kind === 'buyout') await recordBuyoutPayment(tx, row.lease_id, now);
        else await applyLeaseTransition(tx, row.lease_id, 'payExtraContribution', 'rider');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        status = 'failed';
      }
    }
    // Dated by the server's clock, as the buyout's `buyout_paid_at` (the same instant).
    await tx.query(`update payments set status = $2, settled_at = $3 where id = $1`, [
      row.id,
      status,
      now,
    ]);
    return result(status);
  });
}

const tokenPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The provider's pages on this dev API's origin (as a real provider has its own); `now` is the
 * server's clock (a test's fixed one), which dates a buyout's payment and checks its deadline.
 */
export function registerPaymentProvider(
  app: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): void {
  app.get<{ Params: { token: string } }>(
    `${paymentProviderPrefix}/checkout/:token`,
    async (request, reply) => {
      const { token } = request.params;
      const { rows } = tokenPattern.test(token)
        ? await db.query<{ kind: PaymentKind; amount_cents: number; status: string }>(
            'select kind, amount_cents, status from payments where token = $1',
            [token],
          )
        : { rows: [] };
      const row = rows[0];
      reply.type('text/html; charset=utf-8');
      // The page must not be framed by another site (clickjacking of a payment form).
      reply.header('x-frame-options', 'DENY');
      // No script at all; the form posts here, then a 303 leaves for the app (so no form-action,
      // which Chromium also applies to the redirect).
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
      if (!row || row.status !== 'pending') return reply.code(row ? 200 : 404).send(settledPage());
      if (!(await boundToStarter(db, token, request.headers.cookie))) {
        return reply.code(403).send(notYoursPage());
      }
      return reply.send(checkoutPage(token, row.kind, row.amount_cents));
    },
  );
  app.post<{ Params: { token: string }; Querystring: { outcome?: string } }>(
    `${paymentProviderPrefix}/checkout/:token`,
    async (request, reply) => {
      const { token } = request.params;
      const outcome = request.query.outcome;
      reply.type('text/html; charset=utf-8');
      if (outcome !== 'succeed' && outcome !== 'fail' && outcome !== 'abandon') {
        return reply.code(400).send(page('Demande invalide', '<h1>Demande invalide</h1>'));
      }
      if (!tokenPattern.test(token)) return reply.code(404).send(settledPage());
      if (!(await boundToStarter(db, token, request.headers.cookie))) {
        return reply.code(403).send(notYoursPage());
      }
      const location = await settle(db, token, outcome, now());
      if (!location) return reply.code(404).send(settledPage());
      return reply.code(303).header('location', location).send();
    },
  );
}

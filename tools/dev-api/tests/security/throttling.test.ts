/**
 * Issue 26, finding 4: sign-in, reset, registration and password-change throttling, common
 * passwords, reset links and idle sessions, attacked over HTTP. Each caller's address is chosen with
 * Fastify's request injection (`remoteAddress`), the only way to be several addresses at once here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/seed.ts';
import { startDevApi, type RunningDevApi } from '../../src/start.ts';
import { isCommonPassword } from '../../src/auth/commonPasswords.ts';
import { openBrowser } from '../browser.ts';

let server: RunningDevApi;
let clock = new Date();
const resetTokens: { email: string; token: string }[] = [];
const xsrf = 'throttling-test-xsrf';

beforeAll(async () => {
  server = await startDevApi({
    dev: true,
    settings: {
      now: () => clock,
      onPasswordResetLink: (email, _link, token) => resetTokens.push({ email, token }),
    },
  });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  body: {
    code?: string;
    retryAfterSeconds?: number;
    fields?: { field: string; message: string }[];
  };
  retryAfter: string | undefined;
}

async function call(
  address: string,
  url: string,
  body: unknown,
  token?: string,
  method: 'POST' | 'GET' | 'PATCH' = 'POST',
): Promise<Answer> {
  const response = await server.app.inject({
    method,
    url,
    remoteAddress: address,
    headers: {
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    body: response.body ? (response.json() as Answer['body']) : {},
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
  };
}

const login = (address: string, email: string, password: string, remember?: boolean) =>
  call(address, '/auth/login', {
    email,
    password,
    ...(remember === undefined ? {} : { remember }),
  });

const forward = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

/** Each attack starts with no attempt recorded (dev mode's reset of the throttles). */
const resetThrottles = async () => {
  await server.app.inject({ method: 'POST', url: '/__dev/throttle/reset' });
};

describe('sign-in throttle', () => {
  it("an attacker's failures do not lock the rider out", async () => {
    await resetThrottles();
    // The rider signed in from home before.
    expect((await login('198.51.100.7', 'rider@acme.test', demoPassword)).status).toBe(200);
    const attacker: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      attacker.push((await login('203.0.113.1', 'rider@acme.test', `mauvais-${attempt}`)).status);
    }
    expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The rider still signs in, from home and from a new address.
    expect((await login('198.51.100.7', 'rider@acme.test', demoPassword)).status).toBe(200);
    expect((await login('192.0.2.50', 'rider@acme.test', demoPassword)).status).toBe(200);
  });

  it('past the limit the wait grows (429 with Retry-After), it never becomes a lock', async () => {
    await resetThrottles();
    const email = 'rider2@acme.test';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('203.0.113.2', email, `essai-${attempt}`)).status).toBe(401);
    }
    const waits: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await login('203.0.113.2', email, 'encore-un-essai');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(refused.body.retryAfterSeconds).toBe(Number(refused.retryAfter));
      waits.push(refused.retryAfter ?? '');
      forward(Number(refused.retryAfter) + 1);
      expect((await login('203.0.113.2', email, `essai-apres-${round}`)).status).toBe(401);
    }
    expect(waits).toEqual(['30', '60', '120', '240']);
    // Once the wait is over, the right password works from that address too.
    forward(481);
    expect((await login('203.0.113.2', email, demoPassword)).status).toBe(200);
  });

  it(
    'failures from many addresses hold back new addresses, not the devices of the account',
    {
      timeout: 180_000,
    },
    async () => {
      await resetThrottles();
      const email = 'manager@acme.test';
      expect((await login('198.51.100.8', email, demoPassword)).status).toBe(200);
      for (let bot = 0; bot < 20; bot += 1) {
        expect((await login(`203.0.113.${100 + bot}`, email, `bot-${bot}`)).status).toBe(401);
      }
      expect((await login('203.0.113.200', email, 'bot-suivant')).status).toBe(429);
      expect((await login('198.51.100.8', email, demoPassword)).status).toBe(200);
    },
  );

  it('one address trying many accounts is held back', async () => {
    await resetThrottles();
    // 49 failures on as many accounts already made by this address (written straight into the
    // table: a password check takes a second on a loaded machine), then two more over HTTP.
    await server.db.query(
      `insert into auth_attempts (kind, subject, address, attempted_at)
       select 'login', 'victime-' || n || '@exemple.fr', '203.0.113.3', $1::timestamptz
         from generate_series(1, 49) as n`,
      [clock],
    );
    expect((await login('203.0.113.3', 'victime-50@exemple.fr', 'azerty-123')).status).toBe(401);
    expect((await login('203.0.113.3', 'victime-51@exemple.fr', 'azerty-123')).status).toBe(429);
    // Another address is not concerned.
    expect((await login('198.51.100.9', 'pending@acme.test', demoPassword)).status).toBe(200);
  });

  it('a flood of failures overall holds back the addresses taking part, not the others', async () => {
    await resetThrottles();
    // 500 failures in the last minute from a botnet, written straight into the table.
    await server.db.query(
      `insert into auth_attempts (kind, subject, address, attempted_at)
       select 'login', 'cible-' || n || '@exemple.fr', '203.0.114.' || (n % 250), $1::timestamptz
         from generate_series(1, 500) as n`,
      [clock],
    );
    expect((await login('203.0.114.7', 'rider@acme.test', demoPassword)).status).toBe(429);
    expect((await login('198.51.100.10', 'rider@acme.test', demoPassword)).status).toBe(200);
  });
});

describe('reset, registration and password change throttles', () => {
  it('reset e-mails: three per e-mail, whether or not it has an account', async () => {
    await resetThrottles();
    for (const email of ['rider@acme.test', 'personne@exemple.fr']) {
      const statuses: number[] = [];
      for (let request = 0; request < 4; request += 1) {
        statuses.push(
          (await call(`203.0.113.${request + 10}`, '/auth/retrievePassword', { email })).status,
        );
      }
      expect(statuses).toEqual([204, 204, 204, 429]);
    }
  });

  it('refused registrations from one address are held back', async () => {
    await resetThrottles();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const answer = await call('203.0.113.4', '/auth/register', {
        email: 'rider@acme.test',
        password: `inscription-${attempt}`,
        firstName: 'Eve',
        lastName: 'Curieuse',
        language: 'fr',
        termsAccepted: true,
        newsletterOptIn: false,
        marketingOptIn: false,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('a stolen session cannot guess the current password', { timeout: 120_000 }, async () => {
    await resetThrottles();
    const session = await login('198.51.100.11', 'services-rh@acme.test', demoPassword);
    const token = (session.body as { token?: string }).token;
    const change = (currentPassword: string) =>
      call(
        '203.0.113.5',
        '/api/v2/account/password',
        { currentPassword, newPassword: 'un-nouveau-secret-2026' },
        token,
      );
    const statuses: number[] = [];
    for (let guess = 0; guess < 5; guess += 1)
      statuses.push((await change(`devine-${guess}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const held = await change(demoPassword);
    expect(held.status).toBe(429);
    expect(held.retryAfter).toBe('30');
  });
  it(
    'nor through the e-mail change, which counts on the same counters',
    { timeout: 120_000 },
    async () => {
      await resetThrottles();
      const session = await login('198.51.100.12', 'services-rh@acme.test', demoPassword);
      const token = (session.body as { token?: string }).token;
      const move = (currentPassword: string) =>
        call(
          '203.0.113.6',
          '/api/v2/account',
          { email: 'pirate@example.test', currentPassword },
          token,
          'PATCH',
        );
      const change = (currentPassword: string) =>
        call(
          '203.0.113.6',
          '/api/v2/account/password',
          { currentPassword, newPassword: 'un-nouveau-secret-2026' },
          token,
        );
      const statuses: number[] = [];
      for (let guess = 0; guess < 3; guess += 1)
        statuses.push((await move(`devine-${guess}`)).status);
      for (let guess = 3; guess < 5; guess += 1)
        statuses.push((await change(`devine-${guess}`)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const held = await move(demoPassword);
      expect(held.status).toBe(429);
      expect(held.retryAfter).toBe('30');
    },
  );
});

describe('common passwords', () => {
  it('the demo password is not a common one', () => {
    expect(isCommonPassword(demoPassword)).toBe(false);
    expect(isCommonPassword('Basketball')).toBe(true);
  });

  it('registration, reset link and password change refuse the common passwords', async () => {
    await resetThrottles();
    const common = { field: 'body.password', message: 'validation.password.common' };
    const registration = await call('198.51.100.12', '/auth/register', {
      email: 'nouvelle.recrue@exemple.fr',
      password: 'qwertyuiop',
      firstName: 'Nina',
      lastName: 'Recrue',
      language: 'fr',
      termsAccepted: true,
      newsletterOptIn: false,
      marketingOptIn: false,
    });
    expect(registration.status).toBe(400);
    expect(registration.body.fields).toEqual([common]);

    await call('198.51.100.12', '/auth/retrievePassword', { email: 'compta@acme.test' });
    const link = resetTokens.filter((reset) => reset.email === 'compta@acme.test').at(-1);
    const reset = await call('198.51.100.12', '/auth/resetPassword', {
      token: link?.token,
      password: '1234567890',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.fields).toEqual([common]);

    const session = await login('198.51.100.12', 'compta@acme.test', demoPassword);
    const token = (session.body as { token?: string }).token;
    const change = await call(
      '198.51.100.12',
      '/api/v2/account/password',
      { currentPassword: demoPassword, newPassword: 'Basketball' },
      token,
    );
    expect(change.status).toBe(400);
    expect(change.body.fields).toEqual([
      { field: 'body.newPassword', message: 'validation.password.common' },
    ]);
  });
});

describe('reset links', () => {
  it('using a link revokes the older ones', async () => {
    await resetThrottles();
    const email = 'group@holding.test';
    await call('198.51.100.13', '/auth/retrievePassword', { email });
    await call('198.51.100.13', '/auth/retrievePassword', { email });
    const [older, newer] = resetTokens.filter((reset) => reset.email === email).slice(-2);
    const used = await call('198.51.100.13', '/auth/resetPassword', {
      token: newer?.token,
      password: demoPassword,
    });
    expect(used.status).toBe(204);
    const stale = await call('198.51.100.13', '/auth/resetPassword', {
      token: older?.token,
      password: 'une-autre-phrase-secrete',
    });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('TOKEN_INVALID');
  });
});

describe('idle sessions', () => {
  const idle = (token: string, interval: string) =>
    server.db.query(
      `update sessions set last_used_at = now() - $2::interval
        where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token, interval],
    );

  it('without "Remember me" a session ends after 30 minutes without a call; a call keeps it', async () => {
    await resetThrottles();
    const browser = openBrowser(server.url);
    const session = await browser.api.auth.login({
      email: 'rider@acme.test',
      password: demoPassword,
    });
    if (!session.ok) throw new Error('login failed');
    browser.token = session.data.token;
    await idle(session.data.token, '29 minutes');
    expect((await browser.fetch('/api/v2/account')).ok).toBe(true);
    // The call counted as use: 29 more minutes are fine.
    await idle(session.data.token, '1 minute');
    expect((await browser.fetch('/api/v2/account')).ok).toBe(true);
    await idle(session.data.token, '31 minutes');
    expect((await browser.fetch('/api/v2/account')).status).toBe(401);
  });

  it('with "Remember me" it lasts 7 days without a call', async () => {
    const browser = openBrowser(server.url);
    const session = await browser.api.auth.login({
      email: 'rider@acme.test',
      password: demoPassword,
      remember: true,
    });
    if (!session.ok) throw new Error('login failed');
    browser.token = session.data.token;
    await idle(session.data.token, '6 days');
    expect((await browser.fetch('/api/v2/account')).ok).toBe(true);
    await idle(session.data.token, '8 days');
    expect((await browser.fetch('/api/v2/account')).status).toBe(401);
  });
});

/**
 * "Nothing a user creates through the app is lost on restart" (issue 4): a file-backed database in a
 * temporary folder, stopped and started again; in a run on a PostgreSQL server, a database of that
 * server too (what `VELO_DATABASE_URL=… npm start` uses).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, throwawayName } from '../src/postgresServer.ts';
import { acmeInviteToken } from '../src/seed.ts';
import { startDevApi, type StartOptions } from '../src/start.ts';
import { testTemplateUrl } from '../src/throwawayDatabases.ts';
import { logIn, openBrowser } from './browser.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'velo-dev-api-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const serverUrl = testTemplateUrl();

describe('persistence', () => {
  // On PGlite's folder: the run on a server (`npm test`'s PostgreSQL step) proved it already in the
  // PGlite run, and checks its own database below instead.
  it.skipIf(serverUrl)(
    'keeps accounts, their changes and the sessions across a restart, and seeds only once',
    async () => {
      await restartKeepsEverything({ dataDir });
    },
    240_000,
  );

  it.skipIf(!serverUrl)(
    'does the same in a database of a PostgreSQL server',
    async () => {
      if (!serverUrl) return;
      // An empty database, migrated and seeded by the first start as `npm start` would.
      const name = throwawayName('velo_kept');
      const databaseUrl = await createDatabase(serverUrl, name);
      try {
        await restartKeepsEverything({ databaseUrl });
      } finally {
        await dropDatabase(serverUrl, name);
      }
    },
    240_000,
  );
});

async function restartKeepsEverything(where: StartOptions) {
  const first = await startDevApi(where);
  let token: string;
  let domainId: number;
  try {
    const browser = openBrowser(first.url);
    const registered = await browser.api.auth.register({
      email: 'persistante@acme.test',
      password: 'toujours-la-apres-redemarrage',
      firstName: 'Perrine',
      lastName: 'Stable',
      language: 'en',
      qName: 'acme',
      inviteToken: acmeInviteToken,
      termsAccepted: true,
      newsletterOptIn: true,
      marketingOptIn: false,
    });
    if (!registered.ok) throw new Error(JSON.stringify(registered));
    token = registered.data.token;

    const manager = await logIn(first.url, 'manager@acme.test');
    const profile = await manager.api.profile.get();
    if (!profile.ok || profile.data.clientId === null) throw new Error('no manager profile');
    const domain = await manager.api.clients.createAllowedDomain({
      domain: 'acme-marseille.test',
      clientId: profile.data.clientId,
    });
    if (!domain.ok) throw new Error(JSON.stringify(domain));
    domainId = domain.data.id;
  } finally {
    await first.close();
  }

  const second = await startDevApi(where);
  try {
    // The session survives, and so does the account with its password.
    const browser = openBrowser(second.url);
    browser.token = token;
    const profile = await browser.api.profile.get();
    expect(profile.ok && profile.data).toMatchObject({
      email: 'persistante@acme.test',
      language: 'en',
    });
    await logIn(second.url, 'persistante@acme.test', 'toujours-la-apres-redemarrage');

    const { rows } = await second.db.query<{ id: number }>(
      "select id from client_allowed_domains where domain = 'acme-marseille.test'",
    );
    expect(rows).toEqual([{ id: domainId }]);
    // The seed did not run again: one Acme, one rider persona.
    const counts = await second.db.query<{ clients: number; riders: number }>(
      `select (select count(*)::int from clients where q_name = 'acme') as clients,
              (select count(*)::int from users where email = 'rider@acme.test') as riders`,
    );
    expect(counts.rows).toEqual([{ clients: 1, riders: 1 }]);
  } finally {
    await second.close();
  }
}

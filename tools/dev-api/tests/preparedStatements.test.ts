/**
 * On a PostgreSQL server (src/postgresServer.ts), a statement run a second time is prepared under a
 * name, so its text is parsed once a connection, and every run is still planned with its own
 * parameters. Checked on one connection (a transaction holds one) through the server's own list of
 * its prepared statements. Server only: PGlite parses each query it is given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db.ts';
import { openThrowawayDatabases, testTemplateUrl } from '../src/throwawayDatabases.ts';

let db: Database | undefined;

beforeAll(async () => {
  if (testTemplateUrl()) [db] = await openThrowawayDatabases(1);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe.skipIf(!testTemplateUrl())('statements on a PostgreSQL server (server only)', () => {
  it('prepares a statement run twice, answers each run with its own parameters, plans each run anew', async () => {
    if (!db) throw new Error('no database');
    const sql = `select count(*)::int as n from eligible_employees where client_id = $1 and email like $2`;
    const prepared = `select name, statement from pg_prepared_statements where statement = $1`;
    await db.transaction(async (tx) => {
      const { rows: clients } = await tx.query<{ id: number }>(
        'select client_id as id from eligible_employees group by client_id order by count(*) desc limit 1',
      );
      const client = clients[0]?.id;
      const first = await tx.query<{ n: number }>(sql, [client, '%']);
      expect((await tx.query(prepared, [sql])).rows).toEqual([]);
      const second = await tx.query<{ n: number }>(sql, [client, '%']);
      expect(second.rows).toEqual(first.rows);
      expect(first.rows[0]?.n).toBeGreaterThan(0);
      const names = await tx.query<{ name: string }>(prepared, [sql]);
      expect(names.rows).toHaveLength(1);
      expect(names.rows[0]?.name).toMatch(/^velo_/);
      // The same prepared text with other parameters.
      expect((await tx.query<{ n: number }>(sql, [client, 'nobody%'])).rows).toEqual([{ n: 0 }]);
      const { rows: mode } = await tx.query<{ mode: string }>(
        `select current_setting('plan_cache_mode') as mode`,
      );
      expect(mode).toEqual([{ mode: 'force_custom_plan' }]);
    });
  });
});

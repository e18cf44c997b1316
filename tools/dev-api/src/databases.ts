/**
 * Several seeded databases behind one dev API, for the end-to-end suites: each Playwright worker
 * names its own in the `x-velo-test-database` header (apps/rider-web/e2e/fixtures.ts), so the
 * journeys that move the same personas forward run side by side instead of one at a time, each on
 * a database no other worker touches. Only `--memory --dev` starts with more than one; a request
 * without the header uses the first.
 *
 * The request's database is held in an AsyncLocalStorage, set when the request arrives and again
 * just before its handler (after the body is read, whose stream events run outside the request's
 * async context); every module keeps the one `Database` it was given, which reads the current one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database, Queryable } from './db.ts';

export const testDatabaseHeader = 'x-velo-test-database';

export interface DatabasePerRequest {
  /** The database of the request being served (the first outside a request). */
  db: Database;
  /** Makes the database the headers name the current one for the rest of this request. */
  enter(headers: IncomingHttpHeaders): void;
  /** The position of the current database (0 outside a request), which keys what lives beside it. */
  index(): number;
}

export function databasePerRequest(databases: Database[]): DatabasePerRequest {
  const [first] = databases;
  if (!first) throw new Error('databasePerRequest needs at least one database');
  const current = new AsyncLocalStorage<Database>();
  const pick = () => current.getStore() ?? first;
  const db: Database = {
    query: <T>(sql: string, params?: unknown[]) => pick().query<T>(sql, params),
    exec: (sql: string) => pick().exec(sql),
    transaction: <T>(callback: (tx: Queryable) => Promise<T>) => pick().transaction(callback),
    close: async () => {
      await Promise.all(databases.map((database) => database.close()));
    },
  };
  return {
    db,
    index: () => databases.indexOf(pick()),
    enter(headers) {
      const named = headers[testDatabaseHeader];
      const index = named === undefined ? 0 : Number(named);
      const chosen = Number.isInteger(index) ? databases[index] : undefined;
      // A worker that names a database the server does not have must not write into another's.
      if (!chosen) throw new Error(`${testDatabaseHeader}: no database ${String(named)}`);
      current.enterWith(chosen);
    },
  };
}

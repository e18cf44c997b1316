/**
 * The database: PGlite (PostgreSQL compiled to WebAssembly), persisted in a folder or held in memory,
 * by default; or a PostgreSQL server's database (postgresServer.ts, VELO_DATABASE_URL).
 *
 * The schema lives in plain PostgreSQL migration files (../migrations/NNN_name.sql) applied in order,
 * each once, inside a transaction, and recorded in `schema_migrations`; the same files run unchanged
 * on a PostgreSQL server (README, "Using a PostgreSQL server").
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the server needs from a database: parameterised queries, multi-statement SQL (migrations) and
 * transactions. PGlite provides it as is; postgresServer.ts wraps a `pg` pool to these four methods
 * (README, "Using a PostgreSQL server").
 */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

export interface Database extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsDir = join(import.meta.dirname, '../migrations');

/**
 * Opens a PGlite database, with the extensions of `pgliteExtensions`. `dataDir` undefined means in
 * memory (tests); otherwise the folder is created if needed and everything written survives a
 * restart. An in-memory database can start from a `snapshot` (a data folder dumped by PGlite: see
 * seedSnapshot.ts). Tests and other throwaway databases go through throwawayDatabases.ts, which
 * picks PGlite or a server.
 */
export async function openDatabase(dataDir?: string, snapshot?: Blob): Promise<Database> {
  if (dataDir === undefined) {
    return servedInTurn(
      await PGlite.create({
        extensions: pgliteExtensions,
        ...(snapshot ? { loadDataDir: snapshot } : {}),
      }),
    );
  }
  mkdirSync(dataDir, { recursive: true });
  return servedInTurn(await PGlite.create({ dataDir, extensions: pgliteExtensions }));
}

/**
 * PGlite runs each query in this thread, and hands itself to the next query waiting for it
 * without going back to the event loop: while requests keep it busy, the requests that arrive
 * meanwhile are not even read, and wait for every one already started to end before theirs
 * begin. Under load, one request in twenty then took twice as long as the others (the employees
 * list's search, 20 managers at once: p99 482 ms for a mean of 245). Each query now first lets the
 * event loop read what has arrived, so the queries of every request in progress take their turns
 * in order (then: p99 221 ms for a mean of 184). Queries keep the order they are sent in.
 */
export function servedInTurn(db: PGlite): PGlite {
  const query = db.query.bind(db);
  db.query = (async (...args: Parameters<typeof query>) => {
    await new Promise((resolve) => setImmediate(resolve));
    return query(...args);
  }) as typeof db.query;
  return db;
}

/**
 * The PostgreSQL extensions the migrations create, which PGlite loads when it opens a database (a
 * server has them from its contrib package): every PGlite instance gets them, a restored snapshot
 * or a copy too, or its queries on them fail. `pg_trgm`: the employees list's search (migration 028).
 */
export const pgliteExtensions = { pg_trgm };

export function migrationFiles(dir = migrationsDir): string[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort();
}

/** Applies the migrations not applied yet; returns the names of those it applied. */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.exec(`
    create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).rows.map(
      (row) => row.name,
    ),
  );
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

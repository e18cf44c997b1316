/**
 * The dev API on a PostgreSQL server (README, "Using a PostgreSQL server"): a `pg` pool behind the
 * `Database` seam of db.ts, made to answer exactly as PGlite does, so no handler, seed or test knows
 * which engine it talks to:
 *
 * - results are parsed as PGlite parses them: `bigint` (`count(*)`) as a number (a bigint only beyond
 *   2^53), `date` as the UTC midnight of that day, `interval` as its text, `bytea` as a Uint8Array
 *   (node-postgres would give a string, a local midnight, an object and a Buffer);
 * - a `Date` parameter is sent as its ISO instant (node-postgres would write it in the process's
 *   time zone);
 * - each session runs in UTC, PGlite's only time zone, so `now()::date` and `current_date` are the
 *   same day in SQL as in the code;
 * - `query` runs one statement through the extended protocol, as PGlite's does; `exec` runs
 *   multi-statement SQL (the migrations) through the simple protocol;
 * - `affectedRows` is the row count of INSERT, UPDATE, DELETE, MERGE or COPY, 0 otherwise;
 * - `transaction` holds one pooled client from BEGIN to COMMIT (ROLLBACK when the callback throws).
 *
 * It also creates and drops whole databases on the server: tests and end-to-end workers each get a
 * copy of a seeded template database (`CREATE DATABASE … TEMPLATE`), as PGlite restores a snapshot.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from './db.ts';

type QueryResult = { rows: unknown[]; affectedRows: number };

const oids = {
  int8: 20,
  int8Array: 1016,
  textArray: 1009,
  bytea: 17,
  byteaArray: 1001,
  date: 1082,
  dateArray: 1182,
  timestamp: 1114,
  timestampArray: 1115,
  timestamptz: 1184,
  timestamptzArray: 1185,
  interval: 1186,
  intervalArray: 1187,
} as const;

/** PGlite's `bigint`: a number while it is exact, a bigint beyond. */
function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
}

/** PGlite's dates and timestamps: `new Date(text)`, so a `date` is that day's UTC midnight. */
function parseDate(text: string): Date | number {
  if (text === 'infinity') return Infinity;
  if (text === '-infinity') return -Infinity;
  return new Date(text);
}

const builtinParser = (oid: number) =>
  pg.types.getTypeParser(oid, 'text') as (text: string) => unknown;

/** PGlite's `bytea`: a plain Uint8Array, where node-postgres gives a Buffer. */
function parseBytea(text: string): Uint8Array {
  return new Uint8Array(builtinParser(oids.bytea)(text) as Buffer);
}

/** An array of the type: node-postgres splits the text array, the element parser reads each item. */
function arrayOf(parse: (text: string) => unknown): (text: string) => unknown {
  const split = builtinParser(oids.textArray);
  const map = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(map) : value === null ? null : parse(value as string);
  return (text) => map(split(text));
}

const parsers = new Map<number, (text: string) => unknown>([
  [oids.int8, parseInt8],
  [oids.int8Array, arrayOf(parseInt8)],
  [oids.date, parseDate],
  [oids.dateArray, arrayOf(parseDate)],
  [oids.timestamp, parseDate],
  [oids.timestampArray, arrayOf(parseDate)],
  [oids.timestamptz, parseDate],
  [oids.timestamptzArray, arrayOf(parseDate)],
  [oids.interval, (text) => text],
  [oids.intervalArray, arrayOf((text) => text)],
  [oids.bytea, parseBytea],
  [oids.byteaArray, arrayOf(parseBytea)],
]);

const pgliteTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && parsers.has(oid)
      ? parsers.get(oid)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** A parameter as PGlite sends it: a date as its ISO instant, in arrays too. */
function parameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(parameter);
  return value;
}

const countedCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

/**
 * The statements' texts seen, each with its name once it has been run twice (`statementName`);
 * emptied when it holds this many texts, so that one-off statements (a seed's inserts) do not
 * pile up.
 */
const seen = new Map<string, string | null>();
const seenKept = 1_000;

/**
 * A statement run a second time is prepared under a name taken from its text: each connection
 * parses it once, and each run after that sends only its parameters. The employees list's page
 * (issue "Large employers") is some 8 KB of SQL whose parsing took 0.4 ms of the server's time at
 * every request. Every run is still planned with its own parameters (`plan_cache_mode` below), as
 * an unnamed statement is: a plan made once for any search would read a word's rows badly.
 */
function statementName(sql: string): string | undefined {
  const name = seen.get(sql);
  if (name) return name;
  if (name === null) {
    const named = `velo_${createHash('sha1').update(sql).digest('base64url')}`;
    seen.set(sql, named);
    return named;
  }
  if (seen.size >= seenKept) seen.clear();
  seen.set(sql, null);
  return undefined;
}

async function runQuery(
  on: pg.Pool | pg.PoolClient,
  sql: string,
  params: unknown[] | undefined,
): Promise<QueryResult> {
  // One statement through the extended protocol, even without parameters, as PGlite's `query`.
  const name = statementName(sql);
  const config: pg.QueryConfig & { queryMode: 'extended' } = {
    text: sql,
    values: (params ?? []).map(parameter),
    queryMode: 'extended',
    ...(name ? { name } : {}),
  };
  const result = await on.query(config);
  return {
    rows: result.rows as unknown[],
    affectedRows: countedCommands.has(result.command) ? (result.rowCount ?? 0) : 0,
  };
}

function queryable(on: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: <T>(sql: string, params?: unknown[]) =>
      runQuery(on, sql, params) as Promise<{ rows: T[]; affectedRows: number }>,
    // No parameters: the simple protocol, which runs several statements in one call.
    exec: (sql: string) => on.query(sql),
  };
}

export interface ServerDatabase extends Database {
  /** The database's name on the server. */
  readonly name: string;
  /**
   * Runs `work` while this process holds a session advisory lock: two dev APIs starting on one
   * database do not migrate and seed it at the same time.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

export interface ServerDatabaseOptions {
  /** Connections at most (default 10). */
  max?: number;
  /** Called once the pool has ended (a throwaway database is dropped then). */
  afterClose?: () => Promise<void>;
}

/** Opens a pool on the database `url` names. Nothing is sent before the first query. */
export function openServerDatabase(
  url: string,
  options: ServerDatabaseOptions = {},
): ServerDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 10_000,
    application_name: 'velo-dev-api',
    // PGlite's time zone; the server's default is whatever its machine uses. A prepared statement
    // is planned anew at each run, with its parameters (`statementName`).
    options: '-c TimeZone=UTC -c plan_cache_mode=force_custom_plan',
    types: pgliteTypes,
  });
  // An idle client losing its connection (the server restarting) must not crash the process: the
  // pool drops it and the next query opens another.
  pool.on('error', () => undefined);
  let closed: Promise<void> | undefined;
  return {
    name: databaseName(url),
    ...queryable(pool),
    async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        try {
          const result = await callback(queryable(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch((rollbackError: Error) => {
            // A connection that cannot roll back is not given back to the pool.
            broken = rollbackError;
          });
          throw error;
        }
      } finally {
        client.release(broken);
      }
    },
    async exclusively<T>(work: () => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [advisoryLockKey]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [advisoryLockKey]);
        }
      } finally {
        client.release();
      }
    },
    close() {
      closed ??= pool.end().then(() => options.afterClose?.());
      return closed;
    },
  };
}

/** "velo" read as a number: the advisory lock of a dev API migrating and seeding its database. */
const advisoryLockKey = 0x76656c6f;

/** The name of the database a postgres:// URL names. */
export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name)
    throw new Error('The PostgreSQL URL names no database (postgres://user@host:port/name)');
  return name;
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}

/** The URL without its password, for a banner or an error message. */
export function redactedUrl(url: string): string {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.toString();
}

/** A quoted identifier, for the database names CREATE and DROP DATABASE take. */
function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Runs statements that cannot run inside a database they act on (CREATE and DROP DATABASE) on the
 * server's `postgres` maintenance database, one short connection.
 */
async function onMaintenanceDatabase(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({
    connectionString: withDatabase(url, 'postgres'),
    application_name: 'velo-dev-api',
  });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new name for a throwaway database: the prefix, this process and a random part. */
export function throwawayName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/**
 * Creates the database (empty, or a copy of `template`, which nobody may be connected to) and
 * answers its URL. The role needs CREATEDB.
 */
export async function createDatabase(
  url: string,
  name: string,
  template?: string,
): Promise<string> {
  try {
    await onMaintenanceDatabase(url, [
      `create database ${identifier(name)}${template ? ` template ${identifier(template)}` : ''}`,
    ]);
  } catch (error) {
    throw new Error(
      `Could not create the database ${name}${template ? ` from ${template}` : ''} on ${redactedUrl(url)}: ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
  }
  return withDatabase(url, name);
}

/** Drops the database, closing whatever connections are left on it. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onMaintenanceDatabase(url, [`drop database if exists ${identifier(name)} with (force)`]);
}

/** Drops a database `freezeAsTemplate` made a template (PostgreSQL refuses to drop a template). */
export async function dropTemplate(url: string, name: string): Promise<void> {
  await onMaintenanceDatabase(url, [
    `alter database ${identifier(name)} with is_template false`,
    `drop database ${identifier(name)}`,
  ]);
}

/**
 * Makes the database a template nobody connects to: its copies can then be made at any time (a
 * copy needs its template free of sessions), and a test connecting to it by mistake fails at once.
 */
export async function freezeAsTemplate(url: string, name: string): Promise<void> {
  await onMaintenanceDatabase(url, [
    `alter database ${identifier(name)} with is_template true allow_connections false`,
  ]);
}

/**
 * A copy of the template database as a `Database` that drops itself when closed (then runs
 * `afterDrop`): what each test server, and each end-to-end worker on a server, works on.
 */
export async function openCopyOf(
  url: string,
  template: string,
  options: { prefix?: string; afterDrop?: () => Promise<void> } = {},
): Promise<ServerDatabase> {
  const name = throwawayName(options.prefix ?? 'velo_copy');
  const copyUrl = await createDatabase(url, name, template);
  return openServerDatabase(copyUrl, {
    afterClose: async () => {
      await dropDatabase(url, name);
      await options.afterDrop?.();
    },
  });
}

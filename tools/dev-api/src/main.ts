#!/usr/bin/env node
/**
 * `tsx tools/dev-api/src/main.ts [--dev] [--memory]`: the dev API on 127.0.0.1:4300.
 *
 * - DEV_API_PORT (default 4300), DEV_API_HOST (default 127.0.0.1).
 * - DEV_API_DATA_DIR (default <repo>/.data/dev-api, git-ignored); `--memory` keeps nothing
 *   (the end-to-end suites start from the seed every time).
 * - VELO_DATABASE_URL=postgres://user:password@host:port/name: a PostgreSQL server's database
 *   instead of the PGlite folder (DEV_API_DATA_DIR is then ignored), migrated and seeded once; with
 *   `--memory`, throwaway databases made on that server from a seeded template and dropped at exit
 *   (the role needs CREATEDB). README, "Using a PostgreSQL server".
 * - `--dev` (or DEV_API_MODE=dev) adds the fault switch /__dev/faults; DEV_API_UNAVAILABLE=1 and
 *   DEV_API_LATENCY_MS=<ms> set it at start.
 * - DEV_API_WEB_URL (default http://127.0.0.1:4200/rider): base of the reset links printed.
 * - `--databases N` (with --memory): N seeded databases, chosen per request by the
 *   x-velo-test-database header, one per end-to-end worker (databases.ts).
 * - VELO_SEED_LARGE=N (e.g. 100000): also seeds Grand Groupe, a group of five companies with N
 *   employees and its manager rh@grandgroupe.test (largeEmployerSeed.ts), once per database; its
 *   time is printed. Unset (or 0): nothing more.
 */
import { join } from 'node:path';
import { faultsFromEnv } from './faults.ts';
import { redactedUrl, withDatabase } from './postgresServer.ts';
import { journeyPersonas } from './leaseJourneySeed.ts';
import { largeEmployerMaxEmployees, largeEmployerPersona } from './largeEmployerSeed.ts';
import { acmeInviteToken, demoPassword, personas as demoPersonas } from './seed.ts';
import { startDevApi } from './start.ts';

const args = process.argv.slice(2);
const env = process.env;
const dev = args.includes('--dev') || env['DEV_API_MODE'] === 'dev';
const memory = args.includes('--memory');
const databasesArg = args.indexOf('--databases');
const databases = databasesArg === -1 ? 1 : Number(args[databasesArg + 1]);
if (!Number.isInteger(databases) || databases < 1 || (databases > 1 && !memory)) {
  console.error('dev API: --databases takes a whole number, and more than 1 needs --memory');
  process.exit(2);
}
/** VELO_SEED_LARGE: how many employees Grand Groupe gets; undefined when unset, empty or 0. */
function largeEmployees(value: string | undefined): number | undefined {
  const text = (value ?? '').trim().replace(/[_\s]/g, '');
  if (text === '' || text === '0') return undefined;
  const count = Number(text);
  if (/^\d+$/.test(text) && count <= largeEmployerMaxEmployees) return count;
  console.error(
    `dev API: VELO_SEED_LARGE takes a whole number of employees, at most ${largeEmployerMaxEmployees} (got "${value}")`,
  );
  return process.exit(2);
}
const large = largeEmployees(env['VELO_SEED_LARGE']);
const databaseUrl = env['VELO_DATABASE_URL'] || undefined;
const dataDir =
  memory || databaseUrl
    ? undefined
    : (env['DEV_API_DATA_DIR'] ?? join(import.meta.dirname, '../../../.data/dev-api'));
const port = Number(env['DEV_API_PORT'] ?? 4300);
const host = env['DEV_API_HOST'] ?? '127.0.0.1';

const api = await startDevApi({
  ...(dataDir === undefined ? {} : { dataDir }),
  ...(databaseUrl === undefined
    ? {}
    : memory
      ? { throwawayServerUrl: databaseUrl }
      : { databaseUrl }),
  host,
  port,
  dev,
  databases,
  ...(large === undefined
    ? {}
    : { seed: { largeEmployees: large, log: (line) => console.log(`Velo dev API: ${line}`) } }),
  ...(dev ? { faults: faultsFromEnv(env) } : {}),
  settings: { webUrl: env['DEV_API_WEB_URL'] ?? 'http://127.0.0.1:4200/rider' },
}).catch((error: unknown) => {
  console.error(`dev API: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// Issue 4's personas, then the lease journey's riders at every stage (issue 13), and Grand Groupe's
// manager when VELO_SEED_LARGE asked for it.
const personas = [
  ...demoPersonas,
  ...journeyPersonas,
  ...(large === undefined ? [] : [largeEmployerPersona]),
];
const width = Math.max(...personas.map((persona) => persona.email.length));
/** Where the data is, for the banner (a server's URL without its password). */
function storage(): string {
  if (databaseUrl && !memory) return `PostgreSQL database ${redactedUrl(databaseUrl)}`;
  const count = databases > 1 ? `${databases} ` : '';
  const plural = databases > 1 ? 's' : '';
  if (databaseUrl) {
    const server = redactedUrl(withDatabase(databaseUrl, ''));
    return `${count}throwaway PostgreSQL database${plural} on ${server}`;
  }
  if (dataDir === undefined) return `${count}in-memory database${plural}`;
  return `database in ${dataDir}`;
}
const where = `${api.url} (${storage()}${dev ? ', dev mode: fault switch at /__dev/faults' : ''})`;
// `npm start` prints the demo logins itself once the web app is up too.
console.log(
  env['DEV_API_BANNER'] === 'short'
    ? `Velo dev API: ${where}`
    : [
        '',
        `Velo dev API: ${where}`,
        `Demo logins, password ${demoPassword}:`,
        ...personas.map((persona) => `  ${persona.email.padEnd(width)}  ${persona.what}`),
        `Acme invitation: /rider/join/acme/${acmeInviteToken}`,
        '',
      ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Closing PGlite flushes the database folder before the process ends; on a server, closing ends
    // the pool and drops the throwaway databases.
    api
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}

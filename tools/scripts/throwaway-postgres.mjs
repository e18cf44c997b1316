#!/usr/bin/env node
/**
 * A throwaway PostgreSQL 15 server, for the dev API's tests on a server (tools/dev-api/README.md,
 * "Using a PostgreSQL server"): `initdb` in a new temporary folder, a free port on 127.0.0.1 only
 * (unix socket in that folder), a random password, tuned for speed (fsync off: nothing in it is
 * worth keeping); stopped by its data folder (`pg_ctl stop -D`) and deleted at the end. The system's
 * own PostgreSQL service, if any, is never touched.
 *
 * As root, initdb and the server run as the `postgres` user (initdb refuses root), which owns the
 * folder. The collation (`C`, character classes of C.UTF-8), the encoding and the time zone (UTC)
 * are PGlite's, so ordering and `lower()` answer as they do in the embedded database.
 *
 * - `import { startThrowawayPostgres } from './throwaway-postgres.mjs'`: `{ url, stop() }`, `url`
 *   naming the `postgres` database as the superuser `postgres`.
 * - `node tools/scripts/throwaway-postgres.mjs`: starts one with an empty database `velo`, prints
 *   its URL, stops it on Ctrl-C.
 * - `node tools/scripts/throwaway-postgres.mjs COMMAND ARGS…`: runs the command with
 *   VELO_DATABASE_URL naming that database, then stops the server (exit code of the command).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(import.meta.dirname, '../..');
const binDir = () => process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** Runs tools/ensure-postgres when the programs are missing (it installs them as root). */
function ensurePostgres() {
  if (existsSync(join(binDir(), 'initdb')) && existsSync(join(binDir(), 'pg_ctl'))) return;
  execFileSync('sh', [join(root, 'tools/ensure-postgres')], { stdio: 'inherit' });
}

/** A port nobody listens on right now, on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function idOf(flag, user) {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}

export async function startThrowawayPostgres({ quiet = false } = {}) {
  ensurePostgres();
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the `postgres` user runs the server, and owns its folder.
  const run = (program, args, options = {}) =>
    execFileSync(
      asRoot ? 'runuser' : join(binDir(), program),
      asRoot ? ['-u', 'postgres', '--', join(binDir(), program), ...args] : args,
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options },
    );

  const folder = mkdtempSync(join(tmpdir(), 'velo-postgres-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const passwordFile = join(folder, 'password');
  const password = randomBytes(18).toString('base64url');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  mkdirSync(dataDir, { mode: 0o700 });
  if (asRoot) {
    const uid = idOf('-u', 'postgres');
    const gid = idOf('-g', 'postgres');
    for (const path of [folder, dataDir, passwordFile]) chownSync(path, uid, gid);
  }
  chmodSync(folder, 0o700);

  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      // By its data folder: this server only, never another one of the machine.
      if (started) run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      process.off('exit', stop);
    }
  };
  // Last resort if the process ends without calling stop (an uncaught error): the server goes too.
  process.on('exit', stop);

  try {
    run('initdb', [
      '-D',
      dataDir,
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--auth-host=scram-sha-256',
      // The socket lives in the 0700 folder: only its owner (and root) reach it.
      '--auth-local=trust',
      '--encoding=UTF8',
      '--lc-collate=C',
      '--lc-ctype=C.UTF-8',
      '--lc-messages=C',
      '--no-sync',
      '--no-instructions',
    ]);
    rmSync(passwordFile);
    const settings = [
      'listen_addresses=127.0.0.1',
      `unix_socket_directories='${folder}'`,
      'TimeZone=UTC',
      'fsync=off',
      'synchronous_commit=off',
      'full_page_writes=off',
      'max_connections=200',
    ];
    // A port taken between the probe and the start: another try on another port.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      try {
        run('pg_ctl', [
          'start',
          '-D',
          dataDir,
          '-l',
          logFile,
          '-w',
          '-t',
          '60',
          '-o',
          [`-p ${port}`, ...settings.map((setting) => `-c ${setting}`)].join(' '),
        ]);
        started = true;
        const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
        if (!quiet) console.log(`Throwaway PostgreSQL 15 on 127.0.0.1:${port} (${dataDir})`);
        return { url, port, dataDir, stop };
      } catch (error) {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        if (attempt < 3 && /could not bind|already in use/i.test(log)) continue;
        throw new Error(
          `PostgreSQL did not start: ${error instanceof Error ? error.message : error}\n${log}`,
        );
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv.slice(2);
  const server = await startThrowawayPostgres();
  execFileSync(
    join(binDir(), 'psql'),
    [server.url, '-q', '-v', 'ON_ERROR_STOP=1', '-c', 'create database velo'],
    { stdio: 'inherit' },
  );
  const url = server.url.replace(/\/postgres$/, '/velo');
  if (command.length === 0) {
    console.log(`VELO_DATABASE_URL=${url}`);
    console.log('Press Ctrl-C to stop it; its folder is deleted.');
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(signal, () => {
        server.stop();
        process.exit(0);
      });
    }
    setInterval(() => undefined, 1 << 30);
  } else {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, VELO_DATABASE_URL: url },
    });
    // Ctrl-C reaches the command too: the server is stopped once the command has ended.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(signal, () => child.kill(signal));
    }
    child.on('exit', (code, signal) => {
      server.stop();
      process.exit(code ?? (signal ? 1 : 0));
    });
  }
}

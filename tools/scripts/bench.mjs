#!/usr/bin/env node
/**
 * `npm run bench`: the fleet lists of a large employer under load, on the embedded database (PGlite)
 * and on a PostgreSQL server, printed against their budgets (README, "Large employers"). A benchmark,
 * not a test: it is not part of `npm test`, and it exits 1 when a figure misses its budget.
 *
 * For each database it starts the dev API in memory with `VELO_SEED_LARGE` employees of Grand Groupe
 * (100,000 unless `--employees N`), signs in as its HR manager `rh@grandgroupe.test`, and sends with
 * autocannon (20 connections, 15 s each unless `--seconds N`):
 * - the first page of the employees list sorted by name;
 * - a search ("helene", which must find "Hélène");
 * - the 500th page, reached by following the cursors.
 * It reads the list of the company with the most employees among those the manager's right covers
 * (the group itself once its list covers its companies, otherwise its largest company).
 *
 * Budgets: on the server p99 ≤ 250 ms and ≥ 200 requests/s; on PGlite p99 ≤ 500 ms; every answer
 * ≤ 64 KB. `--database pglite` or `--database postgres` runs one of the two.
 *
 * Then the full export of those employees as /exports makes it (apps/rider-web/scripts/
 * exportsBench.mjs, after a build of the app): its time and the peak memory of the process that writes it, in Node and in Chromium,
 * and the page's longest frame meanwhile (budget 100 ms). `--part lists` or `--part exports` runs
 * one of the two parts.
 *
 * The PostgreSQL server is a throwaway one (tools/scripts/throwaway-postgres.mjs); the dev API listens
 * on 127.0.0.1 on a free port. Both are stopped by their process id or data folder at the end.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { waitForUrl } from './processes.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = join(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    employees: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    part: { type: 'string', default: 'lists,exports' },
  },
});
const parts = options.part.split(',');
const employees = Number(options.employees);
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const databases =
  options.database === 'both' ? ['pglite', 'postgres'] : options.database.split(',');
if (!databases.every((name) => name === 'pglite' || name === 'postgres')) {
  console.error('bench: --database is pglite, postgres or both');
  process.exit(2);
}

const manager = { email: 'rh@grandgroupe.test', password: 'velo-demo-2026' };
const pageSize = 50;
const targetPage = 500;
const maxAnswerBytes = 64 * 1024;
const budgets = {
  postgres: { p99: 250, requestsPerSecond: 200 },
  pglite: { p99: 500, requestsPerSecond: 0 },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The dev API in memory, seeded with Grand Groupe; resolves once it answers. */
async function startDevApi(databaseUrl) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['--conditions=@velo/source', 'tools/dev-api/src/main.ts', '--memory'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        DEV_API_PORT: String(port),
        DEV_API_HOST: '127.0.0.1',
        DEV_API_BANNER: 'short',
        VELO_SEED_LARGE: String(employees),
        ...(databaseUrl ? { VELO_DATABASE_URL: databaseUrl } : {}),
      },
    },
  );
  child.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n'))
      if (/seed|Grand Groupe/i.test(line)) console.log(`  ${line.trim()}`);
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the dev API stopped (exit ${code})`))),
  );
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitForUrl(`${url}/__health`, { timeoutMs: 600_000 }), exited]);
  console.log(`  dev API ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      process.kill(-child.pid, 'SIGTERM');
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 15_000).unref();
    });
  return { url, stop };
}

async function getJson(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/** The manager's token, and the client whose employees list is the longest. */
async function signIn(api) {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(manager),
  });
  if (!response.ok) throw new Error(`sign-in of ${manager.email}: ${response.status}`);
  const { token } = await response.json();
  const profile = await getJson(`${api}/api/profile`, token);
  const ids = new Set(profile.rights.map((right) => right.clientId));
  for (const id of [...ids]) {
    const client = await getJson(`${api}/api/clients/${id}`, token);
    if (client.isGroupClient) {
      const companies = await getJson(
        `${api}/api/v2/clients/${id}/groupClient/subsidiaries`,
        token,
      );
      for (const company of companies) ids.add(company.id);
    }
  }
  let largest = null;
  for (const id of ids) {
    const page = await getJson(`${api}/api/v2/clients/${id}/employees?limit=1`, token);
    if (!largest || page.total > largest.total) largest = { id, total: page.total };
  }
  return { token, clientId: largest.id, total: largest.total };
}

/** The address of the 500th page sorted by name, by following the cursors from the first. */
async function pageAddress(api, token, clientId, page) {
  let cursor = null;
  for (let index = 1; index < page; index += 1) {
    const query = new URLSearchParams({ limit: String(pageSize), sort: 'lastName' });
    if (cursor) query.set('cursor', cursor);
    const answer = await getJson(`${api}/api/v2/clients/${clientId}/employees?${query}`, token);
    cursor = answer.nextCursor;
    if (!cursor) throw new Error(`the list ends before page ${page} (page ${index} is the last)`);
  }
  const query = new URLSearchParams({ limit: String(pageSize), sort: 'lastName', cursor });
  return `/api/v2/clients/${clientId}/employees?${query}`;
}

function load(url, token) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

async function answerBytes(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  return { bytes: Buffer.byteLength(body), body };
}

const rows = [];
let missed = 0;

async function bench(database) {
  console.log(`\n${database === 'postgres' ? 'PostgreSQL 15 server' : 'PGlite (embedded)'}:`);
  const server = database === 'postgres' ? await startThrowawayPostgres({ quiet: true }) : null;
  const api = await startDevApi(server?.url).catch((error) => {
    server?.stop();
    throw error;
  });
  try {
    const { token, clientId, total } = await signIn(api.url);
    console.log(`  employees list of client ${clientId}: ${total} people`);
    if (parts.includes('exports')) {
      const code = await new Promise((resolve) =>
        spawn(
          process.execPath,
          [
            'apps/rider-web/scripts/exportsBench.mjs',
            ...['--api', api.url, '--token', token, '--client', String(clientId)],
          ],
          { cwd: root, stdio: 'inherit' },
        ).once('exit', resolve),
      );
      if (code !== 0) missed += 1;
    }
    if (!parts.includes('lists')) return;
    const base = `/api/v2/clients/${clientId}/employees`;
    const scenarios = [
      { name: 'first page, by name', path: `${base}?limit=${pageSize}&sort=lastName` },
      { name: 'search "helene"', path: `${base}?limit=${pageSize}&sort=lastName&q=helene` },
      {
        name: `page ${targetPage} by cursor`,
        path: await pageAddress(api.url, token, clientId, targetPage),
      },
    ];
    const search = JSON.parse((await answerBytes(`${api.url}${scenarios[1].path}`, token)).body);
    const found = search.items.some((row) => /Hélène/.test(`${row.firstName} ${row.lastName}`));
    if (!found) {
      missed += 1;
      console.log('  MISSED: the search "helene" found no "Hélène"');
    }
    for (const scenario of scenarios) {
      const url = `${api.url}${scenario.path}`;
      const { bytes } = await answerBytes(url, token);
      const result = await load(url, token);
      const budget = budgets[database];
      const failures = result.non2xx + result.errors + result.timeouts;
      const misses = [
        result.latency.p99 > budget.p99 ? `p99 > ${budget.p99} ms` : null,
        result.requests.average < budget.requestsPerSecond
          ? `< ${budget.requestsPerSecond} requests/s`
          : null,
        bytes > maxAnswerBytes ? `answer > ${maxAnswerBytes / 1024} KB` : null,
        failures > 0 ? `${failures} failed requests` : null,
      ].filter(Boolean);
      missed += misses.length;
      rows.push({
        database,
        scenario: scenario.name,
        p99: result.latency.p99,
        mean: result.latency.mean,
        rps: result.requests.average,
        kb: bytes / 1024,
        verdict: misses.length ? `OVER BUDGET (${misses.join(', ')})` : 'ok',
      });
      console.log(
        `  ${scenario.name}: p99 ${result.latency.p99} ms, ${result.requests.average} requests/s, ${(bytes / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await api.stop();
    server?.stop();
  }
}

for (const database of databases) await bench(database);

const budgetText = (database) =>
  database === 'postgres'
    ? `p99 ≤ ${budgets.postgres.p99} ms, ≥ ${budgets.postgres.requestsPerSecond}/s`
    : `p99 ≤ ${budgets.pglite.p99} ms`;
console.log(
  `\nFleet employees list, ${employees} employees, ${connections} connections, ${seconds} s each (${new Date().toISOString().slice(0, 10)})`,
);
console.log('| database | request | p99 | mean | requests/s | answer | budget | verdict |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.database} | ${row.scenario} | ${row.p99} ms | ${row.mean.toFixed(1)} ms | ${row.rps.toFixed(0)} | ${row.kb.toFixed(1)} KB | ${budgetText(row.database)}, ≤ 64 KB | ${row.verdict} |`,
  );
process.exit(missed > 0 ? 1 : 0);

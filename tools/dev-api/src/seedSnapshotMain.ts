#!/usr/bin/env node
/**
 * `tsx --conditions=@velo/source tools/dev-api/src/seedSnapshotMain.ts FILE`: migrates and seeds an
 * in-memory database and writes it to FILE, for the dev APIs of one test run to restore
 * (seedSnapshot.ts; `npm test` runs it once at its start).
 *
 * `… seedSnapshotMain.ts postgres://user:password@host:port/NAME`: creates the database NAME on that
 * server, migrates and seeds it and makes it the template each test server copies (a test run on a
 * PostgreSQL server, tests/globalSetup.ts).
 */
import { redactedUrl } from './postgresServer.ts';
import { writeSeedSnapshot, writeSeedTemplate } from './seedSnapshot.ts';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('usage: seedSnapshotMain.ts FILE | postgres://user:password@host:port/name');
  process.exit(2);
}
const started = Date.now();
const onServer = /^postgres(ql)?:\/\//.test(target);
await (onServer ? writeSeedTemplate(target) : writeSeedSnapshot(target));
console.log(
  `Seeded dev-API database written to ${onServer ? `the template ${redactedUrl(target)}` : target} in ${(
    (Date.now() - started) /
    1000
  ).toFixed(1)} s`,
);

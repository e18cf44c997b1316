#!/usr/bin/env node
/**
 * `tsx --conditions=@velo/source tools/dev-api/src/seedSnapshotMain.ts FILE`: migrates and seeds an
 * in-memory database and writes it to FILE, for the dev APIs of one test run to restore
 * (seedSnapshot.ts; `npm test` runs it once at its start).
 */
import { writeSeedSnapshot } from './seedSnapshot.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: seedSnapshotMain.ts FILE');
  process.exit(2);
}
const started = Date.now();
await writeSeedSnapshot(file);
console.log(
  `Seeded dev-API database written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

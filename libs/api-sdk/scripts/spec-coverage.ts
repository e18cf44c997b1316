#!/usr/bin/env node
/** `npm run spec-coverage`: prints spec section 7's calls against the bundled contract. */
import { existsSync, readFileSync } from 'node:fs';
import {
  checkCoverage,
  parseSpecCalls,
  readBundle,
  readFixture,
  specPath,
} from './specCoverage.ts';

const fixture = readFixture();
const rows = checkCoverage(readBundle(), fixture);
for (const { call, operationId, problems } of rows) {
  const mark = problems.length === 0 ? 'ok     ' : 'MISSING';
  console.log(`${mark} ${call.method.padEnd(6)} ${call.path.padEnd(58)} ${operationId ?? '-'}`);
  for (const problem of problems) console.log(`          ${problem}`);
}
const missing = rows.filter((row) => row.problems.length > 0).length;
console.log(`\n${rows.length} calls of spec section 7, ${missing} missing or different.`);

let transcriptionDiffers = false;
if (existsSync(specPath)) {
  const fromSpec = parseSpecCalls(readFileSync(specPath, 'utf8'));
  const key = (c: { method: string; path: string; payload: string }) =>
    `${c.method} ${c.path} | ${c.payload}`;
  const inFixture = new Set(fixture.map(key));
  const inSpec = new Set(fromSpec.map(key));
  for (const row of inSpec) if (!inFixture.has(row)) console.log(`not transcribed: ${row}`);
  for (const row of inFixture) if (!inSpec.has(row)) console.log(`not in the spec: ${row}`);
  transcriptionDiffers =
    inFixture.size !== inSpec.size || [...inSpec].some((row) => !inFixture.has(row));
  console.log(
    transcriptionDiffers ? 'The fixture differs from the spec.' : 'The fixture matches the spec.',
  );
} else {
  console.log(`(specification not found at ${specPath}: checked against the fixture only)`);
}
process.exit(missing > 0 || transcriptionDiffers ? 1 : 0);

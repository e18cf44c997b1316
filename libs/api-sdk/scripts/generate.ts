#!/usr/bin/env node
/** `npm run generate`: rewrites openapi/bundled/openapi.json and src/generated/api.ts from openapi/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { bundleContract, bundlePath, generateTypes, typesPath, workspaceRoot } from './contract.ts';

const bundle = await bundleContract();
const types = await generateTypes(bundle);
const outputs: Array<[path: string, text: string]> = [
  [bundlePath, bundle],
  [typesPath, types],
];
for (const [path, text] of outputs) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`wrote ${relative(workspaceRoot, path)}`);
}

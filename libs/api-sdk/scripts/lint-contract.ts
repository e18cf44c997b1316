#!/usr/bin/env node
/** The OpenAPI lint of the `lint` target (issue 3): redocly with openapi/redocly.yaml. */
import { lintContract } from './contract.ts';

try {
  lintContract();
  console.log('openapi/: redocly lint passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

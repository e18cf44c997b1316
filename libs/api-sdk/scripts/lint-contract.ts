#!/usr/bin/env node
/**
 * The OpenAPI lint of the `lint` target (issue 3): redocly with openapi/redocly.yaml, then the rules
 * of scripts/contractRules.ts (every string bounded by a maxLength, no decimal multipleOf) on the
 * freshly bundled document.
 */
import { bundleContract, lintContract } from './contract.ts';
import { checkContractRules, describeViolation } from './contractRules.ts';

try {
  lintContract();
  console.log('openapi/: redocly lint passed');
  const violations = checkContractRules(JSON.parse(await bundleContract()));
  if (violations.length > 0) {
    throw new Error(
      `openapi/: ${violations.length} contract rule violation(s):\n` +
        violations.map((violation) => `  ${describeViolation(violation)}`).join('\n'),
    );
  }
  console.log('openapi/: contract rules passed (strings bounded, no decimal multipleOf)');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

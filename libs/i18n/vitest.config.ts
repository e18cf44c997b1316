import { defineConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';
import { noIcuParserAliases } from './vite/index.js';

const config = projectTestConfig(import.meta.dirname, {
  environment: 'node',
  // Property tests (1000 runs), the formatjs CLI of the stale check and the first catalogue import
  // all slow down when the shared machine is busy: a minute keeps them from timing out.
  testTimeout: 60_000,
});

/**
 * The tests run react-intl the way the apps ship it: without the ICU parser (vite/index.js). Inlining
 * the formatjs packages lets the alias reach their own imports, so a message that is not
 * precompiled fails here ("uncompiled message … without parser") instead of in production.
 */
config.resolve = { ...config.resolve, alias: noIcuParserAliases };
config.test = {
  ...config.test,
  server: { deps: { inline: ['react-intl', '@formatjs/intl', 'intl-messageformat'] } },
};

export default defineConfig(config);

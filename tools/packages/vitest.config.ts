import { defineConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

/** `npm test`'s package checks (issue 16): publint and attw per published lib, then the consumer test. */
export default defineConfig(
  projectTestConfig(import.meta.dirname, {
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 120_000,
  }),
);

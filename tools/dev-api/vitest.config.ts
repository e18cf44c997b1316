import { defineConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

// Each test file boots PGlite (PostgreSQL compiled to WebAssembly), which takes a few seconds on a
// shared machine: hence the longer time-out.
export default defineConfig(
  projectTestConfig(import.meta.dirname, {
    environment: 'node',
    testTimeout: 60_000,
    // Seeds one database that every test file's in-memory dev API restores (src/seedSnapshot.ts).
    globalSetup: ['tests/globalSetup.ts'],
  }),
);

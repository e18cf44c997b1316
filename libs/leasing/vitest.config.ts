import { defineConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

// Property tests run 1000 cases each; on a shared, loaded machine they need more than 10 s.
export default defineConfig(
  projectTestConfig(import.meta.dirname, { environment: 'node', testTimeout: 30_000 }),
);

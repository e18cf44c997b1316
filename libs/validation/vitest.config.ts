import { defineConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

export default defineConfig(
  projectTestConfig(import.meta.dirname, {
    environment: 'node',
    // The 1000-run property tests take about a second each alone, but the machine is shared with
    // the other projects' suites: a minute keeps them from timing out under load.
    testTimeout: 60_000,
  }),
);

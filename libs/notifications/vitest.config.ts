import { defineConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

export default defineConfig(projectTestConfig(import.meta.dirname, { environment: 'node' }));

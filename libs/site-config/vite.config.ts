import { defineConfig } from 'vite';
import { libraryBuildConfig } from '../../vite.lib.shared.ts';

export default defineConfig(
  libraryBuildConfig(import.meta.dirname, {
    index: 'src/index.ts',
    accessibilityAudit: 'src/accessibilityAudit.ts',
  }),
);

import { chromaticEnabled, chromaticSkipMessage } from './chromatic.ts';

/** Says once per run whether the visual tests also feed Chromatic. */
export default function globalSetup(): void {
  console.log(
    chromaticEnabled
      ? 'Chromatic: archiving snapshots for `npm run chromatic -w @velo/design-system-docs`.'
      : chromaticSkipMessage,
  );
}

/**
 * Playwright uses Debian's Chromium (`/usr/bin/chromium`) unless CHROMIUM_PATH names another browser,
 * e.g. Playwright's own build on a machine that has it. `sh tools/ensure-chromium` installs the Debian
 * package when it is missing.
 */
import { existsSync } from 'node:fs';

export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Run \`sh tools/ensure-chromium\` (as root it installs Debian's chromium package), or set CHROMIUM_PATH to a Chromium binary.`,
  );
}

/** Flags that keep a headless Chromium quiet on a machine with no network but loopback. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

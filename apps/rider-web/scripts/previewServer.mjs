/**
 * Serves the rider app's built `dist/` with `vite preview` on a port of its own for the measuring
 * scripts, and stops it by its process id.
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The same Chromium as the e2e suites (tools/playwright/chromium.ts): Debian's, or CHROMIUM_PATH;
 * `extraArgs` come before the measuring scripts' common flags.
 */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...extraArgs,
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
}

export const workspaceRoot = join(import.meta.dirname, '../../..');

/** `env` reaches vite preview, e.g. DEV_API_PORT for the API proxy's target. */
export async function startPreview(port, env = {}) {
  const child = spawn(
    join(workspaceRoot, 'node_modules/.bin/vite'),
    [
      'preview',
      '--config',
      'apps/rider-web/vite.config.ts',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, ...env },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}/rider/`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) break;
    } catch (error) {
      if (process.env.DEBUG_PREVIEW) console.error(error);
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`vite preview did not start on ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/**
 * The dev API with an in-memory database (the seed) in dev mode (its /__dev/ answers give the seeded
 * ids), on a port of its own; stopped by its pid.
 */
export async function startDevApi(port) {
  const child = spawn(
    join(workspaceRoot, 'node_modules/.bin/tsx'),
    ['--conditions=@velo/source', 'tools/dev-api/src/main.ts', '--memory', '--dev'],
    {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, DEV_API_PORT: String(port) },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  };
  // PGlite boots PostgreSQL in WebAssembly and the seed hashes the personas' passwords.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/__health`, {
        signal: AbortSignal.timeout(3000),
      });
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`the dev API did not start on ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { stop };
}

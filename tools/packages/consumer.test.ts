/**
 * Issue 16's consumer test: the published libs as another company's front end gets them. Each lib is
 * built and packed; tools/packages/consumer-fixture is copied outside the workspace and installs the
 * tarballs, plus exactly the peer dependencies the libs declare (at the versions this workspace tests),
 * from the registry. Then, as that company would: typecheck with `nodenext` and with `bundler`, run a
 * plain Node ESM script that signs a demo persona in through the SDK, build with Vite and open the
 * built page in Chromium: the Button is styled by `@velo/ui/styles.css` and the SDK signs in.
 * A peer dependency missing from a lib's package.json is missing from the install, so this fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../playwright/chromium.ts';
import { buildPublishedLibs, publishedLibs, run, workspaceRoot } from './published.ts';

// Not the e2e ports (4300, 4173): an e2e run may be going on beside this one.
const apiPort = Number(process.env['CONSUMER_TEST_API_PORT'] ?? 4391);
const previewPort = Number(process.env['CONSUMER_TEST_PREVIEW_PORT'] ?? 4392);
const apiUrl = `http://127.0.0.1:${apiPort}`;

const scratch = mkdtempSync(join(tmpdir(), 'velo-consumer-'));
const tarballs = join(scratch, 'tarballs');
const app = join(scratch, 'app');
const servers: ChildProcess[] = [];

type Manifest = {
  name: string;
  version: string;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
/** The version this workspace installs and tests, e.g. react 19.3.1. */
const workspaceVersion = (name: string) =>
  readJson<Manifest>(join(workspaceRoot, 'node_modules', name, 'package.json')).version;

/**
 * Its output goes to a file, not a pipe: this file's synchronous steps (build, install, tsc) block
 * the event loop for minutes, and a server writing to an undrained pipe would block with it.
 */
function startServer(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const logFile = join(scratch, `server-${servers.length}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  servers.push(child);
  return () => readFileSync(logFile, 'utf8');
}

async function waitFor(url: string, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms:\n${log()}`);
}

const sizes: string[] = [];

beforeAll(async () => {
  // The dev API boots (PGlite, seed) while the libs build and the fixture installs.
  const apiLog = startServer(
    join(workspaceRoot, 'node_modules/.bin/tsx'),
    ['--conditions=@velo/source', 'tools/dev-api/src/main.ts', '--memory'],
    workspaceRoot,
    { DEV_API_PORT: String(apiPort), DEV_API_HOST: '127.0.0.1', DEV_API_BANNER: 'short' },
  );

  buildPublishedLibs();
  mkdirSync(tarballs);
  const dependencies: Record<string, string> = {};
  for (const lib of publishedLibs) {
    const packed = run(
      'npm',
      ['pack', '--json', '--pack-destination', tarballs],
      join(workspaceRoot, 'libs', lib.dir),
    );
    if (packed.status !== 0) throw new Error(`npm pack ${lib.name} failed:\n${packed.output}`);
    const [info] = JSON.parse(packed.stdout) as {
      filename: string;
      size: number;
      unpackedSize: number;
    }[];
    if (!info) throw new Error(`npm pack ${lib.name} printed no file`);
    dependencies[lib.name] = `file:../tarballs/${info.filename}`;
    sizes.push(
      `${lib.name}: ${(info.size / 1024).toFixed(1)} KB packed, ${(info.unpackedSize / 1024).toFixed(1)} KB unpacked`,
    );
    const manifest = readJson<Manifest>(join(workspaceRoot, 'libs', lib.dir, 'package.json'));
    for (const peer of Object.keys(manifest.peerDependencies ?? {})) {
      if (manifest.peerDependenciesMeta?.[peer]?.optional) continue;
      dependencies[peer] = workspaceVersion(peer);
    }
  }
  console.log(`Tarballs:\n  ${sizes.join('\n  ')}`);

  cpSync(join(import.meta.dirname, 'consumer-fixture'), app, { recursive: true });
  const fixture = readJson<Record<string, unknown>>(join(app, 'package.json'));
  const tools = [
    'typescript',
    'vite',
    '@vitejs/plugin-react',
    '@types/react',
    '@types/react-dom',
    '@types/node',
  ];
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        ...fixture,
        dependencies,
        devDependencies: Object.fromEntries(tools.map((tool) => [tool, workspaceVersion(tool)])),
      },
      null,
      2,
    ),
  );
  const install = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    app,
  );
  if (install.status !== 0)
    throw new Error(`npm install in the fixture failed:\n${install.output}`);

  await waitFor(`${apiUrl}/__health`, apiLog, 180_000);
}, 900_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (server.exitCode !== null) return resolve(undefined);
          server.once('exit', resolve);
          server.kill('SIGTERM');
        }),
    ),
  );
  // The fixture's node_modules: a few hundred megabytes to delete.
  rmSync(scratch, { recursive: true, force: true });
}, 120_000);

const fixtureBin = (tool: string) => join(app, 'node_modules/.bin', tool);

describe('the libs installed from their tarballs into a project outside the workspace', () => {
  it('installs nothing from the workspace: every @velo package is a packed copy', () => {
    for (const lib of publishedLibs) {
      const installed = join(app, 'node_modules', lib.name);
      expect(statSync(installed).isDirectory(), lib.name).toBe(true);
      expect(readJson<Manifest>(join(installed, 'package.json')).version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it('typechecks with moduleResolution nodenext (and emits the Node script)', () => {
    const result = run(fixtureBin('tsc'), ['-p', 'tsconfig.nodenext.json'], app);
    expect(result.status, result.output).toBe(0);
  });

  it('typechecks with moduleResolution bundler', () => {
    const result = run(fixtureBin('tsc'), ['-p', 'tsconfig.bundler.json'], app);
    expect(result.status, result.output).toBe(0);
  });

  it('signs a demo persona in from a plain Node ESM script', () => {
    const result = run('node', ['out/node/signIn.js'], app, { VELO_API_URL: apiUrl });
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/signed in: user \d+, role \w+/);
  });

  it('builds with Vite, and in Chromium the styled Button signs a demo persona in', async () => {
    const build = run(fixtureBin('vite'), ['build'], app);
    expect(build.status, build.output).toBe(0);

    const previewLog = startServer(
      fixtureBin('vite'),
      ['preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'],
      app,
      { VELO_API_URL: apiUrl },
    );
    await waitFor(`http://127.0.0.1:${previewPort}/`, previewLog, 30_000);

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${previewPort}/`);
      const button = page.getByRole('button', { name: 'Sign in' });
      await button.waitFor();
      // Styled by @velo/ui/styles.css: the theme's primary background and rounded corners, not the
      // browser's grey default button.
      const style = await button.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          background: `${computed.backgroundColor} ${computed.backgroundImage}`,
          radius: computed.borderTopLeftRadius,
          className: element.className,
        };
      });
      expect(style.className).not.toBe('');
      expect(style.background).not.toMatch(/^rgb\(239, 239, 239\)|^rgba\(0, 0, 0, 0\) none$/);
      expect(style.radius).not.toBe('0px');

      await page.getByRole('textbox', { name: 'Email' }).fill('rider@acme.test');
      await page.getByLabel('Password').fill('velo-demo-2026');
      await button.click();
      await expect
        .poll(() => page.getByRole('status').textContent(), { timeout: 15_000 })
        .toMatch(/^Signed in as user \d+$/);
    } finally {
      await browser.close();
    }
  });
});

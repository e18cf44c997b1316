/**
 * `npm start` must leave no orphan process (issue 4): tools/scripts/processes.mjs, which start.mjs
 * uses, stops every child's whole process group on Ctrl-C or when one child exits.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

const processesModule = join(import.meta.dirname, '../../scripts/processes.mjs');
const dir = mkdtempSync(join(tmpdir(), 'velo-processes-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A runner with two children; the second starts a grandchild. Each prints its pid. */
function writeRunner(firstChildCode: string): string {
  const file = join(dir, `runner-${Math.random().toString(36).slice(2)}.mjs`);
  const grandchild = `console.log('pid ' + process.pid); setInterval(() => {}, 1000);`;
  const parent = `
    const { spawn } = await import('node:child_process');
    spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: 'inherit' });
    console.log('pid ' + process.pid);
    setInterval(() => {}, 1000);`;
  writeFileSync(
    file,
    `import { runTogether } from ${JSON.stringify(processesModule)};
     runTogether([
       { name: 'first', command: process.execPath, args: ['-e', ${JSON.stringify(firstChildCode)}] },
       { name: 'second', command: process.execPath, args: ['--input-type=module', '-e', ${JSON.stringify(parent)}] },
     ]);`,
  );
  return file;
}

/** Running, as opposed to gone or a zombie waiting for its (re)parent to reap it. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The pids still running after a grace of a few seconds (a loaded machine is slow to deliver signals). */
async function survivors(pids: number[]): Promise<number[]> {
  const deadline = Date.now() + 5_000;
  while (pids.some(alive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids.filter(alive);
}

async function run(
  firstChildCode: string,
  pidsBeforeAction: number,
  action: (runnerPid: number, pids: number[]) => void,
) {
  const runner = spawn(process.execPath, [writeRunner(firstChildCode)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exitedAt = 0;
  const exited = new Promise<number | null>((resolve) =>
    runner.on('exit', (code) => {
      exitedAt = Date.now();
      resolve(code);
    }),
  );
  const pids: number[] = [];
  const lines = createInterface({ input: runner.stdout });
  await new Promise<void>((resolve) => {
    lines.on('line', (line) => {
      const match = /^pid (\d+)$/.exec(line);
      // The first child announces itself first in the list.
      const first = /^first (\d+)$/.exec(line);
      if (first) pids.unshift(Number(first[1]));
      if (match) pids.push(Number(match[1]));
      if (pids.length === pidsBeforeAction) resolve();
    });
  });
  action(runner.pid ?? 0, pids);
  const code = await exited;
  return { code, pids, exitedAt };
}

describe('runTogether', () => {
  it('Ctrl-C stops every child and grandchild, and waits for their clean shutdown', async () => {
    const marker = join(dir, 'clean-shutdown');
    // The first child takes a moment to shut down, like the dev API closing its database.
    const first = `console.log('pid ' + process.pid);
      process.on('SIGTERM', () => setTimeout(() => {
        require('node:fs').writeFileSync(${JSON.stringify(marker)}, String(Date.now()));
        process.exit(0);
      }, 1000));
      setInterval(() => {}, 1000);`;
    const { code, pids, exitedAt } = await run(first, 3, (pid) => process.kill(pid, 'SIGINT'));
    expect(code).toBe(0);
    expect(pids).toHaveLength(3);
    expect(await survivors(pids)).toEqual([]);
    // The runner exited only after the child had finished shutting down.
    expect(exitedAt).toBeGreaterThanOrEqual(Number(readFileSync(marker, 'utf8')));
  });

  it('when one child stops, the others are stopped and the runner fails', async () => {
    // It stops (exit code 3) when told to, once every process is up.
    const first = `console.log('first ' + process.pid);
      process.on('SIGUSR2', () => process.exit(3));
      setInterval(() => {}, 1000);`;
    const { code, pids } = await run(first, 3, (_runner, [firstPid]) => {
      if (firstPid) process.kill(firstPid, 'SIGUSR2');
    });
    expect(code).toBe(3);
    expect(await survivors(pids)).toEqual([]);
  });
});

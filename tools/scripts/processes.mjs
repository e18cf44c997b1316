/**
 * Starts long-running processes together and stops them together: Ctrl-C (or any one of them exiting)
 * stops every other one by its process id, so nothing is left listening.
 */
import { spawn } from 'node:child_process';

/** How long a process may take to shut down cleanly (the dev API flushes its database) before SIGKILL. */
const gracePeriodMs = 10_000;

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    // Each child leads its own process group: signal the group, grandchildren included.
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

export function runTogether(commands) {
  const children = [];
  let stopping = false;

  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    const running = children.filter(
      (child) => child.exitCode === null && child.signalCode === null,
    );
    for (const child of running) signalGroup(child, 'SIGTERM');
    let left = running.length;
    const done = () => process.exit(code);
    if (left === 0) {
      setTimeout(done, 50);
      return;
    }
    // Wait for each to finish its own shutdown; whatever is still there after the grace period is
    // killed, so no orphan keeps a port.
    const killer = setTimeout(() => {
      for (const child of running) signalGroup(child, 'SIGKILL');
      setTimeout(done, 200);
    }, gracePeriodMs);
    for (const child of running) {
      child.once('exit', () => {
        left -= 1;
        if (left === 0) {
          clearTimeout(killer);
          done();
        }
      });
    }
  };

  for (const { name, command, args, env } of commands) {
    const child = spawn(command, args, {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
        stopAll(code ?? 1);
      }
    });
    children.push(child);
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
  // Last resort if this script dies another way: the groups still get their SIGTERM.
  process.on('exit', () => {
    for (const child of children) signalGroup(child, 'SIGTERM');
  });
  return { children, stopAll };
}

/** Resolves with the response once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitForUrl(url, { timeoutMs = 180_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

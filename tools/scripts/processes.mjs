/**
 * Starts long-running processes together and stops them together: Ctrl-C (or any one of them exiting)
 * stops every other one by its process id, so nothing is left listening.
 */
import { spawn } from 'node:child_process';

export function runTogether(commands) {
  const children = [];
  let stopping = false;

  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      if (child.exitCode === null && child.pid) {
        try {
          // Each child leads its own process group: stop the group, grandchildren included.
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
    }
    setTimeout(() => process.exit(code), 300).unref();
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
  process.on('exit', () => stopAll(0));
  return { children, stopAll };
}

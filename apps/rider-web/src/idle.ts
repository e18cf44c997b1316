/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`; where the browser has no
 * idle callbacks (Safari), after `fallbackMs`. For work the page does not need to show or answer:
 * the error reporter, React Router's router.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, fallbackMs);
}

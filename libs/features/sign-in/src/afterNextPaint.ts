/**
 * Resolves once the browser has painted the next frame: a handler that has just rendered what the
 * user should see at once (a busy button) awaits it before work that can wait a frame (building
 * and sending a request), so that work is not counted in the interaction's next paint (INP).
 *
 * A hidden page paints nothing and runs no animation frame: after `fallbackMs` the promise resolves
 * anyway, so a form sent from a tab put in the background still goes.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    // Whichever comes first resolves it (a promise settles once).
    setTimeout(resolve, fallbackMs);
    // The frame's callbacks run before its paint; a task queued from them runs after it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

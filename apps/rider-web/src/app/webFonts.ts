import { useEffect } from 'react';

const loadInter = () => import('./interFonts');
let requested = false;

/**
 * Calls back once the page's first contentful paint has been presented (Paint Timing), or after the
 * next frame where the browser does not report paints.
 */
function afterFirstContentfulPaint(callback: () => void): void {
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming) {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(callback, 0);
  });
  // `buffered`: a paint that happened before this call (a spinner, say) is reported at once.
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Fetches Inter (the design system's face, three weights, ~75 KB) once the first page has been
 * painted, not before: on a phone on a slow connection those bytes would otherwise compete with the
 * app's own code for the first screen. Until Inter arrives the text is set in 'Inter Fallback', a
 * local face scaled to Inter's metrics (libs/ui), so the swap moves nothing on the page.
 */
export function useWebFontsAfterFirstPaint(load: () => Promise<unknown> = loadInter): void {
  useEffect(() => {
    if (requested) return;
    requested = true;
    afterFirstContentfulPaint(() => {
      load().catch(() => {
        // Without Inter the fallback face stays: the page is complete and readable as it is.
        requested = false;
      });
    });
  }, [load]);
}

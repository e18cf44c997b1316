/**
 * fflate as write-excel-file uses it in the app, with `zip` compressing where it is called. fflate's
 * own `zip` hands any file over 160 KB to a Web Worker built from a `blob:` URL, which the app's
 * Content-Security-Policy refuses (`script-src 'self'`, no `worker-src blob:`): the 2,000-row
 * employees' workbook of /exports would never be written. The workbook is already written in a
 * worker of the app's own (libs/features/fleet-exports/src/xlsxWorker.ts), so compressing there
 * keeps the page responsive (measured: apps/rider-web/e2e/fleet-exports-perf.spec.ts). Everything
 * else is fflate's own.
 */
import { zipSync, type AsyncZipOptions, type AsyncZippable, type FlateCallback } from 'fflate';

export * from 'fflate';

export function zip(
  data: AsyncZippable,
  optionsOrCallback: AsyncZipOptions | FlateCallback,
  maybeCallback?: FlateCallback,
): () => void {
  const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
  const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
  let cancelled = false;
  setTimeout(() => {
    if (cancelled || !callback) return;
    let archive: Uint8Array;
    try {
      archive = zipSync(data as Parameters<typeof zipSync>[0], options);
    } catch (error) {
      callback(error as Parameters<FlateCallback>[0], new Uint8Array());
      return;
    }
    callback(null, archive);
  }, 0);
  return () => {
    cancelled = true;
  };
}

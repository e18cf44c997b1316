import type { Page } from '@playwright/test';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import writeExcelFile from 'write-excel-file/node';
import { expect, personas, signInThroughApi, test } from './fixtures';

/**
 * Issue 15: /exports writes its files "in the browser or in the dev API, whichever is faster and
 * lighter, measured". This prints both sides for Acme's 2,000 employees, on a 4× slowed CPU:
 *
 * - in the browser (what ships): from the press to the saved file, and the longest main-thread frame
 *   meanwhile (Long Animation Frames API), for the workbook and the CSV; the bytes the browser
 *   fetched (the list as JSON, gzip as a server sends it);
 * - served instead: the same workbook written by the same library in Node (what a server would
 *   spend), and its bytes over the wire.
 *
 * Budget: a file saved within 2 s of the press on the slowed CPU, with no frame over 500 ms (the
 * page stays responsive enough to show the button's busy state). Printed in `npm test` against the
 * budget; as fleet-employees-perf.spec.ts, the test fails at twice the budget (`failAbove`): the
 * suite's other worker shares the two cores, and a loaded run has saved the workbook in 2.1 s where
 * a quiet one takes 1.4 to 1.6 s. A real regression (the page writing the workbook itself froze
 * it for 1.2 s) is far beyond.
 */
test.describe.configure({ timeout: 180_000 });

const savedWithinMs = 2000;
const longestFrameMs = 500;
const failAbove = 2;

async function observeFrames(page: Page) {
  await page.evaluate(() => {
    const holder = globalThis as unknown as { __frames: number[] };
    holder.__frames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) holder.__frames.push(entry.duration);
    }).observe({ type: 'long-animation-frame' });
  });
}

const takeFrames = (page: Page) =>
  page.evaluate(() => {
    const holder = globalThis as unknown as { __frames: number[] };
    const taken = holder.__frames;
    holder.__frames = [];
    return Math.max(0, ...taken);
  });

test('/exports: the employees’ files written in the browser, against a server writing them', async ({
  page,
}) => {
  await signInThroughApi(page, personas.manager, '/rider/exports');
  const card = page.getByRole('group', { name: 'Salariés' });
  await expect(card).toBeVisible();
  let listBytes = 0;
  page.on('response', async (response) => {
    // Every page of the list (200 rows each, `?limit=200&cursor=…`), of the last file made.
    if (/\/api\/v2\/clients\/\d+\/employees\?/.test(response.url())) {
      if (!new URL(response.url()).searchParams.has('cursor')) listBytes = 0;
      listBytes += gzipSync(await response.body()).length;
    }
  });
  // The workbook writer's code is fetched once, on the first workbook: fetched here beforehand so
  // that the figures below are the writing, not the network.
  const warmUp = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Télécharger en Excel (XLSX)' }).click();
  await warmUp;

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const figures: { format: string; ms: number; frame: number; bytes: number }[] = [];
  try {
    for (const [format, name] of [
      ['XLSX', 'Télécharger en Excel (XLSX)'],
      ['CSV', 'Télécharger en CSV'],
    ] as const) {
      await page.waitForTimeout(500);
      await observeFrames(page);
      const saving = page.waitForEvent('download');
      const started = Date.now();
      await card.getByRole('button', { name }).press('Enter');
      const download = await saving;
      const ms = Date.now() - started;
      await page.waitForTimeout(300);
      const { size } = await import('node:fs/promises').then(async (fs) =>
        fs.stat((await download.path()) ?? ''),
      );
      figures.push({ format, ms, frame: await takeFrames(page), bytes: size });
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }

  // Served instead: the same library, the same rows, in Node (one core, not slowed).
  const rows = Array.from({ length: 2040 }, (_, index) => [
    `Nom ${index}`,
    `Prénom ${index}`,
    `salarie.${index}@acme.test`,
    `A-${index}`,
    'Location en cours',
    'Moustache Lundi 27',
    { value: new Date(Date.UTC(2028, 2, 31)), format: 'dd/mm/yyyy' },
  ]);
  const serverStarted = performance.now();
  const served = await writeExcelFile([
    ['Nom', 'Prénom', 'E-mail', 'Matricule', 'Statut', 'Vélo', 'Fin de location'],
    ...rows,
  ]).toBuffer();
  const serverMs = performance.now() - serverStarted;

  const host = `host load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
  console.log(`/exports, Acme's employees, CPU slowed 4× (${host}):`);
  for (const figure of figures) {
    console.log(
      `  ${figure.format} written in the browser: saved ${figure.ms} ms after the press (budget ${savedWithinMs} ms), longest frame ${figure.frame.toFixed(0)} ms (budget ${longestFrameMs} ms), file ${(figure.bytes / 1024).toFixed(0)} KB`,
    );
  }
  console.log(
    `  fetched for it: the list as JSON, ${(listBytes / 1024).toFixed(0)} KB gzip; served instead: the workbook written in Node in ${serverMs.toFixed(0)} ms, ${(served.length / 1024).toFixed(0)} KB over the wire`,
  );
  const within = figures.every(
    (figure) => figure.ms <= savedWithinMs && figure.frame <= longestFrameMs,
  );
  console.log(`  ${within ? 'within budget' : 'OVER BUDGET'}`);
  for (const figure of figures) {
    expect(figure.ms, `${figure.format} saved after the press`).toBeLessThanOrEqual(
      failAbove * savedWithinMs,
    );
    expect(figure.frame, `${figure.format} longest frame`).toBeLessThanOrEqual(
      failAbove * longestFrameMs,
    );
  }
});

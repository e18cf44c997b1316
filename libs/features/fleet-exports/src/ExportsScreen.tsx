import { lazyComponent, useDownload } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { PageTitle } from '@velo/ui/PageTitle';
import { ProgressBar } from '@velo/ui/ProgressBar';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import type { HeldCompany } from '@velo/auth';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLoaderData } from 'react-router-dom';
import { exportFile, type ExportProgress, type ExportsData } from './data';
import * as styles from './exports.css';
import { datasets, fileName, type Dataset, type ExportFormat } from './files';

/** What the card's status line says: a file started, saved (with its rows) or cancelled. */
type Said =
  | { kind: 'started'; name: string }
  | { kind: 'made'; name: string; rows: number }
  | { kind: 'cancelled'; name: string };

/** The company switch, fetched only when there is a choice (a group's manager): its listbox weighs. */
const CompanySwitch = lazyComponent(
  () => import('./CompanySwitch'),
  (module) => module.ExportedCompanySwitch,
);

const texts = {
  employees: { title: 'fleet.exports.employees.title', body: 'fleet.exports.employees.body' },
  leases: { title: 'fleet.exports.leases.title', body: 'fleet.exports.leases.body' },
  rents: { title: 'fleet.exports.rents.title', body: 'fleet.exports.rents.body' },
} as const;

/**
 * The progress of the file being made, held outside React's state: each page written redraws the
 * progress bar alone (`FileProgress`), not the card and its buttons (a redraw of the whole card
 * took the longest frames measured while 100,000 rows were written on a slowed CPU).
 */
function progressStore() {
  let current: ExportProgress = { rows: 0, total: null };
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next: ExportProgress) => {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type ProgressStore = ReturnType<typeof progressStore>;

/** The file being made: its progress bar (rows written, of how many when known). */
function FileProgress({ store, file }: { store: ProgressStore; file: string }) {
  const t = useFormatMessage();
  const progress = useSyncExternalStore(store.subscribe, store.get);
  return (
    <ProgressBar
      label={t('fleet.exports.progress.label', { file })}
      value={progress.rows}
      maxValue={Math.max(progress.total ?? 0, 1)}
      isIndeterminate={progress.total === null}
      valueLabel={
        progress.total === null
          ? t('fleet.exports.progress.rows', { rows: progress.rows })
          : t('fleet.exports.progress.of', { rows: progress.rows, total: progress.total })
      }
    />
  );
}

/**
 * One file: what it holds, its two formats, and once made, its name and row count (announced).
 * While a file is being made ("Large employers": 100,000 rows take a while), its progress shows
 * under the buttons — rows written, of how many when the API counts them — with a button that
 * cancels it (nothing saved, the cancellation announced, focus back on the format's button). The
 * start and the end are announced in the card's status line; the bar itself is read when reached,
 * not at each page (a live region repeating figures would drown the screen reader). One file at a
 * time per card.
 */
function ExportCard({ company, dataset }: { company: HeldCompany; dataset: Dataset }) {
  const t = useFormatMessage();
  const { download, downloading } = useDownload(exportFile);
  const [said, setSaid] = useState<Said | null>(null);
  const [progress] = useState(progressStore);
  const cancelling = useRef<AbortController | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const making: ExportFormat | null =
    downloading === null ? null : downloading.endsWith('.xlsx') ? 'xlsx' : 'csv';
  // A card left while its file is being made (another company, another route) stops reading.
  useEffect(() => () => cancelling.current?.abort(), []);
  const make = (format: ExportFormat) => {
    const name = fileName(dataset, company.name, format, new Date());
    const controller = new AbortController();
    cancelling.current = controller;
    progress.set({ rows: 0, total: null });
    setSaid({ kind: 'started', name });
    let rows = 0;
    void download(
      name,
      company.id,
      dataset,
      format,
      (now) => {
        rows = now.rows;
        progress.set(now);
      },
      controller.signal,
    ).then((saved) => {
      if (cancelling.current === controller) cancelling.current = null;
      if (saved) setSaid({ kind: 'made', name, rows });
      else if (controller.signal.aborted) {
        setSaid({ kind: 'cancelled', name });
        // The Cancel button is gone: focus goes back to the button that started the file.
        actions.current
          ?.querySelector<HTMLButtonElement>(`[data-format="${format}"] button`)
          ?.focus();
      } else setSaid(null);
    });
  };
  return (
    <Card title={t(texts[dataset].title)} headingLevel={2}>
      <Stack gap="4">
        <Text>{t(texts[dataset].body)}</Text>
        <div className={styles.actions} ref={actions}>
          <span data-format="xlsx" className={styles.action}>
            <Button
              isLoading={making === 'xlsx'}
              isDisabled={making === 'csv'}
              onPress={() => make('xlsx')}
            >
              {t('fleet.exports.xlsx')}
            </Button>
          </span>
          <span data-format="csv" className={styles.action}>
            <Button
              variant="outline"
              isLoading={making === 'csv'}
              isDisabled={making === 'xlsx'}
              onPress={() => make('csv')}
            >
              {t('fleet.exports.csv')}
            </Button>
          </span>
        </div>
        {making && downloading ? (
          <div className={styles.progress}>
            <FileProgress store={progress} file={downloading} />
            <Button variant="ghost" size="sm" onPress={() => cancelling.current?.abort()}>
              {t('fleet.exports.cancel')}
            </Button>
          </div>
        ) : null}
        <div role="status">
          {said?.kind === 'started' && making ? (
            <Text variant="bodySmall">{t('fleet.exports.started', { file: said.name })}</Text>
          ) : null}
          {said?.kind === 'made' ? (
            <Text>{t('fleet.exports.made', { file: said.name, rows: said.rows })}</Text>
          ) : null}
          {said?.kind === 'cancelled' ? (
            <Text>{t('fleet.exports.cancelled', { file: said.name })}</Text>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

/**
 * /exports (issue 15; spec §2.2 restricted, right `exports`): the company's employees, its leases
 * and its rent scale, each as a CSV file for French spreadsheets or as an XLSX workbook, written in
 * the browser from the API's lists at the moment they are asked for. A group's manager switches
 * between the group's companies. A fault is the default snackbar; the screen stays as it was.
 */
export default function ExportsScreen() {
  const t = useFormatMessage();
  const { companies, company } = useLoaderData() as ExportsData;
  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.exports.title')}</PageTitle>
      <Text>{t('fleet.exports.intro')}</Text>
      {company && companies.length > 1 ? (
        <CompanySwitch companies={companies} company={company} />
      ) : null}
      {company && companies.length === 1 ? <Text variant="bodyStrong">{company.name}</Text> : null}
      {company ? (
        <div className={styles.files}>
          {datasets.map((dataset) => (
            <ExportCard key={`${company.id}-${dataset}`} company={company} dataset={dataset} />
          ))}
        </div>
      ) : (
        <Card title={t('fleet.exports.refused.title')} headingLevel={2}>
          <Text>{t('fleet.exports.refused.body')}</Text>
        </Card>
      )}
    </Stack>
  );
}

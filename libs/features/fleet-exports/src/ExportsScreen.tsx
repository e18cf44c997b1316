import { lazyComponent, useDownload } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import type { HeldCompany } from '@velo/auth';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { exportFile, type ExportsData } from './data';
import * as styles from './exports.css';
import { datasets, fileName, type Dataset, type ExportFormat } from './files';

/** A file made: its name and how many rows it holds (the header not counted). */
interface MadeFile {
  name: string;
  rows: number;
}

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
 * One file: what it holds, its two formats, and once made, its name and row count (announced).
 * While a file is being made both buttons wait: one file at a time per card.
 */
function ExportCard({ company, dataset }: { company: HeldCompany; dataset: Dataset }) {
  const t = useFormatMessage();
  const { download, downloading } = useDownload(exportFile);
  const [made, setMade] = useState<MadeFile | null>(null);
  const making: ExportFormat | null =
    downloading === null ? null : downloading.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const make = (format: ExportFormat) => {
    setMade(null);
    const name = fileName(dataset, company.name, format, new Date());
    let rows = 0;
    void download(name, company.id, dataset, format, (count) => {
      rows = count;
    }).then((saved) => {
      if (saved) setMade({ name, rows });
    });
  };
  return (
    <Card title={t(texts[dataset].title)} headingLevel={2}>
      <Stack gap="4">
        <Text>{t(texts[dataset].body)}</Text>
        <div className={styles.actions}>
          <Button
            isLoading={making === 'xlsx'}
            isDisabled={making === 'csv'}
            onPress={() => make('xlsx')}
          >
            {t('fleet.exports.xlsx')}
          </Button>
          <Button
            variant="outline"
            isLoading={making === 'csv'}
            isDisabled={making === 'xlsx'}
            onPress={() => make('csv')}
          >
            {t('fleet.exports.csv')}
          </Button>
        </div>
        <div role="status">
          {made ? (
            <Text>{t('fleet.exports.made', { file: made.name, rows: made.rows })}</Text>
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

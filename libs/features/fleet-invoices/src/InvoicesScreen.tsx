import type { HeldCompany } from '@velo/auth';
import { lazyComponent, useDownload } from '@velo/data';
import { formatDate, formatMoney, useFormatMessage, useLocale } from '@velo/i18n';
import { Badge, type BadgeTone } from '@velo/ui/Badge';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Table, type TableColumn } from '@velo/ui/Table';
import { Text } from '@velo/ui/Text';
import { useLoaderData, useNavigation } from 'react-router-dom';
import { invoiceFileName, invoicePdf, type Invoice, type InvoicesData } from './data';

/** The company switch, fetched only when there is a choice (a group's manager): its listbox weighs. */
const CompanySwitch = lazyComponent(
  () => import('./CompanySwitch'),
  (module) => module.InvoicedCompanySwitch,
);

const statusText = {
  paid: 'fleet.invoices.status.paid',
  unpaid: 'fleet.invoices.status.unpaid',
  overdue: 'fleet.invoices.status.overdue',
} as const;

const statusTone: Record<Invoice['status'], BadgeTone> = {
  paid: 'success',
  unpaid: 'information',
  overdue: 'error',
};

/** A row of the table: the invoice, with its month and state as sortable values. */
type InvoiceRow = Invoice & { month: string; state: string };

/** One invoice's PDF, fetched on the press; the button says which invoice it is. */
function DownloadButton({ clientId, invoice }: { clientId: number; invoice: Invoice }) {
  const t = useFormatMessage();
  const { download, downloading } = useDownload(invoicePdf);
  const fileName = invoiceFileName(invoice);
  return (
    <Button
      variant="outline"
      size="sm"
      isLoading={downloading === fileName}
      aria-label={t('fleet.invoices.download.label', { number: invoice.number })}
      onPress={() => void download(fileName, clientId, invoice.id)}
    >
      {t('fleet.invoices.download')}
    </Button>
  );
}

function Invoices({ company, invoices }: { company: HeldCompany; invoices: Invoice[] }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const monthFormat: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
  const rows: InvoiceRow[] = invoices.map((invoice) => ({
    ...invoice,
    month: invoice.periodStart,
    state: t(statusText[invoice.status]),
  }));
  const columns: TableColumn<InvoiceRow>[] = [
    {
      id: 'number',
      label: t('fleet.invoices.column.number'),
      isRowHeader: true,
      allowsSorting: true,
    },
    {
      id: 'month',
      label: t('fleet.invoices.column.period'),
      allowsSorting: true,
      render: (row) => formatDate(row.periodStart, locale, monthFormat),
    },
    {
      id: 'dueDate',
      label: t('fleet.invoices.column.dueDate'),
      allowsSorting: true,
      render: (row) => formatDate(row.dueDate, locale, { dateStyle: 'medium' }),
    },
    {
      id: 'amountExclTaxCents',
      label: t('fleet.invoices.column.exclTax'),
      allowsSorting: true,
      render: (row) => <Money cents={row.amountExclTaxCents} />,
    },
    {
      id: 'amountInclTaxCents',
      label: t('fleet.invoices.column.inclTax'),
      allowsSorting: true,
      render: (row) => <Money cents={row.amountInclTaxCents} />,
    },
    {
      id: 'state',
      label: t('fleet.invoices.column.status'),
      allowsSorting: true,
      render: (row) => <Badge tone={statusTone[row.status]}>{row.state}</Badge>,
    },
    {
      id: 'id',
      label: t('fleet.invoices.column.pdf'),
      render: (row) => <DownloadButton clientId={company.id} invoice={row} />,
    },
  ];
  const due = invoices.filter((invoice) => invoice.status !== 'paid');
  const dueCents = due.reduce((sum, invoice) => sum + invoice.amountInclTaxCents, 0);
  return (
    <Stack gap="4">
      <Text>
        {t('fleet.invoices.summary', {
          count: invoices.length,
          due: due.length,
          amount: formatMoney(dueCents, locale),
        })}
      </Text>
      <Table
        aria-label={t('fleet.invoices.table', { company: company.name })}
        columns={columns}
        rows={rows}
        defaultSortDescriptor={{ column: 'month', direction: 'descending' }}
      />
    </Stack>
  );
}

/**
 * /invoices (issue 15; spec §2.2 restricted, right `invoices`): the company's monthly invoices with
 * the month billed, both amounts, the due date and the state, each downloadable as a PDF; what is
 * left to pay said first. A group's manager switches between the group's companies. Loading is the
 * layout's pending indicator; a fault is the route's error page.
 */
export default function InvoicesScreen() {
  const t = useFormatMessage();
  const { companies, company, invoices } = useLoaderData() as InvoicesData;
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname.endsWith('/invoices');
  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.invoices.title')}</PageTitle>
      <Text>{t('fleet.invoices.intro')}</Text>
      {company && companies.length > 1 ? (
        <CompanySwitch companies={companies} company={company} />
      ) : null}
      {company && companies.length === 1 ? <Text variant="bodyStrong">{company.name}</Text> : null}
      <div aria-busy={busy}>
        {company && invoices && invoices.length > 0 ? (
          <Invoices company={company} invoices={invoices} />
        ) : (
          <Card
            title={t(invoices ? 'fleet.invoices.empty.title' : 'fleet.invoices.refused.title')}
            headingLevel={2}
          >
            <Text>{t(invoices ? 'fleet.invoices.empty.body' : 'fleet.invoices.refused.body')}</Text>
          </Card>
        )}
      </div>
    </Stack>
  );
}

import type { HeldCompany } from '@velo/auth';
import { lazyComponent, useDownload } from '@velo/data';
import { formatDate, formatMoney, useFormatMessage, useLocale } from '@velo/i18n';
import { ListPages, listPageCount } from '@velo/leasing-ui/ListPages';
import { columnSortFrom, ListFilters, useShowListParams } from '@velo/leasing-ui/ListParams';
import { Badge, type BadgeTone } from '@velo/ui/Badge';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Stack } from '@velo/ui/Stack';
import { Table, type TableColumn } from '@velo/ui/Table';
import { Text } from '@velo/ui/Text';
import { useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import { invoiceFileName, invoicePdf, type InvoicesData } from './data';
import {
  invoiceStatuses,
  pageSize,
  paramsFrom,
  sortFields,
  type Invoice,
  type InvoicePage,
  type InvoicesView,
  type InvoiceStatus,
} from './invoicesView';

/** The company switch, fetched only when there is a choice (a group's manager): its listbox weighs. */
const CompanySwitch = lazyComponent(
  () => import('./CompanySwitch'),
  (module) => module.InvoicedCompanySwitch,
);

/** The status filter, fetched with the list: its listbox weighs more than the rest of the screen. */

/** The filter's choice that keeps every status. */
const allStatuses = 'all';

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

/**
 * One invoice's PDF, fetched on the press from the invoice's own company (one of a group's, in a
 * group's list); the button says which invoice it is.
 */
function DownloadButton({ invoice }: { invoice: Invoice }) {
  const t = useFormatMessage();
  const { download, downloading } = useDownload(invoicePdf);
  const fileName = invoiceFileName(invoice);
  return (
    <Button
      variant="outline"
      size="sm"
      isLoading={downloading === fileName}
      aria-label={t('fleet.invoices.download.label', { number: invoice.number })}
      onPress={() => void download(fileName, invoice.company.id, invoice.id)}
    >
      {t('fleet.invoices.download')}
    </Button>
  );
}

/**
 * "12 factures, dont 2 à payer : 1 234,56 € TTC" over the whole list, whatever the page; with a
 * status kept, how many invoices have it.
 */
function Summary({ page, status }: { page: InvoicePage; status: InvoiceStatus | null }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const amount = formatMoney(page.due.amountInclTaxCents, locale);
  const figures = { count: page.total, due: page.due.count, amount };
  return (
    <div role="status">
      <Text>
        {!page.totalExact
          ? t('fleet.invoices.summary.atLeast', figures)
          : status === null
            ? t('fleet.invoices.summary', figures)
            : t('fleet.invoices.filter.results', { count: page.total })}
      </Text>
    </div>
  );
}

function Invoices({
  company,
  page,
  view,
}: {
  company: HeldCompany;
  page: InvoicePage;
  view: InvoicesView;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const location = useLocation();
  const showParams = useShowListParams();
  /** Shows another view, from its first page, as a new history entry (Back comes back here). */
  const show = (next: InvoicesView) =>
    showParams(paramsFrom(next, new URLSearchParams(location.search)));
  const monthFormat: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
  const rows: InvoiceRow[] = page.items.map((invoice) => ({
    ...invoice,
    month: invoice.periodStart,
    state: t(statusText[invoice.status]),
  }));
  const columns: TableColumn<InvoiceRow>[] = [
    {
      id: 'number',
      label: t('fleet.invoices.column.number'),
      isRowHeader: true,
    },
    ...(company.isGroup
      ? [
          {
            id: 'company' as const,
            label: t('fleet.invoices.column.company'),
            render: (row: InvoiceRow) => row.company.name,
          },
        ]
      : []),
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
      render: (row) => <DownloadButton invoice={row} />,
    },
  ];
  const pages = listPageCount(page, pageSize);
  return (
    <Stack gap="4">
      <ListFilters>
        {/* A few statuses, all in sight: radio buttons, lighter than a listbox, which took the
            route over its 60 KB budget. */}
        <RadioGroup
          label={t('fleet.invoices.filter')}
          orientation="horizontal"
          options={[
            { value: allStatuses, label: t('fleet.invoices.filter.all') },
            ...invoiceStatuses.map((option) => ({ value: option, label: t(statusText[option]) })),
          ]}
          value={view.status ?? allStatuses}
          onChange={(value) =>
            show({
              ...view,
              status: value === allStatuses ? null : (value as InvoiceStatus),
              cursors: [],
            })
          }
        />
      </ListFilters>
      <Summary page={page} status={view.status} />
      {rows.length > 0 ? (
        <Table
          aria-label={t('fleet.invoices.table', { company: company.name })}
          columns={columns}
          rows={rows}
          sortDescriptor={view.sort}
          onSortChange={(descriptor) => {
            const sort = columnSortFrom(descriptor, sortFields);
            // A new sort shows its first page.
            if (sort) show({ ...view, sort, cursors: [] });
          }}
        />
      ) : null}
      <ListPages
        label={t('fleet.invoices.pages')}
        previousLabel={t('fleet.invoices.pages.previous')}
        nextLabel={t('fleet.invoices.pages.next')}
        current={(number) =>
          pages.exact
            ? t('fleet.invoices.pages.current', { page: number, pages: pages.pages })
            : t('fleet.invoices.pages.currentAtLeast', { page: number, pages: pages.pages })
        }
        cursors={view.cursors}
        nextCursor={page.nextCursor}
        page={page.items}
      />
    </Stack>
  );
}

/**
 * /invoices (issue 15; spec §2.2 restricted, right `invoices`): the company's monthly invoices with
 * the month billed, both amounts, the due date and the state, each downloadable as a PDF; what is
 * left to pay said first, over every page. A page at a time as the server sorts and filters them
 * ("Large employers": the sort, the status — to pay, late, paid — and the page live in the address;
 * how many have the status is announced). A group's manager sees every company of
 * the group, each row naming its company, or switches to one of them; a manager of several
 * companies switches between them (`?client=`). Loading is the layout's pending indicator; a fault
 * is the route's error page.
 */
export default function InvoicesScreen() {
  const t = useFormatMessage();
  const { companies, company, invoices, view } = useLoaderData() as InvoicesData;
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname.endsWith('/invoices');
  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.invoices.title')}</PageTitle>
      <Text>{t('fleet.invoices.intro')}</Text>
      {company && companies.length > 1 ? (
        <CompanySwitch
          companies={companies.map((option) =>
            option.isGroup
              ? {
                  ...option,
                  name: t('fleet.invoices.company.everyCompany', { group: option.name }),
                }
              : option,
          )}
          company={company}
        />
      ) : null}
      {company && companies.length === 1 ? <Text variant="bodyStrong">{company.name}</Text> : null}
      <div aria-busy={busy}>
        {company && invoices && (invoices.items.length > 0 || view.status !== null) ? (
          <Invoices company={company} page={invoices} view={view} />
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

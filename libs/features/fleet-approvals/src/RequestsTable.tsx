import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { ListPages, listPageCount } from '@velo/leasing-ui/ListPages';
import { columnSortFrom } from '@velo/leasing-ui/ListParams';
import { ListFilters, ListSearchField, useShowListParams } from '@velo/leasing-ui/ListSearch';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Inline } from '@velo/ui/Inline';
import { Money } from '@velo/ui/Money';
import { Stack } from '@velo/ui/Stack';
import { Table, type TableColumn } from '@velo/ui/Table';
import { Text } from '@velo/ui/Text';
import { useLocation } from 'react-router-dom';
import type { PendingRequest } from './data';
import type { Open } from './DecisionDialog';
import {
  requestSortFields,
  requestsPageSize,
  requestsParamsFrom,
  requestsParams,
  type RequestsPage,
  type RequestsView,
} from './requests';

type Row = PendingRequest & { requested: string; companyName: string };

/**
 * /approve's lease requests waiting for the company ("Large employers"): a page of 25 as the server
 * sorts them (the longest-waiting first, or by the rider's name: the sortable headers), the company
 * column when the list holds several companies' (a group's), each approved or refused through
 * `onDecide`'s dialog, searched on the server (the rider's names, e-mail address, employee number).
 * The sort, the search and the page live in the address (`view`), so Back goes to the page before
 * and a link shows the same page; how many wait (or match the search) is announced, as is the page,
 * and the page buttons keep the focus.
 */
export function RequestsTable({
  companyName,
  severalCompanies,
  page,
  view,
  onDecide,
}: {
  companyName: string;
  severalCompanies: boolean;
  page: RequestsPage;
  view: RequestsView;
  onDecide: (open: NonNullable<Open>) => void;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const location = useLocation();
  const showParams = useShowListParams();

  /** Shows another sort, from its first page: a new history entry, Back coming back here. */
  const show = (next: RequestsView) =>
    showParams(requestsParamsFrom(next, new URLSearchParams(location.search)));

  const pageNumber = view.cursors.length + 1;
  const pages = listPageCount(page, requestsPageSize);

  if (page.total === 0 && pageNumber === 1 && view.search === '') {
    return (
      <Card title={t('fleet.approvals.empty.title')} headingLevel={2}>
        <Text>{t('fleet.approvals.empty.body')}</Text>
      </Card>
    );
  }

  const rows: Row[] = page.items.map((request) => ({
    ...request,
    requested: request.requestedAt,
    companyName: request.company.name,
  }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'riderName',
      label: t('fleet.approvals.column.rider'),
      isRowHeader: true,
      allowsSorting: true,
    },
    ...(severalCompanies
      ? [{ id: 'companyName' as const, label: t('fleet.approvals.column.company') }]
      : []),
    { id: 'bike', label: t('fleet.approvals.column.bike') },
    {
      id: 'requested',
      label: t('fleet.approvals.column.requested'),
      allowsSorting: true,
      render: (row) => formatDate(row.requestedAt, locale, { dateStyle: 'medium' }),
    },
    {
      id: 'monthlyRentCents',
      label: t('fleet.approvals.column.rent'),
      render: (row) => <Money cents={row.monthlyRentCents} />,
    },
    {
      id: 'employerContributionCents',
      label: t('fleet.approvals.column.employer'),
      render: (row) => <Money cents={row.employerContributionCents} />,
    },
    {
      id: 'id',
      label: t('fleet.approvals.column.decision'),
      render: (row) => (
        <Inline gap="2">
          <Button
            size="sm"
            aria-label={t('fleet.approvals.approveOne', { name: row.riderName })}
            onPress={() => onDecide({ request: row, kind: 'approve' })}
          >
            {t('fleet.approvals.approve')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('fleet.approvals.refuseOne', { name: row.riderName })}
            onPress={() => onDecide({ request: row, kind: 'refuse' })}
          >
            {t('fleet.approvals.refuse')}
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="3">
      <ListFilters>
        <ListSearchField
          label={t('fleet.approvals.search')}
          description={t('fleet.approvals.search.help')}
          param={requestsParams.search}
          pages={[requestsParams.cursor]}
        />
      </ListFilters>
      <div role="status">
        <Text>
          {!page.totalExact
            ? t('fleet.approvals.count.atLeast', { count: page.total })
            : view.search === ''
              ? t('fleet.approvals.count', { count: page.total })
              : t('fleet.approvals.search.results', { count: page.total })}
        </Text>
      </div>
      {rows.length > 0 ? (
        <Table
          aria-label={t('fleet.approvals.table', { company: companyName })}
          columns={columns}
          rows={rows}
          sortDescriptor={view.sort}
          onSortChange={(descriptor) => {
            const sort = columnSortFrom(descriptor, requestSortFields);
            if (sort) show({ ...view, sort, cursors: [] });
          }}
        />
      ) : null}
      <ListPages
        param={requestsParams.cursor}
        label={t('fleet.approvals.pages')}
        previousLabel={t('fleet.approvals.pages.previous')}
        nextLabel={t('fleet.approvals.pages.next')}
        current={(number) =>
          pages.exact
            ? t('fleet.approvals.pages.current', { page: number, pages: pages.pages })
            : t('fleet.approvals.pages.currentAtLeast', { page: number, pages: pages.pages })
        }
        cursors={view.cursors}
        nextCursor={page.nextCursor}
        page={page}
      />
    </Stack>
  );
}

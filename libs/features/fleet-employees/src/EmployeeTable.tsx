import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { ListPages, listPageCount } from '@velo/leasing-ui/ListPages';
import { ChoiceFilter } from '@velo/leasing-ui/ChoiceFilter';
import { ListFilters, ListSearchField, useShowListParams } from '@velo/leasing-ui/ListSearch';
import { columnSortFrom } from '@velo/leasing-ui/ListParams';
import { Badge, type BadgeTone } from '@velo/ui/Badge';
import { ListTable, type TableColumn } from '@velo/ui/ListTable';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import {
  displayName,
  employeeStatuses,
  pageSize,
  paramsFrom,
  sortFields,
  viewParams,
  type EmployeePage,
  type EmployeesView,
  type EmployeeStatus,
  type FleetEmployee,
} from './employees';

const statusText = {
  'not-registered': 'fleet.employees.status.notRegistered',
  'awaiting-approval': 'fleet.employees.status.awaitingApproval',
  'account-refused': 'fleet.employees.status.accountRefused',
  registered: 'fleet.employees.status.registered',
  'request-pending': 'fleet.employees.status.requestPending',
  'lease-in-progress': 'fleet.employees.status.leaseInProgress',
  active: 'fleet.employees.status.active',
  ended: 'fleet.employees.status.ended',
} as const satisfies Record<EmployeeStatus, string>;

const statusTone: Record<EmployeeStatus, BadgeTone> = {
  'not-registered': 'neutral',
  'awaiting-approval': 'warning',
  'account-refused': 'error',
  registered: 'information',
  'request-pending': 'warning',
  'lease-in-progress': 'information',
  active: 'success',
  ended: 'neutral',
};

/** What a row of the table holds: the employee, its name as shown, the address as its key. */
type Row = FleetEmployee & { id: string; name: string };

/**
 * The employees of a company ("Large employers", /employees): a page of 25 as the server sorts,
 * filters and searches them; the sort, the status, the search and the page live in the address
 * (`view`), so Back goes to the page before and a link shows the same page. The count of the
 * matching people is announced, as is the page; the table's sortable headers are buttons and the
 * page buttons keep the focus.
 */
export function EmployeeTable({
  companyName,
  showCompany = false,
  page,
  view,
}: {
  companyName: string;
  /** A group's list: a column names each person's company. */
  showCompany?: boolean;
  page: EmployeePage;
  view: EmployeesView;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const location = useLocation();
  const showParams = useShowListParams();

  /** Shows another view: a new history entry (Back comes back here). */
  const show = useCallback(
    (next: EmployeesView) => showParams(paramsFrom(next, new URLSearchParams(location.search))),
    [location.search, showParams],
  );
  // A new sort or status shows its first page (a search too: `ListSearchField`).
  const chooseStatus = useCallback(
    (status: EmployeeStatus | null) => show({ ...view, status, cursors: [] }),
    [show, view],
  );

  const pages = listPageCount(page, pageSize);
  const statusOptions = useMemo(
    () => employeeStatuses.map((option) => ({ id: option, label: t(statusText[option]) })),
    [t],
  );

  const rows = useMemo<Row[]>(
    () =>
      page.items.map((employee) => ({
        ...employee,
        // A person may be on the lists of two companies of a group.
        id: `${employee.company.id}:${employee.email}`,
        name: displayName(employee),
      })),
    [page.items],
  );

  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      {
        id: 'name',
        label: t('fleet.employees.column.name'),
        isRowHeader: true,
        allowsSorting: true,
        width: '19%',
      },
      ...(showCompany
        ? [
            {
              id: 'company' as const,
              label: t('fleet.employees.column.company'),
              width: '14%',
              render: (row: Row) => row.company.name,
            },
          ]
        : []),
      { id: 'email', label: t('fleet.employees.column.email'), allowsSorting: true, width: '23%' },
      {
        id: 'employeeNumber',
        label: t('fleet.employees.column.number'),
        allowsSorting: true,
        width: '13%',
        render: (row) => row.employeeNumber ?? '—',
      },
      {
        id: 'status',
        label: t('fleet.employees.column.status'),
        allowsSorting: true,
        width: '16%',
        render: (row) => <Badge tone={statusTone[row.status]}>{t(statusText[row.status])}</Badge>,
      },
      {
        id: 'leaseEndsOn',
        label: t('fleet.employees.column.leaseEnds'),
        allowsSorting: true,
        width: '12%',
        render: (row) =>
          row.leaseEndsOn === null
            ? '—'
            : formatDate(row.leaseEndsOn, locale, { dateStyle: 'medium' }),
      },
      {
        id: 'bike',
        label: t('fleet.employees.column.bike'),
        width: '17%',
        render: (row) => row.bike ?? '—',
      },
    ],
    [t, locale, showCompany],
  );

  return (
    <Stack gap="4">
      <ListFilters>
        <ListSearchField
          label={t('fleet.employees.search')}
          description={t('fleet.employees.search.help')}
          param={viewParams.search}
          pages={[viewParams.cursor]}
        />
        <ChoiceFilter
          label={t('fleet.employees.filter')}
          allLabel={t('fleet.employees.filter.all')}
          options={statusOptions}
          value={view.status}
          onChange={chooseStatus}
        />
      </ListFilters>
      <div role="status">
        <Text>
          {page.totalExact
            ? t('fleet.employees.results', { count: page.total })
            : t('fleet.employees.results.atLeast', { count: page.total })}
        </Text>
      </div>
      {page.items.length > 0 ? (
        <ListTable
          aria-label={t('fleet.employees.table', { company: companyName })}
          columns={columns}
          rows={rows}
          minWidth={showCompany ? '64rem' : '56rem'}
          sortDescriptor={view.sort}
          onSortChange={(descriptor) => {
            const sort = columnSortFrom(descriptor, sortFields);
            if (sort) show({ ...view, sort, cursors: [] });
          }}
        />
      ) : null}
      <ListPages
        param={viewParams.cursor}
        label={t('fleet.employees.pages')}
        previousLabel={t('fleet.employees.pages.previous')}
        nextLabel={t('fleet.employees.pages.next')}
        current={(number) =>
          pages.exact
            ? t('fleet.employees.pages.current', { page: number, pages: pages.pages })
            : t('fleet.employees.pages.currentAtLeast', { page: number, pages: pages.pages })
        }
        cursors={view.cursors}
        nextCursor={page.nextCursor}
        page={page}
      />
    </Stack>
  );
}

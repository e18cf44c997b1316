import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Badge, type BadgeTone } from '@velo/ui/Badge';
import { Button } from '@velo/ui/Button';
import { Inline } from '@velo/ui/Inline';
import { Select } from '@velo/ui/Select';
import { Stack } from '@velo/ui/Stack';
import { ListTable, type TableColumn } from '@velo/ui/ListTable';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  countByStatus,
  employeeStatuses,
  filterEmployees,
  indexEmployees,
  pageCount,
  pageOf,
  sortColumns,
  sortEmployees,
  type EmployeeSort,
  type EmployeeStatus,
  type FleetEmployee,
  type IndexedEmployee,
  type SortColumn,
} from './employees';
import * as styles from './employees.css';

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

const allStatuses = 'all';

/**
 * The status filter, drawn again only when its own figures or choice change: a sort or a keystroke
 * leaves it alone (a listbox's collection is the costliest part of the screen to redraw).
 */
const StatusFilter = memo(function StatusFilter({
  total,
  counts,
  status,
  onChange,
}: {
  total: number;
  counts: Record<EmployeeStatus, number>;
  status: EmployeeStatus | null;
  onChange: (status: EmployeeStatus | null) => void;
}) {
  const t = useFormatMessage();
  return (
    <Select
      label={t('fleet.employees.filter')}
      options={[
        { id: allStatuses, label: t('fleet.employees.filter.all', { count: total }) },
        ...employeeStatuses.map((option) => ({
          id: option,
          label: t('fleet.employees.filter.option', {
            status: t(statusText[option]),
            count: counts[option],
          }),
        })),
      ]}
      selectedKey={status ?? allStatuses}
      onSelectionChange={(key) =>
        onChange(key === allStatuses || key === null ? null : (key as EmployeeStatus))
      }
    />
  );
});

/** The search field, drawn again only when its text changes: a sort or a page leaves it alone. */
const SearchField = memo(function SearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useFormatMessage();
  return (
    <TextField
      type="search"
      label={t('fleet.employees.search')}
      description={t('fleet.employees.search.help')}
      value={value}
      onChange={onChange}
    />
  );
});

/**
 * The employees of a company (issue 15, /employees): search (name, address or number, every word),
 * a status filter saying how many each has, a sort on any column across the whole list, and pages of
 * 25. Sorting and filtering happen here, on rows indexed once (employees.ts); the table draws one page.
 */
export function EmployeeTable({
  companyName,
  employees,
}: {
  companyName: string;
  employees: readonly FleetEmployee[];
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EmployeeStatus | null>(null);
  const [sort, setSort] = useState<EmployeeSort>({ column: 'name', direction: 'ascending' });
  const [page, setPage] = useState(1);
  // The field answers each keystroke at once; the list follows as soon as the browser is free.
  const deferredSearch = useDeferredValue(search);
  const indexed = useMemo(() => indexEmployees(employees), [employees]);
  const counts = useMemo(() => countByStatus(employees), [employees]);
  const sorted = useMemo(() => sortEmployees(indexed, sort), [indexed, sort]);
  const matching = useMemo(
    () => filterEmployees(sorted, deferredSearch, status),
    [sorted, deferredSearch, status],
  );
  const chooseStatus = useCallback((next: EmployeeStatus | null) => {
    setStatus(next);
    setPage(1);
  }, []);
  const typeSearch = useCallback((next: string) => {
    setSearch(next);
    setPage(1);
  }, []);
  const shown = pageOf(matching, page);
  const pages = pageCount(matching.length);

  // The same columns from one draw to the next (a sort or a keystroke keeps them).
  const columns = useMemo<TableColumn<IndexedEmployee>[]>(
    () => [
      {
        id: 'name',
        label: t('fleet.employees.column.name'),
        isRowHeader: true,
        allowsSorting: true,
        width: '19%',
      },
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
    [t, locale],
  );

  return (
    <Stack gap="4">
      <div className={styles.filters}>
        <SearchField value={search} onChange={typeSearch} />
        <StatusFilter
          total={employees.length}
          counts={counts}
          status={status}
          onChange={chooseStatus}
        />
      </div>
      <div role="status">
        <Text>{t('fleet.employees.results', { count: matching.length })}</Text>
      </div>
      {matching.length > 0 ? (
        <>
          <ListTable
            aria-label={t('fleet.employees.table', { company: companyName })}
            columns={columns}
            rows={shown.rows}
            minWidth="56rem"
            sortDescriptor={sort}
            onSortChange={(descriptor) => {
              const column = String(descriptor.column);
              if ((sortColumns as readonly string[]).includes(column)) {
                setSort({ column: column as SortColumn, direction: descriptor.direction });
                setPage(1);
              }
            }}
          />
          {pages > 1 ? (
            <Inline as="nav" gap="3" aria-label={t('fleet.employees.pages')}>
              <Button
                variant="outline"
                size="sm"
                isDisabled={shown.page === 1}
                onPress={() => setPage(shown.page - 1)}
              >
                {t('fleet.employees.pages.previous')}
              </Button>
              <div aria-live="polite">
                <Text>{t('fleet.employees.pages.current', { page: shown.page, pages })}</Text>
              </div>
              <Button
                variant="outline"
                size="sm"
                isDisabled={shown.page === pages}
                onPress={() => setPage(shown.page + 1)}
              >
                {t('fleet.employees.pages.next')}
              </Button>
            </Inline>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

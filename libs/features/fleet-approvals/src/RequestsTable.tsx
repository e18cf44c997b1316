import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Inline } from '@velo/ui/Inline';
import { Money } from '@velo/ui/Money';
import { Stack } from '@velo/ui/Stack';
import { Table, type TableColumn } from '@velo/ui/Table';
import { Text } from '@velo/ui/Text';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { PendingRequest } from './data';
import type { Open } from './DecisionDialog';
import {
  isRequestSortColumn,
  requestsPageCount,
  requestsPageSize,
  requestsParamsFrom,
  requestsViewFrom,
  sameSearch,
  type RequestsPage,
  type RequestsView,
} from './requests';

type Row = PendingRequest & { requested: string; companyName: string };

/** What the history entry of a page says: the address of the page before it, when it came from there. */
interface PagingState {
  pagedFrom?: string;
}

/**
 * /approve's lease requests waiting for the company ("Large employers"): a page of 25 as the server
 * sorts them (the longest-waiting first, or by the rider's name: the sortable headers), the company
 * column when the list holds several companies' (a group's), each approved or refused through
 * `onDecide`'s dialog. The sort and the page live in the address (`view`), so Back goes to the page
 * before and a link shows the same page; how many wait is announced, as is the page, and the page
 * buttons keep the focus.
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
  const navigate = useNavigate();
  const navigation = useNavigation();

  /** Shows another view: a new history entry, Back coming back here. */
  const show = useCallback(
    (next: RequestsView) => {
      const search = `?${requestsParamsFrom(next, new URLSearchParams(location.search))}`;
      navigate(
        { search },
        {
          preventScrollReset: true,
          state: { pagedFrom: location.search } satisfies PagingState,
        },
      );
    },
    [location.search, navigate],
  );

  // When the page a button asked for comes, the focus stays on a page button, even if that one is
  // now disabled (the last page's "next"), rather than falling to the document.
  const pressed = useRef(false);
  const pagesRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const buttons = [...(pagesRef.current?.querySelectorAll('button') ?? [])];
    const focused = buttons.find((button) => button === document.activeElement);
    if (!focused || focused.disabled) buttons.find((button) => !button.disabled)?.focus();
  }, [page]);
  // The page on its way, if the address being loaded is this one's page after or before.
  const coming =
    navigation.location?.pathname === location.pathname
      ? requestsViewFrom(new URLSearchParams(navigation.location.search)).cursors.length -
        view.cursors.length
      : 0;

  const pageNumber = view.cursors.length + 1;
  const pages = requestsPageCount(page);
  const next = () => {
    if (page.nextCursor === null) return;
    pressed.current = true;
    show({ ...view, cursors: [...view.cursors, page.nextCursor] });
  };
  const previous = () => {
    pressed.current = true;
    const before = { ...view, cursors: view.cursors.slice(0, -1) };
    const state = location.state as PagingState | null;
    // Came here from that page: go back in the history, as the browser's Back would.
    if (state?.pagedFrom !== undefined) {
      const target = requestsParamsFrom(before, new URLSearchParams(location.search)).toString();
      if (sameSearch(state.pagedFrom, target)) {
        navigate(-1);
        return;
      }
    }
    show(before);
  };

  if (page.total === 0 && pageNumber === 1) {
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
      <div role="status">
        <Text>
          {page.totalExact
            ? t('fleet.approvals.count', { count: page.total })
            : t('fleet.approvals.count.atLeast', { count: page.total })}
        </Text>
      </div>
      {rows.length > 0 ? (
        <Table
          aria-label={t('fleet.approvals.table', { company: companyName })}
          columns={columns}
          rows={rows}
          sortDescriptor={view.sort}
          onSortChange={(descriptor) => {
            const column = String(descriptor.column);
            if (isRequestSortColumn(column)) {
              show({ sort: { column, direction: descriptor.direction }, cursors: [] });
            }
          }}
        />
      ) : null}
      {pageNumber > 1 || page.nextCursor !== null ? (
        <Inline as="nav" gap="3" aria-label={t('fleet.approvals.pages')} ref={pagesRef}>
          <Button
            variant="outline"
            size="sm"
            isDisabled={pageNumber === 1}
            isLoading={coming === -1}
            onPress={previous}
          >
            {t('fleet.approvals.pages.previous')}
          </Button>
          <div aria-live="polite">
            <Text>
              {pages === null
                ? t('fleet.approvals.pages.currentAtLeast', {
                    page: pageNumber,
                    pages: Math.floor(page.total / requestsPageSize),
                  })
                : t('fleet.approvals.pages.current', { page: pageNumber, pages })}
            </Text>
          </div>
          <Button
            variant="outline"
            size="sm"
            isDisabled={page.nextCursor === null}
            isLoading={coming === 1}
            onPress={next}
          >
            {t('fleet.approvals.pages.next')}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

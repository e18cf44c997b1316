import { lazyComponent, useSubmission } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { ListFilters, ListSearchField } from '@velo/leasing-ui/ListSearch';
import { afterDialogFocus } from '@velo/ui/focus';
import { Inline } from '@velo/ui/Inline';
import { Link } from '@velo/ui/Link';
import { Stack } from '@velo/ui/Stack';
import { ListTable, type TableColumn } from '@velo/ui/ListTable';
import { Text } from '@velo/ui/Text';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  accountName,
  accountsCursorParameter,
  accountsSearchParameter,
  type AccountOutcome,
  type AccountsPage,
  type ApprovalOutcome,
  type PendingAccount,
} from './data';

type Row = PendingAccount & { name: string; companyName: string; requested: string };

/** The refusal's dialog, fetched on the first refusal: a manager who approves pays nothing. */
const AccountRefusalDialog = lazyComponent(
  () => import('./AccountRefusalDialog'),
  (module) => module.AccountRefusalDialog,
);

/** A decision under way: the account, and the row after it (where focus goes once it is gone). */
interface Deciding {
  account: PendingAccount;
  next: number | null;
}

/**
 * /approve's "Comptes en attente de validation" (issue 27): a page of the accounts waiting for the
 * company's approval, the longest-waiting first (the company column when a group's list holds
 * several companies), searched on the server (`?accountsQ=`: names, e-mail address, employee
 * number; how many match is announced), each approved at a press or refused through a dialog with an optional motive.
 * What was done is said in the section's status line; focus then goes to the next row's approve
 * button, or to the section's heading when no row follows, once the decided row has left the list.
 * A native table (`ListTable`): its buttons are plain Tab stops, where the lease requests' grid
 * moves focus itself, and a page of up to 200 rows redraws at once.
 */
export function PendingAccounts({ accounts }: { accounts: AccountsPage }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const approving = useSubmission<ApprovalOutcome>();
  const [said, setSaid] = useState('');
  const [refusing, setRefusing] = useState<Deciding | null>(null);
  /** Where focus goes once the decided row has left the list. */
  const [moveFocus, setMoveFocus] = useState<Deciding | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const { items } = accounts;

  const nextAfter = (id: number) =>
    items[items.findIndex((item) => item.id === id) + 1]?.id ?? null;

  const say = useCallback(
    (outcome: AccountOutcome) => {
      const name = { name: outcome.name };
      setSaid(
        outcome.result === 'alreadyDecided'
          ? t('fleet.approvals.pendingAccounts.alreadyDecided', name)
          : t(
              outcome.decision === 'approve'
                ? 'fleet.approvals.pendingAccounts.approved'
                : 'fleet.approvals.pendingAccounts.refused',
              name,
            ),
      );
    },
    [t],
  );

  // An approval's answer, taken in once: said; a fault leaves focus on its button.
  const [answered, setAnswered] = useState(approving.outcome);
  if (approving.outcome !== answered) {
    setAnswered(approving.outcome);
    const outcome = approving.outcome;
    if (outcome?.intent === 'account') {
      if (outcome.result === 'handled') setMoveFocus(null);
      else say(outcome);
    }
  }

  // Once the decided row is gone (the router read the list again) and no dialog is open: the next
  // row's approve button, or the heading when none follows; moved after react-aria's own restoring
  // of focus on a dialog's close.
  const [focusTo, setFocusTo] = useState<{ next: number | null } | null>(null);
  if (moveFocus && !refusing && !items.some((item) => item.id === moveFocus.account.id)) {
    setMoveFocus(null);
    setFocusTo({ next: items.some((item) => item.id === moveFocus.next) ? moveFocus.next : null });
  }
  useEffect(() => {
    if (!focusTo) return;
    const target = {
      get current(): HTMLElement | null {
        const button =
          focusTo.next === null
            ? null
            : sectionRef.current?.querySelector<HTMLElement>(
                `[data-approve-account="${String(focusTo.next)}"]`,
              );
        return button ?? headingRef.current;
      },
    };
    return afterDialogFocus(target);
  }, [focusTo]);

  const onRefused = (outcome: AccountOutcome) => {
    say(outcome);
    setMoveFocus(refusing);
    setRefusing(null);
  };

  const rows: Row[] = items.map((account) => ({
    ...account,
    name: accountName(account),
    companyName: account.company.name,
    requested: account.requestedAt,
  }));
  const columns: TableColumn<Row>[] = [
    { id: 'name', label: t('fleet.approvals.pendingAccounts.column.name'), isRowHeader: true },
    { id: 'email', label: t('fleet.approvals.pendingAccounts.column.email') },
    {
      id: 'employeeNumber',
      label: t('fleet.approvals.pendingAccounts.column.employeeNumber'),
      render: (row) => row.employeeNumber ?? t('fleet.approvals.pendingAccounts.noNumber'),
    },
    ...(accounts.severalCompanies
      ? [
          {
            id: 'companyName' as const,
            label: t('fleet.approvals.pendingAccounts.column.company'),
          },
        ]
      : []),
    {
      id: 'requested',
      label: t('fleet.approvals.pendingAccounts.column.requested'),
      render: (row) => formatDate(row.requestedAt, locale, { dateStyle: 'medium' }),
    },
    {
      id: 'id',
      label: t('fleet.approvals.pendingAccounts.column.decision'),
      width: '13rem',
      render: (row) => (
        <Inline gap="2">
          <Button
            size="sm"
            data-approve-account={row.id}
            aria-label={t('fleet.approvals.pendingAccounts.approveOne', { name: row.name })}
            isLoading={approving.pending && moveFocus?.account.id === row.id}
            onPress={() => {
              if (approving.pending) return;
              setMoveFocus({ account: row, next: nextAfter(row.id) });
              void approving.submit({
                intent: 'account',
                accountId: row.id,
                decision: 'approve',
                name: row.name,
                motive: '',
              });
            }}
          >
            {t('fleet.approvals.approve')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('fleet.approvals.pendingAccounts.refuseOne', { name: row.name })}
            onPress={() => setRefusing({ account: row, next: nextAfter(row.id) })}
          >
            {t('fleet.approvals.refuse')}
          </Button>
        </Inline>
      ),
    },
  ];
  const paged = accounts.cursor !== null || accounts.nextCursor !== null;
  const searched = accounts.search !== '';
  // The accounts' page, the rest of the address (the company, the requests' page) kept.
  const location = useLocation();
  const pageHref = (cursor: string | null) => {
    const params = new URLSearchParams(location.search);
    if (cursor === null) params.delete(accountsCursorParameter);
    else params.set(accountsCursorParameter, cursor);
    const search = params.toString();
    return search === '' ? '/approve' : `/approve?${search}`;
  };

  return (
    <section ref={sectionRef} aria-labelledby={headingId}>
      <Stack gap="3">
        <Text
          variant="sectionTitle"
          id={headingId}
          ref={(element) => {
            headingRef.current = element;
            // Focus lands here when the last row is decided: reachable by script, not by Tab.
            if (element) element.tabIndex = -1;
          }}
        >
          {t('fleet.approvals.pendingAccounts.title')}
        </Text>
        <Text variant="muted">{t('fleet.approvals.pendingAccounts.help')}</Text>
        <p role="status" aria-live="polite">
          {said}
        </p>
        {searched || rows.length > 0 || paged ? (
          <ListFilters>
            <ListSearchField
              label={t('fleet.approvals.pendingAccounts.search')}
              description={t('fleet.approvals.pendingAccounts.search.help')}
              param={accountsSearchParameter}
              pages={[accountsCursorParameter]}
            />
          </ListFilters>
        ) : null}
        {rows.length === 0 && !searched ? (
          <Card title={t('fleet.approvals.pendingAccounts.empty.title')} headingLevel={3}>
            <Text>{t('fleet.approvals.pendingAccounts.empty.body')}</Text>
          </Card>
        ) : (
          <>
            <div role="status">
              <Text>
                {t(
                  paged
                    ? 'fleet.approvals.pendingAccounts.pageCount'
                    : searched
                      ? 'fleet.approvals.pendingAccounts.search.results'
                      : 'fleet.approvals.pendingAccounts.count',
                  { count: rows.length },
                )}
              </Text>
            </div>
            {rows.length > 0 ? (
              <ListTable
                aria-label={t('fleet.approvals.pendingAccounts.table')}
                columns={columns}
                rows={rows}
                minWidth="48rem"
              />
            ) : null}
          </>
        )}
        {paged ? (
          <Inline gap="4">
            {accounts.cursor !== null ? (
              <Link variant="standalone" href={pageHref(null)}>
                {t('fleet.approvals.pendingAccounts.first')}
              </Link>
            ) : null}
            {accounts.nextCursor !== null ? (
              <Link variant="standalone" href={pageHref(accounts.nextCursor)}>
                {t('fleet.approvals.pendingAccounts.next')}
              </Link>
            ) : null}
          </Inline>
        ) : null}
      </Stack>
      {refusing ? (
        <AccountRefusalDialog
          key={refusing.account.id}
          account={refusing.account}
          onClose={() => setRefusing(null)}
          onDecided={onRefused}
        />
      ) : null}
    </section>
  );
}

import { lazyComponent, useSubmission } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Inline } from '@velo/ui/Inline';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Switch } from '@velo/ui/Switch';
import { Table, type TableColumn } from '@velo/ui/Table';
import { Text } from '@velo/ui/Text';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { ApprovalOutcome, ApproveData, PendingRequest } from './data';
import type { Open } from './DecisionDialog';
import { PendingAccounts } from './PendingAccounts';

type Row = PendingRequest & { requested: string; companyName: string };

/** The decision's dialog, fetched on the first decision: a manager who only reads pays nothing. */
const DecisionDialog = lazyComponent(
  () => import('./DecisionDialog'),
  (module) => module.DecisionDialog,
);

/**
 * /approve (issue 15; spec §2.2 restricted, right `approvals`; spec §4 "Lease flow"): the lease
 * requests waiting for the company (a group's with its subsidiaries', and a company column) with
 * the bike and who pays what each month, approved or refused with a motive the rider reads; the
 * company's approval of new accounts (toggleApprobation: turned off, the accounts waiting are
 * approved at once). What was done is said in a status line.
 * Then the accounts waiting for the company's approval, decided one at a time (issue 27,
 * `PendingAccounts`, with its own status line).
 */
export default function ApproveScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { client, requests, accounts } = useLoaderData() as ApproveData;
  const { submit, outcome } = useSubmission<ApprovalOutcome>();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState('');
  const [approbation, setApprobationState] = useState(client?.approbation ?? true);

  // The switch's answer, taken in once: said when saved, the switch back when not.
  const [answered, setAnswered] = useState(outcome);
  if (outcome !== answered) {
    setAnswered(outcome);
    if (outcome?.intent === 'approbation' && !outcome.done) {
      setApprobationState(!outcome.approbation);
    }
    if (outcome?.intent === 'approbation' && outcome.done) {
      setDone(
        t(outcome.approbation ? 'fleet.approvals.accounts.on' : 'fleet.approvals.accounts.off'),
      );
    }
  }

  if (!client || !requests) {
    return (
      <Stack gap="5">
        <PageTitle>{t('fleet.approvals.title')}</PageTitle>
        <Card title={t('fleet.approvals.refusedAccess.title')} headingLevel={2}>
          <Text>{t('fleet.approvals.refusedAccess.body')}</Text>
        </Card>
      </Stack>
    );
  }

  const rows: Row[] = requests.map((request) => ({
    ...request,
    requested: request.requestedAt,
    companyName: request.company.name,
  }));
  // A group's list holds its subsidiaries' requests: each row says whose.
  const severalCompanies = client.isGroupClient || rows.some((row) => row.company.id !== client.id);
  const columns: TableColumn<Row>[] = [
    {
      id: 'riderName',
      label: t('fleet.approvals.column.rider'),
      isRowHeader: true,
      allowsSorting: true,
    },
    ...(severalCompanies
      ? [
          {
            id: 'companyName' as const,
            label: t('fleet.approvals.column.company'),
            allowsSorting: true,
          },
        ]
      : []),
    { id: 'bike', label: t('fleet.approvals.column.bike'), allowsSorting: true },
    {
      id: 'requested',
      label: t('fleet.approvals.column.requested'),
      allowsSorting: true,
      render: (row) => formatDate(row.requestedAt, locale, { dateStyle: 'medium' }),
    },
    {
      id: 'monthlyRentCents',
      label: t('fleet.approvals.column.rent'),
      allowsSorting: true,
      render: (row) => <Money cents={row.monthlyRentCents} />,
    },
    {
      id: 'employerContributionCents',
      label: t('fleet.approvals.column.employer'),
      allowsSorting: true,
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
            onPress={() => setOpen({ request: row, kind: 'approve' })}
          >
            {t('fleet.approvals.approve')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('fleet.approvals.refuseOne', { name: row.riderName })}
            onPress={() => setOpen({ request: row, kind: 'refuse' })}
          >
            {t('fleet.approvals.refuse')}
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.approvals.title')}</PageTitle>
      <Text variant="bodyStrong">{client.name}</Text>
      <Card title={t('fleet.approvals.accounts.title')} headingLevel={2}>
        <Stack gap="3">
          <Switch
            isSelected={approbation}
            onChange={(next) => {
              setApprobationState(next);
              void submit({ intent: 'approbation', clientId: client.id, approbation: next });
            }}
          >
            {t('fleet.approvals.accounts.switch')}
          </Switch>
          <Text variant="muted">{t('fleet.approvals.accounts.help')}</Text>
        </Stack>
      </Card>
      <p role="status" aria-live="polite">
        {done}
      </p>
      {rows.length === 0 ? (
        <Card title={t('fleet.approvals.empty.title')} headingLevel={2}>
          <Text>{t('fleet.approvals.empty.body')}</Text>
        </Card>
      ) : (
        <Stack gap="3">
          <Text>{t('fleet.approvals.count', { count: rows.length })}</Text>
          <Table
            aria-label={t('fleet.approvals.table', { company: client.name })}
            columns={columns}
            rows={rows}
          />
        </Stack>
      )}
      {accounts ? (
        <PendingAccounts accounts={accounts} />
      ) : (
        <Card title={t('fleet.approvals.pendingAccounts.title')} headingLevel={2}>
          <Text>{t('fleet.approvals.pendingAccounts.unavailable')}</Text>
        </Card>
      )}
      {open ? (
        <DecisionDialog
          key={open ? `${open.kind}-${open.request.id}` : 'closed'}
          open={open}
          clientId={client.id}
          onClose={() => setOpen(null)}
          onDecided={(message) => {
            setOpen(null);
            setDone(message);
          }}
        />
      ) : null}
    </Stack>
  );
}

import { lazyComponent, useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Card } from '@velo/ui/Card';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Switch } from '@velo/ui/Switch';
import { Text } from '@velo/ui/Text';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import * as styles from './approvals.css';
import type { ApprovalOutcome, ApproveData } from './data';
import type { Open } from './DecisionDialog';
import { PendingAccounts } from './PendingAccounts';
import { RequestsTable } from './RequestsTable';

/**
 * The company switch, fetched only when there is a choice (a manager of several companies): its
 * listbox weighs more than the rest of the screen's first load.
 */
const CompanySwitch = lazyComponent(
  () => import('./CompanySwitch'),
  (module) => module.CompanySwitch,
);

/** The decision's dialog, fetched on the first decision: a manager who only reads pays nothing. */
const DecisionDialog = lazyComponent(
  () => import('./DecisionDialog'),
  (module) => module.DecisionDialog,
);

type Loaded = ApproveData & {
  client: NonNullable<ApproveData['client']>;
  requests: NonNullable<ApproveData['requests']>;
};

/**
 * One company's approvals: its account-approval switch, its lease requests a page at a time and its
 * accounts waiting. Keyed by the company: another company starts afresh (its switch, what was said).
 */
function CompanyApprovals({ client, requests, view, accounts }: Loaded) {
  const t = useFormatMessage();
  const { submit, outcome } = useSubmission<ApprovalOutcome>();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState('');
  const [approbation, setApprobationState] = useState(client.approbation);

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

  // A group's list holds its subsidiaries' requests: each row says whose.
  const severalCompanies =
    client.isGroupClient || requests.items.some((request) => request.company.id !== client.id);

  return (
    <>
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
      <RequestsTable
        companyName={client.name}
        severalCompanies={severalCompanies}
        page={requests}
        view={view}
        onDecide={setOpen}
      />
      {accounts ? (
        <PendingAccounts accounts={accounts} />
      ) : (
        <Card title={t('fleet.approvals.pendingAccounts.title')} headingLevel={2}>
          <Text>{t('fleet.approvals.pendingAccounts.unavailable')}</Text>
        </Card>
      )}
      {open ? (
        <DecisionDialog
          key={`${open.kind}-${open.request.id}`}
          open={open}
          clientId={client.id}
          onClose={() => setOpen(null)}
          onDecided={(message) => {
            setOpen(null);
            setDone(message);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * /approve (issue 15; spec §2.2 restricted, right `approvals`; spec §4 "Lease flow"): the lease
 * requests waiting for the company, a page at a time as the server sorts them ("Large employers"; a
 * group's with its subsidiaries', and a company column) with the bike and who pays what each month,
 * approved or refused with a motive the rider reads; the company's approval of new accounts
 * (toggleApprobation: turned off, the accounts waiting are approved at once). What was done is said
 * in a status line. Then the accounts waiting for the company's approval, decided one at a time
 * (issue 27, `PendingAccounts`, with its own status line). A manager of several companies (a
 * group's, or unrelated ones) switches between them, the choice in the address (`?client=`).
 */
export default function ApproveScreen() {
  const t = useFormatMessage();
  const data = useLoaderData() as ApproveData;
  const { companies, client, requests } = data;

  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.approvals.title')}</PageTitle>
      {client && companies.length > 1 ? (
        <CompanySwitch
          label={t('fleet.approvals.company')}
          companies={companies.map((option) =>
            option.isGroup
              ? {
                  ...option,
                  name: t('fleet.approvals.company.everyCompany', { group: option.name }),
                }
              : option,
          )}
          company={client}
          className={styles.companySwitch}
        />
      ) : null}
      {client && companies.length <= 1 ? <Text variant="bodyStrong">{client.name}</Text> : null}
      {client && requests ? (
        <CompanyApprovals key={client.id} {...data} client={client} requests={requests} />
      ) : (
        <Card title={t('fleet.approvals.refusedAccess.title')} headingLevel={2}>
          <Text>{t('fleet.approvals.refusedAccess.body')}</Text>
        </Card>
      )}
    </Stack>
  );
}

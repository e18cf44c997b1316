import { formatDate, formatNumber, useFormatMessage, useLocale } from '@velo/i18n';
import { Card } from '@velo/ui/Card';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import type { ReactNode } from 'react';
import { lazyComponent } from '@velo/data';
import { useLoaderData, useNavigation } from 'react-router-dom';
import { CostHistoryChart, UpcomingEndsChart } from './charts';
import type { DashboardFigures, FleetDashboardData } from './data';
import * as styles from './dashboard.css';

/**
 * The scope switch, fetched only when there is a choice (a group manager): its listbox and popover
 * weigh about 40 KB gzip that a company's manager never needs (route budget, issue 15).
 */
const ScopeSwitch = lazyComponent(
  () => import('./ScopeSwitch'),
  (module) => module.ScopeSwitch,
);

/** One figure: its name, then its value large (a list item, so the cards are counted). */
function Figure({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <li className={styles.figure}>
      <Card elevation="flat">
        <Stack gap="1">
          <Text variant="bodySmall" as="span">
            {label}
          </Text>
          <span className={styles.figureValue} data-figure-value="">
            {children}
          </span>
          {note ? (
            <Text variant="bodySmall" as="span">
              {note}
            </Text>
          ) : null}
        </Stack>
      </Card>
    </li>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const count = (value: number) => formatNumber(value, locale);
  return (
    <ul className={styles.figures} aria-label={t('fleet.dashboard.figures.label')}>
      <Figure
        label={t('fleet.dashboard.figures.riders')}
        note={t('fleet.dashboard.figures.eligible', { count: figures.eligibleEmployees })}
      >
        {count(figures.registeredRiders)}
      </Figure>
      {/* What waits for the company: lease requests (the stage "waiting for approval" of the
          stages card) and accounts, named in the note so the two figures never seem to disagree. */}
      <Figure
        label={t('fleet.dashboard.figures.pending')}
        note={t('fleet.dashboard.figures.pendingNote', {
          requests: figures.leasesByStage.pendingValidation,
          accounts: Math.max(0, figures.pendingRequests - figures.leasesByStage.pendingValidation),
        })}
      >
        {count(figures.pendingRequests)}
      </Figure>
      <Figure label={t('fleet.dashboard.figures.active')}>{count(figures.activeLeases)}</Figure>
      <Figure
        label={t('fleet.dashboard.figures.employerCost')}
        note={t('fleet.dashboard.figures.employerCostNote')}
      >
        <Money cents={figures.monthlyEmployerCostCents} />
      </Figure>
      <Figure label={t('fleet.dashboard.figures.riderShare')}>
        <Money cents={figures.monthlyRiderShareCents} />
      </Figure>
      <Figure label={t('fleet.dashboard.figures.rent')}>
        <Money cents={figures.monthlyRentCents} />
      </Figure>
    </ul>
  );
}

/** Lease requests by stage (spec §4 "Lease flow"), as terms and counts. */
function Stages({ figures }: { figures: DashboardFigures }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const stages = figures.leasesByStage;
  const rows = [
    [t('fleet.dashboard.stages.pendingValidation'), stages.pendingValidation],
    [t('fleet.dashboard.stages.inPreparation'), stages.inPreparation],
    [t('fleet.dashboard.stages.active'), stages.active],
    [t('fleet.dashboard.stages.ended'), stages.ended],
  ] as const;
  return (
    <Card title={t('fleet.dashboard.stages.title')} headingLevel={2}>
      <dl className={styles.stages}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.stageRow}>
            <dt className={styles.stageTerm}>
              <Text as="span">{term}</Text>
            </dt>
            <dd className={styles.stageValue}>{formatNumber(value, locale)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The API refused this scope's figures (another client's, or gone): said plainly, with the switch. */
function NoFigures() {
  const t = useFormatMessage();
  return (
    <Card title={t('fleet.dashboard.empty.title')} headingLevel={2}>
      <Text>{t('fleet.dashboard.empty.body')}</Text>
    </Card>
  );
}

/**
 * /dashboard (issue 15; spec §2.2 restricted, §6 the fleet manager): the programme at a glance —
 * riders enrolled, requests pending, active leases, the monthly cost and its split, the leases by
 * stage, the ends of lease to come and twelve months of cost. Loading is the layout's pending
 * indicator (the house's data primitive); a fault is the route's error page with retry.
 */
export default function FleetDashboardScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { options, scope, figures } = useLoaderData() as FleetDashboardData;
  const navigation = useNavigation();
  // A new scope's figures are on their way: the old ones stay, marked busy, until they come.
  const busy =
    navigation.state === 'loading' && navigation.location.pathname.endsWith('/dashboard');
  const empty =
    figures !== null &&
    figures.eligibleEmployees === 0 &&
    figures.registeredRiders === 0 &&
    figures.leasesByStage.pendingValidation +
      figures.leasesByStage.inPreparation +
      figures.leasesByStage.active +
      figures.leasesByStage.ended ===
      0;
  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.dashboard.title')}</PageTitle>
      {scope && options.length > 1 ? <ScopeSwitch options={options} scope={scope} /> : null}
      {scope && options.length === 1 ? <Text variant="bodyStrong">{scope.name}</Text> : null}
      {figures ? (
        <Stack gap="5">
          <div aria-busy={busy}>
            <Stack gap="4">
              <Text variant="muted">
                {t('fleet.dashboard.asOf', {
                  date: formatDate(figures.asOf, locale, { dateStyle: 'long' }),
                })}
              </Text>
              {empty ? <Text>{t('fleet.dashboard.empty.programme')}</Text> : null}
              <Figures figures={figures} />
            </Stack>
          </div>
          <Card title={t('fleet.dashboard.charts.title')} headingLevel={2}>
            <div className={styles.charts}>
              <CostHistoryChart history={figures.monthlyCostHistory} />
              <UpcomingEndsChart ends={figures.upcomingLeaseEnds} />
            </div>
          </Card>
          <Stages figures={figures} />
        </Stack>
      ) : (
        <NoFigures />
      )}
    </Stack>
  );
}

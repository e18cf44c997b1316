import { formatPercent, useFormatMessage, useLocale } from '@velo/i18n';
import { SERVICING_REVISIONS_PER_YEAR, VAT_RATE, type LeaseQuote } from '@velo/leasing';
import { Card } from '@velo/ui/Card';
import { Money } from '@velo/ui/Money';
import { descriptionRow, figureList, figureTerm, figureValue } from '@velo/ui/recipes';
import { Text } from '@velo/ui/Text';
import { useId, type ReactNode } from 'react';
import * as styles from './MonthlyBreakdown.css';
import { useLeaseQuote, type LeaseFigures } from './useLeaseQuote';

interface BreakdownLayout {
  /** The heading level that fits the page outline (RGAA 9.1). @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The figures to simulate (a bike page, a store's proposal: nothing on the server yet), or a
 * `quote` already made (a lease request: `agreedLeaseQuote` of the API's figures).
 */
export type MonthlyBreakdownProps = BreakdownLayout & (LeaseFigures | { quote: LeaseQuote });

function Row({
  term,
  children,
  detail = false,
  live = false,
}: {
  term: ReactNode;
  children: ReactNode;
  detail?: boolean;
  live?: boolean;
}) {
  return (
    <div className={descriptionRow}>
      <dt className={[figureTerm, detail ? styles.detail : ''].filter(Boolean).join(' ')}>
        <Text as="span" variant={detail ? 'bodySmall' : 'body'}>
          {term}
        </Text>
      </dt>
      {/* The rider's share is announced when it changes (equipment added or removed): WCAG 4.1.3. */}
      <dd
        className={figureValue}
        {...(live ? { 'aria-live': 'polite' as const, 'aria-atomic': true } : {})}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The monthly breakdown of a lease, as a definition list: the rent and what it is made of, the
 * employer's contribution, the rider's share (announced politely when it changes), the free months,
 * the rider's total over the 36 months and the buyout price. Simulated figures come from
 * @velo/leasing and follow their inputs live; a `quote` is shown as given.
 */
export function MonthlyBreakdown(props: MonthlyBreakdownProps) {
  return 'quote' in props ? <QuoteBreakdown {...props} /> : <SimulatedBreakdown {...props} />;
}

function SimulatedBreakdown({ headingLevel = 2, ...figures }: BreakdownLayout & LeaseFigures) {
  return <QuoteBreakdown quote={useLeaseQuote(figures)} headingLevel={headingLevel} />;
}

function QuoteBreakdown({ quote, headingLevel = 2 }: BreakdownLayout & { quote: LeaseQuote }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const listId = useId();
  const { rent, monthly, freeMonths, totals } = quote;

  return (
    <Card title={t('leasing.breakdown.title')} headingLevel={headingLevel}>
      <dl className={figureList} id={listId} aria-label={t('leasing.breakdown.label')}>
        <Row term={t('leasing.breakdown.rent')}>
          <Money cents={rent.rentCents} />
        </Row>
        <Row term={t('leasing.breakdown.bike')} detail>
          <Money cents={rent.bikeCents} />
        </Row>
        <Row term={t('leasing.breakdown.equipment')} detail>
          <Money cents={rent.equipmentCents} />
        </Row>
        <Row term={t('leasing.breakdown.insurance')} detail>
          <Money cents={rent.insuranceCents} />
        </Row>
        <Row
          term={t('leasing.breakdown.servicing', { revisions: SERVICING_REVISIONS_PER_YEAR })}
          detail
        >
          <Money cents={rent.servicingCents} />
        </Row>
        <Row term={t('leasing.breakdown.assistance')} detail>
          <Money cents={rent.assistanceCents} />
        </Row>
        <Row term={t('leasing.breakdown.employer')}>
          <Money cents={monthly.employerCents} />
        </Row>
        <Row term={t('leasing.breakdown.riderShare')} live>
          <Money cents={monthly.riderCents} emphasis="strong" />
        </Row>
        <Row term={t('leasing.breakdown.freeMonths')}>
          <Text as="span">{t('leasing.breakdown.freeMonthsValue', { count: freeMonths })}</Text>
        </Row>
        <Row term={t('leasing.breakdown.total', { months: rent.durationMonths })}>
          <Money cents={totals.riderCents} />
        </Row>
        <Row term={t('leasing.breakdown.buyout')}>
          <Money cents={rent.buyoutCents} />
        </Row>
      </dl>
      <Text variant="bodySmall">
        {t('leasing.breakdown.note', {
          months: rent.durationMonths,
          vat: formatPercent(VAT_RATE, locale),
        })}
      </Text>
    </Card>
  );
}

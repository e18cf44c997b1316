import { formatDate, formatMoney, useFormatMessage, useLocale } from '@velo/i18n';
import { Card } from '@velo/ui/Card';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useId } from 'react';
import type { Rental, RentalInstalment } from './rental';
import * as styles from './rent.css';

type Schedule = Rental['schedule'];

const chartWidth = 360;
const chartHeight = 96;
const barGap = 2;

/**
 * A simple chart of the rider's share month by month (issue 14: "a simple chart of paid / to come",
 * inline SVG, no chart library): paid months filled, months to come outlined, free months a short
 * dash, so the state is told by shape as well as colour (WCAG 1.4.1). Its text alternative is the
 * summary right above it (the SVG is named by it); the table below gives every figure.
 */
function ScheduleChart({ schedule, summaryId }: { schedule: Schedule; summaryId: string }) {
  const { instalments } = schedule;
  const highest = Math.max(1, ...instalments.map((row) => row.riderCents));
  const slot = chartWidth / Math.max(1, instalments.length);
  const barWidth = Math.max(1, slot - barGap);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${chartWidth} ${chartHeight}`}
      role="img"
      aria-labelledby={summaryId}
      preserveAspectRatio="none"
    >
      {instalments.map((row, index) => {
        const x = index * slot + barGap / 2;
        if (row.free || row.riderCents === 0) {
          return (
            <rect
              key={row.month}
              className={styles.barFree}
              x={x}
              y={chartHeight - 3}
              width={barWidth}
              height={3}
            />
          );
        }
        const height = Math.max(4, Math.round((row.riderCents / highest) * (chartHeight - 4)));
        return (
          <rect
            key={row.month}
            className={row.state === 'paid' ? styles.barPaid : styles.barToCome}
            x={x + 0.75}
            y={chartHeight - height + 0.75}
            width={Math.max(0.5, barWidth - 1.5)}
            height={height - 1.5}
          />
        );
      })}
    </svg>
  );
}

/** The chart's legend, drawn with the same marks as the bars. */
function Legend() {
  const t = useFormatMessage();
  const swatch = (className: string, y = 0, height = 16) => (
    <svg className={styles.swatch} viewBox="0 0 16 16" aria-hidden="true">
      <rect className={className} x={1} y={y + 1} width={14} height={height - 2} />
    </svg>
  );
  return (
    <ul className={styles.legend}>
      <li className={styles.legendItem}>
        {swatch(styles.barPaid)}
        <Text as="span" variant="bodySmall">
          {t('rent.schedule.chart.paid')}
        </Text>
      </li>
      <li className={styles.legendItem}>
        {swatch(styles.barToCome)}
        <Text as="span" variant="bodySmall">
          {t('rent.schedule.chart.toCome')}
        </Text>
      </li>
      <li className={styles.legendItem}>
        {swatch(styles.barFree, 12, 4)}
        <Text as="span" variant="bodySmall">
          {t('rent.schedule.chart.free')}
        </Text>
      </li>
    </ul>
  );
}

const stateIds = {
  paid: 'rent.schedule.state.paid',
  due: 'rent.schedule.state.due',
  upcoming: 'rent.schedule.state.upcoming',
  free: 'rent.schedule.state.free',
} as const;

/**
 * The schedule (spec §2.3 "my rental details and lease schedule"): a summary of what the rider has
 * paid and has still to pay, the chart, and the 36 months as a native data table — a caption, column
 * headers and each month as its row header (RGAA 5.4, 5.6, 5.7). Read-only data needs no grid
 * keyboard model, so it is a plain `<table>`, not the interactive react-aria one.
 */
export function Schedule({ schedule }: { schedule: Schedule }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const summaryId = useId();
  const captionId = useId();
  const money = (cents: number) => formatMoney(cents, locale);
  const date = (on: string) => formatDate(on, locale, { dateStyle: 'medium' });
  const count = (state: (row: RentalInstalment) => boolean) =>
    schedule.instalments.filter(state).length;
  const paidMonths = count((row) => row.state === 'paid');
  const toComeMonths = count((row) => row.state === 'due' || row.state === 'upcoming');

  return (
    <Card title={t('rent.schedule.title')} headingLevel={2}>
      <Stack gap="4">
        <Text id={summaryId}>
          {t('rent.schedule.chart.summary', {
            paid: money(schedule.paid.riderCents),
            paidMonths,
            toCome: money(schedule.toCome.riderCents),
            toComeMonths,
            total: money(schedule.totals.riderCents),
          })}
        </Text>
        <ScheduleChart schedule={schedule} summaryId={summaryId} />
        <Legend />
        <div
          className={styles.tableScroll}
          role="region"
          aria-labelledby={captionId}
          // A scroll box the keyboard must reach to scroll the table sideways on a phone (RGAA 12.13,
          // axe scrollable-region-focusable): a named region, focusable, interactive in that sense.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className={styles.caption} id={captionId}>
              {t('rent.schedule.caption', { count: schedule.instalments.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  {t('rent.schedule.month')}
                </th>
                <th scope="col" className={styles.headCell}>
                  {t('rent.schedule.debitOn')}
                </th>
                <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
                  {t('rent.schedule.rent')}
                </th>
                <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
                  {t('rent.schedule.employer')}
                </th>
                <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
                  {t('rent.schedule.rider')}
                </th>
                <th scope="col" className={styles.headCell}>
                  {t('rent.schedule.state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {schedule.instalments.map((row) => (
                <tr
                  key={row.month}
                  className={row.state === 'due' ? styles.dueRow : undefined}
                  data-state={row.state}
                >
                  <th scope="row" className={styles.cell}>
                    {row.month}
                  </th>
                  <td className={styles.cell}>{date(row.debitOn)}</td>
                  <td className={`${styles.cell} ${styles.amount}`}>{money(row.rentCents)}</td>
                  <td className={`${styles.cell} ${styles.amount}`}>{money(row.employerCents)}</td>
                  <td className={`${styles.cell} ${styles.amount}`}>{money(row.riderCents)}</td>
                  <td className={styles.cell}>{t(stateIds[row.state])}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={styles.totalRow}>
                <th scope="row" className={styles.cell} colSpan={2}>
                  {t('rent.schedule.total')}
                </th>
                <td className={`${styles.cell} ${styles.amount}`}>
                  {money(schedule.totals.rentCents)}
                </td>
                <td className={`${styles.cell} ${styles.amount}`}>
                  {money(schedule.totals.employerCents)}
                </td>
                <td className={`${styles.cell} ${styles.amount}`}>
                  {money(schedule.totals.riderCents)}
                </td>
                <td className={styles.cell} />
              </tr>
            </tfoot>
          </table>
        </div>
      </Stack>
    </Card>
  );
}

import { formatDate, formatMoney, formatNumber, useFormatMessage, useLocale } from '@velo/i18n';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useId } from 'react';
import type { DashboardFigures } from './data';
import * as styles from './dashboard.css';

type History = DashboardFigures['monthlyCostHistory'];
type Ends = DashboardFigures['upcomingLeaseEnds'];

/** `2026-11` as the first day of that month, for the date formatter. */
const firstDay = (month: string) => `${month}-01`;

const width = 360;
const height = 180;
/** Room for the month names under the bars. */
const labels = 22;
const gap = 6;

/**
 * Twelve months of cost (issue 15: "one or two charts a manager would rather look at than read"),
 * drawn in SVG by us (no chart library: route budget): each month a bar, the employer's share
 * filled at the bottom, the riders' outlined above it. The SVG is decorative to assistive
 * technologies; the table after it, read by screen readers only, holds every figure (RGAA 1.3).
 */
export function CostHistoryChart({ history }: { history: History }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const titleId = useId();
  const highest = Math.max(1, ...history.map((row) => row.employerCents + row.riderCents));
  const slot = width / Math.max(1, history.length);
  const bar = slot - gap;
  const plot = height - labels;
  const scale = (cents: number) => (cents / highest) * (plot - 4);
  return (
    <figure className={styles.chartFigure} aria-labelledby={titleId}>
      <Text variant="subsectionTitle" as="h3" id={titleId}>
        {t('fleet.dashboard.history.title')}
      </Text>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        {history.map((row, index) => {
          const x = index * slot + gap / 2;
          const employer = scale(row.employerCents);
          const rider = scale(row.riderCents);
          return (
            <g key={row.month} data-month={row.month}>
              {employer > 0 ? (
                <rect
                  className={styles.barEmployer}
                  x={x}
                  y={plot - employer}
                  width={bar}
                  height={employer}
                />
              ) : null}
              {rider > 0 ? (
                <rect
                  className={styles.barRider}
                  x={x + 0.75}
                  y={plot - employer - rider + 0.75}
                  width={bar - 1.5}
                  height={Math.max(0, rider - 1.5)}
                />
              ) : null}
              <text
                className={styles.chartLabel}
                x={x + bar / 2}
                y={height - 5}
                textAnchor="middle"
              >
                {formatDate(firstDay(row.month), locale, { month: 'narrow' })}
              </text>
            </g>
          );
        })}
        <line className={styles.axis} x1={0} x2={width} y1={plot + 0.5} y2={plot + 0.5} />
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem}>
          <svg className={styles.swatch} viewBox="0 0 16 16">
            <rect className={styles.barEmployer} x={0} y={0} width={16} height={16} />
          </svg>
          <Text as="span" variant="bodySmall">
            {t('fleet.dashboard.history.employer')}
          </Text>
        </li>
        <li className={styles.legendItem}>
          <svg className={styles.swatch} viewBox="0 0 16 16">
            <rect className={styles.barRider} x={0.75} y={0.75} width={14.5} height={14.5} />
          </svg>
          <Text as="span" variant="bodySmall">
            {t('fleet.dashboard.history.riders')}
          </Text>
        </li>
      </ul>
      <div className={styles.visuallyHidden}>
        <table>
          <caption>{t('fleet.dashboard.history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fleet.dashboard.history.month')}</th>
              <th scope="col">{t('fleet.dashboard.history.employer')}</th>
              <th scope="col">{t('fleet.dashboard.history.riders')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((row) => (
              <tr key={row.month}>
                <th scope="row">
                  {formatDate(firstDay(row.month), locale, { month: 'long', year: 'numeric' })}
                </th>
                <td>{formatMoney(row.employerCents, locale)}</td>
                <td>{formatMoney(row.riderCents, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const endsWidth = 320;
const endsRow = 36;
const endsLabel = 96;
const endsCount = 40;

/**
 * The ends of lease of this month and the next two, one horizontal bar each (SVG drawn by us), the
 * count written beside the bar so nothing depends on reading a length; its table for screen readers.
 */
export function UpcomingEndsChart({ ends }: { ends: Ends }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const titleId = useId();
  const highest = Math.max(1, ...ends.map((row) => row.count));
  const track = endsWidth - endsLabel - endsCount;
  const total = ends.reduce((sum, row) => sum + row.count, 0);
  return (
    <figure className={styles.chartFigure} aria-labelledby={titleId}>
      <Stack gap="1">
        <Text variant="subsectionTitle" as="h3" id={titleId}>
          {t('fleet.dashboard.ends.title')}
        </Text>
        <Text variant="bodySmall">{t('fleet.dashboard.ends.total', { count: total })}</Text>
      </Stack>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${endsWidth} ${ends.length * endsRow}`}
        aria-hidden="true"
      >
        {ends.map((row, index) => {
          const y = index * endsRow;
          const length = row.count === 0 ? 0 : Math.max(3, (row.count / highest) * track);
          return (
            <g key={row.month} data-month={row.month}>
              <text className={styles.chartLabel} x={0} y={y + endsRow / 2 + 4}>
                {formatDate(firstDay(row.month), locale, { month: 'long' })}
              </text>
              <rect
                className={styles.barEnds}
                x={endsLabel}
                y={y + 8}
                width={length}
                height={endsRow - 16}
              />
              <text
                className={styles.chartLabel}
                x={endsLabel + length + 6}
                y={y + endsRow / 2 + 4}
              >
                {formatNumber(row.count, locale)}
              </text>
            </g>
          );
        })}
      </svg>
      <div className={styles.visuallyHidden}>
        <table>
          <caption>{t('fleet.dashboard.ends.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fleet.dashboard.history.month')}</th>
              <th scope="col">{t('fleet.dashboard.ends.count')}</th>
            </tr>
          </thead>
          <tbody>
            {ends.map((row) => (
              <tr key={row.month}>
                <th scope="row">
                  {formatDate(firstDay(row.month), locale, { month: 'long', year: 'numeric' })}
                </th>
                <td>{formatNumber(row.count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  useFormatMessage,
  useLocale,
  type Locale,
  type MessageId,
  type PlainMessageId,
} from '@velo/i18n';
import {
  FMD_COMBINED_CEILING,
  MOBILITY_FIGURES_CHECKED_ON,
  netCost,
  recordedRentalInput,
  type CommuteCost,
  type NetCost,
  type SourcedFigure,
} from '@velo/leasing';
import { Badge, type BadgeTone } from '@velo/ui/Badge';
import { Card } from '@velo/ui/Card';
import { DescriptionList, DescriptionRow as Fact } from '@velo/ui/DescriptionList';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useId, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { type NetCostData } from './netCostData';
import * as netCostStyles from './netCost.css';
import * as styles from './rent.css';

/** Where the rider says how they commute (spec §3 "Commute questionnaire"). */
export const questionnaireHref = '/user-profile/needs';

const longDate = (on: string, locale: Locale) => formatDate(on, locale, { dateStyle: 'long' });

const transportIds = {
  walking: 'rent.netCost.transport.walking',
  'public-transport': 'rent.netCost.transport.publicTransport',
  'personal-car': 'rent.netCost.transport.personalCar',
  'motorbike-or-scooter': 'rent.netCost.transport.motorbikeOrScooter',
  carpooling: 'rent.netCost.transport.carpooling',
  bike: 'rent.netCost.transport.bike',
  other: 'rent.netCost.transport.other',
} as const satisfies Record<CommuteCost['transport'], MessageId>;

const basisIds = {
  'car-scale': 'rent.netCost.commute.basis.carScale',
  'motorbike-scale': 'rent.netCost.commute.basis.motorbikeScale',
  'carpool-car-scale': 'rent.netCost.commute.basis.carpoolCarScale',
  'monthly-pass': 'rent.netCost.commute.basis.monthlyPass',
  'no-cost': 'rent.netCost.commute.basis.noCost',
  unknown: 'rent.netCost.commute.basis.unknown',
} as const satisfies Record<CommuteCost['basis'], MessageId>;

const statusIds = {
  sourced: 'rent.netCost.sources.status.sourced',
  'to-confirm': 'rent.netCost.sources.status.toConfirm',
  'our-assumption': 'rent.netCost.sources.status.ourAssumption',
} as const satisfies Record<SourcedFigure['status'], MessageId>;
const statusTones: Record<SourcedFigure['status'], BadgeTone> = {
  sourced: 'success',
  'to-confirm': 'warning',
  'our-assumption': 'neutral',
};

/** Our assumptions explain themselves in the rider's language (the lib's `source` is a developer's note). */
const assumptionIds: Record<string, PlainMessageId> = {
  'commute-days-per-year': 'rent.netCost.sources.assumption.commuteDays',
  'carpool-occupants': 'rent.netCost.sources.assumption.carpoolOccupants',
};

/** The label of each figure of `mobilityRules.ts` (the distance bands share one, with the band). */
const figureIds: Record<string, PlainMessageId> = {
  'fmd-ceiling': 'rent.netCost.figure.fmdCeiling',
  'fmd-combined-ceiling': 'rent.netCost.figure.fmdCombinedCeiling',
  'bike-fleet-tax-reduction': 'rent.netCost.figure.bikeFleetTaxReduction',
  'car-scale-5cv': 'rent.netCost.figure.carScale',
  'motorbike-scale-3-5cv': 'rent.netCost.figure.motorbikeScale',
  'monthly-pass-price': 'rent.netCost.figure.monthlyPass',
  'public-transport-employer-share': 'rent.netCost.figure.publicTransportEmployerShare',
  'commute-days-per-year': 'rent.netCost.figure.commuteDays',
  'carpool-occupants': 'rent.netCost.figure.carpoolOccupants',
};

function useFigureText() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  return {
    label: (figure: SourcedFigure) =>
      figure.id.startsWith('distance-band-')
        ? t('rent.netCost.figure.distanceBand')
        : t(figureIds[figure.id] ?? 'rent.netCost.figure.other'),
    value: (figure: SourcedFigure): string => {
      switch (figure.unit) {
        case 'cents-per-year':
          return t('rent.netCost.value.perYear', { amount: formatMoney(figure.value, locale) });
        case 'cents-per-month':
          return t('rent.netCost.value.perMonth', { amount: formatMoney(figure.value, locale) });
        case 'percent':
          return formatPercent(figure.value / 100, locale);
        case 'thousandths-of-euro-per-km':
          return t('rent.netCost.value.perKm', {
            amount: formatNumber(figure.value / 1000, locale, {
              style: 'currency',
              currency: 'EUR',
              minimumFractionDigits: 3,
            }),
          });
        case 'days-per-year':
          return t('rent.netCost.value.daysPerYear', { count: figure.value });
        case 'tenths-of-km':
          return t('rent.netCost.value.km', { km: formatNumber(figure.value / 10, locale) });
        case 'people':
          return t('rent.netCost.value.people', { count: figure.value });
      }
    },
  };
}

/** The 36 months after the employer's share (issue 14 "what the 36 months cost them"). */
function Lease({ view }: { view: NetCost }) {
  const t = useFormatMessage();
  const { lease } = view;
  return (
    <Card title={t('rent.netCost.lease.title')} headingLevel={2} tone="primary">
      <DescriptionList aria-label={t('rent.netCost.lease.factsLabel')}>
        <Fact term={t('rent.netCost.lease.rent', { months: lease.months })}>
          <Money cents={lease.rentCents} />
        </Fact>
        <Fact term={t('rent.netCost.lease.freeMonths')}>
          {t('rent.netCost.lease.freeMonthsValue', { count: lease.freeMonths })}
        </Fact>
        <Fact term={t('rent.netCost.lease.employer')}>
          <Money cents={lease.employerCents} />
        </Fact>
        <Fact term={t('rent.netCost.lease.rider')}>
          <Money cents={lease.riderCents} emphasis="strong" />
        </Fact>
        <Fact term={t('rent.netCost.lease.riderMonthly')}>
          <Money cents={lease.riderMonthlyCents} />
        </Fact>
      </DescriptionList>
    </Card>
  );
}

/** Against the buyout price and the bike's price new (spec §9 buyout). */
function Buyout({ view }: { view: NetCost }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { buyout, lease } = view;
  const below = buyout.belowBikePriceCents >= 0;
  return (
    <Card title={t('rent.netCost.buyout.title')} headingLevel={2}>
      <Stack gap="3">
        <DescriptionList aria-label={t('rent.netCost.buyout.factsLabel')}>
          <Fact term={t('rent.netCost.buyout.riderLease')}>
            <Money cents={lease.riderCents} />
          </Fact>
          <Fact term={t('rent.netCost.buyout.price')}>
            <Money cents={buyout.priceCents} />
          </Fact>
          <Fact term={t('rent.netCost.buyout.total')}>
            <Money cents={buyout.riderWithBuyoutCents} emphasis="strong" />
          </Fact>
          <Fact term={t('rent.netCost.buyout.bikePrice')}>
            <Money cents={buyout.bikePriceCents} />
          </Fact>
          <Fact term={below ? t('rent.netCost.buyout.below') : t('rent.netCost.buyout.above')}>
            <Money cents={Math.abs(buyout.belowBikePriceCents)} emphasis="strong" />
          </Fact>
        </DescriptionList>
        <Text>
          {below
            ? t('rent.netCost.buyout.summaryBelow', {
                amount: formatMoney(buyout.belowBikePriceCents, locale),
              })
            : t('rent.netCost.buyout.summaryAbove', {
                amount: formatMoney(-buyout.belowBikePriceCents, locale),
              })}
        </Text>
      </Stack>
    </Card>
  );
}

/** Against keeping the current commute (spec §3 questionnaire answers); unanswered, says so. */
function Commute({ view }: { view: NetCost }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { commute, lease } = view;
  const title = t('rent.netCost.commute.title');
  if (commute === null) {
    return (
      <Card title={title} headingLevel={2}>
        <Stack gap="3">
          <Text>{t('rent.netCost.commute.unanswered')}</Text>
          <Link variant="standalone" href={questionnaireHref}>
            {t('rent.netCost.commute.answer')}
          </Link>
        </Stack>
      </Card>
    );
  }
  const known = commute.leaseMonthsCents !== null && commute.yearlyCents !== null;
  const difference = commute.differenceCents ?? 0;
  return (
    <Card title={title} headingLevel={2}>
      <Stack gap="3">
        <DescriptionList aria-label={t('rent.netCost.commute.factsLabel')}>
          <Fact term={t('rent.netCost.commute.transport')}>
            {t(transportIds[commute.transport])}
          </Fact>
          {commute.oneWayTenthsKm !== null ? (
            <Fact term={t('rent.netCost.commute.oneWay')}>
              {t('rent.netCost.value.km', {
                km: formatNumber(commute.oneWayTenthsKm / 10, locale),
              })}
            </Fact>
          ) : null}
          {commute.yearlyKm !== null ? (
            <Fact term={t('rent.netCost.commute.yearlyKm')}>
              {t('rent.netCost.value.km', { km: formatNumber(commute.yearlyKm, locale) })}
            </Fact>
          ) : null}
          {known ? (
            <>
              <Fact term={t('rent.netCost.commute.yearly')}>
                <Money cents={commute.yearlyCents ?? 0} />
              </Fact>
              <Fact term={t('rent.netCost.commute.leaseMonths', { months: lease.months })}>
                <Money cents={commute.leaseMonthsCents ?? 0} />
              </Fact>
              <Fact term={t('rent.netCost.commute.riderLease')}>
                <Money cents={lease.riderCents} />
              </Fact>
              <Fact
                term={
                  difference >= 0
                    ? t('rent.netCost.commute.saving')
                    : t('rent.netCost.commute.extra')
                }
              >
                <Money cents={Math.abs(difference)} emphasis="strong" />
              </Fact>
            </>
          ) : null}
        </DescriptionList>
        <Text>
          {commute.basis === 'unknown'
            ? commute.reason === 'distance-missing'
              ? t('rent.netCost.commute.reason.distanceMissing')
              : t('rent.netCost.commute.reason.otherTransport')
            : t(basisIds[commute.basis])}
        </Text>
        <Link variant="standalone" href={questionnaireHref}>
          {t('rent.netCost.commute.change')}
        </Link>
      </Stack>
    </Card>
  );
}

/**
 * The employer's share against the sustainable-mobility allowance ceilings, and the employer's
 * bike-fleet tax reduction (CGI art. 220 undecies A, until the end of 2027) — issue 14.
 */
function Employer({ view }: { view: NetCost }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { allowance, employerTaxReduction: tax, lease, taxYear } = view;
  const percent = formatPercent(tax.percent / 100, locale);
  const until = longDate(tax.until, locale);
  return (
    <Card title={t('rent.netCost.employer.title')} headingLevel={2}>
      <Stack gap="4">
        <Stack gap="3">
          <Text variant="subsectionTitle" as="h3">
            {t('rent.netCost.allowance.title')}
          </Text>
          <Text>{t('rent.netCost.allowance.intro')}</Text>
          <DescriptionList aria-label={t('rent.netCost.allowance.factsLabel')}>
            <Fact term={t('rent.netCost.allowance.employerYearly')}>
              <Money cents={allowance.employerYearlyCents} />
            </Fact>
            <Fact term={t('rent.netCost.allowance.ceiling')}>
              <Money cents={allowance.ceilingCents} />
            </Fact>
            <Fact term={t('rent.netCost.allowance.combinedCeiling')}>
              <Money cents={FMD_COMBINED_CEILING.value} />
            </Fact>
          </DescriptionList>
          <Text variant="bodyStrong">
            {allowance.withinCeiling
              ? t('rent.netCost.allowance.within')
              : t('rent.netCost.allowance.above', {
                  amount: formatMoney(allowance.aboveCeilingCents, locale),
                })}
          </Text>
        </Stack>
        <Stack gap="3">
          <Text variant="subsectionTitle" as="h3">
            {t('rent.netCost.tax.title')}
          </Text>
          <Text>{t('rent.netCost.tax.intro', { percent, until })}</Text>
          <DescriptionList aria-label={t('rent.netCost.tax.factsLabel')}>
            <Fact term={t('rent.netCost.tax.employerLease', { months: lease.months })}>
              <Money cents={lease.employerCents} />
            </Fact>
            <Fact term={t('rent.netCost.tax.eligible', { until })}>
              <Money cents={tax.eligibleEmployerCents} />
            </Fact>
            <Fact term={t('rent.netCost.tax.reduction', { percent })}>
              <Money cents={tax.reductionCents} emphasis="strong" />
            </Fact>
            <Fact term={t('rent.netCost.tax.taxYear', { year: taxYear })}>
              <Money cents={tax.taxYearReductionCents} />
            </Fact>
            <Fact term={t('rent.netCost.tax.employerNet')}>
              <Money cents={tax.employerNetCents} />
            </Fact>
          </DescriptionList>
        </Stack>
      </Stack>
    </Card>
  );
}

/** One term and its value of a figure's facts (read from the start: long source names wrap). */
function SourceFact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.factRow}>
      <dt className={netCostStyles.sourceTerm}>
        <Text as="span" variant="bodySmall">
          {term}
        </Text>
      </dt>
      <dd className={netCostStyles.sourceValue}>{children}</dd>
    </div>
  );
}

/** Every figure with its source, date and status (issue 14 "every figure says where it comes from"). */
function Sources({ figures }: { figures: readonly SourcedFigure[] }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const text = useFigureText();
  const captionId = useId();
  return (
    <Card title={t('rent.netCost.sources.title')} headingLevel={2}>
      <Stack gap="3">
        <Text id={captionId}>{t('rent.netCost.sources.caption')}</Text>
        <ul className={netCostStyles.sources} aria-labelledby={captionId}>
          {figures.map((figure) => (
            <li key={figure.id} className={netCostStyles.source} data-figure={figure.id}>
              <Text variant="bodyStrong" as="h3">
                {text.label(figure)}
              </Text>
              <dl className={netCostStyles.sourceFacts}>
                <SourceFact term={t('rent.netCost.sources.value')}>{text.value(figure)}</SourceFact>
                <SourceFact term={t('rent.netCost.sources.source')}>
                  <Stack gap="1">
                    {figure.status === 'our-assumption' ? (
                      <Text as="span">
                        {figure.id.startsWith('distance-band-')
                          ? t('rent.netCost.sources.assumption.distanceBand')
                          : t(
                              assumptionIds[figure.id] ??
                                'rent.netCost.sources.status.ourAssumption',
                            )}
                      </Text>
                    ) : (
                      // The source's own name (a law article, a price list): not translated.
                      <Text as="span">{figure.source}</Text>
                    )}
                    {figure.url ? (
                      <Link href={figure.url} isExternal>
                        {t('rent.netCost.sources.check', { site: new URL(figure.url).hostname })}
                      </Link>
                    ) : null}
                  </Stack>
                </SourceFact>
                <SourceFact term={t('rent.netCost.sources.date')}>
                  {figure.until
                    ? t('rent.netCost.sources.fromUntil', {
                        from: longDate(figure.asOf, locale),
                        until: longDate(figure.until, locale),
                      })
                    : longDate(figure.asOf, locale)}
                </SourceFact>
                <SourceFact term={t('rent.netCost.sources.status')}>
                  <Badge tone={statusTones[figure.status]}>{t(statusIds[figure.status])}</Badge>
                </SourceFact>
              </dl>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}

/**
 * /my-rent/net-cost (issue 14 "a net-cost view"): what the rider's 36 months cost after the
 * employer's share, against the buyout and the bike's price new, against keeping the current commute
 * (spec §3 questionnaire), and the employer's share against the sustainable-mobility allowance and
 * the bike-fleet tax reduction — every figure computed by `@velo/leasing` `netCost` and listed with
 * its source, date and status. Information, not tax advice: the notice says so before any figure.
 */
export default function NetCostScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { rental, commute, today } = useLoaderData() as NetCostData;
  const title = <PageTitle>{t('rent.netCost.title')}</PageTitle>;
  const back = (
    <Link variant="standalone" href="/my-rent">
      {t('rent.netCost.back')}
    </Link>
  );
  if (!rental) {
    return (
      <Stack gap="5">
        {title}
        <Text>{t('rent.netCost.noRental')}</Text>
        {back}
      </Stack>
    );
  }
  const view = netCost({
    // The split recorded on the contract, as /my-rent's early end reads it (@velo/leasing).
    ...recordedRentalInput(rental),
    bikePriceCents: rental.bikePriceCents,
    commute,
    today,
  });
  // The combined ceiling is shown next to the single one: listed with its source too.
  const figures = view.figures.some((figure) => figure.id === FMD_COMBINED_CEILING.id)
    ? view.figures
    : [view.figures[0], FMD_COMBINED_CEILING, ...view.figures.slice(1)].filter(
        (figure): figure is SourcedFigure => figure !== undefined,
      );
  return (
    <Stack gap="5">
      {title}
      {back}
      <InlineAlert tone="warning">
        <Stack gap="2">
          <Text variant="bodyStrong">{t('rent.netCost.notice.title')}</Text>
          <Text>{t('rent.netCost.notice.body')}</Text>
          {view.figuresMayBeOutdated ? (
            <Text>
              {t('rent.netCost.notice.outdated', {
                year: view.taxYear,
                checked: longDate(MOBILITY_FIGURES_CHECKED_ON, locale),
              })}
            </Text>
          ) : null}
        </Stack>
      </InlineAlert>
      <Text>
        {t('rent.netCost.intro', {
          bike: `${rental.bike.brand} ${rental.bike.model}`,
          year: view.taxYear,
          today: longDate(today, locale),
        })}
      </Text>
      <Lease view={view} />
      <Buyout view={view} />
      <Commute view={view} />
      <Employer view={view} />
      <Sources figures={figures} />
    </Stack>
  );
}

import { useSubmission } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { LEASE_DURATION_MONTHS } from '@velo/leasing';
import { EquipmentLines, SponsorshipLinks } from '@velo/leasing-ui';
import { Badge, type BadgeTone } from '@velo/ui/Badge';
import { Card } from '@velo/ui/Card';
import { DescriptionList, DescriptionRow as Fact } from '@velo/ui/DescriptionList';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { LinkGroup } from '@velo/ui/LinkGroup';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useLoaderData } from 'react-router-dom';
import type { MyRentData, RentOutcome } from './data';
import { EarlyEnd } from './EarlyEnd';
import { EndOfLease } from './EndOfLease';
import type { Rental, RentalStatus } from './rental';
import { Revisions } from './Revisions';
import { Schedule } from './Schedule';

const statusIds = {
  active: 'rent.status.active',
  extended: 'rent.status.extended',
  ended: 'rent.status.ended',
} as const;
const statusTones: Record<RentalStatus, BadgeTone> = {
  active: 'success',
  extended: 'information',
  ended: 'neutral',
};

const longDate = (on: string, locale: Parameters<typeof formatDate>[1]) =>
  formatDate(on, locale, { dateStyle: 'long' });

/** No rental: where one comes from (the request of /my-offer, or the catalogue). */
function NoRental() {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t('routes.myRent')}</PageTitle>
      <Card title={t('rent.empty.title')} headingLevel={2}>
        <Stack gap="3">
          <Text>{t('rent.empty.body')}</Text>
          <LinkGroup
            links={[
              { href: '/my-offer', label: t('rent.empty.offer') },
              { href: '/bikes', label: t('rent.empty.catalogue') },
            ]}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * The contract at a glance (issue 14): the bike, its size, the store, the equipment, the dates, the
 * monthly rent and its split, the free months, and the insurance (spec §3 "insurance franchise,
 * insurance monthly cost").
 */
function ContractAtAGlance({ rental }: { rental: Rental }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { bike, size, store } = rental;
  return (
    <Card title={t('rent.contract.title')} headingLevel={2}>
      <Stack gap="4">
        <Stack gap="1">
          <Text variant="bodyStrong">
            {bike.brand} {bike.model}
          </Text>
          {size ? (
            <Text>
              {size.label === 'unique'
                ? t('rent.contract.sizeUnique')
                : t('rent.contract.size', { size: size.label })}
            </Text>
          ) : null}
          {store ? (
            <Text>
              {t('rent.contract.store', {
                store: store.name,
                address: `${store.street}, ${store.postalCode} ${store.city}`,
              })}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="2">
          <Text variant="subsectionTitle" as="h3">
            {t('rent.contract.equipment')}
          </Text>
          <EquipmentLines items={rental.equipment} emptyText={t('rent.contract.noEquipment')} />
        </Stack>
        <DescriptionList aria-label={t('rent.contract.factsLabel')}>
          <Fact term={t('rent.contract.startedOn')}>{longDate(rental.startedOn, locale)}</Fact>
          <Fact term={t('rent.contract.endsOn')}>{longDate(rental.endsOn, locale)}</Fact>
          {rental.status === 'active' ? (
            <Fact term={t('rent.contract.month')}>
              {t('rent.contract.monthValue', {
                month: rental.month,
                total: LEASE_DURATION_MONTHS,
              })}
            </Fact>
          ) : null}
          <Fact term={t('rent.contract.bikePrice')}>
            <Money cents={rental.bikePriceCents} />
          </Fact>
          <Fact term={t('rent.contract.monthlyRent')}>
            <Money cents={rental.monthlyRentCents} />
          </Fact>
          <Fact term={t('rent.contract.employerShare')}>
            <Money cents={rental.employerContributionCents} />
          </Fact>
          <Fact term={t('rent.contract.riderShare')}>
            <Money cents={rental.riderContributionCents} emphasis="strong" />
          </Fact>
          <Fact term={t('rent.contract.freeMonths')}>
            {t('rent.contract.freeMonthsValue', { count: rental.monthsOfFreeRent })}
          </Fact>
          <Fact term={t('rent.contract.insuranceMonthly')}>
            <Money cents={rental.insuranceMonthlyCents} />
          </Fact>
          <Fact term={t('rent.contract.insuranceFranchise')}>
            <Money cents={rental.insuranceFranchiseCents} />
          </Fact>
        </DescriptionList>
        <Text variant="bodySmall">{t('rent.contract.insuranceNote')}</Text>
      </Stack>
    </Card>
  );
}

/** The next direct debit (spec §3 "next due date, next direct debit price"), or that none is left. */
function NextDebit({ rental }: { rental: Rental }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const next = rental.nextDirectDebit;
  return (
    <Card title={t('rent.nextDebit.title')} headingLevel={2} tone="primary">
      {next ? (
        <Stack gap="2">
          <Text variant="sectionTitle" as="p">
            <Money cents={next.amountCents} emphasis="strong" />
          </Text>
          <Text>
            {t('rent.nextDebit.on', { date: longDate(next.on, locale), month: next.month })}
          </Text>
          {rental.month <= rental.monthsOfFreeRent ? (
            <Text>{t('rent.nextDebit.freeMonths', { count: rental.monthsOfFreeRent })}</Text>
          ) : null}
          <Text variant="bodySmall">{t('rent.nextDebit.share')}</Text>
        </Stack>
      ) : (
        <Text>{t('rent.nextDebit.none')}</Text>
      )}
    </Card>
  );
}

/** The two-year extension running after month 36 (spec §4, §9), at its reduced rent. */
function Extension({ extension }: { extension: NonNullable<Rental['extension']> }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  return (
    <Card title={t('rent.extension.title')} headingLevel={2}>
      <Stack gap="3">
        <Text>
          {t('rent.extension.dates', {
            from: longDate(extension.startedOn, locale),
            to: longDate(extension.endsOn, locale),
          })}
        </Text>
        <DescriptionList>
          <Fact term={t('rent.extension.rent')}>
            <Money cents={extension.monthlyRentCents} />
          </Fact>
          <Fact term={t('rent.extension.riderShare')}>
            <Money cents={extension.riderMonthlyCents} emphasis="strong" />
          </Fact>
        </DescriptionList>
      </Stack>
    </Card>
  );
}

/**
 * An ended rental: its end and what became of the bank details (spec §9: deleted automatically
 * six months after the end), then a way to a new bike.
 */
function Ended({ rental }: { rental: Rental }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  return (
    <InlineAlert tone="information">
      <Stack gap="2">
        <Text variant="bodyStrong">
          {rental.endedOn
            ? t('rent.ended.on', { date: longDate(rental.endedOn, locale) })
            : t('rent.ended.title')}
        </Text>
        {rental.bankDetailsDeletedOn ? (
          <Text>
            {t('rent.ended.bankDeleted', { date: longDate(rental.bankDetailsDeletedOn, locale) })}
          </Text>
        ) : rental.bankDetailsKeptUntil ? (
          <Text>
            {t('rent.ended.bankKept', { date: longDate(rental.bankDetailsKeptUntil, locale) })}
          </Text>
        ) : null}
        <Link variant="standalone" href="/bikes">
          {t('rent.ended.newBike')}
        </Link>
      </Stack>
    </InlineAlert>
  );
}

/**
 * /my-rent (spec §2.2, private, not restricted; §2.3; issue 14): the rider's rental — its state,
 * the contract at a glance, the next debit, the schedule with its chart, the revisions and the
 * service voucher, the end-of-lease choice, and the early return or buyout with their eligibility
 * explained. An ended rental shows its end and the bank details' fate; none, a way to get one.
 */
export default function MyRentScreen() {
  const t = useFormatMessage();
  const data = useLoaderData() as MyRentData;
  // Held here, not in the sections: after a write the router reads the rental again and a section
  // may change shape; the answer must stay on the page.
  const submission = useSubmission<RentOutcome>();
  const { rental, today } = data;
  if (!rental) return <NoRental />;
  const running = rental.status !== 'ended';
  const endOfLeaseOpen = rental.status === 'active' && rental.endOfLease.state === 'open';

  return (
    <Stack gap="5">
      <PageTitle>{t('routes.myRent')}</PageTitle>
      <Inline gap="3" align="center">
        <Text as="span">{t('rent.status.label')}</Text>
        <Badge tone={statusTones[rental.status]}>{t(statusIds[rental.status])}</Badge>
      </Inline>
      {running ? null : <Ended rental={rental} />}
      {running ? <NextDebit rental={rental} /> : null}
      {/* Open, the end-of-lease choice is what the rider has to do now: near the top (spec §4). */}
      {endOfLeaseOpen ? <EndOfLease rental={rental} today={today} submission={submission} /> : null}
      {rental.extension ? <Extension extension={rental.extension} /> : null}
      <ContractAtAGlance rental={rental} />
      {/* Issue 14's net-cost view, on a page of its own (/my-rent/net-cost). */}
      <Link variant="standalone" href="/my-rent/net-cost">
        {t('rent.netCost.link')}
      </Link>
      <Schedule schedule={rental.schedule} />
      {running ? <Revisions data={data} rental={rental} submission={submission} /> : null}
      {rental.status === 'active' && !endOfLeaseOpen ? (
        <EndOfLease rental={rental} today={today} submission={submission} />
      ) : null}
      {rental.status === 'active' ? (
        <EarlyEnd rental={rental} today={today} submission={submission} />
      ) : null}
      {/* Spec §1: a rider with a bike sponsors colleagues and has it checked at a sports store. */}
      {running ? <SponsorshipLinks offer={data.sponsorship} /> : null}
    </Stack>
  );
}

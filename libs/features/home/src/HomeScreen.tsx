import { lastLoginAtom, managesFleet, profileAtom } from '@velo/auth';
import { useSubmission } from '@velo/data';
import { formatDate, formatMoney, formatPercent, useFormatMessage, useLocale } from '@velo/i18n';
import { journeyView } from '@velo/leasing';
import { JourneyTracker, SponsorshipLinks, type JourneyLinks } from '@velo/leasing-ui';
import {
  EmailConfirmationResend,
  type ResendAnswer,
} from '@velo/leasing-ui/EmailConfirmationResend';
import { Card } from '@velo/ui/Card';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useAtomValue } from 'jotai';
import { useLoaderData } from 'react-router-dom';
import type { CompanyOffer } from './data';

export interface HomeScreenProps {
  /** Where the journey tracker's links lead: the app's addresses. */
  journeyLinks: JourneyLinks;
}

/**
 * / (home): the rider's company offer from the clients endpoints (the active commercial offer, the
 * employer's contribution, the company's banner link), where the account stands (refused by the
 * company, with its motive and whom to ask (issue 27); its e-mail address to confirm, with a new
 * link on request (issue 26); pending approval; the fleet-management entry for fleet managers)
 * and, once the rider has a lease request, its journey tracker with the next action (issue 13);
 * the links to sponsorship (while the company's offer runs) and the bike check (its flag on).
 */
export default function HomeScreen({ journeyLinks }: HomeScreenProps) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { offer, contribution, banner, lease, sponsorship } = useLoaderData() as CompanyOffer;
  const profile = useAtomValue(profileAtom);
  const lastLogin = useAtomValue(lastLoginAtom);
  const resending = useSubmission<ResendAnswer>();
  const title = profile?.firstName
    ? t('home.titleWithName', { firstName: profile.firstName })
    : t('home.title');
  const refusal = profile?.approvalRefusal ?? null;

  return (
    <Stack gap="5">
      <PageTitle>{title}</PageTitle>
      {refusal ? (
        // Issue 27: the company decided; waiting or confirming the address changes nothing now.
        <Card title={t('home.approval.refused.title')} headingLevel={2}>
          <Stack gap="2">
            <Text>
              {t('home.approval.refused.body', { refusedAt: new Date(refusal.refusedAt) })}
            </Text>
            {refusal.motive ? (
              <Text>{t('home.approval.refused.motive', { motive: refusal.motive })}</Text>
            ) : null}
            <Text>{t('home.approval.refused.next')}</Text>
          </Stack>
        </Card>
      ) : profile?.emailConfirmed === false ? (
        // Until the address is confirmed the company is asked nothing: this, not the approval.
        <InlineAlert tone="warning">
          <Stack gap="3">
            <Text>{t('home.emailConfirmation.notice', { email: profile.email })}</Text>
            <EmailConfirmationResend email={profile.email} resending={resending} />
          </Stack>
        </InlineAlert>
      ) : profile && !profile.isApproved ? (
        <Card title={t('home.approval.title')} headingLevel={2}>
          <Text>
            {lastLogin?.approvalRequestedAt
              ? t('auth.login.approvalRequested', {
                  approvalRequestedAt: new Date(lastLogin.approvalRequestedAt),
                })
              : t('home.approval.pending')}
          </Text>
        </Card>
      ) : null}
      {lease ? (
        // Issue 13: where the rider's request stands and the one thing to do now, from the home page.
        <Stack gap="2">
          <JourneyTracker journey={journeyView(lease)} links={journeyLinks} />
          <Link variant="standalone" href="/my-offer">
            {t('home.lease.offerLink')}
          </Link>
          {lease.status === 'active' ? (
            // Issue 14: the bike is insured against theft and damage, with roadside assistance (spec §1).
            <Link variant="standalone" href="/incidents/new">
              {t('home.lease.reportIncident')}
            </Link>
          ) : null}
        </Stack>
      ) : null}
      {managesFleet(profile, lastLogin) ? (
        <Card title={t('home.fleet.title')} headingLevel={2} tone="primary">
          <Text>{t('home.fleet.body')}</Text>
          <Link variant="standalone" href="/dashboard">
            {t('home.fleet.link')}
          </Link>
        </Card>
      ) : null}
      <Card title={t('home.offer.title')} headingLevel={2}>
        <Text>{t('home.offer.lease')}</Text>
        {offer ? (
          <>
            <Text variant="bodyStrong">{offer.name}</Text>
            <Text>
              {offer.endDate
                ? t('home.offer.period', {
                    start: formatDate(offer.startDate, locale),
                    end: formatDate(offer.endDate, locale),
                  })
                : t('home.offer.since', { start: formatDate(offer.startDate, locale) })}
            </Text>
            {offer.monthsOfFreeRent > 0 ? (
              <Text>{t('home.offer.freeMonths', { count: offer.monthsOfFreeRent })}</Text>
            ) : null}
          </>
        ) : (
          <Text>{t('home.offer.none')}</Text>
        )}
      </Card>
      {contribution ? (
        <Card title={t('home.contribution.title')} headingLevel={2}>
          <Text>
            {t('home.contribution.rate', {
              rate: formatPercent(contribution.employerContributionRate, locale),
            })}
          </Text>
          {contribution.monthlyEmployerContributionCapCents !== null ? (
            <Text>
              {t('home.contribution.cap', {
                amount: formatMoney(contribution.monthlyEmployerContributionCapCents, locale),
              })}
            </Text>
          ) : null}
        </Card>
      ) : null}
      {profile?.isApproved ? (
        // /sponsorship and /bikeCheck are restricted routes (spec §2.2): offered once approved.
        <SponsorshipLinks offer={sponsorship} />
      ) : null}
      {banner && /^https?:\/\//.test(banner.url) ? (
        // The company's own page, outside the app: an ordinary link that says it leaves.
        <Link variant="standalone" href={banner.url} isExternal>
          {banner.label}
        </Link>
      ) : null}
    </Stack>
  );
}

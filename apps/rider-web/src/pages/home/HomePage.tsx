import { hasRight, lastLoginAtom, profileAtom, snackbarAtom } from '@velo/auth';
import type { ApiResult, Schemas } from '@velo/api-sdk';
import { formatDate, formatMoney, formatPercent, useLocale } from '@velo/i18n';
import { Card } from '@velo/ui/Card';
import { Link } from '@velo/ui/Link';
import { Spinner } from '@velo/ui/Spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/ApiContext';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useT } from '../../components/useT';

interface CompanyOffer {
  offer: Schemas['CommercialOffer'] | null;
  contribution: Schemas['EmployerContributionAndFmdValue'] | null;
  banner: Schemas['BannerLink'] | null;
}

type OfferState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: CompanyOffer };

/** The name of the fleet-management right (spec section 6 leaves the names unshown; the backend's). */
export const fleetManagementRight = 'fleetManagement';

function valueOf<T>(result: ApiResult<T>): T | null | 'failed' {
  if (result.ok) return result.data;
  // No active offer or banner is a normal answer for a company, not a fault.
  if (result.kind === 'http' && result.status === 404) return null;
  return 'failed';
}

/**
 * / (home): the rider's company offer from the clients endpoints: the active commercial offer, the
 * employer's contribution and the company's banner link; plus where the account stands.
 */
export function HomePage() {
  const t = useT();
  const api = useApi();
  const { locale } = useLocale();
  const profile = useAtomValue(profileAtom);
  const lastLogin = useAtomValue(lastLoginAtom);
  const showSnackbar = useSetAtom(snackbarAtom);
  const clientId = profile?.clientId ?? null;
  const [loaded, setState] = useState<OfferState>({ kind: 'loading' });
  // An account without a company has no offer to fetch.
  const state: OfferState =
    clientId === null
      ? { kind: 'ready', value: { offer: null, contribution: null, banner: null } }
      : loaded;

  useEffect(() => {
    if (clientId === null) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    void Promise.all([
      api.clients.getActiveCommercialOffer(clientId, options),
      api.clients.getEmployerContributionAndFmdValue(clientId, options),
      api.clients.getBannerLink(clientId, options),
    ]).then(([offer, contribution, banner]) => {
      if (controller.signal.aborted) return;
      const values = [valueOf(offer), valueOf(contribution), valueOf(banner)] as const;
      if (values.includes('failed')) {
        setState({ kind: 'failed' });
        // 503 already switched to the maintenance page and 401 to the login page.
        const statuses = [offer, contribution, banner].map((r) => r.status);
        if (!statuses.includes(503) && !statuses.includes(401)) showSnackbar({});
        return;
      }
      const [o, c, b] = values as unknown as [
        CompanyOffer['offer'],
        CompanyOffer['contribution'],
        CompanyOffer['banner'],
      ];
      setState({ kind: 'ready', value: { offer: o, contribution: c, banner: b } });
    });
    return () => controller.abort();
  }, [api, clientId, showSnackbar]);

  const isFleetManager =
    lastLogin?.hasFleetManagementRights === true || hasRight(profile, fleetManagementRight);
  const title = profile?.firstName
    ? t('home.titleWithName', { firstName: profile.firstName })
    : t('home.title');

  return (
    <RiderPage title={title} width="medium">
      <div className={styles.stack}>
        {profile && !profile.isApproved ? (
          <Card title={t('home.approval.title')} headingLevel={2}>
            <p>
              {lastLogin?.approvalRequestedAt
                ? t('auth.login.approvalRequested', {
                    approvalRequestedAt: new Date(lastLogin.approvalRequestedAt),
                  })
                : t('home.approval.pending')}
            </p>
          </Card>
        ) : null}
        {isFleetManager ? (
          <Card title={t('home.fleet.title')} headingLevel={2} tone="primary">
            <p>{t('home.fleet.body')}</p>
            <Link variant="standalone" href="/dashboard">
              {t('home.fleet.link')}
            </Link>
          </Card>
        ) : null}
        {state.kind === 'loading' ? <Spinner label={t('app.loading')} locale={locale} /> : null}
        {state.kind === 'failed' ? <p role="alert">{t('errors.tryAgainLater')}</p> : null}
        {state.kind === 'ready' ? (
          <>
            <Card title={t('home.offer.title')} headingLevel={2}>
              <p>{t('home.offer.lease')}</p>
              {state.value.offer ? (
                <>
                  <p>
                    <strong>{state.value.offer.name}</strong>
                  </p>
                  <p>
                    {state.value.offer.endDate
                      ? t('home.offer.period', {
                          start: formatDate(state.value.offer.startDate, locale),
                          end: formatDate(state.value.offer.endDate, locale),
                        })
                      : t('home.offer.since', {
                          start: formatDate(state.value.offer.startDate, locale),
                        })}
                  </p>
                  {state.value.offer.monthsOfFreeRent > 0 ? (
                    <p>
                      {t('home.offer.freeMonths', { count: state.value.offer.monthsOfFreeRent })}
                    </p>
                  ) : null}
                </>
              ) : (
                <p>{t('home.offer.none')}</p>
              )}
            </Card>
            {state.value.contribution ? (
              <Card title={t('home.contribution.title')} headingLevel={2}>
                <p>
                  {t('home.contribution.rate', {
                    rate: formatPercent(state.value.contribution.employerContributionRate, locale),
                  })}
                </p>
                {state.value.contribution.monthlyEmployerContributionCap !== null ? (
                  <p>
                    {t('home.contribution.cap', {
                      amount: formatMoney(
                        state.value.contribution.monthlyEmployerContributionCap,
                        locale,
                      ),
                    })}
                  </p>
                ) : null}
              </Card>
            ) : null}
            {state.value.banner && /^https?:\/\//.test(state.value.banner.url) ? (
              <p>
                {/* The company's own page: outside the app, opened as an ordinary link. */}
                <a href={state.value.banner.url} rel="noopener noreferrer">
                  {state.value.banner.label}
                </a>
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </RiderPage>
  );
}

export default HomePage;

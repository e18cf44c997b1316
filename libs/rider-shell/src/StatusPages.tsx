import type { WrongConnectionPageProps } from '@velo/auth/shell';
import { isDataFailure } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { siteLinks } from '@velo/site-config';
import { useState } from 'react';
import { useNavigate, useRevalidator, useRouteError } from 'react-router-dom';
import { MaintenanceIllustration } from './MaintenanceIllustration';
import { RiderFrame } from './RiderLayout';

/** Spec section 2.1: shown instead of every route once the server answered 503. */
export function MaintenancePage() {
  const t = useFormatMessage();
  return (
    <RiderFrame pathname="" showAreas={false}>
      <Stack gap="5">
        <PageTitle>{t('maintenance.title')}</PageTitle>
        <MaintenanceIllustration />
        <Text>{t('maintenance.subtitle')}</Text>
        <div>
          <Button onPress={() => window.location.reload()}>{t('maintenance.refresh')}</Button>
        </div>
      </Stack>
    </RiderFrame>
  );
}

/** Spec section 2.1: the restricted page, in place of a route the account may not open yet. */
export function RestrictedPage() {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t('restricted.title')}</PageTitle>
      <Text>{t('restricted.body')}</Text>
      <Link variant="standalone" href="/">
        {t('nav.home')}
      </Link>
    </Stack>
  );
}

/** The catalogue id of each role's name (spec section 6); another role reads "other profile". */
const roleNameIds = {
  rider: 'roles.rider',
  retailer: 'roles.retailer',
  leaser: 'roles.leaser',
  admin: 'roles.admin',
} as const;
function roleNameId(role: string) {
  return role in roleNameIds ? roleNameIds[role as keyof typeof roleNameIds] : 'roles.other';
}

/** Spec sections 2.1 and 6: the connected role does not belong to this front end. */
export function WrongConnectionPage({ role, roleBasePath, onLogout }: WrongConnectionPageProps) {
  const t = useFormatMessage();
  const navigate = useNavigate();
  return (
    <Stack gap="5">
      <PageTitle>{t('wrongConnection.title')}</PageTitle>
      <Text>{t('wrongConnection.body', { role: t(roleNameId(role)) })}</Text>
      {roleBasePath ? (
        // Another front end of the platform: an absolute address, loaded by the browser.
        <Link variant="standalone" href={new URL(roleBasePath, window.location.origin).href}>
          {t('wrongConnection.goToOwnSpace')}
        </Link>
      ) : null}
      <div>
        <Button
          variant="secondary"
          onPress={() => {
            void onLogout().then(() => navigate('/login'));
          }}
        >
          {t('wrongConnection.logout')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * What replaces a screen whose data or code failed, inside the frame (the one error policy of
 * @velo/data): a server or network fault gives the error state with a retry (the snackbar is raised
 * by the boundary); a 401 or a 503 shows nothing of its own while the logout or the maintenance page
 * takes over; a chunk that failed after its reload (spec section 4) says the page could not be shown.
 * When a retry fails again, and on the page that could not be shown, the rider is pointed to the
 * customer service (spec section 8, "contact customer service").
 */
export function RouteErrorPage() {
  const t = useFormatMessage();
  const error = useRouteError();
  const revalidator = useRevalidator();
  // A retry that failed again: the fault is not passing, so the rider is told whom to ask.
  const [retried, setRetried] = useState(false);
  if (isDataFailure(error)) {
    if (error.kind !== 'unavailable') return null;
    const retrying = revalidator.state === 'loading';
    return (
      <Stack gap="5">
        <PageTitle>{t('errors.default')}</PageTitle>
        <InlineAlert tone="error">{t('errors.tryAgainLater')}</InlineAlert>
        {retried && !retrying ? <ContactCustomerService /> : null}
        <div>
          <Button
            isLoading={retrying}
            onPress={() => {
              setRetried(true);
              void revalidator.revalidate();
            }}
          >
            {t('errors.retry')}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <PageTitle>{t('errors.page.title')}</PageTitle>
      <Text>{t('errors.tryAgainLater')}</Text>
      <ContactCustomerService />
      <div>
        <Button onPress={() => window.location.reload()}>{t('maintenance.refresh')}</Button>
      </div>
    </Stack>
  );
}

/** Spec section 8's "contact customer service", as a link to the contact page (a new window). */
function ContactCustomerService() {
  const t = useFormatMessage();
  return (
    <Text>
      <Link href={siteLinks.contact} isExternal>
        {t('errors.contactCustomerService')}
      </Link>
    </Text>
  );
}

import type { WrongConnectionPageProps } from '@velo/auth/shell';
import { Button } from '@velo/ui/Button';
import { Link } from '@velo/ui/Link';
import { useNavigate, useRouteError } from 'react-router-dom';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useT } from '../../components/useT';
import { MaintenanceIllustration } from './MaintenanceIllustration';

/** Spec section 2.1: shown instead of every route once the server answered 503. */
export function MaintenancePage() {
  const t = useT();
  return (
    <RiderPage title={t('maintenance.title')}>
      <div className={styles.stack}>
        <MaintenanceIllustration />
        <p>{t('maintenance.subtitle')}</p>
        <div>
          <Button onPress={() => window.location.reload()}>{t('maintenance.refresh')}</Button>
        </div>
      </div>
    </RiderPage>
  );
}

/** Spec section 2.1: the restricted page, in place of a route the account may not open yet. */
export function RestrictedPage() {
  const t = useT();
  return (
    <RiderPage title={t('restricted.title')}>
      <p>{t('restricted.body')}</p>
      <p>
        <Link href="/">{t('nav.home')}</Link>
      </p>
    </RiderPage>
  );
}

/** Spec sections 2.1 and 6: the connected role does not belong to this front end. */
export function WrongConnectionPage({ role, roleBasePath, onLogout }: WrongConnectionPageProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <RiderPage title={t('wrongConnection.title')}>
      <div className={styles.stack}>
        <p>{t('wrongConnection.body', { role: t(roleNameId(role)) })}</p>
        {roleBasePath ? (
          <p>
            {/* Another front end of the platform: a full page load, outside this app's router. */}
            <a href={roleBasePath}>{t('wrongConnection.goToOwnSpace')}</a>
          </p>
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
      </div>
    </RiderPage>
  );
}

/** The catalogue id of each role's name (spec section 6); another role reads "other profile". */
const roleNameIds: Readonly<Record<string, string>> = {
  rider: 'roles.rider',
  retailer: 'roles.retailer',
  leaser: 'roles.leaser',
  admin: 'roles.admin',
};
function roleNameId(role: string): string {
  return roleNameIds[role] ?? 'roles.other';
}

/** What a route that failed for good shows (spec section 4: a chunk that fails after the reload). */
export function ErrorPage() {
  const t = useT();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <RiderPage title={t('errors.page.title')}>
      <div className={styles.stack}>
        <p>{t('errors.tryAgainLater')}</p>
        <div>
          <Button onPress={() => window.location.reload()}>{t('maintenance.refresh')}</Button>
        </div>
      </div>
    </RiderPage>
  );
}

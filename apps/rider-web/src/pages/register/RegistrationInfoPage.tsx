import { Link } from '@velo/ui/Link';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useT } from '../../components/useT';

/**
 * /registration and /register. Riders join through their employer: the invitation link the company
 * sends opens the registration form. This page says so and points to the other ways in.
 */
export function RegistrationInfoPage() {
  const t = useT();
  return (
    <RiderPage title={t('auth.registration.title')}>
      <div className={styles.stack}>
        <p>{t('registration.info.invitation')}</p>
        <p>{t('registration.info.noInvitation')}</p>
        <div className={styles.links}>
          <Link variant="standalone" href="/register/noClient">
            {t('registration.info.noClientLink')}
          </Link>
          <Link variant="standalone" href="/login">
            {t('auth.registration.alreadyRegistered')}
          </Link>
        </div>
      </div>
    </RiderPage>
  );
}

export default RegistrationInfoPage;

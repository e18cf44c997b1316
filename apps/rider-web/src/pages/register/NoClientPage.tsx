import { Link } from '@velo/ui/Link';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useT } from '../../components/useT';

/** /register/noClient: for an employee whose company does not offer Velo yet (spec section 1 offer). */
export function NoClientPage() {
  const t = useT();
  return (
    <RiderPage title={t('registration.noClient.title')}>
      <div className={styles.stack}>
        <p>{t('registration.noClient.offer')}</p>
        <p>{t('registration.noClient.askEmployer')}</p>
        <Link variant="standalone" href="/registration">
          {t('registration.noClient.back')}
        </Link>
      </div>
    </RiderPage>
  );
}

export default NoClientPage;

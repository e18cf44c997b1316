import { profileAtom } from '@velo/auth';
import { Link } from '@velo/ui/Link';
import { useAtomValue } from 'jotai';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useT } from '../../components/useT';

/** /join/welcome: where a new rider lands after registering. */
export function JoinWelcomePage() {
  const t = useT();
  const profile = useAtomValue(profileAtom);
  return (
    <RiderPage title={t('join.welcome.title')}>
      <div className={styles.stack}>
        <p>
          {profile
            ? t('join.welcome.bodySignedIn', { firstName: profile.firstName })
            : t('join.welcome.body')}
        </p>
        {profile && !profile.isApproved ? <p>{t('join.welcome.pendingApproval')}</p> : null}
        <Link variant="standalone" href={profile ? '/' : '/login'}>
          {profile ? t('join.welcome.continue') : t('auth.login.submit')}
        </Link>
      </div>
    </RiderPage>
  );
}

export default JoinWelcomePage;

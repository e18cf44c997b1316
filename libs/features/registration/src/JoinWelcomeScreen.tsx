import { profileAtom } from '@velo/auth';
import { useFormatMessage } from '@velo/i18n';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useAtomValue } from 'jotai';

/** /join/welcome: where a new rider lands after registering. */
export default function JoinWelcomeScreen() {
  const t = useFormatMessage();
  const profile = useAtomValue(profileAtom);
  return (
    <Stack gap="5">
      <PageTitle>{t('join.welcome.title')}</PageTitle>
      <Text>
        {profile
          ? t('join.welcome.bodySignedIn', { firstName: profile.firstName })
          : t('join.welcome.body')}
      </Text>
      {profile ? <Text>{t('join.welcome.confirmEmail')}</Text> : null}
      {profile && !profile.isApproved ? <Text>{t('join.welcome.pendingApproval')}</Text> : null}
      <Link variant="standalone" href={profile ? '/' : '/login'}>
        {profile ? t('join.welcome.continue') : t('auth.login.submit')}
      </Link>
    </Stack>
  );
}

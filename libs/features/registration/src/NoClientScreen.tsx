import { useFormatMessage } from '@velo/i18n';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';

/** /register/noClient: for an employee whose company does not offer Velo yet (spec section 1 offer). */
export default function NoClientScreen() {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t('registration.noClient.title')}</PageTitle>
      <Text>{t('registration.noClient.offer')}</Text>
      <Text>{t('registration.noClient.askEmployer')}</Text>
      <Link variant="standalone" href="/registration">
        {t('registration.noClient.back')}
      </Link>
    </Stack>
  );
}

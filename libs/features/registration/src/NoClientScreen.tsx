import { useFormatMessage } from '@velo/i18n';
import { siteLinks } from '@velo/site-config';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';

/**
 * /register/noClient: no client company matched the work e-mail or the name typed on /register, or
 * the rider's company does not offer Velo yet (spec section 1 offer). The contact-subscription form
 * of spec section 1 lets the employee introduce Velo to their employer.
 */
export default function NoClientScreen() {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t('registration.noClient.title')}</PageTitle>
      <Text>{t('registration.noClient.notFound')}</Text>
      <Text>{t('registration.noClient.offer')}</Text>
      <Text>{t('registration.noClient.askEmployer')}</Text>
      <Link variant="standalone" href={siteLinks.contactSubscription} isExternal>
        {t('registration.noClient.contactSubscription')}
      </Link>
      <Link variant="standalone" href="/registration">
        {t('registration.noClient.back')}
      </Link>
    </Stack>
  );
}

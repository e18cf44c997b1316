import { useFormatMessage, useLocale } from '@velo/i18n';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { productVersion, publisher, releaseLabel, siteLinks } from '@velo/site-config';

/**
 * The legal notice (spec section 1): who publishes the service, its ORIAS registration as an
 * insurance intermediary and its Paris address, which a registered intermediary must show; how to
 * reach support; the version in use.
 */
export default function LegalNoticeScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { address } = publisher;
  return (
    <Stack gap="5">
      <PageTitle>{t('legal.title')}</PageTitle>
      <Stack as="section" gap="2" aria-labelledby="legal-publisher">
        <Text variant="sectionTitle" id="legal-publisher">
          {t('legal.publisher.title')}
        </Text>
        <Text>
          {t('legal.publisher.body', {
            name: publisher.name,
            street: address.street,
            postalCode: address.postalCode,
            city: address.city,
          })}
        </Text>
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="legal-orias">
        <Text variant="sectionTitle" id="legal-orias">
          {t('legal.orias.title')}
        </Text>
        <Text>{t('legal.orias.body', { number: publisher.oriasNumber })}</Text>
        <Link variant="standalone" href={publisher.oriasRegisterUrl} isExternal>
          {t('legal.orias.register')}
        </Link>
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="legal-support">
        <Text variant="sectionTitle" id="legal-support">
          {t('legal.support.title')}
        </Text>
        <Text>{t('legal.support.hours', { hours: publisher.supportHours[locale] })}</Text>
        <Link variant="standalone" href={siteLinks.contact} isExternal>
          {t('footer.contact')}
        </Link>
        <Link variant="standalone" href={siteLinks.termsOfUse} isExternal>
          {t('footer.terms')}
        </Link>
      </Stack>
      <Text variant="muted">
        {t('legal.version', { release: releaseLabel, version: productVersion })}
      </Text>
    </Stack>
  );
}

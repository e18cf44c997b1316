import { useFormatMessage } from '@velo/i18n';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';

/** A bike the catalogue does not hold (an old link): said, with the way back to the catalogue. */
export function UnknownBike() {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t('catalogue.bike.unknown')}</PageTitle>
      <Text>{t('catalogue.bike.unknownBody')}</Text>
      <Link variant="standalone" href="/bikes">
        {t('catalogue.bike.back')}
      </Link>
    </Stack>
  );
}

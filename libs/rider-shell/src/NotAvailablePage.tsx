import { useFormatMessage, type PlainMessageId } from '@velo/i18n';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';

/**
 * A screen of the route table whose content is not built yet: the route, its guard and its
 * parameters are real, so the guards can be proven on it; the page says honestly that it is not
 * available.
 */
export function NotAvailablePage({ titleId }: { titleId: PlainMessageId }) {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t(titleId)}</PageTitle>
      <Text>{t('notAvailable.body')}</Text>
      <Link variant="standalone" href="/">
        {t('nav.home')}
      </Link>
    </Stack>
  );
}

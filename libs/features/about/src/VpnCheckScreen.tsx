import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { useState } from 'react';

/**
 * The VPN-check route (spec section 2.2: a public route with a fixed identifier in its path). A company
 * network team opens it to confirm the app is reachable through their VPN or proxy: the page loading at
 * all is the answer, with the time it was served. Its path is `vpnCheckPath`.
 */
export default function VpnCheckScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const [checkedAt] = useState(() => new Date());
  return (
    <Stack gap="5">
      <PageTitle>{t('vpnCheck.title')}</PageTitle>
      <InlineAlert tone="success" role="status">
        {t('vpnCheck.body', {
          time: formatDate(checkedAt, locale, { dateStyle: 'long', timeStyle: 'medium' }),
        })}
      </InlineAlert>
    </Stack>
  );
}

import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The VPN-check route (spec section 2.2: a public route with a fixed identifier in its path). A company
 * network team opens it to confirm the app is reachable through their VPN or proxy: the page loading at
 * all is the answer, with the time it was served. Its path is `vpnCheckPath`. The HTML the build
 * prerenders says the page is reachable; the time is added by the app, once it runs (it is the
 * browser's time, never the build's).
 */
export default function VpnCheckScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const [checkedAt] = useState(() => new Date());
  // false while the page is rendered ahead (the build) or hydrated, true in the running app.
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <Stack gap="5">
      <PageTitle>{t('vpnCheck.title')}</PageTitle>
      <InlineAlert tone="success" role="status">
        {running
          ? t('vpnCheck.body', {
              time: formatDate(checkedAt, locale, { dateStyle: 'long', timeStyle: 'medium' }),
            })
          : t('vpnCheck.reachable')}
      </InlineAlert>
    </Stack>
  );
}

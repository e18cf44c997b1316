import { useLocale, formatDate } from '@velo/i18n';
import { useState } from 'react';
import { RiderPage } from '../../components/RiderPage';
import { useT } from '../../components/useT';

/**
 * The VPN-check route (spec section 2.2: a public route with a fixed identifier in its path). A company
 * network team opens it to confirm the app is reachable through their VPN or proxy: the page loading at
 * all is the answer, with the time it was served. Its path is `vpnCheckPath` in app/routeTable.tsx.
 */
export function VpnCheckPage() {
  const t = useT();
  const { locale } = useLocale();
  const [checkedAt] = useState(() => new Date());
  return (
    <RiderPage title={t('vpnCheck.title')}>
      <p role="status">
        {t('vpnCheck.body', {
          time: formatDate(checkedAt, locale, { dateStyle: 'long', timeStyle: 'medium' }),
        })}
      </p>
    </RiderPage>
  );
}

export default VpnCheckPage;

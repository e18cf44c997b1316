import { useDownload } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Inline } from '@velo/ui/Inline';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { pickupVoucherPdf, type LeaseRequest } from './data';

/**
 * The pickup voucher (spec section 4: "a pickup voucher is issued; the order is unlocked once any
 * extra contribution is paid"), once the platform has issued it: what it is for (shown at the store,
 * or to the courier for a home delivery), whether it is valid yet, and its PDF. The PDF is fetched
 * only on the click, with the session, and handed to the browser as a download (no token in a URL).
 */
export function PickupVoucher({ lease }: { lease: LeaseRequest }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { download, downloading } = useDownload(pickupVoucherPdf);
  if (!lease.pickupVoucherIssuedAt) return null;

  const use =
    lease.delivery === 'home'
      ? t('lease.pickupVoucher.useHome')
      : lease.store
        ? t('lease.pickupVoucher.useStoreNamed', { store: lease.store.name })
        : t('lease.pickupVoucher.useStore');

  return (
    <Card title={t('lease.pickupVoucher.title')} headingLevel={2}>
      <Stack gap="3">
        <Text variant="bodyStrong">{t('lease.pickupVoucher.issued')}</Text>
        <Text>
          {t('lease.pickupVoucher.issuedOn', {
            date: formatDate(lease.pickupVoucherIssuedAt, locale, {
              dateStyle: 'long',
              timeZone: 'Europe/Paris',
            }),
          })}
        </Text>
        <Text>{use}</Text>
        {lease.status === 'awaiting-payment' ? (
          <Text>{t('lease.pickupVoucher.lockedUntilPaid')}</Text>
        ) : lease.status === 'active' ? (
          <Text>{t('lease.pickupVoucher.delivered')}</Text>
        ) : null}
        <Inline gap="3">
          <Button
            variant="outline"
            isLoading={downloading !== null}
            onPress={() => void download('pickup-voucher.pdf', lease.id)}
          >
            {t('lease.pickupVoucher.openPdf')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

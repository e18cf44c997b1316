import { useFormatMessage } from '@velo/i18n';
import { Card } from '@velo/ui/Card';
import { Link } from '@velo/ui/Link';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useLoaderData } from 'react-router-dom';
import type { LeaseRequest } from './data';
import { ExtraContributionLines } from './ExtraContributionLines';
import { PayButton } from './PayButton';

/**
 * /payment (spec section 2.2, restricted; spec section 4: "the order is unlocked after payment of any
 * extra contribution"): the amount and why it is due, then "Payer", which sends the rider to the
 * payment provider's page; the provider brings them back to /payment/confirmed or /payment/failed.
 */
export default function PaymentScreen() {
  const t = useFormatMessage();
  const lease = useLoaderData() as LeaseRequest | null;
  const extra = lease?.extraContribution ?? null;
  const due = lease?.status === 'awaiting-payment' && extra !== null && extra.totalCents > 0;

  return (
    <Stack gap="5">
      <PageTitle>{t('routes.payment')}</PageTitle>
      {due && lease && extra ? (
        <Card title={t('payment.title')} headingLevel={2}>
          <Stack gap="4">
            <Text variant="bodyStrong">
              {t('payment.amount.label')} <Money cents={extra.totalCents} emphasis="strong" />
            </Text>
            <Text>{t('payment.why')}</Text>
            <ExtraContributionLines extra={extra} />
            <Text>{t('lease.order.unlockedAfterPayment')}</Text>
            <Text variant="bodySmall">{t('payment.provider')}</Text>
            <PayButton leaseRequestId={lease.id} label={t('payment.pay')} />
          </Stack>
        </Card>
      ) : (
        <Card title={t('payment.none.title')} headingLevel={2}>
          {extra?.paidAt ? (
            <ExtraContributionLines extra={extra} />
          ) : (
            <Text>{t('payment.nothingToPay')}</Text>
          )}
          <Link variant="standalone" href="/my-offer">
            {t('payment.backToOffer')}
          </Link>
        </Card>
      )}
    </Stack>
  );
}

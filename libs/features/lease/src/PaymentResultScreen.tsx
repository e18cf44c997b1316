import { useRefresh } from '@velo/data';
import { formatDate, formatMoney, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useLoaderData } from 'react-router-dom';
import type { PaymentResultData } from './data';
import { ExtraContributionLines } from './ExtraContributionLines';
import { PayButton } from './PayButton';

/** What each kind of payment pays, as the result pages say it. */
const kindNames = {
  'extra-contribution': 'payment.kind.extraContribution',
  buyout: 'payment.kind.buyout',
} as const;

/**
 * /payment/confirmed and /payment/failed (spec section 2.3, "payment result pages"): where the
 * provider sends the rider back. The page shows what the API says of the payment, whichever of the
 * two addresses it was reached by: only a payment the API calls succeeded unlocks the order. It
 * says what was paid: the extra contribution (back to /my-offer) or the end-of-lease buyout (spec
 * sections 4 and 9; back to /my-rent, where a failed buyout can be paid again until the deadline).
 */
export default function PaymentResultScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { payment, lease } = useLoaderData() as PaymentResultData;
  // "Check again": the provider may not have told the API yet; a read, not a write.
  const { refresh, refreshing } = useRefresh();
  const backToOffer = (
    <Link variant="standalone" href="/my-offer">
      {t('payment.backToOffer')}
    </Link>
  );

  if (!payment) {
    return (
      <Stack gap="5">
        <PageTitle>{t('payment.notFound.title')}</PageTitle>
        <Text>{t('payment.notFound.body')}</Text>
        {backToOffer}
      </Stack>
    );
  }

  const amount = formatMoney(payment.amountCents, locale);
  const buyout = payment.kind === 'buyout';
  // What the payment is for: its kind, and for the extra contribution its parts (the price above
  // the company's envelope, home delivery), as /payment showed them.
  const extra = buyout ? null : (lease?.extraContribution ?? null);
  const what = (
    <>
      <Text>{t('payment.what', { what: t(kindNames[payment.kind]) })}</Text>
      {extra && extra.totalCents > 0 ? (
        <ExtraContributionLines extra={extra} withState={false} />
      ) : null}
    </>
  );
  const back = buyout ? (
    <Link variant="standalone" href="/my-rent">
      {t('payment.backToRent')}
    </Link>
  ) : (
    backToOffer
  );

  if (payment.status === 'succeeded') {
    return (
      <Stack gap="5">
        <PageTitle>{t('payment.confirmed')}</PageTitle>
        <InlineAlert tone="success">
          <Stack gap="1">
            <Text variant="bodyStrong">
              {buyout ? t('payment.buyout.owned') : t('payment.unlocked')}
            </Text>
            {what}
            <Text>
              {payment.settledAt
                ? t('payment.paidOn', {
                    amount,
                    date: formatDate(payment.settledAt, locale, {
                      dateStyle: 'long',
                      timeZone: 'Europe/Paris',
                    }),
                  })
                : t('payment.paid', { amount })}
            </Text>
          </Stack>
        </InlineAlert>
        {back}
      </Stack>
    );
  }

  if (payment.status === 'pending') {
    return (
      <Stack gap="5">
        <PageTitle>{t('payment.pending.title')}</PageTitle>
        <Text>{t('payment.pending.body')}</Text>
        {what}
        <Stack gap="3" align="start">
          <Button variant="primary" isLoading={refreshing} onPress={() => void refresh()}>
            {t('payment.pending.refresh')}
          </Button>
          {back}
        </Stack>
      </Stack>
    );
  }

  // Failed or abandoned: spec section 8's texts, then a retry while the order still waits for it.
  const canRetry = lease?.status === 'awaiting-payment';
  return (
    <Stack gap="5">
      <PageTitle>{t('payment.errors.failed')}</PageTitle>
      <InlineAlert tone="error">
        {payment.status === 'abandoned'
          ? t('payment.abandoned')
          : buyout
            ? t('payment.buyout.refused')
            : t('payment.errors.subsidy')}
      </InlineAlert>
      {what}
      <Text>{t('payment.notCharged', { amount })}</Text>
      {buyout ? <Text>{t('payment.buyout.payAgain')}</Text> : null}
      {canRetry ? (
        <PayButton leaseRequestId={payment.leaseRequestId} label={t('payment.retry')} />
      ) : null}
      {back}
    </Stack>
  );
}

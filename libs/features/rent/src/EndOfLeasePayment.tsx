import type { Submission } from '@velo/data';
import {
  formatDate,
  formatMoney,
  useFormatMessage,
  useLocale,
  type PlainMessageId,
} from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useEffect, useId, useRef, useState } from 'react';
import type { RentOutcome } from './data';
import { leaveForProvider } from './leaveForProvider';
import type { Rental } from './rental';

/** Why the API refused to start the payment (409 of startBuyoutPayment), in the rider's words. */
const refusals: Record<string, PlainMessageId> = {
  BUYOUT_ALREADY_PAID: 'rent.end.pay.errors.alreadyPaid',
  END_OF_LEASE_CLOSED: 'rent.end.pay.errors.closed',
  BUYOUT_NOT_CHOSEN: 'rent.end.pay.errors.notChosen',
};

/**
 * The chosen buyout's payment (spec §4: "an unpaid buyout by the deadline leads to automatic
 * extension"; §9: the price is the resell ratio of the purchase price): while the buyout is chosen
 * and unpaid, its price, its deadline and a button that starts the payment (the route's action asks
 * the API) and sends the browser to the provider's hosted page, as the lease journey's payment does.
 * The provider brings the rider back to /payment/confirmed or /payment/failed. A refusal is said
 * next to the button, where focus moves (WCAG 3.3.1). Paid, the day it was paid.
 */
export function EndOfLeasePayment({
  rental,
  submission,
}: {
  rental: Rental;
  submission: Submission<RentOutcome>;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const titleId = useId();
  const end = rental.endOfLease;
  const { submit, pending, outcome } = submission;
  const [sentHere, setSentHere] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const mine = sentHere && outcome?.intent === 'pay-buyout' ? outcome : undefined;
  // On its way to the provider's page: the button keeps its spinner until the browser leaves.
  const leaving = mine?.done === true;

  useEffect(() => {
    if (!mine) return;
    if (mine.done) {
      if (mine.redirectUrl) leaveForProvider(mine.redirectUrl);
    } else if (mine.reason === 'refused') alertRef.current?.focus();
  }, [mine]);

  if (end.choice !== 'buyout') return null;
  if (end.buyoutPaidAt) {
    return (
      <Text variant="bodyStrong">
        {t('rent.end.buyoutPaidOn', {
          date: formatDate(end.buyoutPaidAt, locale, {
            dateStyle: 'long',
            timeZone: 'Europe/Paris',
          }),
        })}
      </Text>
    );
  }
  // Past the deadline the lease is extended automatically: nothing to pay any more (the outcome
  // text says so).
  if (end.outcome.reason !== 'buyout-awaiting-payment') return null;

  return (
    <section aria-labelledby={titleId}>
      <Stack gap="3" align="start">
        <Text variant="subsectionTitle" as="h3" id={titleId}>
          {t('rent.end.pay.title')}
        </Text>
        <Text variant="bodyStrong">
          {t('rent.end.pay.amount', {
            price: formatMoney(end.options.buyoutPriceCents, locale),
            date: formatDate(end.buyoutPayBy, locale, { dateStyle: 'long' }),
          })}
        </Text>
        <Text variant="bodySmall">{t('rent.end.pay.provider')}</Text>
        {mine && !mine.done && mine.reason === 'refused' ? (
          <InlineAlert tone="error" role="alert" ref={alertRef}>
            {t((mine.code && refusals[mine.code]) || 'errors.tryAgainLater')}
          </InlineAlert>
        ) : null}
        <Button
          variant="primary"
          isLoading={(pending && sentHere) || leaving}
          onPress={() => {
            setSentHere(true);
            void submit({ intent: 'pay-buyout', rentalId: rental.id });
          }}
        >
          {t('rent.end.pay.button')}
        </Button>
      </Stack>
    </section>
  );
}

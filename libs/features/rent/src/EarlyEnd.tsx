import type { Submission } from '@velo/data';
import { formatDate, formatMoney, useFormatMessage, useLocale } from '@velo/i18n';
import {
  EARLY_RETURN_FREE_FROM_MONTH,
  earlyBuyout,
  earlyEndSituations,
  earlyReturn,
  earlyReturnSituations,
  recordedRentalInput,
  type EarlyEndSituation,
} from '@velo/leasing';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Dialog } from '@velo/ui/Dialog';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { afterDialogFocus } from '@velo/ui/focus';
import { useEffect, useRef, useState } from 'react';
import type { RentOutcome } from './data';
import type { EarlyEndKind, Rental } from './rental';

export const situationIds = {
  dismissal: 'rent.early.situation.dismissal',
  'resignation-or-mutual-termination': 'rent.early.situation.resignation',
  'maternity-leave': 'rent.early.situation.maternityLeave',
  'incapacity-over-3-months': 'rent.early.situation.incapacity',
  other: 'rent.early.situation.other',
} as const satisfies Record<EarlyEndSituation, string>;

/** A pending request, as the API priced it when it was made. */
function PendingRequest({ request }: { request: NonNullable<Rental['earlyRequest']> }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const on = formatDate(request.requestedAt, locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  });
  return (
    <InlineAlert tone="information">
      <Stack gap="1">
        <Text variant="bodyStrong">
          {request.kind === 'return'
            ? t('rent.early.pending.return', { date: on })
            : t('rent.early.pending.buyout', { date: on })}
        </Text>
        {request.kind === 'return' ? (
          <Text>
            {t('rent.early.pending.situation', { situation: t(situationIds[request.situation]) })}
          </Text>
        ) : null}
        <Text>
          {request.costCents === 0
            ? t('rent.early.pending.free')
            : t('rent.early.pending.cost', { amount: formatMoney(request.costCents, locale) })}
        </Text>
      </Stack>
    </InlineAlert>
  );
}

/**
 * Early return and early buyout (spec §4: "early return is free from month 13 in listed situations:
 * dismissal, resignation or mutual termination, maternity leave, incapacity over 3 months"; issue
 * 14: "with their eligibility explained"). The rider picks their situation and reads, computed by
 * `@velo/leasing` for today, whether they may return the bike, at what cost and why; then asks
 * through an alert dialog. The early buyout's price and eligibility come from the same library.
 */
export function EarlyEnd({
  rental,
  today,
  submission,
}: {
  rental: Rental;
  today: string;
  submission: Submission<RentOutcome>;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { submit, pending, outcome } = submission;
  const [situation, setSituation] = useState<EarlyEndSituation | null>(null);
  const [asked, setAsked] = useState<EarlyEndKind | null>(null);
  const [sentHere, setSentHere] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);
  const mine = outcome?.intent === 'early-end' && sentHere;
  // Once the dialog has closed (it closes when the answer is in), focus goes to the answer.
  const dialogOpen = asked !== null;
  useEffect(() => {
    if (mine && !dialogOpen) return afterDialogFocus(answerRef);
  }, [mine, dialogOpen, outcome]);

  const date = (on: string) => formatDate(on, locale, { dateStyle: 'long' });
  const money = (cents: number) => formatMoney(cents, locale);
  // The split recorded on the contract, as the net-cost view reads it too (@velo/leasing).
  const input = recordedRentalInput(rental);
  const buyout = earlyBuyout({
    startedOn: rental.startedOn,
    today,
    bikePriceCents: rental.bikePriceCents,
    equipmentPriceCents: rental.equipment.map((item) => item.priceCents),
  });
  const answer = situation ? earlyReturn({ ...input, today, situation }) : null;
  const from = EARLY_RETURN_FREE_FROM_MONTH;
  const listed = (earlyReturnSituations as readonly string[]).includes(situation ?? '');

  const explanation = () => {
    if (!answer) return null;
    switch (answer.reason) {
      case 'before-month-13':
        return t(listed ? 'rent.early.return.beforeListed' : 'rent.early.return.beforeOther', {
          month: answer.month,
          from,
          date: date(answer.freeFromOn),
        });
      case 'listed-situation':
        return t('rent.early.return.listed', { month: answer.month, from });
      case 'other-situation':
        return t('rent.early.return.other', {
          cost: money(answer.costCents),
          monthsLeft: answer.monthsLeft,
          month: answer.month,
        });
      case 'after-end':
        return t('rent.early.afterEnd');
    }
  };

  const send = () => {
    if (!asked) return;
    setSentHere(true);
    void submit({
      intent: 'early-end',
      rentalId: rental.id,
      kind: asked,
      // A buyout does not depend on the situation (our design, rent-design §1): sent as `other`.
      situation: asked === 'return' && situation ? situation : 'other',
    }).then(() => setAsked(null));
  };

  const request = rental.earlyRequest;

  return (
    <Card title={t('rent.early.title')} headingLevel={2}>
      <Stack gap="5">
        {mine && outcome ? (
          outcome.done ? (
            <InlineAlert tone="success" role="status" ref={answerRef}>
              {t('rent.early.sent')}
            </InlineAlert>
          ) : outcome.reason === 'refused' ? (
            <InlineAlert tone="error" role="alert" ref={answerRef}>
              {outcome.code === 'EARLY_RETURN_NOT_ALLOWED'
                ? t('rent.early.notAllowed')
                : outcome.code === 'EARLY_END_PENDING'
                  ? t('rent.early.alreadyPending')
                  : t('errors.tryAgainLater')}
            </InlineAlert>
          ) : null
        ) : null}
        {request ? <PendingRequest request={request} /> : null}

        <Stack gap="3">
          <Text variant="subsectionTitle" as="h3">
            {t('rent.early.return.title')}
          </Text>
          <Text>{t('rent.early.freeRule', { month: from })}</Text>
          <Stack as="ul" gap="1">
            {earlyReturnSituations.map((listedSituation) => (
              <li key={listedSituation}>
                <Text as="span">{t(situationIds[listedSituation])}</Text>
              </li>
            ))}
          </Stack>
          <RadioGroup
            label={t('rent.early.situation.label')}
            description={t('rent.early.situation.help')}
            value={situation}
            onChange={(value) => {
              const next = earlyEndSituations.find((known) => known === value);
              if (next) setSituation(next);
            }}
            options={earlyEndSituations.map((value) => ({
              value,
              label: t(situationIds[value]),
            }))}
          />
          {/* Announced when the rider changes situation (WCAG 4.1.3). */}
          <div aria-live="polite" aria-atomic="true">
            {answer ? (
              <InlineAlert
                tone={answer.allowed ? (answer.free ? 'success' : 'warning') : 'information'}
              >
                <Text>{explanation()}</Text>
              </InlineAlert>
            ) : null}
          </div>
          {answer?.allowed && !request ? (
            <Inline gap="3">
              <Button variant="secondary" onPress={() => setAsked('return')}>
                {t('rent.early.return.request')}
              </Button>
            </Inline>
          ) : null}
        </Stack>

        <Stack gap="3">
          <Text variant="subsectionTitle" as="h3">
            {t('rent.early.buyout.title')}
          </Text>
          <Text>
            {buyout.reason === 'from-month-13'
              ? t('rent.early.buyout.allowed', {
                  price: money(buyout.priceCents),
                  buyout: money(buyout.buyoutCents),
                  bikeLeft: money(buyout.bikeLeftCents),
                  monthsLeft: buyout.monthsLeft,
                })
              : buyout.reason === 'before-month-13'
                ? t('rent.early.buyout.before', {
                    month: buyout.month,
                    from,
                    date: date(buyout.allowedFromOn),
                  })
                : t('rent.early.afterEnd')}
          </Text>
          {buyout.allowed && !request ? (
            <Inline gap="3">
              <Button variant="secondary" onPress={() => setAsked('buyout')}>
                {t('rent.early.buyout.request')}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </Stack>
      <Dialog
        title={
          asked === 'buyout'
            ? t('rent.early.buyout.dialogTitle')
            : t('rent.early.return.dialogTitle')
        }
        role="alertdialog"
        isOpen={asked !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setAsked(null);
        }}
        footer={({ close }) => (
          <>
            <Button variant="primary" isLoading={pending} onPress={send}>
              {t('rent.early.dialog.confirm')}
            </Button>
            <Button variant="ghost" onPress={close}>
              {t('rent.early.dialog.cancel')}
            </Button>
          </>
        )}
      >
        {asked === 'buyout' ? (
          <Text>{t('rent.early.buyout.dialogBody', { price: money(buyout.priceCents) })}</Text>
        ) : answer && situation ? (
          <Stack gap="3">
            <Text>
              {t('rent.early.pending.situation', { situation: t(situationIds[situation]) })}
            </Text>
            <Text>
              {answer.free
                ? t('rent.early.return.dialogFree')
                : t('rent.early.return.dialogCost', { cost: money(answer.costCents) })}
            </Text>
          </Stack>
        ) : null}
      </Dialog>
    </Card>
  );
}

import type { Submission } from '@velo/data';
import { formatDate, formatMoney, useFormatMessage, useLocale } from '@velo/i18n';
import { Badge } from '@velo/ui/Badge';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Dialog } from '@velo/ui/Dialog';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Money } from '@velo/ui/Money';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { afterDialogFocus } from '@velo/ui/focus';
import { useEffect, useRef, useState } from 'react';
import type { RentOutcome } from './data';
import { EndOfLeasePayment } from './EndOfLeasePayment';
import type { EndOfLeaseChoice, Rental } from './rental';
import * as styles from './rent.css';

const choiceNames = {
  buyout: 'rent.end.buyout',
  return: 'rent.end.return',
  extend: 'rent.end.extend',
} as const;
const chooseButtons = {
  buyout: 'rent.end.chooseBuyout',
  return: 'rent.end.chooseReturn',
  extend: 'rent.end.chooseExtend',
} as const;
const dialogTitles = {
  buyout: 'rent.end.dialog.buyoutTitle',
  return: 'rent.end.dialog.returnTitle',
  extend: 'rent.end.dialog.extendTitle',
} as const;

const order: readonly EndOfLeaseChoice[] = ['buyout', 'return', 'extend'];

/** What the end of the lease leads to as things stand (the API's `outcome`, from @velo/leasing). */
function OutcomeText({ rental }: { rental: Rental }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const end = rental.endOfLease;
  const date = (on: string) => formatDate(on, locale, { dateStyle: 'long' });
  const years = Math.round(end.options.extensionMonths / 12);
  switch (end.outcome.reason) {
    case 'no-choice-yet':
      return <Text>{t('rent.end.outcome.noChoiceYet', { date: date(end.decideBy), years })}</Text>;
    case 'no-choice-made':
      return (
        <Text>
          {t('rent.end.outcome.noChoiceMade', {
            decideBy: date(end.decideBy),
            endsOn: date(end.endsOn),
            years,
          })}
        </Text>
      );
    case 'buyout-awaiting-payment':
      return (
        <Text>
          {t('rent.end.outcome.buyoutAwaitingPayment', {
            price: formatMoney(end.options.buyoutPriceCents, locale),
            date: date(end.buyoutPayBy),
          })}
        </Text>
      );
    case 'buyout-paid':
      return <Text>{t('rent.end.outcome.buyoutPaid', { date: date(end.endsOn) })}</Text>;
    case 'buyout-unpaid':
      return <Text>{t('rent.end.unpaidBuyout')}</Text>;
    case 'return-chosen':
      return <Text>{t('rent.end.outcome.returnChosen', { date: date(end.endsOn) })}</Text>;
    case 'extend-chosen':
      return <Text>{t('rent.end.outcome.extendChosen', { date: date(end.endsOn), years })}</Text>;
  }
}

/**
 * The end-of-lease choice (spec §4: "at end of lease the user chooses buyout, return, or a 2-year
 * extension; without action the contract is automatically extended…; an unpaid buyout by the
 * deadline leads to automatic extension"): before its window opens, when it will; while it is open,
 * the three options side by side with their price, the deadline and what happens without a choice,
 * each chosen through an alert dialog that says what it means; a chosen buyout paid on the
 * provider's page until the end date (EndOfLeasePayment), after which the choice is final; once
 * closed, what happens.
 */
export function EndOfLease({
  rental,
  submission,
}: {
  rental: Rental;
  today: string;
  submission: Submission<RentOutcome>;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const end = rental.endOfLease;
  const { submit, pending, outcome } = submission;
  const [asked, setAsked] = useState<EndOfLeaseChoice | null>(null);
  const [sentHere, setSentHere] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);
  const mine = outcome?.intent === 'choose-end-of-lease' && sentHere;
  // Once the dialog has closed (it closes when the answer is in), focus goes to the answer.
  const dialogOpen = asked !== null;
  useEffect(() => {
    if (mine && !dialogOpen) return afterDialogFocus(answerRef);
  }, [mine, dialogOpen, outcome]);

  const date = (on: string) => formatDate(on, locale, { dateStyle: 'long' });
  const years = Math.round(end.options.extensionMonths / 12);
  const name = (choice: EndOfLeaseChoice) => t(choiceNames[choice], { years });

  if (end.state === 'not-yet') {
    return (
      <Card title={t('rent.end.title')} headingLevel={2}>
        <Text>
          {t('rent.end.notYet', { opensOn: date(end.opensOn), endsOn: date(end.endsOn) })}
        </Text>
      </Card>
    );
  }

  const open = end.state === 'open';
  // A paid buyout is final (spec §4; the API refuses a change, 409 BUYOUT_ALREADY_PAID).
  const locked = end.buyoutPaidAt !== null;
  const changeable = open && !locked;
  const confirm = () => {
    if (!asked) return;
    setSentHere(true);
    void submit({ intent: 'choose-end-of-lease', rentalId: rental.id, choice: asked }).then(() =>
      setAsked(null),
    );
  };

  const price = (choice: EndOfLeaseChoice) => {
    switch (choice) {
      case 'buyout':
        return (
          <Stack gap="1">
            <Money cents={end.options.buyoutPriceCents} emphasis="strong" />
            <Text variant="bodySmall">
              {t('rent.end.buyoutDetail', {
                ratio: end.options.resellRatioPercent,
                date: date(end.buyoutPayBy),
              })}
            </Text>
          </Stack>
        );
      case 'return':
        return (
          <Stack gap="1">
            <Money cents={0} emphasis="strong" />
            <Text variant="bodySmall">
              {t('rent.end.returnDetail', { date: date(end.endsOn) })}
            </Text>
          </Stack>
        );
      case 'extend':
        return (
          <Stack gap="1">
            <Text as="span">
              {t('rent.end.extendPrice', {
                amount: formatMoney(end.options.extensionRiderMonthlyCents, locale),
              })}
            </Text>
            <Text variant="bodySmall">
              {t('rent.end.extendDetail', {
                rent: formatMoney(end.options.extensionMonthlyRentCents, locale),
                months: end.options.extensionMonths,
              })}
            </Text>
          </Stack>
        );
    }
  };

  const dialogBody = (choice: EndOfLeaseChoice) => {
    switch (choice) {
      case 'buyout':
        return t('rent.end.dialog.buyoutBody', {
          price: formatMoney(end.options.buyoutPriceCents, locale),
          date: date(end.buyoutPayBy),
        });
      case 'return':
        return t('rent.end.dialog.returnBody', { date: date(end.endsOn) });
      case 'extend':
        return t('rent.end.dialog.extendBody', {
          months: end.options.extensionMonths,
          date: date(end.endsOn),
          rent: formatMoney(end.options.extensionMonthlyRentCents, locale),
          amount: formatMoney(end.options.extensionRiderMonthlyCents, locale),
        });
    }
  };

  return (
    <Card title={t('rent.end.title')} headingLevel={2} tone={open ? 'primary' : 'default'}>
      <Stack gap="4">
        {mine && outcome ? (
          outcome.done ? (
            <InlineAlert tone="success" role="status" ref={answerRef}>
              {end.choice ? t('rent.end.saved', { choice: name(end.choice) }) : t('rent.end.title')}
            </InlineAlert>
          ) : outcome.reason === 'refused' ? (
            <InlineAlert tone="error" role="alert" ref={answerRef}>
              {outcome.code === 'END_OF_LEASE_CLOSED'
                ? t('rent.end.closedError')
                : outcome.code === 'BUYOUT_ALREADY_PAID'
                  ? t('rent.end.pay.errors.alreadyPaid')
                  : t('errors.tryAgainLater')}
            </InlineAlert>
          ) : null
        ) : null}
        {changeable ? (
          <>
            <Text>{t('rent.end.choose')}</Text>
            <Text variant="bodyStrong">
              {t('rent.end.deadline', { date: date(end.decideBy), endsOn: date(end.endsOn) })}
            </Text>
          </>
        ) : null}
        {end.choice ? (
          <Text>
            {end.chosenAt
              ? t('rent.end.chosenOn', {
                  choice: name(end.choice),
                  date: formatDate(end.chosenAt, locale, {
                    dateStyle: 'long',
                    timeZone: 'Europe/Paris',
                  }),
                })
              : t('rent.end.chosen', { choice: name(end.choice) })}
            {changeable ? ` ${t('rent.end.canChange', { date: date(end.decideBy) })}` : ''}
          </Text>
        ) : null}
        {open ? (
          <ul className={styles.options} aria-label={t('rent.end.optionsLabel')}>
            {order.map((choice) => {
              const chosen = end.choice === choice;
              return (
                <li key={choice} className={styles.option} data-chosen={chosen}>
                  <Text variant="subsectionTitle" as="h3">
                    {name(choice)}
                  </Text>
                  {price(choice)}
                  <div className={styles.optionAction}>
                    {chosen ? (
                      <Badge tone="success">{t('rent.end.yourChoice')}</Badge>
                    ) : locked ? null : (
                      <Button variant="secondary" onPress={() => setAsked(choice)}>
                        {t(chooseButtons[choice])}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        <EndOfLeasePayment rental={rental} submission={submission} />
        <OutcomeText rental={rental} />
        {open && !end.choice ? <Text variant="bodySmall">{t('rent.end.noAction')}</Text> : null}
        {changeable ? <Text variant="bodySmall">{t('rent.end.unpaidBuyout')}</Text> : null}
      </Stack>
      <Dialog
        title={asked ? t(dialogTitles[asked], { years }) : ''}
        role="alertdialog"
        isOpen={asked !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setAsked(null);
        }}
        footer={({ close }) => (
          <>
            <Button variant="primary" isLoading={pending} onPress={confirm}>
              {t('rent.end.dialog.confirm')}
            </Button>
            <Button variant="ghost" onPress={close}>
              {t('rent.end.dialog.cancel')}
            </Button>
          </>
        )}
      >
        {asked ? (
          <Stack gap="3">
            <Text>{dialogBody(asked)}</Text>
            <Text>{t('rent.end.canChange', { date: date(end.decideBy) })}</Text>
          </Stack>
        ) : null}
      </Dialog>
    </Card>
  );
}

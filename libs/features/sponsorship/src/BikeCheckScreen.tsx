import { longDay, SlotPicker, useSlotChoice } from '@velo/booking-ui';
import { useSubmission, type Submission } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Dialog } from '@velo/ui/Dialog';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Select } from '@velo/ui/Select';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import type { BikeCheckData, BikeCheckOutcome } from './bikeCheckData';
import { openDays } from './days';

type Enabled = Extract<BikeCheckData, { enabled: true }>;

/** How many open days the day list offers: three weeks of a store's open days. */
const daysOffered = 18;

function Disabled() {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t('bikeCheck.title')}</PageTitle>
      <Text>{t('bikeCheck.disabled')}</Text>
      <Link variant="standalone" href="/">
        {t('bikeCheck.backHome')}
      </Link>
    </Stack>
  );
}

/** My booked check: where and when, cancellable after a confirmation. */
/** The page's one submission, shared by its two forms: the page knows what the last one did. */
type Sending = Submission<BikeCheckOutcome>;

function Booked({
  booking,
  justBooked,
  sending: { submit, pending },
}: {
  booking: NonNullable<Enabled['booking']>;
  justBooked: boolean;
  sending: Sending;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const when = t('bikeCheck.booked.when', {
    day: formatDate(booking.day, locale, { weekday: 'long', day: 'numeric', month: 'long' }),
    start: booking.startsAt,
    end: booking.endsAt,
  });

  useEffect(() => {
    if (justBooked) ref.current?.focus();
  }, [justBooked]);

  return (
    <Card title={t('bikeCheck.booked.title')} headingLevel={2}>
      {justBooked ? (
        <InlineAlert tone="success" role="status" ref={ref}>
          {t('bikeCheck.booked.done')}
        </InlineAlert>
      ) : null}
      <Text variant="bodyStrong">{booking.store.name}</Text>
      <Text>
        {booking.store.street}, {booking.store.postalCode} {booking.store.city}
      </Text>
      <Text>{when}</Text>
      <div>
        <Button variant="outline" onPress={() => setConfirming(true)}>
          {t('bikeCheck.cancel.button')}
        </Button>
      </div>
      <Dialog
        title={t('bikeCheck.cancel.title')}
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={setConfirming}
        footer={({ close }) => (
          <>
            <Button
              variant="danger"
              isLoading={pending}
              onPress={() => void submit({ intent: 'cancel', id: booking.id }).then(close)}
            >
              {t('bikeCheck.cancel.confirm')}
            </Button>
            <Button variant="ghost" onPress={close}>
              {t('bikeCheck.cancel.keep')}
            </Button>
          </>
        )}
      >
        <Text>{t('bikeCheck.cancel.body', { store: booking.store.name, when })}</Text>
      </Dialog>
    </Card>
  );
}

/** Store, day, slot: the choice of store and day goes in the address, which reads the slots. */
function BookingForm({
  data,
  cancelled,
  sending: { submit, pending, outcome },
}: {
  data: Enabled;
  cancelled: boolean;
  sending: Sending;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { stores, storeId, day, today, lastDay, slots } = data;
  const store = stores.find((candidate) => candidate.id === storeId) ?? null;
  const choice = useSlotChoice();
  const alertRef = useRef<HTMLDivElement>(null);
  const cancelledRef = useRef<HTMLDivElement>(null);
  const refused =
    outcome?.status === 'taken' || outcome?.status === 'already' || outcome?.status === 'rejected';

  useEffect(() => {
    if (refused) alertRef.current?.focus();
  }, [refused, outcome?.at]);
  useEffect(() => {
    if (cancelled) cancelledRef.current?.focus();
  }, [cancelled]);

  const days = store ? openDays(store.openingHours, today, lastDay, daysOffered) : [];
  const free = slots?.slots.filter((slot) => slot.free) ?? [];
  const go = (nextStore: number | null, nextDay: string | null) => {
    choice.choose(null);
    const params = new URLSearchParams();
    if (nextStore !== null) params.set('storeId', String(nextStore));
    if (nextDay !== null) params.set('day', nextDay);
    void navigate(`?${params.toString()}`, { replace: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || !store || !day) return;
    const startsAt = choice.require(t('bikeCheck.form.chooseSlot'));
    if (!startsAt) return;
    void submit({ intent: 'book', storeId: store.id, day, startsAt });
  };

  return (
    <Card title={t('bikeCheck.form.title')} headingLevel={2}>
      {cancelled ? (
        <InlineAlert tone="information" role="status" ref={cancelledRef}>
          {t('bikeCheck.cancel.done')}
        </InlineAlert>
      ) : null}
      {refused ? (
        <InlineAlert tone="error" role="alert" ref={alertRef}>
          {outcome.status === 'taken'
            ? t('bikeCheck.form.taken')
            : outcome.status === 'already'
              ? t('bikeCheck.form.already')
              : t('bikeCheck.form.rejected')}
        </InlineAlert>
      ) : null}
      <Form onSubmit={onSubmit} validationBehavior="aria">
        <Select
          label={t('bikeCheck.form.store')}
          options={stores.map((option) => ({
            id: option.id,
            label: t('bikeCheck.form.storeOption', { name: option.name, city: option.city }),
          }))}
          selectedKey={store?.id ?? null}
          onSelectionChange={(key) => go(Number(key), null)}
          isRequired
        />
        {store ? (
          <Text variant="bodySmall">
            {store.street}, {store.postalCode} {store.city}
          </Text>
        ) : null}
        {store ? (
          <Select
            label={t('bikeCheck.form.day')}
            description={t('bikeCheck.form.dayHelp')}
            options={days.map((option) => ({ id: option, label: longDay(option, locale) }))}
            selectedKey={day}
            onSelectionChange={(key) => go(store.id, String(key))}
            isRequired
          />
        ) : null}
        {store && day && slots ? (
          <SlotPicker
            key={`${store.id}|${day}|${outcome?.at ?? ''}`}
            label={t('bikeCheck.form.slots')}
            slots={slots.slots}
            slotLabel={(slot) => {
              const times = { start: slot.startsAt, end: slot.endsAt };
              return slot.free
                ? t('bikeCheck.form.slot', times)
                : t('bikeCheck.form.slotTaken', times);
            }}
            choice={choice}
            noFreeSlot={t('bikeCheck.form.noSlot')}
          />
        ) : null}
        {store && day ? (
          <div>
            <Button type="submit" isLoading={pending} isDisabled={free.length === 0}>
              {t('bikeCheck.form.submit')}
            </Button>
          </div>
        ) : null}
      </Form>
    </Card>
  );
}

/**
 * /bikeCheck (spec sections 1 and 2.2, restricted): shown only when the sports-retailer bike
 * check's feature flag is on. A short booking — store, day, slot — at the sports retailer's stores;
 * the booked check is shown afterwards and can be cancelled after a confirmation. One at a time.
 */
export default function BikeCheckScreen() {
  const t = useFormatMessage();
  const data = useLoaderData() as BikeCheckData;
  const sending = useSubmission<BikeCheckOutcome>();
  if (!data.enabled) return <Disabled />;
  const last = sending.outcome?.status;

  return (
    <Stack gap="5">
      <PageTitle>{t('bikeCheck.title')}</PageTitle>
      <Text>{t('bikeCheck.intro')}</Text>
      {data.booking ? (
        <Booked booking={data.booking} justBooked={last === 'booked'} sending={sending} />
      ) : (
        <BookingForm data={data} cancelled={last === 'cancelled'} sending={sending} />
      )}
    </Stack>
  );
}

import { DayPicker, longDay, SlotPicker, useSlotChoice } from '@velo/booking-ui';
import { useSubmission, type Submission } from '@velo/data';
import { useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import type { BookingData, BookingOutcome } from './bookingData';
import * as styles from './BookingScreen.css';
import { addCalendarDays, calendarDaysBetween } from '@velo/leasing';
import { daysPerPage, isOpenOn } from './hours';

/**
 * /test-rides/new?storeId=…&day=…: book a test ride (spec section 2.3): the store, a day (no past day,
 * the store's closed days unavailable), a free slot, confirm. A slot taken meanwhile answers the
 * spec's "test ride request cannot be validated, try later", and the day's slots are read again.
 * The day is chosen among three weeks of days at a time (a radio group: arrow keys move between the
 * open days), lighter than a calendar on a phone and in the route's JavaScript.
 */
export default function BookingScreen() {
  const t = useFormatMessage();
  const data = useLoaderData() as BookingData;
  const { store, bike, storeId, day, today, lastDay } = data;
  const { submit, pending, outcome } = useSubmission<BookingOutcome>();
  // Finding a store keeps the bike: /stores then lists those that offer it.
  const storesHref = bike ? `/stores?bikeId=${bike.id}` : '/stores';
  const bikeLine = bike ? <Text>{t('testRides.bike', { name: bike.name })}</Text> : null;

  if (!store) {
    return (
      <Stack gap="5">
        <PageTitle>{t('testRides.newTitle')}</PageTitle>
        {bikeLine}
        <Text>
          {storeId !== null
            ? t('testRides.storeUnknown')
            : bike
              ? t('testRides.chooseStoreForBike')
              : t('testRides.chooseStore')}
        </Text>
        <Link variant="standalone" href={storesHref}>
          {t('testRides.findStore')}
        </Link>
      </Stack>
    );
  }

  const closedForGood = store.closedOn !== null;

  return (
    <Stack gap="5">
      <PageTitle>{t('testRides.newTitle')}</PageTitle>
      {bikeLine}
      <Stack gap="1">
        <Text variant="bodyStrong">{store.name}</Text>
        <Text>
          {store.street}, {store.postalCode} {store.city}
        </Text>
        {store.phone ? <Text>{t('testRides.phone', { phone: store.phone })}</Text> : null}
      </Stack>
      {closedForGood ? (
        <Stack gap="3">
          <InlineAlert tone="warning">{t('testRides.storeClosed')}</InlineAlert>
          <Link variant="standalone" href={storesHref}>
            {t('testRides.findStore')}
          </Link>
        </Stack>
      ) : (
        <>
          {/* Outside the keyed form: choosing a day keeps the focus on the day chosen. */}
          <DayChooser
            storeId={store.id}
            bikeId={bike?.id ?? null}
            openingHours={store.openingHours}
            day={day}
            today={today}
            lastDay={lastDay}
          />
          {/* A new day, or the answer to a booking, starts the choice of a slot afresh. */}
          <SlotForm
            key={`${day}|${outcome?.at ?? ''}`}
            data={{ ...data, store }}
            submit={submit}
            pending={pending}
            outcome={outcome}
          />
        </>
      )}
      <Link variant="standalone" href="/test-rides">
        {t('testRides.mine')}
      </Link>
    </Stack>
  );
}

interface SlotFormProps {
  data: BookingData & { store: NonNullable<BookingData['store']> };
  submit: Submission<BookingOutcome>['submit'];
  pending: boolean;
  outcome: BookingOutcome | undefined;
}

/** The day and slot of a store's booking, and the answer to the last attempt. */
function SlotForm({ data, submit, pending, outcome }: SlotFormProps) {
  const t = useFormatMessage();
  const { store, bike, day, slots } = data;
  const choice = useSlotChoice();
  const alertRef = useRef<HTMLDivElement>(null);
  const refused = outcome?.status === 'conflict' || outcome?.status === 'rejected';

  useEffect(() => {
    if (refused) alertRef.current?.focus();
  }, [refused]);

  const free = slots?.slots.filter((slot) => slot.free) ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const startsAt = choice.require(t('testRides.chooseSlot'));
    if (startsAt) {
      void submit({ storeId: store.id, day, startsAt, ...(bike ? { bikeModelId: bike.id } : {}) });
    }
  };

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria">
      {outcome?.status === 'conflict' || outcome?.status === 'rejected' ? (
        <InlineAlert tone="error" role="alert" ref={alertRef}>
          {outcome.status === 'conflict'
            ? t('tryBike.errors.requestNotValidated')
            : t('testRides.rejected')}
        </InlineAlert>
      ) : null}
      {slots ? (
        <SlotPicker
          label={t('testRides.slots')}
          slots={slots.slots}
          slotLabel={(slot) => {
            const times = { start: slot.startsAt, end: slot.endsAt };
            return slot.free ? t('testRides.slotLabel', times) : t('testRides.slotTaken', times);
          }}
          choice={choice}
          noFreeSlot={
            isOpenOn(store.openingHours, day) ? t('testRides.noSlot') : t('testRides.closedDay')
          }
        />
      ) : null}
      <div>
        <Button type="submit" isLoading={pending} isDisabled={free.length === 0}>
          {t('testRides.confirm')}
        </Button>
      </div>
    </Form>
  );
}

interface DayChooserProps {
  storeId: number;
  /** Kept in the address with each day chosen. */
  bikeId: number | null;
  openingHours: NonNullable<BookingData['store']>['openingHours'];
  day: string;
  today: string;
  lastDay: string;
}

/**
 * The day of the test ride, from today to the last day the API books, three weeks at a time. Closed
 * days are shown disabled with the reason in their name; past days are never shown. Choosing a day
 * puts it in the address (`day`), which reads its slots.
 */
function DayChooser({ storeId, bikeId, openingHours, day, today, lastDay }: DayChooserProps) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const pageOf = (of: string) => Math.floor(calendarDaysBetween(today, of) / daysPerPage);
  const lastPage = pageOf(lastDay);
  const [chosen, setChosen] = useState(day);
  const [page, setPage] = useState(() => pageOf(day));
  // A day coming from the address (Back, a link) becomes the chosen one, and its weeks are shown.
  const [dayOf, setDayOf] = useState(day);
  if (dayOf !== day) {
    setDayOf(day);
    setChosen(day);
    setPage(pageOf(day));
  }

  const first = addCalendarDays(today, page * daysPerPage);
  const days: string[] = [];
  for (let offset = 0; offset < daysPerPage; offset += 1) {
    const next = addCalendarDays(first, offset);
    if (next > lastDay) break;
    days.push(next);
  }
  const long = (of: string) => longDay(of, locale);

  return (
    <Stack gap="3">
      <DayPicker
        label={t('testRides.day')}
        description={t('testRides.dayHelp')}
        days={days.map((option) =>
          isOpenOn(openingHours, option)
            ? { day: option }
            : {
                day: option,
                isDisabled: true,
                label: t('testRides.dayClosed', { day: long(option) }),
              },
        )}
        value={chosen}
        onChange={(next) => {
          if (next >= today && next <= lastDay) {
            setChosen(next);
            const bikeParam = bikeId === null ? '' : `&bikeId=${bikeId}`;
            void navigate(`?storeId=${storeId}&day=${next}${bikeParam}`, { replace: true });
          }
        }}
      />
      <div className={styles.pages}>
        <Button variant="secondary" isDisabled={page === 0} onPress={() => setPage(page - 1)}>
          {t('testRides.earlierDays')}
        </Button>
        <p role="status" className={styles.shown}>
          {t('testRides.daysShown', {
            from: long(days[0] ?? first),
            to: long(days.at(-1) ?? first),
          })}
        </p>
        <Button variant="secondary" isDisabled={page >= lastPage} onPress={() => setPage(page + 1)}>
          {t('testRides.laterDays')}
        </Button>
      </div>
    </Stack>
  );
}

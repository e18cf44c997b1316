import { DayPicker, longDay, SlotPicker, useSlotChoice } from '@velo/booking-ui';
import { useDownload, type Submission } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { addCalendarDays } from '@velo/leasing';
import { Badge, type BadgeTone } from '@velo/ui/Badge';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Form } from '@velo/ui/Form';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { serviceVoucherPdf, type MyRentData, type RentOutcome } from './data';
import type { Rental, RentalRevision, RevisionState } from './rental';
import * as styles from './rent.css';

/** Days offered for a revision: the next two weeks (the API books up to 60 days ahead). */
export const revisionDaysShown = 14;

const stateIds = {
  done: 'rent.revisions.state.done',
  booked: 'rent.revisions.state.booked',
  'to-book': 'rent.revisions.state.toBook',
  overdue: 'rent.revisions.state.overdue',
  later: 'rent.revisions.state.later',
} as const;
const stateTones: Record<RevisionState, BadgeTone> = {
  done: 'success',
  booked: 'primary',
  'to-book': 'warning',
  overdue: 'error',
  later: 'neutral',
};

/** One revision: its number, its period's last day, its state in words, and when done or booked. */
function RevisionItem({ revision }: { revision: RentalRevision }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const date = (on: string) => formatDate(on, locale, { dateStyle: 'long' });
  return (
    <li className={styles.revision}>
      <Stack gap="1">
        <Text variant="bodyStrong">{t('rent.revisions.item', { number: revision.number })}</Text>
        <Text variant="bodySmall">
          {revision.doneOn
            ? t('rent.revisions.doneOn', { date: date(revision.doneOn) })
            : revision.booking
              ? t('rent.revisions.bookedAt', {
                  date: date(revision.booking.on),
                  start: revision.booking.startsAt,
                  end: revision.booking.endsAt,
                  store: revision.booking.storeName,
                })
              : t('rent.revisions.dueBy', { date: date(revision.dueBy) })}
        </Text>
      </Stack>
      <Badge tone={stateTones[revision.state]}>{t(stateIds[revision.state])}</Badge>
    </li>
  );
}

/**
 * Booking the next revision at the rental's store: a day among the next two weeks (radio tiles:
 * arrow keys move between days; the day goes in the address, which reads its slots), then a free
 * slot. A slot taken meanwhile says so, and the day's slots are read again.
 */
function BookRevision({
  data,
  rental,
  revision,
  submission,
}: {
  data: MyRentData;
  rental: Rental;
  revision: RentalRevision;
  submission: Submission<RentOutcome>;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { submit, pending, outcome } = submission;
  const choice = useSlotChoice();
  const [sentHere, setSentHere] = useState(false);
  // The day shows as chosen at once, while the address (`?revisionDay=`) reads its slots; a day
  // coming from the address (Back, a reload) becomes the chosen one.
  const [day, setDay] = useState(data.revisionDay);
  const [dayOf, setDayOf] = useState(data.revisionDay);
  if (dayOf !== data.revisionDay) {
    setDayOf(data.revisionDay);
    setDay(data.revisionDay);
  }
  const alertRef = useRef<HTMLDivElement>(null);
  const mine = outcome?.intent === 'book-revision' && sentHere;
  const refused = mine && outcome && !outcome.done && outcome.reason === 'refused';
  useEffect(() => {
    if (refused) alertRef.current?.focus();
  }, [refused, outcome]);

  const days = Array.from({ length: revisionDaysShown }, (_, index) =>
    addCalendarDays(data.today, index + 1),
  );
  const free = data.slots?.filter((slot) => slot.free) ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || !data.revisionDay) return;
    const startsAt = choice.require(t('rent.revisions.book.chooseSlot'));
    if (!startsAt) return;
    setSentHere(true);
    void submit({
      intent: 'book-revision',
      rentalId: rental.id,
      day: data.revisionDay,
      startsAt,
    });
  };

  return (
    <Stack gap="4">
      <Text variant="subsectionTitle" as="h3">
        {t('rent.revisions.book.title', { number: revision.number })}
      </Text>
      {rental.store ? (
        <Text>
          {t('rent.revisions.book.store', {
            store: rental.store.name,
            address: `${rental.store.street}, ${rental.store.postalCode} ${rental.store.city}`,
          })}
        </Text>
      ) : null}
      <DayPicker
        label={t('rent.revisions.book.day')}
        days={days.map((option) => ({ day: option }))}
        value={day}
        onChange={(next) => {
          setDay(next);
          choice.choose(null);
          void navigate(`?revisionDay=${next}`, { replace: true, preventScrollReset: true });
        }}
        isRequired={false}
      />
      {data.revisionDay && data.slots ? (
        <Form onSubmit={onSubmit} validationBehavior="aria">
          {refused ? (
            <InlineAlert tone="error" role="alert" ref={alertRef}>
              {outcome.code === 'SLOT_TAKEN'
                ? t('rent.revisions.book.taken')
                : outcome.code === 'REVISION_NOT_BOOKABLE'
                  ? t('rent.revisions.book.notBookable')
                  : t('errors.tryAgainLater')}
            </InlineAlert>
          ) : null}
          <SlotPicker
            key={data.revisionDay}
            label={t('rent.revisions.book.slots', { day: longDay(data.revisionDay, locale) })}
            slots={data.slots}
            slotLabel={(slot) => {
              const times = { start: slot.startsAt, end: slot.endsAt };
              return slot.free
                ? t('rent.revisions.book.slot', times)
                : t('rent.revisions.book.slotTaken', times);
            }}
            choice={choice}
            noFreeSlot={t('rent.revisions.book.noSlot')}
            tiles
          />
          {free.length === 0 ? null : (
            <div>
              <Button type="submit" isLoading={pending}>
                {t('rent.revisions.book.confirm')}
              </Button>
            </div>
          )}
        </Form>
      ) : null}
    </Stack>
  );
}

/** The service voucher's PDF, fetched with the session only on the click (no token in a URL). */
function ServiceVoucher({ rental }: { rental: Rental }) {
  const t = useFormatMessage();
  const { download, downloading } = useDownload(serviceVoucherPdf);
  return (
    <Stack gap="3">
      <Text variant="subsectionTitle" as="h3">
        {t('rent.voucher.title')}
      </Text>
      <Text>{t('rent.voucher.body')}</Text>
      <Inline gap="3">
        <Button
          variant="outline"
          isLoading={downloading !== null}
          onPress={() => void download('service-voucher.pdf', rental.id)}
        >
          {t('rent.voucher.download')}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * Revisions (spec §9: three a year, 12 control points; §2.3 "service voucher and revisions"): done,
 * booked, to book and later, booking the next one at the store, and the service voucher to bring.
 */
export function Revisions({
  data,
  rental,
  submission,
}: {
  data: MyRentData;
  rental: Rental;
  submission: Submission<RentOutcome>;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const booked = rental.revisions.find((revision) => revision.state === 'booked');
  const toBook = booked
    ? undefined
    : rental.revisions.find(
        (revision) => revision.state === 'to-book' || revision.state === 'overdue',
      );
  const done = rental.revisions.filter((revision) => revision.state === 'done').length;
  const { outcome } = submission;
  const statusRef = useRef<HTMLDivElement>(null);
  const justBooked = outcome?.intent === 'book-revision' && outcome.done && booked;
  useEffect(() => {
    if (justBooked) statusRef.current?.focus();
  }, [justBooked]);

  return (
    <Card title={t('rent.revisions.title')} headingLevel={2}>
      <Stack gap="5">
        <Text>{t('rent.revisions.intro')}</Text>
        <Text variant="bodyStrong">
          {t('rent.revisions.summary', { done, total: rental.revisions.length })}
        </Text>
        {justBooked && booked.booking ? (
          <InlineAlert tone="success" role="status" ref={statusRef}>
            {t('rent.revisions.book.done', {
              number: booked.number,
              date: formatDate(booked.booking.on, locale, { dateStyle: 'long' }),
              start: booked.booking.startsAt,
              store: booked.booking.storeName,
            })}
          </InlineAlert>
        ) : null}
        <ul className={styles.revisionList} aria-label={t('rent.revisions.listLabel')}>
          {rental.revisions.map((revision) => (
            <RevisionItem key={revision.number} revision={revision} />
          ))}
        </ul>
        {toBook && rental.store ? (
          <BookRevision data={data} rental={rental} revision={toBook} submission={submission} />
        ) : null}
        <ServiceVoucher rental={rental} />
      </Stack>
    </Card>
  );
}

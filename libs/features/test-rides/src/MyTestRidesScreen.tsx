import { useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Dialog, DialogTrigger } from '@velo/ui/Dialog';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { CancelOutcome } from './bookingData';
import type { TestRideBooking } from './data';
import * as styles from './StoresScreen.css';

const asDate = (day: string) => new Date(`${day}T12:00:00`);

/** /test-rides: the rider's upcoming test rides, each cancellable after a confirmation. */
export default function MyTestRidesScreen() {
  const t = useFormatMessage();
  const bookings = useLoaderData() as TestRideBooking[];
  const { submit, pending, outcome } = useSubmission<CancelOutcome>();
  const [params] = useSearchParams();
  const booked = Number(params.get('booked'));
  const justBooked = bookings.some((booking) => booking.id === booked);

  return (
    <Stack gap="5">
      <PageTitle>{t('testRides.mineTitle')}</PageTitle>
      {outcome?.cancelled ? (
        <InlineAlert tone="success" role="status">
          {t('testRides.cancelled')}
        </InlineAlert>
      ) : justBooked ? (
        <InlineAlert tone="success" role="status">
          {t('testRides.bookedShort')}
        </InlineAlert>
      ) : null}
      {bookings.length === 0 ? (
        <Text>{t('testRides.mineEmpty')}</Text>
      ) : (
        <ol className={styles.list}>
          {bookings.map((booking) => (
            <li key={booking.id} className={styles.item}>
              <h2 className={styles.storeName}>{booking.store.name}</h2>
              <Text>
                {t('testRides.when', {
                  day: asDate(booking.day),
                  start: booking.startsAt,
                  end: booking.endsAt,
                })}
              </Text>
              {booking.bike ? (
                <Text>
                  {t('testRides.bike', { name: `${booking.bike.brand} ${booking.bike.model}` })}
                </Text>
              ) : null}
              <address className={styles.address}>
                {booking.store.street}, {booking.store.postalCode} {booking.store.city}
              </address>
              {booking.store.phone ? (
                <Text>{t('testRides.phone', { phone: booking.store.phone })}</Text>
              ) : null}
              <div>
                <DialogTrigger>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('testRides.cancelAt', {
                      store: booking.store.name,
                      day: asDate(booking.day),
                    })}
                  >
                    {t('testRides.cancel')}
                  </Button>
                  <Dialog
                    role="alertdialog"
                    title={t('testRides.cancelTitle')}
                    footer={({ close }) => (
                      <>
                        <Button variant="ghost" onPress={close}>
                          {t('testRides.cancelKeep')}
                        </Button>
                        <Button
                          variant="danger"
                          isLoading={pending}
                          onPress={() => {
                            void submit({ id: booking.id }).then(close);
                          }}
                        >
                          {t('testRides.cancelConfirm')}
                        </Button>
                      </>
                    )}
                  >
                    <Text>
                      {t('testRides.cancelBody', {
                        day: asDate(booking.day),
                        start: booking.startsAt,
                        store: booking.store.name,
                      })}
                    </Text>
                  </Dialog>
                </DialogTrigger>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Link variant="standalone" href="/stores">
        {t('testRides.bookAnother')}
      </Link>
    </Stack>
  );
}

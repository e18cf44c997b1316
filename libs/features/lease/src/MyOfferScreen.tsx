import { useSubmission, type Submission } from '@velo/data';
import { formatDate, formatMoney, useFormatMessage, useLocale } from '@velo/i18n';
import {
  agreedLeaseQuote,
  allowedLeaseEvents,
  homeDeliveryFeeCents,
  journeyView,
} from '@velo/leasing';
import {
  EquipmentLines,
  JourneyTracker,
  MonthlyBreakdown,
  type JourneyLinks,
} from '@velo/leasing-ui';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Dialog } from '@velo/ui/Dialog';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { LinkGroup } from '@velo/ui/LinkGroup';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { afterDialogFocus } from '@velo/ui/focus';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { DeliveryMode, LeaseOutcome, LeaseRequest, MyOfferData } from './data';
import { ExtraContributionLines } from './ExtraContributionLines';
import { PickupVoucher } from './PickupVoucher';

/**
 * Why the confirmation or the withdrawal did not go through (409 `ILLEGAL_TRANSITION`, said in
 * words that fit what the rider tried, or another refusal).
 */
function Refusal({ outcome }: { outcome: LeaseOutcome | undefined }) {
  const t = useFormatMessage();
  const ref = useRef<HTMLDivElement>(null);
  const refused = outcome && !outcome.done && outcome.reason !== 'handled';
  useEffect(() => {
    if (refused) return afterDialogFocus(ref);
  }, [refused, outcome]);
  if (!refused) return null;
  return (
    <InlineAlert tone="error" role="alert" ref={ref}>
      {outcome.reason === 'rejected' && outcome.code === 'EQUIPMENT_CHOICE_ON_HOLD'
        ? t('lease.employerPause.equipmentChoice')
        : outcome.reason !== 'illegal-transition'
          ? t('errors.tryAgainLater')
          : outcome.intent === 'cancel'
            ? t('lease.offer.withdraw.illegalTransition')
            : t('lease.offer.confirm.illegalTransition')}
    </InlineAlert>
  );
}

/** The page: its title, then what the rider's request (or its absence) gives. */
function OfferPage({ children }: { children: ReactNode }) {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t('routes.myOffer')}</PageTitle>
      {children}
    </Stack>
  );
}

/** No request yet: where a request comes from (spec sections 1 and 2.3: catalogue, test ride, proposal). */
function NoRequest() {
  const t = useFormatMessage();
  return (
    <OfferPage>
      <Card title={t('lease.offer.empty.title')} headingLevel={2}>
        <Text>{t('lease.offer.empty.body')}</Text>
        <LinkGroup
          links={[
            { href: '/bikes', label: t('lease.offer.empty.catalogue') },
            { href: '/test-rides', label: t('lease.offer.empty.proposals') },
          ]}
        />
      </Card>
    </OfferPage>
  );
}

/**
 * The equipment confirmation of an approved request (spec section 4: "the user confirms the
 * equipment choice and can no longer change it"): the delivery mode (store pickup, or home delivery
 * for 50 € incl. tax, spec section 9), then an alert dialog that says the choice is final.
 */
function ConfirmEquipment({
  lease,
  submission,
  onConfirm,
}: {
  lease: LeaseRequest;
  submission: Submission<LeaseOutcome>;
  onConfirm: () => void;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { submit, pending } = submission;
  const [delivery, setDelivery] = useState<DeliveryMode>('store');
  const [open, setOpen] = useState(false);
  const fee = formatMoney(homeDeliveryFeeCents, locale);

  const confirm = () => {
    // Marked before sending: on success the router reads the request again and this card gives way
    // to the read-only choice, which then takes focus.
    onConfirm();
    void submit({ intent: 'confirm-equipment', leaseRequestId: lease.id, delivery }).then(() =>
      setOpen(false),
    );
  };

  const deliveryText =
    delivery === 'home'
      ? t('lease.offer.confirm.deliveryHome', { fee })
      : lease.store
        ? t('lease.offer.confirm.deliveryStoreNamed', { store: lease.store.name })
        : t('lease.offer.confirm.deliveryStore');

  return (
    <Card title={t('lease.offer.confirm.title')} headingLevel={2} tone="primary">
      <Stack gap="4">
        <Text>{t('lease.equipment.confirmNotice')}</Text>
        <RadioGroup
          label={t('lease.offer.confirm.deliveryLabel')}
          value={delivery}
          onChange={(value) => setDelivery(value === 'home' ? 'home' : 'store')}
          options={[
            {
              value: 'store',
              label: lease.store
                ? t('lease.offer.confirm.deliveryStoreNamed', { store: lease.store.name })
                : t('lease.offer.confirm.deliveryStore'),
            },
            { value: 'home', label: t('lease.offer.confirm.deliveryHome', { fee }) },
          ]}
          isRequired
        />
        <Inline gap="3">
          <Button variant="primary" onPress={() => setOpen(true)}>
            {t('lease.offer.confirm.button')}
          </Button>
        </Inline>
      </Stack>
      <Dialog
        title={t('lease.offer.confirm.dialogTitle')}
        role="alertdialog"
        isOpen={open}
        onOpenChange={setOpen}
        footer={({ close }) => (
          <>
            <Button variant="primary" isLoading={pending} onPress={confirm}>
              {t('lease.offer.confirm.confirm')}
            </Button>
            <Button variant="ghost" onPress={close}>
              {t('lease.offer.confirm.cancel')}
            </Button>
          </>
        )}
      >
        <Stack gap="3">
          <Text variant="bodyStrong">{t('lease.equipment.confirmNotice')}</Text>
          <Text>
            {t('lease.offer.confirm.summaryBike', {
              bike: `${lease.bike.brand} ${lease.bike.model}`,
            })}
          </Text>
          <Text>
            {lease.equipment.length === 0
              ? t('lease.offer.equipment.none')
              : t('lease.offer.confirm.summaryEquipment', {
                  equipment: lease.equipment.map((item) => `${item.brand} ${item.name}`).join(', '),
                })}
          </Text>
          <Text>{deliveryText}</Text>
        </Stack>
      </Dialog>
    </Card>
  );
}

/** The confirmed choice, read-only, said where focus lands just after confirming (WCAG 4.1.3). */
/**
 * Spec section 4: the employer paused the equipment choice (on /invite); the confirmation waits
 * until it is resumed, and the page says why instead of offering a button the server would refuse.
 */
function EquipmentChoicePaused() {
  const t = useFormatMessage();
  return (
    <Card title={t('lease.offer.confirm.title')} headingLevel={2}>
      <Stack gap="3">
        <InlineAlert tone="warning">{t('lease.employerPause.equipmentChoice')}</InlineAlert>
        <Text>{t('lease.offer.confirm.pausedLater')}</Text>
      </Stack>
    </Card>
  );
}

function ConfirmedChoice({
  lease,
  confirmedHere,
}: {
  lease: LeaseRequest;
  confirmedHere: boolean;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmedHere) return afterDialogFocus(ref);
  }, [confirmedHere]);
  const mode =
    lease.delivery === 'home'
      ? t('lease.offer.confirmed.home', { fee: formatMoney(homeDeliveryFeeCents, locale) })
      : lease.store
        ? t('lease.offer.confirm.deliveryStoreNamed', { store: lease.store.name })
        : t('lease.offer.confirm.deliveryStore');
  return (
    <InlineAlert tone="success" {...(confirmedHere ? { role: 'status' as const } : {})} ref={ref}>
      <Stack gap="1">
        <Text variant="bodyStrong">
          {lease.equipmentConfirmedAt
            ? t('lease.offer.confirmed.on', {
                date: formatDate(lease.equipmentConfirmedAt, locale, {
                  dateStyle: 'long',
                  timeZone: 'Europe/Paris',
                }),
              })
            : t('lease.offer.confirmed.title')}
        </Text>
        <Text>{t('lease.offer.confirmed.delivery', { mode })}</Text>
        <Text>{t('lease.offer.confirmed.locked')}</Text>
      </Stack>
    </InlineAlert>
  );
}

/**
 * Withdrawing the request before signing (issue 13; lease-design §1: the rider's `cancel`, allowed
 * until the company signs the contract). A quiet button, then an alert dialog that says what it
 * means: the request ends, the company is told, the rider can choose a bike again.
 */
function WithdrawRequest({
  lease,
  submission,
  onWithdraw,
}: {
  lease: LeaseRequest;
  submission: Submission<LeaseOutcome>;
  onWithdraw: () => void;
}) {
  const t = useFormatMessage();
  const { submit, pending } = submission;
  const [open, setOpen] = useState(false);

  const withdraw = () => {
    // Marked before sending, as the confirmation does: on success the request reads as cancelled,
    // this card gives way and the withdrawal message takes focus.
    onWithdraw();
    void submit({ intent: 'cancel', leaseRequestId: lease.id }).then(() => setOpen(false));
  };

  return (
    <Card title={t('lease.offer.withdraw.title')} headingLevel={2}>
      <Stack gap="3">
        <Text>{t('lease.offer.withdraw.body')}</Text>
        <Inline gap="3">
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {t('lease.offer.withdraw.button')}
          </Button>
        </Inline>
      </Stack>
      <Dialog
        title={t('lease.offer.withdraw.dialogTitle')}
        role="alertdialog"
        isOpen={open}
        onOpenChange={setOpen}
        footer={({ close }) => (
          <>
            <Button variant="danger" isLoading={pending} onPress={withdraw}>
              {t('lease.offer.withdraw.confirm')}
            </Button>
            <Button variant="secondary" onPress={close}>
              {t('lease.offer.withdraw.keep')}
            </Button>
          </>
        )}
      >
        <Stack gap="3">
          <Text>
            {t('lease.offer.withdraw.dialogEnds', {
              bike: `${lease.bike.brand} ${lease.bike.model}`,
            })}
          </Text>
          <Text>{t('lease.offer.withdraw.dialogAgain')}</Text>
        </Stack>
      </Dialog>
    </Card>
  );
}

/** Said where focus lands just after withdrawing (WCAG 4.1.3); the tracker above shows the state. */
function Withdrawn() {
  const t = useFormatMessage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => afterDialogFocus(ref), []);
  return (
    <InlineAlert tone="success" role="status" ref={ref}>
      <Stack gap="2">
        <Text variant="bodyStrong">{t('lease.offer.withdraw.done')}</Text>
        <Text>{t('lease.offer.withdraw.doneAgain')}</Text>
        <Link variant="standalone" href="/bikes">
          {t('leasing.journey.actions.chooseAgain')}
        </Link>
      </Stack>
    </InlineAlert>
  );
}

/**
 * /my-offer (spec section 2.2, private, not restricted; issue 13): where the rider's request stands
 * (the journey tracker), the chosen bike, size, store and equipment, the monthly breakdown of the
 * request as the API fixed it, the extra contribution, once the company approved, the equipment confirmation, once
 * issued, the pickup voucher, and until the company signs, withdrawing the request.
 */
export default function MyOfferScreen({ journeyLinks }: { journeyLinks: JourneyLinks }) {
  const t = useFormatMessage();
  const { lease } = useLoaderData() as MyOfferData;
  const [confirmedHere, setConfirmedHere] = useState(false);
  const [withdrawnHere, setWithdrawnHere] = useState(false);
  // Held here, not in the confirmation card: after a 409 the router reads the request again, the
  // card may give way, and the reason must stay on the page.
  const submission = useSubmission<LeaseOutcome>();
  if (!lease) return <NoRequest />;
  const { bike, size, store } = lease;
  const approved = lease.status === 'approved';
  const cancelled = lease.status === 'cancelled';
  // From the state machine, not a list of our own: the rider's `cancel` is allowed until the
  // company signs (lease-design §1).
  const canWithdraw = allowedLeaseEvents(lease.status).includes('cancel');
  // A request that ended before signing (refused, withdrawn, lapsed) has nothing left to pay.
  const endedBeforeSigning = cancelled || lease.status === 'refused';

  return (
    <OfferPage>
      <JourneyTracker
        journey={journeyView(lease)}
        links={journeyLinks}
        // Approved: the confirmation is on this page, just below.
        {...(approved ? { action: null } : {})}
      />
      <Refusal outcome={submission.outcome} />
      {cancelled ? (
        withdrawnHere && submission.outcome?.done === true ? (
          <Withdrawn />
        ) : null
      ) : approved && lease.equipmentChoiceOnHold ? (
        <EquipmentChoicePaused />
      ) : approved ? (
        <ConfirmEquipment
          lease={lease}
          submission={submission}
          onConfirm={() => setConfirmedHere(true)}
        />
      ) : lease.delivery !== null ? (
        <ConfirmedChoice
          lease={lease}
          confirmedHere={confirmedHere && submission.outcome?.done === true}
        />
      ) : null}
      {/* Right under the tracker: the voucher is what the rider needs at the handover (spec 4). */}
      <PickupVoucher lease={lease} />

      <Card title={t('lease.offer.bike.title')} headingLevel={2}>
        <Text variant="bodyStrong">
          {bike.brand} {bike.model}
        </Text>
        {size ? (
          <Text>
            {size.label === 'unique'
              ? t('lease.offer.bike.sizeUnique')
              : t('lease.offer.bike.size', {
                  size: size.label,
                  min: size.minHeightCm,
                  max: size.maxHeightCm,
                })}
          </Text>
        ) : null}
        <Inline justify="spaceBetween">
          <Text as="span">{t('lease.offer.bike.price')}</Text>
          <Money cents={lease.bikePriceCents} />
        </Inline>
      </Card>

      <Card title={t('lease.offer.equipment.title')} headingLevel={2}>
        <EquipmentLines items={lease.equipment} emptyText={t('lease.offer.equipment.none')} />
        <Inline justify="spaceBetween">
          <Text as="span" variant="bodyStrong">
            {t('lease.offer.total')}
          </Text>
          <Money cents={lease.totalPriceCents} emphasis="strong" />
        </Inline>
      </Card>

      {store ? (
        <Card title={t('lease.offer.store.title')} headingLevel={2}>
          <Text variant="bodyStrong">{store.name}</Text>
          <Text>
            {store.street}, {store.postalCode} {store.city}
          </Text>
          {store.phone ? <Text>{t('lease.offer.store.phone', { phone: store.phone })}</Text> : null}
        </Card>
      ) : null}

      {/* The figures the API fixed for this request, not a simulation of the bike page's. */}
      <MonthlyBreakdown quote={agreedLeaseQuote(lease)} />

      {endedBeforeSigning ? null : (
        <Card title={t('lease.extra.title')} headingLevel={2}>
          {lease.extraContribution ? (
            <ExtraContributionLines extra={lease.extraContribution} />
          ) : (
            <Text>{t('lease.extra.notYet')}</Text>
          )}
          {lease.status === 'awaiting-payment' ? (
            <Link variant="standalone" href="/payment">
              {t('leasing.journey.actions.pay')}
            </Link>
          ) : null}
        </Card>
      )}

      {canWithdraw ? (
        <WithdrawRequest
          lease={lease}
          submission={submission}
          onWithdraw={() => setWithdrawnHere(true)}
        />
      ) : null}
    </OfferPage>
  );
}

import { hasRight, profileAtom, rightNames } from '@velo/auth';
import { useSubmission } from '@velo/data';
import {
  formatDate,
  formatMoney,
  formatNumber,
  useFormatMessage,
  useLocale,
  type PlainMessageId,
} from '@velo/i18n';
import { EquipmentLines, MonthlyBreakdown } from '@velo/leasing-ui';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Dialog, DialogTrigger } from '@velo/ui/Dialog';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Inline } from '@velo/ui/Inline';
import { Link } from '@velo/ui/Link';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useForm } from '@velo/validation';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { Proposal, ProposalData, ProposalOutcome } from './data';
import type { DeclineReason, DeclineValues } from './declineRules';

/** The rules load with the dialog's first check, keeping zod out of the screen's chunk. */
const rules = async () => (await import('./declineRules')).declineRules;

const reasonLabels: Record<DeclineReason, PlainMessageId> = {
  'too-expensive': 'proposal.decline.reasons.tooExpensive',
  'wrong-size': 'proposal.decline.reasons.wrongSize',
  'prefer-another-bike': 'proposal.decline.reasons.preferAnotherBike',
  'prefer-another-store': 'proposal.decline.reasons.preferAnotherStore',
  'no-longer-needed': 'proposal.decline.reasons.noLongerNeeded',
  other: 'proposal.decline.reasons.other',
};

function NotFound() {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t('proposal.notFound.title')}</PageTitle>
      <Text>{t('proposal.notFound.body')}</Text>
      <Link variant="standalone" href="/">
        {t('proposal.backHome')}
      </Link>
    </Stack>
  );
}

function DeclineDialog({ close, onAnswer }: { close: () => void; onAnswer: () => void }) {
  const t = useFormatMessage();
  const form = useForm<DeclineValues>(rules, { reason: '', comment: '' });
  const { submit, pending, outcome } = useSubmission<ProposalOutcome>();
  const { setServerError } = form;

  useEffect(() => {
    if (!outcome) return;
    if (outcome.done === 'declined' || (outcome.done === false && outcome.unavailable)) close();
    else if (outcome.done === false && outcome.fields.includes('body.comment')) {
      setServerError('comment', 'proposal.decline.errors.comment');
    } else if (outcome.done === false && outcome.fields.includes('body.reason')) {
      setServerError('reason', 'proposal.decline.errors.reason');
    }
  }, [outcome, close, setServerError]);

  const reasonsRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!(await form.validateForSubmit())) {
      // The Form focuses the first invalid input it finds; a radio group carries its invalid state on
      // the group, so a missing reason gets its focus here (WCAG 3.3.1: the field to fix).
      if (!form.values.reason) {
        setTimeout(() => reasonsRef.current?.querySelector<HTMLInputElement>('input')?.focus(), 0);
      }
      return;
    }
    const comment = form.values.comment.trim();
    onAnswer();
    void submit({ intent: 'decline', reason: form.values.reason, ...(comment ? { comment } : {}) });
  };

  return (
    <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)}>
      <div ref={reasonsRef}>
        <RadioGroup
          {...form.textField('reason')}
          label={t('proposal.decline.reason')}
          options={Object.entries(reasonLabels).map(([value, id]) => ({ value, label: t(id) }))}
          isRequired
        />
      </div>
      <TextField
        {...form.textField('comment')}
        label={t('proposal.decline.comment')}
        description={t('proposal.decline.commentHint')}
        isRequired={form.values.reason === 'other'}
      />
      <Inline gap="3">
        <Button type="submit" variant="danger" isLoading={pending}>
          {t('proposal.decline.submit')}
        </Button>
        <Button variant="ghost" onPress={close}>
          {t('proposal.cancel')}
        </Button>
      </Inline>
    </Form>
  );
}

function Answer({ onAnswer }: { onAnswer: () => void }) {
  const t = useFormatMessage();
  // Spec section 6: a fleet manager who approves their own company's requests has theirs approved
  // at once, and the dialog says so.
  const selfApproved = hasRight(useAtomValue(profileAtom), rightNames.approvals);
  const { submit, pending, outcome } = useSubmission<ProposalOutcome>();
  const [accepting, setAccepting] = useState(false);

  const accept = () => {
    onAnswer();
    void submit({ intent: 'accept' }).then(() => setAccepting(false));
  };

  return (
    <Stack gap="3">
      {outcome?.done === false && outcome.unavailable ? (
        <InlineAlert tone="warning" role="alert">
          {t('proposal.unavailable')}
        </InlineAlert>
      ) : null}
      <Inline gap="3">
        <Button variant="primary" onPress={() => setAccepting(true)}>
          {t('proposal.accept.button')}
        </Button>
        <DialogTrigger>
          <Button variant="outline">{t('proposal.decline.button')}</Button>
          <Dialog title={t('proposal.decline.title')}>
            {({ close }) => <DeclineDialog close={close} onAnswer={onAnswer} />}
          </Dialog>
        </DialogTrigger>
      </Inline>
      <Dialog
        title={t('proposal.accept.title')}
        role="alertdialog"
        isOpen={accepting}
        onOpenChange={setAccepting}
        footer={({ close }) => (
          <>
            <Button variant="primary" isLoading={pending} onPress={accept}>
              {t('proposal.accept.confirm')}
            </Button>
            <Button variant="ghost" onPress={close}>
              {t('proposal.cancel')}
            </Button>
          </>
        )}
      >
        <Text>{t(selfApproved ? 'proposal.accept.bodySelfApproved' : 'proposal.accept.body')}</Text>
      </Dialog>
    </Stack>
  );
}

/** The proposal's state once answered or past its day: a clear sentence, focused after an answer. */
function State({ proposal, answeredHere }: { proposal: Proposal; answeredHere: boolean }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const status = proposal.status;

  useEffect(() => {
    // Just answered on this page (the action revalidated the proposal): say so where focus is.
    if (answeredHere && (status === 'accepted' || status === 'declined')) ref.current?.focus();
  }, [status, answeredHere]);

  if (status === 'accepted') {
    // The acceptance created the lease request (spec §4): its progress is followed on /my-offer. A
    // fleet manager's own request is approved at once (spec §6): no wait for the company is told.
    const waits = proposal.leaseRequest?.status === 'pending-validation';
    return (
      <Stack gap="3">
        <InlineAlert tone="success" role="status" ref={ref}>
          {answeredHere || !proposal.answeredAt
            ? t(waits ? 'proposal.accepted' : 'proposal.acceptedApproved')
            : t(waits ? 'proposal.acceptedOn' : 'proposal.acceptedOnLater', {
                date: formatDate(proposal.answeredAt, locale),
              })}
        </InlineAlert>
        <Link variant="standalone" href="/my-offer">
          {t('proposal.trackRequest')}
        </Link>
      </Stack>
    );
  }
  if (status === 'declined') {
    return (
      <InlineAlert tone="information" role="status" ref={ref}>
        {t('proposal.declined')}
      </InlineAlert>
    );
  }
  if (status === 'expired') {
    return (
      <InlineAlert tone="warning">
        {t('proposal.expired', { date: formatDate(proposal.validUntil, locale) })}
      </InlineAlert>
    );
  }
  return <Text>{t('proposal.validUntil', { date: formatDate(proposal.validUntil, locale) })}</Text>;
}

/**
 * /try-bike/:retailerPropositionId (spec sections 1 and 2.2): a store's proposal to the rider — the
 * bike with its figures, the size, the equipment, the store, the price and the monthly breakdown —
 * accepted (which creates the lease request that waits for the company) or declined with a reason.
 */
export default function ProposalScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { proposal, contribution, offer } = useLoaderData() as ProposalData;
  const [answeredHere, setAnsweredHere] = useState(false);
  if (!proposal) return <NotFound />;
  const { bike, size, store } = proposal;
  const kg = formatNumber(bike.weightGrams / 1000, locale, { maximumFractionDigits: 1 });

  return (
    <Stack gap="5">
      <PageTitle>{t('proposal.title', { store: store.name })}</PageTitle>
      <State proposal={proposal} answeredHere={answeredHere} />
      {proposal.message ? (
        <Text>{t('proposal.message', { message: proposal.message })}</Text>
      ) : null}

      <Card title={t('proposal.bike.title')} headingLevel={2}>
        <Text variant="bodyStrong">
          {bike.brand} {bike.model}
        </Text>
        <Text>
          {t('proposal.bike.size', {
            size: size.label === 'unique' ? t('proposal.bike.sizeUnique') : size.label,
            min: size.minHeightCm,
            max: size.maxHeightCm,
          })}
        </Text>
        <Text>{t('proposal.bike.figures', { weight: kg })}</Text>
        <Text>
          {bike.electric && bike.batteryWh && bike.motorPowerW && bike.autonomyKm
            ? t('proposal.bike.electric', {
                battery: bike.batteryWh,
                motor: bike.motorPowerW,
                autonomy: bike.autonomyKm,
              })
            : t('proposal.bike.mechanical')}
        </Text>
      </Card>

      <Card title={t('proposal.equipment.title')} headingLevel={2}>
        <EquipmentLines items={proposal.equipment} emptyText={t('proposal.equipment.none')} />
      </Card>

      <Card title={t('proposal.price.title')} headingLevel={2}>
        <Inline justify="spaceBetween">
          <Text as="span">{t('proposal.price.bike')}</Text>
          <Money cents={proposal.bikePriceCents} />
        </Inline>
        {proposal.bikePriceCents !== bike.priceCents ? (
          <Text variant="bodySmall">
            {t('proposal.price.catalogue', { amount: formatMoney(bike.priceCents, locale) })}
          </Text>
        ) : null}
        <Inline justify="spaceBetween">
          <Text as="span" variant="bodyStrong">
            {t('proposal.price.total')}
          </Text>
          <Money cents={proposal.totalPriceCents} emphasis="strong" />
        </Inline>
      </Card>

      <MonthlyBreakdown
        bikePriceCents={proposal.bikePriceCents}
        equipmentPriceCents={proposal.equipment.map((item) => item.priceCents)}
        contribution={contribution}
        offer={offer}
      />

      <Card title={t('proposal.store.title')} headingLevel={2}>
        <Text variant="bodyStrong">{store.name}</Text>
        <Text>
          {store.street}, {store.postalCode} {store.city}
        </Text>
        {store.phone ? <Text>{t('proposal.store.phone', { phone: store.phone })}</Text> : null}
      </Card>

      {proposal.status === 'pending' ? <Answer onAnswer={() => setAnsweredHere(true)} /> : null}
      <Link variant="standalone" href="/">
        {t('proposal.backHome')}
      </Link>
    </Stack>
  );
}

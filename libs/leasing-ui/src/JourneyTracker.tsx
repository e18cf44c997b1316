import {
  formatDate,
  useFormatMessage,
  useLocale,
  type Locale,
  type PlainMessageId,
} from '@velo/i18n';
import {
  journeySteps,
  journeyStepStates,
  type JourneyStep,
  type JourneyStepState,
  type LeaseActor,
  type LeaseEvent,
  type LeaseStatus,
} from '@velo/leasing';
import { Badge, type BadgeTone } from '@velo/ui/Badge';
import { Card } from '@velo/ui/Card';
import { Icon } from '@velo/ui/Icon';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import * as styles from './JourneyTracker.css';

/** Who acts next, what they do and by when, as `nextLeaseStep` of @velo/leasing (and the API) says. */
export interface JourneyNextStep {
  actor: LeaseActor;
  event: LeaseEvent;
  /** An ISO timestamp, or an ISO calendar date (a delivery estimate); null: no date applies. */
  dueBy: string | null;
}

/** The one thing the rider can do now: a link to the screen where it is done. */
export interface JourneyAction {
  href: string;
  label: string;
}

export interface JourneyTrackerProps {
  status: LeaseStatus;
  /**
   * Whether the rider has an extra contribution to pay (otherwise the payment step is skipped);
   * null while it is not known yet (before the equipment is confirmed): the step is then "to come".
   */
  extraContributionDue: boolean | null;
  /** For a cancelled request, the status it was cancelled from: that step shows as cancelled. */
  cancelledFrom?: LeaseStatus | undefined;
  nextStep: JourneyNextStep | null;
  /** The company's motive, shown when the request is refused (spec section 4). */
  refusalMotive?: string | null;
  /**
   * The rider's action now. Left out: the usual one for the status (`riderActionFor`); `null`: none
   * (the screen offers it itself, e.g. /my-offer's confirmation).
   */
  action?: JourneyAction | null;
  /** The heading level that fits the page outline (RGAA 9.1). @default 2 */
  headingLevel?: 2 | 3;
}

const stepLabels: Record<JourneyStep, PlainMessageId> = {
  request: 'leasing.journey.steps.request',
  validation: 'leasing.journey.steps.validation',
  equipment: 'leasing.journey.steps.equipment',
  'company-signature': 'leasing.journey.steps.companySignature',
  'rider-signature': 'leasing.journey.steps.riderSignature',
  payment: 'leasing.journey.steps.payment',
  pickup: 'leasing.journey.steps.pickup',
};

const actorLabels: Record<LeaseActor, PlainMessageId> = {
  rider: 'leasing.journey.actors.rider',
  company: 'leasing.journey.actors.company',
  store: 'leasing.journey.actors.store',
  platform: 'leasing.journey.actors.platform',
  time: 'leasing.journey.actors.time',
};

const eventLabels: Record<LeaseEvent, PlainMessageId> = {
  approve: 'leasing.journey.events.approve',
  refuse: 'leasing.journey.events.approve',
  confirmEquipment: 'leasing.journey.events.confirmEquipment',
  signContract: 'leasing.journey.events.signContract',
  signVoucher: 'leasing.journey.events.signVoucher',
  issuePickupVoucher: 'leasing.journey.events.issuePickupVoucher',
  payExtraContribution: 'leasing.journey.events.payExtraContribution',
  deliver: 'leasing.journey.events.deliver',
  cancel: 'leasing.journey.events.cancel',
  lapse: 'leasing.journey.events.confirmEquipment',
  end: 'leasing.journey.events.end',
};

const stateLabels: Record<Exclude<JourneyStepState, 'failed'>, PlainMessageId> = {
  done: 'leasing.journey.states.done',
  current: 'leasing.journey.states.current',
  upcoming: 'leasing.journey.states.upcoming',
  skipped: 'leasing.journey.states.skipped',
};

const stateTones: Record<JourneyStepState, BadgeTone> = {
  done: 'success',
  current: 'primary',
  upcoming: 'neutral',
  skipped: 'neutral',
  failed: 'error',
};

/**
 * The usual rider action for a status (issue 13: "the one action the rider can take now"): confirm the
 * equipment, complete the file and sign, pay the extra contribution. None while another party acts.
 */
export function riderActionFor(
  status: LeaseStatus,
): { href: string; labelId: PlainMessageId } | null {
  switch (status) {
    case 'approved':
      return { href: '/my-offer', labelId: 'leasing.journey.actions.confirmEquipment' };
    case 'contract-signed':
      return { href: '/onboarding', labelId: 'leasing.journey.actions.signVoucher' };
    case 'awaiting-payment':
      return { href: '/payment', labelId: 'leasing.journey.actions.pay' };
    default:
      return null;
  }
}

/**
 * A due date as the rider reads it, in Paris time (spec section 9's rules are in Paris time): a
 * timestamp with its hour ("24 novembre 2026 à 19:00"), a calendar date alone ("2 décembre 2026").
 */
export function formatDueBy(dueBy: string, locale: Locale): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(dueBy)) return formatDate(dueBy, locale);
  return formatDate(dueBy, locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
}

/**
 * The rider's journey from request to keys (issue 13; spec section 4): every step in order as an
 * ordered list, each with its state in words (done, in progress, to come, not needed, refused or
 * cancelled) beside its marker, the current one marked `aria-current="step"`; then who acts next,
 * what they do and by when; and the rider's one action now. A refused request shows the company's
 * motive and a link to choose another bike.
 */
export function JourneyTracker({
  status,
  extraContributionDue,
  nextStep,
  refusalMotive = null,
  cancelledFrom,
  action,
  headingLevel = 2,
}: JourneyTrackerProps) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const states = journeyStepStates(status, {
    // Not known yet: not skipped either, the step is still to come.
    extraContributionDue: extraContributionDue ?? true,
    ...(cancelledFrom ? { cancelledFrom } : {}),
  });
  const usual = riderActionFor(status);
  const shownAction =
    action === undefined ? (usual ? { href: usual.href, label: t(usual.labelId) } : null) : action;

  const stateText = (state: JourneyStepState) =>
    state === 'failed'
      ? t(
          status === 'refused'
            ? 'leasing.journey.states.refused'
            : 'leasing.journey.states.cancelled',
        )
      : t(stateLabels[state]);

  return (
    <Card title={t('leasing.journey.title')} headingLevel={headingLevel}>
      <Stack gap="4">
        <ol className={styles.list} aria-label={t('leasing.journey.label')}>
          {journeySteps.map((step, index) => {
            const state = states[step];
            return (
              <li
                key={step}
                className={styles.step}
                data-state={state}
                {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}
              >
                <span className={styles.marker} aria-hidden="true">
                  {state === 'done' ? (
                    <Icon name="check" size="sm" />
                  ) : state === 'failed' ? (
                    <Icon name="close" size="sm" />
                  ) : (
                    index + 1
                  )}
                </span>
                <span className={styles.label}>
                  <Text
                    as="span"
                    variant={state === 'current' ? 'bodyStrong' : 'body'}
                    {...(state === 'skipped' ? { UNSAFE_className: styles.skipped } : {})}
                  >
                    {t(stepLabels[step])}
                  </Text>
                  {/* The state in words, visible: never colour alone (WCAG 1.4.1, RGAA 3.1). */}
                  <Badge tone={stateTones[state]}>{stateText(state)}</Badge>
                </span>
              </li>
            );
          })}
        </ol>

        {status === 'refused' ? (
          <InlineAlert tone="error">
            <Stack gap="2">
              <Text>
                {refusalMotive
                  ? t('leasing.journey.refusedMotive', { motive: refusalMotive })
                  : t('leasing.journey.refused')}
              </Text>
              <Link variant="standalone" href="/bikes">
                {t('leasing.journey.actions.chooseAgain')}
              </Link>
            </Stack>
          </InlineAlert>
        ) : null}
        {status === 'cancelled' ? (
          <InlineAlert tone="warning">
            <Stack gap="2">
              <Text>{t('leasing.journey.cancelled')}</Text>
              <Link variant="standalone" href="/bikes">
                {t('leasing.journey.actions.chooseAgain')}
              </Link>
            </Stack>
          </InlineAlert>
        ) : null}

        {nextStep && status !== 'refused' && status !== 'cancelled' ? (
          <dl className={styles.next} aria-label={t('leasing.journey.next.label')}>
            <dt className={styles.term}>
              <Text as="span" variant="bodyStrong">
                {t('leasing.journey.next.what')}
              </Text>
            </dt>
            <dd className={styles.description}>
              <Text as="span">{t(eventLabels[nextStep.event])}</Text>
            </dd>
            <dt className={styles.term}>
              <Text as="span" variant="bodyStrong">
                {t('leasing.journey.next.who')}
              </Text>
            </dt>
            <dd className={styles.description}>
              <Text as="span">{t(actorLabels[nextStep.actor])}</Text>
            </dd>
            {nextStep.dueBy ? (
              <>
                <dt className={styles.term}>
                  <Text as="span" variant="bodyStrong">
                    {nextStep.event === 'deliver'
                      ? t('leasing.journey.next.estimated')
                      : t('leasing.journey.next.dueBy')}
                  </Text>
                </dt>
                <dd className={styles.description}>
                  <Text as="span">{formatDueBy(nextStep.dueBy, locale)}</Text>
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}

        {shownAction && status !== 'refused' && status !== 'cancelled' ? (
          <Link variant="standalone" href={shownAction.href}>
            {shownAction.label}
          </Link>
        ) : null}
      </Stack>
    </Card>
  );
}

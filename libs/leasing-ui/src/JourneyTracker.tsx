import {
  formatDate,
  useFormatMessage,
  useLocale,
  type Locale,
  type PlainMessageId,
} from '@velo/i18n';
import type {
  JourneyRiderAction,
  JourneyStep,
  JourneyStepState,
  JourneyView,
  LeaseActor,
  LeaseEvent,
} from '@velo/leasing';
import { Badge, type BadgeTone } from '@velo/ui/Badge';
import { Card } from '@velo/ui/Card';
import { Icon } from '@velo/ui/Icon';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import * as styles from './JourneyTracker.css';

/** The one thing the rider can do now: a link to the screen where it is done. */
export interface JourneyAction {
  href: string;
  label: string;
}

/**
 * The app's addresses the tracker links to: the app knows its routes, this library does not. One
 * per rider action of `journeyView`, and the catalogue to choose a bike again.
 */
export interface JourneyLinks extends Record<JourneyRiderAction, string> {
  /** Choosing another bike, after a refusal or a cancellation (the catalogue). */
  chooseAgain: string;
}

export interface JourneyTrackerProps {
  /** The request's journey: `journeyView(lease)` of @velo/leasing. */
  journey: JourneyView;
  /** Where the tracker's links lead. */
  links: JourneyLinks;
  /**
   * The rider's action now. Left out: the usual one for the status (`journey.riderAction`); `null`:
   * none (the screen offers it itself, e.g. /my-offer's confirmation).
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

/** The links' texts of the rider's actions (issue 13: "the one action the rider can take now"). */
const actionLabels: Record<JourneyRiderAction, PlainMessageId> = {
  confirmEquipment: 'leasing.journey.actions.confirmEquipment',
  signVoucher: 'leasing.journey.actions.signVoucher',
  pay: 'leasing.journey.actions.pay',
};

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
export function JourneyTracker({ journey, links, action, headingLevel = 2 }: JourneyTrackerProps) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { status, nextStep, refusalMotive, riderAction } = journey;
  const shownAction =
    action === undefined
      ? riderAction
        ? { href: links[riderAction], label: t(actionLabels[riderAction]) }
        : null
      : action;

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
          {journey.steps.map(({ step, state }, index) => (
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
          ))}
        </ol>

        {status === 'refused' ? (
          <InlineAlert tone="error">
            <Stack gap="2">
              <Text>
                {refusalMotive
                  ? t('leasing.journey.refusedMotive', { motive: refusalMotive })
                  : t('leasing.journey.refused')}
              </Text>
              <Link variant="standalone" href={links.chooseAgain}>
                {t('leasing.journey.actions.chooseAgain')}
              </Link>
            </Stack>
          </InlineAlert>
        ) : null}
        {status === 'cancelled' ? (
          <InlineAlert tone="warning">
            <Stack gap="2">
              <Text>{t('leasing.journey.cancelled')}</Text>
              <Link variant="standalone" href={links.chooseAgain}>
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

import { lazyComponent, useSubmission } from '@velo/data';
import { useFormatMessage, type PlainMessageId } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { CopyLinkField } from '@velo/ui/CopyLinkField';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Switch } from '@velo/ui/Switch';
import { Text } from '@velo/ui/Text';
import { TextArea } from '@velo/ui/TextArea';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHref, useLoaderData } from 'react-router-dom';
import type { InvitationLink, InvitationOutcome, InviteData, Pause } from './data';
import { maxInvitations, parseEmails } from './emails';
import * as styles from './invite.css';

/**
 * The company switch, fetched only when there is a choice (a manager of several companies): its
 * listbox weighs more than the rest of the screen's first load.
 */
const CompanySwitch = lazyComponent(
  () => import('@velo/leasing-ui/CompanySwitch'),
  (module) => module.CompanySwitch,
);

/**
 * Invite by e-mail: one address or a pasted list, parsed and deduplicated here. What is not an
 * address is named next to the field and focus moves there; the text stays as typed until sent.
 */
function InviteByEmail({ invitation }: { invitation: InvitationLink }) {
  const t = useFormatMessage();
  const { submit, pending, outcome } = useSubmission<InvitationOutcome>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const fail = (message: string) => {
    setError(message);
    fieldRef.current?.focus();
  };
  const invalidMessage = (addresses: string[]) =>
    t('fleet.invitations.email.invalid', {
      count: addresses.length,
      addresses: addresses.join(', '),
    });

  // Each answer is taken in once, as it arrives: sent (the field emptied, what was done said) or
  // refused (the addresses named next to the field, focus there, the text kept).
  const [answered, setAnswered] = useState(outcome);
  if (outcome !== answered) {
    setAnswered(outcome);
    if (outcome?.intent === 'invite' && outcome.done) {
      const { invited, alreadyRegistered } = outcome;
      setText('');
      setError(null);
      setDone(
        [
          t('fleet.invitations.email.sent', { count: invited }),
          alreadyRegistered.length > 0
            ? t('fleet.invitations.email.alreadyRegistered', {
                count: alreadyRegistered.length,
                addresses: alreadyRegistered.join(', '),
              })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    } else if (outcome?.intent === 'invite' && outcome.reason === 'refused') {
      setError(
        outcome.addresses.length > 0
          ? invalidMessage(outcome.addresses)
          : t('fleet.invitations.email.refused'),
      );
    }
  }
  useEffect(() => {
    if (outcome?.intent === 'invite' && !outcome.done && outcome.reason === 'refused') {
      fieldRef.current?.focus();
    }
  }, [outcome]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setDone('');
    const { emails, invalid } = parseEmails(text);
    if (invalid.length > 0) return fail(invalidMessage(invalid));
    if (emails.length === 0) return fail(t('fleet.invitations.email.required'));
    if (emails.length > maxInvitations) {
      return fail(
        t('fleet.invitations.email.tooMany', { count: emails.length, max: maxInvitations }),
      );
    }
    void submit({ intent: 'invite', clientId: invitation.clientId, emails });
  };

  return (
    <Card title={t('fleet.invitations.email.title')} headingLevel={2}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="3">
          {invitation.registrationsOnHold ? (
            <InlineAlert tone="warning">{t('fleet.invitations.email.whileOnHold')}</InlineAlert>
          ) : null}
          <TextArea
            label={t('fleet.invitations.email.label')}
            description={t('fleet.invitations.email.help')}
            value={text}
            onChange={(value) => {
              setText(value);
              if (error && value.trim() !== '') setError(null);
            }}
            rows={4}
            isRequired
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
            textAreaRef={fieldRef}
          />
          <div>
            <Button type="submit" isLoading={pending}>
              {t('fleet.invitations.email.send')}
            </Button>
          </div>
          <p role="status" className={styles.status}>
            {done}
          </p>
        </Stack>
      </form>
    </Card>
  );
}

/** The company's invitation link with a copy button; the copy's result said in a status line. */
function ShareLink({ invitation }: { invitation: InvitationLink }) {
  const t = useFormatMessage();
  const href = useHref(
    `/join/${encodeURIComponent(invitation.qName)}/${encodeURIComponent(invitation.inviteToken)}`,
  );
  const link = new URL(href, window.location.origin).href;

  return (
    <Card title={t('fleet.invitations.link.title')} headingLevel={2}>
      <Stack gap="3">
        <Text>{t('fleet.invitations.link.intro')}</Text>
        <CopyLinkField
          link={link}
          label={t('fleet.invitations.link.label')}
          copyText={t('fleet.invitations.link.copy')}
          copiedText={t('fleet.invitations.link.copied')}
          copyFailedText={t('fleet.invitations.link.copyFailed')}
        />
      </Stack>
    </Card>
  );
}

/** Each pause's texts: its card, its switch, its help and what is said once saved. */
const pauseTexts = {
  registrations: {
    title: 'fleet.invitations.registrations.title',
    switch: 'fleet.invitations.registrations.switch',
    help: 'fleet.invitations.registrations.help',
    paused: 'fleet.invitations.registrations.paused',
    resumed: 'fleet.invitations.registrations.resumed',
  },
  equipmentChoice: {
    title: 'fleet.invitations.equipmentChoice.title',
    switch: 'fleet.invitations.equipmentChoice.switch',
    help: 'fleet.invitations.equipmentChoice.help',
    paused: 'fleet.invitations.equipmentChoice.paused',
    resumed: 'fleet.invitations.equipmentChoice.resumed',
  },
} as const satisfies Record<Pause, Record<string, PlainMessageId>>;

const pauseFields = {
  registrations: 'registrationsOnHold',
  equipmentChoice: 'equipmentChoiceOnHold',
} as const satisfies Record<Pause, keyof InvitationLink>;

/**
 * Spec section 4: the employer can pause registrations or the employees' equipment choice; each
 * switch is saved at once, said in a status line.
 */
function PauseSwitch({
  pause,
  invitation,
  onChange,
}: {
  pause: Pause;
  invitation: InvitationLink;
  onChange: (onHold: boolean) => void;
}) {
  const t = useFormatMessage();
  const texts = pauseTexts[pause];
  const { submit, outcome } = useSubmission<InvitationOutcome>();
  const [onHold, setOnHoldState] = useState(invitation[pauseFields[pause]]);
  const [done, setDone] = useState('');

  // Each answer is taken in once, as it arrives: said when done, the switch back when not.
  const [answered, setAnswered] = useState(outcome);
  if (outcome !== answered) {
    setAnswered(outcome);
    if (outcome?.intent === 'on-hold' && !outcome.done) setOnHoldState(!outcome.onHold);
    if (outcome?.intent === 'on-hold' && outcome.done) {
      setDone(t(outcome.onHold ? texts.paused : texts.resumed));
    }
  }
  // The page's other cards follow the saved setting (the e-mail card's warning).
  const told = useRef<InvitationOutcome | undefined>(undefined);
  useEffect(() => {
    if (outcome?.intent !== 'on-hold' || !outcome.done || told.current === outcome) return;
    told.current = outcome;
    onChange(outcome.onHold);
  }, [outcome, onChange]);

  return (
    <Card title={t(texts.title)} headingLevel={2}>
      <Stack gap="3">
        <Switch
          isSelected={onHold}
          onChange={(next) => {
            setOnHoldState(next);
            setDone('');
            void submit({ intent: 'on-hold', clientId: invitation.clientId, pause, onHold: next });
          }}
        >
          {t(texts.switch)}
        </Switch>
        <Text variant="muted">{t(texts.help)}</Text>
        <p role="status" className={styles.status}>
          {done}
        </p>
      </Stack>
    </Card>
  );
}

/** One company's invitations: its e-mail form, its link and its two pauses. */
function CompanyInvitations({ invitation: loaded }: { invitation: InvitationLink }) {
  const [invitation, setInvitation] = useState(loaded);
  return (
    <>
      <InviteByEmail invitation={invitation} />
      <ShareLink invitation={invitation} />
      <PauseSwitch
        pause="registrations"
        invitation={invitation}
        onChange={(registrationsOnHold) => setInvitation({ ...invitation, registrationsOnHold })}
      />
      <PauseSwitch
        pause="equipmentChoice"
        invitation={invitation}
        onChange={(equipmentChoiceOnHold) =>
          setInvitation({ ...invitation, equipmentChoiceOnHold })
        }
      />
    </>
  );
}

/**
 * /invite (issue 15; spec §2.2 restricted, right `fleetManagement`): invite employees by e-mail
 * (each receives the company's invitation link and becomes eligible), share the link itself, and
 * pause or resume registrations and the employees' equipment choice (spec section 4). A manager of several companies (a group's, or
 * unrelated ones) chooses the company, the choice in the address (`?client=`): the link and the
 * pause are each company's.
 */
export default function InviteScreen() {
  const t = useFormatMessage();
  const { companies, invitation } = useLoaderData() as InviteData;

  if (!invitation) {
    return (
      <Stack gap="5">
        <PageTitle>{t('fleet.invitations.title')}</PageTitle>
        <Card title={t('fleet.invitations.refusedAccess.title')} headingLevel={2}>
          <Text>{t('fleet.invitations.refusedAccess.body')}</Text>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.invitations.title')}</PageTitle>
      {companies.length > 1 ? (
        <CompanySwitch
          label={t('fleet.invitations.company')}
          companies={companies}
          company={{ id: invitation.clientId }}
          className={styles.companySwitch}
        />
      ) : (
        <Text variant="bodyStrong">{invitation.name}</Text>
      )}
      {/* Keyed by company: another company starts afresh (its field, its switch, what was said). */}
      <CompanyInvitations key={invitation.clientId} invitation={invitation} />
    </Stack>
  );
}

import { useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Dialog } from '@velo/ui/Dialog';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextArea } from '@velo/ui/TextArea';
import { useEffect, useRef, useState } from 'react';
import type { ApprovalOutcome, PendingRequest } from './data';

/** The motive's limit (contract `RefusalMotive`: 1 to 500 characters). */
const motiveMax = 500;

/** The decision being taken: which request, approve or refuse. */
export type Open = { request: PendingRequest; kind: 'approve' | 'refuse' } | null;

/**
 * The decision's dialog: approving asks for a confirmation; refusing asks for the motive the rider
 * will read (required: the message is said next to the field and focus moves to it).
 */
export function DecisionDialog({
  open,
  clientId,
  onClose,
  onDecided,
}: {
  open: Open;
  clientId: number;
  onClose: () => void;
  onDecided: (message: string) => void;
}) {
  const t = useFormatMessage();
  const { submit, pending, outcome } = useSubmission<ApprovalOutcome>();
  const [motive, setMotive] = useState('');
  const [error, setError] = useState<string | null>(null);
  const motiveRef = useRef<HTMLTextAreaElement>(null);
  const result = outcome?.intent === 'decide' ? outcome.result : null;

  // A refusal the server turned down (a blank motive) is said next to the field, focus there.
  const [answered, setAnswered] = useState(outcome);
  if (outcome !== answered) {
    setAnswered(outcome);
    if (result === 'refused') setError(t('fleet.approvals.refuse.motiveRequired'));
  }
  useEffect(() => {
    if (outcome?.intent === 'decide' && outcome.result === 'refused') motiveRef.current?.focus();
  }, [outcome]);

  // Taken (here or meanwhile by someone else): the dialog closes and the screen says so.
  const told = useRef<ApprovalOutcome | undefined>(undefined);
  useEffect(() => {
    if (!open || !outcome || told.current === outcome) return;
    if (outcome.intent !== 'decide') return;
    if (outcome.result !== 'decided' && outcome.result !== 'alreadyDecided') return;
    told.current = outcome;
    const { request, kind } = open;
    onDecided(
      outcome.result === 'alreadyDecided'
        ? t('fleet.approvals.alreadyDecided', { name: request.riderName })
        : t(kind === 'approve' ? 'fleet.approvals.approved' : 'fleet.approvals.refused', {
            name: request.riderName,
          }),
    );
  }, [open, outcome, onDecided, t]);

  if (!open) return null;
  const { request, kind } = open;
  const send = () => {
    if (pending) return;
    if (kind === 'refuse' && motive.trim() === '') {
      setError(t('fleet.approvals.refuse.motiveRequired'));
      motiveRef.current?.focus();
      return;
    }
    void submit({
      intent: 'decide',
      clientId,
      requestId: request.id,
      decision: kind,
      motive: kind === 'refuse' ? motive.trim() : '',
    });
  };
  return (
    <Dialog
      title={t(
        kind === 'approve' ? 'fleet.approvals.approve.title' : 'fleet.approvals.refuse.title',
        { name: request.riderName },
      )}
      role={kind === 'approve' ? 'alertdialog' : 'dialog'}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={({ close }) => (
        <>
          <Button
            variant={kind === 'approve' ? 'primary' : 'danger'}
            isLoading={pending}
            onPress={send}
          >
            {t(kind === 'approve' ? 'fleet.approvals.approve' : 'fleet.approvals.refuse')}
          </Button>
          <Button variant="ghost" onPress={close}>
            {t('fleet.approvals.cancel')}
          </Button>
        </>
      )}
    >
      <Stack gap="3">
        <Text>{t('fleet.approvals.summary', { bike: request.bike })}</Text>
        {kind === 'approve' ? (
          <Text>{t('fleet.approvals.approve.body')}</Text>
        ) : (
          <TextArea
            label={t('fleet.approvals.refuse.motive')}
            description={t('fleet.approvals.refuse.motiveHelp')}
            value={motive}
            onChange={(value) => {
              setMotive(value);
              if (error && value.trim() !== '') setError(null);
            }}
            maxLength={motiveMax}
            countText={(count, max) => t('fleet.approvals.refuse.count', { count, max })}
            isRequired
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
            textAreaRef={motiveRef}
          />
        )}
      </Stack>
    </Dialog>
  );
}

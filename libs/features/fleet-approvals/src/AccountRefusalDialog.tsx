import { useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Dialog } from '@velo/ui/Dialog';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextArea } from '@velo/ui/TextArea';
import { useEffect, useRef, useState } from 'react';
import {
  accountName,
  type AccountOutcome,
  type ApprovalOutcome,
  type PendingAccount,
} from './data';

/** The motive's limit (contract `AccountRefusalBody.motive`: at most 500 characters). */
const motiveMax = 500;

/**
 * Refusing one account waiting for approval (issue 27): what the rider will read, and an optional
 * motive. Sent, the answer (refused, or decided meanwhile) goes to the screen, which closes the
 * dialog and says it; a fault keeps it open (the default snackbar has said so) with the motive typed.
 */
export function AccountRefusalDialog({
  account,
  onClose,
  onDecided,
}: {
  account: PendingAccount;
  onClose: () => void;
  onDecided: (outcome: AccountOutcome) => void;
}) {
  const t = useFormatMessage();
  const { submit, pending, outcome } = useSubmission<ApprovalOutcome>();
  const [motive, setMotive] = useState('');
  const name = accountName(account);

  const told = useRef<ApprovalOutcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || told.current === outcome || outcome.intent !== 'account') return;
    told.current = outcome;
    if (outcome.result !== 'handled') onDecided(outcome);
  }, [outcome, onDecided]);

  const send = () => {
    if (pending) return;
    void submit({
      intent: 'account',
      accountId: account.id,
      decision: 'refuse',
      name,
      motive: motive.trim(),
    });
  };
  return (
    <Dialog
      title={t('fleet.approvals.pendingAccounts.refuseOne', { name })}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={({ close }) => (
        <>
          <Button variant="danger" isLoading={pending} onPress={send}>
            {t('fleet.approvals.pendingAccounts.refuse.confirm')}
          </Button>
          <Button variant="ghost" onPress={close}>
            {t('fleet.approvals.cancel')}
          </Button>
        </>
      )}
    >
      <Stack gap="3">
        <Text>{t('fleet.approvals.pendingAccounts.refuse.body')}</Text>
        <TextArea
          label={t('fleet.approvals.pendingAccounts.refuse.motive')}
          description={t('fleet.approvals.pendingAccounts.refuse.motiveHelp')}
          value={motive}
          onChange={setMotive}
          maxLength={motiveMax}
          countText={(count, max) => t('fleet.approvals.refuse.count', { count, max })}
        />
      </Stack>
    </Dialog>
  );
}

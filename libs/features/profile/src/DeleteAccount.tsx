import { useFormatMessage } from '@velo/i18n';
import { siteLinks } from '@velo/site-config';
import { Button } from '@velo/ui/Button';
import { Dialog } from '@velo/ui/Dialog';
import { afterDialogFocus } from '@velo/ui/focus';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Account, DeleteOutcome } from './data';

/**
 * Delete account (spec section 2.3). Spec section 6: "sometimes possible only by the team, for
 * example during an ongoing contract" — then the page says so with spec section 8's "deletion
 * impossible, contact us" and the contact link; otherwise a confirmation dialog, then the account is
 * erased, the rider signed out and sent to /login.
 */
export function DeleteAccount({
  deletion,
  onDelete,
}: {
  deletion: Account['deletion'];
  onDelete: () => Promise<DeleteOutcome>;
}) {
  const t = useFormatMessage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusedHere, setRefusedHere] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!refusedHere) return;
    // After the dialog handed focus back, the refusal takes it (WCAG 3.3.1).
    return afterDialogFocus(refusalRef);
  }, [refusedHere]);

  if (!deletion.allowed || refusedHere) {
    return (
      <Stack gap="3">
        <InlineAlert tone="warning" ref={refusalRef} {...(refusedHere ? { role: 'alert' } : {})}>
          {t('account.errors.deletionImpossible')}
        </InlineAlert>
        <Text>{t('profile.delete.contractRunning')}</Text>
        <Link href={siteLinks.contact} isExternal variant="standalone">
          {t('profile.delete.contactUs')}
        </Link>
      </Stack>
    );
  }

  const confirm = async () => {
    setPending(true);
    const outcome = await onDelete();
    setPending(false);
    if (outcome.status === 'deleted') {
      setOpen(false);
      void navigate('/login', { replace: true });
    }
    if (outcome.status === 'impossible') {
      setOpen(false);
      setRefusedHere(true);
    }
  };

  return (
    <Stack gap="3">
      <Text>{t('profile.delete.body')}</Text>
      <div>
        <Button variant="danger" onPress={() => setOpen(true)}>
          {t('profile.delete.button')}
        </Button>
      </div>
      <Dialog
        title={t('profile.delete.dialogTitle')}
        role="alertdialog"
        isOpen={open}
        onOpenChange={setOpen}
        footer={({ close }) => (
          <>
            <Button variant="danger" isLoading={pending} onPress={() => void confirm()}>
              {t('profile.delete.confirm')}
            </Button>
            <Button variant="secondary" onPress={close}>
              {t('profile.delete.keep')}
            </Button>
          </>
        )}
      >
        <Stack gap="3">
          <Text>{t('profile.delete.dialogBody')}</Text>
          <Text>{t('profile.delete.dialogIrreversible')}</Text>
        </Stack>
      </Dialog>
    </Stack>
  );
}

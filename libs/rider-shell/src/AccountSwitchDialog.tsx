import type { AccountName } from '@velo/auth';
import type { AccountSwitchDialogProps } from '@velo/auth/shell';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Dialog } from '@velo/ui/Dialog';
import { Text } from '@velo/ui/Text';

/** An account as the question names it: the e-mail address tells two homonyms apart. */
const name = ({ firstName, lastName, email }: AccountName) => `${firstName} ${lastName} (${email})`;

/**
 * A start link (spec section 4) opened while another account is signed in: the user says which
 * account to go on with. Escape, the close button and "stay" keep the signed-in account; focus moves
 * into the dialog and back where it was once it closes.
 */
export function AccountSwitchDialog({
  current,
  other,
  onAccept,
  onDecline,
}: AccountSwitchDialogProps) {
  const t = useFormatMessage();
  return (
    <Dialog
      title={t('accountSwitch.title')}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) onDecline();
      }}
      footer={
        <>
          <Button onPress={onAccept}>{t('accountSwitch.switch')}</Button>
          <Button variant="ghost" onPress={onDecline}>
            {t('accountSwitch.stay')}
          </Button>
        </>
      }
    >
      <Text>{t('accountSwitch.body', { current: name(current), other: name(other) })}</Text>
    </Dialog>
  );
}

import type { Locale } from '@velo/i18n';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogTriggerProps,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/UiLocale';
import { Icon } from '../Icon/Icon';
import * as styles from './Dialog.css';

export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogRole = (typeof dialogRoles)[number];

/** Wraps a pressable trigger (e.g. a Button) and a Dialog: pressing the trigger opens the dialog. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

export interface DialogProps {
  /** The dialog's heading, which names it. */
  title: ReactNode;
  /** The body; a function receives `close` for actions that end the dialog. */
  children: ReactNode | ((helpers: { close: () => void }) => ReactNode);
  /** Actions at the bottom; a function receives `close`. */
  footer?: ReactNode | ((helpers: { close: () => void }) => ReactNode);
  /** `alertdialog` for confirmations that interrupt (delete account). @default 'dialog' */
  role?: DialogRole;
  /** Closes on Escape and on a press outside, and shows the close button. @default true */
  isDismissable?: boolean;
  /** Controlled open state, when not inside a DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
  locale?: Locale;
}

/**
 * A modal dialog: focus moves in and is kept inside, the page behind is inert, Escape closes, and
 * focus goes back to the trigger on close (WCAG 2.4.3). Named by its title.
 */
export function Dialog({
  title,
  children,
  footer,
  role = 'dialog',
  isDismissable = true,
  isOpen,
  onOpenChange,
  locale,
}: DialogProps) {
  const strings = useUiStrings(locale);
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <div>{typeof children === 'function' ? children({ close }) : children}</div>
              {footer ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              ) : null}
              {isDismissable ? (
                <AriaButton className={styles.close} onPress={close} aria-label={strings.close}>
                  <Icon name="close" size="md" />
                </AriaButton>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

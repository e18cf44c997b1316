import type { ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './InlineAlert.css';

export const inlineAlertTones = ['error', 'warning', 'success', 'information'] as const;
export type InlineAlertTone = (typeof inlineAlertTones)[number];

const toneIcon: Record<InlineAlertTone, IconName> = {
  error: 'error',
  warning: 'warning',
  success: 'check',
  information: 'info',
};

export interface InlineAlertProps {
  children: ReactNode;
  /** What kind of message it is; told by an icon and a coloured edge, never by colour alone. @default 'information' */
  tone?: InlineAlertTone;
  /**
   * `alert` for a message that appears after an action and must be read at once (an error), `status`
   * for a polite one (a confirmation), none for a message present from the start. @default none
   */
  role?: 'alert' | 'status';
  /** The element, so the screen can move focus to it after an action (WCAG 3.3.1, 4.1.3). */
  ref?: Ref<HTMLDivElement>;
  id?: string;
}

/**
 * A message about the page or a form as a whole, in the flow of the page (the snackbar is for
 * passing notices): "invalid e-mail or password", "this link has expired", "registrations are on
 * hold". Focusable from code only (tabIndex -1).
 */
export function InlineAlert({ children, tone = 'information', role, ref, id }: InlineAlertProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-tone={tone}
      {...(role === undefined ? {} : { role })}
      {...(id === undefined ? {} : { id })}
      className={styles.alert({ tone })}
    >
      <Icon name={toneIcon[tone]} size="md" UNSAFE_className={styles.icon({ tone })} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}

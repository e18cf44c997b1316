import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The setting it turns on or off. */
  children: ReactNode;
  UNSAFE_className?: string;
}

/** An on/off setting that applies at once (e.g. pause registrations, spec section 4). */
export function Switch({ children, UNSAFE_className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={[styles.root, UNSAFE_className].filter(Boolean).join(' ')}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.handle} />
      </span>
      {children}
    </AriaSwitch>
  );
}

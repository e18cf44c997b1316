import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** `inline` inside text, `standalone` on its own line. @default 'inline' */
  variant?: LinkVariant;
  UNSAFE_className?: string;
}

/**
 * A link. Client-side navigation goes through react-aria's RouterProvider, which the app sets up
 * around its router, so `href` stays a real URL (open in new tab, copy link).
 */
export function Link({ variant = 'inline', UNSAFE_className, children, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      className={[styles.link({ variant }), UNSAFE_className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaLink>
  );
}

import type { ReactNode } from 'react';
import * as styles from './Icon.css';

/**
 * The icon set, drawn for Velo on a 24 × 24 grid with 2-unit round strokes in the text colour.
 * Prop types, docs and visual tests derive from this list.
 */
export const iconNames = [
  'close',
  'menu',
  'chevron-down',
  'chevron-right',
  'check',
  'eye',
  'eye-off',
  'external-link',
  'info',
  'warning',
  'error',
  'help',
  'home',
  'bike',
  'user',
  'euro',
  'document',
  'globe',
  'logout',
] as const;
export type IconName = (typeof iconNames)[number];

export const iconSizes = ['text', 'sm', 'md', 'lg'] as const;
export type IconSize = (typeof iconSizes)[number];

const eyeOutline = <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />;
const circle = <circle cx="12" cy="12" r="9" />;

const drawings: Record<IconName, ReactNode> = {
  close: <path d="M6 6l12 12M18 6 6 18" />,
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  eye: (
    <>
      {eyeOutline}
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      {eyeOutline}
      <circle cx="12" cy="12" r="3" />
      <path d="M4 4l16 16" />
    </>
  ),
  'external-link': (
    <path d="M13.5 4.5h6v6M19.5 4.5 11 13M17 14v5a1 1 0 0 1-1 1H5.5a1 1 0 0 1-1-1V8.5a1 1 0 0 1 1-1H10" />
  ),
  info: (
    <>
      {circle}
      <path d="M12 11v5.5M12 7.5h.01" />
    </>
  ),
  warning: <path d="M12 3.5 21.5 20h-19ZM12 9.5v5M12 17.5h.01" />,
  error: (
    <>
      {circle}
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  help: (
    <>
      {circle}
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.4M12 17h.01" />
    </>
  ),
  home: <path d="M3.5 11 12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5" />,
  bike: (
    <>
      <circle cx="5.5" cy="16.5" r="3.5" />
      <circle cx="18.5" cy="16.5" r="3.5" />
      <path d="M5.5 16.5H11l4.8-7H9.2ZM11 16.5 8.5 7.5M7 7.5h3M18.5 16.5 15 7.5h2.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c.5-4 3.5-6.5 7.5-6.5s7 2.5 7.5 6.5" />
    </>
  ),
  euro: <path d="M17.5 7a7 7 0 1 0 0 10M4 10.5h9M4 13.5h9" />,
  document: <path d="M6 3h8l4 4v14H6ZM14 3v4h4M9 12h6M9 16h6" />,
  globe: (
    <>
      {circle}
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </>
  ),
  logout: <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />,
};

export interface IconProps {
  /** Which drawing. */
  name: IconName;
  /**
   * The icon's accessible name, for an icon that says something the text around it does not (a
   * status, a lone icon). Without it the icon is decorative and hidden from assistive technologies.
   */
  label?: string;
  /** `text` follows the font size of the text around it (1em); the others are fixed. @default 'md' */
  size?: IconSize;
  /** Escape hatch for layout only (margins). */
  UNSAFE_className?: string;
}

/**
 * An icon of the Velo set. Decorative by default (`aria-hidden`: the visible text or the control's
 * name says it all, RGAA 1.2); with a `label`, an image named by it (role img, RGAA 1.1).
 */
export function Icon({ name, label, size = 'md', UNSAFE_className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      // Legacy Edge and Internet Explorer put an SVG in the Tab order without it.
      focusable="false"
      data-icon={name}
      className={[styles.icon, styles.size[size], UNSAFE_className].filter(Boolean).join(' ')}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {drawings[name]}
    </svg>
  );
}

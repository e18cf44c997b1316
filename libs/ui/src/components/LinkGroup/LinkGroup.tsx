import type { ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';

/** The group's directions; prop types, docs and visual tests all derive from this list. */
export const linkGroupDirections = ['row', 'column'] as const;
export type LinkGroupDirection = (typeof linkGroupDirections)[number];

export interface LinkGroupLink {
  /** A path of the app, or an absolute address (another app on the origin: a full page load). */
  href: string;
  label: ReactNode;
}

export interface LinkGroupProps {
  links: readonly LinkGroupLink[];
  /**
   * `row`: side by side, wrapping when the line is too narrow (where to go next from an empty
   * state); `column`: one under the other (the other ways in, under a form). @default 'row'
   */
  direction?: LinkGroupDirection;
  /** Names the group, which then is a `nav` landmark (there are other navigations on the page). */
  'aria-label'?: string;
}

/** A few standalone links that lead on from a screen: its ways out, or the other ways in. */
export function LinkGroup({ links, direction = 'row', 'aria-label': label }: LinkGroupProps) {
  const items = links.map((link, index) => (
    <Link key={index} variant="standalone" href={link.href}>
      {link.label}
    </Link>
  ));
  const landmark = label === undefined ? {} : ({ as: 'nav', 'aria-label': label } as const);
  return direction === 'row' ? (
    <Inline gap="4" {...landmark}>
      {items}
    </Inline>
  ) : (
    <Stack gap="2" {...landmark}>
      {items}
    </Stack>
  );
}

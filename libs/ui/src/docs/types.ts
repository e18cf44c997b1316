import type { ReactNode } from 'react';

/** One live example; the docs app renders it and the visual suite screenshots it. */
export interface DocsExample {
  /** Stable, URL-safe id (used in screenshot names). */
  id: string;
  title: string;
  render: () => ReactNode;
}

export interface DocsProp {
  name: string;
  type: string;
  /** The default, as written in the component's JSDoc `@default`. */
  defaultValue?: string;
  description: string;
}

/** What each component's `.docs.tsx` exports (after braid-design-system's ComponentDocs). */
export interface ComponentDocs {
  name: string;
  /** The package entry to import it from, e.g. `@velo/ui/Button`. */
  importPath: string;
  description: string;
  examples: DocsExample[];
  props: DocsProp[];
  /** Accessibility notes, citing the WCAG / RGAA criteria. */
  accessibility: string[];
  /** The keyboard map; empty for components without interaction. */
  keyboard: { keys: string; action: string }[];
}

import { DocsApp } from '@velo/design-system-docs/DocsApp';

/** /designSystem: the design-system docs app, mounted outside prod only (spec section 2.2). */
export default function DesignSystemPage() {
  return <DocsApp />;
}

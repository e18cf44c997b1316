import { BreakpointsPage } from './BreakpointsPage';

/** The documentation of the design system; standalone here, mounted at /rider/designSystem outside prod. */
export function DocsApp() {
  return (
    <main>
      <h1>Système de design Velo</h1>
      <BreakpointsPage />
    </main>
  );
}

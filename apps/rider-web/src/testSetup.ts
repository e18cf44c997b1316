import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // The app's files share one document (the workspace run does not isolate them): what the tag
  // manager injected in one test must not be found by the next file's.
  document.querySelectorAll('script[data-velo-tag-manager]').forEach((script) => script.remove());
  delete (window as { dataLayer?: unknown }).dataLayer;
});

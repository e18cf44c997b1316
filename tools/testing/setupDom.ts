import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The CI machine is shared and small: give findBy*/waitFor more than the 1 s default before failing.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadAllMessageAreas } from '@velo/i18n';
import { afterEach, beforeAll } from 'vitest';

// The CI machine is shared and small: give findBy*/waitFor more than the 1 s default before failing.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// A screen rendered on its own, outside its lazy route, still finds its area's texts (the app fetches
// them with the route: lazyRoute's `messages`).
beforeAll(() => preloadAllMessageAreas());

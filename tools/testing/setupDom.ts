import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadAllMessageAreas } from '@velo/i18n';
import { afterEach, beforeAll } from 'vitest';

// The CI machine is shared and small: a first render that fetches a lazy screen, its data code and
// its texts (each transformed on demand) can take seconds; findBy*/waitFor wait up to 15 s.
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// A screen rendered on its own, outside its lazy route, still finds its area's texts (the app fetches
// them with the route: lazyRoute's `messages`).
beforeAll(() => preloadAllMessageAreas());

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionAtom, type Profile } from '@velo/auth';
import { aProfile, createTestContext, renderRoutes } from '@velo/data/testing';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './LanguageSwitch';

const loaded = { timeout: 10_000 };

function renderSwitch(profile: Profile | null) {
  const context = createTestContext({});
  context.store.set(sessionAtom, {
    authenticated: profile !== null,
    profile,
    profileLoaded: true,
  });
  renderRoutes({ routes: [{ path: '*', element: <LanguageSwitch /> }], path: '/', context });
  return { context };
}

describe('LanguageSwitch', () => {
  it.each([
    ['signed in', aProfile()],
    ['signed out', null],
  ])(
    '%s, sends nothing: the language kept with the account is chosen on /profile',
    async (_, profile) => {
      const { context } = renderSwitch(profile);
      await userEvent.click(await screen.findByRole('button', { name: 'English' }, loaded));
      // The press is handled synchronously; give any save a moment to show up.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(context.calls).toEqual([]);
    },
  );
});

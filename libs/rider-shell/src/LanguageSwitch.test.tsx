import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionAtom, type Profile } from '@velo/auth';
import { aProfile, createTestContext, renderRoutes } from '@velo/data/testing';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './LanguageSwitch';

const loaded = { timeout: 10_000 };

function renderSwitch(profile: Profile | null) {
  const bodies: unknown[] = [];
  const context = createTestContext({
    'PUT /api/v2/account/language': async (request) => {
      bodies.push(await request.json());
      return { status: 204 };
    },
  });
  context.store.set(sessionAtom, {
    authenticated: profile !== null,
    profile,
    profileLoaded: true,
  });
  renderRoutes({ routes: [{ path: '*', element: <LanguageSwitch /> }], path: '/', context });
  return { bodies, context };
}

describe('LanguageSwitch', () => {
  it('signed in, saves the language chosen to the profile (applied at the next profile load)', async () => {
    const { bodies } = renderSwitch(aProfile());
    await userEvent.click(await screen.findByRole('button', { name: 'English' }, loaded));
    await waitFor(() => expect(bodies).toEqual([{ language: 'en' }]));
  });

  it('signed out, only switches the interface', async () => {
    const { context } = renderSwitch(null);
    await userEvent.click(await screen.findByRole('button', { name: 'English' }, loaded));
    // The press has been handled (its handler runs synchronously): nothing was sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(context.calls).toEqual([]);
  });
});

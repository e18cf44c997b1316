import { lastLoginAtom, sessionAtom, type Profile } from '@velo/auth';
import { aProfile, createTestContext, renderRoutes } from '@velo/data/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useSearchParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { accessibilityAudit } from '@velo/site-config/accessibilityAudit';
import { FirstLoadFrame, RiderLayout } from './RiderLayout';

const loaded = { timeout: 10_000 };

const camille = aProfile();

function renderLayout(path: string, profile: Profile | null, fleet = false) {
  const context = createTestContext({});
  context.store.set(sessionAtom, {
    authenticated: profile !== null,
    profile,
    profileLoaded: true,
  });
  if (fleet) {
    context.store.set(lastLoginAtom, { approvalRequestedAt: null, hasFleetManagementRights: true });
  }
  renderRoutes({
    routes: [
      {
        Component: RiderLayout,
        children: [{ path: '*', element: <h1>Écran</h1> }],
      },
    ],
    path,
    context,
  });
}

describe('RiderLayout (the navigation of the rider app)', () => {
  it('lists the areas to a signed-in rider and marks the current one', async () => {
    renderLayout('/my-rent', camille);
    const navigation = await screen.findByRole(
      'navigation',
      { name: 'Navigation principale' },
      loaded,
    );
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Accueil',
      'Choisir mon vélo',
      'Mon offre',
      'Ma location',
      'Mon profil',
    ]);
    expect(within(navigation).getByRole('link', { name: 'Ma location' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navigation).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('button', { name: /Se déconnecter/ })).toBeInTheDocument();
  });

  it('adds Gestion de flotte for a fleet manager', async () => {
    renderLayout('/', camille, true);
    const navigation = await screen.findByRole(
      'navigation',
      { name: 'Navigation principale' },
      loaded,
    );
    expect(within(navigation).getByRole('link', { name: 'Gestion de flotte' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('the footer’s help centre: the employers’ for a fleet manager, the riders’ for a rider (spec 1)', async () => {
    renderLayout('/', aProfile({ rights: [{ name: 'fleetManagement', clientId: 7 }] }));
    const footer = await screen.findByRole('contentinfo', {}, loaded);
    expect(within(footer).getByRole('link', { name: /Centre d’aide/ })).toHaveAttribute(
      'href',
      'https://aide.velo.fr/employeurs',
    );
  });

  it('a rider signed in gets the riders’ help centre', async () => {
    renderLayout('/', camille);
    const footer = await screen.findByRole('contentinfo', {}, loaded);
    expect(within(footer).getByRole('link', { name: /Centre d’aide/ })).toHaveAttribute(
      'href',
      'https://aide.velo.fr/salaries',
    );
  });

  it('shows no areas and no logout when signed out; the footer has its links, the accessibility status and the release', async () => {
    renderLayout('/login', null);
    await screen.findByRole('heading', { name: 'Écran' }, loaded);
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Se déconnecter/ })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /Centre d’aide/ })).toHaveAttribute(
      'href',
      'https://aide.velo.fr/salaries',
    );
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/legal-notice',
    );
    // The statement's status, from the figures the end-to-end run recorded.
    expect(
      within(footer).getByRole('link', {
        name:
          accessibilityAudit.status === 'partial'
            ? /^Accessibilité\s:\spartiellement conforme$/u
            : /^Accessibilité\s:\snon conforme$/u,
      }),
    ).toHaveAttribute('href', '/accessibility');
    expect(footer).toHaveTextContent('version 1.2.27');
  });

  it('a group account sees no rider area (it belongs to its company of the group)', async () => {
    renderLayout('/group-affiliated', { ...camille, isGroupClient: true });
    await screen.findByRole('heading', { name: 'Écran' }, loaded);
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(screen.getByRole('button', { name: /Se déconnecter/ })).toBeInTheDocument();
  });

  it('moves focus to the new page’s title on a new page, not when a search changes the address', async () => {
    const user = userEvent.setup();
    const context = createTestContext({});
    context.store.set(sessionAtom, { authenticated: true, profile: camille, profileLoaded: true });
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <h1 tabIndex={-1}>Catalogue</h1>
          <label>
            Recherche
            <input
              value={params.get('q') ?? ''}
              onChange={(event) => setParams({ q: event.target.value }, { replace: true })}
            />
          </label>
          <Link to="/bikes/7">Un vélo</Link>
        </>
      );
    }
    renderRoutes({
      routes: [
        {
          Component: RiderLayout,
          children: [
            { path: '/bikes', Component: Search },
            { path: '/bikes/:id', element: <h1 tabIndex={-1}>Un vélo de ville</h1> },
          ],
        },
      ],
      path: '/bikes',
      context,
    });
    const box = await screen.findByRole('textbox', { name: 'Recherche' }, loaded);
    await user.type(box, 'cargo');
    // Every letter went into the address, and the focus stayed in the box.
    expect(box).toHaveValue('cargo');
    expect(box).toHaveFocus();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await user.click(screen.getByRole('link', { name: 'Un vélo' }));
    expect(await screen.findByRole('heading', { name: 'Un vélo de ville' })).toHaveFocus();
    // Typing in the search scrolled nothing; the new page scrolls smoothly to its top.
    expect(scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }]]);
  });

  it('scrolls to the top at once for a rider who prefers reduced motion', async () => {
    const user = userEvent.setup();
    // jsdom has no matchMedia: this rider's browser answers the reduced-motion query.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const context = createTestContext({});
    context.store.set(sessionAtom, { authenticated: true, profile: camille, profileLoaded: true });
    renderRoutes({
      routes: [
        {
          Component: RiderLayout,
          children: [
            { path: '/', element: <Link to="/my-rent">Ma location</Link> },
            { path: '/my-rent', element: <h1 tabIndex={-1}>Ma location</h1> },
          ],
        },
      ],
      path: '/',
      context,
    });
    const main = await screen.findByRole('main', {}, loaded);
    await user.click(within(main).getByRole('link', { name: 'Ma location' }));
    expect(await screen.findByRole('heading', { name: 'Ma location' })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('the first-load frame: the header and footer around its content, a heading, no logout but its place kept unseen, whoever is signed in', async () => {
    const context = createTestContext({});
    context.store.set(sessionAtom, { authenticated: true, profile: null, profileLoaded: false });
    renderRoutes({
      routes: [
        {
          path: '*',
          element: (
            <FirstLoadFrame>
              <p>Chargement</p>
            </FirstLoadFrame>
          ),
        },
      ],
      path: '/profile',
      context,
    });
    const main = await screen.findByRole('main', {}, loaded);
    expect(within(main).getByRole('heading', { level: 1, name: 'Velo' })).toBeInTheDocument();
    expect(within(main).getByText('Chargement')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Velo, accueil' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('version 1.2.27');
    const frameOnly = () => {
      expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Se déconnecter/ })).toBeNull();
      const kept = screen.getByText('Se déconnecter').closest('[aria-hidden="true"]');
      expect(kept).not.toBeNull();
      expect(kept?.querySelector('button')).toBeDisabled();
      // The language waits for the profile, whose own applies as it arrives (spec section 4).
      expect(screen.getByRole('button', { name: 'English' })).toBeDisabled();
    };
    frameOnly();
    // The profile in: the frame stays the same (the layout, once in, shows the areas and logout).
    act(() =>
      context.store.set(sessionAtom, {
        authenticated: true,
        profile: camille,
        profileLoaded: true,
      }),
    );
    frameOnly();
  });
});

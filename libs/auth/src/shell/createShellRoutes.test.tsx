import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aLoginResponse,
  aProfile,
  deferred,
  fakeApi,
  fakeEnvironment,
  httpError,
  ok,
  type FakeApi,
} from '../../tests/fakes';
import { chunkReloadFlagKey, lazyWithRetry, MemoryStorage } from '@velo/data';
import { logoutAtom } from '../sessionActions';
import { createAuthStore, sessionAtom } from '../sessionAtoms';
import { maintenanceAtom, notificationAtom } from './shellState';
import type { ApiResult, Profile } from '../types';
import { createDiscoveredShellRoutes, createShellRoutes } from './createShellRoutes';
import type {
  AccountSwitchDialogProps,
  LoginPageProps,
  ShellComponents,
  ShellRouteLists,
  SnackbarProps,
  WrongConnectionPageProps,
} from './types';

const components: ShellComponents = {
  Spinner: () => <div role="status" aria-label="Chargement" />,
  MaintenancePage: () => <h1>Le site est en cours de maintenance</h1>,
  RestrictedPage: () => <h1>Accès restreint</h1>,
  WrongConnectionPage: ({ role, roleBasePath, onLogout }: WrongConnectionPageProps) => (
    <>
      <h1>Mauvaise connexion</h1>
      <p>
        {role} {roleBasePath ?? 'inconnu'}
      </p>
      <button type="button" onClick={() => void onLogout()}>
        Se déconnecter
      </button>
    </>
  ),
  Snackbar: ({ content, onClose }: SnackbarProps) =>
    content ? (
      <div role="alert">
        {content.message} ({content.variant}, {content.delay} ms)
        <button type="button" onClick={onClose}>
          Fermer
        </button>
      </div>
    ) : null,
  ErrorPage: () => <h1>Une erreur est survenue</h1>,
  AccountSwitchDialog: ({ current, other, onAccept, onDecline }: AccountSwitchDialogProps) => (
    <div role="alertdialog" aria-label="Changer de compte">
      {current.firstName} → {other.firstName}
      <button type="button" onClick={onAccept}>
        Continuer
      </button>
      <button type="button" onClick={onDecline}>
        Rester
      </button>
    </div>
  ),
};

function LoginPage({
  onLogin,
  from,
  approvalRequestedAt,
  hasFleetManagementRights,
}: LoginPageProps) {
  return (
    <>
      <h1>Connexion</h1>
      <p>from: {from ?? 'aucun'}</p>
      <p>approval: {approvalRequestedAt ?? 'aucune'}</p>
      <p>fleet: {String(hasFleetManagementRights)}</p>
      <button
        type="button"
        onClick={() => void onLogin({ email: 'a@b.fr', password: 'secret-secret', remember: true })}
      >
        Se connecter
      </button>
    </>
  );
}

const page = (title: string) => <h1>{title}</h1>;

interface RenderOptions {
  path: string;
  /** The profile the server answers; null answers 401. */
  profile?: Profile | null;
  profileAnswer?: () => Promise<ApiResult<Profile>>;
  /** The profile a start link's token opens. */
  linkedProfile?: Profile;
  token?: boolean;
  lazyStorage?: Storage;
  endSessionInLoader?: boolean;
  /** How the app gives its lists: up front, or discovered on the first navigation that needs them. */
  lists?: ListsMode;
  /** The discovery's import, when a test makes it fail or wait. */
  discover?: (lists: ShellRouteLists) => Promise<ShellRouteLists>;
  /** The app's first-load frame, around the spinner. */
  firstLoadFrame?: ShellComponents['FirstLoadFrame'];
}

type ListsMode = 'given' | 'discovered';
/** The mode of the suite that runs (every test of the shell runs in both). */
let listsMode: ListsMode = 'given';

function renderShell(options: RenderOptions) {
  const environment = fakeEnvironment(`https://velo.example/rider${options.path}`);
  if (options.token ?? true) environment.localStorage.setItem('token', 't');
  const profile = options.profile === undefined ? aProfile() : options.profile;
  const answer =
    options.profileAnswer ?? (async () => (profile ? ok(profile) : httpError<Profile>(401)));
  const api: FakeApi = fakeApi({
    getProfile: async () => {
      const result = await answer();
      // As the SDK's onMaintenance does in the app (libs/auth's createSessionApiClient).
      if (result.status === 503) store.set(maintenanceAtom, true);
      return result;
    },
    ...(options.linkedProfile
      ? { getProfileWithToken: async () => ok(options.linkedProfile!) }
      : {}),
  });
  const store = createAuthStore({ basePath: '/rider', api, environment });
  const profileLoader = vi.fn(async () => ({ firstName: 'Camille' }));
  const inviteLoader = vi.fn(async () => 'invitations');
  const reload = vi.fn();
  const lists: ShellRouteLists = {
    privateRoutes: [
      { path: '/', element: page('Accueil') },
      { path: '/profile', loader: profileLoader, element: page('Profil') },
      { path: '/group-affiliated', element: page('Groupe') },
      {
        path: '/onboarding',
        loader: async () => {
          // The session ends while this screen's data is read (a 401 logs out, spec section 8).
          if (options.endSessionInLoader) await store.set(logoutAtom);
          throw new Error('data failed');
        },
        element: page('Dossier'),
      },
      {
        path: '/invite',
        restricted: true,
        // A loader fetched lazily (object form of `lazy`) is guarded like a static one.
        lazy: { loader: async () => inviteLoader },
        element: page('Inviter'),
      },
    ],
    privateActiveRoutes: [
      { path: '/bikeCheck', element: page('Contrôle du vélo') },
      { path: '/payment', restricted: true, element: page('Paiement') },
    ],
    publicRoutes: [
      { path: '/join/welcome', element: page('Bienvenue') },
      {
        path: '/broken',
        lazy: lazyWithRetry(() => Promise.reject(new Error('Failed to fetch chunk')), {
          storage: options.lazyStorage ?? new MemoryStorage(),
          reload,
        }),
      },
    ],
  };
  const shell = {
    store,
    basePathByRole: { rider: '/rider', retailer: '/retailer' },
    loginPage: LoginPage,
    registerPage: () => page('Inscription'),
    components: {
      ...components,
      ...(options.firstLoadFrame ? { FirstLoadFrame: options.firstLoadFrame } : {}),
      Layout: () => (
        <>
          <nav aria-label="Navigation principale" />
          <Outlet />
        </>
      ),
    },
  };
  const discover = vi.fn(() => (options.discover ?? (async (found) => found))(lists));
  const discovered = createDiscoveredShellRoutes(shell, discover);
  const router =
    (options.lists ?? listsMode) === 'given'
      ? createMemoryRouter(createShellRoutes({ ...shell, ...lists }), {
          basename: '/rider',
          initialEntries: [`/rider${options.path}`],
        })
      : createMemoryRouter(discovered.routes, {
          basename: '/rider',
          initialEntries: [`/rider${options.path}`],
          patchRoutesOnNavigation: discovered.patchRoutesOnNavigation,
        });
  render(<RouterProvider router={router} />);
  // The router's own state carries the basename; screens see paths without it.
  const location = () => router.state.location;
  return {
    store,
    api,
    environment,
    router,
    location,
    reload,
    profileLoader,
    inviteLoader,
    discover,
  };
}

const heading = (name: string) => screen.findByRole('heading', { name });

describe.each<ListsMode>(['given', 'discovered'])(
  'shell (spec section 2.1), route lists %s',
  (mode) => {
    beforeEach(() => {
      listsMode = mode;
    });

    it('1. shows the maintenance page on 503, instead of all routes', async () => {
      const { store } = renderShell({
        path: '/profile',
        profileAnswer: async () => httpError(503),
      });
      // Shown during the first load already, then by the shell's root once the page is up.
      await waitFor(() =>
        expect(
          screen.getByRole('heading', { name: 'Le site est en cours de maintenance' }),
        ).toBeInTheDocument(),
      );
      expect(screen.queryByRole('heading', { name: 'Connexion' })).not.toBeInTheDocument();
      expect(store.get(maintenanceAtom)).toBe(true);
    });

    it('1. the maintenance page also replaces public routes', async () => {
      const { store } = renderShell({ path: '/join/welcome' });
      expect(await heading('Bienvenue')).toBeInTheDocument();
      act(() => store.set(maintenanceAtom, true));
      expect(await heading('Le site est en cours de maintenance')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Bienvenue' })).not.toBeInTheDocument();
    });

    it('2. shows the spinner until the profile is loaded', async () => {
      const held = deferred<ApiResult<Profile>>();
      renderShell({ path: '/profile', profileAnswer: () => held.promise });
      expect(await screen.findByRole('status', { name: 'Chargement' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Profil' })).not.toBeInTheDocument();
      await act(async () => held.resolve(ok(aProfile())));
      expect(await heading('Profil')).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Chargement' })).not.toBeInTheDocument();
    });

    it('1 before 2. the maintenance page wins over the spinner', async () => {
      const held = deferred<ApiResult<Profile>>();
      const { store } = renderShell({ path: '/profile', profileAnswer: () => held.promise });
      await screen.findByRole('status', { name: 'Chargement' });
      act(() => store.set(maintenanceAtom, true));
      expect(await heading('Le site est en cours de maintenance')).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Chargement' })).not.toBeInTheDocument();
    });

    it('2 before 3. a user whose stored token has expired sees the spinner, not the login redirect, while the profile loads', async () => {
      const held = deferred<ApiResult<Profile>>();
      const { location } = renderShell({
        path: '/profile',
        token: true,
        profileAnswer: () => held.promise,
      });
      expect(await screen.findByRole('status', { name: 'Chargement' })).toBeInTheDocument();
      expect(location().pathname).toBe('/rider/profile');
      await act(async () => held.resolve(httpError(401)));
      expect(await heading('Connexion')).toBeInTheDocument();
    });

    it('2. public routes do not wait for the profile', async () => {
      const held = deferred<ApiResult<Profile>>();
      renderShell({ path: '/join/welcome', profileAnswer: () => held.promise });
      expect(await heading('Bienvenue')).toBeInTheDocument();
    });

    it.each(['/profile?tab=bank#iban', '/bikeCheck'])(
      '3. redirects an unauthenticated user on %s to /login with from',
      async (path) => {
        const { location } = renderShell({ path, profile: null, token: false });
        expect(await heading('Connexion')).toBeInTheDocument();
        expect(location().pathname).toBe('/rider/login');
        expect(new URLSearchParams(location().search).get('from')).toBe(path);
        expect(screen.getByText(`from: ${path}`)).toBeInTheDocument();
      },
    );

    it('3. a token query parameter does not travel on in from', async () => {
      const { location } = renderShell({
        path: '/profile?token=expired&tab=bank',
        profile: null,
        token: false,
      });
      await heading('Connexion');
      expect(new URLSearchParams(location().search).get('from')).toBe('/profile?tab=bank');
    });

    it('3. after login, passes the login response to the page, then returns to from', async () => {
      const { api, location } = renderShell({ path: '/profile', profile: null, token: false });
      await heading('Connexion');
      expect(screen.getByText('fleet: false')).toBeInTheDocument();
      const held = deferred<ApiResult<Profile>>();
      api.getProfile.mockImplementation(() => held.promise);
      await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(api.login).toHaveBeenCalledWith('a@b.fr', 'secret-secret', true);
      expect(await screen.findByText('fleet: true')).toBeInTheDocument();
      expect(
        screen.getByText(`approval: ${aLoginResponse.approvalRequestedAt}`),
      ).toBeInTheDocument();
      await act(async () => held.resolve(ok(aProfile())));
      expect(await heading('Profil')).toBeInTheDocument();
      expect(location().pathname).toBe('/rider/profile');
    });

    it.each([
      'https://elsewhere.example',
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      'javascript:alert(1)',
    ])('3. ignores a from that is not a path inside the app (%s)', async (from) => {
      const { api, location } = renderShell({
        path: `/login?from=${encodeURIComponent(from)}`,
        profile: null,
        token: false,
      });
      expect(await screen.findByText('from: aucun')).toBeInTheDocument();
      api.getProfile.mockImplementation(async () => ok(aProfile()));
      await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await heading('Accueil')).toBeInTheDocument();
      expect(location().pathname).toBe('/rider');
    });

    it.each(['/profile', '/bikeCheck'])(
      '4. shows the wrong-connection page on private route %s when the role does not match the base path',
      async (path) => {
        const { api } = renderShell({
          path,
          profile: aProfile({
            role: 'retailer',
            isGroupClient: true,
            retailer: { isActive: true },
          }),
        });
        expect(await heading('Mauvaise connexion')).toBeInTheDocument();
        expect(screen.getByText('retailer /retailer')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
        expect(api.logout).toHaveBeenCalledTimes(1);
        expect(await heading('Connexion')).toBeInTheDocument();
      },
    );

    it('4. the wrong-connection page is not shown on public routes', async () => {
      renderShell({ path: '/join/welcome', profile: aProfile({ role: 'retailer' }) });
      expect(await heading('Bienvenue')).toBeInTheDocument();
    });

    it('5. redirects a group client to /group-affiliated, and leaves it there', async () => {
      const { location } = renderShell({
        path: '/invite',
        profile: aProfile({ isGroupClient: true, isApproved: false }),
      });
      expect(await heading('Groupe')).toBeInTheDocument();
      expect(location().pathname).toBe('/rider/group-affiliated');
    });

    it('6. private route: restricted page when the route is restricted, the account not approved and without rights', async () => {
      renderShell({ path: '/invite', profile: aProfile({ isApproved: false, rights: [] }) });
      expect(await heading('Accès restreint')).toBeInTheDocument();
    });

    it('6. private route: a route not marked restricted opens for a pending account', async () => {
      renderShell({ path: '/profile', profile: aProfile({ isApproved: false, rights: null }) });
      expect(await heading('Profil')).toBeInTheDocument();
    });

    it('6. private route: rights open a restricted route to an account not approved', async () => {
      const { inviteLoader } = renderShell({
        path: '/invite',
        profile: aProfile({
          isApproved: false,
          rights: [{ name: 'fleetManagement', clientId: 7 }],
        }),
      });
      expect(await heading('Inviter')).toBeInTheDocument();
      expect(inviteLoader).toHaveBeenCalledTimes(1);
    });

    it('6. a fleet route needs its right (issue 15): an approved account without it gets the restricted page, and no request', async () => {
      const { inviteLoader } = renderShell({
        path: '/invite',
        profile: aProfile({ rights: null }),
      });
      expect(await heading('Accès restreint')).toBeInTheDocument();
      expect(inviteLoader).not.toHaveBeenCalled();
    });

    it.each([
      ['another right of the same client', [{ name: 'invoices', clientId: 7 }]],
      ['the right on another client', [{ name: 'fleetManagement', clientId: 9 }]],
    ])('6. a fleet route stays restricted with %s', async (_, rights) => {
      const { inviteLoader } = renderShell({ path: '/invite', profile: aProfile({ rights }) });
      expect(await heading('Accès restreint')).toBeInTheDocument();
      expect(inviteLoader).not.toHaveBeenCalled();
    });

    it('6. the guard finds the fleet route however its path is spelt (case, trailing slash)', async () => {
      renderShell({ path: '/INVITE/', profile: aProfile({ rights: [] }) });
      expect(await heading('Accès restreint')).toBeInTheDocument();
    });

    it('6. the right on its own client opens a fleet route and runs its loader', async () => {
      const { inviteLoader } = renderShell({
        path: '/invite',
        profile: aProfile({ rights: [{ name: 'fleetManagement', clientId: 7 }] }),
      });
      expect(await heading('Inviter')).toBeInTheDocument();
      expect(inviteLoader).toHaveBeenCalledTimes(1);
    });

    it('6. private-and-active route: restricted page without a retailer, open with an active one', async () => {
      renderShell({ path: '/bikeCheck', profile: aProfile({ retailer: null }) });
      expect(await heading('Accès restreint')).toBeInTheDocument();
    });

    it('6. private-and-active route: open to an approved account with an active retailer', async () => {
      renderShell({ path: '/bikeCheck', profile: aProfile({ retailer: { isActive: true } }) });
      expect(await heading('Contrôle du vélo')).toBeInTheDocument();
    });

    it('6. private-and-active route: a route marked restricted always shows the restricted page', async () => {
      renderShell({
        path: '/payment',
        profile: aProfile({ retailer: { isActive: true }, rights: [{ name: 'X', clientId: 7 }] }),
      });
      expect(await heading('Accès restreint')).toBeInTheDocument();
    });

    it('7. shows the snackbar content of the store, and closes it', async () => {
      const { store } = renderShell({ path: '/profile' });
      await heading('Profil');
      act(() => store.set(notificationAtom, {}));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Une erreur est survenue (error, 5000 ms)');
      await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(store.get(notificationAtom)).toBeNull();
    });

    it("a guarded route's loader runs once the profile is loaded, and only for the route it guards", async () => {
      const held = deferred<ApiResult<Profile>>();
      const { profileLoader } = renderShell({
        path: '/profile',
        profileAnswer: () => held.promise,
      });
      await screen.findByRole('status', { name: 'Chargement' });
      expect(profileLoader).not.toHaveBeenCalled();
      await act(async () => held.resolve(ok(aProfile())));
      expect(await heading('Profil')).toBeInTheDocument();
      expect(profileLoader).toHaveBeenCalledTimes(1);
    });

    it('no request is sent for a visitor the guard turns away (signed out, restricted)', async () => {
      const signedOut = renderShell({ path: '/profile', profile: null, token: false });
      expect(await heading('Connexion')).toBeInTheDocument();
      expect(signedOut.profileLoader).not.toHaveBeenCalled();
    });

    it('a restricted route for an account not approved and without rights sends no request', async () => {
      const { inviteLoader } = renderShell({
        path: '/invite',
        profile: aProfile({ isApproved: false, rights: [] }),
      });
      expect(await heading('Accès restreint')).toBeInTheDocument();
      expect(inviteLoader).not.toHaveBeenCalled();
    });

    it('draws every screen inside the layout, status pages included', async () => {
      renderShell({ path: '/invite', profile: aProfile({ isApproved: false, rights: [] }) });
      expect(await heading('Accès restreint')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    });

    it('a screen whose data failed shows the error page in its place, inside the layout', async () => {
      renderShell({ path: '/onboarding' });
      expect(await heading('Une erreur est survenue')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    });

    it('when the session ends while a screen reads its data, the guard still goes on to /login', async () => {
      const { location } = renderShell({ path: '/onboarding', endSessionInLoader: true });
      expect(await heading('Connexion')).toBeInTheDocument();
      expect(location().pathname).toBe('/rider/login');
    });

    it('redirects unknown paths to /', async () => {
      const { location } = renderShell({ path: '/nowhere/at/all' });
      expect(await heading('Accueil')).toBeInTheDocument();
      expect(location().pathname).toBe('/rider');
    });

    it('wires the register page', async () => {
      renderShell({ path: '/registration', token: false, profile: null });
      expect(await heading('Inscription')).toBeInTheDocument();
    });

    it('a lazy chunk that fails again after the reload shows the error page', async () => {
      const storage = new MemoryStorage();
      storage.setItem(chunkReloadFlagKey, '1');
      const { reload } = renderShell({ path: '/broken', lazyStorage: storage });
      expect(await heading('Une erreur est survenue')).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();
    });
  },
);

describe('route lists discovered on navigation (the first page carries no route table)', () => {
  it('/login opens without fetching the lists; signing in then brings them and returns to from', async () => {
    const { discover, location } = renderShell({
      path: '/login?from=%2Fprofile',
      lists: 'discovered',
      token: false,
    });
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(discover).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await heading('Profil')).toBeInTheDocument();
    expect(location().pathname).toBe('/rider/profile');
    expect(discover).toHaveBeenCalledTimes(1);
  });

  it('fetches the lists once, whatever the navigations after', async () => {
    const { discover, router } = renderShell({ path: '/profile', lists: 'discovered' });
    expect(await heading('Profil')).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await heading('Accueil')).toBeInTheDocument();
    await act(() => router.navigate('/join/welcome'));
    expect(await heading('Bienvenue')).toBeInTheDocument();
    await act(() => router.navigate('/nowhere'));
    expect(await heading('Accueil')).toBeInTheDocument();
    expect(discover).toHaveBeenCalledTimes(1);
  });

  it("draws the first load in the app's frame, the same whoever is signed in, then the layout", async () => {
    const held = deferred<void>();
    const { discover } = renderShell({
      path: '/profile',
      lists: 'discovered',
      discover: (found) => held.promise.then(() => found),
      firstLoadFrame: ({ children }) => (
        <div data-testid="frame">
          <header>Velo</header>
          {children}
        </div>
      ),
    });
    const frame = await screen.findByTestId('frame');
    expect(within(frame).getByRole('status', { name: 'Chargement' })).toBeInTheDocument();
    expect(within(frame).getByRole('banner')).toHaveTextContent('Velo');
    expect(discover).toHaveBeenCalledTimes(1);
    held.resolve();
    expect(await heading('Profil')).toBeInTheDocument();
    expect(screen.queryByTestId('frame')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });

  it('shows the maintenance page, not the frame, when the first load meets a 503', async () => {
    renderShell({
      path: '/profile',
      lists: 'discovered',
      profileAnswer: async () => httpError(503),
      firstLoadFrame: ({ children }) => <div data-testid="frame">{children}</div>,
    });
    // Shown during the first load already (then by the shell's root): a node replaced meanwhile.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Le site est en cours de maintenance' }),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('frame')).not.toBeInTheDocument();
  });

  it('lists that fail to arrive end on the error page; the next navigation asks again', async () => {
    let fail = true;
    const { discover, router } = renderShell({
      path: '/profile',
      lists: 'discovered',
      discover: async (lists) => {
        if (fail) throw new Error('Failed to fetch dynamically imported module');
        return lists;
      },
    });
    expect(await heading('Une erreur est survenue')).toBeInTheDocument();
    fail = false;
    await act(() => router.navigate('/profile'));
    expect(await heading('Profil')).toBeInTheDocument();
    expect(discover).toHaveBeenCalledTimes(2);
  });
});

describe('a start link of another account (security review, finding 2)', () => {
  it('asks over the open session, which stays until the user accepts', async () => {
    const { store, environment } = renderShell({
      path: '/profile?token=other-account',
      linkedProfile: aProfile({ id: 2, firstName: 'Eve' }),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Changer de compte' });
    expect(dialog).toHaveTextContent('Camille → Eve');
    expect(await heading('Profil')).toBeInTheDocument();
    expect(environment.localStorage.getItem('token')).toBe('t');
    await userEvent.click(screen.getByRole('button', { name: 'Rester' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(environment.localStorage.getItem('token')).toBe('t');
    expect(store.get(sessionAtom).profile?.id).toBe(42);
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  Link,
  Outlet,
  RouterProvider,
  UNSAFE_createRouter,
  useLoaderData,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { createLazyDataRouter, type LazyDataRouter } from './lazyRouter';

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

const loginRendered = vi.fn();

function Login() {
  loginRendered();
  const navigate = useNavigate();
  return (
    <>
      <h1>Connexion</h1>
      <input aria-label="Adresse e-mail" />
      <Link to="/retrievePassword">Mot de passe oublié ?</Link>
      <button type="button" onClick={() => void navigate('/dashboard')}>
        Se connecter
      </button>
    </>
  );
}

function Dashboard() {
  const rider = useLoaderData<string>();
  return <h1>Bonjour {rider}</h1>;
}

const routes: RouteObject[] = [
  {
    id: 'shell',
    Component: Layout,
    ErrorBoundary: () => <p role="alert">Une erreur est survenue</p>,
    children: [
      { path: '/login', Component: Login },
      { path: '/retrievePassword', element: <h1>Mot de passe oublié</h1> },
      { path: '/dashboard', loader: () => 'Camille', Component: Dashboard },
    ],
  },
];

/** React Router's `createRouter`, fetched when asked, by a test that says when it arrives. */
function routerModule() {
  const asked = vi.fn();
  let arrive: (() => void) | null = null;
  let fail: ((error: Error) => void) | null = null;
  const load = () =>
    new Promise<typeof UNSAFE_createRouter>((resolve, reject) => {
      asked();
      arrive = () => resolve(UNSAFE_createRouter);
      fail = reject;
    });
  return {
    load,
    asked,
    arrive: () => act(async () => arrive?.()),
    fail: (error: Error) => act(async () => fail?.(error)),
  };
}

function lazyRouter(module: ReturnType<typeof routerModule>, assign = vi.fn()) {
  return createLazyDataRouter({
    routes,
    basename: '/rider/',
    loadCreateRouter: module.load,
    assign,
  });
}

let router: LazyDataRouter | null = null;

beforeEach(() => window.history.replaceState(null, '', '/rider/login'));
afterEach(() => {
  router?.dispose();
  router = null;
});

describe('the lazy data router', () => {
  it('starts on /login with the state React Router would start with, without its router', () => {
    const module = routerModule();
    router = lazyRouter(module);
    const made = createBrowserRouter(routes, { basename: '/rider/' });
    try {
      expect(router.renderable).toBe(true);
      expect(router.loaded).toBe(false);
      expect(module.asked).not.toHaveBeenCalled();
      const { matches, ...state } = router.state;
      const { matches: expectedMatches, ...expected } = made.state;
      expect(state).toEqual(expected);
      expect(matches.map((match) => [match.route.id, match.pathname])).toEqual(
        expectedMatches.map((match) => [match.route.id, match.pathname]),
      );
    } finally {
      made.dispose();
    }
  });

  it('renders the page at once, and keeps it (and what was typed) as the router takes over', async () => {
    const module = routerModule();
    router = lazyRouter(module);
    render(<RouterProvider router={router} />);
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'Adresse e-mail' });
    email.value = 'camille.martin@example.fr';
    const rendersBefore = loginRendered.mock.calls.length;

    const loaded = router.load();
    await module.arrive();
    await act(async () => {
      await loaded;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    expect(router.loaded).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toBe(email);
    // The same page: not rendered again (a whole page's render is a long task on a phone).
    expect(loginRendered).toHaveBeenCalledTimes(rendersBefore);
    expect(email.value).toBe('camille.martin@example.fr');
    expect(module.asked).toHaveBeenCalledTimes(1);
  });

  it('has a navigation wait for the router, then run its loaders', async () => {
    const module = routerModule();
    router = lazyRouter(module);
    render(<RouterProvider router={router} />);

    act(() => screen.getByRole('button', { name: 'Se connecter' }).click());
    expect(module.asked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeDefined();

    await module.arrive();
    expect(await screen.findByRole('heading', { name: 'Bonjour Camille' })).toBeDefined();
    expect(window.location.pathname).toBe('/rider/dashboard');

    // The browser's back button: the router's from now on.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeDefined();
  });

  it('follows a link once the router has come', async () => {
    const module = routerModule();
    router = lazyRouter(module);
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('link', { name: 'Mot de passe oublié ?' }).click());
    await module.arrive();
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeDefined();
    expect(window.location.pathname).toBe('/rider/retrievePassword');
  });

  it('has the browser load the address when the router cannot be fetched at a navigation', async () => {
    const module = routerModule();
    const assign = vi.fn();
    router = lazyRouter(module, assign);
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('button', { name: 'Se connecter' }).click());
    await module.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(assign).toHaveBeenCalledWith('/rider/dashboard');
    // The page stays as it was meanwhile.
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeDefined();
  });

  it('has the browser load the address of a back press when the router cannot be fetched', async () => {
    window.history.replaceState(null, '', '/rider/retrievePassword');
    window.history.pushState(null, '', '/rider/login');
    const module = routerModule();
    const assign = vi.fn();
    router = lazyRouter(module, assign);
    render(<RouterProvider router={router} />);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(module.asked).toHaveBeenCalledTimes(1);
    await module.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/rider/retrievePassword`);
  });

  it('waits for the router before a page with a loader, and shows the error page if it never comes', async () => {
    window.history.replaceState(null, '', '/rider/dashboard');
    const module = routerModule();
    router = lazyRouter(module);
    expect(router.renderable).toBe(false);

    const failed = router.load().catch((error: unknown) => error);
    await module.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(await failed).toBeInstanceOf(TypeError);
    expect(router.renderable).toBe(true);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue');
  });

  it('renders a page with a loader from the router once it has come', async () => {
    window.history.replaceState(null, '', '/rider/dashboard');
    const module = routerModule();
    router = lazyRouter(module);
    const loaded = router.load();
    await module.arrive();
    await loaded;
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Bonjour Camille' })).toBeDefined();
  });
});

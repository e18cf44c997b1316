import '@velo/ui/fonts.css';
import { componentDocs } from '@velo/ui/docs';
import { UiLocaleProvider } from '@velo/ui/locale';
import { Page } from '@velo/ui/Page';
import { useEffect, type ReactNode } from 'react';
import {
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { BreakpointsPage } from './BreakpointsPage';
import { ColoursPage } from './ColoursPage';
import { ComponentPage } from './ComponentPage';
import * as styles from './DocsApp.css';
import { DocsThemeProvider, useDocsTheme } from './docsTheme';
import { HomePage } from './HomePage';
import { SpacingPage } from './SpacingPage';
import { ThemingPage } from './ThemingPage';
import { TypographyPage } from './TypographyPage';

const siteTitle = 'Système de design Velo';

/** WCAG 2.4.2: every docs page has its own title. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title === siteTitle ? siteTitle : `${title} – ${siteTitle}`;
  }, [title]);
  return children;
}

function ComponentRoute() {
  const { name } = useParams();
  const docs = componentDocs.find((entry) => entry.name === name);
  if (!docs) return <Navigate to="../.." relative="path" replace />;
  return (
    <Titled title={docs.name}>
      <ComponentPage docs={docs} />
    </Titled>
  );
}

/** Unknown docs paths go back to the docs home, wherever the docs are mounted. */
function ToDocsHome() {
  const { '*': rest = '' } = useParams();
  const { pathname } = useLocation();
  return <Navigate to={pathname.slice(0, pathname.length - rest.length) || '/'} replace />;
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} active` : styles.navLink;

function ThemeBadge() {
  const { theme } = useDocsTheme();
  return <span>{theme ? 'Thème client' : 'Thème par défaut'}</span>;
}

function DocsLayout() {
  return (
    <Page
      width="wide"
      header={
        <>
          <strong>{siteTitle}</strong>
          <ThemeBadge />
        </>
      }
      footer={<span>@velo/ui · react-aria-components et vanilla-extract</span>}
    >
      <div className={styles.layout}>
        <nav aria-label="Sommaire du système de design" className={styles.nav}>
          <ul className={styles.navList}>
            <li>
              <NavLink end to="" className={navClass}>
                Accueil
              </NavLink>
            </li>
          </ul>
          <p className={styles.navHeading}>Fondations</p>
          <ul className={styles.navList}>
            <li>
              <NavLink to="tokens/colours" className={navClass}>
                Couleurs
              </NavLink>
            </li>
            <li>
              <NavLink to="tokens/spacing" className={navClass}>
                Espacements
              </NavLink>
            </li>
            <li>
              <NavLink to="tokens/typography" className={navClass}>
                Typographie
              </NavLink>
            </li>
            <li>
              <NavLink to="tokens/breakpoints" className={navClass}>
                Points de rupture
              </NavLink>
            </li>
            <li>
              <NavLink to="theming" className={navClass}>
                Thème client
              </NavLink>
            </li>
          </ul>
          <p className={styles.navHeading}>Composants</p>
          <ul className={styles.navList}>
            {componentDocs.map((doc) => (
              <li key={doc.name}>
                <NavLink to={`components/${doc.name}`} className={navClass}>
                  {doc.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </Page>
  );
}

function DocsRoot() {
  return (
    <UiLocaleProvider locale="fr">
      <DocsThemeProvider>
        <DocsLayout />
      </DocsThemeProvider>
    </UiLocaleProvider>
  );
}

/**
 * The docs as relative route objects, to mount under any path of a host router, e.g. in the rider
 * app: `{ path: 'designSystem', children: docsRoutes }` (outside prod only, spec section 2.2).
 */
export const docsRoutes: RouteObject[] = [
  {
    element: <DocsRoot />,
    children: [
      {
        index: true,
        element: (
          <Titled title={siteTitle}>
            <HomePage />
          </Titled>
        ),
      },
      { path: 'components/:name', element: <ComponentRoute /> },
      {
        path: 'tokens/colours',
        element: (
          <Titled title="Couleurs">
            <ColoursPage />
          </Titled>
        ),
      },
      {
        path: 'tokens/spacing',
        element: (
          <Titled title="Espacements">
            <SpacingPage />
          </Titled>
        ),
      },
      {
        path: 'tokens/typography',
        element: (
          <Titled title="Typographie">
            <TypographyPage />
          </Titled>
        ),
      },
      {
        path: 'tokens/breakpoints',
        element: (
          <Titled title="Points de rupture">
            <BreakpointsPage />
          </Titled>
        ),
      },
      {
        path: 'theming',
        element: (
          <Titled title="Thème client">
            <ThemingPage />
          </Titled>
        ),
      },
      // Unknown docs paths go back to the docs home (spec section 2.1 does the same for the app).
      { path: '*', element: <ToDocsHome /> },
    ],
  },
];

/**
 * The design-system docs as one element, for a host router's splat route
 * (`<Route path="designSystem/*" element={<DocsApp />} />`). Links inside are relative, so the docs
 * work at whatever base path they are mounted (standalone: /designSystem/).
 */
export function DocsApp() {
  return useRoutes(docsRoutes);
}

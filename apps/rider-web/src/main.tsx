import { resolveLocale, localeStorageKey } from '@velo/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routerBasename, routes } from './routes';

document.documentElement.lang = resolveLocale({
  stored: window.localStorage.getItem(localeStorageKey),
  browserLanguages: navigator.languages,
});

const router = createBrowserRouter(routes, { basename: routerBasename });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

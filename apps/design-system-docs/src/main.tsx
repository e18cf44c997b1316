import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { docsRoutes } from './DocsApp';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Standalone, the docs live at the same path they are mounted at in the rider app's base.
const router = createBrowserRouter(docsRoutes, {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DocsApp } from './DocsApp';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <DocsApp />
  </StrictMode>,
);

// A page that uses only the Button: what a screen pays for importing `@velo/ui/Button` alone.
// The page imports the package entries exactly as a consumer app does: that is what is measured.
/* eslint-disable @nx/enforce-module-boundaries */
import { Button } from '@velo/ui/Button';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<Button>Valider</Button>);

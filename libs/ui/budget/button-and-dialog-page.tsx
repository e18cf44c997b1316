// Control page for the budget script: it also imports Dialog, so the detector must report Dialog here.
// The page imports the package entries exactly as a consumer app does: that is what is measured.
/* eslint-disable @nx/enforce-module-boundaries */
import { Button } from '@velo/ui/Button';
import { Dialog } from '@velo/ui/Dialog';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <>
      <Button>Valider</Button>
      <Dialog title="Contrôle">Contenu</Dialog>
    </>,
  );

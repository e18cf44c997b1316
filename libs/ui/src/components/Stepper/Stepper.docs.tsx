import type { ComponentDocs } from '../../docs/types';
import { Stepper } from './Stepper';

const steps = [
  { id: 'voucher', label: 'Bon de confirmation' },
  { id: 'debit', label: 'Mandat de prélèvement' },
  { id: 'charter', label: 'Charte utilisateur' },
  { id: 'delivery', label: 'Bon de livraison' },
];

export const docs: ComponentDocs = {
  name: 'Stepper',
  importPath: '@velo/ui/Stepper',
  description:
    'Avancement dans un parcours en étapes : la signature électronique des documents (spécification, section 2.3).',
  examples: [
    {
      id: 'start',
      title: 'Première étape',
      render: () => <Stepper aria-label="Signature électronique" steps={steps} currentStep={0} />,
    },
    {
      id: 'middle',
      title: 'En cours',
      render: () => (
        <Stepper aria-label="Signature électronique, en cours" steps={steps} currentStep={2} />
      ),
    },
  ],
  props: [
    { name: 'aria-label', type: 'string', description: 'Nom de la liste.' },
    { name: 'steps', type: '{ id; label }[]', description: 'Les étapes dans l’ordre.' },
    {
      name: 'currentStep',
      type: 'number',
      description: 'Indice de l’étape en cours (0 pour la première).',
    },
    {
      name: 'locale',
      type: "'fr' | 'en'",
      description: 'Langue de « Étape 1 sur 4 », « terminée », « en cours ».',
    },
  ],
  accessibility: [
    'Liste ordonnée nommée ; l’étape en cours porte aria-current="step".',
    'Position et état dits en toutes lettres pour les lecteurs d’écran (« Étape 2 sur 4 … (en cours) ») ; coche visible pour les étapes terminées, pas seulement une couleur (WCAG 1.4.1).',
  ],
  keyboard: [],
};

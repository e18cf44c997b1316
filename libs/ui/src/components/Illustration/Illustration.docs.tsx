import type { ComponentDocs } from '../../docs/types';
import { Illustration } from './Illustration';

function Wheel() {
  return (
    <svg viewBox="0 0 120 80" width="100%" focusable="false">
      <circle
        cx="30"
        cy="55"
        r="20"
        fill="none"
        stroke="var(--velo-color-primary-40)"
        strokeWidth="5"
      />
      <circle
        cx="90"
        cy="55"
        r="20"
        fill="none"
        stroke="var(--velo-color-primary-40)"
        strokeWidth="5"
      />
      <path
        d="M30 55 L55 25 L90 55 M55 25 L75 25 M45 55 L55 25"
        fill="none"
        stroke="var(--velo-color-secondary-40)"
        strokeWidth="5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const docs: ComponentDocs = {
  name: 'Illustration',
  importPath: '@velo/ui/Illustration',
  description:
    'Emplacement pour une illustration fournie par l’application ; décorative par défaut (comme celle de la page de maintenance).',
  examples: [
    {
      id: 'decorative',
      title: 'Décorative',
      render: () => (
        <Illustration maxWidth="12rem">
          <Wheel />
        </Illustration>
      ),
    },
    {
      id: 'informative',
      title: 'Porteuse de sens',
      render: () => (
        <Illustration label="Un vélo de fonction" maxWidth="12rem">
          <Wheel />
        </Illustration>
      ),
    },
  ],
  props: [
    { name: 'children', type: 'ReactNode', description: 'Le dessin (<svg> en ligne ou <img>).' },
    {
      name: 'label',
      type: 'string',
      description: 'Alternative textuelle si l’image porte une information ; sinon décorative.',
    },
    { name: 'maxWidth', type: 'string', defaultValue: "'20rem'", description: 'Largeur maximale.' },
  ],
  accessibility: [
    'Décorative : aria-hidden, ignorée des technologies d’assistance (RGAA 1.2).',
    'Porteuse de sens : role="img" et aria-label (RGAA 1.1, WCAG 1.1.1).',
  ],
  keyboard: [],
};

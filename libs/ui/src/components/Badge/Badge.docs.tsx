import type { ComponentDocs } from '../../docs/types';
import { Badge, badgeTones } from './Badge';

const labels: Record<(typeof badgeTones)[number], string> = {
  neutral: 'Brouillon',
  primary: 'Nouveau',
  success: 'Approuvée',
  warning: 'En attente de validation',
  error: 'Refusée',
  information: 'Prolongation possible',
};

export const docs: ComponentDocs = {
  name: 'Badge',
  importPath: '@velo/ui/Badge',
  description:
    'Courte étiquette de statut (demande en attente, approuvée, refusée). Non interactive.',
  examples: badgeTones.map((tone) => ({
    id: `tone-${tone}`,
    title: `Ton ${tone}`,
    render: () => <Badge tone={tone}>{labels[tone]}</Badge>,
  })),
  props: [
    { name: 'children', type: 'ReactNode', description: 'Le statut en toutes lettres.' },
    {
      name: 'tone',
      type: badgeTones.map((t) => `'${t}'`).join(' | '),
      defaultValue: "'neutral'",
      description: 'Couleur, qui ne fait que répéter le texte.',
    },
  ],
  accessibility: [
    'Le statut est du texte : la couleur ne porte pas seule l’information (WCAG 1.4.1).',
    'Contraste AA entre texte et fond pour chaque ton (WCAG 1.4.3) ; bordure en contrastes forcés.',
  ],
  keyboard: [],
};

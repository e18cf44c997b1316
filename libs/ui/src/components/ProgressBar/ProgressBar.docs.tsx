import type { ComponentDocs } from '../../docs/types';
import { ProgressBar } from './ProgressBar';

export const docs: ComponentDocs = {
  name: 'ProgressBar',
  importPath: '@velo/ui/ProgressBar',
  description:
    'Barre de progression nommée, avec sa valeur en mots : celle d’un fichier exporté ligne à ligne (/exports), ou d’un travail sans fin connue (indéterminée).',
  examples: [
    {
      id: 'value',
      title: 'Avec une valeur',
      render: () => (
        <ProgressBar
          label="Salariés"
          value={12_400}
          maxValue={20_000}
          valueLabel="12 400 lignes sur 20 000"
        />
      ),
    },
    {
      id: 'indeterminate',
      title: 'Indéterminée',
      render: () => <ProgressBar label="Salariés" isIndeterminate valueLabel="12 400 lignes" />,
    },
  ],
  props: [
    { name: 'label', type: 'string', description: 'Nom visible et accessible.' },
    {
      name: 'value',
      type: 'number',
      defaultValue: '0',
      description: 'Avancement, de 0 à maxValue.',
    },
    { name: 'maxValue', type: 'number', defaultValue: '100', description: 'Valeur de fin.' },
    {
      name: 'valueLabel',
      type: 'string',
      defaultValue: 'le pourcentage',
      description: 'L’avancement en mots, affiché et lu (aria-valuetext).',
    },
    {
      name: 'isIndeterminate',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Sans fin connue : la barre bouge sans valeur.',
    },
  ],
  accessibility: [
    'role="progressbar" nommé par son libellé, avec aria-valuenow, aria-valuemax et aria-valuetext (rien de cela en indéterminé).',
    'Elle ne s’annonce pas d’elle-même : l’écran place les étapes à dire dans une zone live (RGAA 7.5).',
    'Mouvement réduit : la barre indéterminée ralentit sans s’arrêter (WCAG 2.3.3). Contrastes forcés : piste CanvasText, remplissage Highlight.',
  ],
  keyboard: [],
};

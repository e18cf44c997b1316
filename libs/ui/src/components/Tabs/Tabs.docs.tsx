import type { ComponentDocs } from '../../docs/types';
import { Tabs } from './Tabs';

export const docs: ComponentDocs = {
  name: 'Tabs',
  importPath: '@velo/ui/Tabs',
  description:
    'Sections d’un même écran montrées une à une (ma location : détails, échéancier, documents).',
  examples: [
    {
      id: 'default',
      title: 'Onglets',
      render: () => (
        <Tabs
          aria-label="Ma location"
          items={[
            {
              id: 'details',
              label: 'Détails',
              content: 'Vélo cargo électrique, location de 36 mois.',
            },
            { id: 'schedule', label: 'Échéancier', content: 'Prochain prélèvement le 5 du mois.' },
            {
              id: 'documents',
              label: 'Documents',
              content: 'Bon de livraison, charte utilisateur.',
              isDisabled: true,
            },
          ]}
        />
      ),
    },
  ],
  props: [
    { name: 'aria-label', type: 'string', description: 'Nom de la liste d’onglets.' },
    {
      name: 'items',
      type: '{ id; label; content; isDisabled? }[]',
      description: 'Les onglets et leur contenu.',
    },
    {
      name: 'selectedKey / defaultSelectedKey / onSelectionChange',
      type: 'Key',
      defaultValue: 'le premier onglet',
      description: 'Onglet affiché.',
    },
    {
      name: 'keyboardActivation',
      type: "'automatic' | 'manual'",
      defaultValue: "'automatic'",
      description: 'Les flèches affichent aussitôt, ou seulement avec Entrée.',
    },
  ],
  accessibility: [
    'tablist nommée, tab avec aria-selected, tabpanel nommé par son onglet.',
    'Onglet choisi marqué par une barre de 3 px en plus de la couleur (WCAG 1.4.1).',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Atteindre l’onglet choisi, puis le panneau' },
    { keys: '← / →', action: 'Onglet précédent / suivant (les onglets désactivés sont sautés)' },
    { keys: 'Début / Fin', action: 'Premier / dernier onglet' },
  ],
};

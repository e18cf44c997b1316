import type { ComponentDocs } from '../../docs/types';
import { fieldAccessibility, fieldProps } from '../private/fieldDocs';
import { Select } from './Select';

const languages = [
  { id: 'fr', label: 'Français' },
  { id: 'en', label: 'English' },
];

export const docs: ComponentDocs = {
  name: 'Select',
  importPath: '@velo/ui/Select',
  description: 'Choix unique dans une courte liste (genre, langue, mode de déplacement).',
  examples: [
    {
      id: 'default',
      title: 'Par défaut',
      render: () => <Select label="Langue" options={languages} placeholder="Choisir une langue" />,
    },
    {
      id: 'selected',
      title: 'Valeur choisie',
      render: () => <Select label="Langue" options={languages} defaultSelectedKey="fr" />,
    },
    {
      id: 'invalid',
      title: 'Invalide',
      render: () => (
        <Select
          label="Genre"
          options={[
            { id: 'woman', label: 'Femme' },
            { id: 'man', label: 'Homme' },
          ]}
          isRequired
          isInvalid
          errorMessage="Choisissez un genre"
        />
      ),
    },
    {
      id: 'disabled',
      title: 'Désactivé',
      render: () => (
        <Select label="Langue" options={languages} defaultSelectedKey="en" isDisabled />
      ),
    },
  ],
  props: [
    ...fieldProps.filter(
      (prop) => prop.name !== 'value / defaultValue / onChange' && prop.name !== 'validate',
    ),
    {
      name: 'options',
      type: '{ id; label; isDisabled? }[]',
      description: 'Les choix, dans l’ordre.',
    },
    {
      name: 'selectedKey / defaultSelectedKey / onSelectionChange',
      type: 'Key',
      description: 'Choix contrôlé ou non.',
    },
    {
      name: 'placeholder',
      type: 'string',
      defaultValue: '« Select an item » de react-aria, selon la langue',
      description: 'Texte quand rien n’est choisi.',
    },
  ],
  accessibility: [
    ...fieldAccessibility,
    'Bouton qui ouvre une listbox ; la valeur choisie fait partie de son nom.',
  ],
  keyboard: [
    { keys: 'Espace, Entrée, ↓, ↑', action: 'Ouvrir la liste' },
    { keys: '↓ / ↑', action: 'Option suivante / précédente' },
    { keys: 'Entrée', action: 'Choisir' },
    { keys: 'Échap', action: 'Fermer sans choisir' },
    { keys: 'Lettres', action: 'Aller à l’option qui commence ainsi' },
  ],
};

import type { ComponentDocs } from '../../docs/types';
import { fieldAccessibility, fieldProps } from '../private/fieldDocs';
import { ComboBox } from './ComboBox';

const addresses = [
  { id: '1', label: '8 Rue de Rivoli', detail: '75004 Paris' },
  { id: '2', label: '8 Rue de la Paix', detail: '75002 Paris' },
  { id: '3', label: '12 Avenue Foch', detail: '69006 Lyon' },
];

export const docs: ComponentDocs = {
  name: 'ComboBox',
  importPath: '@velo/ui/ComboBox',
  description:
    'Champ avec suggestions, pour la recherche d’adresse : l’application interroge le service d’adresses et passe les résultats ; la bibliothèque ne fait aucun appel.',
  examples: [
    {
      id: 'default',
      title: 'Par défaut',
      render: () => <ComboBox label="Adresse" options={addresses} placeholder="Numéro et rue" />,
    },
    {
      id: 'loading',
      title: 'Suggestions en cours',
      render: () => <ComboBox label="Adresse" options={[]} defaultInputValue="8 rue" isLoading />,
    },
    {
      id: 'invalid',
      title: 'Invalide',
      render: () => (
        <ComboBox
          label="Adresse"
          options={addresses}
          isRequired
          isInvalid
          errorMessage="L’adresse est requise"
        />
      ),
    },
  ],
  props: [
    ...fieldProps.filter((prop) => prop.name !== 'value / defaultValue / onChange'),
    { name: 'options', type: '{ id; label; detail? }[]', description: 'Les suggestions.' },
    {
      name: 'inputValue / onInputChange',
      type: 'string',
      description: 'Le texte saisi, pour lancer la recherche.',
    },
    { name: 'selectedKey / onSelectionChange', type: 'Key', description: 'La suggestion choisie.' },
    {
      name: 'isLoading',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Indicateur nommé « Chargement » pendant la recherche.',
    },
    {
      name: 'allowsCustomValue',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Garde un texte qui n’est pas une suggestion.',
    },
  ],
  accessibility: [
    ...fieldAccessibility,
    'role="combobox" avec aria-expanded et aria-activedescendant ; les suggestions sont une listbox.',
  ],
  keyboard: [
    { keys: 'Lettres', action: 'Filtrer / rechercher' },
    { keys: '↓ / ↑', action: 'Ouvrir la liste, parcourir les suggestions' },
    { keys: 'Entrée', action: 'Choisir la suggestion' },
    { keys: 'Échap', action: 'Fermer la liste, puis effacer la saisie' },
  ],
};

import { useState } from 'react';
import type { ComponentDocs } from '../../docs/types';
import { docs as comboBoxDocs } from '../ComboBox/ComboBox.docs';
import { fieldProps } from '../private/fieldDocs';
import { AddressAutocomplete, type AddressOption } from './AddressAutocomplete';

const addresses: AddressOption[] = [
  { id: '1', label: '8 Rue de Rivoli', detail: '75004 Paris' },
  { id: '2', label: '8 Rue de la Paix', detail: '75002 Paris' },
  { id: '3', label: '12 Avenue Foch', detail: '69006 Lyon' },
];

/** The docs' stand-in for the app's lookup: filters a fixed list instead of asking the geocoder. */
function Example({ initial = '', description = 'Numéro, rue et ville, ou code postal' }) {
  const [text, setText] = useState(initial);
  const searchable = text.trim().length >= 3;
  return (
    <AddressAutocomplete
      label="Adresse"
      description={description}
      value={text}
      onChange={setText}
      suggestions={
        searchable
          ? addresses.filter((address) => address.label.toLowerCase().includes(text.toLowerCase()))
          : []
      }
      onChoose={() => {}}
      expectsSuggestions={searchable}
    />
  );
}

export const docs: ComponentDocs = {
  name: 'AddressAutocomplete',
  importPath: '@velo/ui/AddressAutocomplete',
  description:
    'Une adresse saisie avec suggestions (recherche des magasins, adresse du dossier). L’application interroge le service d’adresses avec `useAddressSuggestions` de @velo/data (attente après la frappe, requête précédente annulée) et passe les suggestions et ses textes d’aide traduits ; la saisie à la main reste toujours possible.',
  examples: [
    { id: 'default', title: 'Par défaut', render: () => <Example /> },
    {
      id: 'unavailable',
      title: 'Service indisponible',
      render: () => (
        <Example
          initial="8 rue"
          description="La recherche d’adresse ne répond pas : saisissez un code postal."
        />
      ),
    },
    {
      id: 'loading',
      title: 'Suggestions en cours',
      render: () => (
        <AddressAutocomplete
          label="Adresse"
          value="8 rue"
          onChange={() => {}}
          suggestions={[]}
          onChoose={() => {}}
          isLoading
        />
      ),
    },
  ],
  props: [
    ...fieldProps.filter((prop) =>
      ['label', 'description', 'errorMessage', 'isRequired', 'isInvalid'].includes(prop.name),
    ),
    { name: 'value / onChange', type: 'string', description: 'Le texte du champ.' },
    {
      name: 'suggestions',
      type: '{ id; label; detail? }[]',
      description: 'Les suggestions trouvées pour le texte ; `detail` en seconde ligne.',
    },
    { name: 'onChoose', type: '(id) => void', description: 'Une suggestion choisie.' },
    ...comboBoxDocs.props.filter((prop) => prop.name === 'isLoading'),
    {
      name: 'expectsSuggestions',
      type: 'boolean',
      defaultValue: 'false',
      description:
        'Une recherche peut être lancée : la liste s’ouvre, vide, à la frappe et se remplit à la réponse.',
    },
    { name: 'name', type: 'string', defaultValue: "'address'", description: 'Nom du champ.' },
  ],
  accessibility: [
    ...comboBoxDocs.accessibility,
    'La saisie libre est gardée : une adresse que le service ne connaît pas se tape à la main.',
  ],
  keyboard: comboBoxDocs.keyboard,
};

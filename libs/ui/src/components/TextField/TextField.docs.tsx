import type { ComponentDocs } from '../../docs/types';
import { fieldAccessibility, fieldKeyboard, fieldProps } from '../private/fieldDocs';
import { TextField } from './TextField';

export const docs: ComponentDocs = {
  name: 'TextField',
  importPath: '@velo/ui/TextField',
  description: 'Champ de saisie d’une ligne, avec étiquette, aide et message d’erreur.',
  examples: [
    { id: 'default', title: 'Par défaut', render: () => <TextField label="Prénom" /> },
    {
      id: 'description',
      title: 'Avec aide et obligatoire',
      render: () => (
        <TextField label="Nom" isRequired description="Comme sur votre pièce d’identité" />
      ),
    },
    {
      id: 'placeholder',
      title: 'Avec exemple',
      render: () => <TextField label="Ville" placeholder="Paris" />,
    },
    {
      id: 'invalid',
      title: 'Invalide',
      render: () => (
        <TextField
          label="Code postal"
          defaultValue="750"
          isInvalid
          errorMessage="Le code postal doit contenir 4 ou 5 chiffres"
        />
      ),
    },
    {
      id: 'disabled',
      title: 'Désactivé',
      render: () => <TextField label="Numéro salarié" defaultValue="A-1042" isDisabled />,
    },
  ],
  props: [
    ...fieldProps,
    {
      name: 'type',
      type: "'text' | 'email' | 'tel' | 'password' | 'search' | 'url'",
      defaultValue: "'text'",
      description: 'Type HTML.',
    },
    {
      name: 'placeholder',
      type: 'string',
      description: 'Exemple dans le champ vide ; ne remplace jamais l’étiquette.',
    },
    { name: 'autoComplete', type: 'string', description: 'Jeton autocomplete (WCAG 1.3.5).' },
  ],
  accessibility: fieldAccessibility,
  keyboard: fieldKeyboard,
};

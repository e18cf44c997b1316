import type { ComponentDocs } from '../../docs/types';
import { fieldAccessibility, fieldKeyboard, fieldProps } from '../private/fieldDocs';
import { TextArea } from './TextArea';

export const docs: ComponentDocs = {
  name: 'TextArea',
  importPath: '@velo/ui/TextArea',
  description:
    'Champ de saisie de plusieurs lignes, avec étiquette, aide, message d’erreur et compteur de caractères.',
  examples: [
    { id: 'default', title: 'Par défaut', render: () => <TextArea label="Message" /> },
    {
      id: 'count',
      title: 'Avec aide, obligatoire et compteur',
      render: () => (
        <TextArea
          label="Ce qui s’est passé"
          description="Les circonstances, en quelques phrases"
          isRequired
          maxLength={2000}
          defaultValue="Vélo attaché devant la gare, antivol coupé au retour."
          countText={(count, max) => `${count} caractères sur ${max}`}
        />
      ),
    },
    {
      id: 'invalid',
      title: 'Invalide',
      render: () => (
        <TextArea
          label="Description"
          defaultValue="Volé"
          isInvalid
          errorMessage="Décrivez ce qui s’est passé en 10 caractères au moins"
          maxLength={2000}
        />
      ),
    },
    {
      id: 'disabled',
      title: 'Désactivé',
      render: () => <TextArea label="Réponse de l’assureur" defaultValue="En cours" isDisabled />,
    },
  ],
  props: [
    ...fieldProps,
    {
      name: 'maxLength',
      type: 'number',
      description: 'Nombre maximal de caractères ; affiche le compteur « n / max ».',
    },
    {
      name: 'countText',
      type: '(count, max) => string',
      description: 'Texte du compteur dans la langue de l’écran.',
    },
    { name: 'rows', type: 'number', defaultValue: '5', description: 'Lignes visibles.' },
    {
      name: 'placeholder',
      type: 'string',
      description: 'Exemple dans le champ vide ; ne remplace jamais l’étiquette.',
    },
  ],
  accessibility: [
    ...fieldAccessibility,
    'Le compteur est visible sous le champ ; la limite est aussi l’attribut maxlength (WCAG 3.3.2).',
    'Redimensionnable en hauteur seulement, pour ne pas sortir de la mise en page (WCAG 1.4.10).',
  ],
  keyboard: [
    ...fieldKeyboard,
    { keys: 'Entrée', action: 'Nouvelle ligne (n’envoie pas le formulaire)' },
  ],
};

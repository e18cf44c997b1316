import type { ComponentDocs } from '../../docs/types';
import { Checkbox } from './Checkbox';

export const docs: ComponentDocs = {
  name: 'Checkbox',
  importPath: '@velo/ui/Checkbox',
  description:
    'Case à cocher avec son libellé (se souvenir de moi, acceptation des conditions, abonnements).',
  examples: [
    { id: 'default', title: 'Non cochée', render: () => <Checkbox>Se souvenir de moi</Checkbox> },
    {
      id: 'selected',
      title: 'Cochée',
      render: () => <Checkbox defaultSelected>Recevoir la newsletter</Checkbox>,
    },
    {
      id: 'indeterminate',
      title: 'Indéterminée',
      render: () => <Checkbox isIndeterminate>Tous les salariés</Checkbox>,
    },
    {
      id: 'invalid',
      title: 'Invalide',
      render: () => (
        <Checkbox
          isRequired
          isInvalid
          errorMessage="Vous devez accepter les conditions d’utilisation"
        >
          J’accepte les conditions d’utilisation
        </Checkbox>
      ),
    },
    {
      id: 'disabled',
      title: 'Désactivée',
      render: () => <Checkbox isDisabled>Offres partenaires</Checkbox>,
    },
  ],
  props: [
    { name: 'children', type: 'ReactNode', description: 'Le libellé.' },
    {
      name: 'isSelected / defaultSelected / onChange',
      type: 'boolean',
      defaultValue: 'false',
      description: 'État coché.',
    },
    {
      name: 'isIndeterminate',
      type: 'boolean',
      defaultValue: 'false',
      description: 'État mixte (sélection partielle).',
    },
    {
      name: 'isRequired',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Case obligatoire.',
    },
    { name: 'isInvalid', type: 'boolean', defaultValue: 'false', description: 'État invalide.' },
    {
      name: 'errorMessage',
      type: 'ReactNode',
      description: 'Message affiché sous le libellé quand la case est invalide.',
    },
    {
      name: 'isDisabled',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Désactive la case.',
    },
    { name: 'name / value', type: 'string', description: 'Soumission dans un formulaire.' },
  ],
  accessibility: [
    'Vraie <input type="checkbox"> visuellement masquée : rôle, état et nom natifs.',
    'Tout le libellé est cliquable (WCAG 2.5.8) ; coche dessinée, pas seulement une couleur (WCAG 1.4.1).',
    'Contrastes forcés : case cochée en Highlight.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Atteindre la case' },
    { keys: 'Espace', action: 'Cocher / décocher' },
  ],
};

import type { DocsProp } from '../../docs/types';

/** The props every text-like field shares, documented once. */
export const fieldProps: DocsProp[] = [
  { name: 'label', type: 'ReactNode', description: 'Étiquette visible, obligatoire (RGAA 11.1).' },
  { name: 'description', type: 'ReactNode', description: 'Aide liée par aria-describedby.' },
  {
    name: 'errorMessage',
    type: 'ReactNode | (validation) => ReactNode',
    description:
      'Remplace le message du navigateur quand une contrainte native échoue ; les erreurs de validate et du serveur gardent leur texte.',
  },
  {
    name: 'isRequired',
    type: 'boolean',
    defaultValue: 'false',
    description: 'Champ obligatoire (attribut required, astérisque visuelle).',
  },
  {
    name: 'isInvalid',
    type: 'boolean',
    defaultValue: 'false',
    description: 'Force l’état invalide.',
  },
  {
    name: 'isDisabled',
    type: 'boolean',
    defaultValue: 'false',
    description: 'Désactive le champ.',
  },
  {
    name: 'validate',
    type: '(value) => string | string[] | null',
    description: 'Validation personnalisée.',
  },
  {
    name: 'name',
    type: 'string',
    description: 'Nom du champ dans le formulaire (et clé des erreurs serveur).',
  },
  {
    name: 'value / defaultValue / onChange',
    type: 'string',
    description: 'Valeur contrôlée ou non.',
  },
];

export const fieldAccessibility: string[] = [
  'Étiquette <label> associée ; aide et erreur reliées par aria-describedby (RGAA 11.1, 11.10).',
  'Invalide : aria-invalid="true", bordure rouge de 2 px et message texte, jamais la couleur seule (WCAG 1.4.1, 3.3.1).',
  'Focus visible : contour de 3 px (WCAG 2.4.7) ; contrastes forcés : bordure FieldText.',
];

export const fieldKeyboard = [
  { keys: 'Tab / Maj+Tab', action: 'Entrer dans le champ / en sortir' },
];

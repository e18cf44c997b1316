import type { ComponentDocs } from '../../docs/types';
import { fieldAccessibility, fieldKeyboard, fieldProps } from '../private/fieldDocs';
import { PasswordField } from './PasswordField';

export const docs: ComponentDocs = {
  name: 'PasswordField',
  importPath: '@velo/ui/PasswordField',
  description: 'Mot de passe masqué, avec un bouton pour l’afficher ou le masquer.',
  examples: [
    { id: 'default', title: 'Par défaut', render: () => <PasswordField label="Mot de passe" /> },
    {
      id: 'revealed',
      title: 'Affiché',
      render: () => (
        <PasswordField label="Mot de passe" defaultValue="velo-2026!" defaultRevealed />
      ),
    },
    {
      id: 'new-password-invalid',
      title: 'Nouveau mot de passe invalide',
      render: () => (
        <PasswordField
          label="Nouveau mot de passe"
          autoComplete="new-password"
          description="10 caractères au moins"
          defaultValue="court"
          isInvalid
          errorMessage="Le mot de passe doit contenir au moins 10 caractères"
        />
      ),
    },
    {
      id: 'disabled',
      title: 'Désactivé',
      render: () => <PasswordField label="Mot de passe" isDisabled />,
    },
  ],
  props: [
    ...fieldProps,
    {
      name: 'autoComplete',
      type: "'current-password' | 'new-password'",
      defaultValue: "'current-password'",
      description: 'Aide les gestionnaires de mots de passe (WCAG 1.3.5).',
    },
    {
      name: 'defaultRevealed',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Affiché au premier rendu.',
    },
    {
      name: 'locale',
      type: "'fr' | 'en'",
      description: 'Langue du bouton « Afficher le mot de passe ».',
    },
  ],
  accessibility: [
    ...fieldAccessibility,
    'Le bouton d’affichage est un bouton bascule (aria-pressed) au nom constant « Afficher le mot de passe » : son état est annoncé, son nom ne change pas sous l’utilisateur.',
    'Cible de 36 px (WCAG 2.5.8).',
  ],
  keyboard: [
    ...fieldKeyboard,
    { keys: 'Tab depuis le champ', action: 'Atteindre le bouton d’affichage' },
    { keys: 'Espace, Entrée', action: 'Afficher / masquer le mot de passe' },
  ],
};

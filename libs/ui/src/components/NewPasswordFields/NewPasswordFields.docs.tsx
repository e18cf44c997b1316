import { useState } from 'react';
import type { ComponentDocs } from '../../docs/types';
import { Stack } from '../Stack/Stack';
import { NewPasswordFields } from './NewPasswordFields';

const labels = {
  passwordLabel: 'Nouveau mot de passe',
  confirmationLabel: 'Confirmez le mot de passe',
  passwordDescription: '10 caractères au moins, dont une lettre et un chiffre.',
};

function Empty() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <Stack>
      <NewPasswordFields
        {...labels}
        password={{ name: 'password', value: password, onChange: setPassword }}
        confirmation={{ name: 'confirmPassword', value: confirmation, onChange: setConfirmation }}
      />
    </Stack>
  );
}

export const docs: ComponentDocs = {
  name: 'NewPasswordFields',
  importPath: '@velo/ui/NewPasswordFields',
  description:
    'Un nouveau mot de passe et sa confirmation, comme les demandent la réinitialisation et l’inscription : deux PasswordField en autocomplete="new-password", tous les textes en propriétés, chaque champ lié au formulaire.',
  examples: [
    { id: 'empty', title: 'Vides', render: () => <Empty /> },
    {
      id: 'invalid-confirmation',
      title: 'Confirmation différente',
      render: () => (
        <Stack>
          <NewPasswordFields
            {...labels}
            password={{ name: 'password-2', value: 'velo-2026-ok' }}
            confirmation={{
              name: 'confirmPassword-2',
              value: 'velo-2025',
              isInvalid: true,
              errorMessage: 'Les deux mots de passe doivent être identiques.',
            }}
          />
        </Stack>
      ),
    },
  ],
  props: [
    {
      name: 'password / confirmation',
      type: '{ name?, value?, onChange?, onBlur?, isInvalid?, errorMessage? }',
      description: 'La liaison de chaque champ au formulaire (valeur, gestionnaires, erreur).',
    },
    { name: 'passwordLabel', type: 'ReactNode', description: 'Libellé du nouveau mot de passe.' },
    { name: 'confirmationLabel', type: 'ReactNode', description: 'Libellé de la confirmation.' },
    {
      name: 'passwordDescription',
      type: 'ReactNode',
      description: 'Les règles du mot de passe, sous son libellé et liées au champ.',
    },
    {
      name: 'confirmationDescription',
      type: 'ReactNode',
      description: 'Aide sous le libellé de la confirmation.',
    },
    {
      name: 'isRequired',
      type: 'boolean',
      defaultValue: 'true',
      description: 'Les deux champs sont obligatoires.',
    },
    {
      name: 'isDisabled',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Les deux champs inactifs.',
    },
    {
      name: 'locale',
      type: "'fr' | 'en'",
      defaultValue: 'la langue du UiLocaleProvider',
      description: 'Langue des boutons afficher / masquer.',
    },
  ],
  accessibility: [
    'autocomplete="new-password" sur les deux champs : les gestionnaires de mots de passe proposent d’en générer un et l’enregistrent (WCAG 1.3.5, RGAA 11.13).',
    'Les règles du mot de passe sont données avant la saisie et liées au champ par aria-describedby (WCAG 3.3.2, RGAA 11.10).',
    'Chaque erreur s’affiche sous son champ, qui passe en aria-invalid (WCAG 3.3.1).',
    'Chaque champ a son bouton afficher / masquer (aria-pressed), pour vérifier la saisie (WCAG 3.3.7 et 3.3.8 : aucune recopie imposée de mémoire).',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Mot de passe, son bouton afficher, confirmation, son bouton' },
    { keys: 'Espace / Entrée', action: 'Afficher ou masquer le mot de passe (sur le bouton)' },
  ],
};

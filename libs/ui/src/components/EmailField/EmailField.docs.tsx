import type { ComponentDocs } from '../../docs/types';
import { fieldAccessibility, fieldKeyboard, fieldProps } from '../private/fieldDocs';
import { EmailField } from './EmailField';

export const docs: ComponentDocs = {
  name: 'EmailField',
  importPath: '@velo/ui/EmailField',
  description:
    'Adresse e-mail : type="email", autocomplete="email", sans correction orthographique.',
  examples: [
    { id: 'default', title: 'Par défaut', render: () => <EmailField label="Adresse e-mail" /> },
    {
      id: 'invalid',
      title: 'Invalide',
      render: () => (
        <EmailField
          label="Adresse e-mail"
          defaultValue="camille@"
          isInvalid
          errorMessage="Adresse e-mail invalide"
        />
      ),
    },
  ],
  props: fieldProps,
  accessibility: [
    ...fieldAccessibility,
    'autocomplete="email" : le navigateur peut remplir le champ (WCAG 1.3.5).',
  ],
  keyboard: fieldKeyboard,
};

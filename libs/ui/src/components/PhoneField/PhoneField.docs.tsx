import type { ComponentDocs } from '../../docs/types';
import { fieldAccessibility, fieldKeyboard, fieldProps } from '../private/fieldDocs';
import { PhoneField } from './PhoneField';

export const docs: ComponentDocs = {
  name: 'PhoneField',
  importPath: '@velo/ui/PhoneField',
  description:
    'Numéro de mobile français : la saisie est mise en forme par le formateur de @velo/validation (préfixe +33 imposé, 9 chiffres nationaux, spécification sections 5 et 9).',
  examples: [
    { id: 'default', title: 'Par défaut', render: () => <PhoneField label="Téléphone mobile" /> },
    {
      id: 'filled',
      title: 'Rempli',
      render: () => <PhoneField label="Téléphone mobile" defaultValue="0612345678" />,
    },
    {
      id: 'invalid',
      title: 'Invalide',
      render: () => (
        <PhoneField
          label="Téléphone mobile"
          defaultValue="+33 5 12"
          isInvalid
          errorMessage="Le numéro doit contenir 10 chiffres et commencer par 06 ou 07"
        />
      ),
    },
  ],
  props: fieldProps.map((prop) =>
    prop.name === 'value / defaultValue / onChange'
      ? {
          ...prop,
          description:
            'Valeur mise en forme (« +33 6 12 34 56 78 ») ; onChange la reçoit après mise en forme.',
        }
      : prop,
  ),
  accessibility: [
    ...fieldAccessibility,
    'type="tel" et autocomplete="tel" (WCAG 1.3.5) ; le curseur reste à sa place après la mise en forme.',
  ],
  keyboard: fieldKeyboard,
};

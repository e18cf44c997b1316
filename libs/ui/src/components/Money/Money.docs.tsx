import type { ComponentDocs } from '../../docs/types';
import { Money } from './Money';

export const docs: ComponentDocs = {
  name: 'Money',
  importPath: '@velo/ui/Money',
  description:
    'Un montant en euros, affiché comme le veut la spécification (section 9) : « 1 234,50 € », via le formateur de @velo/i18n.',
  examples: [
    { id: 'default', title: 'Loyer mensuel', render: () => <Money amount={1234.5} /> },
    {
      id: 'strong',
      title: 'Mis en avant',
      render: () => <Money amount={89.9} emphasis="strong" />,
    },
    {
      id: 'whole',
      title: 'Sans décimales',
      render: () => <Money amount={50} minimumFractionDigits={0} />,
    },
  ],
  props: [
    { name: 'amount', type: 'number', description: 'Montant en euros.' },
    {
      name: 'minimumFractionDigits / maximumFractionDigits',
      type: 'number',
      defaultValue: '2',
      description: 'Décimales.',
    },
    {
      name: 'emphasis',
      type: "'default' | 'strong'",
      defaultValue: "'default'",
      description: 'Mise en avant.',
    },
    {
      name: 'locale',
      type: "'fr' | 'en'",
      description: 'Langue ; l’affichage reste celui des factures françaises.',
    },
  ],
  accessibility: [
    'Texte simple lu tel quel (« 1 234,50 € ») ; espaces insécables, le montant ne se coupe jamais.',
  ],
  keyboard: [],
};

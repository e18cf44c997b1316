import type { ComponentDocs } from '../../docs/types';
import { Money } from './Money';

export const docs: ComponentDocs = {
  name: 'Money',
  importPath: '@velo/ui/Money',
  description:
    'Un montant, donné en centimes d’euro comme l’API le transmet (champs `…Cents`), affiché comme le veut la spécification (section 9) : « 1 234,50 € », via le formateur de @velo/i18n.',
  examples: [
    { id: 'default', title: 'Loyer mensuel', render: () => <Money cents={123450} /> },
    {
      id: 'strong',
      title: 'Mis en avant',
      render: () => <Money cents={8990} emphasis="strong" />,
    },
    {
      id: 'whole',
      title: 'Sans décimales',
      render: () => <Money cents={5000} minimumFractionDigits={0} />,
    },
  ],
  props: [
    {
      name: 'cents',
      type: 'number',
      description: 'Montant en centimes d’euro, entier (123450 pour 1 234,50 €).',
    },
    {
      name: 'minimumFractionDigits / maximumFractionDigits',
      type: 'number',
      defaultValue: '2',
      description: 'Décimales, de 0 à 2.',
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

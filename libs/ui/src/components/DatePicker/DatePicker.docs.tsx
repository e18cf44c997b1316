import type { ComponentDocs } from '../../docs/types';
import { fieldAccessibility, fieldProps } from '../private/fieldDocs';
import { DatePicker } from './DatePicker';

export const docs: ComponentDocs = {
  name: 'DatePicker',
  importPath: '@velo/ui/DatePicker',
  description:
    'Date saisie par segments (jour, mois, année dans l’ordre de la langue) avec un calendrier en fenêtre surgissante : la date de naissance de l’inscription.',
  examples: [
    { id: 'default', title: 'Vide', render: () => <DatePicker label="Date de naissance" /> },
    {
      id: 'filled',
      title: 'Remplie',
      render: () => <DatePicker label="Date de naissance" defaultValue="1990-07-14" />,
    },
    {
      id: 'invalid',
      title: 'Invalide (moins de 18 ans)',
      render: () => (
        <DatePicker
          label="Date de naissance"
          defaultValue="2015-03-02"
          isInvalid
          errorMessage="Vous devez avoir au moins 18 ans"
        />
      ),
    },
    {
      id: 'disabled',
      title: 'Désactivée',
      render: () => (
        <DatePicker label="Date de fin de contrat" defaultValue="2029-06-30" isDisabled />
      ),
    },
  ],
  props: [
    ...fieldProps.filter((prop) => prop.name !== 'value / defaultValue / onChange'),
    { name: 'value / defaultValue', type: "string 'AAAA-MM-JJ' | null", description: 'Date ISO.' },
    {
      name: 'onChange',
      type: '(value: string | null) => void',
      description: 'Reçoit la date ISO, ou null.',
    },
    {
      name: 'minValue / maxValue',
      type: "string 'AAAA-MM-JJ'",
      description:
        'Bornes ; pour la naissance, aujourd’hui moins 18 ans (spécification, section 9).',
    },
    {
      name: 'locale',
      type: "'fr' | 'en'",
      description: 'Ordre des segments et langue du calendrier.',
    },
  ],
  accessibility: [
    ...fieldAccessibility,
    'Chaque segment est un spinbutton nommé (jour, mois, année) ; la saisie au clavier suffit, le calendrier est facultatif (WCAG 2.5.1).',
    'Calendrier : grille avec en-têtes de jours, date choisie annoncée ; boutons mois précédent / suivant nommés.',
  ],
  keyboard: [
    { keys: 'Chiffres', action: 'Saisir le segment, puis passer au suivant' },
    { keys: '↑ / ↓', action: 'Augmenter / diminuer le segment' },
    { keys: '← / →', action: 'Segment précédent / suivant' },
    { keys: 'Retour arrière', action: 'Effacer le segment' },
    {
      keys: 'Flèches dans le calendrier',
      action: 'Jour précédent / suivant, semaine précédente / suivante',
    },
    { keys: 'Entrée', action: 'Choisir la date' },
    { keys: 'Échap', action: 'Fermer le calendrier' },
  ],
};

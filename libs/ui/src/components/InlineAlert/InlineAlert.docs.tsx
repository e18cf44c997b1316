import type { ComponentDocs } from '../../docs/types';
import { InlineAlert, inlineAlertTones } from './InlineAlert';

const messages: Record<(typeof inlineAlertTones)[number], string> = {
  error: 'Adresse e-mail ou mot de passe invalide.',
  warning: 'Les inscriptions de votre entreprise sont suspendues pour le moment.',
  success: 'Votre mot de passe a été modifié.',
  information: 'Votre demande est en attente de validation par votre entreprise.',
};

export const docs: ComponentDocs = {
  name: 'InlineAlert',
  importPath: '@velo/ui/InlineAlert',
  description:
    'Message sur la page ou le formulaire entier, dans le flux de la page (la snackbar sert aux avis passagers).',
  examples: inlineAlertTones.map((tone) => ({
    id: `tone-${tone}`,
    title: `Ton ${tone}`,
    render: () => <InlineAlert tone={tone}>{messages[tone]}</InlineAlert>,
  })),
  props: [
    { name: 'children', type: 'ReactNode', description: 'Le message.' },
    {
      name: 'tone',
      type: inlineAlertTones.map((v) => `'${v}'`).join(' | '),
      defaultValue: "'information'",
      description: 'Nature du message, dite par une icône et un filet de couleur.',
    },
    {
      name: 'role',
      type: "'alert' | 'status'",
      description:
        'alert : lu aussitôt (erreur après une action) ; status : lu poliment ; aucun : présent dès l’affichage.',
    },
    {
      name: 'ref',
      type: 'Ref<HTMLDivElement>',
      description: 'Pour y placer le focus après une action.',
    },
  ],
  accessibility: [
    'Le ton est dit par une icône et un filet, pas par la couleur seule (RGAA 3.1).',
    'Focalisable par le code (tabIndex -1) : l’écran y place le focus pour qu’il soit lu (RGAA 7.5).',
  ],
  keyboard: [],
};

import type { ComponentDocs } from '../../docs/types';
import { SnackbarRegion, snackbarVariants } from './Snackbar';

const messages: Record<(typeof snackbarVariants)[number], string> = {
  primary: 'Votre demande a été transmise',
  secondary: 'Nouvelle proposition de magasin',
  success: 'Profil enregistré',
  error: 'Une erreur est survenue',
  warning: 'Inscriptions en pause',
  canceled: 'Essai annulé',
  black: 'Lien copié',
  neutral: 'Aucun magasin partenaire près de chez vous',
  information: 'Bon de confirmation sous 24 h',
};

export const docs: ComponentDocs = {
  name: 'Snackbar',
  importPath: '@velo/ui/Snackbar',
  description:
    'Barre de notification : le contenu vient du store partagé de l’application (message, délai 5000 ms par défaut, variante, horodatage) ; apparition et disparition en fondu sur 3000 ms. Elle reste au moins le temps de lecture de son texte (2500 ms, ou ses mots à 200 par minute) ; le décompte avance par pas de 500 ms et s’arrête tant que la barre est survolée ou a le focus, et la laisse encore au moins 3000 ms une fois lâchée (spécification, sections 3, 4 et 9).',
  examples: snackbarVariants.map((variant) => ({
    id: `variant-${variant}`,
    title: `Variante ${variant}`,
    render: () => (
      <SnackbarRegion isInline content={{ message: messages[variant], variant, delay: Infinity }} />
    ),
  })),
  props: [
    {
      name: 'content',
      type: '{ message; variant?; delay?; timestamp? } | null',
      description: 'Ce qui est affiché ; null n’affiche rien mais garde les régions en place.',
    },
    {
      name: 'content.variant',
      type: snackbarVariants.map((v) => `'${v}'`).join(' | '),
      defaultValue: "'error'",
      description: 'Couleur et urgence.',
    },
    {
      name: 'content.delay',
      type: 'number (ms)',
      defaultValue: '5000',
      description:
        'Durée d’affichage, jamais moins que le temps de lecture du message ; Infinity jusqu’à fermeture.',
    },
    {
      name: 'onClose',
      type: '() => void',
      description: 'Appelé une fois la barre disparue : videz le store.',
    },
    {
      name: 'isInline',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Dessinée sur place plutôt qu’en bas de la fenêtre.',
    },
    { name: 'locale', type: "'fr' | 'en'", description: 'Langue du bouton de fermeture.' },
  ],
  accessibility: [
    'Régions live toujours présentes : les erreurs en role="alert", les autres en role="status" ; annoncées sans déplacer le focus (WCAG 4.1.3).',
    'Le compte à rebours s’arrête au survol et au focus, et un bouton « Fermer la notification » la ferme (WCAG 2.2.1).',
    'Fondu supprimé si l’utilisateur demande moins de mouvement (WCAG 2.3.3).',
    'Chaque variante garde un contraste AA entre texte et fond (WCAG 1.4.3).',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Atteindre le bouton de fermeture (met en pause le délai)' },
    { keys: 'Entrée, Espace', action: 'Fermer la notification' },
  ],
};

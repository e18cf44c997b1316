/**
 * The library's own built-in strings (ARCHITECTURE.md: no app strings in libs/ui, no react-intl).
 * French is the source language and the default (spec section 9).
 */
import type { Locale } from '@velo/i18n';

export interface UiStrings {
  close: string;
  loading: string;
  showPassword: string;
  hidePassword: string;
  errorSummaryTitle: (count: number) => string;
  notifications: string;
  dismiss: string;
  required: string;
  stepOf: (current: number, total: number) => string;
  completed: string;
  current: string;
  sortAscending: string;
  sortDescending: string;
  openCalendar: string;
  skipToContent: string;
  /** Said after the name of a link that opens in a new window or tab (WCAG 3.2.5, RGAA 13.2). */
  newWindow: string;
}

export const uiStrings: Record<Locale, UiStrings> = {
  fr: {
    close: 'Fermer',
    loading: 'Chargement',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    errorSummaryTitle: (count) =>
      count === 1 ? 'Le formulaire contient 1 erreur' : `Le formulaire contient ${count} erreurs`,
    notifications: 'Notifications',
    dismiss: 'Fermer la notification',
    required: 'obligatoire',
    stepOf: (current, total) => `Étape ${current} sur ${total}`,
    completed: 'terminée',
    current: 'en cours',
    sortAscending: 'tri croissant',
    sortDescending: 'tri décroissant',
    openCalendar: 'Ouvrir le calendrier',
    skipToContent: 'Aller au contenu',
    newWindow: '(nouvelle fenêtre)',
  },
  en: {
    close: 'Close',
    loading: 'Loading',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    errorSummaryTitle: (count) =>
      count === 1 ? 'The form has 1 error' : `The form has ${count} errors`,
    notifications: 'Notifications',
    dismiss: 'Dismiss notification',
    required: 'required',
    stepOf: (current, total) => `Step ${current} of ${total}`,
    completed: 'completed',
    current: 'current',
    sortAscending: 'sorted ascending',
    sortDescending: 'sorted descending',
    openCalendar: 'Open calendar',
    skipToContent: 'Skip to content',
    newWindow: '(opens in a new window)',
  },
};

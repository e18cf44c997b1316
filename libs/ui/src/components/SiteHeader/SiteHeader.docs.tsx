import type { ComponentDocs } from '../../docs/types';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Text } from '../Text/Text';
import { SiteHeader } from './SiteHeader';

const brand = (
  <Text as="span" variant="subsectionTitle">
    Velo
  </Text>
);

export const docs: ComponentDocs = {
  name: 'SiteHeader',
  importPath: '@velo/ui/SiteHeader',
  description:
    'L’en-tête de l’application, à placer dans l’emplacement header de Page : marque, navigation principale et actions. Sous 600 px, la navigation et les actions passent dans une fenêtre de menu ouverte par un bouton. Tous les textes arrivent en propriétés.',
  examples: [
    {
      id: 'with-actions',
      title: 'Avec icônes et actions (rétrécissez la fenêtre sous 600 px pour le menu)',
      render: () => (
        <SiteHeader
          brand={brand}
          navigationLabel="Navigation principale (exemple avec actions)"
          items={[
            { href: '#accueil', label: 'Accueil', isCurrent: true, icon: 'home' },
            { href: '#contrats', label: 'Mes contrats', isCurrent: false, icon: 'document' },
            { href: '#profil', label: 'Mon profil', isCurrent: false, icon: 'user' },
          ]}
          actions={
            <>
              <Button variant="ghost" size="sm">
                <Icon name="globe" />
                English
              </Button>
              <Button variant="outline" size="sm">
                <Icon name="logout" />
                Se déconnecter
              </Button>
            </>
          }
          menuButtonLabel="Menu"
          menuTitle="Menu principal"
        />
      ),
    },
    {
      id: 'links-only',
      title: 'Liens seuls, page courante au milieu',
      render: () => (
        <SiteHeader
          brand={brand}
          navigationLabel="Navigation principale (exemple sans actions)"
          items={[
            { href: '#catalogue', label: 'Catalogue', isCurrent: false },
            { href: '#demande', label: 'Ma demande', isCurrent: true },
            { href: '#aide', label: 'Aide', isCurrent: false },
          ]}
          menuButtonLabel="Menu"
          menuTitle="Menu principal"
        />
      ),
    },
  ],
  props: [
    {
      name: 'brand',
      type: 'ReactNode',
      description: 'La marque en tête de l’en-tête, souvent un lien vers l’accueil.',
    },
    {
      name: 'navigationLabel',
      type: 'string',
      description: 'Nom de la région nav (aria-label), par exemple « Navigation principale ».',
    },
    {
      name: 'items',
      type: 'readonly { href: string; label: string; isCurrent: boolean; icon?: IconName }[]',
      description: 'Les liens, dans l’ordre ; isCurrent marque la page affichée.',
    },
    {
      name: 'actions',
      type: 'ReactNode',
      description: 'Contrôles après la navigation : choix de la langue, déconnexion.',
    },
    {
      name: 'menuButtonLabel',
      type: 'string',
      description: 'Texte visible et nom accessible du bouton de menu (sous 600 px).',
    },
    {
      name: 'menuTitle',
      type: 'string',
      description: 'Titre de la fenêtre de menu, qui la nomme.',
    },
  ],
  accessibility: [
    'Une région nav nommée (RGAA 12.2, 12.6) ; la page courante porte aria-current="page" et se voit par une barre et du gras, pas seulement par la couleur (WCAG 1.4.1).',
    'Ordre de tabulation : marque, liens dans l’ordre, actions ; sous 600 px, marque puis bouton de menu (WCAG 2.4.3).',
    'Sous 600 px, le bouton de menu (aria-expanded) ouvre une fenêtre modale nommée par son titre : le focus y entre et y reste, Échap la ferme et rend le focus au bouton ; choisir un lien la ferme (WCAG 2.1.2, 2.4.3).',
    'Les mêmes liens dans le même ordre sous toutes les largeurs (WCAG 3.2.3) ; rien ne défile horizontalement à 320 px (WCAG 1.4.10).',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Passer de la marque aux liens, puis aux actions (ou au bouton de menu)',
    },
    { keys: 'Entrée', action: 'Suivre un lien ; ouvrir le menu' },
    { keys: 'Échap', action: 'Fermer le menu, le focus revient au bouton' },
  ],
};

import { useRef } from 'react';
import type { ComponentDocs } from '../../docs/types';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { PageTitle } from './PageTitle';

/** The app moves focus to the title after a navigation; the button stands in for the router here. */
function FocusAfterNavigation() {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <Stack gap="3" align="start">
      <PageTitle ref={titleRef}>Mon contrat</PageTitle>
      <Button variant="outline" size="sm" onPress={() => titleRef.current?.focus()}>
        Donner le focus au titre
      </Button>
    </Stack>
  );
}

export const docs: ComponentDocs = {
  name: 'PageTitle',
  importPath: '@velo/ui/PageTitle',
  description:
    'Le titre de la page : son unique h1, au style pageTitle, qui fixe aussi le titre du document « {titre} – {site} » (élément <title> de React 19, placé dans <head>). Focalisable par le code pour y amener le focus après une navigation.',
  examples: [
    {
      id: 'default',
      title: 'Titre de page (ici, titre du document « Mon contrat – Velo »)',
      render: () => <FocusAfterNavigation />,
    },
  ],
  props: [
    {
      name: 'children',
      type: 'string',
      description: 'Le titre : texte du h1 et début du titre du document.',
    },
    {
      name: 'siteName',
      type: 'string',
      defaultValue: "'Velo'",
      description: 'Nom du site, après le titre dans le titre du document.',
    },
    {
      name: 'ref',
      type: 'Ref<HTMLHeadingElement>',
      description: 'Le h1, pour y amener le focus après une navigation (ref.current.focus()).',
    },
    { name: 'id', type: 'string', description: 'Pour nommer une région (aria-labelledby).' },
    {
      name: 'UNSAFE_className',
      type: 'string',
      description: 'Échappatoire pour la mise en page seulement.',
    },
  ],
  accessibility: [
    'Chaque page a un titre de document pertinent, « {titre} – {site} », tiré du même texte que le h1 (WCAG 2.4.2, RGAA 8.5 et 8.6).',
    'Un seul h1 par page, en tête du contenu (RGAA 9.1).',
    'tabIndex -1 : focalisable par le code après une navigation, pour que les lecteurs d’écran annoncent la nouvelle page (WCAG 2.4.3), sans entrer dans l’ordre de tabulation.',
    'Anneau de focus seulement pour une navigation au clavier (:focus-visible, WCAG 2.4.7).',
  ],
  keyboard: [],
};

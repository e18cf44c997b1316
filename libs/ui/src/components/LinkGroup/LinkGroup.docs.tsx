import type { ComponentDocs } from '../../docs/types';
import { LinkGroup, linkGroupDirections } from './LinkGroup';

export const docs: ComponentDocs = {
  name: 'LinkGroup',
  importPath: '@velo/ui/LinkGroup',
  description:
    'Quelques liens autonomes qui mènent plus loin depuis un écran : les suites d’un état vide, côte à côte, ou les autres accès sous un formulaire, l’un sous l’autre.',
  examples: [
    {
      id: 'row',
      title: 'Côte à côte (row)',
      render: () => (
        <LinkGroup
          links={[
            { href: '/my-offer', label: 'Voir ma demande' },
            { href: '/bikes', label: 'Voir le catalogue' },
          ]}
        />
      ),
    },
    {
      id: 'column-nav',
      title: 'L’un sous l’autre, nommé (column, nav)',
      render: () => (
        <LinkGroup
          direction="column"
          aria-label="Autres actions"
          links={[
            { href: '/retrievePassword', label: 'Mot de passe oublié ?' },
            { href: '/registration', label: 'Créer un compte' },
          ]}
        />
      ),
    },
  ],
  props: [
    {
      name: 'links',
      type: '{ href; label }[]',
      description:
        'Les liens, dans l’ordre ; `href` est un chemin de l’application ou une adresse absolue.',
    },
    {
      name: 'direction',
      type: linkGroupDirections.map((value) => `'${value}'`).join(' | '),
      defaultValue: "'row'",
      description: '`row` : côte à côte, passant à la ligne ; `column` : l’un sous l’autre.',
    },
    {
      name: 'aria-label',
      type: 'string',
      description: 'Nomme le groupe, qui devient alors un repère de navigation (`nav`).',
    },
  ],
  accessibility: [
    'Des liens `standalone` dont le texte dit où ils mènent (RGAA 6.1).',
    'Nommé, le groupe est une région `nav` distincte des autres navigations de la page (RGAA 12.6).',
    'En ligne, les liens passent à la ligne plutôt que de faire défiler la page à 320 px (WCAG 1.4.10).',
  ],
  keyboard: [{ keys: 'Tab', action: 'Passer d’un lien au suivant' }],
};

import type { ComponentDocs } from '../../docs/types';
import { Money } from '../Money/Money';
import { DescriptionList, DescriptionRow } from './DescriptionList';

export const docs: ComponentDocs = {
  name: 'DescriptionList',
  importPath: '@velo/ui/DescriptionList',
  description:
    'Des termes et leurs valeurs (`dl`) : le contrat en bref, les montants d’un coût net, les champs remplis d’un document. `DescriptionRow` est un couple terme–valeur.',
  examples: [
    {
      id: 'figures',
      title: 'Montants et dates (figures)',
      render: () => (
        <DescriptionList aria-label="Votre contrat en bref">
          <DescriptionRow term="Début">1 mars 2026</DescriptionRow>
          <DescriptionRow term="Loyer mensuel">
            <Money cents={8990} />
          </DescriptionRow>
          <DescriptionRow term="Part employeur">
            <Money cents={4000} />
          </DescriptionRow>
          <DescriptionRow term={<strong>Reste à votre charge</strong>}>
            <Money cents={4990} emphasis="strong" />
          </DescriptionRow>
        </DescriptionList>
      ),
    },
    {
      id: 'fields',
      title: 'Champs d’un document (fields)',
      render: () => (
        <DescriptionList layout="fields">
          <DescriptionRow term="Société">Acme Industries SAS</DescriptionRow>
          <DescriptionRow term="Salarié">Inès Benali</DescriptionRow>
          <DescriptionRow term="Vélo">Lundi 27.3</DescriptionRow>
        </DescriptionList>
      ),
    },
  ],
  props: [
    {
      name: 'layout',
      type: "'figures' | 'fields'",
      defaultValue: "'figures'",
      description:
        '`figures` : la valeur en fin de ligne (montants, dates) ; `fields` : le terme au-dessus de sa valeur sur mobile, dans une colonne à part à partir de la tablette.',
    },
    {
      name: 'wideRowGap',
      type: "'1' | '2'",
      defaultValue: "'1'",
      description: '`fields` : l’espace entre deux lignes à partir de la tablette.',
    },
    {
      name: 'aria-label',
      type: 'string',
      description: 'Nomme la liste quand l’écran en a plusieurs.',
    },
    {
      name: 'DescriptionRow term / children',
      type: 'ReactNode',
      description: 'Le terme (`dt`) et sa valeur (`dd`).',
    },
  ],
  accessibility: [
    'Une vraie liste de définitions (`dl`, `dt`, `dd`) : les lecteurs d’écran annoncent le nombre de termes et lient chaque valeur à son terme (RGAA 9.3).',
    'Chaque couple est dans un `div` (permis par HTML) que la grille de la liste met en page ; rien ne défile horizontalement à 320 px (WCAG 1.4.10).',
  ],
  keyboard: [],
};

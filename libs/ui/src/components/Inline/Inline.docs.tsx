import type { ComponentDocs } from '../../docs/types';
import { spaceKeys } from '../../theme/tokens';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Inline, inlineAlignments, inlineElements, inlineJustifications } from './Inline';

const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

export const docs: ComponentDocs = {
  name: 'Inline',
  importPath: '@velo/ui/Inline',
  description:
    'Aligne ses enfants côte à côte avec un espacement tiré des jetons d’espace, et passe à la ligne quand la place manque.',
  examples: [
    {
      id: 'tags',
      title: 'Liste d’étiquettes (ul / li)',
      render: () => (
        <Inline as="ul" aria-label="Accessoires inclus">
          <li>
            <Badge>Antivol en U</Badge>
          </li>
          <li>
            <Badge>Panier avant</Badge>
          </li>
          <li>
            <Badge>Garde-boue</Badge>
          </li>
          <li>
            <Badge>Éclairage LED</Badge>
          </li>
          <li>
            <Badge>Béquille double</Badge>
          </li>
          <li>
            <Badge>Sacoche étanche</Badge>
          </li>
        </Inline>
      ),
    },
    {
      id: 'actions-end',
      title: 'Actions alignées à la fin (espacement 3)',
      render: () => (
        <Inline gap="3" justify="end">
          <Button variant="ghost">Annuler</Button>
          <Button>Enregistrer</Button>
        </Inline>
      ),
    },
    {
      id: 'space-between',
      title: 'Réparti (spaceBetween), aligné sur la ligne de base',
      render: () => (
        <Inline justify="spaceBetween" align="baseline">
          <strong>Vélo cargo électrique</strong>
          <span>89,90 € par mois</span>
        </Inline>
      ),
    },
  ],
  props: [
    { name: 'children', type: 'ReactNode', description: 'Les éléments à aligner.' },
    {
      name: 'gap',
      type: union(spaceKeys),
      defaultValue: "'2'",
      description: 'Espace entre deux enfants et entre deux lignes, clé des jetons d’espace.',
    },
    {
      name: 'align',
      type: union(inlineAlignments),
      defaultValue: "'center'",
      description: 'Alignement vertical des enfants d’une ligne.',
    },
    {
      name: 'justify',
      type: union(inlineJustifications),
      defaultValue: "'start'",
      description: 'Répartition horizontale.',
    },
    {
      name: 'as',
      type: union(inlineElements),
      defaultValue: "'div'",
      description: 'Élément rendu : ul/ol pour une liste (enfants li), nav, footer…',
    },
    {
      name: 'aria-label / aria-labelledby',
      type: 'string',
      description: 'Nomme une nav, une section ou une liste.',
    },
    { name: 'ref', type: 'Ref<HTMLElement>', description: 'L’élément rendu.' },
    {
      name: 'UNSAFE_className',
      type: 'string',
      description: 'Échappatoire pour la mise en page seulement.',
    },
  ],
  accessibility: [
    'Passe à la ligne plutôt que de déborder : rien ne défile horizontalement à 320 px (WCAG 1.4.10, RGAA 10.11).',
    'Une liste sans puces garde son rôle list explicitement (WebKit le retire sinon).',
    'L’ordre visuel est celui du code, donc celui de la tabulation (WCAG 2.4.3).',
  ],
  keyboard: [],
};

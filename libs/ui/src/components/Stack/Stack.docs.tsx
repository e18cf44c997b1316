import type { ComponentDocs } from '../../docs/types';
import { spaceKeys } from '../../theme/tokens';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Stack, stackAlignments, stackElements, stackJustifications } from './Stack';

const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

export const docs: ComponentDocs = {
  name: 'Stack',
  importPath: '@velo/ui/Stack',
  description:
    'Empile ses enfants verticalement avec un espacement tiré des jetons d’espace. Sans marge ni remplissage : l’espace entre les blocs d’un écran vient de là.',
  examples: [
    {
      id: 'gap-default',
      title: 'Espacement par défaut (4)',
      render: () => (
        <Stack>
          <Card elevation="flat">Vélo cargo électrique</Card>
          <Card elevation="flat">Antivol en U</Card>
          <Card elevation="flat">Panier avant</Card>
        </Stack>
      ),
    },
    {
      id: 'gap-1-align-start',
      title: 'Espacement 1, aligné au début',
      render: () => (
        <Stack gap="1" align="start">
          <Badge tone="success">Approuvée</Badge>
          <Badge tone="warning">En attente de validation</Badge>
          <Badge tone="error">Refusée</Badge>
        </Stack>
      ),
    },
    {
      id: 'list',
      title: 'Liste (ul / li)',
      render: () => (
        <Stack as="ul" gap="2" aria-label="Étapes de la demande">
          <Stack as="li" gap="1">
            <strong>1. Choisir un vélo</strong>
            <span>Dans le catalogue de votre employeur.</span>
          </Stack>
          <Stack as="li" gap="1">
            <strong>2. Signer le contrat</strong>
            <span>Signature électronique, sans impression.</span>
          </Stack>
        </Stack>
      ),
    },
    {
      id: 'form-actions',
      title: 'Boutons pleine largeur (étirés)',
      render: () => (
        <Stack gap="2">
          <Button>Valider ma demande</Button>
          <Button variant="outline">Enregistrer le brouillon</Button>
        </Stack>
      ),
    },
  ],
  props: [
    { name: 'children', type: 'ReactNode', description: 'Les blocs à empiler.' },
    {
      name: 'gap',
      type: union(spaceKeys),
      defaultValue: "'4'",
      description: 'Espace entre deux enfants, clé des jetons d’espace (4 = 1rem).',
    },
    {
      name: 'align',
      type: union(stackAlignments),
      defaultValue: "'stretch'",
      description: 'Alignement horizontal des enfants.',
    },
    {
      name: 'justify',
      type: union(stackJustifications),
      defaultValue: "'start'",
      description: 'Répartition verticale quand la pile est plus haute que son contenu.',
    },
    {
      name: 'as',
      type: union(stackElements),
      defaultValue: "'div'",
      description:
        'Élément rendu : ul/ol pour une liste (enfants li, par exemple <Stack as="li">), nav, section…',
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
    'Le choix de l’élément (as) garde le sens de la page : listes, régions et navigations restent annoncées comme telles (RGAA 9.3, 12.6).',
    'Une liste sans puces garde son rôle list explicitement, que WebKit retire sinon (VoiceOver n’annoncerait plus le nombre d’éléments).',
    'L’ordre visuel est celui du code : l’ordre de tabulation et de lecture suit l’affichage (WCAG 1.3.2, 2.4.3).',
  ],
  keyboard: [],
};

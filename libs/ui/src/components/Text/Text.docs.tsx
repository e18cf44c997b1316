import type { ComponentDocs } from '../../docs/types';
import { defaultTokens } from '../../theme/tokens';
import { defaultTextElement, Text, textElements, textVariants, type TextVariant } from './Text';

const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');
const { size, weight } = defaultTokens.font;

const samples: Record<TextVariant, { text: string; tokens: string }> = {
  pageTitle: { text: 'Mon contrat de location', tokens: `size xxl (${size.xxl}), bold` },
  sectionTitle: { text: 'Échéancier', tokens: `size xl (${size.xl}), bold` },
  subsectionTitle: { text: 'Prochain prélèvement', tokens: `size lg (${size.lg}), bold` },
  body: {
    text: 'Votre vélo est disponible chez le revendeur à partir du 12 mars.',
    tokens: `size md (${size.md}), regular`,
  },
  bodyStrong: { text: 'Vous n’avez rien à avancer.', tokens: `size md (${size.md}), bold` },
  bodySmall: {
    text: 'Le montant est prélevé sur votre salaire brut.',
    tokens: `size sm (${size.sm}), regular`,
  },
  caption: { text: 'Mis à jour le 3 février 2025', tokens: `size xs (${size.xs}), medium` },
  muted: {
    text: 'Aucun document pour le moment.',
    tokens: `size sm (${size.sm}), couleur textMuted`,
  },
};

/** Example ids are kebab-case (they name the screenshots). */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const isHeading = (variant: TextVariant) => defaultTextElement[variant].startsWith('h');

export const docs: ComponentDocs = {
  name: 'Text',
  importPath: '@velo/ui/Text',
  description: `L’échelle typographique, tirée des jetons de police (graisses ${weight.regular}, ${weight.medium} et ${weight.bold}). Le style (variant) et l’élément (as) se choisissent séparément. Ici, les titres sont rendus en h4 pour respecter le plan de cette page.`,
  examples: textVariants.map((variant) => ({
    id: `variant-${kebab(variant)}`,
    title: `${variant} — ${samples[variant].tokens}`,
    render: () =>
      isHeading(variant) ? (
        <Text variant={variant} as="h4">
          {samples[variant].text}
        </Text>
      ) : (
        <Text variant={variant}>{samples[variant].text}</Text>
      ),
  })),
  props: [
    { name: 'children', type: 'ReactNode', description: 'Le texte.' },
    {
      name: 'variant',
      type: union(textVariants),
      defaultValue: "'body'",
      description: 'Le style, dans l’échelle typographique.',
    },
    {
      name: 'as',
      type: union(textElements),
      defaultValue: 'h1 (pageTitle), h2 (sectionTitle), h3 (subsectionTitle), p sinon',
      description: 'L’élément, choisi pour le plan de la page et non pour l’apparence.',
    },
    { name: 'id', type: 'string', description: 'Pour nommer une région (aria-labelledby).' },
    { name: 'ref', type: 'Ref<HTMLElement>', description: 'L’élément rendu.' },
    {
      name: 'UNSAFE_className',
      type: 'string',
      description: 'Échappatoire pour la mise en page seulement.',
    },
  ],
  accessibility: [
    'Le niveau de titre suit la structure de la page, pas la taille voulue (RGAA 9.1) : as choisit l’élément, variant le style.',
    'Tailles en rem : le texte suit le réglage de taille du navigateur et reste lisible agrandi à 200 % (WCAG 1.4.4).',
    'muted (textMuted) garde un contraste d’au moins 4,5:1 sur les fonds surface et background (WCAG 1.4.3).',
    'Les mots longs passent à la ligne au lieu de déborder (WCAG 1.4.10).',
  ],
  keyboard: [],
};

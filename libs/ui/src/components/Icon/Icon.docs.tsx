import type { ComponentDocs } from '../../docs/types';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Icon, iconNames, iconSizes } from './Icon';
import * as styles from './Icon.docs.css';

const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

export const docs: ComponentDocs = {
  name: 'Icon',
  importPath: '@velo/ui/Icon',
  description:
    'Le jeu d’icônes de Velo, dessiné pour le projet sur une grille de 24 × 24 en traits arrondis de la couleur du texte. Décoratif par défaut ; avec label, une image nommée.',
  examples: [
    {
      id: 'set',
      title: 'Le jeu complet (taille lg)',
      render: () => (
        <Inline as="ul" gap="4" aria-label="Icônes disponibles">
          {iconNames.map((name) => (
            <Stack as="li" key={name} gap="1" align="center" UNSAFE_className={styles.cell}>
              <Icon name={name} size="lg" />
              <code className={styles.name}>{name}</code>
            </Stack>
          ))}
        </Inline>
      ),
    },
    {
      id: 'sizes',
      title: 'Tailles',
      render: () => (
        <Inline gap="4" align="end">
          {iconSizes.map((size) => (
            <Stack key={size} gap="1" align="center">
              <Icon name="bike" size={size} />
              <code className={styles.name}>{size}</code>
            </Stack>
          ))}
        </Inline>
      ),
    },
    {
      id: 'labelled',
      title: 'Icône porteuse de sens (label)',
      render: () => (
        <Inline gap="2">
          <Icon name="check" label="Dossier complet" />
          <span>Pièces justificatives</span>
        </Inline>
      ),
    },
  ],
  props: [
    { name: 'name', type: union(iconNames), description: 'Le dessin.' },
    {
      name: 'label',
      type: 'string',
      description:
        'Nom accessible, pour une icône qui dit ce que le texte voisin ne dit pas ; sans label, l’icône est décorative (aria-hidden).',
    },
    {
      name: 'size',
      type: union(iconSizes),
      defaultValue: "'md'",
      description: 'text suit la taille du texte (1em) ; sm 1rem, md 1,25rem, lg 1,5rem.',
    },
    {
      name: 'UNSAFE_className',
      type: 'string',
      description: 'Échappatoire pour la mise en page seulement.',
    },
  ],
  accessibility: [
    'Décorative par défaut (aria-hidden) : le texte visible ou le nom du contrôle porte l’information (RGAA 1.2).',
    'Avec label : role img et aria-label, une alternative textuelle (RGAA 1.1, WCAG 1.1.1).',
    'Traits en currentColor : l’icône prend la couleur de son texte, du thème client et des couleurs système en contrastes forcés ; contraste non textuel 3:1 hérité du texte (WCAG 1.4.11).',
    'focusable="false" : jamais dans l’ordre de tabulation.',
  ],
  keyboard: [],
};

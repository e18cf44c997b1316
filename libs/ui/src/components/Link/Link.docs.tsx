import type { ComponentDocs } from '../../docs/types';
import { Link, linkVariants } from './Link';

export const docs: ComponentDocs = {
  name: 'Link',
  importPath: '@velo/ui/Link',
  description: 'Un lien de navigation, dans le texte ou seul sur sa ligne.',
  examples: [
    ...linkVariants.map((variant) => ({
      id: `variant-${variant}`,
      title: `Variante ${variant}`,
      render: () =>
        variant === 'inline' ? (
          <p>
            En continuant, vous acceptez les <Link href="#cgu">conditions d’utilisation</Link>.
          </p>
        ) : (
          <Link variant="standalone" href="#oubli">
            Mot de passe oublié ?
          </Link>
        ),
    })),
    {
      id: 'disabled',
      title: 'Désactivé',
      render: () => (
        <Link href="#x" isDisabled>
          Lien indisponible
        </Link>
      ),
    },
  ],
  props: [
    {
      name: 'href',
      type: 'string',
      description:
        'Destination ; la navigation côté client passe par le RouterProvider de l’application.',
    },
    {
      name: 'variant',
      type: "'inline' | 'standalone'",
      defaultValue: "'inline'",
      description: 'Dans le texte ou seul.',
    },
    {
      name: 'isDisabled',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Lien inactif (aria-disabled).',
    },
    { name: 'target / rel', type: 'string', description: 'Attributs HTML du lien.' },
  ],
  accessibility: [
    'Toujours souligné : le lien ne se distingue pas que par la couleur (WCAG 1.4.1, RGAA 10.6).',
    'Focus visible (WCAG 2.4.7) ; contrastes forcés : couleur LinkText.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Atteindre le lien' },
    { keys: 'Entrée', action: 'Suivre le lien' },
  ],
};

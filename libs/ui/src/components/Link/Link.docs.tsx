import type { ReactNode } from 'react';
import type { ComponentDocs } from '../../docs/types';
import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { Link, linkVariants, type LinkVariant } from './Link';

const variantExamples: Record<LinkVariant, { title: string; render: () => ReactNode }> = {
  inline: {
    title: 'Variante inline',
    render: () => (
      <p>
        En continuant, vous acceptez les <Link href="#cgu">conditions d’utilisation</Link>.
      </p>
    ),
  },
  standalone: {
    title: 'Variante standalone',
    render: () => (
      <Link variant="standalone" href="#oubli">
        Mot de passe oublié ?
      </Link>
    ),
  },
  navigation: {
    title: 'Variante navigation (page courante : aria-current="page")',
    render: () => (
      <nav aria-label="Exemple de navigation d’en-tête">
        <Inline as="ul" gap="4">
          <li>
            <Link variant="navigation" href="#accueil" aria-current="page">
              <Icon name="home" />
              Accueil
            </Link>
          </li>
          <li>
            <Link variant="navigation" href="#contrats">
              <Icon name="document" />
              Mes contrats
            </Link>
          </li>
          <li>
            <Link variant="navigation" href="#profil">
              <Icon name="user" />
              Mon profil
            </Link>
          </li>
        </Inline>
      </nav>
    ),
  },
  subtle: {
    title: 'Variante subtle (pied de page)',
    render: () => (
      <Inline as="ul" gap="4" aria-label="Exemple de liens de pied de page">
        <li>
          <Link variant="subtle" href="#mentions">
            Mentions légales
          </Link>
        </li>
        <li>
          <Link variant="subtle" href="#donnees">
            Données personnelles
          </Link>
        </li>
        <li>
          <Link variant="subtle" href="#accessibilite">
            Accessibilité : partiellement conforme
          </Link>
        </li>
      </Inline>
    ),
  },
};

export const docs: ComponentDocs = {
  name: 'Link',
  importPath: '@velo/ui/Link',
  description:
    'Un lien de navigation : dans le texte, seul sur sa ligne, dans la navigation d’en-tête ou discret en pied de page. Couleurs tirées du thème : un thème client les recolore toutes.',
  examples: [
    ...linkVariants.map((variant) => ({ id: `variant-${variant}`, ...variantExamples[variant] })),
    {
      id: 'external',
      title: 'Lien externe (isExternal)',
      render: () => (
        <p>
          Le vélo de fonction est exonéré dans la limite du{' '}
          <Link href="https://www.service-public.fr" isExternal>
            forfait mobilités durables
          </Link>
          .
        </p>
      ),
    },
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
      type: linkVariants.map((variant) => `'${variant}'`).join(' | '),
      defaultValue: "'inline'",
      description:
        'inline dans le texte, standalone seul, navigation dans l’en-tête (page courante soulignée d’une barre et en gras), subtle pour les liens secondaires du pied de page.',
    },
    {
      name: 'aria-current',
      type: "'page' | 'step' | 'location' | 'true'",
      description: 'Marque le lien de la page affichée (variante navigation : barre et gras).',
    },
    {
      name: 'isExternal',
      type: 'boolean',
      defaultValue: 'false',
      description:
        'Ouvre un autre site dans une nouvelle fenêtre : target="_blank", rel="noopener noreferrer", icône et « (nouvelle fenêtre) » dans le nom accessible.',
    },
    {
      name: 'isDisabled',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Lien inactif (aria-disabled).',
    },
    {
      name: 'locale',
      type: "'fr' | 'en'",
      defaultValue: 'la langue du UiLocaleProvider',
      description: 'Langue de « (nouvelle fenêtre) ».',
    },
    {
      name: 'UNSAFE_className',
      type: 'string',
      description: 'Échappatoire pour la mise en page seulement.',
    },
  ],
  accessibility: [
    'Dans le texte et en pied de page, toujours souligné : le lien ne se distingue pas que par la couleur (WCAG 1.4.1, RGAA 10.6).',
    'Navigation : la page courante porte aria-current="page", annoncé par les lecteurs d’écran, et se voit par une barre et du gras, pas seulement par la couleur (WCAG 1.4.1, 1.3.1).',
    'subtle : couleur textMuted, contraste 5,5:1 sur la surface (WCAG 1.4.3).',
    'Lien externe : « (nouvelle fenêtre) » dans le nom accessible et une icône, l’ouverture d’une fenêtre est annoncée (WCAG 3.2.5, RGAA 13.2).',
    'Focus visible (WCAG 2.4.7) ; contrastes forcés : couleur LinkText, barre de la page courante conservée.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Atteindre le lien' },
    { keys: 'Entrée', action: 'Suivre le lien' },
  ],
};

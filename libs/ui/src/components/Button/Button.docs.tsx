import type { ComponentDocs } from '../../docs/types';
import { Button, buttonSizes, buttonVariants } from './Button';

export const docs: ComponentDocs = {
  name: 'Button',
  importPath: '@velo/ui/Button',
  description:
    'Déclenche une action. Pendant un chargement, il ignore les pressions et affiche un indicateur tout en gardant son nom (spécification, section 4).',
  examples: [
    ...buttonVariants.map((variant) => ({
      id: `variant-${variant}`,
      title: `Variante ${variant}`,
      render: () => <Button variant={variant}>Valider</Button>,
    })),
    ...buttonSizes.map((size) => ({
      id: `size-${size}`,
      title: `Taille ${size}`,
      render: () => <Button size={size}>Se connecter</Button>,
    })),
    { id: 'loading', title: 'Chargement', render: () => <Button isLoading>Se connecter</Button> },
    { id: 'disabled', title: 'Désactivé', render: () => <Button isDisabled>Valider</Button> },
    {
      id: 'full-width',
      title: 'Pleine largeur',
      render: () => (
        <Button fullWidth variant="secondary">
          Actualiser
        </Button>
      ),
    },
  ],
  props: [
    {
      name: 'children',
      type: 'ReactNode',
      description: 'Le libellé visible, qui est aussi le nom accessible.',
    },
    {
      name: 'variant',
      type: buttonVariants.map((v) => `'${v}'`).join(' | '),
      defaultValue: "'primary'",
      description: 'Niveau d’emphase.',
    },
    {
      name: 'size',
      type: buttonSizes.map((v) => `'${v}'`).join(' | '),
      defaultValue: "'md'",
      description: 'Hauteur et marges intérieures.',
    },
    {
      name: 'isLoading',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Affiche un indicateur et ignore les pressions.',
    },
    {
      name: 'isDisabled',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Désactive le bouton.',
    },
    {
      name: 'fullWidth',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Occupe toute la largeur disponible.',
    },
    {
      name: 'type',
      type: "'button' | 'submit' | 'reset'",
      defaultValue: "'button'",
      description: 'Type HTML du bouton.',
    },
    {
      name: 'onPress',
      type: '(event: PressEvent) => void',
      description: 'Appelé à la souris, au toucher et au clavier.',
    },
    {
      name: 'locale',
      type: "'fr' | 'en'",
      description: 'Langue du libellé « Chargement » ; sinon celle du UiLocaleProvider.',
    },
  ],
  accessibility: [
    'Élément <button> natif ; le nom accessible est le libellé visible (WCAG 2.5.3).',
    'En chargement : aria-disabled, le focus reste sur le bouton, un indicateur role="progressbar" nommé « Chargement » s’ajoute au nom ; le changement est annoncé à l’utilisateur qui a le focus.',
    'Focus visible : contour de 3 px décalé (WCAG 2.4.7, 2.4.11) ; en mode contrastes forcés, bordure ButtonText et contour Highlight.',
    'Texte sur couleur de marque : premier plan choisi par nuance pour un contraste AA (WCAG 1.4.3), y compris avec un thème client.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Atteindre le bouton' },
    { keys: 'Entrée, Espace', action: 'Activer le bouton (sans effet pendant un chargement)' },
  ],
};

import type { ComponentDocs } from '../../docs/types';
import { Switch } from './Switch';

export const docs: ComponentDocs = {
  name: 'Switch',
  importPath: '@velo/ui/Switch',
  description:
    'Interrupteur pour un réglage qui s’applique tout de suite (par exemple mettre en pause les inscriptions).',
  examples: [
    {
      id: 'off',
      title: 'Désactivé (off)',
      render: () => <Switch>Recevoir les notifications</Switch>,
    },
    {
      id: 'on',
      title: 'Activé (on)',
      render: () => <Switch defaultSelected>Mettre les inscriptions en pause</Switch>,
    },
    {
      id: 'disabled',
      title: 'Indisponible',
      render: () => <Switch isDisabled>Choix des équipements</Switch>,
    },
  ],
  props: [
    { name: 'children', type: 'ReactNode', description: 'Le réglage.' },
    {
      name: 'isSelected / defaultSelected / onChange',
      type: 'boolean',
      defaultValue: 'false',
      description: 'État.',
    },
    {
      name: 'isDisabled',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Désactive l’interrupteur.',
    },
  ],
  accessibility: [
    'role="switch" natif (input checkbox) avec son état coché ; nommé par son libellé.',
    'La position de la poignée, pas seulement la couleur, indique l’état (WCAG 1.4.1) ; contrastes forcés gérés.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Atteindre l’interrupteur' },
    { keys: 'Espace', action: 'Basculer' },
  ],
};

import type { ComponentDocs } from '../../docs/types';
import { Spinner, spinnerSizes } from './Spinner';

export const docs: ComponentDocs = {
  name: 'Spinner',
  importPath: '@velo/ui/Spinner',
  description:
    'Indicateur de chargement indéterminé. En placement « page », il est centré et violet : c’est celui qui remplace le contenu protégé tant que le profil n’est pas chargé (spécification, section 2.1).',
  examples: [
    ...(Object.keys(spinnerSizes) as (keyof typeof spinnerSizes)[]).map((size) => ({
      id: `size-${size}`,
      title: `Taille ${size}`,
      render: () => <Spinner size={size} />,
    })),
    {
      id: 'page',
      title: 'Page (dans un cadre de 12 rem)',
      render: () => (
        <div style={{ height: '12rem', overflow: 'hidden' }}>
          <Spinner placement="page" label="Chargement du profil" />
        </div>
      ),
    },
  ],
  props: [
    {
      name: 'placement',
      type: "'page' | 'inline'",
      defaultValue: "'inline'",
      description: '« page » centre l’indicateur dans la fenêtre.',
    },
    {
      name: 'size',
      type: "'sm' | 'md' | 'lg'",
      defaultValue: "'lg' en page, sinon 'md'",
      description: 'Diamètre.',
    },
    {
      name: 'label',
      type: 'string',
      defaultValue: '« Chargement »',
      description: 'Nom accessible.',
    },
    { name: 'locale', type: "'fr' | 'en'", description: 'Langue du nom par défaut.' },
  ],
  accessibility: [
    'role="progressbar" sans valeur (indéterminé), nommé : les lecteurs d’écran annoncent un chargement en cours.',
    'Mouvement réduit : la rotation ralentit (3 s par tour) sans s’arrêter, car c’est elle qui signale l’attente (WCAG 2.3.3).',
    'Contrastes forcés : l’anneau prend la couleur CanvasText.',
  ],
  keyboard: [],
};

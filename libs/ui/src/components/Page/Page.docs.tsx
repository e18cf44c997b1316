import type { ComponentDocs } from '../../docs/types';
import { Page } from './Page';

export const docs: ComponentDocs = {
  name: 'Page',
  importPath: '@velo/ui/Page',
  description:
    'Cadre de page : lien d’évitement, en-tête (banner), contenu principal (main) et pied de page (contentinfo).',
  examples: [
    {
      id: 'frame',
      title: 'Page complète (réduite dans un cadre)',
      render: () => (
        // The docs page has its own landmarks: this example is drawn as a picture of the frame.
        <div
          inert
          style={{ height: '16rem', overflow: 'hidden', border: '1px dashed currentColor' }}
        >
          <div
            role="presentation"
            style={{ transform: 'scale(0.75)', transformOrigin: 'top left', width: '133%' }}
          >
            <Page
              header={<strong>Velo</strong>}
              footer={<span>Mentions légales · Contact</span>}
              width="narrow"
            >
              <p>Contenu de la page</p>
            </Page>
          </div>
        </div>
      ),
    },
  ],
  props: [
    {
      name: 'header',
      type: 'ReactNode',
      description: 'Contenu de l’en-tête (logo, navigation, langue).',
    },
    { name: 'footer', type: 'ReactNode', description: 'Contenu du pied de page.' },
    { name: 'children', type: 'ReactNode', description: 'Le contenu principal.' },
    {
      name: 'width',
      type: "'narrow' | 'medium' | 'wide'",
      defaultValue: "'medium'",
      description: 'Largeur maximale de la colonne principale.',
    },
    { name: 'locale', type: "'fr' | 'en'", description: 'Langue du lien d’évitement.' },
  ],
  accessibility: [
    'Un seul main, un banner et un contentinfo (RGAA 12.6).',
    'Lien « Aller au contenu » en premier dans l’ordre de tabulation, visible au focus (RGAA 12.7, WCAG 2.4.1).',
    'Le main est focalisable (tabindex="-1") pour recevoir le focus après un changement de route.',
  ],
  keyboard: [
    {
      keys: 'Tab (premier arrêt)',
      action: 'Lien « Aller au contenu », Entrée pour sauter l’en-tête',
    },
  ],
};

import type { ComponentDocs } from '../../docs/types';
import { SiteFooter } from './SiteFooter';

export const docs: ComponentDocs = {
  name: 'SiteFooter',
  importPath: '@velo/ui/SiteFooter',
  description:
    'Le pied de page de l’application, à placer dans l’emplacement footer de Page : une navigation nommée de liens discrets (variante subtle de Link), puis un contenu libre comme le numéro de version.',
  examples: [
    {
      id: 'default',
      title: 'Liens légaux, aide externe et version',
      render: () => (
        <SiteFooter
          label="Liens de pied de page (exemple)"
          links={[
            { href: '#mentions', label: 'Mentions légales' },
            { href: '#donnees', label: 'Données personnelles' },
            { href: '#accessibilite', label: 'Accessibilité : partiellement conforme' },
            { href: 'https://aide.example.fr', label: 'Centre d’aide', isExternal: true },
          ]}
        >
          Version 1.2.27
        </SiteFooter>
      ),
    },
  ],
  props: [
    {
      name: 'links',
      type: 'readonly { href: string; label: string; isExternal?: boolean }[]',
      description: 'Les liens ; isExternal ouvre une nouvelle fenêtre et le dit.',
    },
    {
      name: 'label',
      type: 'string',
      description: 'Nom de la région nav du pied de page (aria-label).',
    },
    { name: 'children', type: 'ReactNode', description: 'Contenu libre après les liens.' },
  ],
  accessibility: [
    'Une région nav nommée, distincte de la navigation principale (RGAA 12.2, 12.6).',
    'Liens soulignés en couleur textMuted, 5,5:1 sur la surface (WCAG 1.4.1, 1.4.3).',
    'Les pages légales et la déclaration d’accessibilité sont atteignables depuis chaque page (RGAA 12.1).',
    'Lien externe : « (nouvelle fenêtre) » dans son nom accessible (WCAG 3.2.5).',
  ],
  keyboard: [{ keys: 'Tab', action: 'Parcourir les liens' }],
};

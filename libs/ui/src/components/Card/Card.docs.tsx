import type { ComponentDocs } from '../../docs/types';
import { Button } from '../Button/Button';
import { Card, cardElevations, cardTones } from './Card';

export const docs: ComponentDocs = {
  name: 'Card',
  importPath: '@velo/ui/Card',
  description: 'Surface qui regroupe un contenu lié (une offre, un vélo, une étape du contrat).',
  examples: [
    ...cardElevations.map((elevation) => ({
      id: `elevation-${elevation}`,
      title: `Élévation ${elevation}`,
      render: () => (
        <Card elevation={elevation} title="Vélo cargo" headingLevel={3}>
          <p style={{ margin: 0 }}>Location de 36 mois, assurance et entretien compris.</p>
        </Card>
      ),
    })),
    ...cardTones
      .filter((tone) => tone !== 'default')
      .map((tone) => ({
        id: `tone-${tone}`,
        title: `Ton ${tone}, avec actions`,
        render: () => (
          <Card
            tone={tone}
            title="Fin de contrat"
            headingLevel={3}
            footer={<Button size="sm">Choisir</Button>}
          >
            <p style={{ margin: 0 }}>Racheter, rendre ou prolonger de 2 ans.</p>
          </Card>
        ),
      })),
  ],
  props: [
    {
      name: 'title',
      type: 'ReactNode',
      description: 'Titre ; la carte devient un groupe nommé par lui.',
    },
    {
      name: 'headingLevel',
      type: '2 | 3 | 4 | 5 | 6',
      defaultValue: '2',
      description: 'Niveau de titre adapté au plan de la page (RGAA 9.1).',
    },
    { name: 'footer', type: 'ReactNode', description: 'Actions en bas.' },
    {
      name: 'elevation',
      type: cardElevations.map((v) => `'${v}'`).join(' | '),
      defaultValue: "'raised'",
      description: 'Ombre portée.',
    },
    {
      name: 'tone',
      type: cardTones.map((v) => `'${v}'`).join(' | '),
      defaultValue: "'default'",
      description: 'Fond neutre ou primaire clair (nuance 90 du thème).',
    },
  ],
  accessibility: [
    'Avec un titre : role="group" nommé par le titre, au niveau choisi (RGAA 9.1).',
    'Bordure gardée en contrastes forcés, où les ombres disparaissent.',
  ],
  keyboard: [],
};

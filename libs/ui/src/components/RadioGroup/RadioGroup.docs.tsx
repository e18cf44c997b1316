import type { ComponentDocs } from '../../docs/types';
import { RadioGroup } from './RadioGroup';

const commute = [
  { value: 'walking', label: 'À pied' },
  { value: 'public', label: 'Transports en commun' },
  { value: 'car', label: 'Voiture personnelle' },
  { value: 'bike', label: 'Vélo' },
];

export const docs: ComponentDocs = {
  name: 'RadioGroup',
  importPath: '@velo/ui/RadioGroup',
  description:
    'Un choix parmi quelques options visibles (genre, mode de déplacement, tranche de distance).',
  examples: [
    {
      id: 'vertical',
      title: 'Vertical',
      render: () => (
        <RadioGroup
          label="Comment venez-vous au travail ?"
          options={commute}
          defaultValue="public"
        />
      ),
    },
    {
      id: 'horizontal',
      title: 'Horizontal',
      render: () => (
        <RadioGroup
          label="Genre"
          orientation="horizontal"
          options={[
            { value: 'woman', label: 'Femme' },
            { value: 'man', label: 'Homme' },
          ]}
        />
      ),
    },
    {
      id: 'invalid',
      title: 'Invalide',
      render: () => (
        <RadioGroup
          label="Comment venez-vous au travail ?"
          options={commute}
          isRequired
          isInvalid
          errorMessage="Indiquez votre mode de déplacement actuel"
        />
      ),
    },
    {
      id: 'disabled',
      title: 'Désactivé',
      render: () => (
        <RadioGroup
          label="Type de cadre"
          options={[
            { value: 'diamond', label: 'Diamant' },
            { value: 'trapeze', label: 'Trapèze' },
          ]}
          defaultValue="trapeze"
          isDisabled
        />
      ),
    },
  ],
  props: [
    { name: 'label', type: 'ReactNode', description: 'La question, qui nomme le groupe.' },
    { name: 'options', type: '{ value; label; isDisabled? }[]', description: 'Les réponses.' },
    { name: 'value / defaultValue / onChange', type: 'string', description: 'Réponse choisie.' },
    {
      name: 'orientation',
      type: "'vertical' | 'horizontal'",
      defaultValue: "'vertical'",
      description: 'Disposition (et flèches utilisées).',
    },
    {
      name: 'isRequired / isInvalid / isDisabled',
      type: 'boolean',
      defaultValue: 'false',
      description: 'États.',
    },
    { name: 'errorMessage', type: 'ReactNode', description: 'Message quand la réponse manque.' },
  ],
  accessibility: [
    'role="radiogroup" nommé par la question (RGAA 11.5, 11.6) ; vrais boutons radio natifs.',
    'Un seul arrêt de tabulation pour le groupe ; les flèches déplacent et choisissent.',
    'L’état choisi se voit à la forme (point plein), pas seulement à la couleur (WCAG 1.4.1).',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Entrer dans le groupe (sur la réponse choisie)' },
    { keys: '↓ / → , ↑ / ←', action: 'Réponse suivante / précédente, choisie aussitôt' },
    { keys: 'Espace', action: 'Choisir la réponse qui a le focus' },
  ],
};

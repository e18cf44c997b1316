import type { ComponentDocs } from '../../docs/types';
import { Stack } from '../Stack/Stack';
import { CopyLinkField } from './CopyLinkField';

export const docs: ComponentDocs = {
  name: 'CopyLinkField',
  importPath: '@velo/ui/CopyLinkField',
  description:
    'Lien à partager (invitation, code de parrainage) : affiché en entier dans un champ en lecture seule, copié par un bouton, le résultat de la copie dit sous le bouton.',
  examples: [
    {
      id: 'default',
      title: 'Lien d’invitation',
      render: () => (
        <Stack gap="3">
          <CopyLinkField
            link="https://app.velo.fr/join/acme/acme-invite-2026"
            label="Lien d’invitation de l’entreprise"
            copyText="Copier le lien"
            copiedText="Lien copié."
            copyFailedText="Copie impossible : sélectionnez le lien pour le copier."
          />
        </Stack>
      ),
    },
  ],
  props: [
    { name: 'link', type: 'string', description: 'L’adresse à partager.' },
    // Every text comes from the screen, in the user's language.
    ...(
      [
        ['label', 'L’étiquette du champ.'],
        ['copyText', 'Le texte du bouton de copie.'],
        ['copiedText', 'Dit une fois le lien copié.'],
        [
          'copyFailedText',
          'Dit quand le presse-papiers refuse la copie : le lien reste à copier à la main depuis le champ.',
        ],
      ] as const
    ).map(([name, description]) => ({ name, type: 'string', description })),
  ],
  accessibility: [
    'Le champ est nommé par son étiquette et reste sélectionnable en lecture seule (RGAA 11.1).',
    'Le résultat de la copie est dit dans une ligne de statut toujours présente, lue poliment (WCAG 4.1.3).',
    'Les textes viennent de l’écran, dans la langue de l’utilisateur.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Va au champ, puis au bouton de copie.' },
    { keys: 'Entrée ou Espace', action: 'Copie le lien (sur le bouton).' },
  ],
};

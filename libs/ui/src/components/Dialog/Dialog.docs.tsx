import type { ComponentDocs } from '../../docs/types';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';

export const docs: ComponentDocs = {
  name: 'Dialog',
  importPath: '@velo/ui/Dialog',
  description:
    'Fenêtre modale : le focus y entre et y reste, la page derrière est inerte, Échap ferme, le focus revient au déclencheur.',
  examples: [
    {
      id: 'dialog',
      title: 'Dialogue',
      render: () => (
        <DialogTrigger>
          <Button variant="outline">Voir les conditions</Button>
          <Dialog
            title="Conditions de location"
            footer={({ close }) => <Button onPress={close}>J’ai compris</Button>}
          >
            Location de 36 mois, assurance vol et casse, entretien annuel et assistance compris.
          </Dialog>
        </DialogTrigger>
      ),
    },
    {
      id: 'alertdialog',
      title: 'Confirmation (alertdialog)',
      render: () => (
        <DialogTrigger>
          <Button variant="danger">Supprimer mon compte</Button>
          <Dialog
            title="Supprimer votre compte ?"
            role="alertdialog"
            footer={({ close }) => (
              <>
                <Button variant="ghost" onPress={close}>
                  Annuler
                </Button>
                <Button variant="danger" onPress={close}>
                  Supprimer
                </Button>
              </>
            )}
          >
            Cette action est définitive.
          </Dialog>
        </DialogTrigger>
      ),
    },
  ],
  props: [
    { name: 'title', type: 'ReactNode', description: 'Titre, qui nomme le dialogue.' },
    { name: 'children', type: 'ReactNode | ({ close }) => ReactNode', description: 'Contenu.' },
    { name: 'footer', type: 'ReactNode | ({ close }) => ReactNode', description: 'Actions.' },
    {
      name: 'role',
      type: "'dialog' | 'alertdialog'",
      defaultValue: "'dialog'",
      description: 'alertdialog pour une confirmation qui interrompt.',
    },
    {
      name: 'isDismissable',
      type: 'boolean',
      defaultValue: 'true',
      description: 'Échap, clic à l’extérieur et bouton « Fermer ».',
    },
    {
      name: 'isOpen / onOpenChange',
      type: 'boolean',
      description: 'État contrôlé hors d’un DialogTrigger.',
    },
    { name: 'locale', type: "'fr' | 'en'", description: 'Langue du bouton « Fermer ».' },
  ],
  accessibility: [
    'role="dialog" ou "alertdialog", aria-modal, nommé par son titre.',
    'Focus piégé dans le dialogue, rendu au déclencheur à la fermeture (WCAG 2.4.3).',
    'Bouton « Fermer » nommé, cible de 40 px.',
  ],
  keyboard: [
    { keys: 'Tab / Maj+Tab', action: 'Parcourir les éléments du dialogue (en boucle)' },
    { keys: 'Échap', action: 'Fermer (si fermable)' },
  ],
};

import { useState } from 'react';
import type { ComponentDocs } from '../../docs/types';
import { FileField, type FileFieldProps } from './FileField';

/** A sample file of a given size, so the examples show a chosen list without a real upload. */
const sample = (name: string, bytes: number, type: string) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 0 });

function Example(
  props: Omit<FileFieldProps, 'files' | 'onChange' | 'buttonText' | 'removeText'> & {
    initial?: File[];
  },
) {
  const { initial = [], ...rest } = props;
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <FileField
      buttonText="Choisir un fichier"
      removeText={(name) => `Retirer ${name}`}
      files={files}
      onChange={setFiles}
      {...rest}
    />
  );
}

export const docs: ComponentDocs = {
  name: 'FileField',
  importPath: '@velo/ui/FileField',
  description:
    'Choix d’un ou plusieurs fichiers : étiquette, types acceptés, fichiers choisis avec leur taille et un bouton pour les retirer, message d’erreur.',
  examples: [
    {
      id: 'default',
      title: 'Un fichier',
      render: () => (
        <Example
          label="Procès-verbal de plainte"
          description="PDF, JPEG ou PNG, 10 Mo au plus"
          acceptedFileTypes={['application/pdf', 'image/jpeg', 'image/png']}
          isRequired
        />
      ),
    },
    {
      id: 'multiple',
      title: 'Plusieurs fichiers choisis',
      render: () => (
        <Example
          label="Photos des dégâts"
          description="1 à 3 photos, JPEG ou PNG, 10 Mo au plus chacune"
          acceptedFileTypes={['image/jpeg', 'image/png']}
          allowsMultiple
          initial={[
            sample('garde-boue.jpg', 1_850_000, 'image/jpeg'),
            sample('retroviseur.png', 420_000, 'image/png'),
          ]}
        />
      ),
    },
    {
      id: 'invalid',
      title: 'Invalide',
      render: () => (
        <Example
          label="Procès-verbal de plainte"
          description="PDF, JPEG ou PNG, 10 Mo au plus"
          acceptedFileTypes={['application/pdf', 'image/jpeg', 'image/png']}
          initial={[sample('plainte.docx', 36_000, 'application/msword')]}
          isInvalid
          errorMessage="Ce fichier n’est ni un PDF, ni un JPEG, ni un PNG"
        />
      ),
    },
    {
      id: 'disabled',
      title: 'Désactivé',
      render: () => <Example label="Justificatif" isDisabled />,
    },
  ],
  props: [
    {
      name: 'label',
      type: 'ReactNode',
      description: 'Étiquette visible, obligatoire (RGAA 11.1).',
    },
    {
      name: 'description',
      type: 'ReactNode',
      description: 'Aide (types acceptés, taille maximale) liée par aria-describedby.',
    },
    { name: 'files / onChange', type: 'File[]', description: 'Fichiers choisis (contrôlé).' },
    {
      name: 'acceptedFileTypes',
      type: 'string[]',
      description:
        'Types MIME proposés par le sélecteur ; l’écran vérifie quand même les fichiers.',
    },
    {
      name: 'allowsMultiple',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Plusieurs fichiers : chaque choix s’ajoute à la liste ; sinon il la remplace.',
    },
    { name: 'buttonText', type: 'string', description: 'Texte du bouton de choix.' },
    {
      name: 'removeText',
      type: '(fileName) => string',
      description: 'Nom accessible du bouton qui retire un fichier.',
    },
    {
      name: 'formatSize',
      type: '(bytes) => string',
      description:
        'Taille dans les mots de l’écran ; par défaut ko/Mo dans la langue de l’interface.',
    },
    {
      name: 'isInvalid / errorMessage',
      type: 'boolean / ReactNode',
      description: 'Erreur affichée sous le champ et liée au bouton.',
    },
    { name: 'isRequired / isDisabled', type: 'boolean', description: 'Obligatoire, désactivé.' },
    { name: 'name', type: 'string', description: 'Clé de l’erreur dans le formulaire.' },
  ],
  accessibility: [
    'Le bouton est nommé par l’étiquette puis son texte, décrit par l’aide et l’erreur (RGAA 11.1, 11.10).',
    'Invalide : aria-invalid, contour rouge et message texte ; le Form le liste dans son récapitulatif et y met le focus (WCAG 3.3.1).',
    'Chaque fichier choisi est un élément de liste avec son nom, sa taille et un bouton « Retirer » nommé par le fichier ; après un retrait, le focus revient au bouton de choix.',
    'Focus visible : le contour de 3 px des boutons (WCAG 2.4.7).',
  ],
  keyboard: [
    { keys: 'Tab / Maj+Tab', action: 'Aller au bouton de choix, puis aux boutons « Retirer »' },
    { keys: 'Entrée / Espace', action: 'Ouvrir le sélecteur de fichiers ; retirer un fichier' },
  ],
};

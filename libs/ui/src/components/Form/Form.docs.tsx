import type { ComponentDocs } from '../../docs/types';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmailField } from '../EmailField/EmailField';
import { PasswordField } from '../PasswordField/PasswordField';
import { Form } from './Form';

function LoginExample({
  label,
  serverErrors,
}: {
  label: string;
  serverErrors?: Record<string, string>;
}) {
  return (
    <Form
      aria-label={label}
      {...(serverErrors ? { validationErrors: serverErrors } : {})}
      onSubmit={(event) => event.preventDefault()}
    >
      <EmailField
        name="email"
        label="Adresse e-mail"
        isRequired
        errorMessage="L’adresse e-mail est requise"
      />
      <PasswordField
        name="password"
        label="Mot de passe"
        isRequired
        errorMessage="Le mot de passe est requis"
      />
      <Checkbox name="remember">Se souvenir de moi</Checkbox>
      <Button type="submit">Se connecter</Button>
    </Form>
  );
}

export const docs: ComponentDocs = {
  name: 'Form',
  importPath: '@velo/ui/Form',
  description:
    'Formulaire : validation native des champs, erreurs du serveur par nom de champ, et après un envoi refusé, le focus va au premier champ invalide pendant qu’un récapitulatif liste chaque erreur avec un lien vers son champ.',
  examples: [
    {
      id: 'login',
      title: 'Connexion (envoyez-le vide)',
      render: () => <LoginExample label="Connexion, exemple vide" />,
    },
    {
      id: 'server-errors',
      title: 'Erreurs du serveur',
      render: () => (
        <LoginExample
          label="Connexion, erreurs du serveur"
          serverErrors={{ email: 'Identifiants incorrects' }}
        />
      ),
    },
  ],
  props: [
    {
      name: 'onSubmit',
      type: '(event: FormEvent) => void',
      description: 'Appelé seulement si tous les champs sont valides.',
    },
    {
      name: 'validationErrors',
      type: 'Record<string, string | string[]>',
      description:
        'Erreurs du serveur, par nom de champ ; affichées, listées, et le premier champ reçoit le focus.',
    },
    {
      name: 'showErrorSummary',
      type: 'boolean',
      defaultValue: 'true',
      description: 'Affiche le récapitulatif des erreurs.',
    },
    {
      name: 'validationBehavior',
      type: "'native' | 'aria'",
      defaultValue: "'native'",
      description: 'Validation à l’envoi (native) ou en temps réel (aria).',
    },
    { name: 'locale', type: "'fr' | 'en'", description: 'Langue du titre du récapitulatif.' },
  ],
  accessibility: [
    'Après un envoi refusé, le focus va au premier champ invalide, qui annonce son erreur (WCAG 3.3.1).',
    'Récapitulatif : groupe nommé « Le formulaire contient N erreurs », un lien par erreur qui place le focus dans le champ (RGAA 11.11).',
    'Les erreurs sont du texte lié au champ, pas seulement une couleur (WCAG 1.4.1).',
  ],
  keyboard: [
    { keys: 'Entrée dans un champ', action: 'Envoyer le formulaire' },
    { keys: 'Tab', action: 'Parcourir le récapitulatif puis les champs' },
    { keys: 'Entrée sur un lien du récapitulatif', action: 'Aller au champ en erreur' },
  ],
};

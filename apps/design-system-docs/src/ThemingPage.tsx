import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Link } from '@velo/ui/Link';
import { SnackbarRegion } from '@velo/ui/Snackbar';
import { Spinner } from '@velo/ui/Spinner';
import { clientThemeDeclarations, type ClientTheme } from '@velo/ui/theme';
import { useId, useState } from 'react';
import * as styles from './DocsApp.css';
import { useDocsTheme } from './docsTheme';
import { sampleThemes, type SampleThemeName } from './sampleThemes';

const presetLabels: Record<SampleThemeName, string> = {
  client: 'Client bleu et orange',
  green: 'Client vert (primaire seule)',
  partial: 'Thème partiel et mal formé',
};

function parseTheme(text: string): ClientTheme | string {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return 'Le thème doit être un objet JSON.';
    return value as ClientTheme;
  } catch (error) {
    return `JSON invalide : ${(error as Error).message}`;
  }
}

/**
 * Theming playground: paste a client theme as the theme call returns it (spec section 3), apply it
 * with `applyClientTheme`, see the components re-coloured, reset with `resetClientTheme`.
 */
export function ThemingPage() {
  const { theme, setTheme } = useDocsTheme();
  const [text, setText] = useState(() => JSON.stringify(theme ?? sampleThemes.client, null, 2));
  const [error, setError] = useState<string | null>(null);
  const textareaId = useId();
  const errorId = useId();
  const applied = theme ? clientThemeDeclarations(theme).size : 0;

  const apply = (next: string) => {
    const parsed = parseTheme(next);
    if (typeof parsed === 'string') {
      setError(parsed);
      return;
    }
    setError(null);
    setTheme(parsed);
  };

  return (
    <section aria-labelledby="theming-title">
      <h1 id="theming-title">Thème client</h1>
      <p>
        Un thème client (<code className={styles.code}>primaryGradient</code> et{' '}
        <code className={styles.code}>secondaryGradient</code>, par nuance 10 à 90) est appliqué à
        l’exécution par <code className={styles.code}>applyClientTheme(theme)</code> de{' '}
        <code className={styles.code}>@velo/ui/theme</code> : il pose les variables CSS du contrat
        par <code className={styles.code}>style.setProperty</code> (compatible avec la CSP stricte).
        Les nuances absentes ou mal formées gardent leur valeur par défaut ; le texte posé sur
        chaque nuance est recalculé pour rester au contraste AA.
      </p>
      <div className={styles.row} role="group" aria-label="Thèmes d’exemple">
        {(Object.keys(sampleThemes) as SampleThemeName[]).map((name) => (
          <Button
            key={name}
            variant="outline"
            size="sm"
            onPress={() => {
              const next = JSON.stringify(sampleThemes[name], null, 2);
              setText(next);
              apply(next);
            }}
          >
            {presetLabels[name]}
          </Button>
        ))}
      </div>
      <p>
        <label htmlFor={textareaId}>Thème client (JSON)</label>
      </p>
      <textarea
        id={textareaId}
        className={styles.textarea}
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button onPress={() => apply(text)}>Appliquer le thème</Button>
        <Button
          variant="ghost"
          onPress={() => {
            setError(null);
            setTheme(null);
          }}
        >
          Revenir au thème par défaut
        </Button>
      </div>
      <p role="status">
        {theme
          ? `Thème client appliqué : ${applied} variables posées.`
          : 'Thème par défaut (violet).'}
      </p>
      <h2>Aperçu</h2>
      <div className={styles.examples}>
        <Card
          title="Votre vélo de fonction"
          headingLevel={3}
          footer={<Button>Choisir ce vélo</Button>}
        >
          <p style={{ margin: 0 }}>
            Location de 36 mois. <Link href="#conditions">Voir les conditions</Link>
          </p>
        </Card>
        <Card
          tone="primary"
          title="Nuance 90 : primaire claire"
          headingLevel={3}
          footer={<Button variant="secondary">Secondaire</Button>}
        >
          <Spinner size="sm" label="Exemple d’indicateur" />
        </Card>
        <SnackbarRegion
          isInline
          content={{
            message: 'Votre demande a été transmise',
            variant: 'primary',
            delay: Infinity,
          }}
        />
      </div>
    </section>
  );
}

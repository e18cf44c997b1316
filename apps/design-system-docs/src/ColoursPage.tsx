import { contrastRatio, foregroundFor, validShades } from '@velo/ui/theme';
import {
  defaultTokens,
  neutral,
  notificationVariants,
  shades,
  type ColourScale,
} from '@velo/ui/tokens';
import * as styles from './DocsApp.css';
import { useDocsTheme } from './docsTheme';

function ratio(a: string, b: string): string {
  return `${contrastRatio(a, b).toFixed(2).replace('.', ',')}:1`;
}

function verdict(value: number): string {
  return value >= 7 ? 'AAA' : value >= 4.5 ? 'AA' : value >= 3 ? 'AA grand texte' : 'insuffisant';
}

function ScaleTable({
  name,
  scale,
  caption,
}: {
  name: string;
  scale: ColourScale;
  caption: string;
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Nuance</th>
            <th scope="col">Aperçu</th>
            <th scope="col">Valeur</th>
            <th scope="col">Texte posé dessus</th>
            <th scope="col">Contraste du texte</th>
            <th scope="col">Contraste sur blanc</th>
          </tr>
        </thead>
        <tbody>
          {shades.map((shade) => {
            const background = scale[shade];
            const foreground = foregroundFor(background);
            const onIt = contrastRatio(background, foreground);
            return (
              <tr key={shade}>
                <th scope="row">
                  {name} {shade}
                </th>
                <td>
                  <span className={styles.swatch} style={{ background, color: foreground }}>
                    Aa
                  </span>
                </td>
                <td>
                  <code className={styles.code}>{background}</code>
                </td>
                <td>
                  <code className={styles.code}>{foreground}</code>
                </td>
                <td>
                  {ratio(background, foreground)} ({verdict(onIt)})
                </td>
                <td>{ratio(background, '#ffffff')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The colour scales as currently themed: defaults, overridden by the valid shades of the client theme. */
export function ColoursPage() {
  const { theme } = useDocsTheme();
  const primary = { ...defaultTokens.color.primary, ...validShades(theme?.primaryGradient) };
  const secondary = { ...defaultTokens.color.secondary, ...validShades(theme?.secondaryGradient) };
  return (
    <section aria-labelledby="colours-title">
      <h1 id="colours-title">Couleurs</h1>
      <p>
        Échelles primaire et secondaire par nuance, comme le thème client les livre (spécification,
        section 3) ; 10 est la plus sombre, 90 la plus claire, et la nuance 90 primaire est aussi la
        couleur « primaire claire ». Le texte posé sur chaque nuance est choisi pour le meilleur
        contraste (au moins 4,5:1, WCAG 1.4.3).
        {theme
          ? ' Valeurs affichées : celles du thème client appliqué.'
          : ' Valeurs affichées : thème par défaut (violet).'}
      </p>
      <ScaleTable name="primary" scale={primary} caption="Échelle primaire" />
      <ScaleTable name="secondary" scale={secondary} caption="Échelle secondaire" />
      <h2>Neutres</h2>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>Gris neutres et contraste sur blanc</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Aperçu</th>
              <th scope="col">Valeur</th>
              <th scope="col">Contraste sur blanc</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(neutral).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">neutral {key}</th>
                <td>
                  <span
                    className={styles.swatch}
                    style={{ background: value, color: foregroundFor(value) }}
                  >
                    Aa
                  </span>
                </td>
                <td>
                  <code className={styles.code}>{value}</code>
                </td>
                <td>{ratio(value, '#ffffff')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Couleurs sémantiques</h2>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>Variantes des notifications (spécification, section 4)</caption>
          <thead>
            <tr>
              <th scope="col">Variante</th>
              <th scope="col">Aperçu</th>
              <th scope="col">Fond / texte</th>
              <th scope="col">Contraste</th>
            </tr>
          </thead>
          <tbody>
            {notificationVariants.map((variant) => {
              const background = defaultTokens.color.semantic[variant];
              const foreground = defaultTokens.color.onSemantic[variant];
              return (
                <tr key={variant}>
                  <th scope="row">{variant}</th>
                  <td>
                    <span className={styles.swatch} style={{ background, color: foreground }}>
                      Aa
                    </span>
                  </td>
                  <td>
                    <code className={styles.code}>
                      {background} / {foreground}
                    </code>
                  </td>
                  <td>{ratio(background, foreground)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

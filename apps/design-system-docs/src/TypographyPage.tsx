import { defaultTokens } from '@velo/ui/tokens';
import * as styles from './DocsApp.css';

export function TypographyPage() {
  const { family, size, weight, lineHeight } = defaultTokens.font;
  return (
    <section aria-labelledby="type-title">
      <h1 id="type-title">Typographie</h1>
      <p>
        Police Inter, hébergée avec l’application (
        <code className={styles.code}>@fontsource/inter</code>, importée par{' '}
        <code className={styles.code}>@velo/ui/fonts.css</code>) : aucun hébergeur tiers sous la CSP
        stricte, et des captures d’écran identiques d’une machine à l’autre.
      </p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>Tailles de texte</caption>
          <thead>
            <tr>
              <th scope="col">Jeton</th>
              <th scope="col">Valeur</th>
              <th scope="col">Exemple</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(size).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">size {key}</th>
                <td>
                  <code className={styles.code}>{value}</code>
                </td>
                <td style={{ fontSize: value, lineHeight: lineHeight.tight }}>
                  Louer un vélo pour 36 mois
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={styles.table}>
          <caption>Graisses, familles et interlignages</caption>
          <thead>
            <tr>
              <th scope="col">Jeton</th>
              <th scope="col">Valeur</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(weight).map(([key, value]) => (
              <tr key={`weight-${key}`}>
                <th scope="row">weight {key}</th>
                <td style={{ fontWeight: value }}>{value}</td>
              </tr>
            ))}
            {Object.entries(family).map(([key, value]) => (
              <tr key={`family-${key}`}>
                <th scope="row">family {key}</th>
                <td>
                  <code className={styles.code}>{value}</code>
                </td>
              </tr>
            ))}
            {Object.entries(lineHeight).map(([key, value]) => (
              <tr key={`line-${key}`}>
                <th scope="row">lineHeight {key}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

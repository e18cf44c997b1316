import { defaultTokens } from '@velo/ui/tokens';
import * as styles from './DocsApp.css';

export function SpacingPage() {
  return (
    <section aria-labelledby="spacing-title">
      <h1 id="spacing-title">Espacements, rayons, élévation et mouvement</h1>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>Espacements</caption>
          <thead>
            <tr>
              <th scope="col">Jeton</th>
              <th scope="col">Valeur</th>
              <th scope="col">Aperçu</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(defaultTokens.space).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">space {key}</th>
                <td>
                  <code className={styles.code}>{value}</code>
                </td>
                <td>
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: value,
                      height: '1rem',
                      background: 'var(--velo-color-primary-40)',
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={styles.table}>
          <caption>Rayons</caption>
          <thead>
            <tr>
              <th scope="col">Jeton</th>
              <th scope="col">Valeur</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(defaultTokens.radius).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">radius {key}</th>
                <td>
                  <code className={styles.code}>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={styles.table}>
          <caption>Élévation (ombres)</caption>
          <thead>
            <tr>
              <th scope="col">Jeton</th>
              <th scope="col">Aperçu</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(defaultTokens.shadow).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">shadow {key}</th>
                <td>
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: '6rem',
                      height: '3rem',
                      background: '#fff',
                      borderRadius: '8px',
                      boxShadow: value,
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={styles.table}>
          <caption>
            Mouvement (tout passe à 0 ms si l’utilisateur demande moins de mouvement, WCAG 2.3.3)
          </caption>
          <thead>
            <tr>
              <th scope="col">Jeton</th>
              <th scope="col">Valeur</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(defaultTokens.motion).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">motion {key}</th>
                <td>
                  <code className={styles.code}>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

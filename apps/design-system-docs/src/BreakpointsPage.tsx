import { breakpointNames, breakpoints, mediaUp } from '@velo/ui/tokens';
import * as styles from './DocsApp.css';

export function BreakpointsPage() {
  return (
    <section aria-labelledby="breakpoints-title">
      <h1 id="breakpoints-title">Points de rupture</h1>
      <p>
        Spécification, section 9. Les composants s’en servent comme conditions de mise en page (
        <code>mediaUp(nom)</code> de <code>@velo/ui/tokens</code>).
      </p>
      <table className={styles.table}>
        <caption>Largeurs minimales à partir desquelles chaque point de rupture s’applique</caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Largeur minimale</th>
            <th scope="col">Requête média</th>
          </tr>
        </thead>
        <tbody>
          {breakpointNames.map((name) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{breakpoints[name]} px</td>
              <td>
                <code>{mediaUp(name)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

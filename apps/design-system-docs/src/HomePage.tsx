import { componentDocs } from '@velo/ui/docs';
import { Link as RouterLink } from 'react-router-dom';
import * as styles from './DocsApp.css';

export function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Système de design Velo</h1>
      <p>
        Les composants de <code className={styles.code}>@velo/ui</code>, construits sur
        react-aria-components et vanilla-extract : accessibles par construction, thémables par
        entreprise cliente à l’exécution, importables un par un (
        <code className={styles.code}>@velo/ui/Button</code>).
      </p>
      <h2>Composants</h2>
      <ul>
        {componentDocs.map((doc) => (
          <li key={doc.name}>
            <RouterLink to={`components/${doc.name}`}>{doc.name}</RouterLink>
          </li>
        ))}
      </ul>
      <h2>Fondations</h2>
      <ul>
        <li>
          <RouterLink to="tokens/colours">Couleurs et contrastes</RouterLink>
        </li>
        <li>
          <RouterLink to="tokens/spacing">Espacements, rayons, élévation, mouvement</RouterLink>
        </li>
        <li>
          <RouterLink to="tokens/typography">Typographie</RouterLink>
        </li>
        <li>
          <RouterLink to="tokens/breakpoints">Points de rupture</RouterLink>
        </li>
        <li>
          <RouterLink to="theming">Thème client (bac à sable)</RouterLink>
        </li>
      </ul>
    </section>
  );
}

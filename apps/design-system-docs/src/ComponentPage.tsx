import type { ComponentDocs } from '@velo/ui/docs';
import * as styles from './DocsApp.css';

/** One component's page: description, live examples of every variant and state, props, accessibility, keyboard. */
export function ComponentPage({ docs }: { docs: ComponentDocs }) {
  return (
    <article aria-labelledby="component-title">
      <h1 id="component-title">{docs.name}</h1>
      <p>{docs.description}</p>
      <p>
        <code
          className={styles.code}
        >{`import { ${docs.name === 'Snackbar' ? 'SnackbarRegion' : docs.name} } from '${docs.importPath}';`}</code>
      </p>
      <h2>Exemples</h2>
      <div className={styles.examples}>
        {docs.examples.map((example) => (
          <section key={example.id} aria-labelledby={`example-${example.id}`}>
            <h3 id={`example-${example.id}`} className={styles.exampleTitle}>
              {example.title}
            </h3>
            <div className={styles.exampleFrame} data-example={`${docs.name}--${example.id}`}>
              {example.render()}
            </div>
          </section>
        ))}
      </div>
      <h2>Propriétés</h2>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>Propriétés de {docs.name} et leurs valeurs par défaut</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Type</th>
              <th scope="col">Défaut</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {docs.props.map((prop) => (
              <tr key={prop.name}>
                <th scope="row">
                  <code className={styles.code}>{prop.name}</code>
                </th>
                <td>
                  <code className={styles.code}>{prop.type}</code>
                </td>
                <td>
                  {prop.defaultValue ? (
                    <code className={styles.code}>{prop.defaultValue}</code>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{prop.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Accessibilité</h2>
      <ul>
        {docs.accessibility.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <h2>Clavier</h2>
      {docs.keyboard.length > 0 ? (
        <table className={styles.table}>
          <caption>Touches de {docs.name}</caption>
          <thead>
            <tr>
              <th scope="col">Touches</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {docs.keyboard.map((entry) => (
              <tr key={entry.keys}>
                <th scope="row">
                  <kbd>{entry.keys}</kbd>
                </th>
                <td>{entry.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Aucune interaction au clavier : le composant n’est pas focalisable.</p>
      )}
    </article>
  );
}

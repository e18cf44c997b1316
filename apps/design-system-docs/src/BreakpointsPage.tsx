import { breakpointNames, breakpoints, mediaUp } from '@velo/ui/tokens';

export function BreakpointsPage() {
  return (
    <section aria-labelledby="breakpoints-title">
      <h2 id="breakpoints-title">Points de rupture</h2>
      <table>
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

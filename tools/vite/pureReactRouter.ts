/**
 * React Router's production build is one large module (`dist/production/chunk-*.mjs`) whose
 * components are made at its top level: `var Link = React.forwardRef(…)` and then
 * `Link.displayName = "Link"`. A bundler must keep both statements even where nothing uses `Link`
 * (a call it cannot prove pure, then a property written on its result), and with them whatever
 * they reach: `<Link>`, `<NavLink>`, `<ScrollRestoration>`, the framework's prefetch links… about
 * 4 KB gzip of the first load of every page, though the rider app renders none of them.
 *
 * This transform marks those `forwardRef` and `createContext` calls pure and drops the
 * `displayName` assignments (names React DevTools shows, never read by the app; React's own
 * production builds carry none), so what the app does not use is left out. What it uses is
 * unchanged. It applies to the production files only, which the build alone loads
 * (`productionRouterAliases` in the app's vite.config.ts).
 */
import type { Plugin } from 'vite';

// With the query of the router's own copy too (dataRouterCopy.ts).
const productionRouterModule =
  /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/?]+\.mjs(\?data-router)?$/;

/** The module's source with its top-level component and context creations marked pure. */
export function withPureComponents(code: string): string {
  return code
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(
      /^((?:var|const|let) [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext)\()/gm,
      '$1/* @__PURE__ */ $2',
    );
}

export function pureReactRouter(): Plugin {
  return {
    name: 'velo:pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: productionRouterModule },
      handler(code, id) {
        if (!productionRouterModule.test(id)) return null;
        const transformed = withPureComponents(code);
        return transformed === code ? null : { code: transformed, map: null };
      },
    },
  };
}

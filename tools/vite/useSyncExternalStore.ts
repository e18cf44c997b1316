/**
 * What react-aria's collections import as `use-sync-external-store/shim`: the shim exists for React
 * 16 and 17, which lack the hook. React 19 has it, so a build points the shim at React's own and drops
 * the fallback (0.6 KB gzip on every route that lists a collection: a combo box, a list box, a table).
 */
export { useSyncExternalStore } from 'react';

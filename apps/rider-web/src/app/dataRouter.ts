/**
 * React Router's router (`createRouter`), fetched after the first page by `lazyRouter.ts`. The build
 * gives this module its own copy of React Router's production module (tools/vite/dataRouterCopy.ts):
 * a module is bundled whole into one chunk, so importing the router from the copy every page loads
 * would put it in every first load. The copy's router holds no React context: it only meets the rest
 * through `<RouterProvider>`, which reads it by its methods and state.
 */
export { UNSAFE_createRouter as createRouter } from 'react-router-dom';

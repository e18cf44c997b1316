export { createHomeRoutes, type HomeRouteOptions } from './routes';

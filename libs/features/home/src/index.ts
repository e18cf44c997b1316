export { createHomeRoutes } from './routes';

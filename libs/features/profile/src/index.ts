export { createProfileRoutes } from './routes';

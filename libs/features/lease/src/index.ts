export { createLeaseRoutes } from './routes';

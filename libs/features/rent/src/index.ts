export { createRentRoutes } from './routes';

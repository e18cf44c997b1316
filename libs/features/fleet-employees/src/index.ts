export { createFleetEmployeeRoutes } from './routes';

export { createFleetDashboardRoutes } from './routes';

export { createIncidentRoutes } from './routes';

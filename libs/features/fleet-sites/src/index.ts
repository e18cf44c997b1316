export { createFleetSiteRoutes } from './routes';

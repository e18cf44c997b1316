export { createFleetExportRoutes } from './routes';

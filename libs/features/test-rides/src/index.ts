export { createTestRideRoutes } from './routes';
export type { GeoServices } from './geoServices';

export { createLeaseRoutes, type LeaseRouteOptions } from './routes';

export { createSponsorshipRoutes, type SponsorshipRouteOptions } from './routes';

export { createFleetInvitationRoutes } from './routes';

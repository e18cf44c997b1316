export { createFleetAgreementRoutes } from './routes';

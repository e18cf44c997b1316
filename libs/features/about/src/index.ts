export { createAboutRoutes, vpnCheckPath } from './routes';

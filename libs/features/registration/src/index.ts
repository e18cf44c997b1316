export { createRegistrationRoutes, RegistrationInfoPage } from './routes';

export { createOnboardingRoutes } from './routes';

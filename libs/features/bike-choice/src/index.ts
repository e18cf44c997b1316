export { createBikeChoiceRoutes } from './routes';

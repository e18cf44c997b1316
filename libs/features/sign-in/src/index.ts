export { LoginScreen } from './LoginScreen';
export { createSignInRoutes } from './routes';

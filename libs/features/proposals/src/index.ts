export { createProposalRoutes } from './routes';

export { createFleetApprovalRoutes } from './routes';

export { createFleetInvoiceRoutes } from './routes';

import { replayIntegration } from '@sentry/react';

export { replayIntegration };

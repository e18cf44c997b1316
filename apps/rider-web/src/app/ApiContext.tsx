import type { ApiClient } from '@velo/api-sdk';
import { createContext, useContext } from 'react';

const ApiContext = createContext<ApiClient | null>(null);

export const ApiProvider = ApiContext.Provider;

/** The SDK client wired to the session store (401 → logout, 503 → maintenance). */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside an ApiProvider');
  return api;
}

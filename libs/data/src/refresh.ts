import { useRevalidator } from 'react-router-dom';

/**
 * "Check again": reads the screen's data anew without a write (a payment the provider has not
 * confirmed yet). Writes never need it: the router revalidates after every route action.
 */
export function useRefresh(): { refresh: () => Promise<void>; refreshing: boolean } {
  const revalidator = useRevalidator();
  return { refresh: revalidator.revalidate, refreshing: revalidator.state !== 'idle' };
}

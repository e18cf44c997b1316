import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** How long a wait lasts before it is shown: a fast answer never flashes a spinner. */
export const pendingDelayMs = 300;

/** `flag`, but turning true only once it has stayed true for `delayMs`; it turns false at once. */
export function useDelayedFlag(flag: boolean, delayMs = pendingDelayMs): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}

/** Whether the router has been loading the next screen's data or code for more than ~300 ms. */
export function useNavigationPending(delayMs = pendingDelayMs): boolean {
  return useDelayedFlag(useNavigation().state === 'loading', delayMs);
}

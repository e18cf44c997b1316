import { createNotification, type Notification, type NotificationInput } from '@velo/notifications';
import { atom } from 'jotai';

/**
 * The shell's own state, apart from the session: the maintenance switch and the snackbar of spec
 * section 2.1. Primitive atoms stay private (jotai guidance); these are the public faces.
 */
const maintenancePrimitive = atom(false);
const notificationPrimitive = atom<Notification | null>(null);

/** Spec sections 2.1 and 8: true once any response had status 503 (set by the SDK's callback). */
export const maintenanceAtom = atom(
  (get) => get(maintenancePrimitive),
  (_get, set, value: boolean) => set(maintenancePrimitive, value),
);

/**
 * Spec section 2.1: the snackbar's content, kept in the shared store. Write an input (the defaults of
 * spec section 3 applied: 'Une erreur est survenue', 5000 ms, error) or `null` to close it.
 */
export const notificationAtom = atom(
  (get) => get(notificationPrimitive),
  (_get, set, input: NotificationInput | null) => {
    set(notificationPrimitive, input === null ? null : createNotification(input));
  },
);

import {
  notificationAtom,
  type AccountSwitchDialogProps,
  type SnackbarProps,
  type WrongConnectionPageProps,
} from '@velo/auth/shell';
import { isDataFailure, lazyComponent } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { SnackbarRegion } from '@velo/ui/Snackbar';
import { Spinner } from '@velo/ui/Spinner';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** Spec section 2.1: the centred purple spinner shown instead of protected content. */
export function PageSpinner() {
  const t = useFormatMessage();
  return <Spinner placement="page" size="lg" label={t('app.loading')} />;
}

/** The snackbar of spec section 2.1, fed by the store; its message is a catalogue id. */
export function StoreSnackbar({ content, onClose }: SnackbarProps) {
  const t = useFormatMessage();
  return (
    <SnackbarRegion
      onClose={onClose}
      content={
        content
          ? {
              message: t(content.messageId),
              variant: content.variant,
              delay: content.delay,
              timestamp: content.timestamp,
            }
          : null
      }
    />
  );
}

/**
 * The status pages are rarely seen, so they are a chunk of their own, fetched when one is shown; the
 * spinner stands in meanwhile.
 */
const statusPages = () => import('./StatusPages');
const spinner = <PageSpinner />;
export const MaintenancePage = lazyComponent(statusPages, (m) => m.MaintenancePage, spinner);
export const RestrictedPage = lazyComponent(statusPages, (m) => m.RestrictedPage, spinner);
export const WrongConnectionPage = lazyComponent<
  Awaited<ReturnType<typeof statusPages>>,
  WrongConnectionPageProps
>(statusPages, (m) => m.WrongConnectionPage, spinner);
/** Rarely asked (a start link of another account), so fetched when asked. */
const accountSwitchDialog = () => import('./AccountSwitchDialog');
export const AccountSwitchDialog = lazyComponent<
  Awaited<ReturnType<typeof accountSwitchDialog>>,
  AccountSwitchDialogProps
>(accountSwitchDialog, (m) => m.AccountSwitchDialog);
const RouteErrorState = lazyComponent(statusPages, (m) => m.RouteErrorPage, spinner);

/**
 * The error boundary of every screen. A server or network fault also raises the default snackbar
 * ('Une erreur est survenue', spec section 8), once per failure.
 */
export function ErrorPage() {
  const error = useRouteError();
  const notify = useSetAtom(notificationAtom);
  useEffect(() => {
    if (isDataFailure(error)) {
      if (error.kind === 'unavailable') notify({});
    } else if (error) {
      // Not a data failure: a bug or a chunk that failed for good. Reported, not swallowed.
      console.error(error);
    }
  }, [error, notify]);
  return <RouteErrorState />;
}

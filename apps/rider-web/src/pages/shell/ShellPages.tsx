import { lazyWithRetry } from '@velo/auth';
import type { SnackbarProps, WrongConnectionPageProps } from '@velo/auth/shell';
import { useLocale } from '@velo/i18n';
import { SnackbarRegion } from '@velo/ui/Snackbar';
import { Spinner } from '@velo/ui/Spinner';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../components/useT';

/** Spec section 2.1: the centred purple spinner shown instead of protected content. */
export function PageSpinner() {
  const t = useT();
  const { locale } = useLocale();
  return <Spinner placement="page" size="lg" label={t('app.loading')} locale={locale} />;
}

/**
 * The snackbar of spec section 2.1, fed by the store. A catalogue id is translated; a ready-made text
 * (or an id the catalogue lacks) shows as given.
 */
export function StoreSnackbar({ content, onClose }: SnackbarProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const message =
    content?.messageId && intl.messages[content.messageId]
      ? intl.formatMessage({ id: content.messageId })
      : content?.message;
  return (
    <SnackbarRegion
      locale={locale}
      onClose={onClose}
      content={
        content && message
          ? {
              message,
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
 * The status pages (maintenance, restricted, wrong connection, error) are rarely seen, so they are a
 * chunk of their own, fetched when one is shown; the spinner stands in meanwhile.
 */
/**
 * A page component whose code is a chunk of its own, fetched when it is first shown (with the chunk
 * failure rule of spec section 4); the spinner stands in meanwhile.
 */
export function lazyPage<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  const load = lazyWithRetry(importer);
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const statusPages = () => import('./StatusPages');
export const MaintenancePage = lazyPage(statusPages, (module) => module.MaintenancePage);
export const RestrictedPage = lazyPage(statusPages, (module) => module.RestrictedPage);
export const WrongConnectionPage = lazyPage<
  Awaited<ReturnType<typeof statusPages>>,
  WrongConnectionPageProps
>(statusPages, (module) => module.WrongConnectionPage);
export const ErrorPage = lazyPage(statusPages, (module) => module.ErrorPage);

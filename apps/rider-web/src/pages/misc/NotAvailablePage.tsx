import { Link } from '@velo/ui/Link';
import { RiderPage } from '../../components/RiderPage';
import { useT } from '../../components/useT';

/**
 * A screen of the route table whose content is not built yet: the route, its guard and its parameters
 * are real, so the guards can be proven on it; the page says honestly that it is not available.
 */
export function NotAvailablePage({ titleId }: { titleId: string }) {
  const t = useT();
  return (
    <RiderPage title={t(titleId)}>
      <p>{t('notAvailable.body')}</p>
      <p>
        <Link variant="standalone" href="/">
          {t('nav.home')}
        </Link>
      </p>
    </RiderPage>
  );
}

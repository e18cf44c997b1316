import { profileAtom, snackbarAtom } from '@velo/auth';
import type { Schemas } from '@velo/api-sdk';
import { useLocale } from '@velo/i18n';
import { Spinner } from '@velo/ui/Spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/ApiContext';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useT } from '../../components/useT';

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; companies: Schemas['ClientSummary'][] };

/**
 * /group-affiliated (spec sections 2.1 and 6): a group client's account is sent here. It lists the
 * group's companies, since riders lease through the company that employs them.
 */
export function GroupAffiliatedPage() {
  const t = useT();
  const api = useApi();
  const { locale } = useLocale();
  const profile = useAtomValue(profileAtom);
  const showSnackbar = useSetAtom(snackbarAtom);
  const clientId = profile?.clientId ?? null;
  const [loaded, setState] = useState<State>({ kind: 'loading' });
  const state: State = clientId === null ? { kind: 'ready', companies: [] } : loaded;

  useEffect(() => {
    if (clientId === null) return;
    const controller = new AbortController();
    void api.clients.getSubsidiaries(clientId, { signal: controller.signal }).then((result) => {
      if (result.ok) setState({ kind: 'ready', companies: result.data });
      else if (result.kind !== 'aborted') {
        setState({ kind: 'failed' });
        if (result.status !== 503 && result.status !== 401) showSnackbar({});
      }
    });
    return () => controller.abort();
  }, [api, clientId, showSnackbar]);

  return (
    <RiderPage title={t('groupAffiliated.title')}>
      <div className={styles.stack}>
        <p>{t('groupAffiliated.body')}</p>
        {state.kind === 'loading' ? <Spinner label={t('app.loading')} locale={locale} /> : null}
        {state.kind === 'failed' ? <p role="alert">{t('errors.tryAgainLater')}</p> : null}
        {state.kind === 'ready' ? (
          <>
            <h2>{t('groupAffiliated.companies', { count: state.companies.length })}</h2>
            <ul>
              {state.companies.map((company) => (
                <li key={company.id}>{company.name}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </RiderPage>
  );
}

export default GroupAffiliatedPage;

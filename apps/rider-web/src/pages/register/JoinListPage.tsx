import { loadClientThemeAtom, snackbarAtom } from '@velo/auth';
import type { Schemas } from '@velo/api-sdk';
import { useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Link } from '@velo/ui/Link';
import { Spinner } from '@velo/ui/Spinner';
import { TextField } from '@velo/ui/TextField';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useApi } from '../../app/ApiContext';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useT } from '../../components/useT';
import { RegistrationForm } from './RegistrationForm';

/** Typing pauses this long before the list is asked again, so a word is one request, not one per key. */
const searchDelayMs = 250;

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; companies: Schemas['ClientSummary'][] };

/**
 * /join/:qName/list: the companies of a group, searchable by name (`like`), to pick the one the rider
 * works for; the registration form then joins that company.
 */
export function JoinListPage() {
  const t = useT();
  const api = useApi();
  const { locale } = useLocale();
  const { qName = '' } = useParams();
  const location = useLocation();
  const inviteToken = (location.state as { inviteToken?: unknown } | null)?.inviteToken;
  const loadTheme = useSetAtom(loadClientThemeAtom);
  const showSnackbar = useSetAtom(snackbarAtom);
  const [search, setSearch] = useState('');
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [chosen, setChosen] = useState<Schemas['ClientSummary'] | null>(null);

  useEffect(() => {
    void loadTheme(qName);
  }, [loadTheme, qName]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const like = search.trim();
      void api.auth
        .getGroupList(like ? { qName, like } : { qName }, { signal: controller.signal })
        .then((result) => {
          if (result.ok) setList({ kind: 'ready', companies: result.data });
          else if (result.kind !== 'aborted') {
            setList({ kind: 'failed' });
            if (result.status !== 503 && result.status !== 404) showSnackbar({});
          }
        });
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, qName, search, showSnackbar]);

  if (chosen) {
    return (
      <RiderPage title={t('auth.registration.titleWithCompany', { company: chosen.name })}>
        <p>{t('auth.registration.intro', { company: chosen.name })}</p>
        <RegistrationForm
          company={{ name: chosen.name, workEmailLoginAllowed: true, allowedDomains: [] }}
          target={
            typeof inviteToken === 'string'
              ? { qName, inviteToken, groupClientId: chosen.id }
              : { groupClientId: chosen.id }
          }
        />
        <p className={styles.links}>
          <Button variant="ghost" onPress={() => setChosen(null)}>
            {t('join.list.chooseAnother')}
          </Button>
        </p>
      </RiderPage>
    );
  }

  return (
    <RiderPage title={t('join.list.title')}>
      <div className={styles.stack}>
        <p>{t('join.list.intro')}</p>
        <TextField
          type="search"
          label={t('join.list.search')}
          value={search}
          onChange={setSearch}
        />
        {list.kind === 'loading' ? <Spinner label={t('app.loading')} locale={locale} /> : null}
        {list.kind === 'failed' ? <p role="alert">{t('join.list.unavailable')}</p> : null}
        {list.kind === 'ready' ? (
          <>
            <p role="status">{t('join.list.count', { count: list.companies.length })}</p>
            <ul className={styles.companyList}>
              {list.companies.map((company) => (
                <li key={company.id}>
                  <Button variant="outline" fullWidth onPress={() => setChosen(company)}>
                    {company.name}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Link variant="standalone" href="/login">
          {t('auth.registration.alreadyRegistered')}
        </Link>
      </div>
    </RiderPage>
  );
}

export default JoinListPage;

import { loadClientThemeAtom, snackbarAtom } from '@velo/auth';
import type { Schemas } from '@velo/api-sdk';
import { useLocale } from '@velo/i18n';
import { Link } from '@velo/ui/Link';
import { Spinner } from '@velo/ui/Spinner';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useApi } from '../../app/ApiContext';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useT } from '../../components/useT';
import { RegistrationForm } from './RegistrationForm';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'ready'; invitation: Schemas['ClientInvitation'] };

/**
 * /register/:qName/:inviteToken and /join/:qName/:inviteToken: the invitation link a company sends its
 * employees. The invitation is checked, the company's theme applied, and the registration form shown
 * (or the "registrations on hold" message). A group's invitation leads to the list of its companies.
 */
export function InvitationPage() {
  const t = useT();
  const api = useApi();
  const { locale } = useLocale();
  const { qName = '', inviteToken = '' } = useParams();
  const loadTheme = useSetAtom(loadClientThemeAtom);
  const showSnackbar = useSetAtom(snackbarAtom);
  // The answer belongs to the invitation it was asked for: another link starts as loading again.
  const requestKey = `${qName}/${inviteToken}`;
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(null);
  const state: State = answer?.key === requestKey ? answer.state : { kind: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    const setState = (next: State) => setAnswer({ key: `${qName}/${inviteToken}`, state: next });
    void api.auth
      .checkClientToken({ qName, inviteToken }, { signal: controller.signal })
      .then((result) => {
        if (result.ok) {
          setState({ kind: 'ready', invitation: result.data });
          void loadTheme(qName);
        } else if (result.kind === 'http' && result.status >= 400 && result.status < 500) {
          setState({ kind: 'invalid' });
        } else if (result.kind !== 'aborted') {
          setState({ kind: 'failed' });
          if (result.status !== 503) showSnackbar({});
        }
      });
    return () => controller.abort();
  }, [api, qName, inviteToken, loadTheme, showSnackbar]);

  if (state.kind === 'ready' && state.invitation.isGroupClient) {
    // The invitation travels in the router's state, never in the address bar.
    return (
      <Navigate to={`/join/${encodeURIComponent(qName)}/list`} state={{ inviteToken }} replace />
    );
  }

  const title =
    state.kind === 'ready'
      ? t('auth.registration.titleWithCompany', { company: state.invitation.name })
      : t('auth.registration.title');

  return (
    <RiderPage title={title}>
      {state.kind === 'loading' ? <Spinner label={t('app.loading')} locale={locale} /> : null}
      {state.kind === 'invalid' ? (
        <div className={styles.stack}>
          <p role="alert">{t('auth.registration.errors.invalidInvitation')}</p>
          <Link variant="standalone" href="/registration">
            {t('auth.registration.howToRegister')}
          </Link>
        </div>
      ) : null}
      {state.kind === 'failed' ? <p role="alert">{t('errors.tryAgainLater')}</p> : null}
      {state.kind === 'ready' ? (
        state.invitation.registrationsOnHold ? (
          <p role="alert">{t('auth.registration.errors.onHold')}</p>
        ) : (
          <>
            <p>{t('auth.registration.intro', { company: state.invitation.name })}</p>
            <RegistrationForm
              company={{
                name: state.invitation.name,
                workEmailLoginAllowed: state.invitation.workEmailLoginAllowed,
                allowedDomains: state.invitation.allowedDomains,
              }}
              target={{ qName, inviteToken }}
            />
            <p className={styles.links}>
              <Link variant="standalone" href="/login">
                {t('auth.registration.alreadyRegistered')}
              </Link>
            </p>
          </>
        )
      ) : null}
    </RiderPage>
  );
}

export default InvitationPage;

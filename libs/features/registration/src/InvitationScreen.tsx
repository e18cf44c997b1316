import { useFormatMessage } from '@velo/i18n';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { Navigate, useLoaderData, useLocation, useParams } from 'react-router-dom';
import type { Invitation } from './data';
import { RegistrationForm, typedEmailOf } from './RegistrationForm';

/**
 * /register/:qName/:inviteToken and /join/:qName/:inviteToken: the invitation link a company sends its
 * employees. The registration form, or the "registrations on hold" message (spec section 4); a group's
 * invitation leads to the list of its companies; an unknown link says so. Opened from /register's
 * search with a work e-mail, the form starts with that e-mail (router state).
 */
export default function InvitationScreen() {
  const t = useFormatMessage();
  const invitation = useLoaderData() as Invitation | null;
  const { qName = '', inviteToken = '' } = useParams();
  const email = typedEmailOf(useLocation().state);

  if (invitation?.isGroupClient) {
    // The invitation travels in the router's state, never in the address bar.
    return (
      <Navigate
        to={`/join/${encodeURIComponent(qName)}/list`}
        state={{ inviteToken, email }}
        replace
      />
    );
  }

  if (!invitation) {
    return (
      <Stack gap="5">
        <PageTitle>{t('auth.registration.title')}</PageTitle>
        <InlineAlert tone="error">{t('auth.registration.errors.invalidInvitation')}</InlineAlert>
        <Link variant="standalone" href="/registration">
          {t('auth.registration.howToRegister')}
        </Link>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <PageTitle>{t('auth.registration.titleWithCompany', { company: invitation.name })}</PageTitle>
      {invitation.registrationsOnHold ? (
        <InlineAlert tone="warning">{t('auth.registration.errors.onHold')}</InlineAlert>
      ) : (
        <>
          <Text>{t('auth.registration.intro', { company: invitation.name })}</Text>
          <RegistrationForm
            company={{
              name: invitation.name,
              workEmailLoginAllowed: invitation.workEmailLoginAllowed,
              allowedDomains: invitation.allowedDomains,
            }}
            target={{ qName, inviteToken }}
            initialEmail={email}
          />
        </>
      )}
      <Link variant="standalone" href="/login">
        {t('auth.registration.alreadyRegistered')}
      </Link>
    </Stack>
  );
}

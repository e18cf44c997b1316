import { profileAtom } from '@velo/auth';
import { useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import {
  EmailConfirmationResend,
  type ResendAnswer,
} from '@velo/leasing-ui/EmailConfirmationResend';
import { Button } from '@velo/ui/Button';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmailConfirmationOutcome } from './data';

/** The key of the link, read once from the address at the first render. */
function keyOfAddress(): string | null {
  return new URL(window.location.href).searchParams.get('key');
}

/**
 * /confirmEmail?key=…: the link e-mailed at registration (issue 26). The page takes the key out of
 * the address bar at once, so it stays in no history entry or shared link, then posts it; the
 * answer says whether the address is now confirmed or the link is unknown, used or expired. A rider
 * signed in with an address still unconfirmed gets a new link from there ("Recevoir un nouveau
 * lien"), which says where it went.
 */
export default function ConfirmEmailScreen() {
  const t = useFormatMessage();
  const profile = useAtomValue(profileAtom);
  const [key] = useState(keyOfAddress);
  const { submit, outcome, pending } = useSubmission<EmailConfirmationOutcome>();
  const resending = useSubmission<ResendAnswer>();
  const sent = useRef(false);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.has('key')) {
      url.searchParams.delete('key');
      window.history.replaceState(
        window.history.state,
        '',
        `${url.pathname}${url.search}${url.hash}`,
      );
    }
    if (key && !sent.current) {
      sent.current = true;
      void submit({ intent: 'confirm', key });
    }
  }, [key, submit]);

  const answered = outcome && 'confirmed' in outcome ? outcome : undefined;
  const invalid = !key || answered?.confirmed === false;
  const confirmed = answered?.confirmed === true;
  // A fault on the way (the snackbar has said so): the key is kept, and the rider tries again.
  const failed = !!key && outcome !== undefined && 'failed' in outcome && !pending;

  // The answer takes the focus as it is drawn (a callback ref). Not an effect on `outcome`: the
  // answer comes from a post sent at mount, and the effect was seen not to run when it arrived
  // (React skipping an effect whose dependencies changed in a transition, facebook/react#34556),
  // which left the focus on the page.
  const focusAnswer = useCallback((node: HTMLDivElement | null) => {
    if (node) requestAnimationFrame(() => node.focus());
  }, []);
  const answerRef = outcome ? focusAnswer : null;

  return (
    <Stack gap="5">
      <PageTitle>{t('join.confirmEmail.title')}</PageTitle>
      {confirmed ? (
        <InlineAlert tone="success" role="status" ref={answerRef}>
          {t('join.confirmEmail.done')}
        </InlineAlert>
      ) : invalid ? (
        <>
          <InlineAlert tone="error" role="alert" ref={answerRef}>
            {t('join.confirmEmail.invalidLink')}
          </InlineAlert>
          {profile?.emailConfirmed === false ? (
            <EmailConfirmationResend email={profile.email} resending={resending} />
          ) : null}
        </>
      ) : failed ? (
        <>
          <InlineAlert tone="error" role="alert" ref={answerRef}>
            {t('join.confirmEmail.failed')}
          </InlineAlert>
          <div>
            <Button
              onPress={() => {
                if (key) void submit({ intent: 'confirm', key });
              }}
            >
              {t('errors.retry')}
            </Button>
          </div>
        </>
      ) : (
        <div role="status">
          <Text>{t('join.confirmEmail.pending')}</Text>
        </div>
      )}
      {confirmed || invalid ? (
        <Link variant="standalone" href={profile ? '/' : '/login'}>
          {profile ? t('join.welcome.continue') : t('auth.login.submit')}
        </Link>
      ) : null}
    </Stack>
  );
}

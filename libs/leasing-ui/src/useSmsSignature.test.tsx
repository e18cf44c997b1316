import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@velo/i18n';
import { Checkbox } from '@velo/ui/Checkbox';
import { useRef, type FormEvent, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SmsCodeStep, type CodeAnswer } from './SmsCodeStep';
import {
  codeAnswer,
  codeSendAnswer,
  useSmsSignature,
  type CodeSendAnswer,
  type SignatureBody,
  type SignatureSubmission,
} from './useSmsSignature';

const loaded = { timeout: 20_000 };

const codeSent = {
  maskedPhone: '+33 6 •• •• •• 78',
  expiresAt: '2099-01-01T00:10:00Z',
  resendAvailableAt: '2000-01-01T00:00:30Z',
};
const refusal = (code: string, extra: object = {}) =>
  ({ ok: false, reason: 'rejected', error: { code, ...extra } }) as const;

describe('codeSendAnswer', () => {
  it('maps a sent code, a resend too early, the screen’s refusals and the rest', () => {
    const notify = vi.fn();
    const problems = { NO_MOBILE_PHONE: 'noMobile' } as const;
    expect(codeSendAnswer({ ok: true, data: codeSent }, notify, problems)).toEqual({
      status: 'sent',
      ...codeSent,
    });
    expect(
      codeSendAnswer(refusal('RESEND_TOO_EARLY', { retryAfterSeconds: 12 }), notify, problems),
    ).toEqual({ status: 'tooEarly', retryAfterSeconds: 12 });
    expect(codeSendAnswer(refusal('RESEND_TOO_EARLY'), notify, problems)).toEqual({
      status: 'tooEarly',
      retryAfterSeconds: 30,
    });
    expect(
      codeSendAnswer(refusal('TOO_MANY_CODES', { retryAfterSeconds: 2520 }), notify, problems),
    ).toEqual({ status: 'tooManyCodes', retryAfterSeconds: 2520 });
    expect(codeSendAnswer(refusal('NO_MOBILE_PHONE'), notify, problems)).toEqual({
      status: 'noMobile',
    });
    expect(notify).not.toHaveBeenCalled();
    expect(codeSendAnswer({ ok: false, reason: 'handled' }, notify, problems)).toEqual({
      status: 'failed',
    });
    expect(notify).not.toHaveBeenCalled();
    expect(codeSendAnswer(refusal('VALIDATION_FAILED'), notify, problems)).toEqual({
      status: 'failed',
    });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(
      codeSendAnswer(refusal('VALIDATION_FAILED'), notify, problems, () => ({
        status: 'refused' as const,
      })),
    ).toEqual({ status: 'refused' });
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

describe('codeAnswer', () => {
  it('maps a signature, a wrong, expired or exhausted code, the screen’s refusals and the rest', () => {
    const notify = vi.fn();
    const problems = { ILLEGAL_TRANSITION: 'notAllowed' } as const;
    expect(codeAnswer({ ok: true, data: null }, notify, problems)).toEqual({ status: 'signed' });
    expect(
      codeAnswer({ ok: true, data: 7 }, notify, {}, (data) => ({
        status: 'signed' as const,
        data,
      })),
    ).toEqual({ status: 'signed', data: 7 });
    expect(
      codeAnswer(refusal('SIGNATURE_CODE_INVALID', { remainingAttempts: 2 }), notify, problems),
    ).toEqual({ status: 'invalid', remainingAttempts: 2 });
    expect(codeAnswer(refusal('SIGNATURE_CODE_INVALID'), notify, problems)).toEqual({
      status: 'invalid',
      remainingAttempts: null,
    });
    expect(codeAnswer(refusal('SIGNATURE_CODE_EXPIRED'), notify, problems)).toEqual({
      status: 'expired',
    });
    expect(codeAnswer(refusal('SIGNATURE_TOO_MANY_ATTEMPTS'), notify, problems)).toEqual({
      status: 'tooManyAttempts',
    });
    expect(codeAnswer(refusal('ILLEGAL_TRANSITION'), notify, problems)).toEqual({
      status: 'notAllowed',
    });
    expect(notify).not.toHaveBeenCalled();
    expect(codeAnswer(refusal('ILLEGAL_TRANSITION'), notify, {})).toEqual({ status: 'failed' });
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

/** A route action answering in turn, as a screen's submission gives its answers. */
function fakeSubmission<A>(answers: A[], bodies: SignatureBody[]): SignatureSubmission<A> {
  return {
    answer: async (body) => {
      bodies.push(body);
      await Promise.resolve();
      return answers.shift() as A;
    },
  };
}

function Signature({
  sends,
  codes,
  bodies,
  onSigned,
}: {
  sends: CodeSendAnswer<'noMobile'>[];
  codes: CodeAnswer[];
  bodies: SignatureBody[];
  onSigned: () => void;
}) {
  const consentRef = useRef<HTMLDivElement>(null);
  const signature = useSmsSignature({
    sending: fakeSubmission(sends, bodies),
    signing: fakeSubmission(codes, bodies),
    sendBody: () => ({ intent: 'send-code' }),
    signBody: (code) => ({ intent: 'sign', code }),
    problems: ['noMobile'],
    onSigned,
  });
  const onConsent = (event: FormEvent) => {
    event.preventDefault();
    if (signature.requireConsent(consentRef)) void signature.send();
  };
  return (
    <>
      {signature.problem ? <p role="alert">{signature.problem}</p> : null}
      {signature.sent ? (
        <SmsCodeStep
          intro={`Code envoyé au ${signature.sent.maskedPhone}`}
          sentKey={signature.sent.count}
          signLabel="Signer"
          onVerify={signature.verify}
          resendIn={signature.resendIn}
          onResend={() => void signature.send()}
          resending={signature.sending}
          tooManyCodes={signature.tooManyCodes}
        />
      ) : (
        <div ref={consentRef}>
          <form onSubmit={onConsent}>
            <Checkbox {...signature.consentCheckbox}>J’accepte de signer</Checkbox>
            <button type="submit">Recevoir le code</button>
          </form>
        </div>
      )}
    </>
  );
}

const inFrench = (ui: ReactElement) => (
  <I18nProvider locale="fr" storage={null}>
    {ui}
  </I18nProvider>
);

describe('useSmsSignature', () => {
  it('asks for the consent with the focus on it, sends the code, then checks a wrong and a right one', async () => {
    const user = userEvent.setup();
    const bodies: SignatureBody[] = [];
    const onSigned = vi.fn();
    render(
      inFrench(
        <Signature
          sends={[{ status: 'sent', ...codeSent }]}
          codes={[{ status: 'invalid', remainingAttempts: 4 }, { status: 'signed' }]}
          bodies={bodies}
          onSigned={onSigned}
        />,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Recevoir le code' }, loaded));
    const consent = screen.getByRole('checkbox', { name: /J’accepte de signer/ });
    await waitFor(() => expect(consent).toHaveFocus());
    expect(screen.getByText('Cochez cette case pour signer')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    const field = await screen.findByRole('textbox', { name: /code/i });
    expect(screen.getByText('Code envoyé au +33 6 •• •• •• 78')).toBeInTheDocument();
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText(/4 essais/)).toBeInTheDocument();
    expect(onSigned).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '222222');
    await user.click(screen.getByRole('button', { name: 'Signer' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { intent: 'send-code' },
      { intent: 'sign', code: '111111' },
      { intent: 'sign', code: '222222' },
    ]);
  });

  it('says the caps on codes next to the step, in minutes then in hours; a code sent clears it', async () => {
    const user = userEvent.setup();
    render(
      inFrench(
        <Signature
          sends={[
            { status: 'sent', ...codeSent },
            { status: 'tooManyCodes', retryAfterSeconds: 2520 },
            { status: 'tooManyCodes', retryAfterSeconds: 20_000 },
            { status: 'sent', ...codeSent },
          ]}
          codes={[]}
          bodies={[]}
          onSigned={() => {}}
        />,
      ),
    );
    await user.click(await screen.findByRole('checkbox', { name: /J’accepte de signer/ }, loaded));
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    const resend = await screen.findByRole('button', { name: /Renvoyer|nouveau code/i });
    await user.click(resend);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Trop de codes ont été demandés. Vous pourrez en demander un nouveau dans 42 minutes.',
      ),
    );
    // The button keeps the focus and stays usable: the next try says how long again.
    expect(resend).toHaveFocus();
    await user.click(resend);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('dans 6 heures.'));
    await user.click(resend);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says the screen’s refusal', async () => {
    const user = userEvent.setup();
    render(
      inFrench(
        <Signature sends={[{ status: 'noMobile' }]} codes={[]} bodies={[]} onSigned={() => {}} />,
      ),
    );
    await user.click(await screen.findByRole('checkbox', { name: /J’accepte de signer/ }, loaded));
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('noMobile');
  });
});

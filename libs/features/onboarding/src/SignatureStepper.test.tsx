import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignatureStepper, type SendOutcome, type VerifyOutcome } from './SignatureStepper';
import { loaded, renderPart } from './testing';

const titles = ['Bon de confirmation', 'Mandat de prélèvement SEPA', 'Charte d’utilisation'];
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function sent(resendInSeconds = 30): SendOutcome {
  return {
    status: 'sent',
    maskedPhone: '+33 6 •• •• •• 78',
    expiresAt: inSeconds(600),
    resendAvailableAt: inSeconds(resendInSeconds),
  };
}

async function renderStepper(options: {
  send?: () => SendOutcome;
  verify?: (code: string) => VerifyOutcome;
  ready?: boolean;
  signedAt?: string | null;
}) {
  const sends: number[] = [];
  const codes: string[] = [];
  let downloads = 0;
  await renderPart(
    <SignatureStepper
      documentTitles={titles}
      ready={options.ready ?? true}
      signedAt={options.signedAt ?? null}
      onSendCode={async () => {
        sends.push(Date.now());
        return (options.send ?? (() => sent()))();
      }}
      onVerify={async (code) => {
        codes.push(code);
        return (options.verify ?? (() => ({ status: 'signed' }) as const))(code);
      }}
      onDownloadSigned={async () => {
        downloads += 1;
      }}
    />,
  );
  return { sends, codes, downloads: () => downloads };
}

describe('the electronic signature stepper', () => {
  it('review → consent → code → signed, with the keyboard alone', async () => {
    let signed = false;
    const { sends, codes } = await renderStepper({
      verify: (code) => {
        if (code === '123456') return { status: 'invalid', remainingAttempts: 4 };
        signed = true;
        return { status: 'signed' };
      },
    });
    const user = userEvent.setup();
    const steps = await screen.findByRole('list', { name: 'Étapes de la signature' }, loaded);
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Relecture');
    for (const title of titles) expect(screen.getByText(title)).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Continuer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const consentHeading = await screen.findByRole('heading', { level: 3, name: 'Consentement' });
    await waitFor(() => expect(consentHeading).toHaveFocus());

    // Sending without consent: each box says what is missing, nothing is sent.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Recevoir le code par SMS' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findAllByText('Cochez cette case pour signer')).toHaveLength(2);
    expect(sends).toHaveLength(0);

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('checkbox', { name: /J’ai lu le bon de confirmation/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');

    const codeHeading = await screen.findByRole('heading', { level: 3, name: 'Code reçu par SMS' });
    await waitFor(() => expect(codeHeading).toHaveFocus());
    expect(sends).toHaveLength(1);
    expect(
      screen.getByText(/Un code à 6 chiffres a été envoyé au \+33 6 •• •• •• 78/),
    ).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /^Code reçu par SMS/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // The resend delay: the button is disabled and says why.
    const resend = screen.getByRole('button', { name: 'Recevoir un nouveau code' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(/Nouveau code possible dans (30|29) s/);
    expect(
      screen
        .getAllByRole('status')
        .some((s) => /Code envoyé au \+33 6 •• •• •• 78/.test(s.textContent ?? '')),
    ).toBe(true);

    await user.tab();
    expect(code).toHaveFocus();
    await user.keyboard('123456{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Code incorrect. Il vous reste 4 essais./),
    );
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.keyboard('654321{Enter}');
    await waitFor(() => expect(signed).toBe(true));
    expect(codes).toEqual(['123456', '654321']);
    const signedHeading = await screen.findByRole('heading', { level: 3, name: 'Signé' });
    await waitFor(() => expect(signedHeading).toHaveFocus());
    expect(
      screen.getByRole('button', { name: 'Télécharger le bon de confirmation signé (PDF)' }),
    ).toBeInTheDocument();
  });

  it('an expired code, or too many wrong ones, asks for a new code; the resend is offered once the delay is over', async () => {
    let answer: VerifyOutcome = { status: 'expired' };
    const { sends } = await renderStepper({ send: () => sent(0), verify: () => answer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continuer' }, loaded));
    await user.click(screen.getByRole('checkbox', { name: /J’ai lu le bon de confirmation/ }));
    await user.click(screen.getByRole('checkbox', { name: /signer électroniquement/ }));
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    const code = await screen.findByRole('textbox', { name: /^Code reçu par SMS/ });
    await user.type(code, '111111{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Ce code a expiré. Demandez un nouveau code./),
    );
    expect(screen.getByRole('button', { name: 'Signer' })).toBeDisabled();
    const resend = screen.getByRole('button', { name: 'Recevoir un nouveau code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(sends).toHaveLength(2));
    await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid', 'true'));

    answer = { status: 'tooManyAttempts' };
    await user.type(code, '222222{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        /Trop d’essais\s*: ce code n’est plus valable. Demandez un nouveau code./,
      ),
    );
  });

  it('a code asked too early says when a new one is possible', async () => {
    let first = true;
    await renderStepper({
      send: () => {
        if (first) {
          first = false;
          return sent(0);
        }
        return { status: 'tooEarly', retryAfterSeconds: 12 };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continuer' }, loaded));
    await user.click(screen.getByRole('checkbox', { name: /J’ai lu le bon de confirmation/ }));
    await user.click(screen.getByRole('checkbox', { name: /signer électroniquement/ }));
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    await user.click(await screen.findByRole('button', { name: 'Recevoir un nouveau code' }));
    const resend = screen.getByRole('button', { name: 'Recevoir un nouveau code' });
    await waitFor(() => expect(resend).toBeDisabled());
    expect(resend).toHaveAccessibleDescription(/Nouveau code possible dans (12|11) s/);
  });

  it('cannot start before the onboarding is complete, and says what to do', async () => {
    await renderStepper({ ready: false });
    expect(
      await screen.findByText(
        /Complétez d’abord vos informations personnelles, la charte d’utilisation et le mandat/,
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });

  it('once signed, offers the signed PDF', async () => {
    const { downloads } = await renderStepper({ signedAt: '2030-11-21T09:30:00Z' });
    const user = userEvent.setup();
    expect(
      await screen.findByText('Vos documents sont signés depuis le 21 novembre 2030.', {}, loaded),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Télécharger le bon de confirmation signé (PDF)' }),
    );
    await waitFor(() => expect(downloads()).toBe(1));
  });
});

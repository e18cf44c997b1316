import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@velo/i18n';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SmsCodeStep, type CodeAnswer } from './SmsCodeStep';

const loaded = { timeout: 20_000 };

/** A screen's code step: answers in turn, a resend that sends a new code, a 30 s wait after it. */
function Step({ answers, codes }: { answers: CodeAnswer[]; codes: string[] }) {
  const [sends, setSends] = useState(1);
  const [resendIn, setResendIn] = useState(0);
  return (
    <I18nProvider locale="fr" storage={null}>
      <SmsCodeStep
        intro="Code envoyé au +33 6 •• •• •• 78"
        sentKey={sends}
        signLabel="Signer"
        onVerify={async (code) => {
          codes.push(code);
          return answers.shift() ?? { status: 'signed' };
        }}
        resendIn={resendIn}
        onResend={() => {
          setSends((count) => count + 1);
          setResendIn(30);
        }}
        resending={false}
        focusOnOpen
      />
    </I18nProvider>
  );
}

describe('SmsCodeStep', () => {
  it('says a wrong code, an expired one and a bad format next to the field, focused; a new code starts afresh', async () => {
    const codes: string[] = [];
    render(
      <Step
        answers={[{ status: 'invalid', remainingAttempts: 4 }, { status: 'expired' }]}
        codes={codes}
      />,
    );
    const code = await screen.findByRole('textbox', { name: /^Code reçu par SMS/ }, loaded);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const user = userEvent.setup();
    await user.keyboard('12a3{Enter}');
    expect(code).toHaveValue('123');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(codes).toEqual([]);
    await user.keyboard('456{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Code incorrect. Il vous reste 4 essais./),
    );
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.keyboard('654321{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Ce code a expiré. Demandez un nouveau code./),
    );
    expect(screen.getByRole('button', { name: 'Signer' })).toBeDisabled();
    expect(codes).toEqual(['123456', '654321']);

    const resend = screen.getByRole('button', { name: 'Recevoir un nouveau code' });
    await user.click(resend);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('');
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Signer' })).toBeEnabled();
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(/Nouveau code possible dans 30 s/);
  });
});

import { renderScreen } from '@velo/auth/testing';
import { createTestContext, type FakeAnswer } from '@velo/data/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistrationRoutes } from './routes';

const loaded = { timeout: 10_000 };

/** The link e-mailed at registration, opened in English by a visitor (`search`: its query). */
function openLink(search: string, answer: FakeAnswer) {
  window.history.replaceState(null, '', `/confirmEmail${search}`);
  const sent: unknown[] = [];
  const context = createTestContext({
    'POST /auth/confirmEmail': async (request) => {
      sent.push(await request.json());
      return answer;
    },
  });
  renderScreen({
    routes: createRegistrationRoutes(context).confirmEmail,
    path: `/confirmEmail${search}`,
    context,
    profile: null,
    locale: 'en',
  });
  return { context, sent };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('/confirmEmail (issue 26: the e-mail confirmation link)', () => {
  it('takes the key out of the address bar, spends it, then confirms with the focus on it', async () => {
    const { context, sent } = openLink('?key=confirm-key-26', { status: 204 });
    const text = await screen.findByText(
      'Your e-mail address is confirmed. Thank you!',
      {},
      loaded,
    );
    const confirmation = text.closest('[role="status"]');
    expect(confirmation).not.toBeNull();
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/confirmEmail');
    expect(sent).toEqual([{ token: 'confirm-key-26' }]);
    expect(context.calls).toEqual(['POST /auth/confirmEmail']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirming your e-mail address',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(context.notifications).toEqual([]);
  });

  it('an unknown, used or expired key says the link is not valid, with the focus on it', async () => {
    const { context, sent } = openLink('?key=used-key', {
      status: 400,
      body: {
        code: 'TOKEN_INVALID',
        message: 'This link is unknown, already used or expired.',
        fields: [{ field: 'body.token', message: 'unknown, used or expired' }],
      },
    });
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(alert).toHaveTextContent(
      'This confirmation link is not valid: it was already used or has expired (it is valid for 24 hours).',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(window.location.search).toBe('');
    expect(sent).toEqual([{ token: 'used-key' }]);
    expect(context.notifications).toEqual([]);
    expect(screen.queryByText(/is confirmed/)).not.toBeInTheDocument();
  });

  it('an address without a key says the link is not valid and asks nothing of the server', async () => {
    const { context } = openLink('', { status: 204 });
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(
      /This confirmation link is not valid/,
    );
    expect(context.calls).toEqual([]);
  });
});

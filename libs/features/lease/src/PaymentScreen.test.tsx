import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { providerPageUrl } from '@velo/data';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aPayment, awaitingPayment, renderLease, requestAnswers } from '../tests/fixtures';
import { leaveForProvider } from './leaveForProvider';
import { plain } from '@velo/data/testing';

vi.mock('./leaveForProvider', () => ({ leaveForProvider: vi.fn() }));

const loaded = { timeout: 20_000 };

const manon = awaitingPayment();
const leaseRoutes = requestAnswers(manon);
beforeEach(() => {
  vi.mocked(leaveForProvider).mockClear();
});

describe('/payment', () => {
  it('shows the amount and why it is due; "Payer" sends the browser to the page the API returned', async () => {
    const { context } = renderLease('/payment', {
      ...leaseRoutes,
      'POST /api/v2/lease-requests/14/payments': {
        status: 201,
        body: { id: 3, redirectUrl: 'http://127.0.0.1:4300/payment-provider/checkout/abc' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paiement' }, loaded),
    ).toBeInTheDocument();
    const amount = screen.getByRole('group', { name: 'Paiement de votre participation' });
    expect(plain(amount.textContent)).toContain('Montant : 50,00 €');
    const lines = within(amount).getByLabelText('Détail de votre participation complémentaire');
    expect(plain(lines.textContent)).toBe('Livraison à domicile50,00 €Total à payer50,00 €');
    expect(amount).toHaveTextContent('À payer au plus tard le 7 décembre 2026.');
    expect(amount).toHaveTextContent(
      'Votre commande sera débloquée après le paiement de votre participation complémentaire.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() =>
      expect(leaveForProvider).toHaveBeenCalledWith(
        'http://127.0.0.1:4300/payment-provider/checkout/abc',
      ),
    );
    expect(context.calls).toContain('POST /api/v2/lease-requests/14/payments');
  });

  it('past the deadline, says so (spec section 8) where focus moves, and goes nowhere', async () => {
    renderLease('/payment', {
      ...leaseRoutes,
      'POST /api/v2/lease-requests/14/payments': {
        status: 409,
        body: { code: 'PAYMENT_DEADLINE_EXCEEDED', message: 'The payment deadline has passed.' },
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Payer' }, loaded));
    const text = await screen.findByText(/^Le délai de paiement est dépassé/, {}, loaded);
    expect(text.textContent).toBe(
      'Le délai de paiement est dépassé, veuillez contacter le support',
    );
    await waitFor(() => expect(text.closest('[role="alert"]')).toHaveFocus());
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('nothing due: says so, with the way back to the offer', async () => {
    const paid = awaitingPayment({
      status: 'ready-for-pickup',
      extraContribution: {
        priceExcessCents: 0,
        homeDeliveryCents: 5000,
        totalCents: 5000,
        paidAt: '2026-11-23T09:31:12Z',
        dueBy: '2026-12-07T09:00:00Z',
      },
    });
    renderLease('/payment', requestAnswers(paid));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aucun paiement en attente' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Payée le 23 novembre 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon offre' })).toHaveAttribute(
      'href',
      '/my-offer',
    );
  });

  it('follows only a web address', () => {
    expect(providerPageUrl('https://pay.example.com/checkout/x')).toBe(
      'https://pay.example.com/checkout/x',
    );
    expect(providerPageUrl('javascript:alert(1)')).toBeNull();
    expect(providerPageUrl('/rider/payment/confirmed')).toBeNull();
    expect(providerPageUrl(undefined)).toBeNull();
  });
});

describe('/payment/confirmed and /payment/failed', () => {
  it('confirmed: the API says succeeded, the order is unlocked', async () => {
    const { context } = renderLease('/payment/confirmed?payment=3', {
      'GET /api/v2/payments/3': { body: aPayment() },
      'GET /api/v2/lease-requests/14': {
        body: awaitingPayment({ status: 'ready-for-pickup' }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paiement confirmé' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Votre commande est débloquée.')).toBeInTheDocument();
    expect(plain(screen.getByText(/^Vous avez payé/).textContent)).toBe(
      'Vous avez payé 50,00 € le 23 novembre 2026.',
    );
    expect(screen.getByRole('link', { name: 'Voir mon offre' })).toHaveAttribute(
      'href',
      '/my-offer',
    );
    expect(context.calls).toContain('GET /api/v2/payments/3');
    expect(plain(screen.getByText(/^Objet du paiement/).textContent)).toBe(
      'Objet du paiement : contribution complémentaire à votre location',
    );
    // Its parts, as /payment showed them: here home delivery (lease-design §2).
    const parts = screen.getByLabelText('Détail de votre participation complémentaire');
    expect(plain(parts.textContent)).toContain('Livraison à domicile50,00 €');
    expect(screen.queryByText(/^Payée le/)).not.toBeInTheDocument();
  });

  it('a buyout confirmed: says the buyout was paid and links back to /my-rent, no request read', async () => {
    const buyout = aPayment({ kind: 'buyout', leaseRequestId: 12, amountCents: 61_980 });
    const { context } = renderLease('/payment/confirmed?payment=3', {
      'GET /api/v2/payments/3': { body: buyout },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paiement confirmé' }, loaded),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Votre vélo sera à vous à la fin de votre location.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Votre commande est débloquée.')).not.toBeInTheDocument();
    expect(plain(screen.getByText(/^Objet du paiement/).textContent)).toBe(
      'Objet du paiement : rachat de votre vélo en fin de location',
    );
    expect(plain(screen.getByText(/^Vous avez payé/).textContent)).toBe(
      'Vous avez payé 619,80 € le 23 novembre 2026.',
    );
    expect(screen.getByRole('link', { name: 'Voir ma location' })).toHaveAttribute(
      'href',
      '/my-rent',
    );
    expect(screen.queryByRole('link', { name: 'Voir mon offre' })).not.toBeInTheDocument();
    expect(context.calls).toEqual(['GET /api/v2/payments/3']);
  });

  it('a buyout refused: nothing charged, paid again from /my-rent (no retry of the order), in English too', async () => {
    renderLease(
      '/payment/failed?payment=3',
      {
        'GET /api/v2/payments/3': {
          body: aPayment({
            kind: 'buyout',
            leaseRequestId: 12,
            amountCents: 61_980,
            status: 'failed',
          }),
        },
      },
      'en',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment failed' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('The buyout payment did not go through.')).toBeInTheDocument();
    expect(
      screen.queryByText('An error occurred during payment of the subsidy'),
    ).not.toBeInTheDocument();
    expect(plain(screen.getByText(/^Payment for/).textContent)).toBe(
      'Payment for: the buyout of your bike at the end of your rental',
    );
    expect(plain(screen.getByText(/^Nothing was charged/).textContent)).toContain('619,80 €');
    expect(screen.getByText(/^You can pay it again from your rental page/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my rental' })).toHaveAttribute('href', '/my-rent');
  });

  it('the address alone unlocks nothing: a failed payment reached at /confirmed reads as failed', async () => {
    renderLease('/payment/confirmed?payment=3', {
      'GET /api/v2/payments/3': { body: aPayment({ status: 'failed' }) },
      'GET /api/v2/lease-requests/14': { body: manon },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le paiement a échoué' }, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByText('Votre commande est débloquée.')).not.toBeInTheDocument();
  });

  it('failed: spec section 8’s texts and a retry that goes back to the provider', async () => {
    renderLease('/payment/failed?payment=3', {
      'GET /api/v2/payments/3': { body: aPayment({ status: 'failed', settledAt: null }) },
      'GET /api/v2/lease-requests/14': { body: manon },
      'POST /api/v2/lease-requests/14/payments': {
        status: 201,
        body: { id: 4, redirectUrl: 'http://127.0.0.1:4300/payment-provider/checkout/def' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le paiement a échoué' }, loaded),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Une erreur est survenue lors du paiement de la subvention'),
    ).toBeInTheDocument();
    expect(plain(screen.getByText(/^Aucun montant/).textContent)).toBe(
      'Aucun montant n’a été prélevé. Il reste 50,00 € à payer.',
    );
    const retry = screen.getByRole('button', { name: 'Réessayer le paiement' });
    retry.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() =>
      expect(leaveForProvider).toHaveBeenCalledWith(
        'http://127.0.0.1:4300/payment-provider/checkout/def',
      ),
    );
  });

  it('no payment in the address, or not the rider’s: a clear "not found", nothing asked', async () => {
    const { context } = renderLease('/payment/failed?payment=abc', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paiement introuvable' }, loaded),
    ).toBeInTheDocument();
    expect(context.calls).toEqual([]);
  });

  it('reads in English', async () => {
    renderLease(
      '/payment/failed?payment=3',
      {
        'GET /api/v2/payments/3': { body: aPayment({ status: 'abandoned' }) },
        'GET /api/v2/lease-requests/14': { body: manon },
      },
      'en',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment failed' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('You left the payment page before paying.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the payment again' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLeaseRequest, type FakeRoutes, plain } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitingPayment, renderLease, requestAnswers } from '../tests/fixtures';
import type { LeaseRequest } from './data';

const loaded = { timeout: 20_000 };
const pdfCall = 'GET /api/v2/lease-requests/14/documents/pickup-voucher/pdf';

function renderMyOffer(lease: LeaseRequest, extra: FakeRoutes = {}, locale: Locale = 'fr') {
  return renderLease('/my-offer', { ...requestAnswers(lease), ...extra }, locale).context;
}

const section = (name = 'Bon d’enlèvement') => screen.getByRole('group', { name });

afterEach(() => vi.restoreAllMocks());

describe('/my-offer: the pickup voucher', () => {
  it('is not shown before the platform issues it', async () => {
    const context = renderMyOffer(
      aLeaseRequest({
        status: 'voucher-signed',
        delivery: 'store',
        equipmentConfirmedAt: '2026-11-21T10:00:00Z',
        voucherSignedAt: '2026-11-22T09:00:00Z',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon offre' }, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bon d’enlèvement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ouvrir le PDF' })).not.toBeInTheDocument();
    expect(context.calls).not.toContain(pdfCall);
  });

  it('while awaiting payment: issued, for the courier, valid once the order is unlocked; the PDF is fetched only on the click, with the session, and downloaded', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs: these stand in for the browser's.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:http://localhost/pickup-1';
    };
    URL.revokeObjectURL = () => undefined;
    let authorization: string | null = null;
    const context = renderMyOffer(awaitingPayment(), {
      [pdfCall]: (request) => {
        authorization = request.headers.get('Authorization');
        return { body: '%PDF-1.7' };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bon d’enlèvement' }, loaded),
    ).toBeInTheDocument();
    const voucher = section();
    expect(within(voucher).getByText('Votre bon d’enlèvement est disponible.')).toBeVisible();
    expect(within(voucher).getByText('Émis le 23 novembre 2026.')).toBeVisible();
    expect(
      within(voucher).getByText(
        'Présentez-le au livreur qui vous remet votre vélo, à l’écran ou imprimé.',
      ),
    ).toBeVisible();
    expect(plain(voucher.textContent)).toContain(
      'Votre commande est bloquée jusqu’au paiement de votre participation complémentaire : ce bon sera valable une fois la commande débloquée.',
    );
    // Nothing fetched until the rider asks for it.
    expect(context.calls).not.toContain(pdfCall);

    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const user = userEvent.setup();
    const button = within(voucher).getByRole('button', { name: 'Ouvrir le PDF' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(context.calls.filter((call) => call === pdfCall)).toHaveLength(1);
    // The session rides in a header; the link is an object URL of the fetched file.
    expect(authorization).toBe('Bearer test-token');
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.href).toBe('blob:http://localhost/pickup-1');
    expect(link.download).toBe('pickup-voucher.pdf');
    expect(created).toHaveLength(1);
    expect(context.notifications).toEqual([]);
  });

  it('ready for pickup at a store: shown at that store, no lock', async () => {
    renderMyOffer(
      awaitingPayment({
        status: 'ready-for-pickup',
        delivery: 'store',
        extraContribution: {
          priceExcessCents: 0,
          homeDeliveryCents: 0,
          totalCents: 0,
          paidAt: null,
          dueBy: null,
        },
        nextStep: { actor: 'store', event: 'deliver', dueBy: '2026-11-30' },
      }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Bon d’enlèvement' }, loaded);
    const text = plain(section().textContent);
    expect(text).toContain(
      'Présentez-le chez Cycles du Marais lorsque vous venez chercher votre vélo, à l’écran ou imprimé.',
    );
    expect(text).not.toContain('bloquée');
  });

  it('a failed download follows the error policy: the default snackbar, no file, the button usable again', async () => {
    URL.createObjectURL = () => 'blob:http://localhost/never';
    URL.revokeObjectURL = () => undefined;
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const context = renderMyOffer(awaitingPayment(), {
      [pdfCall]: { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le PDF' }, loaded));
    await waitFor(() => expect(context.notifications).toEqual([{}]));
    expect(click).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ouvrir le PDF' })).not.toHaveAttribute(
        'data-pending',
      ),
    );
  });

  it('a refused download (404) gets the default snackbar too: nothing the rider can correct', async () => {
    const context = renderMyOffer(awaitingPayment(), {
      [pdfCall]: { status: 404, body: { code: 'NOT_FOUND', message: 'No such document.' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le PDF' }, loaded));
    await waitFor(() => expect(context.notifications).toEqual([{}]));
  });

  it('reads in English', async () => {
    renderMyOffer(
      awaitingPayment({ status: 'active', deliveredAt: '2026-11-28T10:00:00Z' }),
      {},
      'en',
    );
    await screen.findByRole('heading', { level: 2, name: 'Pickup voucher' }, loaded);
    const voucher = section('Pickup voucher');
    expect(within(voucher).getByText('Your pickup voucher is available.')).toBeVisible();
    expect(
      within(voucher).getByText(
        'Your bike has been handed over: this voucher stays available here.',
      ),
    ).toBeVisible();
    expect(within(voucher).getByRole('button', { name: 'Open the PDF' })).toBeVisible();
  });
});

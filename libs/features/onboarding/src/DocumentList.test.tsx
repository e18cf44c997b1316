import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadBlob } from '@velo/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentList } from './DocumentList';
import type { DocumentKind, LeaseDocument } from './model';
import { loaded, renderPart } from './testing';

const voucher: LeaseDocument = {
  kind: 'confirmation-voucher',
  title: 'Bon de confirmation',
  status: 'ready',
  sha256: null,
  signedAt: null,
  sections: [
    {
      heading: 'Le vélo',
      paragraphs: ['Location de 36 mois, assurance vol et casse comprise.'],
      fields: [
        { label: 'Modèle', value: 'Moustache Lundi 27.3' },
        { label: 'Loyer mensuel TTC', value: '111,02 €' },
      ],
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('the documents', () => {
  it('each reads in the page as headings, paragraphs and a definition list, and opens as a PDF', async () => {
    const loads: DocumentKind[] = [];
    const pdfs: DocumentKind[] = [];
    const created: Blob[] = [];
    // jsdom has no object URLs: these stand in for the browser's.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob as Blob);
      return 'blob:http://localhost/pdf-1';
    };
    URL.revokeObjectURL = () => undefined;
    await renderPart(
      <DocumentList
        documents={[
          {
            kind: 'confirmation-voucher',
            title: 'Bon de confirmation',
            status: 'ready',
            sha256: null,
            signedAt: null,
          },
          {
            kind: 'user-charter',
            title: 'Charte d’utilisation',
            status: 'signed',
            sha256: 'a'.repeat(64),
            signedAt: '2030-11-21T09:30:00Z',
          },
        ]}
        access={{
          load: async (kind) => {
            loads.push(kind);
            return voucher;
          },
          download: async (kind, fileName) => {
            pdfs.push(kind);
            downloadBlob(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), fileName);
          },
          downloading: null,
        }}
      />,
    );
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Bon de confirmation' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Prêt à signer')).toBeInTheDocument();
    expect(screen.getByText('Signé le 21 novembre 2030')).toBeInTheDocument();
    const [read] = screen.getAllByRole('button', { name: 'Lire le document' });
    expect(read).toHaveAttribute('aria-expanded', 'false');
    await user.click(read!);
    const article = await screen.findByRole('article', { name: 'Bon de confirmation' });
    expect(read).toHaveAttribute('aria-expanded', 'true');
    expect(within(article).getByRole('heading', { name: 'Le vélo' })).toBeInTheDocument();
    expect(
      within(article).getByText('Location de 36 mois, assurance vol et casse comprise.'),
    ).toBeInTheDocument();
    const term = within(article).getByText('Loyer mensuel TTC');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('111,02 €');
    expect(loads).toEqual(['confirmation-voucher']);

    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.click(screen.getAllByRole('button', { name: 'Ouvrir le PDF' })[0]!);
    await waitFor(() => expect(pdfs).toEqual(['confirmation-voucher']));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    // An object URL of the fetched file: no token, no document content in a URL.
    expect(link.href).toBe('blob:http://localhost/pdf-1');
    expect(link.download).toBe('confirmation-voucher.pdf');
    expect(created).toHaveLength(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { chosenCompany, companiesHeld } from './companies';

type Context = Parameters<typeof companiesHeld>[0];

const clients: Record<number, { id: number; name: string; isGroupClient: boolean }> = {
  7: { id: 7, name: 'Acme France', isGroupClient: false },
  20: { id: 20, name: 'Groupe Holding Atlantique', isGroupClient: true },
  21: { id: 21, name: 'Holding Atlantique Nantes', isGroupClient: false },
};
const subsidiaries = [
  { id: 21, name: 'Holding Atlantique Nantes' },
  { id: 22, name: 'Holding Atlantique Bordeaux' },
];

/** A manager holding `rights`; the API answers the clients above, 403 for any other. */
function contextOf(rights: { name: string; clientId: number }[]): Context {
  const refused = { ok: false, status: 403, reason: 'refused', error: { code: 'FORBIDDEN' } };
  const api = {
    clients: {
      get: vi.fn(async (id: number) => {
        const client = clients[id];
        return client ? { ok: true, status: 200, data: client } : refused;
      }),
      getSubsidiaries: vi.fn(async () => ({ ok: true, status: 200, data: subsidiaries })),
    },
  };
  return { api, store: { get: () => ({ rights }) } } as unknown as Context;
}

describe('the companies a fleet screen lists', () => {
  it('those of the screen’s right only; a group’s subsidiaries before the group; each once', async () => {
    const context = contextOf([
      { name: 'invoices', clientId: 7 },
      { name: 'exports', clientId: 20 },
      { name: 'exports', clientId: 21 },
      { name: 'exports', clientId: 20 },
    ]);
    const companies = await companiesHeld(context, 'exports');
    expect(companies.map((company) => company.id)).toEqual([21, 22, 20]);
    expect(companies[2]).toEqual({ id: 20, name: 'Groupe Holding Atlantique', isGroup: true });
    expect((await companiesHeld(context, 'invoices')).map((company) => company.id)).toEqual([7]);
    expect(await companiesHeld(context, 'sites')).toEqual([]);
  });

  it('leaves out a client the API refuses', async () => {
    const context = contextOf([
      { name: 'exports', clientId: 99 },
      { name: 'exports', clientId: 7 },
    ]);
    expect(await companiesHeld(context, 'exports')).toEqual([
      { id: 7, name: 'Acme France', isGroup: false },
    ]);
  });

  it('keeps the company asked for in the address only when it is one of the list', () => {
    const companies = [
      { id: 21, name: 'Nantes', isGroup: false },
      { id: 22, name: 'Bordeaux', isGroup: false },
    ];
    expect(chosenCompany(companies, '22')?.id).toBe(22);
    for (const asked of [null, '', '7', '022', '22x', '-1', '99999999999']) {
      expect(chosenCompany(companies, asked)?.id).toBe(21);
    }
    expect(chosenCompany([], '7')).toBeNull();
  });
});

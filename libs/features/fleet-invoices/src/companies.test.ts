import { describe, expect, it } from 'vitest';
import { chosenCompany, invoicedCompanies } from './companies';

const acme = { id: 7, name: 'Acme', isGroup: false, subsidiaries: [] };
const holding = {
  id: 20,
  name: 'Groupe Holding Atlantique',
  isGroup: true,
  subsidiaries: [
    { id: 21, name: 'Holding Nantes' },
    { id: 22, name: 'Holding Bordeaux' },
  ],
};

describe('the companies whose invoices a manager reads', () => {
  it('a group’s subsidiaries first, then the group; each company once', () => {
    expect(invoicedCompanies([holding]).map((company) => company.id)).toEqual([21, 22, 20]);
    expect(
      invoicedCompanies([
        acme,
        holding,
        { ...holding.subsidiaries[0]!, isGroup: false, subsidiaries: [] },
      ]).map((company) => company.id),
    ).toEqual([7, 21, 22, 20]);
    expect(invoicedCompanies([])).toEqual([]);
  });

  it('keeps the company asked for only when it is one of the manager’s', () => {
    const companies = invoicedCompanies([holding]);
    expect(chosenCompany(companies, '22')?.id).toBe(22);
    for (const asked of [null, '', '7', '022', '22x', '-1', '99999999999']) {
      expect(chosenCompany(companies, asked)?.id).toBe(21);
    }
    expect(chosenCompany([], '7')).toBeNull();
  });
});

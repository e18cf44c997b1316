/**
 * The companies whose invoices a manager reads (issue 15, right `invoices`): each client the right
 * is held on, and for a group each of its subsidiaries before the group itself (the subsidiaries are
 * the ones invoiced for their riders' bikes). Kept in the address (`?client=7`).
 */
export interface InvoicedCompany {
  id: number;
  name: string;
}

export interface HeldClient {
  id: number;
  name: string;
  isGroup: boolean;
  subsidiaries: readonly InvoicedCompany[];
}

export const clientParam = 'client';

/** The companies in order, each once. */
export function invoicedCompanies(held: readonly HeldClient[]): InvoicedCompany[] {
  const seen = new Set<number>();
  const companies: InvoicedCompany[] = [];
  const add = (company: InvoicedCompany) => {
    if (seen.has(company.id)) return;
    seen.add(company.id);
    companies.push({ id: company.id, name: company.name });
  };
  for (const client of held) {
    for (const subsidiary of client.isGroup ? client.subsidiaries : []) add(subsidiary);
    add(client);
  }
  return companies;
}

/** The company asked for in the address if it is one of the manager's, else the first. */
export function chosenCompany(
  companies: readonly InvoicedCompany[],
  asked: string | null,
): InvoicedCompany | null {
  const id = asked !== null && /^[1-9][0-9]{0,9}$/.test(asked) ? Number(asked) : null;
  return companies.find((company) => company.id === id) ?? companies[0] ?? null;
}

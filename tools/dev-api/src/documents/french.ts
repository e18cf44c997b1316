/**
 * Figures, dates and phone numbers as the documents print them, in French and Paris time: the lease
 * documents, the invoices, the vouchers and the rental agreements.
 */

/** 123450 → "1 234,50 €" (plain spaces: the PDF's standard fonts have no narrow no-break space). */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${units},${String(abs % 100).padStart(2, '0')} €`;
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/** "23 novembre 2026" in Paris time, from an ISO timestamp or calendar date. */
export function frenchDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return dayFormat.format(date);
}

/** "23 novembre 2026 à 14:05 (heure de Paris)". */
export function frenchDateTime(value: string): string {
  const date = new Date(value);
  return `${dayFormat.format(date)} à ${timeFormat.format(date)} (heure de Paris)`;
}

/** "+33 6 12 34 56 78". */
export function frenchPhone(phone: string): string {
  const match = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+33 ${match.slice(1).join(' ')}` : phone;
}

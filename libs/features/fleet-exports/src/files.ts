/**
 * The files of /exports (issue 15) as plain functions: each file's columns, and the CSV a French
 * spreadsheet opens as it is (`;` between fields, decimal comma, dd/mm/yyyy dates, UTF-8 with a
 * byte-order mark, CRLF line ends). The XLSX workbook is written from the same columns (xlsx.ts,
 * fetched only when one is asked for).
 *
 * The headers and the status labels are French whatever the screen's language: the files go to
 * French payroll and accounting tools, which read one set of column names (README, /exports).
 */
import type { Schemas } from '@velo/api-sdk';

export type FleetEmployee = Schemas['FleetEmployee'];
export type FleetLease = Schemas['FleetLease'];
/** A line of the rent scale, with or without the equipment (helmet, lock). */
export type RentLine = Schemas['MonthlyRent'] & { equipmentsIncluded: boolean };

/**
 * How a column's values are written: `text` as text (never read as a number or a formula),
 * `integer` as a whole number, `euros` from integer cents to a number of euros with two decimals,
 * `date` from an ISO calendar date (`2026-11-26`) to a date cell.
 */
export type ColumnType = 'text' | 'integer' | 'euros' | 'date';

export interface ExportColumn<Row> {
  header: string;
  type: ColumnType;
  /** The XLSX column's width, in characters. */
  width: number;
  value: (row: Row) => string | number | null;
}

export const datasets = ['employees', 'leases', 'rents'] as const;
export type Dataset = (typeof datasets)[number];
export type ExportFormat = 'csv' | 'xlsx';

const employeeStatusLabels: Record<FleetEmployee['status'], string> = {
  'not-registered': 'Pas encore inscrit',
  'awaiting-approval': 'Compte à valider',
  'account-refused': 'Compte refusé',
  registered: 'Inscrit',
  'request-pending': 'Demande en attente',
  'lease-in-progress': 'Location en préparation',
  active: 'Location en cours',
  ended: 'Location terminée',
};

const leaseStatusLabels: Record<FleetLease['status'], string> = {
  'pending-validation': 'En attente de validation',
  refused: 'Refusée',
  approved: 'Validée',
  'equipment-confirmed': 'Équipement confirmé',
  'contract-signed': 'Contrat signé',
  'voucher-signed': 'Bon de commande signé',
  'awaiting-payment': 'En attente de paiement',
  'ready-for-pickup': 'Prête à retirer',
  active: 'En cours',
  ended: 'Terminée',
  cancelled: 'Annulée',
};

/** The four amounts of a rent, in the leases' file and the rent scale's alike. */
function rentColumnsOf<Row>(cents: {
  bike: (row: Row) => number;
  rent: (row: Row) => number;
  employer: (row: Row) => number;
  rider: (row: Row) => number;
}): ExportColumn<Row>[] {
  return [
    { header: 'Prix du vélo TTC (€)', type: 'euros', width: 18, value: cents.bike },
    { header: 'Loyer mensuel TTC (€)', type: 'euros', width: 19, value: cents.rent },
    { header: 'Part employeur (€)', type: 'euros', width: 17, value: cents.employer },
    { header: 'Part salarié (€)', type: 'euros', width: 15, value: cents.rider },
  ];
}

/**
 * The row's company, the last column of the employees' and the leases' files alike: a group's file
 * holds every company's rows (the API's group scope, "Large employers").
 */
function companyColumn<Row extends { company: { name: string } }>(): ExportColumn<Row> {
  return { header: 'Entreprise', type: 'text', width: 26, value: (row) => row.company.name };
}

export const employeeColumns: readonly ExportColumn<FleetEmployee>[] = [
  { header: 'Nom', type: 'text', width: 20, value: (row) => row.lastName },
  { header: 'Prénom', type: 'text', width: 18, value: (row) => row.firstName },
  { header: 'E-mail', type: 'text', width: 34, value: (row) => row.email },
  { header: 'Matricule', type: 'text', width: 12, value: (row) => row.employeeNumber },
  {
    header: 'Statut',
    type: 'text',
    width: 24,
    value: (row) => employeeStatusLabels[row.status],
  },
  { header: 'Vélo', type: 'text', width: 28, value: (row) => row.bike },
  { header: 'Fin de location', type: 'date', width: 14, value: (row) => row.leaseEndsOn },
  companyColumn<FleetEmployee>(),
];

export const leaseColumns: readonly ExportColumn<FleetLease>[] = [
  { header: 'N° de location', type: 'integer', width: 13, value: (row) => row.id },
  { header: 'Nom', type: 'text', width: 20, value: (row) => row.riderLastName },
  { header: 'Prénom', type: 'text', width: 18, value: (row) => row.riderFirstName },
  { header: 'E-mail', type: 'text', width: 34, value: (row) => row.email },
  { header: 'Matricule', type: 'text', width: 12, value: (row) => row.employeeNumber },
  { header: 'Vélo', type: 'text', width: 28, value: (row) => row.bike },
  { header: 'Statut', type: 'text', width: 24, value: (row) => leaseStatusLabels[row.status] },
  { header: 'Demandée le', type: 'date', width: 13, value: (row) => row.requestedOn },
  { header: 'Début', type: 'date', width: 12, value: (row) => row.startedOn },
  { header: 'Fin', type: 'date', width: 12, value: (row) => row.endsOn },
  ...rentColumnsOf<FleetLease>({
    bike: (row) => row.bikePriceCents,
    rent: (row) => row.monthlyRentCents,
    employer: (row) => row.employerContributionCents,
    rider: (row) => row.riderShareCents,
  }),
  companyColumn<FleetLease>(),
];

export const rentColumns: readonly ExportColumn<RentLine>[] = [
  {
    header: 'Équipement inclus',
    type: 'text',
    width: 17,
    value: (row) => (row.equipmentsIncluded ? 'Oui' : 'Non'),
  },
  ...rentColumnsOf<RentLine>({
    bike: (row) => row.bikePriceCents,
    rent: (row) => row.monthlyRentCents,
    employer: (row) => row.employerContributionCents,
    rider: (row) => row.employeeContributionCents,
  }),
];

/** The sheet's name in the workbook and the file's first word. */
export const fileStems: Record<Dataset, string> = {
  employees: 'salaries',
  leases: 'locations',
  rents: 'loyers-mensuels',
};

/** `salaries-acme-france-2026-11-26.xlsx`: what, for whom, on which day (in Paris). */
export function fileName(dataset: Dataset, company: string, format: ExportFormat, now: Date) {
  const slug = company
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
  return `${fileStems[dataset]}-${slug || 'entreprise'}-${day}.${format}`;
}

/** `2026-11-26` → `26/11/2026`; anything else is left as it is. */
export function frenchDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** Cents to euros with a decimal comma: 289900 → `2899,00`. */
export function frenchEuros(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * A text field as a spreadsheet must read it: a value starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return would be run as a formula (CSV injection), so it is preceded by an apostrophe;
 * a value holding the separator, a quote or a line end is quoted, its quotes doubled.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvField(type: ColumnType, value: string | number | null): string {
  if (value === null || value === '') return '';
  switch (type) {
    case 'integer':
      return String(value);
    case 'euros':
      return frenchEuros(Number(value));
    case 'date':
      return frenchDate(String(value));
    case 'text':
      return csvText(String(value));
  }
}

/** The byte-order mark that tells a spreadsheet the file is UTF-8. */
export const byteOrderMark = '\uFEFF';

/** The CSV file's start: the BOM and the header line, ended by CRLF. */
export function csvHeader(columns: readonly { header: string }[]): string {
  return `${byteOrderMark}${columns.map((column) => csvText(column.header)).join(';')}\r\n`;
}

/** Rows of values (one per column, in order) as CSV lines, each ended by CRLF. */
export function csvLines(
  columns: readonly { type: ColumnType }[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  let text = '';
  for (const row of rows) {
    text += `${columns.map((column, index) => csvField(column.type, row[index] ?? null)).join(';')}\r\n`;
  }
  return text;
}

/** The whole CSV file at once: the BOM, the header line, one line per row, each ended by CRLF. */
export function csvOf<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  return (
    csvHeader(columns) +
    csvLines(
      columns,
      rows.map((row) => columns.map((column) => column.value(row))),
    )
  );
}

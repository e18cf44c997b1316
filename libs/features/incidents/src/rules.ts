/**
 * What the report form checks before sending (the server checks the same, contract
 * openapi/paths/incidents.yaml): the kind, the day (not in the future, not before the rental
 * started), the place, the description, and the documents each kind needs — a theft's police report
 * (PDF, JPEG or PNG), a damage's one to three photos (JPEG or PNG), each at most 10 MB. Plain rule
 * objects (no zod): the form's chunk stays small. Messages are i18n ids.
 */
import type { SchemaLike } from '@velo/validation';

export const incidentKinds = ['theft', 'damage', 'breakdown'] as const;
export type IncidentKind = (typeof incidentKinds)[number];

/** 10 MB a document (our design; what the form says and the server enforces with a 413). */
export const maxDocumentBytes = 10 * 1024 * 1024;

/** The files each kind takes, and how many. */
export const documentRules = {
  theft: {
    kind: 'police-report',
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    min: 1,
    max: 1,
  },
  damage: { kind: 'photo', types: ['image/jpeg', 'image/png'], min: 1, max: 3 },
  breakdown: { kind: null, types: [], min: 0, max: 0 },
} as const satisfies Record<
  IncidentKind,
  { kind: 'police-report' | 'photo' | null; types: readonly string[]; min: number; max: number }
>;

/** What the form needs of a file (a browser `File`, or a test's stand-in). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface IncidentValues extends Record<string, unknown> {
  kind: IncidentKind | '';
  occurredOn: string;
  place: string;
  description: string;
  documents: readonly FileLike[];
}

/** The message id for the files chosen for `kind`, or undefined when they are fine. */
export function documentsProblem(kind: IncidentKind | '', files: readonly FileLike[]) {
  if (kind === '') return undefined;
  const rule = documentRules[kind];
  if (files.length < rule.min) {
    return kind === 'theft'
      ? ('incidents.form.errors.policeReportRequired' as const)
      : ('incidents.form.errors.photosRequired' as const);
  }
  if (files.length > rule.max) return 'incidents.form.errors.tooManyPhotos' as const;
  for (const file of files) {
    if (!(rule.types as readonly string[]).includes(file.type)) {
      return kind === 'theft'
        ? ('incidents.form.errors.policeReportType' as const)
        : ('incidents.form.errors.photoType' as const);
    }
    if (file.size > maxDocumentBytes) return 'incidents.form.errors.fileTooLarge' as const;
    if (file.size === 0) return 'incidents.form.errors.fileEmpty' as const;
  }
  return undefined;
}

/** A rule from a check answering a message id (SchemaLike: what @velo/validation's form reads). */
function rule(check: (value: unknown) => string | undefined): SchemaLike {
  return {
    safeParse(value) {
      const message = check(value);
      return message === undefined
        ? { success: true }
        : { success: false, error: { issues: [{ message }] } };
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A day typed as dd/mm/yyyy (how it is written in France and in British English) → YYYY-MM-DD, or null. */
export function isoDay(typed: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD → dd/mm/yyyy, the field's format. */
export function typedDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** The form's rules; `today` and `startedOn` are Paris days (YYYY-MM-DD). */
export function incidentRules(today: string, startedOn: string) {
  return {
    kind: rule((value) =>
      (incidentKinds as readonly unknown[]).includes(value)
        ? undefined
        : 'incidents.form.errors.kind',
    ),
    occurredOn: rule((value) => {
      const day = isoDay(text(value));
      if (day === null) return 'incidents.form.errors.dateRequired';
      if (day > today) return 'incidents.form.errors.dateFuture';
      if (day < startedOn) return 'incidents.form.errors.dateBeforeRental';
      return undefined;
    }),
    place: rule((value) => (text(value).length >= 3 ? undefined : 'incidents.form.errors.place')),
    description: rule((value) =>
      text(value).length >= 10 ? undefined : 'incidents.form.errors.description',
    ),
    documents: (values: IncidentValues) =>
      rule((value) => documentsProblem(values.kind, value as readonly FileLike[])),
  };
}

/** The documents a claim may wait for (contract IncidentDocumentKind). */
export type DocumentKind = 'police-report' | 'photo';

/** The files a missing document takes: a police report as a theft's, photos as a damage's. */
export const missingDocumentRules = {
  'police-report': documentRules.theft,
  photo: documentRules.damage,
} as const satisfies Record<DocumentKind, (typeof documentRules)[IncidentKind]>;

export interface MissingDocumentsValues extends Record<string, unknown> {
  policeReport: readonly FileLike[];
  photos: readonly FileLike[];
}

/** The form field of each missing kind. */
export const missingDocumentField = {
  'police-report': 'policeReport',
  photo: 'photos',
} as const satisfies Record<DocumentKind, keyof MissingDocumentsValues>;

/**
 * The rules of the missing-documents form: each kind the insurer waits for is required and checked
 * as in the report (type, 10 MB); a kind it does not wait for has no field, so nothing to check.
 */
export function missingDocumentsRules(missing: readonly DocumentKind[]) {
  const check = (kind: DocumentKind) =>
    rule((value) =>
      missing.includes(kind)
        ? documentsProblem(kind === 'photo' ? 'damage' : 'theft', value as readonly FileLike[])
        : undefined,
    );
  return { policeReport: check('police-report'), photos: check('photo') };
}

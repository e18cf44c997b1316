import { describe, expect, it } from 'vitest';
import { documentsProblem, incidentRules, maxDocumentBytes, type IncidentValues } from './rules';

const pdf = { name: 'plainte.pdf', type: 'application/pdf', size: 120_000 };
const jpeg = { name: 'cadre.jpg', type: 'image/jpeg', size: 2_000_000 };
const text = { name: 'notes.txt', type: 'text/plain', size: 300 };

describe('the documents each kind needs', () => {
  it('a theft needs exactly one police report, PDF, JPEG or PNG, of 10 MB at most', () => {
    expect(documentsProblem('theft', [pdf])).toBeUndefined();
    expect(documentsProblem('theft', [{ ...jpeg, name: 'plainte.jpg' }])).toBeUndefined();
    expect(documentsProblem('theft', [])).toBe('incidents.form.errors.policeReportRequired');
    expect(documentsProblem('theft', [pdf, pdf])).toBe('incidents.form.errors.tooManyPhotos');
    expect(documentsProblem('theft', [text])).toBe('incidents.form.errors.policeReportType');
    expect(documentsProblem('theft', [{ ...pdf, size: maxDocumentBytes + 1 }])).toBe(
      'incidents.form.errors.fileTooLarge',
    );
    expect(documentsProblem('theft', [{ ...pdf, size: maxDocumentBytes }])).toBeUndefined();
    expect(documentsProblem('theft', [{ ...pdf, size: 0 }])).toBe(
      'incidents.form.errors.fileEmpty',
    );
  });

  it('a damage takes one to three photos, JPEG or PNG only; a breakdown none', () => {
    expect(documentsProblem('damage', [jpeg, jpeg, jpeg])).toBeUndefined();
    expect(documentsProblem('damage', [])).toBe('incidents.form.errors.photosRequired');
    expect(documentsProblem('damage', [jpeg, jpeg, jpeg, jpeg])).toBe(
      'incidents.form.errors.tooManyPhotos',
    );
    expect(documentsProblem('damage', [pdf])).toBe('incidents.form.errors.photoType');
    expect(documentsProblem('breakdown', [])).toBeUndefined();
    expect(documentsProblem('', [])).toBeUndefined();
  });
});

describe('the form’s rules', () => {
  const rules = incidentRules('2026-11-23', '2026-10-07');
  const values: IncidentValues = {
    kind: 'theft',
    occurredOn: '22/11/2026',
    place: 'Gare de Lyon',
    description: 'Antivol coupé au parking.',
    documents: [pdf],
  };
  const message = (field: keyof typeof rules, patch: Partial<IncidentValues> = {}) => {
    const next = { ...values, ...patch };
    const rule = rules[field];
    const schema = typeof rule === 'function' ? rule(next) : rule;
    const result = schema.safeParse(next[field]);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('accepts a complete report', () => {
    for (const field of ['kind', 'occurredOn', 'place', 'description', 'documents'] as const) {
      expect(message(field)).toBeUndefined();
    }
  });

  it('names each problem: kind, a day in the future or before the rental, blanks', () => {
    expect(message('kind', { kind: '' })).toBe('incidents.form.errors.kind');
    expect(message('occurredOn', { occurredOn: '' })).toBe('incidents.form.errors.dateRequired');
    // Not a day of the calendar, or not written dd/mm/yyyy.
    expect(message('occurredOn', { occurredOn: '31/11/2026' })).toBe(
      'incidents.form.errors.dateRequired',
    );
    expect(message('occurredOn', { occurredOn: '2026-11-22' })).toBe(
      'incidents.form.errors.dateRequired',
    );
    expect(message('occurredOn', { occurredOn: '24/11/2026' })).toBe(
      'incidents.form.errors.dateFuture',
    );
    expect(message('occurredOn', { occurredOn: '6/10/2026' })).toBe(
      'incidents.form.errors.dateBeforeRental',
    );
    expect(message('occurredOn', { occurredOn: '07/10/2026' })).toBeUndefined();
    expect(message('place', { place: '  ' })).toBe('incidents.form.errors.place');
    expect(message('description', { description: 'volé      ' })).toBe(
      'incidents.form.errors.description',
    );
    expect(message('documents', { documents: [] })).toBe(
      'incidents.form.errors.policeReportRequired',
    );
  });
});

/**
 * Contract tests of the incidents (issue 14), run inside contract.test.ts so the server's coverage
 * check counts them: what the lease covers, reporting a theft with its police report (201), a 400
 * naming each field, 401 without a session, 403 for another rider's incident or none (access before
 * existence), 409 without a running rental, 413 and 415 for a bad file.
 */
import { incidentApi, type IncidentApi, type Schemas } from '@velo/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetIncidents } from '../src/incidentsSeed.ts';
import type { RunningDevApi } from '../src/start.ts';
import { addCalendarDays } from '@velo/leasing';
import { parisNow } from '../src/stores/time.ts';
import { type Browser, errorOf, expectError, expectOk, logIn, openBrowser } from './browser.ts';

/** The first bytes of a PDF, a PNG and a JPEG, then filler: what the server checks is the signature. */
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

const policeReport = (
  bytes: Buffer = pdf,
  mediaType = 'application/pdf',
): Schemas['IncidentDocumentInput'] => ({
  kind: 'police-report',
  fileName: 'recepisse-plainte.pdf',
  mediaType,
  contentBase64: bytes.toString('base64'),
});

const photo = (
  bytes: Buffer = jpeg,
  mediaType = 'image/jpeg',
): Schemas['IncidentDocumentInput'] => ({
  kind: 'photo',
  fileName: 'cadre.jpg',
  mediaType,
  contentBase64: bytes.toString('base64'),
});

export function describeIncidents(running: () => RunningDevApi): void {
  describe('incidents (issue 14)', () => {
    let antoine: Browser;
    let camille: Browser;
    let incidents: IncidentApi;
    let seeded: number;
    const today = () => parisNow().day;
    const theft = (): Schemas['IncidentInput'] => ({
      kind: 'theft',
      occurredOn: addCalendarDays(today(), -1),
      place: 'Gare de Lyon, parking vélos, 75012 Paris',
      description: 'Vélo attaché au parking de la gare le matin, antivol coupé le soir.',
      documents: [policeReport()],
    });

    beforeAll(async () => {
      const { url, db } = running();
      seeded = (await resetIncidents(db)).inReview!;
      [antoine, camille] = await Promise.all([
        logIn(url, 'livre@acme.test'),
        logIn(url, 'rider@acme.test'),
      ]);
      incidents = incidentApi(antoine.api);
    });

    it('the cover: the running rental’s bike and price and the assistance line; none without a rental', async () => {
      const cover = expectOk(await incidents.cover());
      expect(cover.assistancePhone).toMatch(/^\+33[1-9]\d{8}$/);
      expect(cover.rental).toMatchObject({ bikeModel: expect.any(String) });
      expect(cover.rental!.bikePriceCents).toBeGreaterThan(0);
      expect(cover.rental!.startedOn <= today()).toBe(true);
      expect(expectOk(await incidentApi(camille.api).cover()).rental).toBeNull();
    });

    it('lists the seeded incident in review, with its photo, and nothing for another rider', async () => {
      const list = expectOk(await incidents.list());
      expect(list).toEqual([
        expect.objectContaining({
          id: seeded,
          kind: 'damage',
          status: 'in-review',
          documents: [
            {
              kind: 'photo',
              fileName: 'garde-boue-arriere.png',
              mediaType: 'image/png',
              sizeBytes: expect.any(Number),
            },
          ],
          franchiseCents: null,
          note: null,
          missingDocuments: [],
        }),
      ]);
      expect(expectOk(await incidentApi(camille.api).list())).toEqual([]);
    });

    it('reports a theft with its police report: 201 received, first of the list, readable by id', async () => {
      const reported = expectOk(await incidents.report(theft()), 201);
      expect(reported).toMatchObject({
        kind: 'theft',
        status: 'received',
        occurredOn: addCalendarDays(today(), -1),
        place: 'Gare de Lyon, parking vélos, 75012 Paris',
        documents: [
          {
            kind: 'police-report',
            fileName: 'recepisse-plainte.pdf',
            mediaType: 'application/pdf',
            sizeBytes: pdf.length,
          },
        ],
        franchiseCents: null,
        note: null,
      });
      expect(expectOk(await incidents.list())[0]?.id).toBe(reported.id);
      expect(expectOk(await incidents.get(reported.id))).toEqual(reported);
      // A damage with photos, and a breakdown without any document, are reported too.
      const damage = {
        ...theft(),
        kind: 'damage' as const,
        documents: [photo(), photo(png, 'image/png')],
      };
      expect(expectOk(await incidents.report(damage), 201).documents).toHaveLength(2);
      const breakdown = { ...theft(), kind: 'breakdown' as const, documents: [] };
      expect(expectOk(await incidents.report(breakdown), 201).status).toBe('received');
    });

    it('a 400 names each field: kind, date, place, description, documents', async () => {
      const bad = async (body: unknown, field: string) => {
        const response = await antoine.fetch('/api/v2/incidents', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const error = await errorOf(response);
        expect(error, field).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
        expect(error.fields).toContain(field);
      };
      await bad({ ...theft(), kind: 'fire' }, 'body.kind');
      await bad({ ...theft(), occurredOn: '23/11/2026' }, 'body.occurredOn');
      await bad({ ...theft(), place: '' }, 'body.place');
      await bad({ ...theft(), description: 'volé' }, 'body.description');
      await bad({ ...theft(), documents: undefined }, 'body.documents');
      await bad({ ...theft(), unknown: true }, 'body.unknown');
      const refused = async (body: Schemas['IncidentInput'], field: string) =>
        expectError(await incidents.report(body), 400, 'VALIDATION_FAILED', [field]);
      await refused({ ...theft(), occurredOn: addCalendarDays(today(), 3) }, 'body.occurredOn');
      await refused({ ...theft(), occurredOn: '2020-01-01' }, 'body.occurredOn');
      await refused({ ...theft(), place: '   ' }, 'body.place');
      await refused({ ...theft(), description: '          ' }, 'body.description');
      await refused({ ...theft(), documents: [] }, 'body.documents');
      await refused({ ...theft(), documents: [photo()] }, 'body.documents[0].kind');
      await refused({ ...theft(), kind: 'damage' }, 'body.documents[0].kind');
      await refused({ ...theft(), kind: 'breakdown' }, 'body.documents');
      // Nothing refused was recorded.
      expect(
        expectOk(await incidents.list()).filter((item) => item.occurredOn === '2020-01-01'),
      ).toEqual([]);
    });

    it('a document over 10 MB is a 413, the request over its limit too; naming the field', async () => {
      const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
      expectError(
        await incidents.report({ ...theft(), documents: [policeReport(big)] }),
        413,
        'FILE_TOO_LARGE',
        ['body.documents[0].contentBase64'],
      );
      const response = await antoine.fetch('/api/v2/incidents', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...theft(), description: 'x'.repeat(46 * 1024 * 1024) }),
      });
      expect(response.status).toBe(413);
      expect((await response.json()) as object).toMatchObject({ code: 'FILE_TOO_LARGE' });
    });

    it('a document not a PDF, JPEG or PNG, or not what it says, is a 415 naming the field', async () => {
      const text = Buffer.from('Ceci est un texte, pas un PDF.');
      expectError(
        await incidents.report({ ...theft(), documents: [policeReport(text, 'text/plain')] }),
        415,
        'UNSUPPORTED_FILE_TYPE',
        ['body.documents[0].mediaType'],
      );
      expectError(
        await incidents.report({ ...theft(), documents: [policeReport(text)] }),
        415,
        'UNSUPPORTED_FILE_TYPE',
        ['body.documents[0].contentBase64'],
      );
      const damage = {
        ...theft(),
        kind: 'damage' as const,
        documents: [photo(pdf, 'application/pdf')],
      };
      expectError(await incidents.report(damage), 415, 'UNSUPPORTED_FILE_TYPE', [
        'body.documents[0].mediaType',
      ]);
    });

    it('another rider’s incident, or none, is a 403; a bad id a 400; no session a 401', async () => {
      const other = incidentApi(camille.api);
      expectError(await other.get(seeded), 403, 'FORBIDDEN');
      expectError(await incidents.get(999_999), 403, 'FORBIDDEN');
      const badId = await errorOf(await antoine.fetch('/api/v2/incidents/abc'));
      expect(badId).toMatchObject({ status: 400, fields: ['path.id'] });
      const anonymous = incidentApi(openBrowser(running().url).api);
      expectError(await anonymous.cover(), 401, 'UNAUTHORIZED');
      expectError(await anonymous.list(), 401, 'UNAUTHORIZED');
      expectError(await anonymous.get(seeded), 401, 'UNAUTHORIZED');
      expectError(await anonymous.report(theft()), 401, 'UNAUTHORIZED');
    });

    it('without a running rental, reporting is a 409 NO_RUNNING_RENTAL', async () => {
      expectError(await incidentApi(camille.api).report(theft()), 409, 'NO_RUNNING_RENTAL');
    });

    describe('the documents a claim waits for (Léa, plainte@acme.test)', () => {
      let lea: Browser;
      let waiting: number;
      beforeAll(async () => {
        waiting = (await resetIncidents(running().db)).documentsMissing!;
        lea = await logIn(running().url, 'plainte@acme.test');
      });

      it('her seeded claim waits for the police report, with the insurer’s words', async () => {
        expect(expectOk(await incidentApi(lea.api).get(waiting))).toMatchObject({
          kind: 'damage',
          status: 'documents-missing',
          missingDocuments: ['police-report'],
          note: expect.stringContaining('dépôt de plainte'),
          documents: [{ kind: 'photo' }, { kind: 'photo' }],
        });
      });

      it('another rider’s claim or none is a 403; no session a 401; nothing changes', async () => {
        expectError(
          await incidents.sendDocuments(waiting, { documents: [policeReport()] }),
          403,
          'FORBIDDEN',
        );
        expectError(
          await incidents.sendDocuments(999_999, { documents: [policeReport()] }),
          403,
          'FORBIDDEN',
        );
        const anonymous = incidentApi(openBrowser(running().url).api);
        // A first call hands the browser its XSRF cookie; without it a POST is refused before.
        expectError(await anonymous.list(), 401, 'UNAUTHORIZED');
        expectError(
          await anonymous.sendDocuments(waiting, { documents: [policeReport()] }),
          401,
          'UNAUTHORIZED',
        );
        expect(expectOk(await incidentApi(lea.api).get(waiting)).status).toBe('documents-missing');
      });

      it('a 400 names the documents when the missing kind is not sent; 413 and 415 as the report', async () => {
        const send = incidentApi(lea.api);
        expectError(
          await send.sendDocuments(waiting, { documents: [photo()] }),
          400,
          'VALIDATION_FAILED',
          ['body.documents[0].kind', 'body.documents'],
        );
        expectError(
          await send.sendDocuments(waiting, { documents: [policeReport(), policeReport()] }),
          400,
          'VALIDATION_FAILED',
          ['body.documents'],
        );
        const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
        expectError(
          await send.sendDocuments(waiting, { documents: [policeReport(big)] }),
          413,
          'FILE_TOO_LARGE',
          ['body.documents[0].contentBase64'],
        );
        expectError(
          await send.sendDocuments(waiting, {
            documents: [policeReport(Buffer.from('pas un PDF du tout'))],
          }),
          415,
          'UNSUPPORTED_FILE_TYPE',
          ['body.documents[0].contentBase64'],
        );
        const response = await lea.fetch(`/api/v2/incidents/${waiting}/documents`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ documents: [] }),
        });
        expect(await errorOf(response)).toMatchObject({ status: 400, fields: ['body.documents'] });
        expect(expectOk(await send.get(waiting)).documents).toHaveLength(2);
      });

      it('the police report sent: 200, back in review, waiting for nothing; a second send is a 409', async () => {
        const send = incidentApi(lea.api);
        const received = expectOk(
          await send.sendDocuments(waiting, { documents: [policeReport()] }),
        );
        expect(received).toMatchObject({
          id: waiting,
          status: 'in-review',
          missingDocuments: [],
          note: null,
        });
        expect(received.documents.map((document) => document.kind)).toEqual([
          'photo',
          'photo',
          'police-report',
        ]);
        expect(expectOk(await send.list())[0]).toEqual(received);
        expectError(
          await send.sendDocuments(waiting, { documents: [policeReport()] }),
          409,
          'NOT_WAITING_FOR_DOCUMENTS',
        );
        // Antoine's claim in review (seeded again by this block's reset) waits for nothing either.
        const inReview = expectOk(await incidents.list()).find(
          (incident) => incident.status === 'in-review',
        );
        expectError(
          await incidents.sendDocuments(inReview!.id, { documents: [photo()] }),
          409,
          'NOT_WAITING_FOR_DOCUMENTS',
        );
      });
    });
  });
}

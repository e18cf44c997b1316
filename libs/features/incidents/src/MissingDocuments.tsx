import type { Schemas } from '@velo/api-sdk';
import { useSubmission } from '@velo/data';
import { useFormatMessage, type MessageId } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { FileField } from '@velo/ui/FileField';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useForm } from '@velo/validation';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { DocumentsOutcome, DocumentsSubmission, Incident } from './data';
import { base64Of } from './files';
import {
  missingDocumentField,
  missingDocumentRules,
  missingDocumentsRules,
  type DocumentKind,
  type MissingDocumentsValues,
} from './rules';

const kindTexts = {
  'police-report': 'incidents.missing.kind.policeReport',
  photo: 'incidents.missing.kind.photo',
} as const satisfies Record<DocumentKind, MessageId>;

const fieldTexts = {
  'police-report': {
    label: 'incidents.form.policeReport',
    hint: 'incidents.form.policeReportHint',
    button: 'incidents.form.chooseFile',
  },
  photo: {
    label: 'incidents.form.photos',
    hint: 'incidents.form.photosHint',
    button: 'incidents.form.choosePhotos',
  },
} as const satisfies Record<DocumentKind, Record<string, MessageId>>;

/** The server's verdict on a document, said next to the field it concerns. */
function serverMessage(
  field: string,
  code: string,
  sent: readonly DocumentKind[],
): [keyof MissingDocumentsValues & string, MessageId] {
  const index = Number(/^body\.documents\[(\d+)\]/.exec(field)?.[1] ?? 0);
  const target = missingDocumentField[sent[index] ?? sent[0] ?? 'police-report'];
  if (code === 'FILE_TOO_LARGE') return [target, 'incidents.form.errors.fileTooLarge'];
  if (code === 'UNSUPPORTED_FILE_TYPE') return [target, 'incidents.form.errors.fileType'];
  return [target, 'incidents.form.errors.documents'];
}

/**
 * The documents a claim in `documents-missing` waits for (the insurer's list), and the form to send
 * them: one FileField a kind, checked as in the report (type, 10 MB), the server's refusal next to
 * its field with the focus on it. Received, the claim is back in review (see IncidentsScreen).
 */
export function MissingDocuments({ incident }: { incident: Incident }) {
  const t = useFormatMessage();
  const missing = incident.missingDocuments as DocumentKind[];
  const rules = useMemo(() => missingDocumentsRules(missing), [missing]);
  const form = useForm<MissingDocumentsValues>(rules, { policeReport: [], photos: [] });
  const { submit, pending, outcome } = useSubmission<DocumentsOutcome>();
  const [reading, setReading] = useState(false);
  const [sentKinds, setSentKinds] = useState<DocumentKind[]>([]);
  const { setServerError } = form;

  useEffect(() => {
    if (!outcome || outcome.notWaiting) return;
    const first = outcome.fields[0];
    if (first) setServerError(...serverMessage(first.field, first.code, sentKinds));
  }, [outcome, setServerError, sentKinds]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || reading) return;
    if (!(await form.validateForSubmit())) return;
    const chosen = missing.flatMap((kind) =>
      (form.values[missingDocumentField[kind]] as File[]).map((file) => ({ kind, file })),
    );
    setReading(true);
    try {
      const contents = await Promise.all(chosen.map(({ file }) => base64Of(file)));
      setSentKinds(chosen.map(({ kind }) => kind));
      const body: DocumentsSubmission = {
        incidentId: incident.id,
        documents: chosen.map(({ kind, file }, index): Schemas['IncidentDocumentInput'] => ({
          kind,
          fileName: file.name.slice(0, 200),
          mediaType: file.type,
          contentBase64: contents[index] ?? '',
        })),
      };
      // The contract's types are JSON already; JsonBody only lacks their index signature.
      await submit(body as unknown as Parameters<typeof submit>[0]);
    } catch {
      setServerError(
        missingDocumentField[missing[0] ?? 'police-report'],
        'incidents.form.errors.unreadable',
      );
    } finally {
      setReading(false);
    }
  };

  const headingId = `incident-${incident.id}-missing`;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="3">
        <Text variant="subsectionTitle" id={headingId}>
          {t('incidents.missing.title')}
        </Text>
        <Text>{t('incidents.missing.intro')}</Text>
        <ul>
          {missing.map((kind) => (
            <li key={kind}>{t(kindTexts[kind])}</li>
          ))}
        </ul>
        {outcome?.notWaiting ? (
          <InlineAlert tone="information">{t('incidents.missing.errors.notWaiting')}</InlineAlert>
        ) : null}
        <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)}>
          {missing.map((kind) => {
            const field = missingDocumentField[kind];
            const binding = form.textField(field);
            const rule = missingDocumentRules[kind];
            return (
              <FileField
                key={kind}
                name={field}
                label={t(fieldTexts[kind].label)}
                description={t(fieldTexts[kind].hint)}
                isInvalid={binding.isInvalid}
                errorMessage={binding.errorMessage}
                acceptedFileTypes={rule.types}
                allowsMultiple={rule.max > 1}
                isRequired
                files={form.values[field] as File[]}
                onChange={(files) => form.setValue(field, files)}
                buttonText={t(fieldTexts[kind].button)}
                removeText={(name) => t('incidents.form.removeFile', { name })}
              />
            );
          })}
          <div>
            <Button type="submit" variant="primary" isLoading={pending || reading}>
              {t('incidents.missing.submit')}
            </Button>
          </div>
        </Form>
      </Stack>
    </section>
  );
}

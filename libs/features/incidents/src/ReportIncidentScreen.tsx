import type { Schemas } from '@velo/api-sdk';
import { useSubmission } from '@velo/data';
import { formatDate, formatMoney, useFormatMessage, useLocale, type MessageId } from '@velo/i18n';
import { INSURANCE_FRANCHISE_PERCENT, monthlyRent, parisDate } from '@velo/leasing';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { FileField } from '@velo/ui/FileField';
import { Form } from '@velo/ui/Form';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { LinkGroup } from '@velo/ui/LinkGroup';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextArea } from '@velo/ui/TextArea';
import { TextField } from '@velo/ui/TextField';
import { useForm } from '@velo/validation';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { ReportData, ReportOutcome } from './data';
import { base64Of } from './files';
import * as styles from './incidents.css';
import { kindHints, kindLabels, nationalPhone } from './labels';
import {
  documentRules,
  incidentKinds,
  incidentRules,
  isoDay,
  typedDay,
  type IncidentKind,
  type IncidentValues,
} from './rules';

type Rental = NonNullable<Schemas['IncidentCover']['rental']>;

/** The server's verdict on a field, as the form says it next to that field. */
function serverMessage(field: string, code: string): [keyof IncidentValues & string, MessageId] {
  if (field.startsWith('body.documents')) {
    if (code === 'FILE_TOO_LARGE') return ['documents', 'incidents.form.errors.fileTooLarge'];
    if (code === 'UNSUPPORTED_FILE_TYPE') return ['documents', 'incidents.form.errors.fileType'];
    return ['documents', 'incidents.form.errors.documents'];
  }
  if (field === 'body.occurredOn') return ['occurredOn', 'incidents.form.errors.dateInvalid'];
  if (field === 'body.place') return ['place', 'incidents.form.errors.place'];
  if (field === 'body.description') return ['description', 'incidents.form.errors.description'];
  return ['kind', 'incidents.form.errors.kind'];
}

function NoRental() {
  const t = useFormatMessage();
  return (
    <Stack gap="4">
      <InlineAlert tone="information">{t('incidents.noRental.body')}</InlineAlert>
      <Text>{t('incidents.noRental.why')}</Text>
      <LinkGroup
        links={[
          { href: '/my-offer', label: t('incidents.noRental.myOffer') },
          { href: '/incidents', label: t('incidents.backToList') },
        ]}
      />
    </Stack>
  );
}

/** The roadside-assistance line (spec section 1; towing beyond 1 km, about an hour's wait, §9). */
function Assistance({ phone, prominent }: { phone: string; prominent: boolean }) {
  const t = useFormatMessage();
  const link = (
    <Link
      href={`tel:${phone}`}
      {...(prominent ? { UNSAFE_className: styles.assistancePhone } : {})}
    >
      {nationalPhone(phone)}
    </Link>
  );
  if (!prominent) {
    return (
      <Text>
        {t('incidents.assistance.short')} {link}
      </Text>
    );
  }
  return (
    <InlineAlert tone="warning">
      <Stack gap="2">
        <Text variant="bodyStrong">{t('incidents.assistance.title')}</Text>
        {link}
        <Text>{t('incidents.assistance.towing')}</Text>
      </Stack>
    </InlineAlert>
  );
}

/** What the lease covers, up front: the bike and the franchise the rider pays on an accepted claim. */
function Cover({ rental, phone }: { rental: Rental; phone: string }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  // Spec section 3, insurance franchise: @velo/leasing's rule on the bike's price, never a copy.
  const franchise = monthlyRent({
    bikePriceCents: rental.bikePriceCents,
    equipmentPriceCents: [],
  }).insuranceFranchiseCents;
  return (
    <Card title={t('incidents.cover.title')} headingLevel={2} tone="primary">
      <Stack gap="2">
        <Text>{t('incidents.cover.bike', { bike: rental.bikeModel })}</Text>
        <Text variant="bodyStrong">
          {t('incidents.cover.franchise', { amount: formatMoney(franchise, locale) })}
        </Text>
        <Text>
          {t('incidents.cover.franchiseWhy', {
            percent: INSURANCE_FRANCHISE_PERCENT,
            price: formatMoney(rental.bikePriceCents, locale),
          })}
        </Text>
        <Assistance phone={phone} prominent={false} />
      </Stack>
    </Card>
  );
}

function ReportForm({ rental, phone }: { rental: Rental; phone: string }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const today = useMemo(() => parisDate(new Date()), []);
  const rules = useMemo(() => incidentRules(today, rental.startedOn), [today, rental.startedOn]);
  const form = useForm<IncidentValues>(rules, {
    kind: '',
    occurredOn: typedDay(today),
    place: '',
    description: '',
    documents: [],
  });
  const { submit, pending, outcome } = useSubmission<ReportOutcome>();
  const [reading, setReading] = useState(false);
  const { setServerError } = form;

  useEffect(() => {
    if (!outcome || outcome.noRental) return;
    const first = outcome.fields[0];
    if (first) setServerError(...serverMessage(first.field, first.code));
  }, [outcome, setServerError]);

  const kind = form.values.kind;
  const documents = kind === '' ? null : documentRules[kind];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || reading) return;
    if (!(await form.validateForSubmit())) return;
    const values = form.values;
    const rule = documentRules[values.kind as IncidentKind];
    setReading(true);
    try {
      const files = values.documents as File[];
      const contents = await Promise.all(files.map(base64Of));
      await submit({
        kind: values.kind,
        occurredOn: isoDay(values.occurredOn) ?? '',
        place: values.place.trim(),
        description: values.description.trim(),
        documents: files.map((file, index) => ({
          kind: rule.kind ?? 'photo',
          fileName: file.name.slice(0, 200),
          mediaType: file.type,
          contentBase64: contents[index] ?? '',
        })),
      });
    } catch {
      setServerError('documents', 'incidents.form.errors.unreadable');
    } finally {
      setReading(false);
    }
  };

  // The rental ended between the page's load and the report: say why rather than show the form.
  if (outcome?.noRental) return <NoRental />;

  return (
    <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)}>
      <RadioGroup
        {...form.textField('kind')}
        // No choice yet is null, not '': react-aria then lets Tab reach the first radio (with '' it
        // looks for a radio of that value and none is tabbable — WCAG 2.1.1).
        value={kind === '' ? null : kind}
        onChange={(value) => {
          form.setValue('kind', value as IncidentKind);
          // Another kind takes other documents: the files chosen for the previous one go.
          form.setValue('documents', []);
        }}
        label={t('incidents.form.kind')}
        options={incidentKinds.map((value) => ({
          value,
          label: `${t(kindLabels[value])} — ${t(kindHints[value])}`,
        }))}
        isRequired
      />
      {kind === 'breakdown' ? <Assistance phone={phone} prominent /> : null}
      {/* A text field in the French way of writing a day, prefilled with today: a calendar would
          weigh more than the rest of the page (route budget of 60 KB). */}
      <TextField
        {...form.textField('occurredOn')}
        label={t('incidents.form.date')}
        description={t('incidents.form.dateHint', {
          start: formatDate(rental.startedOn, locale),
        })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        isRequired
      />
      <TextField
        {...form.textField('place')}
        label={t('incidents.form.place')}
        description={t('incidents.form.placeHint')}
        maxLength={200}
        isRequired
      />
      <TextArea
        {...form.textField('description')}
        label={t('incidents.form.description')}
        description={t('incidents.form.descriptionHint')}
        maxLength={2000}
        countText={(count, max) => t('incidents.form.descriptionCount', { count, max })}
        isRequired
      />
      {kind === '' ? null : (
        <Stack gap="2">
          <Text variant="bodyStrong">{t('incidents.documents.title')}</Text>
          {kind === 'theft' ? <Text>{t('incidents.documents.theft')}</Text> : null}
          {kind === 'damage' ? <Text>{t('incidents.documents.damage')}</Text> : null}
          {kind === 'breakdown' ? <Text>{t('incidents.documents.breakdown')}</Text> : null}
        </Stack>
      )}
      {documents && documents.max > 0 ? (
        <FileField
          key={kind}
          name="documents"
          label={t(kind === 'theft' ? 'incidents.form.policeReport' : 'incidents.form.photos')}
          description={t(
            kind === 'theft' ? 'incidents.form.policeReportHint' : 'incidents.form.photosHint',
          )}
          isInvalid={form.textField('documents').isInvalid}
          errorMessage={form.textField('documents').errorMessage}
          acceptedFileTypes={documents.types}
          allowsMultiple={documents.max > 1}
          isRequired
          files={form.values.documents as File[]}
          onChange={(files) => form.setValue('documents', files)}
          buttonText={t(
            kind === 'theft' ? 'incidents.form.chooseFile' : 'incidents.form.choosePhotos',
          )}
          removeText={(name) => t('incidents.form.removeFile', { name })}
        />
      ) : null}
      <Inline gap="3">
        <Button type="submit" variant="primary" isLoading={pending || reading}>
          {t('incidents.form.submit')}
        </Button>
        <Link variant="standalone" href="/incidents">
          {t('incidents.form.cancel')}
        </Link>
      </Inline>
    </Form>
  );
}

/**
 * /incidents/new (issue 14; spec section 1: theft and damage insurance and roadside assistance come
 * with the lease): the franchise up front, then a short form — kind, day, place, what happened — with
 * the documents each kind needs (a theft's police report, a damage's photos) and, for a breakdown,
 * the assistance number first. Without a running rental, why the form is not there.
 */
export default function ReportIncidentScreen() {
  const t = useFormatMessage();
  const { cover } = useLoaderData() as ReportData;
  return (
    <Stack gap="5">
      <PageTitle>{t('incidents.new.title')}</PageTitle>
      {cover.rental ? (
        <>
          <Text>{t('incidents.new.intro')}</Text>
          <Cover rental={cover.rental} phone={cover.assistancePhone} />
          <ReportForm rental={cover.rental} phone={cover.assistancePhone} />
        </>
      ) : (
        <NoRental />
      )}
    </Stack>
  );
}

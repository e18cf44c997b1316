import { useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Checkbox } from '@velo/ui/Checkbox';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { Inline } from '@velo/ui/Inline';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { PhoneField } from '@velo/ui/PhoneField';
import { Select } from '@velo/ui/Select';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { isVatOptional, useForm, type FormRules } from '@velo/validation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import {
  companyValuesOf,
  emptyCompany,
  formField,
  qNameOf,
  serverFieldMessage,
  type CompanyTextField,
  type CompanyValues,
} from './company';
import type { CompanyFields, SiteData, SiteOutcome } from './data';
import type { SitesState } from './SitesScreen';

/** The rules load with the form's first check, keeping zod out of the screen's first chunk. */
let rulesPromise: Promise<FormRules<CompanyValues>> | null = null;
const rules = () => (rulesPromise ??= import('./rules').then((module) => module.companyRules));

/** The company flags of spec section 3, in the form's order, with their labels. */
const flags = {
  isService: 'fleet.sites.form.isService',
  isPartner: 'fleet.sites.form.isPartner',
  isECommerceRetailer: 'fleet.sites.form.isECommerceRetailer',
} as const;

/**
 * The company form (spec sections 3 and 5) of /sites/new and /sites/:id: name and short identifier,
 * the flags isService, isPartner and isECommerceRetailer, SIREN, SIRET and VAT identifier (optional
 * for a service, a partner or an e-commerce retailer), contact e-mail, mobile phone and postal code.
 * Each field is checked on leaving it and all of them on sending, with spec section 5's texts next
 * to the field; focus then moves to the first field in error, and nothing typed is lost. The
 * server's verdicts (an identifier already used) are shown the same way.
 */
export function CompanyForm({
  initial,
  submitLabel,
  onSubmit,
  pending,
  refusals,
}: {
  initial: CompanyValues;
  submitLabel: string;
  /** Sends the values, once they pass the form's checks. */
  onSubmit: (values: CompanyFields) => void;
  /** Whether a save is on its way. */
  pending: boolean;
  /** The server's refusals by field of the latest save (400 `fields`), once it answered. */
  refusals: readonly { field: string; message: string }[] | undefined;
}) {
  const t = useFormatMessage();
  const form = useForm<CompanyValues>(rules, initial);
  const { setServerError } = form;
  // The short identifier follows the name until the manager types one of their own.
  const [qNameTouched, setQNameTouched] = useState(initial.qName !== '');
  const kindId = useId();
  const vatOptional = isVatOptional(form.values);

  // The first field the server refused gets its message, and the focus (once per answer: setting
  // the error draws the form again, which must not set it again).
  const handled = useRef<readonly unknown[] | undefined>(undefined);
  useEffect(() => {
    if (!refusals || handled.current === refusals) return;
    handled.current = refusals;
    const first = refusals
      .map((entry) => ({ field: formField(entry.field), message: entry.message }))
      .find((entry) => entry.field !== null);
    if (first?.field) setServerError(first.field, serverFieldMessage(first.field, first.message));
  }, [refusals, setServerError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    onSubmit(form.values);
  };

  const text = (field: CompanyTextField) => form.textField(field);

  return (
    <Form {...form.formProps} onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <Stack gap="4">
          <Text variant="sectionTitle">{t('fleet.sites.form.identity')}</Text>
          <TextField
            {...text('name')}
            onChange={(value) => {
              form.setValue('name', value);
              if (!qNameTouched) form.setValue('qName', qNameOf(value));
            }}
            label={t('fleet.sites.form.name')}
            autoComplete="organization"
            maxLength={200}
            isRequired
          />
          <TextField
            {...text('qName')}
            onChange={(value) => {
              setQNameTouched(true);
              form.setValue('qName', value);
            }}
            label={t('fleet.sites.form.qName')}
            description={t('fleet.sites.form.qNameHelp')}
            autoComplete="off"
            spellCheck="false"
            maxLength={64}
            isRequired
          />
        </Stack>
        <div role="group" aria-labelledby={kindId}>
          <Stack gap="3">
            <Text variant="sectionTitle" id={kindId}>
              {t('fleet.sites.form.kind')}
            </Text>
            <Text variant="muted">{t('fleet.sites.form.kindHelp')}</Text>
            {(Object.keys(flags) as (keyof typeof flags)[]).map((flag) => (
              <Checkbox key={flag} {...form.checkbox(flag)}>
                {t(flags[flag])}
              </Checkbox>
            ))}
          </Stack>
        </div>
        <Stack gap="4">
          <Text variant="sectionTitle">{t('fleet.sites.form.identification')}</Text>
          <TextField
            {...text('siren')}
            label={t('fleet.sites.form.siren')}
            description={t('fleet.sites.form.sirenHelp')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            isRequired
          />
          <TextField
            {...text('siret')}
            label={t('fleet.sites.form.siret')}
            description={t('fleet.sites.form.siretHelp')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={17}
            isRequired
          />
          <TextField
            {...text('vatIdentifier')}
            label={t('fleet.sites.form.vat')}
            description={t(
              vatOptional ? 'fleet.sites.form.vatOptional' : 'fleet.sites.form.vatHelp',
            )}
            autoComplete="off"
            spellCheck="false"
            maxLength={22}
            isRequired={!vatOptional}
          />
        </Stack>
        <Stack gap="4">
          <Text variant="sectionTitle">{t('fleet.sites.form.contact')}</Text>
          <EmailField {...text('email')} label={t('fleet.sites.form.email')} isRequired />
          <PhoneField
            {...text('mobilePhone')}
            label={t('fleet.sites.form.mobilePhone')}
            isRequired
          />
          <TextField
            {...text('postalCode')}
            label={t('fleet.sites.form.postalCode')}
            autoComplete="postal-code"
            maxLength={7}
            isRequired
          />
        </Stack>
        <Inline gap="3">
          <Button type="submit" variant="primary" isLoading={pending}>
            {submitLabel}
          </Button>
          <Link variant="standalone" href="/sites">
            {t('fleet.sites.form.back')}
          </Link>
        </Inline>
      </Stack>
    </Form>
  );
}

/**
 * /sites/new and /sites/:id (issue 15; spec §2.2 restricted, right `sites`): a new site under one
 * of the manager's companies (it becomes a group's subsidiary), or a company's record, in the
 * company form. A site created goes back to the list, which says so; a record saved says so here.
 */
export default function SiteScreen() {
  const t = useFormatMessage();
  const navigate = useNavigate();
  const data = useLoaderData() as SiteData;
  const { submit, pending, outcome } = useSubmission<SiteOutcome>();
  const [parentId, setParentId] = useState(data.mode === 'new' ? data.parentId : null);
  const refusals = outcome && !outcome.ok ? outcome.refusals : undefined;

  // A record saved here is shown as saved and said so until the next save is sent: both follow the
  // latest answer rather than being copied into state as it arrives (a state emptied as a save was
  // sent, after the form's awaited check, could be applied after the answer and empty its message).
  const shown = data.mode === 'edit' ? data.client : null;
  const saved =
    outcome?.ok && outcome.intent === 'save-site' && outcome.client.id === shown?.id
      ? outcome.client
      : null;
  const client = saved ?? shown;
  const done = saved && !pending ? t('fleet.sites.form.saved', { name: saved.name }) : '';
  // A site created goes back to the list, which says so.
  const created = outcome?.ok && outcome.intent === 'create-site' ? outcome.client : null;
  useEffect(() => {
    if (!created) return;
    const state: SitesState = { done: t('fleet.sites.created', { name: created.name }) };
    void navigate('/sites', { state });
  }, [created, navigate, t]);

  if (data.mode === 'new') {
    const parent = data.parents.find((candidate) => candidate.id === parentId) ?? null;
    return (
      <Stack gap="5">
        <PageTitle>{t('fleet.sites.new.title')}</PageTitle>
        {parent === null ? (
          <Card>
            <Text>{t('fleet.sites.noParent.body')}</Text>
          </Card>
        ) : (
          <>
            {data.parents.length > 1 ? (
              <Select
                label={t('fleet.sites.new.parent')}
                description={t('fleet.sites.new.parentHelp')}
                options={data.parents.map(({ id, name }) => ({ id, label: name }))}
                selectedKey={parent.id}
                onSelectionChange={(key) => setParentId(Number(key))}
              />
            ) : (
              <Text>{t('fleet.sites.new.attachedTo', { name: parent.name })}</Text>
            )}
            <CompanyForm
              initial={emptyCompany}
              submitLabel={t('fleet.sites.form.create')}
              pending={pending}
              refusals={refusals}
              onSubmit={(values) =>
                void submit({ intent: 'create-site', parentId: parent.id, values })
              }
            />
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.sites.edit.title')}</PageTitle>
      {client === null ? (
        <Card title={t('fleet.sites.notFound.title')} headingLevel={2}>
          <Stack gap="3">
            <Text>{t('fleet.sites.notFound.body')}</Text>
            <Link variant="standalone" href="/sites">
              {t('fleet.sites.form.back')}
            </Link>
          </Stack>
        </Card>
      ) : (
        <>
          <Text variant="bodyStrong">{client.name}</Text>
          <p role="status" aria-live="polite">
            {done}
          </p>
          <CompanyForm
            key={client.id}
            initial={companyValuesOf(client)}
            submitLabel={t('fleet.sites.form.save')}
            pending={pending}
            refusals={refusals}
            onSubmit={(values) => {
              void submit({
                intent: 'save-site',
                clientId: client.id,
                groupClientId: client.groupClientId,
                values,
              });
            }}
          />
        </>
      )}
    </Stack>
  );
}

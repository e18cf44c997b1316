import { profileAtom } from '@velo/auth';
import { useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { Inline } from '@velo/ui/Inline';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Stack } from '@velo/ui/Stack';
import { Table, type TableColumn } from '@velo/ui/Table';
import { Text } from '@velo/ui/Text';
import { useForm, type FormRules } from '@velo/validation';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { RightHolder, RightName, RightsData, RightsOutcome } from './data';
import { rightHelps, rightLabels, rightOrder } from './rightLabels';

import type { GrantValues } from './grantRules';

/** The rule loads with the form's first check, keeping zod out of the screen's first chunk. */
let rulesPromise: Promise<FormRules<GrantValues>> | null = null;
const grantRules = () =>
  (rulesPromise ??= import('./grantRules').then((module) => module.grantRules));

type Row = RightHolder & { id: number; name: string; [key: string]: unknown };

/**
 * /sites/:clientId/right/new (issue 15; spec §2.2 restricted, right `sites`): grants a right on
 * the company to one of its users (or its group's), named by e-mail address; the right is chosen
 * with what it opens. Below, who holds which right on the company, each right removable with its
 * own button (the manager's own `sites` right excepted: it would shut them out of this page).
 */
export default function RightScreen() {
  const t = useFormatMessage();
  const me = useAtomValue(profileAtom);
  const { client, holders } = useLoaderData() as RightsData;
  const granting = useSubmission<RightsOutcome>();
  const revoking = useSubmission<RightsOutcome>();
  const { pending } = granting;
  const form = useForm<GrantValues>(
    grantRules,
    { email: '', right: 'fleetManagement' },
    { 'fleet.sites.rights.errors.notAUser': { company: client?.name ?? '' } },
  );
  const { setValue, setServerError } = form;
  /** The holder whose right is being revoked, named once it is done. */
  const [revoked, setRevoked] = useState<{ name: string; right: RightName } | null>(null);
  /** Which of the two was sent last: its answer is the one said. */
  const [latest, setLatest] = useState<'grant' | 'revoke' | null>(null);

  // A right granted or revoked is said until the next is sent. The message follows the latest
  // answer rather than being copied into state as it arrives (a state emptied as a grant was sent,
  // after the form's awaited check, could be applied after the answer and empty its message).
  const granted = granting.outcome;
  const revokeOutcome = revoking.outcome;
  let done = '';
  if (latest === 'grant' && !pending && granted?.intent === 'grant' && granted.ok) {
    const { holder } = granted;
    done = t('fleet.sites.rights.granted', {
      name: `${holder.firstName} ${holder.lastName}`.trim(),
      right: t(rightLabels[granted.right]),
      company: client?.name ?? '',
    });
  } else if (
    latest === 'revoke' &&
    !revoking.pending &&
    revokeOutcome?.intent === 'revoke' &&
    revokeOutcome.ok &&
    revoked
  ) {
    done = t('fleet.sites.rights.revoked', {
      right: t(rightLabels[revoked.right]),
      name: revoked.name,
    });
  }
  // The form follows a grant: emptied when done, "not one of its users" next to the field when
  // refused (once per answer: setting the error draws the form again).
  const handled = useRef<RightsOutcome | undefined>(undefined);
  useEffect(() => {
    if (granted?.intent !== 'grant' || handled.current === granted) return;
    handled.current = granted;
    if (granted.ok) setValue('email', '');
    else if (granted.reason === 'refused') {
      setServerError('email', 'fleet.sites.rights.errors.notAUser');
    }
  }, [granted, setValue, setServerError]);

  if (!client || !holders) {
    return (
      <Stack gap="5">
        <PageTitle>{t('fleet.sites.rights.title')}</PageTitle>
        <Card title={t('fleet.sites.notFound.title')} headingLevel={2}>
          <Stack gap="3">
            <Text>{t('fleet.sites.rights.notFound.body')}</Text>
            <Link variant="standalone" href="/sites">
              {t('fleet.sites.form.back')}
            </Link>
          </Stack>
        </Card>
      </Stack>
    );
  }

  const right = form.values.right;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    setLatest('grant');
    void granting.submit({
      intent: 'grant',
      clientId: client.id,
      email: form.values.email,
      right,
    });
  };

  const revoke = (holder: RightHolder, name: RightName) => {
    setLatest('revoke');
    setRevoked({ name: `${holder.firstName} ${holder.lastName}`.trim(), right: name });
    void revoking.submit({
      intent: 'revoke',
      clientId: client.id,
      userId: holder.userId,
      right: name,
    });
  };

  const rows: Row[] = holders.map((holder) => ({
    ...holder,
    id: holder.userId,
    name: `${holder.firstName} ${holder.lastName}`.trim(),
  }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      label: t('fleet.sites.rights.column.name'),
      isRowHeader: true,
      allowsSorting: true,
    },
    { id: 'email', label: t('fleet.sites.rights.column.email'), allowsSorting: true },
    {
      id: 'rights',
      label: t('fleet.sites.rights.column.rights'),
      render: (row) => (
        <Inline gap="2">
          {row.rights.map((name) =>
            row.userId === me?.id && name === 'sites' ? (
              <Text key={name}>{t(rightLabels[name])}</Text>
            ) : (
              <Button
                key={name}
                size="sm"
                variant="outline"
                aria-label={t('fleet.sites.rights.revokeOne', {
                  right: t(rightLabels[name]),
                  name: row.name,
                })}
                onPress={() => revoke(row, name)}
              >
                {t(rightLabels[name])}
                <span aria-hidden="true"> ×</span>
              </Button>
            ),
          )}
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.sites.rights.title')}</PageTitle>
      <Text variant="bodyStrong">{client.name}</Text>
      <Text>{t('fleet.sites.rights.intro', { company: client.name })}</Text>
      <Form {...form.formProps} onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <EmailField
            {...form.textField('email')}
            label={t('fleet.sites.rights.email')}
            autoComplete="off"
            isRequired
          />
          {/* Every right in sight with what it opens (lighter than a list box: route budget). */}
          <RadioGroup
            label={t('fleet.sites.rights.right')}
            options={rightOrder.map((name) => ({
              value: name,
              label: `${t(rightLabels[name])} — ${t(rightHelps[name])}`,
            }))}
            value={right}
            onChange={(value) => form.setValue('right', value as RightName)}
            isRequired
          />
          <Inline gap="3">
            <Button type="submit" variant="primary" isLoading={pending}>
              {t('fleet.sites.rights.submit')}
            </Button>
            <Link variant="standalone" href="/sites">
              {t('fleet.sites.form.back')}
            </Link>
          </Inline>
        </Stack>
      </Form>
      <p role="status" aria-live="polite">
        {done}
      </p>
      <Stack gap="3">
        <Text variant="sectionTitle">{t('fleet.sites.rights.holders')}</Text>
        {rows.length === 0 ? (
          <Text>{t('fleet.sites.rights.none')}</Text>
        ) : (
          <>
            <Text variant="muted">{t('fleet.sites.rights.holdersHelp')}</Text>
            <Table
              aria-label={t('fleet.sites.rights.table', { company: client.name })}
              columns={columns}
              rows={rows}
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}

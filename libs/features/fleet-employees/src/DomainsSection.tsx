import { useSubmission } from '@velo/data';
import { useFormatMessage, type PlainMessageId } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useEffect, useRef, useState } from 'react';
import type { AllowedDomain, EmployeesOutcome } from './data';
import * as styles from './employees.css';

/** The contract's `Domain` (openapi/components/schemas.yaml): labels, dots, a letters-only ending. */
const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** What a manager types, as the API takes it: "@Acme.fr " → "acme.fr". */
export function normaliseDomain(typed: string): string {
  return typed.trim().replace(/^@+/, '').toLowerCase();
}

type DomainError = 'required' | 'invalid' | 'already';
const errorText: Record<DomainError, PlainMessageId> = {
  required: 'fleet.employees.domains.required',
  invalid: 'fleet.employees.domains.invalid',
  already: 'fleet.employees.domains.already',
};

/**
 * The company's allowed e-mail domains (spec sections 3 and 7): a rider registers with an address
 * of one of them. Listed, each removable; a new one added after checking its form here (the message
 * next to the field, focus back in it, what was typed kept).
 */
export function DomainsSection({
  clientId,
  domains,
}: {
  clientId: number;
  domains: readonly AllowedDomain[];
}) {
  const t = useFormatMessage();
  const adding = useSubmission<EmployeesOutcome>();
  const removing = useSubmission<EmployeesOutcome>();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<DomainError | null>(null);
  const [said, setSaid] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (reason: DomainError) => {
    setError(reason);
    inputRef.current?.focus();
  };

  // Each answer taken in once: a domain added empties the field and is said; one the server
  // refuses is said next to the field (focus there, what was typed kept); one removed is said.
  const added = adding.outcome?.intent === 'add-domain' ? adding.outcome : null;
  const [addAnswered, setAddAnswered] = useState(added);
  if (added !== addAnswered) {
    setAddAnswered(added);
    if (added?.result === 'added') {
      setTyped('');
      setError(null);
      setSaid(t('fleet.employees.domains.added', { domain: added.domain }));
    }
    if (added?.result === 'alreadyAllowed') setError('already');
    if (added?.result === 'invalid') setError('invalid');
  }
  useEffect(() => {
    if (added?.result === 'alreadyAllowed' || added?.result === 'invalid') {
      inputRef.current?.focus();
    }
  }, [added]);
  const removed = removing.outcome?.intent === 'remove-domain' ? removing.outcome : null;
  const [removeAnswered, setRemoveAnswered] = useState(removed);
  if (removed !== removeAnswered) {
    setRemoveAnswered(removed);
    if (removed?.removed) {
      setSaid(t('fleet.employees.domains.removed', { domain: removed.domain }));
    }
  }
  useEffect(() => {
    // The button goes with its line: the focus goes to the field that adds one back.
    if (removed?.removed) inputRef.current?.focus();
  }, [removed]);

  const add = () => {
    const domain = normaliseDomain(typed);
    if (domain === '') return fail('required');
    if (!domainPattern.test(domain)) return fail('invalid');
    if (domains.some((known) => known.domain === domain)) return fail('already');
    if (adding.pending) return;
    void adding.submit({ intent: 'add-domain', clientId, domain });
  };

  const remove = (domain: AllowedDomain) => {
    void removing.submit({ intent: 'remove-domain', domainId: domain.id, domain: domain.domain });
  };

  return (
    <Stack gap="4">
      <Text>{t('fleet.employees.domains.intro')}</Text>
      <Text variant="subsectionTitle">{t('fleet.employees.domains.list')}</Text>
      {domains.length === 0 ? (
        <Text>{t('fleet.employees.domains.empty')}</Text>
      ) : (
        <ul className={styles.domainList}>
          {domains.map((domain) => (
            <li key={domain.id} className={styles.domainItem}>
              <Text as="span" variant="bodyStrong">
                {domain.domain}
              </Text>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('fleet.employees.domains.remove.label', { domain: domain.domain })}
                onPress={() => remove(domain)}
              >
                {t('fleet.employees.domains.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div role="status">{said === '' ? null : <Text>{said}</Text>}</div>
      <Form
        showErrorSummary={false}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Stack gap="3">
          <TextField
            UNSAFE_className={styles.domainField}
            label={t('fleet.employees.domains.field')}
            description={t('fleet.employees.domains.help')}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              if (error) setError(null);
            }}
            inputRef={inputRef}
            autoComplete="off"
            spellCheck="false"
            isInvalid={error !== null}
            errorMessage={error === null ? undefined : t(errorText[error])}
          />
          <div>
            <Button type="submit" variant="outline" isLoading={adding.pending}>
              {t('fleet.employees.domains.add')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}

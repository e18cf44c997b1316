import { useRouteContext } from '@velo/data';
import { useFormatMessage, type PlainMessageId } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { addDomain, removeDomain, type AllowedDomain } from './data';
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
  const context = useRouteContext();
  const revalidator = useRevalidator();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<DomainError | null>(null);
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (reason: DomainError) => {
    setError(reason);
    inputRef.current?.focus();
  };

  const add = async () => {
    const domain = normaliseDomain(typed);
    if (domain === '') return fail('required');
    if (!domainPattern.test(domain)) return fail('invalid');
    if (domains.some((known) => known.domain === domain)) return fail('already');
    setPending(true);
    try {
      const outcome = await addDomain(context, clientId, domain);
      if (outcome === 'added') {
        setTyped('');
        setError(null);
        setSaid(t('fleet.employees.domains.added', { domain }));
        await revalidator.revalidate();
      } else if (outcome === 'alreadyAllowed') fail('already');
      else if (outcome === 'invalid') fail('invalid');
    } finally {
      setPending(false);
    }
  };

  const remove = async (domain: AllowedDomain) => {
    if (await removeDomain(context, domain.id)) {
      setSaid(t('fleet.employees.domains.removed', { domain: domain.domain }));
      // The button goes with its line: the focus goes to the field that adds one back.
      inputRef.current?.focus();
      await revalidator.revalidate();
    }
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
                onPress={() => void remove(domain)}
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
          void add();
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
            <Button type="submit" variant="outline" isLoading={pending}>
              {t('fleet.employees.domains.add')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}

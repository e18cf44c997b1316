import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { useForm } from '@velo/validation';
import { useState, type FormEvent } from 'react';
import type { Charter } from './model';

export type CharterOutcome = 'saved' | 'locked' | 'failed';

interface CharterValues extends Record<string, unknown> {
  commutingAttested: boolean;
  rulesAccepted: boolean;
}

const rules = async () => (await import('./charterRules')).charterRules;

/**
 * The user charter's attestations (spec section 5: "attest use mainly for commuting"; spec section
 * 6: the charter may make the employee pay some costs). Both are needed before signing.
 */
export function CharterForm({
  charter,
  locked,
  onSave,
}: {
  charter: Charter;
  locked: boolean;
  onSave: (values: CharterValues) => Promise<CharterOutcome>;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const form = useForm<CharterValues>(rules, {
    commutingAttested: charter.commutingAttested,
    rulesAccepted: charter.rulesAccepted,
  });
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<CharterOutcome | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || locked) return;
    if (!(await form.validateForSubmit())) return;
    setPending(true);
    setOutcome(await onSave(form.values));
    setPending(false);
  };

  return (
    <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="4">
        <Checkbox {...form.checkbox('commutingAttested')} isReadOnly={locked}>
          {t('onboarding.charter.commuting')}
        </Checkbox>
        <Checkbox {...form.checkbox('rulesAccepted')} isReadOnly={locked}>
          {t('onboarding.charter.rules')}
        </Checkbox>
        <div role="status">
          {outcome === 'saved' ? (
            <InlineAlert tone="success">{t('onboarding.charter.saved')}</InlineAlert>
          ) : outcome === 'locked' ? (
            <InlineAlert tone="warning">{t('onboarding.locked')}</InlineAlert>
          ) : charter.attestedAt && outcome === null ? (
            <InlineAlert tone="success">
              {t('onboarding.charter.attestedOn', { date: formatDate(charter.attestedAt, locale) })}
            </InlineAlert>
          ) : null}
        </div>
        {locked ? null : (
          <div>
            <Button type="submit" variant="secondary" isLoading={pending}>
              {t('onboarding.charter.save')}
            </Button>
          </div>
        )}
      </Stack>
    </Form>
  );
}

import { useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useForm } from '@velo/validation';
import { useEffect, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { ChoiceValues } from './choiceRules';
import type { GroupCompany, GroupCompanyChoice, GroupCompanyRefusal } from './data';

const rules = async () => (await import('./choiceRules')).choiceRules;

/**
 * /group-affiliated (spec sections 2.1 and 6): a group client's account is sent here from every
 * private route. Riders lease through the company that employs them: the rider chooses it among the
 * group's companies (issue 28), the account moves to it, and the rider reaches home.
 */
export default function GroupAffiliatedScreen() {
  const t = useFormatMessage();
  const companies = useLoaderData() as GroupCompany[];
  const { submit, pending, outcome } = useSubmission<GroupCompanyRefusal | null>();
  const form = useForm<ChoiceValues>(rules, { clientId: '' });
  const { setServerError } = form;
  const choice = form.textField('clientId');

  useEffect(() => {
    if (outcome) setServerError(outcome.field, outcome.messageId);
  }, [outcome, setServerError]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    const body: GroupCompanyChoice = { clientId: Number(form.values.clientId) };
    void submit(body);
  };

  return (
    <Stack gap="5">
      <PageTitle>{t('groupAffiliated.title')}</PageTitle>
      <Text>{t('groupAffiliated.body')}</Text>
      {companies.length === 0 ? (
        <Text>{t('groupAffiliated.companies', { count: 0 })}</Text>
      ) : (
        <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)}>
          <RadioGroup
            name="clientId"
            label={t('groupAffiliated.choose')}
            description={t('groupAffiliated.companies', { count: companies.length })}
            options={companies.map((company) => ({
              value: String(company.id),
              label: company.name,
            }))}
            value={choice.value || null}
            onChange={(value) => form.setValue('clientId', value)}
            isRequired
            isInvalid={choice.isInvalid}
            errorMessage={choice.errorMessage}
          />
          <div>
            <Button type="submit" isLoading={pending}>
              {t('groupAffiliated.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Stack>
  );
}

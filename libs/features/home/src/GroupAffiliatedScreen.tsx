import { useFormatMessage } from '@velo/i18n';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useLoaderData } from 'react-router-dom';
import type { GroupCompany } from './data';

/**
 * /group-affiliated (spec sections 2.1 and 6): a group client's account is sent here. It lists the
 * group's companies, since riders lease through the company that employs them.
 */
export default function GroupAffiliatedScreen() {
  const t = useFormatMessage();
  const companies = useLoaderData() as GroupCompany[];
  return (
    <Stack gap="5">
      <PageTitle>{t('groupAffiliated.title')}</PageTitle>
      <Text>{t('groupAffiliated.body')}</Text>
      <Text variant="sectionTitle">
        {t('groupAffiliated.companies', { count: companies.length })}
      </Text>
      <Stack as="ul" gap="2">
        {companies.map((company) => (
          <li key={company.id}>
            <Text as="span">{company.name}</Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

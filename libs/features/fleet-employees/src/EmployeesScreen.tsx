import { useFormatMessage } from '@velo/i18n';
import { CompanySwitch } from '@velo/leasing-ui/CompanySwitch';
import { Card } from '@velo/ui/Card';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useLoaderData, useNavigation } from 'react-router-dom';
import type { EmployeesData } from './data';
import { DomainsSection } from './DomainsSection';
import { EmployeeTable } from './EmployeeTable';
import * as styles from './employees.css';
import { ImportSection } from './ImportSection';

/**
 * /employees (issue 15; spec §2.2 restricted, right `fleetManagement`): the company's employees and
 * where each one stands, a page at a time as the server sorts, filters and searches them (the
 * address says which: "Large employers"), the import of the eligible-employees list from a CSV file,
 * and the allowed e-mail domains. A group's manager sees every company of the group, each row naming its company, or
 * switches to one of them. Loading
 * is the layout's pending indicator; a fault is the route's error page.
 */
export default function EmployeesScreen() {
  const t = useFormatMessage();
  const { companies, company, employees, view, domains } = useLoaderData() as EmployeesData;
  const navigation = useNavigation();
  const busy =
    navigation.state === 'loading' && navigation.location.pathname.endsWith('/employees');
  return (
    <Stack gap="6">
      <Stack gap="3">
        <PageTitle>{t('fleet.employees.title')}</PageTitle>
        <Text>{t('fleet.employees.intro')}</Text>
        {company && companies.length > 1 ? (
          <CompanySwitch
            label={t('fleet.employees.company')}
            companies={companies.map((option) =>
              option.isGroup
                ? {
                    ...option,
                    name: t('fleet.employees.company.everyCompany', { group: option.name }),
                  }
                : option,
            )}
            company={company}
            className={styles.companySwitch}
          />
        ) : null}
        {company && companies.length === 1 ? (
          <Text variant="bodyStrong">{company.name}</Text>
        ) : null}
      </Stack>
      {company && employees ? (
        <div aria-busy={busy}>
          <Stack gap="6">
            <Stack gap="4" as="section" aria-labelledby="employees-list">
              <Text variant="sectionTitle" id="employees-list">
                {t('fleet.employees.list.title')}
              </Text>
              {/* Keyed by company: another company starts with a fresh search field. */}
              <EmployeeTable
                key={company.id}
                companyName={company.name}
                showCompany={company.isGroup}
                page={employees}
                view={view}
              />
            </Stack>
            <Stack gap="4" as="section" aria-labelledby="employees-import">
              <Text variant="sectionTitle" id="employees-import">
                {t('fleet.employees.import.title')}
              </Text>
              <ImportSection key={company.id} clientId={company.id} />
            </Stack>
            {domains ? (
              <Stack gap="4" as="section" aria-labelledby="employees-domains">
                <Text variant="sectionTitle" id="employees-domains">
                  {t('fleet.employees.domains.title')}
                </Text>
                <DomainsSection key={company.id} clientId={company.id} domains={domains} />
              </Stack>
            ) : null}
          </Stack>
        </div>
      ) : (
        <Card title={t('fleet.employees.refused.title')} headingLevel={2}>
          <Text>{t('fleet.employees.refused.body')}</Text>
        </Card>
      )}
    </Stack>
  );
}

import type { HeldCompany } from '@velo/auth';
import { useFormatMessage } from '@velo/i18n';
import { CompanySwitch } from '@velo/leasing-ui/CompanySwitch';
import * as styles from './agreements.css';

/**
 * The switch between the companies whose contracts the manager signs (a group's whole list first,
 * then each company; or several unrelated clients): its own module, fetched only when there is a
 * choice.
 */
export function SigningCompanySwitch(props: { companies: HeldCompany[]; company: HeldCompany }) {
  const t = useFormatMessage();
  return (
    <CompanySwitch
      companies={props.companies.map((option) =>
        option.isGroup
          ? { ...option, name: t('fleet.agreements.company.everyCompany', { group: option.name }) }
          : option,
      )}
      company={props.company}
      label={t('fleet.agreements.company')}
      className={styles.companySwitch}
    />
  );
}

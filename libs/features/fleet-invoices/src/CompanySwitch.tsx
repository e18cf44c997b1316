import { useFormatMessage } from '@velo/i18n';
import { Select } from '@velo/ui/Select';
import { useSearchParams } from 'react-router-dom';
import { clientParam, type InvoicedCompany } from './companies';
import * as styles from './invoices.css';

/** The company whose invoices are shown: the choice goes to the address, the loader reads them. */
export function CompanySwitch({
  companies,
  company,
}: {
  companies: InvoicedCompany[];
  company: InvoicedCompany;
}) {
  const t = useFormatMessage();
  const [, setParams] = useSearchParams();
  return (
    <Select
      UNSAFE_className={styles.companySwitch}
      label={t('fleet.invoices.company')}
      options={companies.map((option) => ({ id: String(option.id), label: option.name }))}
      selectedKey={String(company.id)}
      onSelectionChange={(key) => {
        if (key !== null && String(key) !== String(company.id)) {
          setParams({ [clientParam]: String(key) });
        }
      }}
    />
  );
}

import type { HeldCompany } from '@velo/auth';
import { useFormatMessage } from '@velo/i18n';
import { CompanySwitch } from '@velo/leasing-ui/CompanySwitch';
import * as styles from './exports.css';

/** The exported company's switch: its own module, fetched only when there is a choice. */
export function ExportedCompanySwitch(props: { companies: HeldCompany[]; company: HeldCompany }) {
  const t = useFormatMessage();
  return (
    <CompanySwitch {...props} label={t('fleet.exports.company')} className={styles.companySwitch} />
  );
}

import { Select } from '@velo/ui/Select';
import { useSearchParams } from 'react-router-dom';

/** The search parameter the choice is written to; @velo/auth's `companyParam`. */
const companyParam = 'client';

export interface CompanySwitchProps {
  /** What the field is called on this screen ("Entreprise", "Société facturée"…). */
  label: string;
  companies: readonly { id: number; name: string }[];
  company: { id: number };
  className?: string;
}

/**
 * The company a fleet screen shows, for a manager of several (a group and its subsidiaries): the
 * choice goes to the address (`?client=7`), the screen's loader reads it — a link or a reload keeps
 * it, and Back goes to the company before.
 */
export function CompanySwitch({ label, companies, company, className }: CompanySwitchProps) {
  const [, setParams] = useSearchParams();
  return (
    <Select
      {...(className === undefined ? {} : { UNSAFE_className: className })}
      label={label}
      options={companies.map((option) => ({ id: String(option.id), label: option.name }))}
      selectedKey={String(company.id)}
      onSelectionChange={(key) => {
        if (key !== null && String(key) !== String(company.id)) {
          setParams({ [companyParam]: String(key) });
        }
      }}
    />
  );
}

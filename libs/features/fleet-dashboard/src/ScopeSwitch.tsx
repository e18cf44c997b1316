import { useFormatMessage } from '@velo/i18n';
import { Select } from '@velo/ui/Select';
import { useSearchParams } from 'react-router-dom';
import { scopeParam, type ScopeOption } from './scope';
import * as styles from './dashboard.css';

/**
 * The scope switch (issue 15: "for one client or the whole group with a subsidiary switch"): the
 * choice goes to the address, and the route's loader reads the figures of the new scope.
 */
export function ScopeSwitch({ options, scope }: { options: ScopeOption[]; scope: ScopeOption }) {
  const t = useFormatMessage();
  const [, setParams] = useSearchParams();
  return (
    <Select
      UNSAFE_className={styles.scopeSwitch}
      label={t('fleet.dashboard.scope.label')}
      options={options.map((option) => ({
        id: option.key,
        label:
          option.kind === 'all'
            ? t('fleet.dashboard.scope.all')
            : option.kind === 'group'
              ? t('fleet.dashboard.scope.group', { name: option.name })
              : option.name,
      }))}
      selectedKey={scope.key}
      onSelectionChange={(key) => {
        if (key !== null && key !== scope.key) setParams({ [scopeParam]: String(key) });
      }}
    />
  );
}

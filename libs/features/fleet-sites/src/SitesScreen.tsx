import { useFormatMessage } from '@velo/i18n';
import { Badge } from '@velo/ui/Badge';
import { Card } from '@velo/ui/Card';
import { Inline } from '@velo/ui/Inline';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Table, type TableColumn } from '@velo/ui/Table';
import { Text } from '@velo/ui/Text';
import { useLoaderData, useLocation } from 'react-router-dom';
import { groupParam, type Site, type SiteGroup, type SitesData } from './data';
import { missingLabels } from './rightLabels';

type Kind = 'group' | 'subsidiary' | 'company';
const kindLabels = {
  group: 'fleet.sites.kind.group',
  subsidiary: 'fleet.sites.kind.subsidiary',
  company: 'fleet.sites.kind.company',
} as const;
type Row = Site & { kind: Kind; kindLabel: string; status: string; [key: string]: unknown };

/** What the site form leaves for the list to say (the site just created). */
export interface SitesState {
  done?: string;
}

/**
 * /sites (issue 15; spec §2.2 restricted, right `sites`): each company the manager holds `sites` on
 * and, for a group, its subsidiaries — whether each record lets its riders lease (checkValidity)
 * and what is missing, a link to its form and one to grant a right on it; and, under a company
 * that is not itself a subsidiary, adding a site.
 */
export default function SitesScreen() {
  const t = useFormatMessage();
  const { groups } = useLoaderData() as SitesData;
  const done = (useLocation().state as SitesState | null)?.done ?? '';

  const statusOf = (site: Site) => {
    if (!site.validity) return t('fleet.sites.status.unknown');
    if (site.validity.isValid) return t('fleet.sites.status.complete');
    const fields = site.validity.missingFields.map((field) =>
      t(missingLabels[field] ?? 'fleet.sites.missing.other'),
    );
    return t('fleet.sites.status.missing', { fields: [...new Set(fields)].join(', ') });
  };
  const rowsOf = (group: SiteGroup): Row[] => {
    const own: Kind = group.isGroup
      ? 'group'
      : group.groupClientId === null
        ? 'company'
        : 'subsidiary';
    return [
      { ...group, kind: own },
      ...group.subsidiaries.map((site) => ({ ...site, kind: 'subsidiary' as const })),
    ].map(({ id, name, qName, validity, kind }) => ({
      id,
      name,
      qName,
      validity,
      kind,
      kindLabel: t(kindLabels[kind]),
      status: statusOf({ id, name, qName, validity }),
    }));
  };
  const columns: TableColumn<Row>[] = [
    { id: 'name', label: t('fleet.sites.column.name'), isRowHeader: true, allowsSorting: true },
    { id: 'kindLabel', label: t('fleet.sites.column.kind'), allowsSorting: true },
    { id: 'qName', label: t('fleet.sites.column.qName'), allowsSorting: true },
    {
      id: 'status',
      label: t('fleet.sites.column.status'),
      allowsSorting: true,
      render: (row) => (
        <Badge tone={row.validity?.isValid ? 'success' : row.validity ? 'warning' : 'neutral'}>
          {row.status}
        </Badge>
      ),
    },
    {
      id: 'id',
      label: t('fleet.sites.column.actions'),
      render: (row) => (
        <Inline gap="3">
          <Link href={`/sites/${row.id}`} aria-label={t('fleet.sites.editOne', { name: row.name })}>
            {t('fleet.sites.edit')}
          </Link>
          <Link
            href={`/sites/${row.id}/right/new`}
            aria-label={t('fleet.sites.grantOne', { name: row.name })}
          >
            {t('fleet.sites.grant')}
          </Link>
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.sites.title')}</PageTitle>
      <Text>{t('fleet.sites.intro')}</Text>
      <p role="status" aria-live="polite">
        {done}
      </p>
      {groups.length === 0 ? (
        <Card title={t('fleet.sites.empty.title')} headingLevel={2}>
          <Text>{t('fleet.sites.empty.body')}</Text>
        </Card>
      ) : (
        groups.map((group) => (
          <Card key={group.id} title={group.name} headingLevel={2}>
            <Stack gap="4">
              <Table
                aria-label={t('fleet.sites.table', { company: group.name })}
                columns={columns}
                rows={rowsOf(group)}
              />
              {group.groupClientId === null ? (
                <Link variant="standalone" href={`/sites/new?${groupParam}=${group.id}`}>
                  {t('fleet.sites.add', { name: group.name })}
                </Link>
              ) : null}
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}

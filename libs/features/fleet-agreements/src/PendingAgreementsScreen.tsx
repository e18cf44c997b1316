import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Table, type TableColumn } from '@velo/ui/Table';
import { Text } from '@velo/ui/Text';
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import {
  clientParam,
  type CompanyAgreements,
  type PendingAgreement,
  type PendingAgreementsData,
} from './data';

type Row = PendingAgreement & { waiting: string };

/** What the signature screen hands back on its way here: whose contract was just signed. */
export interface SignedState {
  signed?: { riderName: string };
}

function CompanyAgreementsTable({
  company,
  showName,
}: {
  company: CompanyAgreements;
  showName: boolean;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const rows: Row[] = company.agreements.map((agreement) => ({
    ...agreement,
    waiting: agreement.waitingSince,
  }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'riderName',
      label: t('fleet.agreements.column.rider'),
      isRowHeader: true,
      allowsSorting: true,
    },
    { id: 'bike', label: t('fleet.agreements.column.bike'), allowsSorting: true },
    {
      id: 'waiting',
      label: t('fleet.agreements.column.waiting'),
      allowsSorting: true,
      render: (row) => formatDate(row.waitingSince, locale, { dateStyle: 'medium' }),
    },
    {
      id: 'monthlyRentCents',
      label: t('fleet.agreements.column.rent'),
      allowsSorting: true,
      render: (row) => <Money cents={row.monthlyRentCents} />,
    },
    {
      id: 'employerContributionCents',
      label: t('fleet.agreements.column.employer'),
      allowsSorting: true,
      render: (row) => <Money cents={row.employerContributionCents} />,
    },
    {
      id: 'id',
      label: t('fleet.agreements.column.contract'),
      render: (row) => (
        <Inline gap="2">
          <Button
            size="sm"
            aria-label={t('fleet.agreements.readOne', { name: row.riderName })}
            onPress={() =>
              void navigate(
                `/signSpecificAgreements/${row.id}?${clientParam}=${String(company.clientId)}`,
              )
            }
          >
            {t('fleet.agreements.read')}
          </Button>
        </Inline>
      ),
    },
  ];
  const title = showName ? company.clientName : t('fleet.agreements.waitingTitle');
  if (rows.length === 0) {
    return (
      <Card title={title} headingLevel={2}>
        <Text>{t('fleet.agreements.empty')}</Text>
      </Card>
    );
  }
  return (
    <Stack gap="3">
      <Text variant="sectionTitle">{title}</Text>
      <Text>{t('fleet.agreements.count', { count: rows.length })}</Text>
      <Table
        aria-label={t('fleet.agreements.table', { company: company.clientName })}
        columns={columns}
        rows={rows}
      />
    </Stack>
  );
}

/**
 * /pendingAgreements (issue 15; spec §2.2 restricted, right `agreements`; spec §4 "Lease flow": the
 * rider confirmed the equipment, then the company signs the rental contract): the leases waiting for
 * the company's signature with the bike and who pays what each month, for one company or each of a
 * group's; each opens its contract to read and sign. A contract just signed is said in a status line.
 */
export default function PendingAgreementsScreen() {
  const t = useFormatMessage();
  const { companies } = useLoaderData() as PendingAgreementsData;
  const state = (useLocation().state ?? {}) as SignedState;

  if (!companies) {
    return (
      <Stack gap="5">
        <PageTitle>{t('fleet.agreements.title')}</PageTitle>
        <Card title={t('fleet.agreements.refusedAccess.title')} headingLevel={2}>
          <Text>{t('fleet.agreements.refusedAccess.body')}</Text>
        </Card>
      </Stack>
    );
  }
  const several = companies.length > 1;
  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.agreements.title')}</PageTitle>
      {several ? null : <Text variant="bodyStrong">{companies[0]?.clientName}</Text>}
      <Text>{t('fleet.agreements.intro')}</Text>
      <div role="status" aria-live="polite">
        {state.signed ? (
          <InlineAlert tone="success">
            {t('fleet.agreements.signedOne', { name: state.signed.riderName })}
          </InlineAlert>
        ) : null}
      </div>
      {companies.map((company) => (
        <CompanyAgreementsTable key={company.clientId} company={company} showName={several} />
      ))}
    </Stack>
  );
}

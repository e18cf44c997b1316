import type { HeldCompany } from '@velo/auth';
import { lazyComponent } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { ListPages, listPageCount } from '@velo/leasing-ui/ListPages';
import {
  ListFilters,
  ListSearchField,
  useShowListParams,
  withListParam,
} from '@velo/leasing-ui/ListSearch';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Table, type TableColumn } from '@velo/ui/Table';
import { Text } from '@velo/ui/Text';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import {
  clientParam,
  pageSize,
  sortParam,
  type PendingAgreement,
  type PendingAgreementPage,
  type PendingAgreementsData,
} from './data';

/** The company switch, fetched only when there is a choice: its listbox weighs. */
const CompanySwitch = lazyComponent(
  () => import('./CompanySwitch'),
  (module) => module.SigningCompanySwitch,
);

type Row = PendingAgreement & { waiting: string };

/** What the signature screen hands back on its way here: whose contract was just signed. */
export interface SignedState {
  signed?: { riderName: string };
}

/**
 * A page of the leases waiting for the signature, as the server sorts them (by waiting time, the
 * sort in the address); a group's list names each row's company, whose contract the row opens.
 */
function AgreementsTable({
  company,
  page,
  data,
}: {
  company: HeldCompany;
  page: PendingAgreementPage;
  data: PendingAgreementsData;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const showParams = useShowListParams();
  const rows: Row[] = page.items.map((agreement) => ({
    ...agreement,
    waiting: agreement.waitingSince,
  }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'riderName',
      label: t('fleet.agreements.column.rider'),
      isRowHeader: true,
    },
    ...(company.isGroup
      ? [
          {
            id: 'company' as const,
            label: t('fleet.agreements.column.company'),
            render: (row: Row) => row.company.name,
          },
        ]
      : []),
    { id: 'bike', label: t('fleet.agreements.column.bike') },
    {
      id: 'waiting',
      label: t('fleet.agreements.column.waiting'),
      allowsSorting: true,
      render: (row) => formatDate(row.waitingSince, locale, { dateStyle: 'medium' }),
    },
    {
      id: 'monthlyRentCents',
      label: t('fleet.agreements.column.rent'),
      render: (row) => <Money cents={row.monthlyRentCents} />,
    },
    {
      id: 'employerContributionCents',
      label: t('fleet.agreements.column.employer'),
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
                `/signSpecificAgreements/${row.id}?${clientParam}=${String(row.company.id)}`,
              )
            }
          >
            {t('fleet.agreements.read')}
          </Button>
        </Inline>
      ),
    },
  ];
  const pages = listPageCount(page, pageSize);
  return (
    <Stack gap="3">
      <ListFilters>
        <ListSearchField
          label={t('fleet.agreements.search')}
          description={t('fleet.agreements.search.help')}
        />
      </ListFilters>
      <div role="status">
        <Text>
          {!pages.exact
            ? t('fleet.agreements.count.atLeast', { count: page.total })
            : data.search === ''
              ? t('fleet.agreements.count', { count: page.total })
              : t('fleet.agreements.search.results', { count: page.total })}
        </Text>
      </div>
      {rows.length > 0 ? (
        <Table
          aria-label={t('fleet.agreements.table', { company: company.name })}
          columns={columns}
          rows={rows}
          sortDescriptor={{
            column: 'waiting',
            direction: data.sort === '-waitingSince' ? 'descending' : 'ascending',
          }}
          onSortChange={(descriptor) =>
            // A new order shows its first page, as a new history entry; the rest is kept.
            showParams(
              withListParam(
                new URLSearchParams(location.search),
                sortParam,
                descriptor.direction === 'descending' ? '-waitingSince' : null,
              ),
            )
          }
        />
      ) : null}
      <ListPages
        label={t('fleet.agreements.pages')}
        previousLabel={t('fleet.agreements.pages.previous')}
        nextLabel={t('fleet.agreements.pages.next')}
        current={(number) =>
          pages.exact
            ? t('fleet.agreements.pages.current', { page: number, pages: pages.pages })
            : t('fleet.agreements.pages.currentAtLeast', { page: number, pages: pages.pages })
        }
        cursors={data.cursors}
        nextCursor={page.nextCursor}
        page={page.items}
      />
    </Stack>
  );
}

/**
 * /pendingAgreements (issue 15; spec §2.2 restricted, right `agreements`; spec §4 "Lease flow": the
 * rider confirmed the equipment, then the company signs the rental contract): the leases waiting for
 * the company's signature with the bike and who pays what each month, a page at a time ("Large
 * employers": the order, the search — the rider's names, e-mail address, employee number, on the
 * server, how many match announced — and the page live in the address); each opens its contract
 * to read and sign. A group's manager sees every company of the group, each row naming its company, or
 * switches to one of them; a manager of several companies switches between them (`?client=`). A
 * contract just signed is said in a status line.
 */
export default function PendingAgreementsScreen() {
  const t = useFormatMessage();
  const data = useLoaderData() as PendingAgreementsData;
  const { companies, company, agreements } = data;
  const state = (useLocation().state ?? {}) as SignedState;
  const navigation = useNavigation();
  const busy =
    navigation.state === 'loading' && navigation.location.pathname.endsWith('/pendingAgreements');

  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.agreements.title')}</PageTitle>
      {company && companies.length > 1 ? (
        <CompanySwitch companies={companies} company={company} />
      ) : null}
      {company && companies.length === 1 ? <Text variant="bodyStrong">{company.name}</Text> : null}
      <Text>{t('fleet.agreements.intro')}</Text>
      <div role="status" aria-live="polite">
        {state.signed ? (
          <InlineAlert tone="success">
            {t('fleet.agreements.signedOne', { name: state.signed.riderName })}
          </InlineAlert>
        ) : null}
      </div>
      <div aria-busy={busy}>
        {!company || !agreements ? (
          <Card title={t('fleet.agreements.refusedAccess.title')} headingLevel={2}>
            <Text>{t('fleet.agreements.refusedAccess.body')}</Text>
          </Card>
        ) : agreements.items.length === 0 && data.search === '' ? (
          <Card title={t('fleet.agreements.waitingTitle')} headingLevel={2}>
            <Text>{t('fleet.agreements.empty')}</Text>
          </Card>
        ) : (
          <Stack gap="3" as="section" aria-labelledby="agreements-waiting">
            <Text variant="sectionTitle" id="agreements-waiting">
              {t('fleet.agreements.waitingTitle')}
            </Text>
            <AgreementsTable company={company} page={agreements} data={data} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}

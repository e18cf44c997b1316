import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { companySearchParam, type Company } from './data';
import { RegistrationForm, typedEmailOf } from './RegistrationForm';

/** Typing pauses this long before the list is asked again, so a word is one request, not one per key. */
const searchDelayMs = 250;

/**
 * /join/:qName/list: the companies of a group, searchable by name, to pick the one the rider works
 * for; the registration form then joins that company. The search is in the address (`?q=`), so the
 * router's loader fetches the list and the back button restores it.
 */
export default function JoinListScreen() {
  const t = useFormatMessage();
  const companies = useLoaderData() as Company[] | null;
  const { qName = '' } = useParams();
  const location = useLocation();
  const inviteToken = (location.state as { inviteToken?: unknown } | null)?.inviteToken;
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get(companySearchParam) ?? '');
  const [chosen, setChosen] = useState<Company | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      const query = search.trim();
      if (query === (params.get(companySearchParam) ?? '')) return;
      // Replaces the entry, keeping the invitation in the router state.
      setParams(query ? { [companySearchParam]: query } : {}, {
        replace: true,
        state: location.state,
        preventScrollReset: true,
      });
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, params, setParams, location.state]);

  if (chosen) {
    return (
      <Stack gap="5">
        <PageTitle>{t('auth.registration.titleWithCompany', { company: chosen.name })}</PageTitle>
        <Text>{t('auth.registration.intro', { company: chosen.name })}</Text>
        <RegistrationForm
          company={{ name: chosen.name, workEmailLoginAllowed: true, allowedDomains: [] }}
          target={
            typeof inviteToken === 'string'
              ? { qName, inviteToken, groupClientId: chosen.id }
              : { groupClientId: chosen.id }
          }
          initialEmail={typedEmailOf(location.state)}
        />
        <div>
          <Button variant="ghost" onPress={() => setChosen(null)}>
            {t('join.list.chooseAnother')}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <PageTitle>{t('join.list.title')}</PageTitle>
      <Text>{t('join.list.intro')}</Text>
      <TextField type="search" label={t('join.list.search')} value={search} onChange={setSearch} />
      {companies === null ? (
        <InlineAlert tone="information">{t('join.list.unavailable')}</InlineAlert>
      ) : (
        <>
          <div role="status">
            <Text>{t('join.list.count', { count: companies.length })}</Text>
          </div>
          <Stack as="ul" gap="2">
            {companies.map((company) => (
              <li key={company.id}>
                <Button variant="outline" fullWidth onPress={() => setChosen(company)}>
                  {company.name}
                </Button>
              </li>
            ))}
          </Stack>
        </>
      )}
      <Link variant="standalone" href="/login">
        {t('auth.registration.alreadyRegistered')}
      </Link>
    </Stack>
  );
}

import { useRouteContext } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { helpCentres, siteLinks } from '@velo/site-config';
import { Card } from '@velo/ui/Card';
import { Inline } from '@velo/ui/Inline';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useMemo } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { BankDetails } from './BankDetails';
import { ChangePassword } from './ChangePassword';
import { profileActions, type Account } from './data';
import { DeleteAccount } from './DeleteAccount';
import { Faq } from './Faq';
import { LanguageChoice } from './LanguageChoice';
import { PersonalInformation } from './PersonalInformation';

/**
 * /profile (spec section 2.3: "Profile and bank details; change password; delete account; language
 * choice; FAQ"): one page, one card per part, each with its own heading so a screen-reader user
 * jumps between them (RGAA 9.1).
 */
export default function ProfileScreen() {
  const t = useFormatMessage();
  const context = useRouteContext();
  const actions = useMemo(() => profileActions(context), [context]);
  const account = useLoaderData() as Account | null;
  const { revalidate } = useRevalidator();

  return (
    <Stack gap="5">
      <PageTitle>{t('routes.profile')}</PageTitle>
      {account ? (
        <>
          <Card title={t('profile.personal.title')} headingLevel={2}>
            <PersonalInformation
              account={account}
              onSave={async (patch) => {
                const outcome = await actions.saveContact(patch);
                if (outcome.status === 'locked') void revalidate();
                return outcome;
              }}
            />
          </Card>
          <Card title={t('profile.bank.title')} headingLevel={2}>
            <BankDetails
              account={account}
              onSendCode={actions.sendBankCode}
              onSign={async (code) => {
                const outcome = await actions.verifyBankCode(code);
                if (outcome.status === 'signed') void revalidate();
                return outcome;
              }}
            />
          </Card>
          <Card title={t('profile.password.title')} headingLevel={2}>
            <ChangePassword onChange={actions.changePassword} />
          </Card>
          <Card title={t('profile.language.title')} headingLevel={2}>
            <LanguageChoice onSave={actions.saveLanguage} />
          </Card>
        </>
      ) : (
        <Text>{t('profile.unavailable')}</Text>
      )}
      <Card title={t('profile.faq.title')} headingLevel={2}>
        <Faq />
      </Card>
      <Card title={t('profile.help.title')} headingLevel={2}>
        <Stack gap="3">
          <Text>{t('profile.help.body')}</Text>
          <Inline gap="4">
            <Link href={helpCentres.riders} isExternal variant="standalone">
              {t('profile.help.centre')}
            </Link>
            <Link href={siteLinks.contact} isExternal variant="standalone">
              {t('profile.help.contact')}
            </Link>
          </Inline>
        </Stack>
      </Card>
      {account ? (
        <Card title={t('profile.delete.title')} headingLevel={2}>
          <DeleteAccount deletion={account.deletion} onDelete={actions.deleteAccount} />
        </Card>
      ) : null}
    </Stack>
  );
}

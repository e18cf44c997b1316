import { lastLoginAtom, managesFleet, profileAtom } from '@velo/auth';
import { useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { helpCentreFor, siteLinks } from '@velo/site-config';
import { Card } from '@velo/ui/Card';
import { Inline } from '@velo/ui/Inline';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useAtomValue } from 'jotai';
import { useLoaderData } from 'react-router-dom';
import { BankDetails } from './BankDetails';
import { ChangePassword } from './ChangePassword';
import type {
  Account,
  ContactOutcome,
  DeleteOutcome,
  LanguageOutcome,
  PasswordOutcome,
} from './data';
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
  const account = useLoaderData() as Account | null;
  // Spec section 1: a fleet manager gets the employers' help centre, a rider the riders' one.
  const helpCentre = helpCentreFor(
    managesFleet(useAtomValue(profileAtom), useAtomValue(lastLoginAtom)),
  );
  // One submission per part, so a part's answer is its own.
  const contact = useSubmission<ContactOutcome>();
  const password = useSubmission<PasswordOutcome>();
  const language = useSubmission<LanguageOutcome>();
  const deletion = useSubmission<DeleteOutcome>();

  return (
    <Stack gap="5">
      <PageTitle>{t('routes.profile')}</PageTitle>
      {account ? (
        <>
          <Card title={t('profile.personal.title')} headingLevel={2}>
            <PersonalInformation
              account={account}
              onSave={(patch) => contact.answer({ intent: 'save-contact', patch })}
            />
          </Card>
          <Card title={t('profile.bank.title')} headingLevel={2}>
            <BankDetails account={account} />
          </Card>
          <Card title={t('profile.password.title')} headingLevel={2}>
            <ChangePassword
              onChange={(currentPassword, newPassword) =>
                password.answer({ intent: 'change-password', currentPassword, newPassword })
              }
            />
          </Card>
          <Card title={t('profile.language.title')} headingLevel={2}>
            <LanguageChoice
              onSave={async (choice) =>
                (await language.answer({ intent: 'save-language', language: choice })).status ===
                'saved'
              }
            />
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
            <Link href={helpCentre} isExternal variant="standalone">
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
          <DeleteAccount
            deletion={account.deletion}
            onDelete={() => deletion.answer({ intent: 'delete-account' })}
          />
        </Card>
      ) : null}
    </Stack>
  );
}

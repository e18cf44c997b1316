import { useFormatMessage } from '@velo/i18n';
import { LinkGroup } from '@velo/ui/LinkGroup';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';

/**
 * /registration and /register. Riders join through their employer: the invitation link the company
 * sends opens the registration form. This page says so and points to the other ways in.
 */
export default function RegistrationInfoScreen() {
  const t = useFormatMessage();
  return (
    <Stack gap="5">
      <PageTitle>{t('auth.registration.title')}</PageTitle>
      <Text>{t('registration.info.invitation')}</Text>
      <Text>{t('registration.info.noInvitation')}</Text>
      <LinkGroup
        direction="column"
        links={[
          { href: '/register/noClient', label: t('registration.info.noClientLink') },
          { href: '/login', label: t('auth.registration.alreadyRegistered') },
        ]}
      />
    </Stack>
  );
}

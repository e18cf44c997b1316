import { downloadBlob, useRouteContext } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Card } from '@velo/ui/Card';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useMemo } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { BankDetailsForm } from './BankDetailsForm';
import { CharterForm } from './CharterForm';
import { onboardingActions, type LeaseStatus, type OnboardingData } from './data';
import { DocumentList } from './DocumentList';
import { geocodingUrl } from './geoService';
import { PersonalInformationForm } from './PersonalInformationForm';
import { SignatureStepper } from './SignatureStepper';

/** The statuses after the rider's signature (issue 13 design §1). */
const signedStatuses: readonly LeaseStatus[] = [
  'voucher-signed',
  'awaiting-payment',
  'ready-for-pickup',
  'active',
  'ended',
];
/** Before the company's signature: the company acts next. */
const beforeCompany: readonly LeaseStatus[] = [
  'pending-validation',
  'approved',
  'equipment-confirmed',
];
/** The documents signed together by SMS code. */
const signedTogether = ['confirmation-voucher', 'direct-debit-mandate', 'user-charter'];

function SignatureSection({
  data,
  actions,
  revalidate,
}: {
  data: OnboardingData;
  actions: ReturnType<typeof onboardingActions>;
  revalidate: () => void;
}) {
  const t = useFormatMessage();
  const { lease, onboarding, documents } = data;
  if (!lease) return <Text>{t('onboarding.signature.noRequest')}</Text>;
  if (lease.status === 'refused' || lease.status === 'cancelled') {
    return <Text>{t('onboarding.signature.closed')}</Text>;
  }
  if (beforeCompany.includes(lease.status)) {
    return (
      <Stack gap="3">
        <InlineAlert tone="information">
          {lease.status === 'equipment-confirmed'
            ? t('onboarding.signature.companyNext')
            : t('onboarding.signature.notYet')}
        </InlineAlert>
        <Link variant="standalone" href="/my-offer">
          {t('onboarding.signature.seeOffer')}
        </Link>
      </Stack>
    );
  }
  const voucher = documents.find((document) => document.kind === 'confirmation-voucher');
  const signedAt = signedStatuses.includes(lease.status)
    ? (voucher?.signedAt ?? onboarding?.lockedAt ?? null)
    : null;
  const complete = onboarding?.complete;
  return (
    <SignatureStepper
      documentTitles={documents
        .filter((document) => signedTogether.includes(document.kind))
        .map((document) => document.title)}
      ready={Boolean(complete?.personal && complete.charter && complete.bankDetails)}
      signedAt={signedAt}
      onSendCode={() => actions.sendCode(lease.id)}
      onVerify={async (code) => {
        const outcome = await actions.verifyCode(lease.id, code);
        if (outcome.status === 'signed') revalidate();
        return outcome;
      }}
      onDownloadSigned={async () => {
        const blob = await actions.pdf(lease.id, 'confirmation-voucher');
        if (blob) downloadBlob(blob, 'confirmation-voucher-signed.pdf');
      }}
    />
  );
}

/**
 * /onboarding (spec sections 2.2, 2.3, 3, 4 and 5; issue 13): the rider's personal information
 * saved as they go, the user charter's attestations, the SEPA mandate, the documents of the lease
 * request readable in the page or as PDFs, and the electronic signature by SMS code. Everything is
 * locked once signed: the signed documents carry it.
 */
export default function OnboardingScreen() {
  const t = useFormatMessage();
  const data = useLoaderData() as OnboardingData;
  const context = useRouteContext();
  const { revalidate } = useRevalidator();
  const actions = useMemo(() => onboardingActions(context), [context]);
  const { onboarding, lease, documents, mandate } = data;

  if (!onboarding) {
    return (
      <Stack gap="5">
        <PageTitle>{t('onboarding.title')}</PageTitle>
        <Text>{t('onboarding.unavailable')}</Text>
      </Stack>
    );
  }
  const locked = onboarding.lockedAt !== null;
  const info = onboarding.personalInformation;
  const holder = [info.firstName, info.lastName].filter(Boolean).join(' ');

  return (
    <Stack gap="5">
      <PageTitle>{t('onboarding.title')}</PageTitle>
      <Text>{t('onboarding.intro')}</Text>

      <Card title={t('onboarding.personal.title')} headingLevel={2}>
        <PersonalInformationForm
          initial={info}
          lockedAt={onboarding.lockedAt}
          geocodingUrl={geocodingUrl()}
          onSave={async (patch) => {
            const outcome = await actions.savePersonal(patch);
            // While the information is incomplete the signature waits for it: read the page again
            // so the stepper knows when the last missing field arrives.
            if (outcome.status === 'saved' && !onboarding.complete.personal) revalidate();
            return outcome;
          }}
        />
      </Card>

      <Card title={t('onboarding.charter.title')} headingLevel={2}>
        <CharterForm
          charter={onboarding.charter}
          locked={locked}
          onSave={async (values) => {
            const outcome = await actions.saveCharter(values);
            if (outcome === 'saved') revalidate();
            return outcome;
          }}
        />
      </Card>

      <Card title={t('onboarding.mandate.title')} headingLevel={2}>
        <BankDetailsForm
          bankDetails={onboarding.bankDetails}
          defaultHolder={holder}
          locked={locked}
          mandate={mandate}
          onSave={async (values) => {
            const outcome = await actions.saveBankDetails(values);
            if (outcome.status === 'saved') revalidate();
            return outcome;
          }}
        />
      </Card>

      <Card title={t('onboarding.documents.title')} headingLevel={2}>
        {lease ? (
          <DocumentList
            documents={documents}
            access={{
              load: (kind) => actions.loadDocument(lease.id, kind),
              pdf: (kind) => actions.pdf(lease.id, kind),
            }}
          />
        ) : (
          <Text>{t('onboarding.documents.none')}</Text>
        )}
      </Card>

      <Card title={t('onboarding.signature.title')} headingLevel={2}>
        <SignatureSection data={data} actions={actions} revalidate={() => void revalidate()} />
      </Card>
    </Stack>
  );
}

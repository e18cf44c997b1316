import { useDownload, useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Card } from '@velo/ui/Card';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useLoaderData } from 'react-router-dom';
import { BankDetailsForm, type BankOutcome } from './BankDetailsForm';
import { CharterForm, type CharterOutcome } from './CharterForm';
import { documentPdf, type DocumentRead, type LeaseStatus, type OnboardingData } from './data';
import { DocumentList } from './DocumentList';
import { geocodingUrl } from './geoService';
import { PersonalInformationForm, type SaveOutcome } from './PersonalInformationForm';
import { SignatureStepper, type SendOutcome, type VerifyOutcome } from './SignatureStepper';

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

function SignatureSection({ data }: { data: OnboardingData }) {
  const t = useFormatMessage();
  // Its own download: the stepper's button spins, not the document list's.
  const { download } = useDownload(documentPdf);
  const sending = useSubmission<SendOutcome>();
  const signing = useSubmission<VerifyOutcome>();
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
      onSendCode={() => sending.answer({ intent: 'send-code', leaseId: lease.id })}
      onVerify={(code) => signing.answer({ intent: 'verify-code', leaseId: lease.id, code })}
      onDownloadSigned={async () => {
        await download('confirmation-voucher-signed.pdf', lease.id, 'confirmation-voucher');
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
  // One submission per part, so a part's answer is its own.
  const personal = useSubmission<SaveOutcome>();
  const charter = useSubmission<{ status: CharterOutcome }>();
  const bank = useSubmission<BankOutcome>();
  const reading = useSubmission<DocumentRead>();
  const { download, downloading } = useDownload(documentPdf);
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
          onSave={(patch) =>
            personal.answer({
              intent: 'save-personal',
              patch,
              // While the information is incomplete the signature waits for it: the page is read
              // again so the stepper knows when the last missing field arrives.
              completing: !onboarding.complete.personal,
            })
          }
        />
      </Card>

      <Card title={t('onboarding.charter.title')} headingLevel={2}>
        <CharterForm
          charter={onboarding.charter}
          locked={locked}
          onSave={async (values) =>
            (await charter.answer({ intent: 'save-charter', ...values })).status
          }
        />
      </Card>

      <Card title={t('onboarding.mandate.title')} headingLevel={2}>
        <BankDetailsForm
          bankDetails={onboarding.bankDetails}
          defaultHolder={holder}
          locked={locked}
          mandate={mandate}
          onSave={(values) => bank.answer({ intent: 'save-bank-details', ...values })}
        />
      </Card>

      <Card title={t('onboarding.documents.title')} headingLevel={2}>
        {lease ? (
          <DocumentList
            documents={documents}
            access={{
              load: async (kind) =>
                (await reading.answer({ intent: 'read-document', leaseId: lease.id, kind }))
                  .document,
              download: (kind, fileName) => download(fileName, lease.id, kind),
              downloading,
            }}
          />
        ) : (
          <Text>{t('onboarding.documents.none')}</Text>
        )}
      </Card>

      <Card title={t('onboarding.signature.title')} headingLevel={2}>
        <SignatureSection data={data} />
      </Card>
    </Stack>
  );
}

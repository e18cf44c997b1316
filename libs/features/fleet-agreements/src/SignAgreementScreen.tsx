import { useDownload, useSubmission } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { SendCodeButtons, SmsCodeStep, useSmsSignature } from '@velo/leasing-ui';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { Checkbox } from '@velo/ui/Checkbox';
import { DescriptionList, DescriptionRow as Fact } from '@velo/ui/DescriptionList';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Inline } from '@velo/ui/Inline';
import { Money } from '@velo/ui/Money';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useId, useRef, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import * as styles from './agreements.css';
import {
  agreementFileName,
  agreementPdf,
  type CodeOutcome,
  type CompanyAgreement,
  type SignAgreementAnswer,
  type SignAgreementData,
  type SignOutcome,
} from './data';
import type { SignedState } from './PendingAgreementsScreen';

/** The contract's accessible rendition: the PDF's sections, in French (the contract's language). */
function ContractRendition({ document }: { document: CompanyAgreement['document'] }) {
  const id = useId();
  return (
    <article className={styles.document} aria-labelledby={id} lang="fr">
      <h3 id={id}>{document.title}</h3>
      {document.sections.map((section, index) => (
        <section key={`${index}-${section.heading}`}>
          <h4>{section.heading}</h4>
          {section.paragraphs.map((paragraph, p) => (
            <p key={p}>{paragraph}</p>
          ))}
          {section.fields.length > 0 ? (
            <DescriptionList layout="fields">
              {section.fields.map((field) => (
                <Fact key={field.label} term={field.label}>
                  {field.value}
                </Fact>
              ))}
            </DescriptionList>
          ) : null}
        </section>
      ))}
    </article>
  );
}

/**
 * The company's signature (spec §4: the company signs the rental contract; issue 13's SMS code):
 * the consent to sign electronically, the code sent to the manager's mobile (or the company's),
 * then the six digits; wrong, expired and too many codes are said next to the field. Signed, the
 * list comes back saying so.
 */
function Signature({ agreement }: { agreement: CompanyAgreement }) {
  const t = useFormatMessage();
  const navigate = useNavigate();
  const consentRef = useRef<HTMLDivElement>(null);
  const contract = { clientId: agreement.clientId, leaseId: agreement.id };
  const signature = useSmsSignature({
    sending: useSubmission<CodeOutcome>(),
    signing: useSubmission<SignOutcome>(),
    sendBody: () => ({ intent: 'send-code', ...contract }) satisfies SignAgreementAnswer,
    signBody: (code) => ({ intent: 'sign', ...contract, code }) satisfies SignAgreementAnswer,
    problems: ['noMobile', 'notAllowed'],
    onSigned: () => {
      const state: SignedState = { signed: { riderName: agreement.riderName } };
      void navigate('/pendingAgreements', { state });
    },
  });
  const { problem, sent, sending, resendIn } = signature;

  const onConsent = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!signature.requireConsent(consentRef)) return;
    await signature.send();
  };

  return (
    <Stack gap="3">
      {problem ? (
        <InlineAlert tone="error" role="alert">
          {t(
            problem === 'noMobile'
              ? 'fleet.agreements.sign.noMobile'
              : 'fleet.agreements.sign.notAllowed',
          )}
        </InlineAlert>
      ) : null}
      {sent ? (
        <SmsCodeStep
          intro={t('fleet.agreements.sign.codeSent', { phone: sent.maskedPhone })}
          {...signature.codeStep}
          signLabel={t('fleet.agreements.sign.submit')}
          focusOnOpen
        />
      ) : (
        <div ref={consentRef}>
          <Form
            onSubmit={(event) => void onConsent(event)}
            validationBehavior="aria"
            showErrorSummary={false}
          >
            <Stack gap="3">
              <Checkbox {...signature.consentCheckbox}>
                {t('fleet.agreements.sign.consent', { company: agreement.clientName })}
              </Checkbox>
              <SendCodeButtons
                label={t('fleet.agreements.sign.sendCode')}
                resendIn={resendIn}
                tooManyCodes={signature.tooManyCodes}
                sending={sending}
              />
            </Stack>
          </Form>
        </div>
      )}
    </Stack>
  );
}

/**
 * /signSpecificAgreements/:bikeId (issue 15; spec §2.2 restricted, right `agreements`): one lease's
 * rental contract between the lessor and the company, what it costs a month and who pays it, its
 * text (the PDF's, readable in the page) and the PDF, then the company's signature by SMS code.
 */
export default function SignAgreementScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { agreement } = useLoaderData() as SignAgreementData;
  const { download, downloading } = useDownload(agreementPdf);
  const back = (
    <div>
      <Button variant="ghost" onPress={() => void navigate('/pendingAgreements')}>
        {t('fleet.agreements.back')}
      </Button>
    </div>
  );

  if (!agreement) {
    return (
      <Stack gap="5">
        <PageTitle>{t('fleet.agreements.sign.missingTitle')}</PageTitle>
        <Card title={t('fleet.agreements.sign.missing.title')} headingLevel={2}>
          <Text>{t('fleet.agreements.sign.missing.body')}</Text>
        </Card>
        {back}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <PageTitle>{t('fleet.agreements.sign.title', { name: agreement.riderName })}</PageTitle>
      {back}
      <Card title={t('fleet.agreements.sign.summary')} headingLevel={2}>
        <DescriptionList layout="fields">
          <Fact term={t('fleet.agreements.sign.company')}>{agreement.clientName}</Fact>
          <Fact term={t('fleet.agreements.column.rider')}>{agreement.riderName}</Fact>
          <Fact term={t('fleet.agreements.column.bike')}>{agreement.bike}</Fact>
          <Fact term={t('fleet.agreements.column.rent')}>
            <Money cents={agreement.monthlyRentCents} />
          </Fact>
          <Fact term={t('fleet.agreements.column.employer')}>
            <Money cents={agreement.employerContributionCents} />
          </Fact>
          <Fact term={t('fleet.agreements.sign.riderShare')}>
            <Money cents={agreement.riderShareCents} />
          </Fact>
        </DescriptionList>
      </Card>
      <Card title={t('fleet.agreements.sign.contract')} headingLevel={2}>
        <Stack gap="4">
          <Inline gap="3">
            <Button
              variant="outline"
              isLoading={downloading !== null}
              onPress={() => void download(agreementFileName(agreement.id), agreement)}
            >
              {t('fleet.agreements.sign.pdf')}
            </Button>
          </Inline>
          <ContractRendition document={agreement.document} />
        </Stack>
      </Card>
      <Card title={t('fleet.agreements.sign.heading')} headingLevel={2}>
        {agreement.signable ? (
          <Signature agreement={agreement} />
        ) : (
          <InlineAlert tone="information">
            {agreement.document.signedAt
              ? t('fleet.agreements.sign.signedOn', {
                  date: formatDate(agreement.document.signedAt, locale, { dateStyle: 'long' }),
                })
              : t('fleet.agreements.sign.notWaiting')}
          </InlineAlert>
        )}
      </Card>
    </Stack>
  );
}

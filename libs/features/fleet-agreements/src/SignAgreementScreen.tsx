import { useRouteContext } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { secondsUntil, SendCodeButtons, SmsCodeStep, useResendCountdown } from '@velo/leasing-ui';
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
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import * as styles from './agreements.css';
import {
  downloadAgreement,
  sendAgreementCode,
  signAgreement,
  type CompanyAgreement,
  type SignAgreementData,
} from './data';
import type { SignedState } from './PendingAgreementsScreen';

type Problem = 'noMobile' | 'notAllowed' | null;

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
  const context = useRouteContext();
  const navigate = useNavigate();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ maskedPhone: string; count: number } | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [resendIn, startCountdown] = useResendCountdown();
  const consentRef = useRef<HTMLDivElement>(null);

  const send = async () => {
    setSending(true);
    const outcome = await sendAgreementCode(context, agreement);
    setSending(false);
    if (outcome.status === 'sent') {
      setSent((last) => ({ maskedPhone: outcome.maskedPhone, count: (last?.count ?? 0) + 1 }));
      startCountdown(secondsUntil(outcome.resendAvailableAt));
    } else if (outcome.status === 'tooEarly') {
      startCountdown(outcome.retryAfterSeconds);
    } else if (outcome.status === 'noMobile' || outcome.status === 'notAllowed') {
      setProblem(outcome.status);
    }
  };

  const onConsent = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!consent) {
      setConsentError(true);
      requestAnimationFrame(() =>
        consentRef.current?.querySelector<HTMLInputElement>('input[name="consent"]')?.focus(),
      );
      return;
    }
    await send();
  };

  const verify = async (code: string) => {
    const outcome = await signAgreement(context, agreement, code);
    if (outcome.status === 'signed') {
      const state: SignedState = { signed: { riderName: agreement.riderName } };
      void navigate('/pendingAgreements', { state });
    } else if (outcome.status === 'notAllowed') {
      setProblem('notAllowed');
    }
    return outcome;
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
          sentKey={sent.count}
          signLabel={t('fleet.agreements.sign.submit')}
          onVerify={verify}
          resendIn={resendIn}
          onResend={() => void send()}
          resending={sending}
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
              <Checkbox
                name="consent"
                isSelected={consent}
                onChange={(value) => {
                  setConsent(value);
                  if (value) setConsentError(false);
                }}
                isInvalid={consentError}
                {...(consentError
                  ? { errorMessage: t('onboarding.signature.consentRequired') }
                  : {})}
              >
                {t('fleet.agreements.sign.consent', { company: agreement.clientName })}
              </Checkbox>
              <SendCodeButtons
                label={t('fleet.agreements.sign.sendCode')}
                resendIn={resendIn}
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
  const context = useRouteContext();
  const navigate = useNavigate();
  const { agreement } = useLoaderData() as SignAgreementData;
  const [downloading, setDownloading] = useState(false);
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
              isLoading={downloading}
              onPress={() => {
                setDownloading(true);
                void downloadAgreement(context, agreement).finally(() => setDownloading(false));
              }}
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

import { useSubmission } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Card } from '@velo/ui/Card';
import { CopyLinkField } from '@velo/ui/CopyLinkField';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useForm } from '@velo/validation';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { CodeValues } from './codeRules';
import type { CodeOutcome, MySponsorship, SponsorshipData, SponsorshipOffer } from './data';
import * as styles from './sponsorship.css';

/** The rules load with the form's first focus or check, keeping zod out of the screen's chunk. */
const rules = async () => (await import('./codeRules')).codeRules;
/**
 * No message takes values here. One object for every render: `useForm`'s callbacks depend on it,
 * and a new `{}` each render would give a new `setServerError` each render, re-running the effect.
 */
const noMessageValues = {};

function OfferCard({ offer }: { offer: SponsorshipOffer }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  return (
    <Card title={t('sponsorship.offer.title')} headingLevel={2}>
      <Text variant="bodyStrong">{offer.name}</Text>
      <Text>{t('sponsorship.offer.gives', { months: offer.monthsOfFreeRent })}</Text>
      {offer.endDate ? (
        <Text variant="bodySmall">
          {t('sponsorship.offer.until', { date: formatDate(offer.endDate, locale) })}
        </Text>
      ) : null}
    </Card>
  );
}

/** My code, its share link with a copy button (the result said politely), my sponsees. */
function MyCode({ mine }: { mine: MySponsorship }) {
  const t = useFormatMessage();

  return (
    <Card title={t('sponsorship.mine.title')} headingLevel={2}>
      <Text>{t('sponsorship.mine.intro')}</Text>
      <Stack gap="1">
        <Text variant="bodySmall">{t('sponsorship.mine.codeLabel')}</Text>
        <p className={styles.code}>{mine.code}</p>
      </Stack>
      <CopyLinkField
        link={mine.shareUrl}
        label={t('sponsorship.mine.link')}
        copyText={t('sponsorship.mine.copy')}
        copiedText={t('sponsorship.mine.copied')}
        copyFailedText={t('sponsorship.mine.copyFailed')}
      />
      <Text>{t('sponsorship.mine.sponsees', { count: mine.sponsees })}</Text>
    </Card>
  );
}

/** A colleague's code: entered once; "sponsor code not valid" next to the field (spec section 5). */
function EnterCode({ mine, sharedCode }: { mine: MySponsorship; sharedCode: string }) {
  const t = useFormatMessage();
  const form = useForm<CodeValues>(rules, { code: sharedCode }, noMessageValues);
  const { submit, pending, outcome } = useSubmission<CodeOutcome>();
  const { setServerError } = form;
  const doneRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Accepted on this page (the router then read the sponsorship again): said where focus is.
  const acceptedHere = outcome?.status === 'accepted';

  // Each answer is handled once: setting the field's error re-renders the form, which must not
  // set it again (an endless render loop that left the page busy and the button pending).
  const handled = useRef<CodeOutcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome.status === 'invalid') setServerError('code', 'validation.sponsorCode.invalid');
    if (outcome.status === 'already-used' || outcome.status === 'no-offer') {
      alertRef.current?.focus();
    }
  }, [outcome, setServerError]);

  useEffect(() => {
    if (acceptedHere && mine.usedCode) doneRef.current?.focus();
  }, [acceptedHere, mine.usedCode]);

  if (mine.usedCode) {
    return (
      <Card title={t('sponsorship.enter.title')} headingLevel={2}>
        <InlineAlert tone="success" role="status" ref={doneRef}>
          {acceptedHere
            ? t('sponsorship.enter.accepted', { code: mine.usedCode })
            : t('sponsorship.enter.used', { code: mine.usedCode })}
        </InlineAlert>
        <Text variant="bodySmall">{t('sponsorship.enter.final')}</Text>
      </Card>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    void submit({ code: form.values.code.trim() });
  };

  return (
    <Card title={t('sponsorship.enter.title')} headingLevel={2}>
      {outcome?.status === 'already-used' || outcome?.status === 'no-offer' ? (
        <InlineAlert tone="warning" role="alert" ref={alertRef}>
          {outcome.status === 'already-used'
            ? t('sponsorship.enter.alreadyUsed')
            : t('sponsorship.enter.noOffer')}
        </InlineAlert>
      ) : null}
      <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)}>
        <TextField
          {...form.textField('code')}
          label={t('sponsorship.enter.label')}
          description={t('sponsorship.enter.hint')}
          autoComplete="off"
          isRequired
        />
        <div>
          <Button type="submit" isLoading={pending}>
            {t('sponsorship.enter.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/**
 * /sponsorship (spec sections 2.2, restricted; 3 "commercial offer (active, sponsorship)"; 5
 * "sponsor code not valid"): what the company's sponsorship offer gives, my code and its share link,
 * how many colleagues used it, and a colleague's code to enter once. A company without a running
 * offer gets a clear state instead.
 */
export default function SponsorshipScreen() {
  const t = useFormatMessage();
  const { mine, offer, sharedCode, bikeCheckOffered } = useLoaderData() as SponsorshipData;

  const bikeCheck = bikeCheckOffered ? (
    <Card title={t('sponsorship.bikeCheck.title')} headingLevel={2}>
      <Text>{t('sponsorship.bikeCheck.body')}</Text>
      <Link variant="standalone" href="/bikeCheck">
        {t('sponsorship.bikeCheck.link')}
      </Link>
    </Card>
  ) : null;

  if (!mine) {
    return (
      <Stack gap="5">
        <PageTitle>{t('sponsorship.title')}</PageTitle>
        <Text>{t('sponsorship.none')}</Text>
        <Link variant="standalone" href="/">
          {t('sponsorship.backHome')}
        </Link>
      </Stack>
    );
  }

  if (!offer || !mine.offerActive) {
    return (
      <Stack gap="5">
        <PageTitle>{t('sponsorship.title')}</PageTitle>
        <InlineAlert tone="information">{t('sponsorship.noOffer')}</InlineAlert>
        {mine.usedCode ? <Text>{t('sponsorship.enter.used', { code: mine.usedCode })}</Text> : null}
        {bikeCheck}
        <Link variant="standalone" href="/">
          {t('sponsorship.backHome')}
        </Link>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <PageTitle>{t('sponsorship.title')}</PageTitle>
      <Text>{t('sponsorship.intro')}</Text>
      <OfferCard offer={offer} />
      <MyCode mine={mine} />
      <EnterCode mine={mine} sharedCode={sharedCode} />
      {bikeCheck}
    </Stack>
  );
}

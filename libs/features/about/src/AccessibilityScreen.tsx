import { formatDate, formatPercent, useFormatMessage, useLocale } from '@velo/i18n';
import { accessibilityLinks, publisher, siteLinks } from '@velo/site-config';
import { accessibilityAudit, type AccessibilityAudit } from '@velo/site-config/accessibilityAudit';
import { DescriptionList, DescriptionRow } from '@velo/ui/DescriptionList';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import type { ReactNode } from 'react';

/** Where the rider app is served: the address the statement covers. */
const appAddress = new URL('rider/', siteLinks.appSite).href;

function languagesOf(locales: string[]): 'both' | 'fr' | 'en' {
  if (locales.includes('fr') && locales.includes('en')) return 'both';
  return locales.includes('en') ? 'en' : 'fr';
}

/**
 * The accessibility statement in the RGAA 4.1 format (French law, for large companies): the
 * compliance status and rate, the audited pages, the known non-compliance and derogations, the date,
 * a contact and the recourse to the Défenseur des droits. Its figures are `accessibilityAudit` of
 * `@velo/site-config`, written from the end-to-end suite's axe scans (`tools/a11y/statement.ts`),
 * never typed by hand; `audit` replaces them in tests.
 */
export default function AccessibilityScreen({
  audit = accessibilityAudit,
}: {
  audit?: AccessibilityAudit;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { address } = publisher;
  return (
    <Stack gap="6">
      <PageTitle>{t('accessibility.title')}</PageTitle>
      <Text>{t('accessibility.intro', { publisher: publisher.name, address: appAddress })}</Text>

      <Section id="a11y-status" title={t('accessibility.status.title')}>
        <Text>{t('accessibility.status.body', { status: audit.status })}</Text>
        <Text variant="subsectionTitle">{t('accessibility.results.title')}</Text>
        <DescriptionList>
          <DescriptionRow term={t('accessibility.results.rate')}>
            {formatPercent(audit.rate / 100, locale)}
          </DescriptionRow>
          <DescriptionRow term={t('accessibility.results.rules')}>
            {t('accessibility.results.rulesValue', {
              met: audit.rules.met,
              applicable: audit.rules.applicable,
            })}
          </DescriptionRow>
          <DescriptionRow term={t('accessibility.results.checks')}>
            {t('accessibility.results.checksValue', { scans: audit.scans, tests: audit.tests })}
          </DescriptionRow>
        </DescriptionList>
        <Text>{t('accessibility.results.method')}</Text>
      </Section>

      <Section id="a11y-non-accessible" title={t('accessibility.nonAccessible.title')}>
        <Text variant="subsectionTitle">{t('accessibility.nonAccessible.nonCompliance')}</Text>
        {audit.nonConformities.length === 0 ? (
          <Text>{t('accessibility.nonAccessible.noFailedRule')}</Text>
        ) : (
          <Stack as="ul" gap="3">
            {audit.nonConformities.map((failure) => (
              <Stack as="li" gap="1" key={failure.rule}>
                <Text variant="bodyStrong">
                  {t('accessibility.nonAccessible.rule', {
                    rule: failure.rule,
                    impact: failure.impact ?? 'unknown',
                  })}
                </Text>
                {/* axe's own description of the rule, in English only. */}
                <Text>
                  <span lang="en">{failure.help}</span>
                </Text>
                <Text variant="muted">
                  {t('accessibility.nonAccessible.rulePages', {
                    pages: failure.pages.join(', '),
                  })}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        <Text>{t('accessibility.nonAccessible.documents')}</Text>
        <Text variant="subsectionTitle">{t('accessibility.derogations.title')}</Text>
        <Text>{t('accessibility.derogations.none')}</Text>
        <Text variant="subsectionTitle">{t('accessibility.exempt.title')}</Text>
        <Text>{t('accessibility.exempt.map')}</Text>
      </Section>

      <Section id="a11y-audit" title={t('accessibility.audit.title')}>
        <Text>
          {t('accessibility.audit.date', {
            date: audit.date ? formatDate(`${audit.date}T12:00:00Z`, locale) : '',
          })}
        </Text>
        <Text>{t('accessibility.audit.tools')}</Text>
        <Text variant="subsectionTitle">{t('accessibility.pages.title')}</Text>
        <Stack as="ul" gap="1">
          {audit.pages.map((page) => (
            <li key={page.path}>
              <Text as="span">{page.path}</Text>{' '}
              <Text as="span" variant="muted">
                {t('accessibility.pages.languages', { languages: languagesOf(page.locales) })}
              </Text>
            </li>
          ))}
        </Stack>
      </Section>

      <Section id="a11y-contact" title={t('accessibility.contact.title')}>
        <Text>{t('accessibility.contact.body')}</Text>
        <Link variant="standalone" href={`mailto:${accessibilityLinks.contactEmail}`}>
          {t('accessibility.contact.email', { email: accessibilityLinks.contactEmail })}
        </Link>
        <Link variant="standalone" href={siteLinks.contact} isExternal>
          {t('accessibility.contact.form')}
        </Link>
        <Text>
          {t('accessibility.contact.post', {
            name: publisher.name,
            street: address.street,
            postalCode: address.postalCode,
            city: address.city,
          })}
        </Text>
      </Section>

      <Section id="a11y-recourse" title={t('accessibility.recourse.title')}>
        <Text>{t('accessibility.recourse.body')}</Text>
        <Stack as="ul" gap="2">
          <li>
            <Link href={accessibilityLinks.defenderForm} isExternal>
              {t('accessibility.recourse.form')}
            </Link>
          </li>
          <li>
            <Link href={accessibilityLinks.defenderDelegates} isExternal>
              {t('accessibility.recourse.delegate')}
            </Link>
          </li>
          <li>
            <Text as="span">{t('accessibility.recourse.post')}</Text>
          </li>
        </Stack>
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Text variant="sectionTitle" id={id}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

import { formatDate, formatMoney, useFormatMessage, useLocale } from '@velo/i18n';
import { Badge } from '@velo/ui/Badge';
import { Card } from '@velo/ui/Card';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useEffect, useRef } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { Incident, IncidentsData } from './data';
import * as styles from './incidents.css';
import { kindLabels, statusLabels, statusTones } from './labels';
import { MissingDocuments } from './MissingDocuments';

/** What the status means for the rider, in a sentence (the insurer's note when it wrote one). */
function StatusExplanation({ incident }: { incident: Incident }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  switch (incident.status) {
    case 'received':
      return <Text>{t('incidents.explain.received')}</Text>;
    case 'in-review':
      return <Text>{t('incidents.explain.inReview')}</Text>;
    case 'documents-missing':
      return (
        <InlineAlert tone="warning">
          {t('incidents.explain.documentsMissing', { note: incident.note ?? '' })}
        </InlineAlert>
      );
    case 'accepted':
      return (
        <InlineAlert tone="success">
          {t('incidents.explain.accepted', {
            amount: formatMoney(incident.franchiseCents ?? 0, locale),
          })}
        </InlineAlert>
      );
    case 'refused':
      return (
        <InlineAlert tone="error">
          {t('incidents.explain.refused', { motive: incident.note ?? '' })}
        </InlineAlert>
      );
    case 'closed':
      return <Text>{t('incidents.explain.closed')}</Text>;
  }
}

function IncidentCard({ incident }: { incident: Incident }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  return (
    <Card
      headingLevel={2}
      title={t('incidents.item.title', {
        kind: t(kindLabels[incident.kind]),
        date: formatDate(incident.occurredOn, locale),
      })}
    >
      <Stack gap="3">
        <div>
          <Badge tone={statusTones[incident.status]}>
            {t('incidents.item.status', { status: t(statusLabels[incident.status]) })}
          </Badge>
        </div>
        <StatusExplanation incident={incident} />
        {incident.status === 'documents-missing' && incident.missingDocuments.length > 0 ? (
          <MissingDocuments incident={incident} />
        ) : null}
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('incidents.item.bike')}</dt>
          <dd className={styles.value}>{incident.bikeModel}</dd>
          <dt className={styles.term}>{t('incidents.item.place')}</dt>
          <dd className={styles.value}>{incident.place}</dd>
          <dt className={styles.term}>{t('incidents.item.reportedOn')}</dt>
          <dd className={styles.value}>{formatDate(incident.reportedAt, locale)}</dd>
          <dt className={styles.term}>{t('incidents.item.documents')}</dt>
          <dd className={styles.value}>
            {incident.documents.length === 0
              ? t('incidents.item.noDocument')
              : incident.documents.map((document) => document.fileName).join(', ')}
          </dd>
        </dl>
        <Text>{incident.description}</Text>
      </Stack>
    </Card>
  );
}

/**
 * /incidents (issue 14): the rider's incidents, newest first, each with its status in words
 * (received, in review, documents missing, accepted with the franchise due, refused with the motive,
 * closed), and the way to report a new one. A claim waiting for documents lists them with the form
 * to send them (MissingDocuments). Just reported, or its documents just received, the page says so
 * where focus lands.
 */
export default function IncidentsScreen() {
  const t = useFormatMessage();
  const { incidents, reportedId, documentsSentId } = useLoaderData() as IncidentsData;
  const confirmation = useRef<HTMLDivElement>(null);
  const confirmed = reportedId ?? documentsSentId;

  useEffect(() => {
    if (confirmed === null) return;
    // After the shell has moved focus to the new page's title (RiderLayout, WCAG 2.4.3), which runs
    // after this child's effect: the confirmation the rider must hear is where focus lands (4.1.3).
    const frame = requestAnimationFrame(() => confirmation.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [confirmed]);

  return (
    <Stack gap="5">
      <PageTitle>{t('incidents.list.title')}</PageTitle>
      {confirmed !== null ? (
        <InlineAlert tone="success" role="status" ref={confirmation}>
          {t(reportedId !== null ? 'incidents.list.reported' : 'incidents.missing.sent')}
        </InlineAlert>
      ) : null}
      <Text>{t('incidents.list.intro')}</Text>
      <div>
        <Link variant="standalone" href="/incidents/new">
          {t('incidents.list.report')}
        </Link>
      </div>
      {incidents.length === 0 ? (
        <Text>{t('incidents.list.empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('incidents.list.label')}>
          {incidents.map((incident) => (
            <li key={incident.id}>
              <IncidentCard incident={incident} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

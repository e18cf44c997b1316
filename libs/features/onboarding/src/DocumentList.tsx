import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Badge } from '@velo/ui/Badge';
import { Button } from '@velo/ui/Button';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useState } from 'react';
import { DocumentRendition } from './DocumentRendition';
import type { DocumentKind, LeaseDocument, LeaseDocumentSummary } from './model';

export interface DocumentAccess {
  /** The accessible rendition, or null when it cannot be read. */
  load: (kind: DocumentKind) => Promise<LeaseDocument | null>;
  /** Fetches the PDF with the session and hands it to the browser as `fileName`. */
  download: (kind: DocumentKind, fileName: string) => Promise<unknown>;
  /** The file name being fetched (its button shows a spinner), or null. */
  downloading: string | null;
}

function DocumentItem({
  summary,
  access,
}: {
  summary: LeaseDocumentSummary;
  access: DocumentAccess;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const [rendition, setRendition] = useState<LeaseDocument | null | 'loading' | 'failed'>(null);
  const regionId = `document-${summary.kind}`;
  const fileName = `${summary.kind}${summary.status === 'signed' ? '-signed' : ''}.pdf`;

  const toggle = async () => {
    const next = !open;
    setOpen(next);
    if (next && (rendition === null || rendition === 'failed')) {
      setRendition('loading');
      setRendition((await access.load(summary.kind)) ?? 'failed');
    }
  };

  return (
    <Stack as="li" gap="2">
      <Inline gap="3" align="center">
        <Text as="h3" variant="subsectionTitle">
          {summary.title}
        </Text>
        <Badge
          tone={
            summary.status === 'signed'
              ? 'success'
              : summary.status === 'ready'
                ? 'information'
                : 'neutral'
          }
        >
          {summary.status === 'signed' && summary.signedAt
            ? t('onboarding.documents.signedOn', { date: formatDate(summary.signedAt, locale) })
            : summary.status === 'ready'
              ? t('onboarding.documents.ready')
              : t('onboarding.documents.draft')}
        </Badge>
      </Inline>
      <Inline gap="3">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={regionId}
          onPress={() => void toggle()}
        >
          {open ? t('onboarding.documents.hide') : t('onboarding.documents.read')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          isLoading={access.downloading === fileName}
          onPress={() => void access.download(summary.kind, fileName)}
        >
          {t('onboarding.documents.openPdf')}
        </Button>
      </Inline>
      <div id={regionId} hidden={!open}>
        {rendition === 'loading' ? (
          <p role="status">{t('onboarding.documents.loading')}</p>
        ) : rendition === 'failed' ? (
          <InlineAlert tone="error" role="alert">
            {t('onboarding.documents.unavailable')}
          </InlineAlert>
        ) : rendition ? (
          <DocumentRendition document={rendition} />
        ) : null}
      </div>
    </Stack>
  );
}

/** The documents of the lease request (spec section 2.3), each readable here or as its PDF. */
export function DocumentList({
  documents,
  access,
}: {
  documents: readonly LeaseDocumentSummary[];
  access: DocumentAccess;
}) {
  const t = useFormatMessage();
  if (documents.length === 0) return <Text>{t('onboarding.documents.none')}</Text>;
  return (
    <Stack as="ul" gap="5">
      {documents.map((summary) => (
        <DocumentItem key={summary.kind} summary={summary} access={access} />
      ))}
    </Stack>
  );
}

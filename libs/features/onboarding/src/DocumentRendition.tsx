import { DescriptionList, DescriptionRow } from '@velo/ui/DescriptionList';
import { useId } from 'react';
import type { LeaseDocument } from './model';
import * as styles from './Onboarding.css';

/**
 * A document's accessible rendition (issue 13): the same sections as its PDF, as headings,
 * paragraphs and a definition list for its fields, readable and searchable in the page, zoomable
 * without a PDF viewer (RGAA 13.3: a downloadable document has an accessible version).
 */
export function DocumentRendition({
  document,
  headingLevel = 4,
}: {
  document: LeaseDocument;
  headingLevel?: 3 | 4;
}) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const SectionHeading = headingLevel === 3 ? 'h4' : 'h5';
  return (
    <article className={styles.document} aria-labelledby={id} lang="fr">
      <Heading id={id}>{document.title}</Heading>
      {document.sections.map((section, index) => (
        <section key={`${index}-${section.heading}`}>
          <SectionHeading>{section.heading}</SectionHeading>
          {section.paragraphs.map((paragraph, p) => (
            <p key={p}>{paragraph}</p>
          ))}
          {section.fields.length > 0 ? (
            <DescriptionList layout="fields" wideRowGap="2">
              {section.fields.map((field) => (
                <DescriptionRow key={field.label} term={field.label}>
                  {field.value}
                </DescriptionRow>
              ))}
            </DescriptionList>
          ) : null}
        </section>
      ))}
    </article>
  );
}

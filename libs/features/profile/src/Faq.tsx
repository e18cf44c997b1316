import { useFormatMessage, type PlainMessageId } from '@velo/i18n';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useMemo, useState } from 'react';
import * as styles from './Profile.css';

/**
 * The FAQ's questions, each answered with the specification's facts: the lease (spec section 1),
 * towing, warranty, delivery and support hours (section 9), end of lease and early return
 * (section 4), bank details (section 9).
 */
export const faqTopics = [
  'includes',
  'breakdown',
  'warranty',
  'delivery',
  'endOfLease',
  'earlyReturn',
  'bankDetails',
  'support',
] as const;
export type FaqTopic = (typeof faqTopics)[number];

/** Each topic's ids, written out so the catalogue check and the type checker see every one. */
const faqIds: Record<FaqTopic, { question: PlainMessageId; answer: PlainMessageId }> = {
  includes: { question: 'profile.faq.includes.question', answer: 'profile.faq.includes.answer' },
  breakdown: { question: 'profile.faq.breakdown.question', answer: 'profile.faq.breakdown.answer' },
  warranty: { question: 'profile.faq.warranty.question', answer: 'profile.faq.warranty.answer' },
  delivery: { question: 'profile.faq.delivery.question', answer: 'profile.faq.delivery.answer' },
  endOfLease: {
    question: 'profile.faq.endOfLease.question',
    answer: 'profile.faq.endOfLease.answer',
  },
  earlyReturn: {
    question: 'profile.faq.earlyReturn.question',
    answer: 'profile.faq.earlyReturn.answer',
  },
  bankDetails: {
    question: 'profile.faq.bankDetails.question',
    answer: 'profile.faq.bankDetails.answer',
  },
  support: { question: 'profile.faq.support.question', answer: 'profile.faq.support.answer' },
};

const ids = (topic: FaqTopic) => faqIds[topic];

/** Case and accents ignored: "revision" finds "révisions" (French typed on any keyboard). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The FAQ (spec section 2.3), searchable: every word typed must appear in the question or its
 * answer. Each question is a native disclosure (details/summary), opened by keyboard and announced
 * as expandable by screen readers; the number of questions shown is announced politely.
 */
export function Faq() {
  const t = useFormatMessage();
  const [query, setQuery] = useState('');
  const entries = useMemo(
    () =>
      faqTopics.map((topic) => {
        const { question, answer } = ids(topic);
        const texts = { question: t(question), answer: t(answer) };
        return { topic, ...texts, haystack: searchable(`${texts.question} ${texts.answer}`) };
      }),
    [t],
  );
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const shown = entries.filter((entry) => words.every((word) => entry.haystack.includes(word)));

  return (
    <Stack gap="4">
      <TextField
        type="search"
        name="faq-search"
        label={t('profile.faq.search')}
        value={query}
        onChange={setQuery}
        autoComplete="off"
      />
      <div role="status">
        <Text variant="bodySmall">
          {shown.length === 0
            ? t('profile.faq.noMatch', { query: query.trim() })
            : t('profile.faq.count', { count: shown.length })}
        </Text>
      </div>
      <ul className={styles.faqList}>
        {shown.map((entry) => (
          <li key={entry.topic} className={styles.faqItem}>
            <details>
              <summary className={styles.faqQuestion}>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

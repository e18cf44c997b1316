import { useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Inline } from '@velo/ui/Inline';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Select } from '@velo/ui/Select';
import { Stack } from '@velo/ui/Stack';
import { Stepper } from '@velo/ui/Stepper';
import { Text } from '@velo/ui/Text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { NeedsData, NeedsOutcome, NeedsSubmission } from './data';
import * as styles from './NeedsScreen.css';
import {
  completeAnswers,
  noBrand,
  questions,
  resumeStep,
  type AnswerField,
  type Questionnaire,
} from './questions';

/** A step's answer as the form holds it: the API value, the brand ('' for none), or nothing. */
type Draft = Partial<Record<AnswerField, string>>;

function draftOf(answers: Questionnaire): Draft {
  const draft: Draft = {};
  for (const { field } of questions) {
    const value = answers[field];
    if (value === null) continue;
    draft[field] = Array.isArray(value) ? (value[0] ?? noBrand) : value;
  }
  return draft;
}

/** The API value of one step's answer. */
function answerOf(field: AnswerField, value: string) {
  return field === 'brandPreferences' ? (value === noBrand ? [] : [value]) : value;
}

/**
 * /user-profile/needs: the commute questionnaire of spec section 3 as a stepper, one question per
 * step, each answer saved on Next so the rider can leave and resume; the last step completes it and
 * shows the summary, from which any answer can be changed and the catalogue opened. Skipping the
 * first question says the spec's "indicate current commute method" and moves the focus there.
 */
export default function NeedsScreen() {
  const t = useFormatMessage();
  const { answers, brands } = useLoaderData() as NeedsData;
  const { submit, outcome } = useSubmission<NeedsOutcome>();
  const [step, setStep] = useState(() => resumeStep(answers));
  const [draft, setDraft] = useState<Draft>(() => draftOf(answers));
  const [missing, setMissing] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  // A step is saving from Next until its answer arrives. Not the fetcher's state, which stays busy
  // while the router reloads the screen's data after the answer: a Next pressed on the new step
  // then would be dropped.
  const saving = target !== null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  // Whether the rider has moved between steps: then each new step takes the focus.
  const [moved, setMoved] = useState(false);

  const question = questions[step];
  const onSummary = step >= questions.length;

  // A saved answer moves to the step asked for; a failure stays on the step (the policy has said
  // why). Adjusted while rendering, when a new outcome arrives (React's "state from a previous render").
  const [seenOutcome, setSeenOutcome] = useState(outcome);
  if (outcome !== seenOutcome) {
    setSeenOutcome(outcome);
    if (outcome && target !== null) {
      if (outcome.ok) {
        setMoved(true);
        setStep(target);
      }
      setTarget(null);
    }
  }

  // Each new step (not the first render) takes the focus to its question, for keyboard and screen readers.
  useEffect(() => {
    if (moved) headingRef.current?.focus();
  }, [step, moved]);

  const goTo = (index: number) => {
    setMoved(true);
    setMissing(false);
    setStep(index);
  };

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    if (!question || saving) return;
    // The brand question shows "no preference" until a brand is chosen: that is its answer.
    const value =
      draft[question.field] ?? (question.field === 'brandPreferences' ? noBrand : undefined);
    if (value === undefined) {
      setMissing(true);
      // The message is tied to the group; the focus goes to its first choice.
      requestAnimationFrame(() => groupRef.current?.querySelector('input')?.focus());
      return;
    }
    setMissing(false);
    setDraft((current) => ({ ...current, [question.field]: value }));
    const last = step === questions.length - 1;
    const all = completeAnswers({
      ...answers,
      ...Object.fromEntries(
        questions.map(({ field }) => {
          const given = field === question.field ? value : draft[field];
          return [field, given === undefined ? null : answerOf(field, given)];
        }),
      ),
    } as Questionnaire);
    const body: NeedsSubmission =
      last && all
        ? { kind: 'complete', answers: all }
        : { kind: 'step', answers: { [question.field]: answerOf(question.field, value) } };
    setTarget(last && all ? questions.length : step + 1);
    void submit(body as unknown as Parameters<typeof submit>[0]);
  };

  const choose = (field: AnswerField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setMissing(false);
  };

  const answerText = (field: AnswerField): string => {
    const value = draft[field];
    if (value === undefined) return t('needs.summary.unanswered');
    if (field === 'brandPreferences') return value === noBrand ? t('needs.noPreference') : value;
    const option = questions.find((candidate) => candidate.field === field)?.options;
    const label = option?.find((candidate) => candidate.value === value)?.label;
    return label ? t(label) : value;
  };

  return (
    <Stack gap="5">
      <PageTitle>{t('needs.title')}</PageTitle>
      <Text>{t('needs.intro')}</Text>
      <Stepper
        aria-label={t('needs.steps')}
        steps={questions.map((candidate) => ({ id: candidate.field, label: t(candidate.step) }))}
        currentStep={Math.min(step, questions.length)}
      />
      {question ? (
        <section className={styles.panel} aria-labelledby="needs-step-heading">
          <form onSubmit={onNext} noValidate>
            <Stack gap="4">
              <h2
                id="needs-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className={styles.stepHeading}
              >
                {t('needs.progress', { current: step + 1, total: questions.length })}
              </h2>
              <div ref={groupRef}>
                {question.field === 'brandPreferences' ? (
                  <Select
                    label={t(question.question)}
                    selectedKey={draft.brandPreferences ?? noBrand}
                    onSelectionChange={(key) => choose('brandPreferences')(String(key ?? noBrand))}
                    options={[
                      { id: noBrand, label: t('needs.noPreference') },
                      ...brands.map((brand) => ({ id: brand, label: brand })),
                    ]}
                  />
                ) : (
                  <RadioGroup
                    key={question.field}
                    label={t(question.question)}
                    value={draft[question.field] ?? null}
                    onChange={choose(question.field)}
                    isRequired
                    isInvalid={missing}
                    errorMessage={
                      step === 0 ? t('validation.commuteMethod.required') : t('needs.required')
                    }
                    options={question.options.map((option) => ({
                      value: option.value,
                      label: t(option.label),
                    }))}
                  />
                )}
              </div>
              <Inline gap="3" justify="spaceBetween">
                {step > 0 ? (
                  <Button variant="outline" onPress={() => goTo(step - 1)} isDisabled={saving}>
                    {t('needs.back')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" isLoading={saving}>
                  {step === questions.length - 1 ? t('needs.finish') : t('needs.next')}
                </Button>
              </Inline>
            </Stack>
          </form>
        </section>
      ) : null}
      {onSummary ? (
        <section className={styles.panel} aria-labelledby="needs-summary-heading">
          <Stack gap="4">
            <h2
              id="needs-summary-heading"
              ref={headingRef}
              tabIndex={-1}
              className={styles.stepHeading}
            >
              {t('needs.summary.title')}
            </h2>
            <Text>{t('needs.summary.done')}</Text>
            <dl className={styles.summary}>
              {questions.map((candidate, index) => (
                <div key={candidate.field}>
                  <dt className={styles.question}>{t(candidate.question)}</dt>
                  <dd className={styles.answer}>
                    <Inline gap="3">
                      <Text>{answerText(candidate.field)}</Text>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('needs.summary.editLabel', { question: t(candidate.step) })}
                        onPress={() => goTo(index)}
                      >
                        {t('needs.summary.edit')}
                      </Button>
                    </Inline>
                  </dd>
                </div>
              ))}
            </dl>
            <Link variant="standalone" href="/bikes">
              {t('needs.summary.catalogue')}
            </Link>
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

import type { Schemas } from '@velo/api-sdk';
import type { PlainMessageId } from '@velo/i18n';

export type Questionnaire = Schemas['CommuteQuestionnaire'];
export type Answers = Schemas['CommuteQuestionnaireAnswers'];
export type AnswerField = keyof Answers;

export interface Question {
  field: AnswerField;
  question: PlainMessageId;
  step: PlainMessageId;
  /** The choices, value → text; the brand question builds its own from the catalogue's brands. */
  options: readonly { value: string; label: PlainMessageId }[];
}

/** The commute questionnaire of spec section 3, one question per step, in order. */
export const questions: readonly Question[] = [
  {
    field: 'currentTransport',
    question: 'needs.question.currentTransport',
    step: 'needs.step.currentTransport',
    options: [
      { value: 'walking', label: 'needs.transport.walking' },
      { value: 'public-transport', label: 'needs.transport.publicTransport' },
      { value: 'personal-car', label: 'needs.transport.personalCar' },
      { value: 'motorbike-or-scooter', label: 'needs.transport.motorbikeOrScooter' },
      { value: 'carpooling', label: 'needs.transport.carpooling' },
      { value: 'bike', label: 'needs.transport.bike' },
      { value: 'other', label: 'needs.transport.other' },
    ],
  },
  {
    field: 'distanceBand',
    question: 'needs.question.distanceBand',
    step: 'needs.step.distanceBand',
    options: [
      { value: 'under-2-km', label: 'needs.distance.under2' },
      { value: '2-5-km', label: 'needs.distance.from2to5' },
      { value: '5-10-km', label: 'needs.distance.from5to10' },
      { value: 'over-10-km', label: 'needs.distance.over10' },
    ],
  },
  {
    field: 'commuteTimeBand',
    question: 'needs.question.commuteTimeBand',
    step: 'needs.step.commuteTimeBand',
    options: [
      { value: 'under-15-min', label: 'needs.time.under15' },
      { value: '15-30-min', label: 'needs.time.from15to30' },
      { value: '30-45-min', label: 'needs.time.from30to45' },
      { value: 'over-45-min', label: 'needs.time.over45' },
    ],
  },
  {
    field: 'electricAssistance',
    question: 'needs.question.electricAssistance',
    step: 'needs.step.electricAssistance',
    options: [
      { value: 'yes', label: 'needs.electric.yes' },
      { value: 'no', label: 'needs.electric.no' },
      { value: 'no-preference', label: 'needs.noPreference' },
    ],
  },
  {
    field: 'frameType',
    question: 'needs.question.frameType',
    step: 'needs.step.frameType',
    options: [
      { value: 'diamond', label: 'needs.frame.diamond' },
      { value: 'trapeze', label: 'needs.frame.trapeze' },
      { value: 'monotube', label: 'needs.frame.monotube' },
      { value: 'no-preference', label: 'needs.noPreference' },
    ],
  },
  {
    field: 'brandPreferences',
    question: 'needs.question.brandPreferences',
    step: 'needs.step.brandPreferences',
    options: [],
  },
  {
    field: 'contactPreference',
    question: 'needs.question.contactPreference',
    step: 'needs.step.contactPreference',
    options: [
      { value: 'email', label: 'needs.contact.email' },
      { value: 'phone', label: 'needs.contact.phone' },
      { value: 'sms', label: 'needs.contact.sms' },
    ],
  },
];

/** The brand question's value in the form: a brand, or '' for no preference. */
export const noBrand = '';

/**
 * Where the stepper resumes: the summary once the questionnaire was completed, else the first
 * question not answered yet.
 */
export function resumeStep(answers: Questionnaire): number {
  if (answers.completedAt !== null) return questions.length;
  const index = questions.findIndex((question) => answers[question.field] === null);
  return index === -1 ? questions.length - 1 : index;
}

/** Every answer of a questionnaire whose questions are all answered, else null. */
export function completeAnswers(answers: Questionnaire): Answers | null {
  const {
    currentTransport,
    distanceBand,
    commuteTimeBand,
    electricAssistance,
    frameType,
    brandPreferences,
    contactPreference,
  } = answers;
  if (
    currentTransport === null ||
    distanceBand === null ||
    commuteTimeBand === null ||
    electricAssistance === null ||
    frameType === null ||
    brandPreferences === null ||
    contactPreference === null
  ) {
    return null;
  }
  return {
    currentTransport,
    distanceBand,
    commuteTimeBand,
    electricAssistance,
    frameType,
    brandPreferences,
    contactPreference,
  };
}

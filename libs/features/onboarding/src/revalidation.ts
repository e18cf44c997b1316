import type { OnboardingAnswer } from './data';

/**
 * Whether a write changed what /onboarding shows (the route reads the page again only then): the
 * charter or the mandate saved, the signature done, or the personal information saved while the
 * stepper waits for it.
 */
export function changesOnboarding(body: unknown, outcome: unknown): boolean {
  const answer = body as Partial<OnboardingAnswer> | undefined;
  const status = (outcome as { status?: string } | undefined)?.status;
  switch (answer?.intent) {
    case 'save-personal':
      return status === 'saved' && answer.completing === true;
    case 'save-charter':
    case 'save-bank-details':
      return status === 'saved';
    case 'verify-code':
      return status === 'signed';
    default:
      return false;
  }
}

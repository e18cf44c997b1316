import { leaseApi, onboardingApi, type Schemas } from '@velo/api-sdk';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import type { MessageId } from '@velo/i18n';
import { codeAnswer, codeSendAnswer, mandateRefusals } from '@velo/leasing-ui';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import type { BankOutcome } from './BankDetailsForm';
import type { CharterOutcome } from './CharterForm';
import type {
  DocumentKind,
  LeaseDocument,
  LeaseDocumentSummary,
  Onboarding,
  PersonalField,
  PersonalInformationPatch,
} from './model';
import { personalFields } from './model';
import type { SaveOutcome } from './PersonalInformationForm';
import type { SendOutcome, VerifyOutcome } from './SignatureStepper';

export type LeaseStatus = Schemas['LeaseStatus'];

/** The lease request the onboarding is for: the newest one still going. */
export interface CurrentLease {
  id: number;
  status: LeaseStatus;
}

export interface OnboardingData {
  onboarding: Onboarding | null;
  lease: CurrentLease | null;
  documents: LeaseDocumentSummary[];
  /** The SEPA mandate's rendition (creditor, ICS, RUM, debtor), when the request has documents. */
  mandate: LeaseDocument | null;
}

const over: readonly LeaseStatus[] = ['refused', 'cancelled', 'ended'];

/**
 * /onboarding: the rider's onboarding, their current lease request and its documents, and the
 * SEPA mandate's rendition. A request without documents yet (before the company signs) has none.
 */
export function onboardingLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<OnboardingData> => {
    const options = { signal: request.signal };
    const onboarding = onboardingApi(context.api);
    const leases = leaseApi(context.api);
    const [state, requests] = await Promise.all([onboarding.get(options), leases.list(options)]);
    const list = load(requests) ?? [];
    const current = list.find((item) => !over.includes(item.status)) ?? list[0] ?? null;
    const lease = current ? { id: current.id, status: current.status } : null;
    let documents: LeaseDocumentSummary[] = [];
    let mandate: LeaseDocument | null = null;
    if (lease) {
      documents = load(await onboarding.listDocuments(lease.id, options)) ?? [];
      if (documents.some((document) => document.kind === 'direct-debit-mandate')) {
        mandate = load(await onboarding.getDocument(lease.id, 'direct-debit-mandate', options));
      }
    }
    return { onboarding: load(state), lease, documents, mandate };
  };
}

/** A field of the contract's error body (`body.email`) as the form's field, when it is one. */
function personalFieldOf(path: string): PersonalField | null {
  const name = path.replace(/^body\./, '').split('.')[0] ?? '';
  return (personalFields as readonly string[]).includes(name) ? (name as PersonalField) : null;
}

/** What /onboarding sends to its one action, told apart by `intent`. */
export type OnboardingAnswer =
  | {
      intent: 'save-personal';
      patch: PersonalInformationPatch;
      /** The information was incomplete: once saved, the page is read again for the stepper. */
      completing: boolean;
    }
  | { intent: 'save-charter'; commutingAttested: boolean; rulesAccepted: boolean }
  | { intent: 'save-bank-details'; iban: string; bic: string; holderName: string }
  | { intent: 'read-document'; leaseId: number; kind: DocumentKind }
  | { intent: 'send-code'; leaseId: number }
  | { intent: 'verify-code'; leaseId: number; code: string };

/** A document's accessible rendition, read on the rider's demand; null when it cannot be. */
export interface DocumentRead {
  document: LeaseDocument | null;
}

export type OnboardingOutcome =
  | SaveOutcome
  | { status: CharterOutcome }
  | BankOutcome
  | DocumentRead
  | SendOutcome
  | VerifyOutcome;

/**
 * /onboarding's writes, each through the error policy of @velo/data: a refusal comes back to the
 * field it is about; a fault raises the default snackbar and nothing typed is lost. A document's
 * rendition is read here too, on the rider's demand.
 */
export function onboardingAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<OnboardingOutcome> => {
    const answer = (await jsonBody(request)) as OnboardingAnswer;
    const api = onboardingApi(context.api);
    const notify = () => context.notify();
    switch (answer.intent) {
      case 'save-personal': {
        const outcome = settle(await api.updatePersonalInformation(answer.patch), notify);
        if (outcome.ok) return { status: 'saved' };
        if (outcome.reason === 'handled') return { status: 'failed' };
        const code = outcome.error?.code;
        if (code === 'ONBOARDING_LOCKED') return { status: 'locked' };
        if (code === 'EMAIL_TAKEN')
          return { status: 'refused', fields: { email: 'onboarding.errors.emailTaken' } };
        const fields: Partial<Record<PersonalField, MessageId>> = {};
        for (const error of outcome.error?.fields ?? []) {
          const field = personalFieldOf(error.field);
          if (field) fields[field] = 'onboarding.errors.refused';
        }
        if (Object.keys(fields).length === 0) {
          // A refusal naming no field of ours: said once, like any failure.
          notify();
          return { status: 'failed' };
        }
        return { status: 'refused', fields };
      }
      case 'save-charter': {
        const { commutingAttested, rulesAccepted } = answer;
        const outcome = settle(await api.saveCharter({ commutingAttested, rulesAccepted }), notify);
        if (outcome.ok) return { status: 'saved' };
        if (outcome.reason === 'handled') return { status: 'failed' };
        if (outcome.error?.code === 'ONBOARDING_LOCKED') return { status: 'locked' };
        // Nothing else in two ticked boxes for the rider to correct: said like a fault.
        notify();
        return { status: 'failed' };
      }
      case 'save-bank-details': {
        const { iban, bic, holderName } = answer;
        const outcome = settle(await api.saveBankDetails({ iban, bic, holderName }), notify);
        if (outcome.ok) return { status: 'saved' };
        if (outcome.reason === 'handled') return { status: 'failed' };
        if (outcome.error?.code === 'ONBOARDING_LOCKED') return { status: 'locked' };
        const fields = mandateRefusals(outcome.error?.fields);
        if (Object.keys(fields).length === 0) {
          notify();
          return { status: 'failed' };
        }
        return { status: 'refused', fields };
      }
      case 'read-document': {
        const result = await api.getDocument(answer.leaseId, answer.kind);
        if (result.ok) return { document: result.data };
        settle(result, notify);
        return { document: null };
      }
      case 'send-code':
        return codeSendAnswer(settle(await api.sendSignatureCode(answer.leaseId), notify), notify, {
          ONBOARDING_INCOMPLETE: 'incomplete',
          ILLEGAL_TRANSITION: 'notAllowed',
        });
      case 'verify-code':
        // A malformed code never leaves the form; anything else is a fault.
        return codeAnswer(
          settle(await api.verifySignatureCode(answer.leaseId, String(answer.code)), notify),
          notify,
          { ILLEGAL_TRANSITION: 'notAllowed' },
        );
      default:
        return { status: 'failed' };
    }
  };
}

/** A document's PDF, fetched with the session: the token stays in a header, never a URL. */
export async function documentPdf(
  context: RouteContext,
  leaseId: number,
  kind: DocumentKind,
): Promise<Blob | null> {
  const api = onboardingApi(context.api);
  // A refusal has nothing the rider can correct: the default snackbar says it, as a fault.
  const outcome = settle(await api.getDocumentPdf(leaseId, kind), () => context.notify(), {
    refusal: 'notify',
  });
  return outcome.ok ? outcome.data : null;
}

import { leaseApi, onboardingApi, type ApiResult, type Schemas } from '@velo/api-sdk';
import { load, settle, type RouteContext } from '@velo/data';
import type { MessageId } from '@velo/i18n';
import type { LoaderFunction } from 'react-router-dom';
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
    const [state, requests] = await Promise.all([
      onboarding.get(options),
      leaseApi(context.api).list(options),
    ]);
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

/**
 * The onboarding's writes, each through the error policy of @velo/data: a refusal comes back to
 * the field it is about; a fault raises the default snackbar and nothing typed is lost.
 */
export function onboardingActions(context: RouteContext) {
  const api = onboardingApi(context.api);
  const notify = () => context.notify();

  return {
    async savePersonal(patch: PersonalInformationPatch): Promise<SaveOutcome> {
      const outcome = settle(
        await api.updatePersonalInformation(patch as Schemas['PersonalInformationPatch']),
        notify,
      );
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
    },

    async saveCharter(values: {
      commutingAttested: boolean;
      rulesAccepted: boolean;
    }): Promise<CharterOutcome> {
      const outcome = settle(await api.saveCharter(values), notify);
      if (outcome.ok) return 'saved';
      if (outcome.reason === 'rejected' && outcome.error?.code === 'ONBOARDING_LOCKED')
        return 'locked';
      if (outcome.reason === 'rejected') notify();
      return 'failed';
    },

    async saveBankDetails(values: {
      iban: string;
      bic: string;
      holderName: string;
    }): Promise<BankOutcome> {
      const outcome = settle(await api.saveBankDetails(values), notify);
      if (outcome.ok) return { status: 'saved' };
      if (outcome.reason === 'handled') return { status: 'failed' };
      if (outcome.error?.code === 'ONBOARDING_LOCKED') return { status: 'locked' };
      const fields: Partial<Record<'iban' | 'bic' | 'holderName', MessageId>> = {};
      for (const error of outcome.error?.fields ?? []) {
        const name = error.field.replace(/^body\./, '');
        if (name === 'iban') fields.iban = 'validation.iban.invalid';
        if (name === 'bic') fields.bic = 'validation.bic.invalid';
        if (name === 'holderName') fields.holderName = 'validation.holderName.required';
      }
      if (Object.keys(fields).length === 0) {
        notify();
        return { status: 'failed' };
      }
      return { status: 'refused', fields };
    },

    async loadDocument(leaseId: number, kind: DocumentKind): Promise<LeaseDocument | null> {
      const result = await api.getDocument(leaseId, kind);
      if (result.ok) return result.data;
      settle(result, notify);
      return null;
    },

    /** The PDF as a Blob, fetched with the session: the token stays in a header, never a URL. */
    async pdf(leaseId: number, kind: DocumentKind): Promise<Blob | null> {
      const result: ApiResult<Blob> = await api.getDocumentPdf(leaseId, kind);
      if (result.ok) return result.data;
      const outcome = settle(result, notify);
      if (!outcome.ok && outcome.reason === 'rejected') notify();
      return null;
    },

    async sendCode(leaseId: number): Promise<SendOutcome> {
      const outcome = settle(await api.sendSignatureCode(leaseId), notify);
      if (outcome.ok) return { status: 'sent', ...outcome.data };
      if (outcome.reason === 'handled') return { status: 'failed' };
      const code = outcome.error?.code;
      if (code === 'RESEND_TOO_EARLY') {
        return { status: 'tooEarly', retryAfterSeconds: outcome.error?.retryAfterSeconds ?? 30 };
      }
      if (code === 'ONBOARDING_INCOMPLETE') return { status: 'incomplete' };
      if (code === 'ILLEGAL_TRANSITION') return { status: 'notAllowed' };
      notify();
      return { status: 'failed' };
    },

    async verifyCode(leaseId: number, code: string): Promise<VerifyOutcome> {
      const outcome = settle(await api.verifySignatureCode(leaseId, code), notify);
      if (outcome.ok) return { status: 'signed' };
      if (outcome.reason === 'handled') return { status: 'failed' };
      switch (outcome.error?.code) {
        case 'SIGNATURE_CODE_INVALID':
          return { status: 'invalid', remainingAttempts: outcome.error.remainingAttempts ?? null };
        case 'SIGNATURE_CODE_EXPIRED':
          return { status: 'expired' };
        case 'SIGNATURE_TOO_MANY_ATTEMPTS':
          return { status: 'tooManyAttempts' };
        case 'ILLEGAL_TRANSITION':
          return { status: 'notAllowed' };
        default:
          // A malformed code never leaves the form; anything else is a fault.
          notify();
          return { status: 'failed' };
      }
    },
  };
}

export type OnboardingActions = ReturnType<typeof onboardingActions>;

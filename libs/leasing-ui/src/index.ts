export { MonthlyBreakdown } from './MonthlyBreakdown';
export type { MonthlyBreakdownProps } from './MonthlyBreakdown';
export { RentFrom } from './RentFrom';
export type { RentFromProps } from './RentFrom';
export { useLeaseQuote } from './useLeaseQuote';
export type { LeaseFigures } from './useLeaseQuote';
export { formatDueBy, JourneyTracker } from './JourneyTracker';
export type { JourneyAction, JourneyLinks, JourneyTrackerProps } from './JourneyTracker';
export { EquipmentLines } from './EquipmentLines';
export type { EquipmentLine, EquipmentLinesProps } from './EquipmentLines';
export {
  resendDelaySeconds,
  secondsUntil,
  SendCodeButtons,
  SmsCodeStep,
  useResendCountdown,
} from './SmsCodeStep';
export type { CodeAnswer, SendCodeButtonsProps, SmsCodeStepProps } from './SmsCodeStep';
export { codeAnswer, codeSendAnswer, useSmsSignature } from './useSmsSignature';
export type {
  CodeSendAnswer,
  CodeSent,
  ConsentCheckbox,
  SettledWrite,
  SignatureBody,
  SignatureSubmission,
  SmsSignatureOptions,
} from './useSmsSignature';
export { BicField, mandateRefusals } from './MandateFields';
export type { BicFieldProps, MandateField } from './MandateFields';
export {
  EmailConfirmationResend,
  resendAnswer,
  resendEmailConfirmationIntent,
} from './EmailConfirmationResend';
export type {
  EmailConfirmationResendProps,
  ResendAnswer,
  ResendSubmission,
} from './EmailConfirmationResend';
export { SponsorshipLinks } from './SponsorshipLinks';
export type { SponsorshipLinksProps } from './SponsorshipLinks';

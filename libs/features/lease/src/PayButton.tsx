import { useSubmission } from '@velo/data';
import { useFormatMessage, type PlainMessageId } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { useEffect, useRef } from 'react';
import type { PaymentStartOutcome } from './data';
import { leaveForProvider } from './leaveForProvider';

const refusals: Record<
  Exclude<Extract<PaymentStartOutcome, { done: false }>['reason'], 'handled'>,
  PlainMessageId
> = {
  // Spec section 8: "payment deadline exceeded, contact support".
  'deadline-exceeded': 'payment.errors.deadlineExceeded',
  'nothing-to-pay': 'payment.nothingToPay',
  'illegal-transition': 'payment.nothingToPay',
  // Spec section 8: "error during payment of subsidy".
  failed: 'payment.errors.subsidy',
};

/**
 * Starts the payment (the route's action asks the API) and sends the browser to the provider's page
 * the API returned. A refusal is said next to the button, where focus moves (WCAG 3.3.1).
 */
export function PayButton({ leaseRequestId, label }: { leaseRequestId: number; label: string }) {
  const t = useFormatMessage();
  const { submit, pending, outcome } = useSubmission<PaymentStartOutcome>();
  // On its way to the provider's page: the button keeps its spinner until the browser leaves.
  const leaving = outcome?.done === true;
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!outcome) return;
    if (outcome.done) leaveForProvider(outcome.redirectUrl);
    else if (outcome.reason !== 'handled') {
      alertRef.current?.focus();
    }
  }, [outcome]);

  return (
    <Stack gap="3" align="start">
      {outcome && !outcome.done && outcome.reason !== 'handled' ? (
        <InlineAlert tone="error" role="alert" ref={alertRef}>
          {t(refusals[outcome.reason])}
        </InlineAlert>
      ) : null}
      <Button
        variant="primary"
        isLoading={pending || leaving}
        onPress={() => void submit({ intent: 'pay', leaseRequestId })}
      >
        {label}
      </Button>
    </Stack>
  );
}

// @vitest-environment node
import type { ApiResult, ErrorBody } from '@velo/api-sdk';
import { describe, expect, it, vi } from 'vitest';
import { settle } from './policy';
import { tooManyAttempts, tooManyAttemptsMessage } from './tooManyAttempts';

const refused = (status: number, error?: ErrorBody): ApiResult<never> => ({
  ok: false,
  kind: 'http',
  status,
  error,
});

const throttled = (retryAfterSeconds?: number) =>
  refused(429, {
    code: 'TOO_MANY_ATTEMPTS',
    message: 'Too many attempts',
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });

describe('tooManyAttempts (issue 26: the throttle of the auth calls and the password change)', () => {
  it('reads the wait of a 429 TOO_MANY_ATTEMPTS, settled or not, without a snackbar', () => {
    const notify = vi.fn();
    expect(tooManyAttempts(throttled(120))).toEqual({ retryAfterSeconds: 120 });
    expect(tooManyAttempts(settle(throttled(30), notify))).toEqual({ retryAfterSeconds: 30 });
    expect(tooManyAttempts(settle(throttled(), notify))).toEqual({ retryAfterSeconds: null });
    expect(notify).not.toHaveBeenCalled();
  });

  it('takes a 429 without the API body (a proxy) as a wait, and leaves the other answers alone', () => {
    expect(tooManyAttempts(refused(429))).toEqual({ retryAfterSeconds: null });
    expect(
      tooManyAttempts(
        refused(429, { code: 'RESEND_TOO_EARLY', message: 'soon', retryAfterSeconds: 12 }),
      ),
    ).toBeNull();
    expect(
      tooManyAttempts(refused(400, { code: 'VALIDATION_FAILED', message: 'invalid' })),
    ).toBeNull();
    expect(tooManyAttempts({ ok: true, status: 204, data: undefined })).toBeNull();
    expect(tooManyAttempts({ ok: false, reason: 'handled' })).toBeNull();
    expect(
      tooManyAttempts({ ok: false, kind: 'network', status: 500, error: undefined }),
    ).toBeNull();
  });

  it('says seconds under a minute, whole minutes (rounded up) from a minute, "later" when unknown', () => {
    expect(tooManyAttemptsMessage({ retryAfterSeconds: 30 })).toEqual({
      id: 'errors.tooManyAttempts.seconds',
      values: { seconds: 30 },
    });
    expect(tooManyAttemptsMessage({ retryAfterSeconds: 60 })).toEqual({
      id: 'errors.tooManyAttempts.minutes',
      values: { minutes: 1 },
    });
    expect(tooManyAttemptsMessage({ retryAfterSeconds: 61 })).toEqual({
      id: 'errors.tooManyAttempts.minutes',
      values: { minutes: 2 },
    });
    expect(tooManyAttemptsMessage({ retryAfterSeconds: 900 })).toEqual({
      id: 'errors.tooManyAttempts.minutes',
      values: { minutes: 15 },
    });
    expect(tooManyAttemptsMessage({ retryAfterSeconds: null })).toEqual({
      id: 'errors.tooManyAttempts.later',
    });
  });
});

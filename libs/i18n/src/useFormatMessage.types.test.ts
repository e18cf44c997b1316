/**
 * Type-level tests of `t` (run by `typecheck`: `tsc` fails on an unused `@ts-expect-error`, so each
 * one proves a call does NOT compile). Vitest runs the file too, where `expectTypeOf` does nothing
 * and `t` is a stand-in.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  MessageArguments,
  MessageId,
  PlainMessageId,
  Translate,
  TypedMessage,
} from './useFormatMessage';
import { typedMessage } from './useFormatMessage';

/** A stand-in translator: the calls below are here for the type checker, their results are unused. */
const t = Object.assign(() => '', { message: () => '' }) as unknown as Translate;

describe('t (useFormatMessage) types', () => {
  it('takes a plain message without values and answers a string', () => {
    expectTypeOf(t('app.loading')).toEqualTypeOf<string>();
    // @ts-expect-error a plain message takes no values
    t('app.loading', { min: 1 });
    // @ts-expect-error an unknown id
    t('app.loadingg');
    // @ts-expect-error not a message id at all
    t('Chargement…');
  });

  it('requires exactly the values the French text declares', () => {
    expectTypeOf(t('auth.resetPassword.passwordHint', { min: 10 })).toEqualTypeOf<string>();
    // @ts-expect-error {min} is required (the bug that showed the raw id on a phone)
    t('auth.resetPassword.passwordHint');
    // @ts-expect-error the values object must hold min
    t('auth.resetPassword.passwordHint', {});
    // @ts-expect-error a wrong argument name
    t('auth.resetPassword.passwordHint', { max: 10 });
    // @ts-expect-error an extra argument name
    t('auth.resetPassword.passwordHint', { min: 10, max: 12 });
    // @ts-expect-error a plural argument is a number
    t('auth.resetPassword.passwordHint', { min: '10' });
  });

  it('types each kind of argument', () => {
    expectTypeOf<MessageArguments['auth.resetPassword.passwordHint']>().toEqualTypeOf<{
      min: number;
    }>();
    expectTypeOf<MessageArguments['auth.login.approvalRequested']>().toEqualTypeOf<{
      approvalRequestedAt: Date | number | string;
    }>();
    expectTypeOf<MessageArguments['lease.earlyReturn.free']>().toEqualTypeOf<{ month: number }>();
    expectTypeOf<MessageArguments['fleet.employees.results.atLeast']>().toEqualTypeOf<{
      count: number;
    }>();
    expectTypeOf<MessageArguments['home.offer.period']>().toEqualTypeOf<{
      end: string | number;
      start: string | number;
    }>();
    t('auth.login.approvalRequested', { approvalRequestedAt: new Date() });
    t('auth.login.approvalRequested', { approvalRequestedAt: '2025-01-31' });
    // @ts-expect-error a date is not a boolean
    t('auth.login.approvalRequested', { approvalRequestedAt: true });
  });

  it('checks a union of ids against the values of all of them', () => {
    const plain = (ok: boolean) => t(ok ? 'locale.fr' : 'locale.en');
    expectTypeOf(plain).returns.toEqualTypeOf<string>();
    const either = (ok: boolean) =>
      t(ok ? 'auth.resetPassword.passwordHint' : 'validation.employeeNumber.tooLong', {
        min: 8,
        max: 20,
      });
    expectTypeOf(either).returns.toEqualTypeOf<string>();
    const missing = (ok: boolean) =>
      // @ts-expect-error max is missing for validation.employeeNumber.tooLong
      t(ok ? 'auth.resetPassword.passwordHint' : 'validation.employeeNumber.tooLong', { min: 8 });
    expectTypeOf(missing).toBeFunction();
    // A bare MessageId may be any message: it cannot be formatted without values.
    const anyId = (id: MessageId) =>
      // @ts-expect-error carry a PlainMessageId or a TypedMessage instead
      t(id);
    const plainId = (id: PlainMessageId) => t(id);
    expectTypeOf(anyId).toBeFunction();
    expectTypeOf(plainId).returns.toEqualTypeOf<string>();
  });

  it('carries a message with its values as a TypedMessage', () => {
    const hint = typedMessage('auth.resetPassword.passwordHint', { min: 12 });
    expectTypeOf(hint).toEqualTypeOf<TypedMessage<'auth.resetPassword.passwordHint'>>();
    const notices: TypedMessage[] = [
      hint,
      { id: 'app.loading' },
      { id: 'errors.http.status', values: { status: 503 } },
      // @ts-expect-error values of another message
      { id: 'errors.http.status', values: { min: 1 } },
      // @ts-expect-error values are required
      { id: 'errors.http.status' },
    ];
    expectTypeOf(t.message(hint)).toEqualTypeOf<string>();
    expectTypeOf(notices.map((m) => t.message(m))).toEqualTypeOf<string[]>();
    // @ts-expect-error {min} is required
    typedMessage('auth.resetPassword.passwordHint');
  });
});

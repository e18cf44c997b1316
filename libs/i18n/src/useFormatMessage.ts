import { useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useIntl, type Intl } from './intl';
import { lenientText } from './formatErrors';
import { FormatFallbackContext } from './formatFallback';
import type { FormatFallback } from './formatFallback';
import type { MessageArguments, MessageId, RichMessageId } from './generated/messageIds';

export type { MessageArguments, MessageId, RichMessageId } from './generated/messageIds';

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;

/** Ids whose text has no placeholder: `t(id)` with no values. */
export type PlainMessageId = {
  [I in MessageId]: keyof MessageArguments[I] extends never ? I : never;
}[MessageId];

/** Ids whose text needs values. */
export type MessageIdWithValues = Exclude<MessageId, PlainMessageId>;

/**
 * The values `t(id, values)` needs for an id. For a union of ids (`t(ok ? 'a' : 'b', …)`) the values
 * of every one of them, since any of them may be the one formatted.
 */
export type MessageValuesOf<I extends MessageId> = UnionToIntersection<MessageArguments[I]>;

/** `t`'s arguments after the id: none for a plain message, the values otherwise. */
export type MessageValuesArgument<I extends MessageId> = [I] extends [PlainMessageId]
  ? []
  : [values: MessageValuesOf<I>];

/** What `t` answers: a string, or a ReactNode for a message with rich-text tags. */
export type MessageText<I extends MessageId> = [I] extends [Exclude<I, RichMessageId>]
  ? string
  : ReactNode;

/**
 * A message to format later, with the values it needs, type-checked like a `t` call: what a
 * notification, an error or a loader hands to the screen that shows it.
 * `const notice: TypedMessage = typedMessage('auth.resetPassword.passwordHint', { min: 12 })`,
 * then `t.message(notice)`. `TypedMessage` alone is the union of every id's pair.
 */
export type TypedMessage<I extends MessageId = MessageId> = I extends PlainMessageId
  ? { readonly id: I; readonly values?: undefined }
  : { readonly id: I; readonly values: MessageArguments[I] };

/** The translator `useFormatMessage` gives. */
export interface Translate {
  /**
   * The text of `id` in the active locale. Values are required exactly when the French text has
   * placeholders, with the names and types it declares (src/generated/messageIds.ts):
   * `t('app.loading')`, `t('auth.resetPassword.passwordHint', { min: 12 })`.
   */
  <I extends MessageId>(id: I, ...values: MessageValuesArgument<I>): MessageText<I>;
  /** The text of a message carried as `{ id, values }` (see `TypedMessage`). */
  message<M extends TypedMessage>(message: M): MessageText<M['id']>;
}

/**
 * Builds a `TypedMessage` with the same checks as `t`, and keeps its literal id type:
 * `typedMessage('errors.http.status', { status: 503 })`.
 */
export function typedMessage<I extends MessageId>(
  id: I,
  ...values: MessageValuesArgument<I>
): TypedMessage<I> {
  return (values.length > 0 ? { id, values: values[0] } : { id }) as TypedMessage<I>;
}

type Values = Readonly<Record<string, unknown>> | undefined;

function createTranslate(intl: Intl, fallback: FormatFallback | null): Translate {
  const format = (id: string, values: Values): string | ReactNode => {
    const before = fallback?.failures.count ?? 0;
    // Values are checked by the types above.
    const text = intl.formatMessage({ id }, values);
    if (fallback && fallback.failures.count !== before) {
      // The error was reported (and logged) without throwing: production. Show the catalogue's
      // text rather than the provider's fallback, the id.
      const ast = fallback.ast(id);
      if (ast) return lenientText(ast, values, intl.locale);
    }
    return text;
  };
  const t = ((id: string, values?: Values) => format(id, values)) as Translate;
  t.message = ((message: { id: string; values?: Values }) =>
    format(message.id, message.values)) as Translate['message'];
  return t;
}

/**
 * The translator of the active locale, with ids and values checked at compile time against the
 * catalogues (src/generated/messageIds.ts): `const t = useFormatMessage(); t('maintenance.title')`.
 * A formatting error throws outside production builds (see `I18nProvider`'s `onError`).
 */
export function useFormatMessage(): Translate {
  const intl = useIntl();
  const fallback = useContext(FormatFallbackContext);
  return useMemo(() => createTranslate(intl, fallback), [intl, fallback]);
}

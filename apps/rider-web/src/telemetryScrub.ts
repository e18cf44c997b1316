/**
 * What telemetry may carry (spec section 9, security review finding 5): no secret and no personal
 * data leaves the browser in an error, a transaction, a span, a breadcrumb, a replay or a tag-manager
 * page field. Plain functions without any SDK, shared by the Sentry options and the tag manager.
 *
 * Removed from any text, wherever it appears (messages, URLs, transaction names, span descriptions,
 * headers, replay recordings):
 * - the secret of a link: the invitation token of `/join/:qName/:inviteToken` and
 *   `/register/:qName/:inviteToken`, and any path segment that looks like a generated token;
 * - every query or fragment parameter except the few known to carry no secret and no personal data
 *   (the reset `key`, the session `token`, `inviteToken`, confirmation tokens, codes, addresses and
 *   searches are all filtered, including names added later);
 * - e-mail addresses, bearer and basic credentials, JSON web tokens, IBANs and phone numbers.
 * And every value under a key that names a secret or a contact (password, token, key, code,
 * authorization, cookie, IBAN, phone, e-mail…).
 */

export const filtered = '[Filtered]';

/**
 * Query parameters that carry neither a secret nor personal data: the catalogue's filters, pages,
 * days, and ids the rider's own account already shows. Any other parameter's value is filtered.
 */
export const safeQueryParameters: ReadonlySet<string> = new Set([
  'page',
  'pageSize',
  'sort',
  'category',
  'electric',
  'frameType',
  'brand',
  'minPriceCents',
  'maxPriceCents',
  'radiusKm',
  'day',
  'revisionDay',
  'booked',
  'reported',
  'sent',
  'storeId',
  'group',
  'client',
  'scope',
  'clientIds',
  'equipments',
  'groupClientId',
  'qName',
  'index',
  'limit',
  'autocomplete',
]);

// Characters that end a URL part, a JSON string or an HTML attribute: a replacement never crosses them,
// so scrubbing the text of a serialized recording keeps it valid JSON.
const part = String.raw`[^/?#&\s"'\\<>=]`;

/** `/join/:qName/:inviteToken`, `/register/:qName/:inviteToken` (spec 2.2); `/join/:qName/list` is no secret. */
const invitationPath = new RegExp(String.raw`(/(?:join|register)/${part}+/)(${part}+)`, 'g');
/** A path segment that looks generated: 20 or more URL-safe characters with letters and digits. */
const tokenSegment =
  /(\/)(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}(?=[/?#\s"'\\<>]|$)/g;
/** A parameter after `?`, `&`, `#` or `;`, or a query string's first one (the start of the text). */
const parameter = new RegExp(String.raw`(^|[?&#;])(${part}+)=([^&#\s"'\\<>]*)`, 'g');
const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const credentialsPattern = /\b(Bearer|Basic|Token)(\s+)[A-Za-z0-9._~+/=-]+/gi;
const jwtPattern = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** An IBAN, compact in any case, or grouped by spaces or dashes with its country code in capitals. */
const ibanPattern =
  /(?<![A-Za-z0-9])(?:[A-Za-z]{2}\d{2}[A-Za-z0-9]{11,30}|[A-Z]{2}\d{2}(?:[ -]?[A-Za-z0-9]){11,30})(?![A-Za-z0-9])/g;
/** French numbers (+33, 0033, 0X) with or without separators, and any international "+" number. */
const phonePattern =
  /(?<![\w+])(?:(?:\+|00)33[\s.-]*(?:\(0\)[\s.-]*)?|0)[1-9](?:[\s.-]*\d{2}){4}(?!\w)|(?<![\w+])\+\d{1,3}(?:[\s.-]*\d){7,12}(?!\w)/g;

/** Sentry's own ids (events, traces, spans, replays): hex or UUID, kept as they are. */
const sentryId =
  /^(?:[0-9a-f]{16}|[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Keys whose value is never sent, whatever it looks like. */
const secretKey =
  /password|passwd|secret|token|authorization|cookie|xsrf|csrf|iban|bic|phone|mobile|e-?mail|^key$|apikey|api_key|^code$|smscode|signaturecode/i;

/** Removes secrets and personal data from any text (a URL, a message, a serialized recording). */
export function scrubText(text: string): string {
  if (sentryId.test(text)) return text;
  return text
    .replace(credentialsPattern, `$1$2${filtered}`)
    .replace(jwtPattern, filtered)
    .replace(parameter, (match, separator: string, name: string) =>
      safeQueryParameters.has(name) ? match : `${separator}${name}=${filtered}`,
    )
    .replace(invitationPath, (match, prefix: string, token: string) =>
      token === 'list' ? match : `${prefix}${filtered}`,
    )
    .replace(tokenSegment, `$1${filtered}`)
    .replace(emailPattern, '[email]')
    .replace(ibanPattern, '[iban]')
    .replace(phonePattern, '[phone]');
}

/** A URL (absolute or a path) without its secrets; the same as `scrubText`, named for its callers. */
export const scrubUrl = scrubText;

/** Whether a URL holds something `scrubUrl` would remove. */
export function holdsSecret(url: string): boolean {
  return scrubUrl(url) !== url;
}

/**
 * Scrubs a value deeply: strings by `scrubText`, values under a secret key replaced whole. Depth is
 * bounded by `maxDepth`; anything deeper is dropped rather than sent unchecked.
 */
export function scrubValue(value: unknown, maxDepth = 24, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxDepth) return filtered;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, maxDepth, depth + 1));
  if (isBinary(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[scrubText(key)] =
      secretKey.test(key) && item !== null && item !== undefined && typeof item !== 'boolean'
        ? filtered
        : scrubValue(item, maxDepth, depth + 1);
  }
  return out;
}

/** Bytes (from this window or another realm), which no text scrubber can read. */
export function isBinary(value: unknown): boolean {
  return (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    Object.prototype.toString.call(value) === '[object ArrayBuffer]'
  );
}

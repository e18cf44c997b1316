/**
 * What the short fleet lists served a page at a time share ("Large employers": /invoices and
 * /pendingAgreements, after the employees list of handlers/fleetEmployees.ts): an opaque cursor
 * holding the last row's sort keys, each checked against its type before it reaches SQL (a cursor
 * edited by hand is a 400 on `query.cursor`, never a database error), and the count that stops at
 * `exactTotalUpTo`.
 */
import { validationFailed } from './errors.ts';

/** Beyond this many matching rows the answer's `total` is this figure and `totalExact` false. */
export const exactTotalUpTo = 10_000;

/** Rows a page holds unless `limit` says (the contract's default; its maximum is 200). */
export const defaultLimit = 50;

/**
 * The SQL types a cursor's key may have, each with the text it is written as: `int` an `int4`
 * (an id), `timestamp` ISO to the microsecond in UTC, `text` a sort key of at most 1,000 characters.
 */
export type KeyType = 'date' | 'int' | 'timestamp' | 'text';

const keyShapes: Record<KeyType, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  int: /^(0|-?[1-9]\d{0,9})$/,
  timestamp: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  text: /^[^]{0,1000}$/u,
};

function validKey(type: KeyType, value: unknown): value is string {
  if (typeof value !== 'string' || !keyShapes[type].test(value)) return false;
  if (type === 'text') return true;
  if (type === 'int') return Math.abs(Number(value)) <= 2_147_483_647;
  const time = Date.parse(type === 'date' ? `${value}T00:00:00Z` : value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value.slice(0, 10);
}

/** A cursor: the sort it belongs to and the last row's keys, as base64url JSON. */
export function encodeCursor(sort: string, keys: readonly string[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: keys })).toString('base64url');
}

/**
 * The keys of a cursor made for `sort`, each of the type `types` says; a 400 naming
 * `query.cursor` for anything else (another list's, another sort's, edited).
 */
export function decodeCursor(cursor: string, sort: string, types: readonly KeyType[]): string[] {
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    content = undefined;
  }
  const { s, k } = (typeof content === 'object' && content !== null ? content : {}) as {
    s?: unknown;
    k?: unknown;
  };
  if (
    s !== sort ||
    !Array.isArray(k) ||
    k.length !== types.length ||
    !k.every((value, index) => validKey(types[index] ?? 'int', value))
  ) {
    throw validationFailed([
      { field: 'query.cursor', message: 'is not a cursor of this list and sort' },
    ]);
  }
  return k as string[];
}

/** `$n` placeholders, numbered as values are added. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `total` and `totalExact` from a count read up to `exactTotalUpTo + 1`. */
export function totalOf(counted: number) {
  return { total: Math.min(counted, exactTotalUpTo), totalExact: counted <= exactTotalUpTo };
}

/** The search's words: what is typed, split on spaces, in Unicode's composed form. */
export function searchWords(q: unknown): string[] {
  if (typeof q !== 'string') return [];
  return q.normalize('NFC').split(/\s+/u).filter(Boolean);
}

/** A word as a `like` pattern folded by the database (`velo_fold`, migration 022). */
export const foldedPattern = (params: Params, word: string) =>
  `'%' || velo_fold(${params.add(word.replace(/[\\%_]/g, '\\$&'))}) || '%'`;

/**
 * Catalogue checks run by the tests (`@velo/i18n/checks`), usable by any catalogue of the workspace
 * (libs/ui keeps its own small one). They read the precompiled ASTs, so no ICU parser is needed.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ARGUMENT, DATE, NUMBER, PLURAL, SELECT, TAG, TIME, type AstElement } from './astElements';
import type { Locale } from './locale';

/**
 * French typography: ":" takes a no-break space (U+00A0) before it; ";", "!" and "?" a narrow
 * no-break space (U+202F); « and » no-break spaces inside. An ordinary space there lets the line
 * break before the sign, leaving it alone at the start of a line.
 */
const spaceBeforeSign = / [:;!?»]/gu;
const spaceAfterOpeningQuote = /« /gu;

export function frenchTypographyProblems(message: string): string[] {
  const problems: string[] = [];
  for (const match of message.matchAll(spaceBeforeSign)) {
    problems.push(`ordinary space before "${match[0].slice(1)}" at ${match.index}`);
  }
  for (const match of message.matchAll(spaceAfterOpeningQuote)) {
    problems.push(`ordinary space after "«" at ${match.index}`);
  }
  return problems;
}

/**
 * Plural categories every cardinal plural must spell out, per language (CLDR): French has
 * one/many/other ("many" for 1 000 000 and the like: "1 million de vélos"), English one/other.
 */
export const requiredPluralCategories: Record<Locale, readonly string[]> = {
  fr: ['one', 'many', 'other'],
  en: ['one', 'other'],
};

type PluralLike = AstElement;

/** Cardinal plurals of a compiled message that lack a required category. */
export function pluralProblems(
  ast: readonly MessageFormatElement[],
  required: readonly string[],
): string[] {
  const problems: string[] = [];
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements as readonly PluralLike[]) {
      if (element.type === PLURAL || element.type === SELECT) {
        const options = element.options ?? {};
        if (element.type === PLURAL && element.pluralType !== 'ordinal') {
          const missing = required.filter((category) => !(category in options));
          if (missing.length > 0) {
            problems.push(`plural {${element.value}} lacks ${missing.join(', ')}`);
          }
        }
        for (const option of Object.values(options)) walk(option.value);
      } else if (element.type === TAG && element.children) {
        walk(element.children);
      }
    }
  };
  walk(ast);
  return problems;
}

/**
 * The TypeScript type of each value a compiled message needs, by argument name, as source text:
 * what scripts/compileMessages.ts writes into src/generated/messageIds.ts for `t` to require, and
 * what the parity check compares between French and English.
 *
 * - `{n, plural, …}`, `{n, selectordinal, …}`, `{n, number}`: `number` (a string would format as NaN
 *   or fall into `other`);
 * - `{d, date}`, `{d, time}`: `Date | number | string`, what `Intl.DateTimeFormat` takes through
 *   react-intl;
 * - `{g, select, a {…} b {…} other {…}}`: `'a' | 'b' | (string & {})` (the keys, plus any string for
 *   `other`, written so editors still suggest the keys); without `other`, the keys only;
 * - `{x}`: `string | number`;
 * - `<b>…</b>`: `(chunks: ReactNode[]) => ReactNode` (tags wrap part of a sentence in an element,
 *   e.g. a link; `t` then answers a ReactNode rather than a string).
 *
 * An argument used twice with different kinds needs a value of both types (`number & (string | number)`).
 */
export function messageArgumentTypes(ast: readonly MessageFormatElement[]): Record<string, string> {
  const kinds = new Map<string, Set<string>>();
  const add = (name: string, type: string) => {
    const set = kinds.get(name) ?? new Set<string>();
    set.add(type);
    kinds.set(name, set);
  };
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements as readonly PluralLike[]) {
      switch (element.type) {
        case ARGUMENT:
          add(element.value, 'string | number');
          break;
        case NUMBER:
        case PLURAL:
          add(element.value, 'number');
          break;
        case DATE:
        case TIME:
          add(element.value, 'Date | number | string');
          break;
        case SELECT: {
          const keys = Object.keys(element.options ?? {});
          const named = keys.filter((k) => k !== 'other').map((k) => `'${k.replace(/'/g, "\\'")}'`);
          if (keys.includes('other')) named.push('(string & {})');
          add(element.value, named.join(' | ') || 'never');
          break;
        }
        case TAG:
          add(element.value, '(chunks: ReactNode[]) => ReactNode');
          break;
      }
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(ast);
  const types: Record<string, string> = {};
  for (const name of [...kinds.keys()].sort()) {
    const set = [...(kinds.get(name) ?? [])].sort();
    types[name] = set.length === 1 ? (set[0] ?? 'never') : set.map((t) => `(${t})`).join(' & ');
  }
  return types;
}

/** Differences between the values two compiled messages need (names and types), one line each. */
export function argumentDifferences(
  expected: readonly MessageFormatElement[],
  actual: readonly MessageFormatElement[],
): string[] {
  const a = messageArgumentTypes(expected);
  const b = messageArgumentTypes(actual);
  const problems: string[] = [];
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!(name in b)) problems.push(`lacks {${name}}`);
    else if (!(name in a)) problems.push(`has {${name}}, which fr does not`);
    else if (a[name] !== b[name]) problems.push(`{${name}} is ${b[name]}, fr ${a[name]}`);
  }
  return problems;
}

/** Ids present in one catalogue and not the other. */
export function keySetDifferences(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): { onlyInFirst: string[]; onlyInSecond: string[] } {
  return {
    onlyInFirst: Object.keys(a)
      .filter((id) => !(id in b))
      .sort(),
    onlyInSecond: Object.keys(b)
      .filter((id) => !(id in a))
      .sort(),
  };
}

export interface CataloguesToCheck {
  /** Source texts (ICU) by id, French. */
  frSource: Record<string, string>;
  /** Compiled ASTs by id. */
  fr: Record<string, MessageFormatElement[]>;
  en: Record<string, MessageFormatElement[]>;
}

/**
 * Every problem of the fr/en catalogues, one line each: differing key sets, English texts needing
 * other values than French, French typography, missing plural categories. Empty when all is well.
 */
export function catalogueProblems({ frSource, fr, en }: CataloguesToCheck): string[] {
  const problems: string[] = [];
  const { onlyInFirst, onlyInSecond } = keySetDifferences(fr, en);
  for (const id of onlyInFirst) problems.push(`${id}: in fr, missing in en`);
  for (const id of onlyInSecond) problems.push(`${id}: in en, missing in fr`);
  for (const [id, text] of Object.entries(frSource)) {
    for (const p of frenchTypographyProblems(text)) problems.push(`${id} (fr): ${p}`);
  }
  // English must need exactly the values French needs: `t` is typed from the French text alone.
  for (const [id, ast] of Object.entries(fr)) {
    const translation = en[id];
    if (!translation) continue;
    for (const p of argumentDifferences(ast, translation)) problems.push(`${id} (en): ${p}`);
  }
  for (const [locale, catalogue] of [
    ['fr', fr],
    ['en', en],
  ] as const) {
    for (const [id, ast] of Object.entries(catalogue)) {
      for (const p of pluralProblems(ast, requiredPluralCategories[locale])) {
        problems.push(`${id} (${locale}): ${p}`);
      }
    }
  }
  return problems;
}

import type * as IcuParser from '@formatjs/icu-messageformat-parser';
import { createRequire } from 'node:module';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  argumentDifferences,
  catalogueProblems,
  frenchTypographyProblems,
  keySetDifferences,
  messageArgumentTypes,
  pluralProblems,
} from '../src/checks';
import { renderMessageIds } from '../scripts/compileMessages';

// The real parser, by its file path, which the no-parser alias (a bare specifier) leaves alone.
// Tests only: the parser never ships (see vite/index.js), but it is the easiest way to get an AST.
const parserPath = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser');
const { parse } = (await import(parserPath)) as typeof IcuParser;
const ast = (message: string) => parse(message) as unknown as MessageFormatElement[];

describe('French typography check', () => {
  it.each([
    ['Motif : refusé', ':'],
    ['Vraiment ?', '?'],
    ['Attention !', '!'],
    ['Un ; deux', ';'],
    ['«\u00a0Mot de passe oublié\u202f? »', '»'],
  ])('fails on an ordinary space before the sign in %j', (message, sign) => {
    expect(frenchTypographyProblems(message)).toEqual([expect.stringContaining(`"${sign}"`)]);
  });

  it('fails on an ordinary space after «', () => {
    expect(frenchTypographyProblems('« Mot de passe oublié\u202f?\u00a0»')).toEqual([
      expect.stringContaining('after "«"'),
    ]);
  });

  it('accepts no-break and narrow no-break spaces', () => {
    expect(frenchTypographyProblems('Motif\u00a0: «\u00a0oui\u00a0»\u202f; non\u202f!')).toEqual(
      [],
    );
  });
});

describe('plural check', () => {
  it('requires one, many and other in French cardinal plurals, also when nested', () => {
    expect(
      pluralProblems(ast('{n, plural, one {# vélo} other {# vélos}}'), ['one', 'many', 'other']),
    ).toEqual(['plural {n} lacks many']);
    expect(
      pluralProblems(
        ast(
          '{g, select, a {{n, plural, one {#} many {#} other {#}}} other {<b>{m, plural, other {#}}</b>}}',
        ),
        ['one', 'many', 'other'],
      ),
    ).toEqual(['plural {m} lacks one, many']);
    expect(
      pluralProblems(ast('{n, plural, =0 {aucun} one {#} many {#} other {#}}'), [
        'one',
        'many',
        'other',
      ]),
    ).toEqual([]);
  });

  it('leaves ordinal plurals alone', () => {
    expect(
      pluralProblems(ast('{n, selectordinal, one {#er} other {#e}}'), ['one', 'many', 'other']),
    ).toEqual([]);
  });
});

describe('catalogue comparison', () => {
  it('reports ids missing on either side, typography and plurals in one list', () => {
    const problems = catalogueProblems({
      frSource: { a: 'Bonjour !', b: 'x' },
      fr: { a: ast('Bonjour !'), b: ast('{n, plural, one {#} other {#}}') },
      en: { a: ast('Hello!'), c: ast('x') },
    });
    expect(problems).toEqual([
      'b: in fr, missing in en',
      'c: in en, missing in fr',
      'a (fr): ordinary space before "!" at 7',
      'b (fr): plural {n} lacks many',
    ]);
    expect(keySetDifferences({ a: 1 }, { a: 2 })).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });
});

describe('message argument types (what `t` requires, src/generated/messageIds.ts)', () => {
  it('types each kind of ICU argument', () => {
    expect(
      messageArgumentTypes(
        ast(
          'Du {start, date, long} à {at, time, short}, {n, number} € : {name} ' +
            '{count, plural, one {# vélo} many {# vélos} other {# vélos}} ' +
            '{rank, selectordinal, one {#er} other {#e}} ' +
            '{kind, select, company {entreprise} person {personne} other {autre}} <link>ici</link>',
        ),
      ),
    ).toEqual({
      at: 'Date | number | string',
      count: 'number',
      kind: "'company' | 'person' | (string & {})",
      link: '(chunks: ReactNode[]) => ReactNode',
      n: 'number',
      name: 'string | number',
      rank: 'number',
      start: 'Date | number | string',
    });
  });

  it('finds arguments nested in plurals, selects and tags, and combines an argument used twice', () => {
    expect(
      messageArgumentTypes(
        ast('{g, select, a {<b>{name}</b>} other {{n, plural, other {# {n} {unit}}}}}'),
      ),
    ).toEqual({
      b: '(chunks: ReactNode[]) => ReactNode',
      g: "'a' | (string & {})",
      n: '(number) & (string | number)',
      name: 'string | number',
      unit: 'string | number',
    });
    expect(messageArgumentTypes(ast('Bonjour'))).toEqual({});
  });

  it('reports an English text that needs other values than the French one', () => {
    expect(argumentDifferences(ast('{n, plural, other {#}} {name}'), ast('{n} {who}'))).toEqual([
      '{n} is string | number, fr number',
      'lacks {name}',
      'has {who}, which fr does not',
    ]);
    expect(
      catalogueProblems({
        frSource: { a: 'Au moins {min, number}' },
        fr: { a: ast('Au moins {min, number}') },
        en: { a: ast('At least {minimum, number}') },
      }),
    ).toEqual(['a (en): lacks {min}', 'a (en): has {minimum}, which fr does not']);
  });

  it('writes the map `t` is typed from, with rich-text ids apart', () => {
    const source = renderMessageIds({
      'a.plain': ast('Bonjour'),
      'a.hint': ast('Au moins {min, plural, one {#} many {#} other {#}}'),
      'a.rich': ast('Lisez <link>les conditions</link>'),
    });
    expect(source).toContain("import type { ReactNode } from 'react';");
    expect(source).toContain("  'a.plain': NoValues;");
    expect(source).toContain("  'a.hint': { min: number };");
    expect(source).toContain("  'a.rich': { link: (chunks: ReactNode[]) => ReactNode };");
    expect(source).toContain("export type RichMessageId =\n  | 'a.rich';");
    expect(source).toContain('export type MessageId = keyof MessageArguments;');
  });
});

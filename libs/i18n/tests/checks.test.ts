import type * as IcuParser from '@formatjs/icu-messageformat-parser';
import { createRequire } from 'node:module';
import type { MessageFormatElement } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  frenchTypographyProblems,
  keySetDifferences,
  pluralProblems,
} from '../src/checks';

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

import { describe, expect, it } from 'vitest';
import { parseEmails } from './emails';

describe('parseEmails', () => {
  it('reads one address', () => {
    expect(parseEmails('  Camille.Martin@Acme.fr ')).toEqual({
      emails: ['camille.martin@acme.fr'],
      invalid: [],
      duplicates: 0,
    });
  });

  it('reads a pasted list: separators, display names, duplicates counted once', () => {
    const pasted = [
      '"Martin, Camille" <camille.martin@acme.fr>; Hugo Petit <hugo.petit@acme.fr>',
      'ines.moreau@acme.fr, ines.moreau@acme.fr',
      'CAMILLE.MARTIN@acme.fr\tyann@acme.fr',
      '',
    ].join('\n');
    expect(parseEmails(pasted)).toEqual({
      emails: [
        'camille.martin@acme.fr',
        'hugo.petit@acme.fr',
        'ines.moreau@acme.fr',
        'yann@acme.fr',
      ],
      invalid: [],
      duplicates: 2,
    });
  });

  it('names what is not an address, as typed, once', () => {
    expect(parseEmails('hugo@acme, a@b.fr; hugo@acme @x.fr mailto:z@acme.fr.')).toEqual({
      emails: ['a@b.fr', 'z@acme.fr'],
      invalid: ['hugo@acme', '@x.fr'],
      duplicates: 0,
    });
  });

  it('an empty field has no address', () => {
    expect(parseEmails(' ,;\n ')).toEqual({ emails: [], invalid: [], duplicates: 0 });
  });
});

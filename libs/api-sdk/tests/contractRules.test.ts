import { describe, expect, it } from 'vitest';
import { checkContractRules } from '../scripts/contractRules.ts';
import { readBundle } from '../scripts/specCoverage.ts';

type Schemas = Record<string, Record<string, unknown>>;

describe('contract rules of the lint (scripts/contractRules.ts)', () => {
  it('the bundled contract bounds every string and has no decimal multipleOf', () => {
    expect(checkContractRules(readBundle())).toEqual([]);
  });

  it('fails when a string without maxLength comes back, wherever it is', () => {
    const document = structuredClone(readBundle()) as {
      components: { schemas: Schemas };
      paths: Record<string, Record<string, { parameters?: unknown[] }>>;
    };
    document.components.schemas['BannerLink'] = {
      type: 'object',
      properties: { label: { type: 'string' }, note: { type: ['string', 'null'] } },
    };
    document.paths['/auth/checkUserToken']!['get']!.parameters = [
      { name: 'token', in: 'query', schema: { type: 'string', minLength: 1 } },
    ];
    expect(checkContractRules(document)).toEqual([
      {
        pointer: '/paths/~1auth~1checkUserToken/get/parameters/0/schema',
        rule: 'string-max-length',
      },
      { pointer: '/components/schemas/BannerLink/properties/label', rule: 'string-max-length' },
      { pointer: '/components/schemas/BannerLink/properties/note', rule: 'string-max-length' },
    ]);
  });

  it('accepts strings bounded by enum or const, and ignores example values', () => {
    expect(
      checkContractRules({
        components: {
          schemas: {
            Kind: { type: 'string', enum: ['a', 'b'] },
            Fixed: { type: 'string', const: 'no-store' },
            Shown: { type: 'object', examples: [{ type: 'string' }], 'x-note': { type: 'string' } },
          },
        },
      }),
    ).toEqual([]);
  });

  it('fails on a decimal multipleOf, the float money that standard validators refuse', () => {
    expect(
      checkContractRules({
        components: { schemas: { Money: { type: 'number', multipleOf: 0.01 } } },
      }),
    ).toEqual([{ pointer: '/components/schemas/Money', rule: 'no-decimal-multiple-of' }]);
  });
});

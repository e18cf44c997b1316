/**
 * Rules of the contract that redocly's built-in rules do not cover, checked by `lint` on the freshly
 * bundled document (so they hold on what tools and the SDK actually read):
 * - every string schema has a `maxLength` (bounded input for every server and validator), unless an
 *   `enum` or `const` bounds it already;
 * - no decimal `multipleOf` (standard validators refuse correct amounts with it: money is integer
 *   cents, `MoneyCents`).
 */

export interface RuleViolation {
  /** JSON pointer of the schema in the bundled document. */
  pointer: string;
  rule: 'string-max-length' | 'no-decimal-multiple-of';
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function isStringSchema(node: Record<string, Json>): boolean {
  const type = node['type'];
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** Every violation of the rules above, in document order. */
export function checkContractRules(document: unknown): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (!isObject(node)) return;
    if (
      isStringSchema(node) &&
      typeof node['maxLength'] !== 'number' &&
      !('enum' in node) &&
      !('const' in node)
    ) {
      violations.push({ pointer: pointer || '/', rule: 'string-max-length' });
    }
    const multipleOf = node['multipleOf'];
    if (typeof multipleOf === 'number' && !Number.isInteger(multipleOf)) {
      violations.push({ pointer: pointer || '/', rule: 'no-decimal-multiple-of' });
    }
    for (const [key, value] of Object.entries(node)) {
      // Example values and vendor extensions are data, not schemas.
      if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
      visit(value, `${pointer}/${escapePointer(key)}`);
    }
  };
  visit(document, '');
  return violations;
}

export function describeViolation({ pointer, rule }: RuleViolation): string {
  return rule === 'string-max-length'
    ? `${pointer}: a string without maxLength (give it one, or an enum or const)`
    : `${pointer}: a decimal multipleOf (money is integer cents, MoneyCents)`;
}

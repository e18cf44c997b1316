/**
 * The paged lists of a client, read from the contract: every GET of `/api/v2/clients/{id}/…` that
 * takes a `cursor`, with the query parameters it declares. tests/fleetPagesAccess.test.ts walks their
 * access, tests/fleetEmployeesPlan.test.ts their plans on a server: a list paged later is covered by
 * both without being named.
 */
import { loadDocument } from '../src/contract.ts';

interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
}

const document = loadDocument();

/** A parameter as declared, its `$ref` (`#/components/parameters/Cursor`) followed. */
function resolved(parameter: Parameter): Parameter {
  if (!parameter.$ref) return parameter;
  const path = parameter.$ref.replace(/^#\//, '').split('/');
  const target = path.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    document,
  );
  return resolved(target as Parameter);
}

export interface PagedList {
  path: string;
  /** The names of its query parameters (`limit`, `cursor`, `q`…). */
  query: string[];
}

export const pagedLists: PagedList[] = Object.entries(document.paths).flatMap(([path, item]) => {
  const get = (item as { get?: { parameters?: Parameter[] } }).get;
  const query = (get?.parameters ?? [])
    .map(resolved)
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => String(parameter.name));
  return path.startsWith('/api/v2/clients/{id}/') && query.includes('cursor')
    ? [{ path, query }]
    : [];
});

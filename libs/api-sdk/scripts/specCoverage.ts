/**
 * Lists the calls of spec section 7 against the bundled contract. The table is transcribed in
 * tests/fixtures/spec-section-7.json (CI may lack the spec; when the spec is present, a test checks the
 * transcription against it), each row with what its "Payload" column means for the contract.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundlePath, sdkRoot, workspaceRoot } from './contract.ts';

export const specPath = join(workspaceRoot, '../shared/spec/product-spec.md');
export const fixturePath = join(sdkRoot, 'tests/fixtures/spec-section-7.json');

export interface SpecCall {
  method: string;
  path: string;
  payload: string;
}

export interface SpecCallExpectation extends SpecCall {
  /** Request body properties the payload names; `true` when it says "body" without naming them. */
  body: string[] | boolean;
  /** Query parameters the payload names. */
  query: string[];
}

const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'PATCH']);

/** The method/path/payload rows of every table under "## 7." of the specification. */
export function parseSpecCalls(markdown: string): SpecCall[] {
  const start = markdown.search(/^## 7\./m);
  if (start === -1) throw new Error('section 7 not found in the specification');
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [method, path, payload] = cells;
    if (cells.length === 3 && method && path && payload !== undefined && METHODS.has(method)) {
      calls.push({ method, path, payload });
    }
  }
  return calls;
}

export function readFixture(): SpecCallExpectation[] {
  return JSON.parse(readFileSync(fixturePath, 'utf8')) as SpecCallExpectation[];
}

type Json = Record<string, unknown>;

function resolve(document: Json, node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<Json>(
      (value, key) => value[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json,
      document,
    );
  }
  return current;
}

export interface CoverageRow {
  call: SpecCallExpectation;
  operationId: string | undefined;
  problems: string[];
}

/** For each call, the operation it maps to and what the contract lacks (nothing, ideally). */
export function checkCoverage(document: Json, calls: SpecCallExpectation[]): CoverageRow[] {
  const paths = (document.paths ?? {}) as Record<string, Json>;
  return calls.map((call) => {
    const pathItem = paths[call.path] ? resolve(document, paths[call.path]) : undefined;
    const operation = pathItem
      ? (pathItem[call.method.toLowerCase()] as Json | undefined)
      : undefined;
    if (!pathItem || !operation) {
      return { call, operationId: undefined, problems: [`no ${call.method} ${call.path}`] };
    }
    const problems: string[] = [];
    const parameters = [
      ...((pathItem.parameters as unknown[]) ?? []),
      ...((operation.parameters as unknown[]) ?? []),
    ].map((parameter) => resolve(document, parameter));
    const queryNames = parameters.filter((p) => p.in === 'query').map((p) => String(p.name));
    for (const name of call.query) {
      if (!queryNames.includes(name)) problems.push(`no query parameter ${name}`);
    }
    // A parameter of ours (`x-velo-designed`, e.g. the invitation a group id needs) is not the spec's.
    const ours = new Set(
      parameters
        .filter(
          (p) => p.in === 'query' && (p as { 'x-velo-designed'?: boolean })['x-velo-designed'],
        )
        .map((p) => String(p.name)),
    );
    for (const name of queryNames) {
      if (!call.query.includes(name) && !ours.has(name))
        problems.push(`query parameter ${name} not in the spec`);
    }
    const requestBody = operation.requestBody
      ? resolve(document, operation.requestBody)
      : undefined;
    if (call.body === false && requestBody) problems.push('has a body, the spec says none');
    if (call.body !== false && !requestBody) problems.push('has no request body');
    if (Array.isArray(call.body) && requestBody) {
      const content = requestBody.content as Record<string, Json>;
      const schema = resolve(document, content['application/json']?.schema);
      const properties = Object.keys((schema.properties as Json) ?? {});
      for (const name of call.body) {
        if (!properties.includes(name)) problems.push(`body lacks ${name}`);
      }
    }
    return { call, operationId: operation.operationId as string | undefined, problems };
  });
}

export function readBundle(): Json {
  return JSON.parse(readFileSync(bundlePath, 'utf8')) as Json;
}

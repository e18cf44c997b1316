/**
 * The contract: the bundled OpenAPI 3.1 document (openapi/bundled/openapi.json) turned into one
 * `Operation` per method and path, each with compiled validators for its path parameters, query,
 * body and responses.
 *
 * Schemas are compiled with Ajv's JSON Schema 2020-12 dialect, which is the dialect of OpenAPI 3.1.
 * The whole document is registered under one id, so a `$ref: '#/components/schemas/X'` anywhere
 * resolves exactly as in the document.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldError } from './errors.ts';

export const bundledDocumentPath = join(
  import.meta.dirname,
  '../../../openapi/bundled/openapi.json',
);

const documentId = 'urn:velo:openapi';
const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof httpMethods)[number];

type JsonObject = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, JsonObject>;
  components?: JsonObject;
  security?: JsonObject[];
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonObject;
  content?: Record<string, { schema?: JsonObject }>;
}

export type Validator = (value: unknown) => FieldError[];

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The OpenAPI path, e.g. /api/clients/{id}. */
  path: string;
  /** The same path in Fastify's syntax, e.g. /api/clients/:id. */
  url: string;
  /** Whether the operation declares a security requirement (bearer token). */
  secured: boolean;
  bodyRequired: boolean;
  /** Query parameters sent as JSON text (`content: application/json`), parsed before validation. */
  jsonQueryParameters: string[];
  validatePath: Validator;
  validateQuery: Validator;
  /** Undefined when the operation takes no body. */
  validateBody: Validator | undefined;
  /**
   * The validator of the response declared for a status (exact code, then `4XX`-style range, then
   * `default`); undefined when the contract declares no such response. `null` means a declared
   * response without a JSON body.
   */
  responseValidator(status: number): Validator | null | undefined;
}

export function loadDocument(path = bundledDocumentPath): OpenApiDocument {
  return JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (parameters, request bodies and responses may be references). */
function deref<T>(document: OpenApiDocument, value: unknown): T {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current['$ref'] === 'string'; depth += 1) {
    if (depth > 20) throw new Error('Reference cycle in the OpenAPI document');
    const pointer = current['$ref'];
    if (!pointer.startsWith('#/'))
      throw new Error(`Only local references are supported: ${pointer}`);
    current = pointer
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return current as T;
}

/** Makes a schema cut out of the document keep resolving its `#/...` references in the document. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${documentId}${value}`
        : anchored(value);
  }
  return out;
}

/** `/address/city` → `body.address.city`; `/items/0` → `body.items[0]`. */
function fieldName(location: string, instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').slice(1);
  if (extra !== undefined) parts.push(extra);
  return parts.reduce(
    (name, part) =>
      /^\d+$/.test(part)
        ? `${name}[${part}]`
        : `${name}.${part.replaceAll('~1', '/').replaceAll('~0', '~')}`,
    location,
  );
}

export function fieldErrors(
  location: string,
  errors: ErrorObject[] | null | undefined,
): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors ?? []) {
    let field: string;
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      field = fieldName(location, error.instancePath, String(error.params['missingProperty']));
      message = 'is required';
    } else if (
      error.keyword === 'additionalProperties' ||
      error.keyword === 'unevaluatedProperties'
    ) {
      const extra = error.params['additionalProperty'] ?? error.params['unevaluatedProperty'];
      field = fieldName(location, error.instancePath, String(extra));
      message = 'is not a known field';
    } else {
      field = fieldName(location, error.instancePath);
    }
    // Keep the first message per field, like the form mechanics of spec section 5.
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField].map(([field, text]) => ({ field, message: text }));
}

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    // OpenAPI adds keywords JSON Schema does not know (example, discriminator, xml…).
    strict: false,
    // Path and query values arrive as text: "12" must satisfy `type: integer`, and a lone value
    // satisfies `type: array`. Bodies and responses are JSON and must match their types exactly.
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    // No `multipleOfPrecision`: money is integer cents (MoneyCents), which validates exactly as any
    // standard validator reads it, with no tolerance.
  });
  addFormats(ajv);
  return ajv;
}

export class Contract {
  readonly operations: Operation[];
  private readonly strict = makeAjv(false);
  private readonly coercing = makeAjv(true);

  constructor(readonly document: OpenApiDocument) {
    if (!document.openapi.startsWith('3.1')) {
      throw new Error(`Expected an OpenAPI 3.1 document, got ${document.openapi}`);
    }
    this.strict.addSchema(document as unknown as JsonObject, documentId);
    this.coercing.addSchema(document as unknown as JsonObject, documentId);
    this.operations = this.readOperations();
  }

  static load(path = bundledDocumentPath): Contract {
    return new Contract(loadDocument(path));
  }

  private compile(ajv: Ajv2020, location: string, schema: unknown): Validator {
    const validate: ValidateFunction = ajv.compile(anchored(schema) as JsonObject);
    return (value) => (validate(value) ? [] : fieldErrors(location, validate.errors));
  }

  private parametersValidator(location: string, parameters: ParameterObject[]): Validator {
    const properties: JsonObject = {};
    const required: string[] = [];
    for (const parameter of parameters) {
      properties[parameter.name] =
        parameter.schema ?? parameter.content?.['application/json']?.schema ?? {};
      if (parameter.required || parameter.in === 'path') required.push(parameter.name);
    }
    return this.compile(this.coercing, location, { type: 'object', properties, required });
  }

  private readOperations(): Operation[] {
    const { document } = this;
    const operations: Operation[] = [];
    for (const [path, pathItem] of Object.entries(document.paths)) {
      const shared = (pathItem['parameters'] as unknown[] | undefined) ?? [];
      for (const method of httpMethods) {
        const spec = pathItem[method];
        if (!isObject(spec)) continue;
        const operationId = spec['operationId'];
        if (typeof operationId !== 'string')
          throw new Error(`${method} ${path} has no operationId`);

        // Operation-level parameters override path-level ones with the same name and location.
        const byKey = new Map<string, ParameterObject>();
        for (const raw of [...shared, ...((spec['parameters'] as unknown[] | undefined) ?? [])]) {
          const parameter = deref<ParameterObject>(document, raw);
          byKey.set(`${parameter.in}:${parameter.name}`, parameter);
        }
        const parameters = [...byKey.values()];

        const requestBody = deref<JsonObject | undefined>(document, spec['requestBody']);
        const bodySchema = isObject(requestBody)
          ? (requestBody['content'] as Record<string, { schema?: unknown }> | undefined)?.[
              'application/json'
            ]?.schema
          : undefined;

        const responses = (spec['responses'] as JsonObject | undefined) ?? {};
        const responseValidators = new Map<string, Validator | null>();
        for (const [status, raw] of Object.entries(responses)) {
          const response = deref<JsonObject>(document, raw);
          const schema = (
            response['content'] as Record<string, { schema?: unknown }> | undefined
          )?.['application/json']?.schema;
          responseValidators.set(
            status.toUpperCase(),
            schema === undefined ? null : this.compile(this.strict, 'response', schema),
          );
        }

        const security = (spec['security'] as JsonObject[] | undefined) ?? document.security ?? [];
        operations.push({
          operationId,
          method,
          path,
          url: path.replace(/{(\w+)}/g, ':$1'),
          // `security: []` or `[{}]` means anonymous access is allowed.
          secured: security.length > 0 && security.every((entry) => Object.keys(entry).length > 0),
          bodyRequired: isObject(requestBody) && requestBody['required'] === true,
          jsonQueryParameters: parameters
            .filter((p) => p.in === 'query' && p.content?.['application/json'])
            .map((p) => p.name),
          validatePath: this.parametersValidator(
            'path',
            parameters.filter((p) => p.in === 'path'),
          ),
          validateQuery: this.parametersValidator(
            'query',
            parameters.filter((p) => p.in === 'query'),
          ),
          validateBody:
            bodySchema === undefined ? undefined : this.compile(this.strict, 'body', bodySchema),
          responseValidator(status) {
            const code = String(status);
            for (const key of [code, `${code[0]}XX`, 'DEFAULT']) {
              if (responseValidators.has(key)) return responseValidators.get(key);
            }
            return undefined;
          },
        });
      }
    }
    return operations;
  }
}

import { describe, expect, it } from 'vitest';
import { Contract, type OpenApiDocument } from './contract.ts';

/** A small 3.1 document exercising what the router relies on, independent of the real contract. */
const document: OpenApiDocument = {
  openapi: '3.1.0',
  security: [{ bearerAuth: [] }],
  components: {
    schemas: {
      Id: { type: 'integer', minimum: 1 },
      MoneyCents: { type: 'integer', minimum: 0 },
      Person: {
        type: 'object',
        additionalProperties: false,
        required: ['email', 'address'],
        properties: {
          email: { type: 'string', format: 'email' },
          address: {
            type: 'object',
            required: ['city'],
            properties: { city: { type: 'string', minLength: 1 } },
          },
          tags: { type: 'array', items: { type: 'string', maxLength: 3 } },
          rentCents: { $ref: '#/components/schemas/MoneyCents' },
        },
      },
    },
    parameters: {
      Id: { name: 'id', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } },
    },
  },
  paths: {
    '/api/people/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      put: {
        operationId: 'updatePerson',
        parameters: [
          { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
          {
            name: 'ids',
            in: 'query',
            content: { 'application/json': { schema: { type: 'array' } } },
          },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Person' } } },
        },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Person' } } },
          },
          '4XX': { description: 'error' },
        },
      },
    },
    '/auth/ping': {
      get: { operationId: 'ping', security: [], responses: { '204': { description: 'ok' } } },
    },
    '/api/themes/': {
      get: { operationId: 'theme', security: [{ bearerAuth: [] }, {}], responses: {} },
    },
  },
};

const contract = new Contract(document);
const operation = (id: string) => {
  const found = contract.operations.find((candidate) => candidate.operationId === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the contract router', () => {
  it('reads every operation with its Fastify path and security', () => {
    expect(
      contract.operations.map((op) => [op.operationId, op.method, op.url, op.secured]),
    ).toEqual([
      ['updatePerson', 'put', '/api/people/:id', true],
      ['ping', 'get', '/auth/ping', false],
      // `{}` among the requirements makes the token optional.
      ['theme', 'get', '/api/themes/', false],
    ]);
    expect(operation('updatePerson').jsonQueryParameters).toEqual(['ids']);
    expect(operation('updatePerson').bodyRequired).toBe(true);
  });

  it('coerces path and query text to the declared types', () => {
    const params: Record<string, unknown> = { id: '42' };
    expect(operation('updatePerson').validatePath(params)).toEqual([]);
    expect(params['id']).toBe(42);
    const query: Record<string, unknown> = { dryRun: 'true' };
    expect(operation('updatePerson').validateQuery(query)).toEqual([]);
    expect(query['dryRun']).toBe(true);
  });

  it('names each bad parameter and body field, once, with its location', () => {
    expect(operation('updatePerson').validatePath({ id: 'abc' })).toEqual([
      { field: 'path.id', message: 'must be integer' },
    ]);
    expect(operation('updatePerson').validatePath({ id: '0' })).toEqual([
      { field: 'path.id', message: 'must be >= 1' },
    ]);
    expect(operation('updatePerson').validateQuery({ dryRun: 'maybe' })).toEqual([
      { field: 'query.dryRun', message: 'must be boolean' },
    ]);
    const fields = operation('updatePerson').validateBody?.({
      email: 'not an email',
      address: {},
      tags: ['ok', 'too long'],
      nickname: 'x',
    });
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'must match format "email"' },
        { field: 'body.address.city', message: 'is required' },
        { field: 'body.tags[1]', message: 'must NOT have more than 3 characters' },
        { field: 'body.nickname', message: 'is not a known field' },
      ]),
    );
    expect(fields).toHaveLength(4);
  });

  it('does not coerce body types: a number is not a string', () => {
    expect(
      operation('updatePerson').validateBody?.({ email: 42, address: { city: 'Lyon' } }),
    ).toEqual([{ field: 'body.email', message: 'must be string' }]);
  });

  it('finds the response validator by exact status, then range, then nothing', () => {
    const update = operation('updatePerson');
    const ok = update.responseValidator(200);
    expect(ok?.({ email: 'a@b.fr', address: { city: 'Lyon' }, rentCents: 2953 })).toEqual([]);
    // Money is integer cents: euros with decimals are refused, with no tolerance setting.
    expect(ok?.({ email: 'a@b.fr', address: { city: 'Lyon' }, rentCents: 29.53 })).toEqual([
      { field: 'response.rentCents', message: 'must be integer' },
    ]);
    expect(update.responseValidator(404)).toBeNull();
    expect(update.responseValidator(500)).toBeUndefined();
  });

  it('refuses a document that is not OpenAPI 3.1', () => {
    expect(() => new Contract({ ...document, openapi: '3.0.3' })).toThrow(/3\.1/);
  });
});

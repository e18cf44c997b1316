import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkCoverage,
  parseSpecCalls,
  readBundle,
  readFixture,
  specPath,
} from '../scripts/specCoverage.ts';

describe('spec section 7 against the contract', () => {
  it('finds every call of the table with its payload, none missing', () => {
    const rows = checkCoverage(readBundle(), readFixture());
    expect(rows).toHaveLength(30);
    expect(rows.filter((row) => row.problems.length > 0)).toEqual([]);
  });

  it('reports a missing path, method, query parameter or body field', () => {
    const document = readBundle() as { paths: Record<string, Record<string, unknown>> };
    const broken = structuredClone(document);
    delete broken.paths['/api/profile'];
    delete broken.paths['/api/clients/{id}']?.put;
    const problems = checkCoverage(broken, [
      ...readFixture().filter((c) => c.path === '/api/profile' || c.path === '/api/clients/{id}'),
      {
        method: 'GET',
        path: '/auth/checkUserToken',
        payload: '',
        body: false,
        query: ['token', 'nonce'],
      },
      { method: 'POST', path: '/auth/login', payload: '', body: ['email', 'captcha'], query: [] },
    ]).map((row) => row.problems);
    expect(problems).toEqual([
      ['no GET /api/profile'],
      [],
      ['no PUT /api/clients/{id}'],
      ['no query parameter nonce'],
      ['body lacks captcha'],
    ]);
  });

  it.runIf(existsSync(specPath))('holds a faithful transcription of the specification', () => {
    const fromSpec = parseSpecCalls(readFileSync(specPath, 'utf8'));
    const fixture = readFixture().map(({ method, path, payload }) => ({ method, path, payload }));
    expect(fixture).toEqual(fromSpec);
  });

  it('parses the method, path and payload rows of section 7 only', () => {
    const markdown = [
      '## 6. Roles',
      '| Method | Path | Payload |',
      '| GET | /not/section/7 | none |',
      '## 7. The calls it makes',
      '| Method | Path | Payload |',
      '|---|---|---|',
      '| GET | /api/profile | none |',
      '| POST | /auth/login | email, password |',
      '## 8. Errors',
      '| DELETE | /later | none |',
    ].join('\n');
    expect(parseSpecCalls(markdown)).toEqual([
      { method: 'GET', path: '/api/profile', payload: 'none' },
      { method: 'POST', path: '/auth/login', payload: 'email, password' },
    ]);
  });
});

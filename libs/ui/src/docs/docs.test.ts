import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentDocs } from './index';

describe('component docs', () => {
  it('document every component folder, each with examples, props and accessibility notes', () => {
    const folders = readdirSync(join(import.meta.dirname, '../components'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
      .map((entry) => entry.name)
      .sort();
    expect(componentDocs.map((doc) => doc.name).sort()).toEqual(folders);
    for (const doc of componentDocs) {
      expect(doc.importPath).toBe(`@velo/ui/${doc.name}`);
      expect(doc.examples.length, doc.name).toBeGreaterThan(0);
      expect(doc.props.length, doc.name).toBeGreaterThan(0);
      expect(doc.accessibility.length, doc.name).toBeGreaterThan(0);
      const ids = doc.examples.map((example) => example.id);
      expect(new Set(ids).size, `${doc.name} example ids`).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

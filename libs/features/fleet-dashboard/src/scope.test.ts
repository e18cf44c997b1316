import { describe, expect, it } from 'vitest';
import { chosenScope, parseScope, scopeOptions } from './scope';

const acme = { id: 7, name: 'Acme', isGroup: false, subsidiaries: [] };
const holding = {
  id: 20,
  name: 'Groupe Holding Atlantique',
  isGroup: true,
  subsidiaries: [
    { id: 21, name: 'Holding Nantes' },
    { id: 22, name: 'Holding Rennes' },
  ],
};

describe('dashboard scopes', () => {
  it('reads a scope from the address, and nothing else', () => {
    expect(parseScope('group-20')).toEqual({ kind: 'group', clientId: 20 });
    expect(parseScope('client-7')).toEqual({ kind: 'client', clientId: 7 });
    expect(parseScope('all')).toEqual({ kind: 'all' });
    for (const value of [
      null,
      '',
      'client-0',
      'client-07',
      'client-x',
      'site-7',
      'client-99999999999',
      'group-1.5',
      'all-7',
      'ALL',
    ]) {
      expect(parseScope(value)).toBeNull();
    }
  });

  it('a group manager switches between the whole group and each subsidiary; a company manager has one scope', () => {
    expect(scopeOptions([holding]).map((option) => option.key)).toEqual([
      'group-20',
      'client-21',
      'client-22',
    ]);
    expect(scopeOptions([acme])).toEqual([
      { kind: 'client', clientId: 7, name: 'Acme', key: 'client-7' },
    ]);
    // A subsidiary also held on its own right appears once.
    expect(
      scopeOptions([holding, { id: 21, name: 'Holding Nantes', isGroup: false, subsidiaries: [] }]),
    ).toHaveLength(3);
    // A group without subsidiaries yet is still a group.
    expect(scopeOptions([{ ...holding, subsidiaries: [] }]).map((option) => option.key)).toEqual([
      'group-20',
    ]);
  });

  it('keeps the scope asked for only when it is one of the manager’s', () => {
    const options = scopeOptions([holding]);
    expect(chosenScope(options, { kind: 'client', clientId: 22 })?.key).toBe('client-22');
    expect(chosenScope(options, { kind: 'client', clientId: 7 })?.key).toBe('group-20');
    expect(chosenScope(options, null)?.key).toBe('group-20');
    expect(chosenScope([], null)).toBeNull();
  });

  it('a manager of several programmes sees all of them first, then each; one group is not several', () => {
    const nantes = { id: 21, name: 'Holding Nantes', isGroup: false, subsidiaries: [] };
    expect(scopeOptions([acme, holding]).map((option) => option.key)).toEqual([
      'all',
      'client-7',
      'group-20',
      'client-21',
      'client-22',
    ]);
    expect(scopeOptions([acme, nantes]).map((option) => option.key)).toEqual([
      'all',
      'client-7',
      'client-21',
    ]);
    expect(chosenScope(scopeOptions([acme, nantes]), null)?.key).toBe('all');
    // A group and one of its own subsidiaries are one programme.
    expect(scopeOptions([holding, nantes]).map((option) => option.key)).not.toContain('all');
    expect(chosenScope(scopeOptions([holding]), { kind: 'all' })?.key).toBe('group-20');
  });
});

/**
 * The dashboard's scopes (issue 15: "for one client or the whole group with a subsidiary switch"):
 * a whole group (the group's figures, its subsidiaries included) or one client, and, for a manager
 * who runs the programmes of several companies that are not one group, all of them at once (spec
 * section 7's all-clients dashboard). A scope is kept in the address (`?scope=group-12`,
 * `?scope=client-7`, `?scope=all`) so a reload, Back and a shared link keep it.
 */
export type ScopeKind = 'all' | 'group' | 'client';

export type Scope = { kind: 'all' } | { kind: 'group' | 'client'; clientId: number };

export type ScopeOption = Scope & {
  /** The address value, `all`, `group-12` or `client-7`. */
  key: string;
  /** The company's name (empty for all of them: the screen names that scope). */
  name: string;
};

export const scopeParam = 'scope';

export const scopeKey = (scope: Scope) =>
  scope.kind === 'all' ? 'all' : `${scope.kind}-${scope.clientId}`;

/** `all` → { kind: 'all' }; `group-12` → { kind: 'group', clientId: 12 }; anything else → null. */
export function parseScope(value: string | null): Scope | null {
  if (value === 'all') return { kind: 'all' };
  const match = value ? /^(group|client)-([1-9][0-9]{0,9})$/.exec(value) : null;
  if (!match) return null;
  const clientId = Number(match[2]);
  if (!Number.isSafeInteger(clientId) || clientId > 2_147_483_647) return null;
  return { kind: match[1] as 'group' | 'client', clientId };
}

/** A client the manager holds the fleet-management right on; a group comes with its subsidiaries. */
export interface ManagedClient {
  id: number;
  name: string;
  isGroup: boolean;
  subsidiaries: readonly { id: number; name: string }[];
}

/**
 * The scopes a manager may switch between: for a group, the whole group first, then each
 * subsidiary; for a company, the company. Each client appears once. A manager of several
 * programmes (companies or groups not within one another) also gets all of them, first.
 */
export function scopeOptions(managed: readonly ManagedClient[]): ScopeOption[] {
  const options: ScopeOption[] = [];
  const seen = new Set<string>();
  const add = (option: Scope & { name: string }) => {
    const key = scopeKey(option);
    if (seen.has(key)) return;
    seen.add(key);
    options.push({ ...option, key });
  };
  const within = new Set(
    managed.flatMap((client) => client.subsidiaries.map((subsidiary) => subsidiary.id)),
  );
  const programmes = new Set(
    managed.filter((client) => !within.has(client.id)).map((client) => client.id),
  );
  if (programmes.size > 1) add({ kind: 'all', name: '' });
  for (const client of managed) {
    if (client.isGroup) {
      add({ kind: 'group', clientId: client.id, name: client.name });
      for (const subsidiary of client.subsidiaries) {
        add({ kind: 'client', clientId: subsidiary.id, name: subsidiary.name });
      }
    } else {
      add({ kind: 'client', clientId: client.id, name: client.name });
    }
  }
  return options;
}

/** The scope asked for if it is one of the manager's, else the first (the group, or the company). */
export function chosenScope(
  options: readonly ScopeOption[],
  asked: Scope | null,
): ScopeOption | null {
  const key = asked ? scopeKey(asked) : null;
  return options.find((option) => option.key === key) ?? options[0] ?? null;
}

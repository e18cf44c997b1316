/**
 * `npm test` typechecks the workspace as one program (the root tsconfig.json) instead of once per
 * project. That is only sound while the one program holds every file a project's own tsconfig.json
 * checks: a new project, or a folder added to a project's `include`, fails here until the root
 * tsconfig.json names it too.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');

function filesOf(tsconfig: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  return parsed.fileNames.map((file) => relative(workspaceRoot, file));
}

/** Every project folder's tsconfig.json, and the tooling's. */
function projectConfigs(): string[] {
  const folders = ['apps', 'libs', 'libs/features', 'tools'].flatMap((parent) =>
    readdirSync(join(workspaceRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(workspaceRoot, parent, entry.name)),
  );
  return [...folders, join(workspaceRoot, 'tools')]
    .map((folder) => join(folder, 'tsconfig.json'))
    .filter((file) => existsSync(file));
}

describe('the workspace typecheck (root tsconfig.json)', () => {
  const workspaceFiles = new Set(filesOf(join(workspaceRoot, 'tsconfig.json')));

  it('finds the projects', () => {
    expect(projectConfigs().length).toBeGreaterThan(30);
  });

  it.each(projectConfigs().map((file) => [relative(workspaceRoot, file), file]))(
    'holds every file that %s checks',
    (_name, tsconfig) => {
      const missing = filesOf(tsconfig).filter((file) => !workspaceFiles.has(file));
      expect(missing).toEqual([]);
    },
  );
});

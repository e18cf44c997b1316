/**
 * The README's project table ("## The projects") against the Nx projects: every project listed once,
 * with its folder and its module-boundary tags, and nothing listed that is not a project. A new feature library
 * without its line, a renamed folder or a changed tag fails here.
 */
import { createProjectGraphAsync } from '@nx/devkit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');

export interface ProjectLine {
  name: string;
  folder: string;
  tags: string[];
}

/** The rows of the table under "## The projects" (up to the next heading). */
export function projectTable(readme: string): ProjectLine[] {
  const start = readme.indexOf('\n## The projects\n');
  if (start === -1) throw new Error('the README has no "## The projects" section');
  const section = readme.slice(start + 1).split(/\n#{2,3} /u)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|\s*`@/u.test(line))
    .map((line) => {
      const [name = '', folder = '', tags = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return {
        name: name.replaceAll('`', ''),
        folder: folder.replaceAll('`', ''),
        tags: [...tags.matchAll(/`([^`]+)`/gu)].map((match) => match[1] ?? '').sort(),
      };
    });
}

/** What differs between the table and the projects, one readable line each. */
export function tableProblems(table: ProjectLine[], projects: ProjectLine[]): string[] {
  const problems: string[] = [];
  const listed = new Map<string, ProjectLine>();
  for (const line of table) {
    if (listed.has(line.name)) problems.push(`${line.name} is listed twice`);
    listed.set(line.name, line);
  }
  const names = new Set(projects.map((project) => project.name));
  for (const project of projects) {
    const line = listed.get(project.name);
    if (!line) {
      problems.push(`${project.name} (${project.folder}) is missing from the table`);
      continue;
    }
    if (line.folder !== project.folder)
      problems.push(`${project.name}: folder ${line.folder}, the project is in ${project.folder}`);
    if (line.tags.join(', ') !== project.tags.join(', '))
      problems.push(
        `${project.name}: tags ${line.tags.join(', ')}, the project has ${project.tags.join(', ')}`,
      );
  }
  for (const line of table) {
    if (!names.has(line.name)) problems.push(`${line.name} is listed but is no Nx project`);
  }
  return problems;
}

let projects: ProjectLine[];

beforeAll(async () => {
  process.env['NX_DAEMON'] = 'false';
  const graph = await createProjectGraphAsync({ exitOnError: true });
  projects = Object.values(graph.nodes)
    .map((node) => ({
      name: node.name,
      folder: node.data.root,
      // The module-boundary tags (`type:`, `scope:`); Nx adds `npm:` ones of its own.
      tags: (node.data.tags ?? []).filter((tag) => /^(type|scope):/u.test(tag)).sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}, 120_000);

describe("the README's project table", () => {
  it('lists every Nx project, with its folder and tags, and nothing else', () => {
    const table = projectTable(readFileSync(join(workspaceRoot, 'README.md'), 'utf8'));
    expect(tableProblems(table, projects)).toEqual([]);
    // Every feature library among them (libs/features/*).
    expect(projects.filter((project) => project.folder.startsWith('libs/features/'))).not.toEqual(
      [],
    );
  });

  it('names a project left out, a wrong folder or tag, and a line for no project', () => {
    const readme = [
      '# Velo',
      '## The projects',
      '| project | folder | tags | what it is |',
      '| --- | --- | --- | --- |',
      '| `@velo/ui` | `libs/ui` | `type:ui`, `scope:shared` | the design system |',
      '| `@velo/feature-home` | `libs/home` | `type:feature`, `scope:rider` | / |',
      '| `@velo/gone` | `libs/gone` | `type:util`, `scope:shared` | removed |',
      '### Who may import whom',
      '| `@velo/elsewhere` | `libs/x` | `type:util` | not the table |',
    ].join('\n');
    const table = projectTable(readme);
    expect(table.map((line) => line.name)).toEqual([
      '@velo/ui',
      '@velo/feature-home',
      '@velo/gone',
    ]);
    expect(
      tableProblems(table, [
        { name: '@velo/ui', folder: 'libs/ui', tags: ['scope:shared', 'type:ui'] },
        {
          name: '@velo/feature-home',
          folder: 'libs/features/home',
          tags: ['scope:rider', 'type:feature'],
        },
        {
          name: '@velo/feature-about',
          folder: 'libs/features/about',
          tags: ['scope:rider', 'type:feature'],
        },
      ]),
    ).toEqual([
      '@velo/feature-home: folder libs/home, the project is in libs/features/home',
      '@velo/feature-about (libs/features/about) is missing from the table',
      '@velo/gone is listed but is no Nx project',
    ]);
  });
});

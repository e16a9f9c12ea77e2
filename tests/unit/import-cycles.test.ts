import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-code';
import { scaled } from '../../scripts/lib/time-scale';

/**
 * No import cycle, type-only imports included: `import-x/no-cycle` skips `import type`, so a cycle closed
 * by a type import passes lint. This builds the import graph with the TypeScript compiler (every import,
 * export-from, `import type` and `import()`, resolved with the project's compiler options) and refuses
 * every strongly connected component of more than one file.
 */
const ROOT = process.cwd();
const FIXTURES = 'tests/import-cycle-fixtures';
const EXPECT = /^\/\/ expect: (cycle|nothing)$/m;

const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);

/** The project files a file imports (packages, JSON and assets left out: none of them imports back). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys);
    if (!resolvedModule || resolvedModule.isExternalLibraryImport) return [];
    return /\.tsx?$/.test(resolvedModule.resolvedFileName) ? [resolve(resolvedModule.resolvedFileName)] : [];
  });
}

/** The import graph of every file under the roots and every project file they reach, by absolute path. */
function importGraph(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const targets = importsOf(file);
    graph.set(file, targets);
    targets.forEach(visit);
  };
  roots.flatMap((root) => sourceFiles(root).map((file) => resolve(file))).forEach(visit);
  return graph;
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const visitOrder = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  /** Visits a node; answers the earliest node still on the stack that it reaches. */
  const connect = (node: string): number => {
    const at = visitOrder.size;
    visitOrder.set(node, at);
    stack.push(node);
    let lowest = at;
    for (const target of graph.get(node) ?? []) {
      const seen = visitOrder.get(target);
      if (seen === undefined) lowest = Math.min(lowest, connect(target));
      else if (stack.includes(target)) lowest = Math.min(lowest, seen);
    }
    if (lowest === at) {
      const component = stack.splice(stack.indexOf(node));
      if (component.length > 1) found.push(component.sort());
    }
    return lowest;
  };
  for (const node of graph.keys()) if (!visitOrder.has(node)) connect(node);
  return found;
}

/** Files that import each other in a circle, as paths from the root. */
const importCycles = (roots: readonly string[]): string[][] =>
  circles(importGraph(roots)).map((cycle) => cycle.map((file) => relative(ROOT, file)).sort());

/**
 * Circles between the rooms of a folder: each file in it, and each sub-folder taken whole (`domain/`), is a
 * room, and an import between two rooms is an arrow. Without a circle the rooms stand in an order, each on
 * those below it; files can be free of cycles while two folders import each other both ways.
 */
function folderCircles(folder: string, graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const base = resolve(folder);
  const roomOf = (file: string): string | undefined => {
    const [first, ...rest] = relative(base, file).split(sep);
    if (!first || first === '..') return undefined;
    return join(folder, first) + (rest.length > 0 ? '/' : '');
  };
  const rooms = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = roomOf(file);
    if (!from) continue;
    const arrows = rooms.get(from) ?? new Set<string>();
    rooms.set(from, arrows);
    for (const to of targets.map(roomOf)) if (to && to !== from) arrows.add(to);
  }
  return circles(new Map([...rooms].map(([room, arrows]) => [room, [...arrows]])));
}

/** A folder and every folder under it. */
const foldersUnder = (folder: string): string[] => [
  folder,
  ...readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => foldersUnder(join(folder, entry.name))),
];

/** Each fixture file with its first line's expectation: in a cycle, or not. */
const fixtures = sourceFiles(FIXTURES).map((file) => {
  const expectation = EXPECT.exec(readFileSync(file, 'utf8'))?.[1];
  if (!expectation) throw new Error(`${file} names no expectation (// expect: cycle|nothing)`);
  return { file, inCycle: expectation === 'cycle' };
});

describe('no import cycle, type-only imports included', () => {
  const inFixtureCycles = new Set(importCycles([FIXTURES]).flat());

  it('has fixtures for both answers', () => {
    expect(fixtures.filter(({ inCycle }) => inCycle).length).toBeGreaterThanOrEqual(2);
    expect(fixtures.filter(({ inCycle }) => !inCycle).length).toBeGreaterThanOrEqual(2);
  });

  it.each(fixtures.map((fixture) => [fixture.file, fixture] as const))('%s', (_, { file, inCycle }) => {
    expect(inFixtureCycles.has(file)).toBe(inCycle);
  });

  it('engine/, src/ and scripts/ hold no cycle', { timeout: scaled(60_000) }, () => {
    expect(importCycles(['engine', 'src', 'scripts'])).toEqual([]);
  });
});

describe('every folder of engine/ has an order: its files and sub-folders import each other in no circle', () => {
  const FOLDERS = join(FIXTURES, 'folders');
  const graph = importGraph([FOLDERS]);

  it('finds two folders that import each other, though their files hold no cycle', () => {
    expect(folderCircles(join(FOLDERS, 'circle'), graph)).toEqual([
      [`${FOLDERS}/circle/domain/`, `${FOLDERS}/circle/profiles/`],
    ]);
  });

  it('finds none once what both need has moved down', () => {
    expect(folderCircles(join(FOLDERS, 'order'), graph)).toEqual([]);
  });

  it('engine/ and each folder under it', { timeout: scaled(60_000) }, () => {
    const engine = importGraph(['engine']);
    expect(foldersUnder('engine').flatMap((folder) => folderCircles(folder, engine))).toEqual([]);
  });
});

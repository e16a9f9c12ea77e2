import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
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

/** Strongly connected components of more than one file (Tarjan), each as sorted paths from the root. */
function importCycles(roots: readonly string[]): string[][] {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const targets = importsOf(file);
    graph.set(file, targets);
    targets.forEach(visit);
  };
  roots.flatMap((root) => sourceFiles(root).map((file) => resolve(file))).forEach(visit);

  const visitOrder = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  /** Visits a file; answers the earliest file still on the stack that it reaches. */
  const connect = (file: string): number => {
    const at = visitOrder.size;
    visitOrder.set(file, at);
    stack.push(file);
    let lowest = at;
    for (const target of graph.get(file) ?? []) {
      const seen = visitOrder.get(target);
      if (seen === undefined) lowest = Math.min(lowest, connect(target));
      else if (stack.includes(target)) lowest = Math.min(lowest, seen);
    }
    if (lowest === at) {
      const component = stack.splice(stack.indexOf(file));
      if (component.length > 1) cycles.push(component.map((member) => relative(ROOT, member)).sort());
    }
    return lowest;
  };
  for (const file of graph.keys()) if (!visitOrder.has(file)) connect(file);
  return cycles;
}

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

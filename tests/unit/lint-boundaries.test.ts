import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../scripts/lib/time-scale';

/**
 * The project's own lint config, run on tests/lint-fixtures: each fixture is linted as if it stood at
 * its path under the project root, and must raise exactly the rules its first line names.
 */
const FIXTURES = 'tests/lint-fixtures';
const EXPECT = /^\/\/ expect: (.+)$/m;

interface Fixture {
  /** Where the fixture is linted as standing, e.g. `src/components/calls-the-api.ts`. */
  lintedAs: string;
  source: string;
  expected: string[];
}

function fixtures(dir = FIXTURES): Fixture[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): Fixture[] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'partners' ? [] : fixtures(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(path, 'utf8');
    const expectation = EXPECT.exec(source)?.[1];
    if (!expectation) throw new Error(`${path} names no expectation (// expect: …)`);
    const expected = expectation === 'nothing' ? [] : expectation.split(/,\s*/);
    return [{ lintedAs: relative(FIXTURES, path), source, expected }];
  });
}

const all = fixtures();
const rejected = all.filter((fixture) => fixture.expected.length > 0);
const legal = all.filter((fixture) => fixture.expected.length === 0);

// An import that resolves to nothing would slip past every path rule, so fixtures must resolve.
const eslint = new ESLint({ overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });
const results = new Map<string, string[]>();

async function firedRules({ lintedAs, source }: Fixture): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(process.cwd(), lintedAs) });
  const messages = result?.messages ?? [];
  return [...new Set(messages.map((message) => message.ruleId ?? `fatal: ${message.message}`))].sort();
}

describe('lint boundaries: every rule rejects its fixture', { timeout: scaled(180_000) }, () => {
  beforeAll(async () => {
    for (const fixture of all) results.set(fixture.lintedAs, await firedRules(fixture));
  }, scaled(180_000));

  it('has fixtures for every boundary', () => {
    const rules = new Set(rejected.flatMap((fixture) => fixture.expected));
    expect([...rules].sort()).toEqual([
      'import-x/no-cycle',
      'import-x/no-restricted-paths',
      'no-restricted-globals',
      'no-restricted-imports',
      'no-restricted-syntax',
    ]);
    expect(rejected.length).toBeGreaterThanOrEqual(20);
    expect(legal.length).toBeGreaterThanOrEqual(3);
  });

  it.each(rejected.map((fixture) => [fixture.lintedAs, fixture] as const))('rejects %s', (_, fixture) => {
    expect(results.get(fixture.lintedAs)).toEqual([...fixture.expected].sort());
  });

  it.each(legal.map((fixture) => [fixture.lintedAs, fixture] as const))('lets %s through', (_, fixture) => {
    expect(results.get(fixture.lintedAs)).toEqual([]);
  });
});

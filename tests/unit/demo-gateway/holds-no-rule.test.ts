// The demo gateway holds no rule (DESIGN.md): no code literal, no raw read of a profile's capabilities or
// rules, and no message the engine holds written out again. Seed data may name codes (seed-accounts.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const GATEWAY = sourceFiles('src/demo-gateway');
const ENGINE = sourceFiles('engine').filter((file) => !file.includes('generated'));
/** Seed data: the viewer's permission codes, and the README-like descriptions of the special goods. */
const SEED_DATA = ['src/demo-gateway/seed-accounts.ts', 'src/demo-gateway/catalogue.ts'];

const CHINESE_LITERAL = /'([^'\n]*[\u4e00-\u9fff][^'\n]*)'|`([^`\n]*[\u4e00-\u9fff][^`\n]*)`/g;
const shape = (text: string) => text.replace(/\$\{[^}]*\}/g, '#');

function literals(files: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(CHINESE_LITERAL)) {
      const text = shape(match[1] ?? match[2] ?? '');
      found.set(text, [...(found.get(text) ?? []), file]);
    }
  }
  return found;
}

/** Gateway texts that equal an engine text by chance, each with why it is the gateway's own. */
const OWN_TEXTS: Record<string, string> = {
  删除成功:
    "the answer to deleting a history or cart line (the engine's are goods management's and the address book's)",
  商品中心: 'a seeded nav link',
  北京: 'region data',
  手机: 'a seeded category name',
};

describe('the demo gateway holds no rule', () => {
  it.each([
    { rule: 'no status, type or sale code literal (1001–1005)', pattern: /\b100[1-5]\b/ },
    { rule: 'no permission code literal (F000…)', pattern: /\bF000\d{3}\b/ },
    {
      rule: "no raw read of a profile's capabilities, rules or shop info",
      pattern: /(profile|profileOf\([^)]*\))\??\.(capabilities|rules|shopInfo)\b/,
    },
  ])('$rule', ({ pattern }) => {
    const offending = GATEWAY.filter((file) => !SEED_DATA.includes(file)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });

  it('writes out no message the engine holds', () => {
    const engine = literals(ENGINE);
    const repeated = [...literals(GATEWAY)]
      .filter(([text]) => engine.has(text) && !(text in OWN_TEXTS))
      .map(([text, files]) => `${text} in ${files.join(', ')}`);
    expect(repeated).toEqual([]);
  });
});

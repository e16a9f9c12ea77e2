// The demo gateway holds no rule: no code literal, no raw read of a profile's capabilities or rules, and no
// message the engine holds written out again. Seed data may name codes (seed-accounts.ts). Each check reads
// the syntax tree, so code split over lines does not slip through and comments do not count.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { sourceFiles, syntaxNodes, written } from '../source-code';

const GATEWAY = sourceFiles('src/demo-gateway');
const ENGINE = sourceFiles('engine').filter((file) => !file.includes('generated'));
/** Seed data: the viewer's permission codes, and the README-like descriptions of the special goods. */
const SEED_DATA = ['src/demo-gateway/seed-accounts.ts', 'src/demo-gateway/catalogue.ts'];

/** The text of a string or template literal, each `${…}` as #; undefined for any other node. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `#${span.literal.text}`).join('');
  return undefined;
}

const STATUS_CODES = /\b100[1-5]\b/;
/** A status, type or sale code: the number 1001–1005, or a text that names one. */
const isStatusCode = (node: ts.Node) =>
  (ts.isNumericLiteral(node) && Number(node.text) >= 1001 && Number(node.text) <= 1005) ||
  STATUS_CODES.test(literalText(node) ?? '');

const isPermissionCode = (node: ts.Node) => /\bF000\d{3}\b/.test(literalText(node) ?? '');

const RAW_KEYS = new Set(['capabilities', 'rules', 'shopInfo']);
/** `profile`, `x.profile` or `profileOf(…)`. */
const isProfile = (node: ts.Expression) =>
  (ts.isIdentifier(node) && node.text === 'profile') ||
  (ts.isPropertyAccessExpression(node) && node.name.text === 'profile') ||
  (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'profileOf');
/** `profile.rules`, `profile['rules']` or `const { rules } = profile`. */
const isRawProfileRead = (node: ts.Node) =>
  (ts.isPropertyAccessExpression(node) && RAW_KEYS.has(node.name.text) && isProfile(node.expression)) ||
  (ts.isElementAccessExpression(node) &&
    RAW_KEYS.has(literalText(node.argumentExpression) ?? '') &&
    isProfile(node.expression)) ||
  (ts.isVariableDeclaration(node) &&
    ts.isObjectBindingPattern(node.name) &&
    node.initializer !== undefined &&
    isProfile(node.initializer) &&
    node.name.elements.some((element) => RAW_KEYS.has((element.propertyName ?? element.name).getText())));

const RULES = {
  statusCode: { rule: 'no status, type or sale code literal (1001–1005)', breaks: isStatusCode },
  permissionCode: { rule: 'no permission code literal (F000…)', breaks: isPermissionCode },
  rawProfileRead: {
    rule: "no raw read of a profile's capabilities, rules or shop info",
    breaks: isRawProfileRead,
  },
};

/** Where a source text breaks a rule, as `line: code`. */
const breaches = (source: string, breaks: (node: ts.Node) => boolean) =>
  syntaxNodes(source).filter(breaks).map(written);

function literals(files: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    for (const node of syntaxNodes(readFileSync(file, 'utf8'), file)) {
      const text = literalText(node);
      if (text && /[\u4e00-\u9fff]/.test(text)) found.set(text, [...(found.get(text) ?? []), file]);
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
  首页: "the admin stand-in page's name for the admin home (routes/cdn.ts)",
  手机: 'a seeded category name',
};

describe('the demo gateway holds no rule', () => {
  it.each([
    ['statusCode', 'const shelved = goods.shelvesStatus ===\n  1002;'],
    ['statusCode', "answer({ status: '1001' })"],
    ['permissionCode', "codes.includes(\n  'F000143',\n)"],
    ['rawProfileRead', 'const mode = profile\n  .capabilities;'],
    ['rawProfileRead', "profileOf(db)['rules']"],
    ['rawProfileRead', 'const { rules } = db.resolved.profile;'],
  ] as const)('%s: detects %j', (name, source) => {
    expect(breaches(source, RULES[name].breaks)).toHaveLength(1);
  });

  it.each([
    ['statusCode', 'const status = SALE_STATUS.offShelf; // 1002'],
    ['statusCode', "const phone = '13800001001'; const count = 10010;"],
    ['permissionCode', 'const codes = PERMISSION.orderReview;'],
    ['rawProfileRead', "context.rules.capabilities['cart.canAdd']"],
  ] as const)('%s: lets %j through', (name, source) => {
    expect(breaches(source, RULES[name].breaks)).toEqual([]);
  });

  it.each(Object.values(RULES))('$rule', ({ breaks }) => {
    const offending = GATEWAY.filter((file) => !SEED_DATA.includes(file)).flatMap((file) =>
      breaches(readFileSync(file, 'utf8'), breaks).map((breach) => `${file}:${breach}`),
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

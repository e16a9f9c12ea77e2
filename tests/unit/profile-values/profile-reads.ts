// Which profile keys code reads, decided by the TypeScript checker rather than by matching names.
//
// A key counts as read where the checker resolves a READ of it to its declaration in the generated profile
// types (engine/generated/shop-profile.ts), through any alias the code puts between (Required<…>, Pick<…>,
// mapped types such as ShopLimits, unions, NonNullable):
//   - a property access `limits.timing.requestTimeoutMs` (optional chaining included);
//   - an element access with a literal key `timing['requestTimeoutMs']`;
//   - a destructuring `const { requestTimeoutMs } = timing` (nested, renamed and parameter patterns included);
//   - iterating an object's keys (`Object.entries/keys/values(rule.when)`, `for … in`): every key under it.
// Writing a key (an object literal such as the engine defaults), a comment or string naming it, and a property
// of the same name on another type (`style.color`, a hand-written interface) do not count.
import { resolve } from 'node:path';
import ts from 'typescript';

export const GENERATED_TYPES = resolve('engine/generated/shop-profile.ts');

/** `Limits.timing.requestTimeoutMs` for a property declared in the generated types, else undefined. */
function typePathOf(declaration: ts.Declaration): string | undefined {
  if (resolve(declaration.getSourceFile().fileName) !== GENERATED_TYPES) return undefined;
  const names: string[] = [];
  for (let node: ts.Node = declaration; ; node = node.parent) {
    if (ts.isPropertySignature(node)) {
      const name = node.name;
      names.unshift(ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText());
    } else if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      names.unshift(node.name.text);
      return names.length > 1 ? names.join('.') : undefined;
    } else if (!ts.isTypeLiteralNode(node) && !ts.isUnionTypeNode(node) && !ts.isArrayTypeNode(node)) {
      return undefined;
    }
  }
}

const typePathsOf = (symbol: ts.Symbol | undefined): string[] =>
  (symbol?.declarations ?? []).flatMap((declaration) => typePathOf(declaration) ?? []);

const ITERATORS = new Set(['entries', 'keys', 'values']);

/** `Object.entries(x)` and friends: the object whose every key is read. */
function iteratedObject(node: ts.Node): ts.Expression | undefined {
  if (ts.isForInStatement(node)) return node.expression;
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const { expression: callee, name } = node.expression;
  const isObject = ts.isIdentifier(callee) && callee.text === 'Object';
  return isObject && ITERATORS.has(name.text) ? node.arguments[0] : undefined;
}

/** Is this access the target of an assignment (`x.key = …`), i.e. a write rather than a read? */
const isWritten = (node: ts.Node) =>
  ts.isBinaryExpression(node.parent) &&
  node.parent.left === node &&
  node.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken;

/** Each profile key `files` read, as a type path (`Limits.timing.requestTimeoutMs`), with the files that read it.
 * A path ending in `.*` means every key under it was read by iteration. */
export type ProfileReads = ReadonlyMap<string, ReadonlySet<string>>;

/** The profile keys `files` read, each with the files (as given) that read it. */
export function profileReads(program: ts.Program, files: readonly string[]): ProfileReads {
  const checker = program.getTypeChecker();
  const reads = new Map<string, Set<string>>();
  let file = '';
  const add = (paths: string[], suffix = '') =>
    paths.forEach((path) => {
      const readers = reads.get(path + suffix) ?? new Set<string>();
      reads.set(path + suffix, readers.add(file));
    });

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && !isWritten(node)) {
      add(typePathsOf(checker.getSymbolAtLocation(node.name)));
    } else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      if (!isWritten(node)) add(typePathsOf(checker.getSymbolAtLocation(node.argumentExpression)));
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && !node.dotDotDotToken) {
      const key = node.propertyName ?? node.name;
      if (ts.isIdentifier(key) || ts.isStringLiteral(key)) {
        const source = checker.getTypeAtLocation(node.parent);
        add(typePathsOf(checker.getPropertyOfType(checker.getNonNullableType(source), key.text)));
      }
    }
    const iterated = iteratedObject(node);
    if (iterated) {
      const type = checker.getNonNullableType(checker.getTypeAtLocation(iterated));
      for (const property of checker.getPropertiesOfType(type)) add(typePathsOf(property), '.*');
    }
    ts.forEachChild(node, visit);
  };

  for (file of files) {
    const source = program.getSourceFile(resolve(file));
    if (!source) throw new Error(`${file} is not part of the program`);
    visit(source);
  }
  return reads;
}

/** The files that read the key at `typePath`, directly or by an iteration over it or one of its parents. */
export function readersOf(typePath: string, reads: ProfileReads): string[] {
  const parts = typePath.split('.');
  const paths = [typePath, ...parts.slice(1).map((_, end) => `${parts.slice(0, end + 2).join('.')}.*`)];
  return [...new Set(paths.flatMap((path) => [...(reads.get(path) ?? [])]))].sort();
}

/** Code that does not apply profile values: the demo gateway (it never ships), the generated types and the
 * engine's defaults (they declare values), the profile loader and checker (they merge and check values). */
const NOT_APPLYING = ['src/demo-gateway/', 'engine/generated/', 'engine/profiles/'];

/** Is the file at `path` (from the project root) storefront code that applies profile values? */
export const isStorefront = (path: string): boolean =>
  (path.startsWith('src/') || path.startsWith('engine/')) &&
  !NOT_APPLYING.some((folder) => path.startsWith(folder));

/** The project's compiler options (tsconfig.json), for a program over the given files. */
export function projectProgram(files: readonly string[], host?: ts.CompilerHost): ts.Program {
  const configFile = ts.readConfigFile('tsconfig.json', (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, resolve('.'));
  return ts.createProgram({ rootNames: files.map((file) => resolve(file)), options, ...(host && { host }) });
}

// The project's code read as syntax, for tests that hold a rule over it: a rule checked on the syntax tree
// holds however the code is split over lines, and comments do not count.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Every TypeScript file under a folder (declaration files left out), as paths from the project root. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every node of a source text's syntax tree, in source order (a `.tsx` name parses JSX). */
export function syntaxNodes(source: string, fileName = 'snippet.ts'): ts.Node[] {
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    nodes.push(node);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true));
  return nodes;
}

/** A node as a finding: `line: code`, its code on one line. */
export function written(node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${line + 1}: ${node.getText(file).replace(/\s+/g, ' ')}`;
}

// Every place in src that records a GL error says why: setError, validValue, validOperation and
// recordError get a reason (a debug context reports it), never an empty one. legalEnum's reason is
// optional: by default it names the value and the parameter.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');
/** The argument that carries the reason, by the name of the function called. */
const REASON_ARGUMENT = new Map([
  ['setError', 1],
  ['validValue', 2],
  ['validOperation', 2],
  ['recordError', 2],
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.generated.ts') ? [path] : [];
  });
}

it('every error recorded in src has a reason', () => {
  const missing: string[] = [];
  let calls = 0;
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ts.isIdentifier(callee)
            ? callee.text
            : '';
        const index = REASON_ARGUMENT.get(name);
        if (index !== undefined) {
          calls++;
          const reason = node.arguments[index];
          if (!reason || (ts.isStringLiteral(reason) && reason.text.trim() === '')) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart());
            missing.push(`${relative(SRC, file)}:${line + 1}: ${node.getText()}`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  expect(missing).toEqual([]);
  expect(calls).toBeGreaterThan(200);
});

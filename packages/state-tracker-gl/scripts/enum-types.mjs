#!/usr/bin/env node
// Writes src/api/enum-types.generated.ts: one type alias per ENUM_RULES entry (src/errors/enum-rules.ts),
// the union of the `typeof GL_…` constants the rule accepts plus `GLenum`, so an editor offers the legal
// constants while any computed number still type-checks. Reads enum-rules.ts and gl-enums.ts with the
// TypeScript compiler (no evaluation). test/enum-types.test.ts fails when the file is out of date;
// `node scripts/enum-types.mjs` rewrites it.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
export const ENUM_TYPES_FILE = resolve(root, 'src/api/enum-types.generated.ts');
const RULES_FILE = resolve(root, 'src/errors/enum-rules.ts');
const ENUMS_FILE = resolve(root, 'src/gl-enums.ts');

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** gl-enums.ts as name → value, and value → names in file order. */
function readEnums() {
  const values = new Map();
  const names = new Map();
  for (const statement of parse(ENUMS_FILE).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!d.initializer || !ts.isNumericLiteral(d.initializer)) continue;
      const name = d.name.getText();
      const value = Number(d.initializer.text);
      values.set(name, value);
      if (!names.has(value)) names.set(value, []);
      names.get(value).push(name);
    }
  }
  return { values, names };
}

/** The rule name → accepted constant names (a number where no constant of the series has the value). */
export function enumRuleNames() {
  const { values, names } = readEnums();
  const source = parse(RULES_FILE);
  const locals = new Map();
  let rules;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (d.name.getText() === 'ENUM_RULES') rules = d.initializer;
      else if (d.initializer) locals.set(d.name.getText(), d.initializer);
    }
  }
  while (ts.isSatisfiesExpression(rules) || ts.isAsExpression(rules)) rules = rules.expression;

  const fail = (node) => {
    throw new Error(`enum-types: cannot read ${node.getText()} in enum-rules.ts`);
  };
  /** The constant names an expression of enum-rules.ts stands for. */
  const evaluate = (node) => {
    if (ts.isParenthesizedExpression(node)) return evaluate(node.expression);
    if (ts.isSpreadElement(node)) return evaluate(node.expression);
    if (ts.isIdentifier(node)) {
      const name = node.text;
      if (values.has(name)) return [name];
      if (locals.has(name)) return evaluate(locals.get(name));
      fail(node);
    }
    if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(evaluate);
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      // set(a, b, ...)
      if (callee === 'set') return node.arguments.flatMap(evaluate);
      // [...X].filter((f) => f !== Y)
      if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'filter') {
        const from = evaluate(node.expression.expression);
        const body = node.arguments[0]?.body;
        if (
          !body ||
          !ts.isBinaryExpression(body) ||
          body.operatorToken.kind !== ts.SyntaxKind.ExclamationEqualsEqualsToken
        )
          fail(node);
        const removed = new Set(evaluate(body.right).map((n) => values.get(n)));
        return from.filter((n) => !removed.has(values.get(n)));
      }
      // Array.from({ length: N }, (_, i) => GL_X + i)
      if (callee === 'Array.from') {
        const [lengthObject, fn] = node.arguments;
        const length = Number(
          lengthObject.properties.find((p) => p.name.getText() === 'length').initializer.getText(),
        );
        if (!ts.isBinaryExpression(fn.body)) fail(node);
        const [base] = evaluate(fn.body.left);
        const stem = base.replace(/\d+$/, '');
        return Array.from({ length }, (_, i) => {
          const value = values.get(base) + i;
          const candidates = names.get(value) ?? [];
          return (
            candidates.find((n) => n === `${stem}${i}`) ?? candidates.find((n) => n.startsWith(stem)) ?? value
          );
        });
      }
    }
    return fail(node);
  };

  const result = {};
  for (const property of rules.properties) {
    const key = ts.isStringLiteral(property.name) ? property.name.text : property.name.getText();
    const seen = new Set();
    result[key] = evaluate(property.initializer).filter((n) => !seen.has(n) && seen.add(n));
  }
  return result;
}

/** 'glTexParameter.wrap' → 'TexParameterWrap'. */
export function aliasName(rule) {
  const [fn, param] = rule.split('.');
  return fn.replace(/^gl/, '') + param[0].toUpperCase() + param.slice(1);
}

/** The generated file's text. */
export function enumTypesSource() {
  const rules = enumRuleNames();
  const used = [
    ...new Set(
      Object.values(rules)
        .flat()
        .filter((n) => typeof n === 'string'),
    ),
  ].sort();
  const lines = [
    '// Generated by scripts/enum-types.mjs from src/errors/enum-rules.ts: do not edit. One alias per',
    '// ENUM_RULES entry: the constants the rule accepts, so an editor offers them, and GLenum, so a computed',
    '// number still type-checks. Types only: nothing here exists at run time.',
    `import type {`,
    ...used.map((n) => `  ${n},`),
    `} from '../gl-enums.js';`,
    '',
    '/** An enum value: any number; the `& {}` keeps the literal suggestions of a union it is part of. */',
    'export type GLenum = number & {};',
    '/** A mask of GL_*_BIT values or-ed together (glClear, glPushAttrib, …). */',
    'export type GLbitfield = number & {};',
    '/** A signed integer (truncated toward zero where GL wants an integer). */',
    'export type GLint = number;',
    '/** A size or count: a non-negative integer (a negative one records GL_INVALID_VALUE). */',
    'export type GLsizei = number;',
    '/** An unsigned integer: an object name, a mask of bits, an index. */',
    'export type GLuint = number;',
    '/** A single-precision number. */',
    'export type GLfloat = number;',
    '/** A double-precision number. */',
    'export type GLdouble = number;',
    '/** A boolean: true/false, or a number (0 is false). */',
    'export type GLboolean = boolean | number;',
  ];
  for (const [rule, members] of Object.entries(rules)) {
    const parts = members.map((n) => (typeof n === 'string' ? `typeof ${n}` : `0x${n.toString(16)}`));
    lines.push('', `/** The values ENUM_RULES['${rule}'] accepts. */`);
    lines.push(`export type ${aliasName(rule)} =`);
    for (const p of parts) lines.push(`  | ${p}`);
    lines[lines.length - 1] += '';
    lines.push('  | GLenum;');
  }
  lines.push('');
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ENUM_TYPES_FILE, enumTypesSource());
  console.log(`wrote ${ENUM_TYPES_FILE}`);
}

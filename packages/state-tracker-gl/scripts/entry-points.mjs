#!/usr/bin/env node
// Writes the public gl* entry points as thin wrappers over the implementations in src/api, read with the
// TypeScript compiler: src/api/entry-points.generated.ts has, for every exported gl* function, a live
// binding of the same name, parameters, types and doc comment that is the implementation itself, or a
// tracer of it (src/debug/trace.ts) while a debug context exists; src/debug/entry-point-params.
// generated.ts has each entry point's parameter names and how a debug report prints them, with the names
// of the enum values. test/entry-points.test.ts fails when either file is out of
// date; `node scripts/entry-points.mjs` rewrites both.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { aliasName, enumRuleNames } from './enum-types.mjs';
import { sourceProgram } from './source-program.mjs';

const root = resolve(import.meta.dirname, '..');
const API_DIR = resolve(root, 'src/api');
export const ENTRY_POINTS_FILE = resolve(API_DIR, 'entry-points.generated.ts');
export const ENTRY_POINT_PARAMS_FILE = resolve(root, 'src/debug/entry-point-params.generated.ts');

/** The api modules: src/api/*.ts but the generated ones. */
function apiModules() {
  return readdirSync(API_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.generated.ts'))
    .sort()
    .map((f) => resolve(API_DIR, f));
}

function importPath(file) {
  const path = relative(API_DIR, file).replace(/\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
}

/** The last doc comment (`/** … *\/`) before `node`, or ''. */
function docComment(node) {
  const text = node.getSourceFile().text;
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const docs = ranges.filter((r) => text.startsWith('/**', r.pos));
  return docs.length ? text.slice(docs.at(-1).pos, docs.at(-1).end) : '';
}

function isExported(declaration) {
  return (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Export) !== 0;
}

/** Every exported gl* entry point of the api modules, with what the generated files need of it. */
function readEntryPoints() {
  const files = apiModules();
  const program = sourceProgram(files);
  const checker = program.getTypeChecker();
  /** type name → file it is imported from */
  const typeImports = new Map();
  const ruleOfAlias = new Map(Object.keys(enumRuleNames()).map((rule) => [aliasName(rule), rule]));

  const fail = (node, why) => {
    const sf = node.getSourceFile();
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`entry-points: ${relative(root, sf.fileName)}:${line + 1}: ${why}`);
  };

  /** A type node's text, valid in the generated module: local aliases expanded, others imported. */
  const typeText = (node) => {
    const sf = node.getSourceFile();
    const edits = [];
    const refer = (whole, id) => {
      let symbol = checker.getSymbolAtLocation(id);
      if (!symbol) fail(id, `cannot resolve ${id.text}`);
      if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol.declarations?.[0];
      if (!declaration) fail(id, `${id.text} has no declaration`);
      const file = declaration.getSourceFile();
      if (file.isDeclarationFile) return false; // lib and @types: global names
      if (isExported(declaration)) {
        const had = typeImports.get(symbol.getName());
        if (had && had !== file.fileName) fail(id, `two types named ${symbol.getName()}`);
        typeImports.set(symbol.getName(), file.fileName);
        if (symbol.getName() !== id.text) edits.push([id.getStart(), id.getEnd(), symbol.getName()]);
        return false;
      }
      if (ts.isTypeAliasDeclaration(declaration) && !declaration.typeParameters) {
        const t = declaration.type;
        const compound = ts.isUnionTypeNode(t) || ts.isIntersectionTypeNode(t) || ts.isFunctionTypeNode(t);
        edits.push([whole.getStart(), whole.getEnd(), compound ? `(${typeText(t)})` : typeText(t)]);
        return true;
      }
      return fail(id, `${id.text} is neither exported nor a plain local type alias`);
    };
    const visit = (n) => {
      if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName) && refer(n, n.typeName)) return;
      if (ts.isTypeQueryNode(n) && ts.isIdentifier(n.exprName) && refer(n, n.exprName)) return;
      ts.forEachChild(n, visit);
    };
    visit(node);
    let text = sf.text.slice(node.getStart(), node.getEnd());
    for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) {
      text = text.slice(0, start - node.getStart()) + replacement + text.slice(end - node.getStart());
    }
    return text;
  };

  /** How a debug report prints a parameter: `name`, `name:e` (enum), `name:e:rule`, `name:b` (bitfield). */
  const paramKind = (p) => {
    const name = p.name.getText();
    if (!p.type) return name;
    const alias = checker.getTypeAtLocation(p.type).aliasSymbol?.getName();
    if (alias === 'GLenum') return `${name}:e`;
    if (alias === 'GLbitfield') return `${name}:b`;
    if (alias && ruleOfAlias.has(alias)) return `${name}:e:${ruleOfAlias.get(alias)}`;
    return name;
  };

  const entries = [];
  for (const file of files) {
    const sf = program.getSourceFile(file);
    const module = checker.getSymbolAtLocation(sf);
    if (!module) continue;
    for (const symbol of checker.getExportsOfModule(module)) {
      const name = symbol.getName();
      if (!/^gl[A-Z]/.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) continue;
      const declaration = symbol.valueDeclaration;
      if (!declaration || declaration.getSourceFile() !== sf) fail(sf, `${name} is re-exported`);
      let fn = declaration;
      let docNode = declaration;
      if (ts.isVariableDeclaration(declaration)) {
        // `export const glFogi = glFogf;`: the implementation's signature, the alias's own comment.
        docNode = declaration.parent.parent;
        let target = checker.getSymbolAtLocation(declaration.initializer);
        if (target && target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
        fn = target?.valueDeclaration;
      }
      if (!fn || !ts.isFunctionDeclaration(fn)) fail(declaration, `${name} is not a function declaration`);
      if (fn.typeParameters) fail(fn, `${name} is generic`);
      if (!fn.type) fail(fn, `${name} has no return type annotation`);
      const params = fn.parameters.map((p) => {
        if (!ts.isIdentifier(p.name)) fail(p, `${name} has a destructured parameter`);
        if (!p.type) fail(p, `${name}'s parameter ${p.name.text} has no type`);
        const optional = p.questionToken || p.initializer ? '?' : '';
        return {
          name: p.name.text,
          rest: p.dotDotDotToken !== undefined,
          text: `${p.dotDotDotToken ? '...' : ''}${p.name.text}${optional}: ${typeText(p.type)}`,
          kind: paramKind(p),
        };
      });
      entries.push({ name, file, doc: docComment(docNode), params, returns: typeText(fn.type) });
    }
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { entries, typeImports };
}

/** The text of src/api/entry-points.generated.ts. */
function wrappersSource({ entries, typeImports }) {
  const lines = [
    '// Generated by scripts/entry-points.mjs from src/api: do not edit. The public gl* entry points, as live',
    '// bindings: each is its implementation itself, or, while a debug context exists (or GALLIUM_GL_DEBUG is',
    '// set), a tracer of it (src/debug/trace.ts), so a debug report names the entry point and its arguments.',
    '// A program without debug calls the implementations directly: nothing is added to a call.',
  ];
  const byFile = new Map();
  for (const e of entries) {
    if (!byFile.has(e.file)) byFile.set(e.file, []);
    byFile.get(e.file).push(e.name);
  }
  const typesByFile = new Map();
  for (const [type, file] of typeImports) {
    if (!typesByFile.has(file)) typesByFile.set(file, []);
    typesByFile.get(file).push(type);
  }
  const imports = [];
  for (const [file, types] of typesByFile) {
    imports.push([
      importPath(file),
      `import type { ${types.sort().join(', ')} } from '${importPath(file)}';`,
    ]);
  }
  imports.push(['../debug/trace.js', "import { setRetarget, traced } from '../debug/trace.js';"]);
  for (const [file, names] of byFile) {
    const list = names.map((n) => `  ${n} as impl_${n},`);
    imports.push([importPath(file), [`import {`, ...list, `} from '${importPath(file)}';`].join('\n')]);
  }
  imports.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  lines.push(...imports.map((i) => i[1]));
  for (const e of entries) {
    lines.push('');
    // @function: the API reference (TypeDoc) lists the binding as the function it is.
    lines.push(e.doc ? e.doc.replace(/\s*\*\/$/, '\n * @function\n */') : '/** @function */');
    const type = `(${e.params.map((p) => p.text).join(', ')}) => ${e.returns}`;
    lines.push(`export let ${e.name}: ${type} = impl_${e.name};`);
  }
  lines.push(
    '',
    '/** Points every entry point at a tracer of its implementation (`on`) or at the implementation. */',
    'function retarget(on: boolean): void {',
  );
  for (const e of entries) {
    const params = e.params.map((p) => (p.rest ? `...${p.name}` : p.name)).join(', ');
    lines.push(
      `  ${e.name} = on ? (${params}) => traced('${e.name}', impl_${e.name}, [${params}]) : impl_${e.name};`,
    );
  }
  lines.push('}', '', 'setRetarget(retarget);', '');
  return lines.join('\n');
}

/** A name for each enum value: a core name before a vendor's (_EXT, _ARB, …), then the shorter. */
const VENDOR = /_(EXT|ARB|NV|ATI|AMD|SGI|SGIS|SGIX|APPLE|IBM|INTEL|MESA|OES|KHR|HP|SUN|3DFX|IMG|WIN)$/;
function better(a, b) {
  const va = VENDOR.test(a) ? 1 : 0;
  const vb = VENDOR.test(b) ? 1 : 0;
  if (va !== vb) return va < vb;
  return a.length !== b.length ? a.length < b.length : a < b;
}

/** The text of src/debug/entry-point-params.generated.ts. */
function paramsSource({ entries }) {
  const values = new Map();
  const enums = readFileSync(resolve(root, 'src/gl-enums.ts'), 'utf8');
  for (const m of enums.matchAll(/^export const (GL_\w+) = (0x[0-9a-fA-F]+|\d+);$/gm)) {
    values.set(m[1], Number(m[2]));
  }
  // Every value from 0x100 up by its best name; below, where GL_POINTS, GL_ZERO and GL_FALSE are all 0,
  // each rule's own names.
  const names = new Map();
  for (const [n, v] of values) if (v >= 0x100 && (!names.has(v) || better(n, names.get(v)))) names.set(v, n);
  const small = [];
  for (const [rule, members] of Object.entries(enumRuleNames())) {
    const ruleSmall = new Map();
    for (const n of members) {
      if (typeof n !== 'string') continue;
      const v = values.get(n);
      if (v < 0x100 && !ruleSmall.has(v)) ruleSmall.set(v, n);
    }
    if (ruleSmall.size) {
      const list = [...ruleSmall].sort((a, b) => a[0] - b[0]).map(([v, n]) => `${v}: '${n}'`);
      small.push(`  '${rule}': { ${list.join(', ')} },`);
    }
  }
  return [
    '// Generated by scripts/entry-points.mjs from src/api and src/errors/enum-rules.ts: do not edit. What',
    "// a debug report (src/debug/format-args.ts) prints: each entry point's parameters — `name`, `name:e`",
    '// for an enum, `name:e:rule` for an enum of an ENUM_RULES entry, `name:b` for a bitfield — and the',
    '// names of the enum values (below 0x100 per ENUM_RULES entry: GL_POINTS and GL_ZERO are both 0). Only',
    '// a debug context loads it (createContext imports it on demand).',
    'export const ENTRY_POINT_PARAMS: Readonly<Record<string, string>> = {',
    ...entries.map((e) => `  ${e.name}: '${e.params.map((p) => p.kind).join(' ')}',`),
    '};',
    '',
    'export const ENUM_NAMES: Readonly<Record<number, string>> = {',
    ...[...names]
      .sort((a, b) => a[0] - b[0])
      .map(([v, n]) => `  0x${v.toString(16).padStart(4, '0')}: '${n}',`),
    '};',
    '',
    'export const SMALL_ENUM_NAMES: Readonly<Record<string, Readonly<Record<number, string>>>> = {',
    ...small,
    '};',
    '',
  ].join('\n');
}

/** Both generated files' texts, as [path, text]. */
export function entryPointSources() {
  const read = readEntryPoints();
  return [
    [ENTRY_POINTS_FILE, wrappersSource(read)],
    [ENTRY_POINT_PARAMS_FILE, paramsSource(read)],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, text] of entryPointSources()) {
    writeFileSync(file, text);
    console.log(`wrote ${relative(dirname(root), file)}`);
  }
}

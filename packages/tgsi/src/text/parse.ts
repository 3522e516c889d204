// parseTgsi: TGSI text (Mesa's syntax) to the typed IR. One statement per line: the header (VERT,
// FRAG, GEOM, TESS_CTRL, TESS_EVAL, COMP), then PROPERTY, DCL, IMM and instructions in any order; a
// line ending in `,` (or inside `{ }`) continues on the next. The parser checks syntax and local
// validity (operand counts, names, value ranges); checkTgsi checks the shader as a whole.
import {
  blankInstruction,
  type TgsiImmediate,
  TgsiImmediateType,
  type TgsiInstruction,
  type TgsiProcessor,
  type TgsiProperty,
  type TgsiShader,
  TgsiTextureTarget,
} from '../ir.js';
import { TGSI_MAX_INDEX, TGSI_MAX_LABEL, TGSI_MAX_TEXTURE_OFFSETS } from '../limits.js';
import { opcodeByName, type TgsiOpcodeInfo } from '../opcodes.js';
import { TokenCursor } from './cursor.js';
import { describeToken } from './lexer.js';
import {
  FILE_NAMES,
  FORMAT_NAME,
  IMMEDIATE_TYPE_NAMES,
  MEMORY_QUALIFIER_NAMES,
  PROCESSOR_NAMES,
  PROPERTY_NAMES,
  PROPERTY_VALUE_NAMES,
  TEXTURE_NAMES,
} from './names.js';
import { readFloat32, readFloat64, readInt32, readUint } from './numbers.js';
import { parseDeclaration } from './parse-declaration.js';
import { parseDst, parseSrc, parseTextureOffset } from './parse-operands.js';
import { setSourcePosition } from './positions.js';

/** Opcodes that no longer exist, with what replaced them. */
const RENAMED_OPCODES: Record<string, string> = {
  KIL: 'KIL was renamed KILL_IF',
  KILP: 'KILP was renamed KILL',
};

/** Parses TGSI text; throws TgsiSyntaxError (with line and column) for malformed text. */
export function parseTgsi(text: string): TgsiShader {
  if (typeof text !== 'string') throw new TypeError('parseTgsi expects the shader text as a string');
  const c = new TokenCursor(text);
  c.skipEols();
  const shader: TgsiShader = {
    processor: parseHeader(c),
    properties: [],
    declarations: [],
    immediates: [],
    instructions: [],
  };
  c.endStatement();
  for (c.skipEols(); c.tok.kind !== 'eof'; c.skipEols()) {
    parseStatement(c, shader);
    c.endStatement();
  }
  return shader;
}

/** `VERT`, `FRAG`, ... optionally with an old-style version suffix (`FRAG1.1`), which is ignored. */
function parseHeader(c: TokenCursor): TgsiProcessor {
  const word = c.word();
  const match = word === null ? null : /^([A-Z_]+?)(\d+)?$/.exec(word);
  const processor = match ? PROCESSOR_NAMES.valueOf(match[1]!) : undefined;
  if (processor === undefined) c.expected('a shader header (VERT, FRAG, GEOM, TESS_CTRL, TESS_EVAL or COMP)');
  c.advance();
  if (match![2] !== undefined && c.tok.kind === 'number' && c.tok.text.startsWith('.')) c.advance();
  return processor;
}

function parseStatement(c: TokenCursor, shader: TgsiShader): void {
  const start = c.tok;
  const word = c.word();
  if (word === 'DCL') {
    c.advance();
    const decl = parseDeclaration(c, shader.processor);
    setSourcePosition(decl, start);
    shader.declarations.push(decl);
  } else if (word === 'IMM') {
    c.advance();
    const imm = parseImmediate(c, shader.immediates.length);
    setSourcePosition(imm, start);
    shader.immediates.push(imm);
  } else if (word === 'PROPERTY') {
    c.advance();
    const prop = parseProperty(c);
    setSourcePosition(prop, start);
    shader.properties.push(prop);
  } else if (start.kind === 'number' || start.kind === 'word') {
    if (start.kind === 'number') {
      // An instruction number (`12:`): informative only, as in Mesa.
      c.uint('an instruction label', TGSI_MAX_LABEL);
      c.expectPunct(':', '`:` after the instruction label');
    }
    shader.instructions.push(parseInstruction(c));
  } else {
    c.expected('DCL, IMM, PROPERTY or an instruction');
  }
}

/** `IMM [n] TYPE { v, ... }` after `IMM`. */
function parseImmediate(c: TokenCursor, count: number): TgsiImmediate {
  if (c.isPunct('[')) {
    c.advance();
    const token = c.tok;
    const index = c.uint('an immediate index', TGSI_MAX_INDEX);
    if (index !== count)
      c.fail(token, `immediates must be numbered in order: expected IMM[${count}], found IMM[${index}]`);
    c.expectPunct(']');
  }
  const type = c.wordIn(IMMEDIATE_TYPE_NAMES);
  if (type === undefined) c.expected('an immediate type (FLT32, UINT32, INT32 or FLT64)');
  c.advance();
  const typeName = IMMEDIATE_TYPE_NAMES.nameOf(type)!;
  const maxValues = type === TgsiImmediateType.FLT64 ? 2 : 4;
  c.expectPunct('{');
  c.skipEols();
  const values: number[] = [];
  let read = 0;
  do {
    const start = c.tok;
    if (read === maxValues) c.fail(start, `an ${typeName} immediate has at most ${maxValues} values`);
    const negative = c.isPunct('-');
    if (negative || c.isPunct('+')) c.advance();
    const token = c.tok;
    if (token.kind !== 'number') c.expected(`an ${typeName} value`);
    let value: number | number[] | string | null;
    if (type === TgsiImmediateType.FLT32) value = readFloat32(token.text, negative);
    else if (type === TgsiImmediateType.FLT64) value = readFloat64(token.text, negative);
    else value = readInt32(token.text, negative, type === TgsiImmediateType.INT32);
    const shown = describeToken({ ...token, text: (negative ? '-' : '') + token.text });
    if (value === null) c.fail(start, `${shown} is not a valid ${typeName} value`);
    if (typeof value === 'string') c.fail(start, `${shown} ${value}`);
    if (typeof value === 'number') values.push(value);
    else values.push(...value);
    c.advance();
    read++;
  } while (c.eatComma());
  c.skipEols();
  c.expectPunct('}', read < maxValues ? '`,` or `}`' : '`}`');
  return { type, values };
}

/** `PROPERTY NAME value` after `PROPERTY`. */
function parseProperty(c: TokenCursor): TgsiProperty {
  const name = c.wordIn(PROPERTY_NAMES);
  if (name === undefined) {
    if (c.word() === null) c.expected('a property name');
    c.fail(c.tok, `unknown property ${describeToken(c.tok)}`);
  }
  c.advance();
  const table = PROPERTY_VALUE_NAMES.get(name);
  const token = c.tok;
  let value: number | undefined;
  if (table !== undefined && token.kind === 'word') {
    value = table.valueOf(token.text);
    if (value === undefined)
      c.fail(token, `${describeToken(token)} is not a ${table.what} (${table.names().join(', ')})`);
  } else if (token.kind === 'number') {
    value = readUint(token.text, 0xffffffff) ?? undefined;
    if (value === undefined) c.expected('an unsigned 32-bit integer');
    if (table !== undefined && table.nameOf(value) === undefined)
      c.fail(token, `${value} is not a valid ${table.what}`);
  } else {
    c.expected(table === undefined ? 'an unsigned integer' : `a ${table.what} (${table.names().join(', ')})`);
  }
  c.advance();
  return { name, value };
}

/** The opcode word, with `_SAT` split off. */
function parseOpcode(c: TokenCursor): { info: TgsiOpcodeInfo; saturate: boolean } {
  const token = c.tok;
  const word = c.word();
  if (word === null) c.expected('an opcode');
  let info = opcodeByName(word);
  let saturate = false;
  if (info === undefined && word.endsWith('_SAT')) {
    info = opcodeByName(word.slice(0, -4));
    saturate = info !== undefined;
  }
  if (info === undefined) {
    const hint = RENAMED_OPCODES[word];
    c.fail(token, `unknown opcode ${describeToken(token)}${hint ? `: ${hint}` : ''}`);
  }
  if (saturate && info.numDst === 0) c.fail(token, `${info.name} has no destination to saturate`);
  c.advance();
  return { info, saturate };
}

function operandSummary(info: TgsiOpcodeInfo): string {
  const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const parts = [plural(info.numDst, 'destination'), plural(info.numSrc, 'source')];
  if (info.isTex) parts.push('a texture target');
  return `${info.name} takes ${parts.join(', ')}`;
}

function parseInstruction(c: TokenCursor): TgsiInstruction {
  const start = c.tok;
  const { info, saturate } = parseOpcode(c);
  const inst = blankInstruction(info.opcode);
  inst.saturate = saturate;
  const operands = info.numDst + info.numSrc;
  const omitted = info.sourceOptional && c.atEndOfStatement();
  for (let i = 0; i < operands && !omitted; i++) {
    if (i > 0 && !c.eatComma()) c.expected(`\`,\` and another operand (${operandSummary(info)})`);
    if (i < info.numDst) inst.dst.push(parseDst(c));
    else inst.src.push(parseSrc(c));
  }
  if (info.isTex) {
    if (!c.eatComma()) c.expected(`\`,\` and a texture target (${operandSummary(info)})`);
    const target = c.wordIn(TEXTURE_NAMES);
    if (target === undefined)
      c.expected('a texture target (1D, 2D, 3D, CUBE, RECT, SHADOW2D, 2D_ARRAY, ...)');
    c.advance();
    inst.texture = { target, offsets: [] };
  }
  while (c.isPunct(',')) {
    const comma = c.advance();
    c.skipEols();
    if (info.takesOffsets && c.wordIn(FILE_NAMES) !== undefined) {
      inst.texture ??= { target: TgsiTextureTarget.UNKNOWN, offsets: [] };
      if (inst.texture.offsets.length === TGSI_MAX_TEXTURE_OFFSETS) {
        c.fail(c.tok, `an instruction has at most ${TGSI_MAX_TEXTURE_OFFSETS} texel offsets`);
      }
      inst.texture.offsets.push(parseTextureOffset(c));
    } else if (inst.memory !== null) {
      parseMemoryItem(c, inst.memory);
    } else if (info.takesOffsets) {
      c.expected('a texel offset register such as `IMM[0].xyz`');
    } else {
      c.fail(comma, `unexpected \`,\`: ${operandSummary(info)}`);
    }
  }
  if (c.isPunct(':')) {
    const colon = c.advance();
    if (!info.isBranch) c.fail(colon, `${info.name} takes no branch target`);
    inst.label = c.uint('a branch target (instruction number)', TGSI_MAX_LABEL);
  }
  setSourcePosition(inst, start);
  return inst;
}

/** One memory qualifier, texture target or format after the operands of LOAD/STORE/ATOM*. */
function parseMemoryItem(c: TokenCursor, memory: NonNullable<TgsiInstruction['memory']>): void {
  const token = c.tok;
  const word = c.word();
  const bit = c.wordIn(MEMORY_QUALIFIER_NAMES);
  const target = c.wordIn(TEXTURE_NAMES);
  if (bit !== undefined) {
    memory.qualifier |= 1 << bit;
  } else if (target !== undefined) {
    if (memory.texture !== null)
      c.fail(token, `${describeToken(token)} is a second texture target; a memory access has one`);
    memory.texture = target;
  } else if (word !== null && FORMAT_NAME.test(word)) {
    if (memory.format !== null)
      c.fail(token, `${describeToken(token)} is a second format; a memory access has one`);
    memory.format = word;
  } else {
    c.expected('a memory qualifier (COHERENT, RESTRICT, VOLATILE), a texture target or a format');
  }
  c.advance();
}

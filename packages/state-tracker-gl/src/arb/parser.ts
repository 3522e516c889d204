// Recursive-descent parser of both program grammars (ARB_vertex_program section 2.14.2,
// ARB_fragment_program section 3.11.2): the header, OPTIONs, naming statements and instructions up to
// END, into the syntax tree of ast.ts. Syntax errors fail at the first offending character.
import type {
  ArbArrayIndex,
  ArbDeclarationNode,
  ArbDstOperand,
  ArbExtSwizzleComponent,
  ArbInstructionNode,
  ArbNameNode,
  ArbProgramKind,
  ArbProgramNode,
  ArbRegisterRef,
  ArbSrcOperand,
  ArbStatement,
  ArbTextureTarget,
  Vec4,
} from './ast.js';
import type { ArbProgramLimits } from './limits.js';
import { ARB_OPCODES, isReserved } from './opcodes.js';
import { parseAttribBinding, parseParamItem, parseResultBinding } from './parse-bindings.js';
import { describe, ParseContext } from './parse-context.js';

const HEADERS: Record<ArbProgramKind, string> = { vertex: '!!ARBvp1.0', fragment: '!!ARBfp1.0' };

const OPTIONS: Record<ArbProgramKind, readonly string[]> = {
  vertex: ['ARB_position_invariant'],
  fragment: [
    'ARB_fog_exp',
    'ARB_fog_exp2',
    'ARB_fog_linear',
    'ARB_precision_hint_fastest',
    'ARB_precision_hint_nicest',
    'ARB_fragment_program_shadow',
  ],
};

/** Options of which a program may name only one. */
const EXCLUSIVE = [
  ['ARB_fog_exp', 'ARB_fog_exp2', 'ARB_fog_linear'],
  ['ARB_precision_hint_fastest', 'ARB_precision_hint_nicest'],
];

/** Parses a program string of `kind`; throws ArbProgramError. */
export function parseArbProgram(
  text: string,
  kind: ArbProgramKind,
  limits: Readonly<ArbProgramLimits>,
): ArbProgramNode {
  const header = HEADERS[kind];
  if (!text.startsWith(header)) {
    const ctx = new ParseContext(text, 0, kind, limits);
    ctx.fail(0, `a ${kind} program must begin with "${header}"`);
  }
  const ctx = new ParseContext(text, header.length, kind, limits);
  const options = parseOptions(ctx);
  const statements: ArbStatement[] = [];
  for (;;) {
    const t = ctx.peek();
    if (t.kind === 'eof') ctx.fail(t.offset, 'the program has no END');
    if (t.kind === 'ident' && t.text === 'END') break;
    if (t.kind === 'ident' && t.text === 'OPTION') {
      ctx.fail(t.offset, 'OPTION must come before the first declaration or instruction');
    }
    statements.push(parseStatement(ctx));
    const end = ctx.peek();
    if (!ctx.accept(';')) ctx.fail(end.offset, `expected ';' after the statement, found ${describe(end)}`);
  }
  return { kind, options, statements, end: ctx.next().offset };
}

function parseOptions(ctx: ParseContext): ArbNameNode[] {
  const options: ArbNameNode[] = [];
  while (ctx.isIdent('OPTION')) {
    ctx.next();
    const t = ctx.expectIdent('an option name');
    if (!OPTIONS[ctx.kind].includes(t.text)) {
      ctx.fail(t.offset, `unsupported ${ctx.kind} program option '${t.text}'`);
    }
    for (const group of EXCLUSIVE) {
      const other = options.find(
        (o) => o.name !== t.text && group.includes(o.name) && group.includes(t.text),
      );
      if (other) ctx.fail(t.offset, `option '${t.text}' cannot be combined with '${other.name}'`);
    }
    if (t.text === 'ARB_fragment_program_shadow') ctx.shadowTargets = true;
    if (t.text === 'ARB_position_invariant') ctx.positionInvariant = true;
    options.push({ name: t.text, offset: t.offset });
    ctx.expect(';', 'after the option');
  }
  return options;
}

function parseStatement(ctx: ParseContext): ArbStatement {
  const t = ctx.peek();
  if (t.kind !== 'ident')
    ctx.fail(t.offset, `expected an instruction or a declaration, found ${describe(t)}`);
  switch (t.text) {
    case 'ATTRIB':
    case 'PARAM':
    case 'TEMP':
    case 'OUTPUT':
    case 'ALIAS':
      return parseDeclaration(ctx);
    case 'ADDRESS':
      if (ctx.kind === 'vertex') return parseDeclaration(ctx);
      return ctx.fail(t.offset, 'address registers (ADDRESS) are only available in vertex programs');
  }
  return parseInstruction(ctx);
}

/** A new variable name: an identifier that is not a reserved word. */
function establishName(ctx: ParseContext): ArbNameNode {
  const t = ctx.expectIdent('a variable name');
  // "1D", "2D", "3D" lex as identifiers (texture targets) but cannot name variables.
  if (/^[0-9]/.test(t.text)) ctx.fail(t.offset, `expected a variable name, found '${t.text}'`);
  if (isReserved(ctx.kind, t.text))
    ctx.fail(t.offset, `'${t.text}' is a reserved word and cannot name a variable`);
  return { name: t.text, offset: t.offset };
}

function parseDeclaration(ctx: ParseContext): ArbDeclarationNode {
  const keyword = ctx.next();
  const offset = keyword.offset;
  switch (keyword.text) {
    case 'TEMP':
    case 'ADDRESS': {
      const names = [establishName(ctx)];
      while (ctx.accept(',')) names.push(establishName(ctx));
      return { type: keyword.text, offset, names };
    }
    case 'ALIAS': {
      const name = establishName(ctx);
      ctx.expect('=');
      const target = ctx.expectIdent('an established variable name');
      return { type: 'ALIAS', offset, name, target: { name: target.text, offset: target.offset } };
    }
    case 'ATTRIB': {
      const name = establishName(ctx);
      ctx.expect('=');
      const b = ctx.peek();
      const prefix = ctx.kind === 'vertex' ? 'vertex' : 'fragment';
      if (!ctx.isIdent(prefix))
        ctx.fail(b.offset, `expected a ${prefix}.* attribute binding, found ${describe(b)}`);
      return { type: 'ATTRIB', offset, name, binding: parseAttribBinding(ctx), bindingOffset: b.offset };
    }
    case 'OUTPUT': {
      const name = establishName(ctx);
      ctx.expect('=');
      const b = ctx.peek();
      if (!ctx.isIdent('result')) ctx.fail(b.offset, `expected a result.* binding, found ${describe(b)}`);
      return { type: 'OUTPUT', offset, name, binding: parseResultBinding(ctx), bindingOffset: b.offset };
    }
    default:
      return parseParam(ctx, offset);
  }
}

/** PARAM name = item; or PARAM name[size?] = { item, ... }. */
function parseParam(ctx: ParseContext, offset: number): ArbDeclarationNode {
  const name = establishName(ctx);
  if (!ctx.accept('[')) {
    ctx.expect('=');
    return {
      type: 'PARAM',
      offset,
      name,
      array: false,
      size: null,
      items: [parseParamItem(ctx, false, false)],
    };
  }
  let size: { value: number; offset: number } | null = null;
  if (!ctx.isPunct(']')) {
    const t = ctx.integer(1, ctx.limits.maxParameters, 'array size');
    size = { value: t.value, offset: t.offset };
  }
  ctx.expect(']');
  ctx.expect('=');
  ctx.expect('{', 'to open the array initializer');
  const items = [parseParamItem(ctx, true, false)];
  while (ctx.accept(',')) items.push(parseParamItem(ctx, true, false));
  ctx.expect('}', 'to close the array initializer');
  return { type: 'PARAM', offset, name, array: true, size, items };
}

function parseInstruction(ctx: ParseContext): ArbInstructionNode {
  const t = ctx.next();
  let opcode = t.text;
  let saturate = false;
  if (ctx.kind === 'fragment' && opcode.endsWith('_SAT') && opcode !== 'KIL_SAT') {
    opcode = opcode.slice(0, -4);
    saturate = true;
  }
  const info = ARB_OPCODES[opcode];
  if (info === undefined || (saturate && !info.fragment))
    ctx.fail(t.offset, `unknown instruction '${t.text}'`);
  if (!info[ctx.kind]) ctx.fail(t.offset, `${t.text} is not an instruction of ${ctx.kind} programs`);
  const node: ArbInstructionNode = {
    type: 'instruction',
    offset: t.offset,
    opcode,
    saturate,
    dst: null,
    src: [],
    extSwizzle: null,
    texture: null,
  };
  const comma = () => ctx.expect(',', `between the operands of ${t.text}`);
  switch (info.shape) {
    case 'kil':
      node.src.push(parseSrc(ctx, false));
      return node;
    case 'arl':
      node.dst = parseAddressDst(ctx);
      comma();
      node.src.push(parseSrc(ctx, true));
      return node;
    default:
      node.dst = parseDst(ctx);
  }
  comma();
  switch (info.shape) {
    case 'vector':
      node.src.push(parseSrc(ctx, false));
      break;
    case 'scalar':
      node.src.push(parseSrc(ctx, true));
      break;
    case 'binsc':
      node.src.push(parseSrc(ctx, true));
      comma();
      node.src.push(parseSrc(ctx, true));
      break;
    case 'bin':
    case 'tri':
      node.src.push(parseSrc(ctx, false));
      for (let i = info.shape === 'bin' ? 1 : 2; i > 0; i--) {
        comma();
        node.src.push(parseSrc(ctx, false));
      }
      break;
    case 'swz': {
      const offset = ctx.peek().offset;
      node.src.push({ offset, negate: false, ref: parseSrcReg(ctx), swizzle: [0, 1, 2, 3] });
      comma();
      node.extSwizzle = parseExtSwizzle(ctx);
      break;
    }
    default: // sample
      node.src.push(parseSrc(ctx, false));
      comma();
      node.texture = parseTextureOperands(ctx);
  }
  return node;
}

/** texture[n], target */
function parseTextureOperands(ctx: ParseContext): NonNullable<ArbInstructionNode['texture']> {
  const t = ctx.peek();
  if (!ctx.isIdent('texture'))
    ctx.fail(t.offset, `expected a texture image unit (texture[n]), found ${describe(t)}`);
  ctx.next();
  const unit = ctx.optionalIndex(ctx.limits.maxTextureImageUnits - 1, 'texture image unit');
  ctx.expect(',', 'before the texture target');
  const targets: ArbTextureTarget[] = ['1D', '2D', '3D', 'CUBE', 'RECT'];
  const shadow: ArbTextureTarget[] = ['SHADOW1D', 'SHADOW2D', 'SHADOWRECT'];
  const target = ctx.next();
  if (target.kind === 'ident' && shadow.includes(target.text as ArbTextureTarget) && !ctx.shadowTargets) {
    ctx.fail(target.offset, `the ${target.text} target needs OPTION ARB_fragment_program_shadow`);
  }
  const allowed = ctx.shadowTargets ? [...targets, ...shadow] : targets;
  if (target.kind !== 'ident' || !allowed.includes(target.text as ArbTextureTarget)) {
    ctx.fail(target.offset, `expected a texture target (${allowed.join(', ')}), found ${describe(target)}`);
  }
  return { unit, target: target.text as ArbTextureTarget, offset: t.offset };
}

/** A source register: a name (with an array index), an attribute, a parameter or a literal. */
function parseSrcReg(ctx: ParseContext): ArbRegisterRef {
  const t = ctx.peek();
  const offset = t.offset;
  if (t.kind === 'ident') {
    if (t.text === (ctx.kind === 'vertex' ? 'vertex' : 'fragment')) {
      return { kind: 'attrib', binding: parseAttribBinding(ctx), offset };
    }
    if (t.text === 'state' || t.text === 'program')
      return { kind: 'param', item: parseParamItem(ctx, false, true), offset };
    if (t.text === 'result') ctx.fail(offset, 'result registers are write-only and cannot be read');
    if (isReserved(ctx.kind, t.text))
      ctx.fail(offset, `expected a source register, found the reserved word '${t.text}'`);
    ctx.next();
    return { kind: 'name', name: t.text, offset, index: ctx.isPunct('[') ? parseArrayIndex(ctx) : null };
  }
  if (t.kind === 'int' || t.kind === 'float' || (t.kind === 'punct' && t.text === '{')) {
    return { kind: 'param', item: parseParamItem(ctx, false, true), offset };
  }
  return ctx.fail(offset, `expected a source register, found ${describe(t)}`);
}

/** "[" integer "]", or in vertex programs "[" addr ".x" (("+" | "-") integer)? "]". */
function parseArrayIndex(ctx: ParseContext): ArbArrayIndex {
  const open = ctx.expect('[');
  const t = ctx.peek();
  let index: ArbArrayIndex;
  if (t.kind === 'int') {
    ctx.next();
    index = { kind: 'absolute', index: t.value, offset: t.offset };
  } else if (t.kind === 'ident') {
    if (ctx.kind !== 'vertex') ctx.fail(t.offset, 'relative addressing is only available in vertex programs');
    ctx.next();
    ctx.expect('.', 'after the address register');
    ctx.expectOneOf(['x'] as const, 'the address register component');
    let displacement = 0;
    if (ctx.isPunct('+') || ctx.isPunct('-')) {
      const sign = ctx.next().text;
      displacement =
        sign === '+'
          ? ctx.integer(0, 63, 'relative offset').value
          : -ctx.integer(0, 64, 'negative relative offset').value;
    }
    index = { kind: 'relative', address: t.text, addressOffset: t.offset, displacement, offset: open.offset };
  } else {
    return ctx.fail(t.offset, `expected an array index, found ${describe(t)}`);
  }
  ctx.expect(']', 'to close the array index');
  return index;
}

/** Channel letters of each set; fragment programs also take rgba (never mixed with xyzw). */
function channelSets(ctx: ParseContext): string[] {
  return ctx.kind === 'vertex' ? ['xyzw'] : ['xyzw', 'rgba'];
}

/** The letters of a suffix, all from one channel set, as channels; fails naming the suffix. */
function channels(ctx: ParseContext, text: string, offset: number, what: string): number[] {
  const set = channelSets(ctx).find((s) => [...text].every((c) => s.includes(c)));
  if (set === undefined) {
    const sets = channelSets(ctx).join(' or ');
    ctx.fail(
      offset,
      `invalid ${what} '.${text}' (use the components ${sets}${ctx.kind === 'fragment' ? ', not mixed' : ''})`,
    );
  }
  return [...text].map((c) => set.indexOf(c));
}

/** optionalSign srcReg suffix: a scalar operand needs ".c", a vector one takes "", ".c" or ".cccc". */
function parseSrc(ctx: ParseContext, scalar: boolean): ArbSrcOperand {
  const offset = ctx.peek().offset;
  let negate = false;
  if (ctx.isPunct('-') || ctx.isPunct('+')) negate = ctx.next().text === '-';
  const ref = parseSrcReg(ctx);
  let swizzle: Vec4 = [0, 1, 2, 3];
  if (ctx.isPunct('.')) {
    ctx.next();
    const t = ctx.next();
    if (t.kind !== 'ident') ctx.fail(t.offset, `expected a swizzle, found ${describe(t)}`);
    const picked = channels(ctx, t.text, t.offset, 'swizzle');
    if (scalar && picked.length !== 1) {
      ctx.fail(t.offset, `a scalar operand selects one component, not '.${t.text}'`);
    }
    if (picked.length !== 1 && picked.length !== 4) {
      ctx.fail(t.offset, `a swizzle has one or four components, not '.${t.text}'`);
    }
    swizzle = (picked.length === 1 ? [0, 0, 0, 0].map(() => picked[0]!) : picked) as Vec4;
  } else if (scalar) {
    ctx.fail(ctx.peek().offset, 'a scalar operand needs a component suffix (.x, .y, .z or .w)');
  }
  return { offset, negate, ref, swizzle };
}

/** An optional write mask, components in order. */
function parseMask(ctx: ParseContext): number {
  if (!ctx.isPunct('.')) return 0xf;
  ctx.next();
  const t = ctx.next();
  if (t.kind !== 'ident') ctx.fail(t.offset, `expected a write mask, found ${describe(t)}`);
  const picked = channels(ctx, t.text, t.offset, 'write mask');
  let mask = 0;
  let last = -1;
  for (const c of picked) {
    if (c <= last)
      ctx.fail(t.offset, `invalid write mask '.${t.text}' (components must be in xyzw order, each once)`);
    last = c;
    mask |= 1 << c;
  }
  return mask;
}

/** A temporary, an output name or a result binding, with an optional write mask. */
function parseDst(ctx: ParseContext): ArbDstOperand {
  const t = ctx.peek();
  const offset = t.offset;
  let ref: ArbRegisterRef;
  if (ctx.isIdent('result')) ref = { kind: 'result', binding: parseResultBinding(ctx), offset };
  else if (t.kind === 'ident' && !isReserved(ctx.kind, t.text)) {
    ctx.next();
    if (ctx.isPunct('[')) ctx.fail(ctx.peek().offset, 'an array element cannot be written');
    ref = { kind: 'name', name: t.text, offset, index: null };
  } else {
    return ctx.fail(offset, `expected a destination register, found ${describe(t)}`);
  }
  return { offset, ref, mask: parseMask(ctx) };
}

/** ARL's destination: an address register with the mask ".x". */
function parseAddressDst(ctx: ParseContext): ArbDstOperand {
  const t = ctx.expectIdent('an address register');
  ctx.expect('.', 'after the address register (ARL writes .x)');
  ctx.expectOneOf(['x'] as const, 'the address register component');
  return { offset: t.offset, ref: { kind: 'name', name: t.text, offset: t.offset, index: null }, mask: 1 };
}

/** SWZ's four comma-separated components: optional sign, then 0, 1 or a component letter. */
function parseExtSwizzle(ctx: ParseContext): ArbExtSwizzleComponent[] {
  const out: ArbExtSwizzleComponent[] = [];
  let set: string | null = null;
  for (let i = 0; i < 4; i++) {
    if (i > 0) ctx.expect(',', 'between extended swizzle components');
    let negate = false;
    if (ctx.isPunct('-') || ctx.isPunct('+')) negate = ctx.next().text === '-';
    const t = ctx.next();
    if (t.kind === 'int' && (t.text === '0' || t.text === '1')) {
      out.push({ select: t.text, negate });
      continue;
    }
    const letterSet =
      t.kind === 'ident' && t.text.length === 1
        ? channelSets(ctx).find((s) => s.includes(t.text))
        : undefined;
    if (letterSet === undefined || (set !== null && letterSet !== set)) {
      ctx.fail(
        t.offset,
        `expected an extended swizzle component (0, 1, ${channelSets(ctx)
          .map((s) => [...s].join(', '))
          .join(' or ')}${ctx.kind === 'fragment' ? ', not mixed' : ''}), found ${describe(t)}`,
      );
    }
    set = letterSet;
    out.push({ select: letterSet.indexOf(t.text) as 0 | 1 | 2 | 3, negate });
  }
  return out;
}

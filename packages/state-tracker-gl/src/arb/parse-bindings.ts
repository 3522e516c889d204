// The binding rules of both grammars: vertex.* and fragment.* attributes, result.* outputs,
// program.env[] / program.local[] (with ranges in arrays), state.* (every item, per program kind) and
// literal constants. Each returns typed data (ast.ts); integers are checked against the limits.
import type {
  ArbAttribBinding,
  ArbParameter,
  ArbParamItem,
  ArbResultBinding,
  ArbStateToken,
  Vec4,
} from './ast.js';
import { describe, type ParseContext } from './parse-context.js';

type Face = 'front' | 'back';

/** "." followed by the identifier `name`, two tokens ahead. */
function dotThen(ctx: ParseContext, names: readonly string[]): string | null {
  if (!ctx.isPunct('.')) return null;
  const t = ctx.peek(1);
  return t.kind === 'ident' && names.includes(t.text) ? t.text : null;
}

/** An optional ".front" / ".back" (absent: front). */
function optFace(ctx: ParseContext): Face {
  const face = dotThen(ctx, ['front', 'back']);
  if (face === null) return 'front';
  ctx.next();
  ctx.next();
  return face as Face;
}

/** An optional ".primary" / ".secondary": colour 0 or 1. */
function optColor(ctx: ParseContext): number {
  const type = dotThen(ctx, ['primary', 'secondary']);
  if (type === null) return 0;
  ctx.next();
  ctx.next();
  return type === 'secondary' ? 1 : 0;
}

/** vertex.* (vertex programs) or fragment.* (fragment programs), the keyword already next. */
export function parseAttribBinding(ctx: ParseContext): ArbAttribBinding {
  const head = ctx.next();
  ctx.expect('.', `after '${head.text}'`);
  const { limits } = ctx;
  if (ctx.kind === 'vertex') {
    const { name, token } = ctx.expectOneOf(
      ['position', 'weight', 'normal', 'color', 'fogcoord', 'texcoord', 'matrixindex', 'attrib'] as const,
      'a vertex attribute',
    );
    switch (name) {
      case 'weight':
        return ctx.fail(token.offset, 'vertex.weight needs ARB_vertex_blend, which is not supported');
      case 'matrixindex':
        return ctx.fail(token.offset, 'vertex.matrixindex needs ARB_matrix_palette, which is not supported');
      case 'color':
        return { name, index: optColor(ctx) };
      case 'texcoord':
        return { name, index: ctx.optionalIndex(limits.maxTextureCoords - 1, 'texture coordinate set') };
      case 'attrib':
        return {
          name: 'generic',
          index: ctx.bracketedInteger(0, limits.maxVertexAttribs - 1, 'vertex attribute'),
        };
      default:
        return { name, index: 0 };
    }
  }
  const { name } = ctx.expectOneOf(
    ['color', 'texcoord', 'fogcoord', 'position'] as const,
    'a fragment attribute',
  );
  if (name === 'color') return { name, index: optColor(ctx) };
  if (name === 'texcoord') {
    return { name, index: ctx.optionalIndex(limits.maxTextureCoords - 1, 'texture coordinate set') };
  }
  return { name, index: 0 };
}

/** result.*, the keyword already next. */
export function parseResultBinding(ctx: ParseContext): ArbResultBinding {
  ctx.next();
  ctx.expect('.', "after 'result'");
  if (ctx.kind === 'fragment') {
    const { name } = ctx.expectOneOf(['color', 'depth'] as const, 'a fragment result');
    return { name, index: 0, back: false };
  }
  const { name, token } = ctx.expectOneOf(
    ['position', 'color', 'fogcoord', 'pointsize', 'texcoord'] as const,
    'a vertex result',
  );
  if (name === 'position' && ctx.positionInvariant) {
    ctx.fail(
      token.offset,
      'result.position cannot be written by a program with OPTION ARB_position_invariant',
    );
  }
  if (name === 'color') {
    const face = optFace(ctx);
    return { name, index: optColor(ctx), back: face === 'back' };
  }
  if (name === 'texcoord') {
    return {
      name,
      index: ctx.optionalIndex(ctx.limits.maxTextureCoords - 1, 'texture coordinate set'),
      back: false,
    };
  }
  return { name, index: 0, back: false };
}

/** A float or integer literal with an optional sign ("-" / "+"), or without one when `signed` is false. */
function parseNumber(ctx: ParseContext, signed: boolean): number {
  let sign = 1;
  if (signed && (ctx.isPunct('-') || ctx.isPunct('+'))) sign = ctx.next().text === '-' ? -1 : 1;
  const t = ctx.next();
  if (t.kind !== 'int' && t.kind !== 'float') ctx.fail(t.offset, `expected a number, found ${describe(t)}`);
  return sign * t.value;
}

/** "{" 1 to 4 signed numbers "}": missing y, z, w are 0, 0, 1. */
function parseConstantVector(ctx: ParseContext): Vec4 {
  ctx.expect('{');
  const v: Vec4 = [0, 0, 0, 1];
  let n = 0;
  do {
    if (n === 4) ctx.fail(ctx.peek().offset, 'a constant vector has at most four components');
    v[n++] = parseNumber(ctx, true);
  } while (ctx.accept(','));
  ctx.expect('}', 'to close the constant vector');
  return v;
}

/**
 * A literal constant: a vector, or a scalar replicated to four components. In an instruction
 * (`signed` false) a scalar has no sign: "-2" is the operand 2 negated.
 */
export function parseConstant(ctx: ParseContext, signed: boolean): Vec4 {
  if (ctx.isPunct('{')) return parseConstantVector(ctx);
  const x = parseNumber(ctx, signed);
  return [x, x, x, x];
}

/** program.env[a] / program.local[a], or in arrays [a..b]; the keyword already next. */
function parseProgramParams(ctx: ParseContext, multiple: boolean): ArbParameter[] {
  ctx.next();
  ctx.expect('.', "after 'program'");
  const { name } = ctx.expectOneOf(['env', 'local'] as const, 'env or local');
  const max = name === 'env' ? ctx.limits.maxEnvParameters - 1 : ctx.limits.maxLocalParameters - 1;
  const what = `program.${name} parameter`;
  ctx.expect('[');
  const first = ctx.integer(0, max, what).value;
  let last = first;
  if (multiple && ctx.isPunct('..')) {
    ctx.next();
    const t = ctx.integer(0, max, what);
    last = t.value;
    if (last < first)
      ctx.fail(t.offset, `the range ${first}..${last} is empty (the first must not exceed the last)`);
  }
  ctx.expect(']');
  const out: ArbParameter[] = [];
  for (let i = first; i <= last; i++) out.push({ kind: name, index: i });
  return out;
}

const MATRIX_MODIFIERS = ['inverse', 'transpose', 'invtrans'] as const;

/** state.matrix.*: one row, or (in arrays) a row range or all four rows. */
function parseMatrix(ctx: ParseContext, multiple: boolean, start: number): ArbStateToken[] {
  const { name, token } = ctx.expectOneOf(
    ['modelview', 'projection', 'mvp', 'texture', 'palette', 'program'] as const,
    'a matrix',
  );
  let index = 0;
  switch (name) {
    case 'modelview':
      // Modelview matrices other than 0 need ARB_vertex_blend (MAX_VERTEX_UNITS_ARB = 1).
      index = ctx.optionalIndex(0, 'modelview matrix');
      break;
    case 'texture':
      index = ctx.optionalIndex(ctx.limits.maxTextureCoords - 1, 'texture matrix');
      break;
    case 'palette':
      return ctx.fail(token.offset, 'state.matrix.palette needs ARB_matrix_palette, which is not supported');
    case 'program':
      index = ctx.bracketedInteger(0, ctx.limits.maxProgramMatrices - 1, 'program matrix');
      break;
  }
  let modifier: (typeof MATRIX_MODIFIERS)[number] | 'none' = 'none';
  const mod = dotThen(ctx, MATRIX_MODIFIERS);
  if (mod !== null) {
    ctx.next();
    ctx.next();
    modifier = mod as typeof modifier;
  }
  let first = 0;
  let last = 3;
  if (dotThen(ctx, ['row']) !== null) {
    ctx.next();
    ctx.next();
    ctx.expect('[');
    first = ctx.integer(0, 3, 'matrix row').value;
    last = first;
    if (multiple && ctx.isPunct('..')) {
      ctx.next();
      const t = ctx.integer(0, 3, 'matrix row');
      last = t.value;
      if (last < first)
        ctx.fail(t.offset, `the row range ${first}..${last} is empty (the first must not exceed the last)`);
    }
    ctx.expect(']');
  } else if (!multiple) {
    ctx.fail(
      ctx.peek().offset,
      `a single parameter binds one matrix row: add .row[n] to ${ctx.text.slice(start, ctx.peek().offset).trim()}`,
    );
  }
  const rows: ArbStateToken[] = [];
  for (let row = first; row <= last; row++) rows.push({ item: 'matrix', matrix: name, index, modifier, row });
  return rows;
}

/** Fails when a state item belongs to the other program kind. */
function only(ctx: ParseContext, kind: 'vertex' | 'fragment', offset: number, what: string): void {
  if (ctx.kind !== kind) ctx.fail(offset, `${what} is only available in ${kind} programs`);
}

/** state.*, the keyword already next. */
function parseState(ctx: ParseContext, multiple: boolean): ArbStateToken[] {
  const start = ctx.next().offset;
  ctx.expect('.', "after 'state'");
  const { limits } = ctx;
  const { name, token } = ctx.expectOneOf(
    [
      'material',
      'light',
      'lightmodel',
      'lightprod',
      'texgen',
      'fog',
      'clip',
      'point',
      'texenv',
      'depth',
      'matrix',
    ] as const,
    'a state item',
  );
  switch (name) {
    case 'material': {
      const face = optFace(ctx);
      ctx.expect('.');
      const { name: property } = ctx.expectOneOf(
        ['ambient', 'diffuse', 'specular', 'emission', 'shininess'] as const,
        'a material property',
      );
      return [{ item: 'material', face, property }];
    }
    case 'light': {
      const light = ctx.bracketedInteger(0, limits.maxLights - 1, 'light number');
      ctx.expect('.');
      const { name: p } = ctx.expectOneOf(
        ['ambient', 'diffuse', 'specular', 'position', 'attenuation', 'spot', 'half'] as const,
        'a light property',
      );
      if (p === 'spot') {
        ctx.expect('.');
        ctx.expectOneOf(['direction'] as const, 'a spot property');
        return [{ item: 'light', light, property: 'spotDirection' }];
      }
      return [{ item: 'light', light, property: p }];
    }
    case 'lightmodel': {
      if (dotThen(ctx, ['ambient']) !== null) {
        ctx.next();
        ctx.next();
        return [{ item: 'lightModelAmbient' }];
      }
      const face = optFace(ctx);
      ctx.expect('.');
      ctx.expectOneOf(['scenecolor'] as const, 'a light model property');
      return [{ item: 'lightModelSceneColor', face }];
    }
    case 'lightprod': {
      const light = ctx.bracketedInteger(0, limits.maxLights - 1, 'light number');
      const face = optFace(ctx);
      ctx.expect('.');
      const { name: property } = ctx.expectOneOf(
        ['ambient', 'diffuse', 'specular'] as const,
        'a light product property',
      );
      return [{ item: 'lightProduct', light, face, property }];
    }
    case 'texgen': {
      only(ctx, 'vertex', token.offset, 'state.texgen');
      const unit = ctx.optionalIndex(limits.maxTextureCoords - 1, 'texture coordinate set');
      ctx.expect('.');
      const { name: plane } = ctx.expectOneOf(['eye', 'object'] as const, 'a texgen plane');
      ctx.expect('.');
      const { name: coord } = ctx.expectOneOf(['s', 't', 'r', 'q'] as const, 'a texgen coordinate');
      return [{ item: 'texGen', unit, plane, coord }];
    }
    case 'fog': {
      ctx.expect('.');
      const { name: p } = ctx.expectOneOf(['color', 'params'] as const, 'a fog property');
      return [{ item: p === 'color' ? 'fogColor' : 'fogParams' }];
    }
    case 'clip': {
      only(ctx, 'vertex', token.offset, 'state.clip');
      const plane = ctx.bracketedInteger(0, limits.maxClipPlanes - 1, 'clip plane');
      ctx.expect('.');
      ctx.expectOneOf(['plane'] as const, 'a clip plane property');
      return [{ item: 'clipPlane', plane }];
    }
    case 'point': {
      only(ctx, 'vertex', token.offset, 'state.point');
      ctx.expect('.');
      const { name: p } = ctx.expectOneOf(['size', 'attenuation'] as const, 'a point property');
      return [{ item: p === 'size' ? 'pointSize' : 'pointAttenuation' }];
    }
    case 'texenv': {
      only(ctx, 'fragment', token.offset, 'state.texenv');
      const unit = ctx.optionalIndex(limits.maxTextureUnits - 1, 'texture unit');
      ctx.expect('.');
      ctx.expectOneOf(['color'] as const, 'a texture environment property');
      return [{ item: 'texEnvColor', unit }];
    }
    case 'depth': {
      only(ctx, 'fragment', token.offset, 'state.depth');
      ctx.expect('.');
      ctx.expectOneOf(['range'] as const, 'a depth property');
      return [{ item: 'depthRange' }];
    }
    default:
      ctx.expect('.');
      return parseMatrix(ctx, multiple, start);
  }
}

/**
 * One parameter binding: state.*, program.*, or a constant. `multiple`: an item of an array initializer
 * (matrix rows and env/local ranges allowed). `use`: an implicit binding in an instruction (an unsigned
 * scalar constant).
 */
export function parseParamItem(ctx: ParseContext, multiple: boolean, use: boolean): ArbParamItem {
  const t = ctx.peek();
  const offset = t.offset;
  if (t.kind === 'ident' && t.text === 'state') {
    return { offset, entries: parseState(ctx, multiple).map((state) => ({ kind: 'state', state })) };
  }
  if (t.kind === 'ident' && t.text === 'program')
    return { offset, entries: parseProgramParams(ctx, multiple) };
  if (t.kind === 'int' || t.kind === 'float' || (t.kind === 'punct' && '{-+'.includes(t.text))) {
    if (use && t.kind === 'punct' && t.text !== '{')
      ctx.fail(t.offset, `expected a parameter, found ${describe(t)}`);
    return { offset, entries: [{ kind: 'literal', value: parseConstant(ctx, !use) }] };
  }
  return ctx.fail(
    t.offset,
    `expected a parameter binding (state.*, program.* or a constant), found ${describe(t)}`,
  );
}

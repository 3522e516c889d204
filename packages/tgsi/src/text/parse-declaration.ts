// Parsing of `DCL` statements: the register range (with 2D and per-vertex forms), the usage mask, and
// the comma-separated attributes each register file takes, in Mesa's order:
//   IN/OUT: ARRAY(n), semantic[i], interpolation, location, INVARIANT     SV: semantic[i]
//   TEMP: ARRAY(n), LOCAL     SVIEW: target, return type (1 or 4)     IMAGE: target, format, WR, RAW
//   BUFFER: ATOMIC     MEMORY: GLOBAL | SHARED | PRIVATE | INPUT     CONST, SAMP, ADDR: none
import { isPerVertexFile } from '../analysis/per-vertex.js';
import {
  blankDeclaration,
  type TgsiDeclaration,
  TgsiFile,
  TgsiInterpolateLocation,
  type TgsiProcessor,
  type TgsiReturnType,
  type TgsiTextureTarget,
} from '../ir.js';
import { TGSI_MAX_INDEX } from '../limits.js';
import type { TokenCursor } from './cursor.js';
import { describeToken, type Token } from './lexer.js';
import {
  CHANNEL_LETTERS,
  FILE_NAMES,
  FORMAT_NAME,
  INTERPOLATE_NAMES,
  LOCATION_NAMES,
  MEMORY_TYPES,
  RETURN_TYPE_NAMES,
  SEMANTIC_NAMES,
  TEXTURE_NAMES,
} from './names.js';
import { parseFile } from './parse-operands.js';

/** Per-declaration parse state the attribute parsers fill in. */
interface DeclState {
  decl: TgsiDeclaration;
  returnTypes: Array<{ type: TgsiReturnType; token: Token }>;
}

/** One optional attribute: `parse` consumes it and returns true, or consumes nothing and returns false. */
interface Attribute {
  name: string;
  parse(c: TokenCursor, state: DeclState): boolean;
  /** May appear several times in a row (return types, image flags). */
  repeat?: boolean;
}

const arrayAttr: Attribute = {
  name: 'ARRAY(n)',
  parse(c, { decl }) {
    if (!c.eatWord('ARRAY')) return false;
    c.expectPunct('(');
    const token = c.tok;
    decl.arrayId = c.uint('an array id', TGSI_MAX_INDEX);
    if (decl.arrayId === 0) c.fail(token, 'array ids start at 1');
    c.expectPunct(')');
    return true;
  },
};

/** An attribute that is a single keyword setting a boolean field. */
function flagAttr(
  word: 'LOCAL' | 'INVARIANT' | 'ATOMIC',
  field: 'local' | 'invariant' | 'atomic',
): Attribute {
  return {
    name: word,
    parse(c, { decl }) {
      if (!c.eatWord(word)) return false;
      decl[field] = true;
      return true;
    },
  };
}

const localAttr = flagAttr('LOCAL', 'local');

const semanticAttr: Attribute = {
  name: 'a semantic',
  parse(c, { decl }) {
    const name = c.wordIn(SEMANTIC_NAMES);
    if (name === undefined) return false;
    c.advance();
    let index = 0;
    if (c.eatPunct('[')) {
      index = c.uint('a semantic index', TGSI_MAX_INDEX);
      c.expectPunct(']');
    }
    decl.semantic = { name, index };
    return true;
  },
};

const interpolateAttr: Attribute = {
  name: 'an interpolation mode',
  parse(c, { decl }) {
    const mode = c.wordIn(INTERPOLATE_NAMES);
    if (mode === undefined) return false;
    c.advance();
    decl.interpolate = { mode, location: TgsiInterpolateLocation.CENTER };
    return true;
  },
};

const locationAttr: Attribute = {
  name: 'an interpolation location',
  parse(c, { decl }) {
    const location = c.wordIn(LOCATION_NAMES);
    if (location === undefined) return false;
    const interpolate = decl.interpolate;
    if (interpolate === null)
      return c.fail(c.tok, `location ${describeToken(c.tok)} needs an interpolation mode before it`);
    c.advance();
    interpolate.location = location;
    return true;
  },
};

const invariantAttr = flagAttr('INVARIANT', 'invariant');

function target(c: TokenCursor): TgsiTextureTarget | undefined {
  const value = c.wordIn(TEXTURE_NAMES);
  if (value !== undefined) c.advance();
  return value;
}

const sviewTargetAttr: Attribute = {
  name: 'a texture target',
  parse(c, { decl }) {
    const t = target(c);
    if (t === undefined) return false;
    decl.samplerView = { target: t, returnType: [0, 0, 0, 0] };
    return true;
  },
};

const returnTypeAttr: Attribute = {
  name: 'a return type',
  repeat: true,
  parse(c, state) {
    const type = c.wordIn(RETURN_TYPE_NAMES);
    if (type === undefined) return false;
    state.returnTypes.push({ type, token: c.advance() });
    return true;
  },
};

const imageTargetAttr: Attribute = {
  name: 'a texture target',
  parse(c, { decl }) {
    const t = target(c);
    if (t === undefined) return false;
    decl.image = { target: t, format: 'PIPE_FORMAT_NONE', writable: false, raw: false };
    return true;
  },
};

const imageFlagAttr: Attribute = {
  name: 'a format, WR or RAW',
  repeat: true,
  parse(c, { decl }) {
    const word = c.word();
    const image = decl.image;
    // The target comes first: without it there is no image for a format or flag to describe.
    if (image === null) return c.expected('a texture target');
    if (word === 'WR') image.writable = true;
    else if (word === 'RAW') image.raw = true;
    else if (word !== null && FORMAT_NAME.test(word)) image.format = word;
    else return false;
    c.advance();
    return true;
  },
};

const atomicAttr = flagAttr('ATOMIC', 'atomic');

const memoryTypeAttr: Attribute = {
  name: 'GLOBAL, SHARED, PRIVATE or INPUT',
  parse(c, { decl }) {
    const word = c.word();
    const type = MEMORY_TYPES.find((t) => t === word);
    if (type === undefined) return false;
    c.advance();
    decl.memoryType = type;
    return true;
  },
};

const ATTRIBUTES: Partial<Record<TgsiFile, Attribute[]>> = {
  [TgsiFile.INPUT]: [arrayAttr, semanticAttr, interpolateAttr, locationAttr, invariantAttr],
  [TgsiFile.OUTPUT]: [arrayAttr, semanticAttr, interpolateAttr, locationAttr, invariantAttr],
  [TgsiFile.SYSTEM_VALUE]: [semanticAttr],
  [TgsiFile.TEMPORARY]: [arrayAttr, localAttr],
  [TgsiFile.SAMPLER_VIEW]: [sviewTargetAttr, returnTypeAttr],
  [TgsiFile.IMAGE]: [imageTargetAttr, imageFlagAttr],
  [TgsiFile.BUFFER]: [atomicAttr],
  [TgsiFile.MEMORY]: [memoryTypeAttr],
};

/** One bracket of a declaration: `[a]`, `[a..b]` or (when allowed) the empty `[]`. */
function parseRange(c: TokenCursor): { first: number; last: number; empty: boolean; open: Token } {
  const open = c.expectPunct('[');
  if (c.eatPunct(']')) return { first: 0, last: 0, empty: true, open };
  const first = c.uint('a register index', TGSI_MAX_INDEX);
  let last = first;
  if (c.eatPunct('..')) {
    const token = c.tok;
    last = c.uint('the last register index', TGSI_MAX_INDEX);
    if (last < first) c.fail(token, `range end ${last} is less than its start ${first}`);
  }
  c.expectPunct(']', last === first ? '`]` or `..`' : '`]`');
  return { first, last, empty: false, open };
}

/** Files whose registers can be per-vertex (`IN[][n]`) in a given processor. */
/** Parses what follows `DCL` (the caller has consumed it). */
export function parseDeclaration(c: TokenCursor, processor: TgsiProcessor): TgsiDeclaration {
  const fileToken = c.tok;
  const file = parseFile(c);
  if (file === TgsiFile.IMMEDIATE)
    c.fail(fileToken, 'IMM registers are declared with IMM statements, not DCL');
  if (file === TgsiFile.NULL) c.fail(fileToken, 'the NULL file cannot be declared');
  const decl = blankDeclaration(file, 0);

  const outer = parseRange(c);
  if (c.isPunct('[')) {
    const inner = parseRange(c);
    if (inner.empty) c.fail(inner.open, 'expected a register index or range inside `[]`');
    if (isPerVertexFile(file, processor)) {
      // The outer bracket of a per-vertex register is the vertex count of the primitive; as in
      // Mesa, its value (if any) is not part of the declaration.
      decl.perVertex = true;
    } else if (file === TgsiFile.CONSTANT && !outer.empty && outer.first === outer.last) {
      decl.dimension = outer.first;
    } else if (outer.empty || file !== TgsiFile.CONSTANT) {
      c.fail(
        outer.open,
        file === TgsiFile.INPUT || file === TgsiFile.OUTPUT
          ? `per-vertex ${FILE_NAMES.nameOf(file)}[][n] declarations exist only in ${file === TgsiFile.INPUT ? 'GEOM, TESS_CTRL and TESS_EVAL' : 'TESS_CTRL'} shaders`
          : 'only CONST declarations have a second dimension',
      );
    } else {
      c.fail(outer.open, 'the constant buffer index of a 2D declaration is a single number');
    }
    decl.first = inner.first;
    decl.last = inner.last;
  } else {
    if (outer.empty) c.fail(outer.open, 'expected a register index or range inside `[]`');
    decl.first = outer.first;
    decl.last = outer.last;
  }

  if (c.eatPunct('.')) decl.usageMask = parseUsageMask(c);
  parseAttributes(c, { decl, returnTypes: [] }, fileToken);
  return decl;
}

function parseUsageMask(c: TokenCursor): number {
  const token = c.tok;
  if (token.kind !== 'word') c.expected('a usage mask (x, y, z, w in order)');
  let mask = 0;
  let last = -1;
  for (const letter of token.text.toLowerCase()) {
    const channel = CHANNEL_LETTERS.indexOf(letter);
    if (channel < 0)
      c.fail(token, `\`${letter}\` in ${describeToken(token)} is not a channel (x, y, z or w)`);
    if (channel <= last)
      c.fail(token, `usage mask ${describeToken(token)} must list channels in xyzw order, each once`);
    mask |= 1 << channel;
    last = channel;
  }
  c.advance();
  return mask;
}

function parseAttributes(c: TokenCursor, state: DeclState, fileToken: Token): void {
  const { decl } = state;
  const attributes = ATTRIBUTES[decl.file] ?? [];
  let slot = 0;
  while (c.isPunct(',')) {
    c.advance();
    c.skipEols();
    let matched = false;
    for (let i = slot; i < attributes.length && !matched; i++) {
      if (attributes[i]!.parse(c, state)) {
        matched = true;
        slot = attributes[i]!.repeat ? i : i + 1;
      }
    }
    if (!matched && c.word() === 'STREAM') c.fail(c.tok, 'STREAM(...) output streams are not supported');
    if (!matched) {
      const remaining = attributes.slice(slot).map((a) => a.name);
      const fileName = FILE_NAMES.nameOf(decl.file);
      if (remaining.length === 0)
        c.fail(
          c.tok,
          `unexpected ${describeToken(c.tok)}: nothing more may follow here in a ${fileName} declaration`,
        );
      c.expected(
        remaining.length === 1
          ? remaining[0]!
          : `${remaining.slice(0, -1).join(', ')} or ${remaining.at(-1)}`,
      );
    }
  }
  finishFileSpecifics(c, state, fileToken);
}

/** Checks the attributes a file requires once all are read. */
function finishFileSpecifics(c: TokenCursor, { decl, returnTypes }: DeclState, fileToken: Token): void {
  const name = FILE_NAMES.nameOf(decl.file);
  if (decl.file === TgsiFile.SYSTEM_VALUE && decl.semantic === null) {
    c.fail(fileToken, 'an SV declaration needs a semantic (`DCL SV[0], INSTANCEID`)');
  }
  if (decl.file === TgsiFile.SAMPLER_VIEW) {
    if (decl.samplerView === null)
      c.fail(
        fileToken,
        'an SVIEW declaration needs a texture target and return type (`DCL SVIEW[0], 2D, FLOAT`)',
      );
    if (returnTypes.length === 0)
      c.fail(fileToken, `an SVIEW declaration needs a return type after its target (\`, FLOAT\`)`);
    if (returnTypes.length !== 1 && returnTypes.length !== 4) {
      c.fail(
        returnTypes[returnTypes.length - 1]!.token,
        `an SVIEW declaration has 1 or 4 return types, found ${returnTypes.length}`,
      );
    }
    const types = returnTypes.map((r) => r.type);
    const [x, y = x, z = x, w = x] = types as [TgsiReturnType, ...TgsiReturnType[]];
    decl.samplerView.returnType = [x, y, z, w];
  }
  if (decl.file === TgsiFile.IMAGE && decl.image === null) {
    c.fail(
      fileToken,
      `an ${name} declaration needs a texture target (\`DCL IMAGE[0], 2D, PIPE_FORMAT_R32G32B32A32_FLOAT\`)`,
    );
  }
}

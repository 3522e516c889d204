// Parsing of instruction operands: registers with direct, indirect (`TEMP[ADDR[0].x + 2]`) and 2D
// (`CONST[1][6]`, `IN[ADDR[0].x][1]`) addressing, destination write masks, source swizzles and
// modifiers (`-`, `|x|`, `-|x|`), and texel offsets.
import type {
  TgsiChannel,
  TgsiDimension,
  TgsiDstOperand,
  TgsiFile,
  TgsiIndirect,
  TgsiRegister,
  TgsiSrcOperand,
  TgsiSwizzle,
  TgsiTextureOffset,
} from '../ir.js';
import { TGSI_MAX_INDEX, TGSI_MAX_INDIRECT_OFFSET } from '../limits.js';
import type { TokenCursor } from './cursor.js';
import { describeToken, type Token } from './lexer.js';
import { CHANNEL_LETTERS, FILE_NAMES } from './names.js';
import { setSourcePosition } from './positions.js';

/** Register files that no longer exist, with what replaced them. */
const REMOVED_FILES: Record<string, string> = {
  IMMX: 'the IMMX file was removed from TGSI; declare immediates with IMM',
  TEMPX: 'the TEMPX file was removed from TGSI; declare temporary arrays with DCL TEMP[a..b], ARRAY(n)',
  PRED: 'the PRED file was removed from TGSI',
  RES: 'the RES file was removed from TGSI; use SVIEW, IMAGE or BUFFER',
};

/** Consumes a register file name (`TEMP`, `IN`, ...). */
export function parseFile(c: TokenCursor): TgsiFile {
  const word = c.word();
  const file = c.wordIn(FILE_NAMES);
  if (file !== undefined) {
    c.advance();
    return file;
  }
  if (word === null) c.expected('a register file (TEMP, IN, OUT, CONST, IMM, ...)');
  const hint = REMOVED_FILES[word];
  c.fail(c.tok, `unknown register file ${describeToken(c.tok)}${hint ? `: ${hint}` : ''}`);
}

/** Consumes a single channel letter after `.` (`ADDR[0].x`). */
function parseChannel(c: TokenCursor): TgsiChannel {
  const token = c.tok;
  const letters = token.kind === 'word' ? token.text.toLowerCase() : '';
  const channel = letters.length === 1 ? CHANNEL_LETTERS.indexOf(letters) : -1;
  if (channel < 0) c.expected('a channel `x`, `y`, `z` or `w`');
  c.advance();
  return channel as TgsiChannel;
}

/** Letters of a swizzle or mask word as channels; fails on anything but x, y, z, w. */
function channelsOf(c: TokenCursor, token: Token): TgsiChannel[] {
  if (token.kind !== 'word') c.expected('channel letters (x, y, z, w)');
  const channels: TgsiChannel[] = [];
  for (const letter of token.text.toLowerCase()) {
    const channel = CHANNEL_LETTERS.indexOf(letter);
    if (channel < 0)
      c.fail(token, `\`${letter}\` in ${describeToken(token)} is not a channel (x, y, z or w)`);
    channels.push(channel as TgsiChannel);
  }
  return channels;
}

/** `[ index ]` or `[ FILE[n].c +/- offset ]`, then an optional `(arrayId)` for indirect access. */
function parseBracket(c: TokenCursor): { index: number; indirect: TgsiIndirect | null } {
  c.expectPunct('[');
  let index: number;
  let indirect: TgsiIndirect | null = null;
  if (c.tok.kind === 'number') {
    index = c.uint('a register index', TGSI_MAX_INDEX);
  } else if (c.tok.kind === 'word') {
    const file = parseFile(c);
    c.expectPunct('[');
    const addrIndex = c.uint('an address register index', TGSI_MAX_INDEX);
    c.expectPunct(']');
    const channel = c.eatPunct('.') ? parseChannel(c) : 0;
    index = 0;
    if (c.isPunct('+') || c.isPunct('-')) {
      const negative = c.advance().text === '-';
      const offset = c.uint('an index offset', TGSI_MAX_INDIRECT_OFFSET);
      index = negative ? -offset : offset;
    }
    indirect = { file, index: addrIndex, channel, arrayId: 0 };
  } else {
    c.expected('a register index or an indirect address such as `ADDR[0].x`');
  }
  c.expectPunct(']', indirect ? '`]` (or `+`/`-` and an offset)' : '`]`');
  if (c.isPunct('(')) {
    const open = c.advance();
    if (indirect === null) c.fail(open, 'an array id `(n)` is only allowed after an indirect index');
    indirect.arrayId = c.uint('an array id', TGSI_MAX_INDEX);
    c.expectPunct(')');
  }
  return { index: index + 0, indirect };
}

/** `FILE[...]` or `FILE[dimension][...]` (the first of two brackets is the dimension). */
function parseRegister(c: TokenCursor): TgsiRegister {
  const file = parseFile(c);
  const first = parseBracket(c);
  if (!c.isPunct('[')) return { file, index: first.index, indirect: first.indirect, dimension: null };
  const second = parseBracket(c);
  const dimension: TgsiDimension = { index: first.index, indirect: first.indirect };
  return { file, index: second.index, indirect: second.indirect, dimension };
}

/** A destination: register and optional write mask (`.xz`, letters in xyzw order). */
export function parseDst(c: TokenCursor): TgsiDstOperand {
  const start = c.tok;
  const reg = parseRegister(c);
  let writeMask = 0xf;
  if (c.eatPunct('.')) {
    const token = c.tok;
    const channels = channelsOf(c, token);
    writeMask = 0;
    let last = -1;
    for (const channel of channels) {
      if (channel <= last)
        c.fail(token, `write mask ${describeToken(token)} must list channels in xyzw order, each once`);
      writeMask |= 1 << channel;
      last = channel;
    }
    c.advance();
  }
  const dst: TgsiDstOperand = {
    file: reg.file,
    index: reg.index,
    indirect: reg.indirect,
    dimension: reg.dimension,
    writeMask,
  };
  setSourcePosition(dst, start);
  return dst;
}

/** A source: `-`, `|...|`, register and optional swizzle (4 letters, or 1 letter replicated). */
export function parseSrc(c: TokenCursor): TgsiSrcOperand {
  const start = c.tok;
  const negate = c.eatPunct('-');
  const absolute = c.eatPunct('|');
  if (c.tok.kind !== 'word') c.expected('a source register');
  const reg = parseRegister(c);
  let swizzle: TgsiSwizzle = [0, 1, 2, 3];
  if (c.eatPunct('.')) {
    const token = c.tok;
    const channels = channelsOf(c, token);
    if (channels.length === 1) swizzle = [channels[0]!, channels[0]!, channels[0]!, channels[0]!];
    else if (channels.length === 4) swizzle = channels as unknown as TgsiSwizzle;
    else c.fail(token, `a source swizzle has 4 letters (or 1, replicated), found ${describeToken(token)}`);
    c.advance();
  }
  if (absolute) c.expectPunct('|', 'the closing `|` of the absolute value');
  const src: TgsiSrcOperand = {
    file: reg.file,
    index: reg.index,
    indirect: reg.indirect,
    dimension: reg.dimension,
    swizzle,
    absolute,
    negate,
  };
  setSourcePosition(src, start);
  return src;
}

/** A texel offset: `FILE[n]` with an optional 3-letter swizzle (`IMM[0].xyz` by default). */
export function parseTextureOffset(c: TokenCursor): TgsiTextureOffset {
  const start = c.tok;
  const file = parseFile(c);
  c.expectPunct('[');
  const index = c.uint('a register index', TGSI_MAX_INDEX);
  c.expectPunct(']');
  let swizzle: [TgsiChannel, TgsiChannel, TgsiChannel] = [0, 1, 2];
  if (c.eatPunct('.')) {
    const token = c.tok;
    const channels = channelsOf(c, token);
    if (channels.length !== 3)
      c.fail(token, `a texel offset swizzle has 3 letters, found ${describeToken(token)}`);
    swizzle = channels as [TgsiChannel, TgsiChannel, TgsiChannel];
    c.advance();
  }
  const offset: TgsiTextureOffset = { file, index, swizzle };
  setSourcePosition(offset, start);
  return offset;
}

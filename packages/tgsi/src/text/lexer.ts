// Splits TGSI text into tokens with 1-based line/column positions. Tokens are produced one at a time
// on demand, so a huge or garbage input costs nothing past the point where the parser gives up.
import { TgsiSyntaxError } from './syntax-error.js';

export type TokenKind = 'word' | 'number' | 'punct' | 'eol' | 'eof';

export interface Token {
  readonly kind: TokenKind;
  /** Source text of the token ('' for eol/eof). */
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

const SPACE = /[ \t\r\v\f]+/y;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const WORD_REST = /[A-Za-z0-9_]+/y;
const HEX = /0[xX][0-9a-fA-F]+/y;
// A `.` belongs to a number only when it is not the start of `..` (as in `[0..3]`).
const DECIMAL = /(?:\d+(?:\.(?!\.)\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const DIGITS = /^\d+$/;
const PUNCT = new Set(['[', ']', '(', ')', '{', '}', ',', '.', ':', '|', '+', '-']);

/** How a token is named in error messages: quoted text (shortened) or "end of line"/"end of input". */
export function describeToken(token: Token): string {
  if (token.kind === 'eol') return 'end of line';
  if (token.kind === 'eof') return 'end of input';
  const text = token.text.length > 32 ? `${token.text.slice(0, 32)}…` : token.text;
  return `\`${text}\``;
}

export class Lexer {
  private pos = 0;
  private line = 1;
  private lineStart = 0;

  constructor(private readonly src: string) {}

  next(): Token {
    const src = this.src;
    SPACE.lastIndex = this.pos;
    if (SPACE.test(src)) this.pos = SPACE.lastIndex;
    const start = this.pos;
    const line = this.line;
    const column = start - this.lineStart + 1;
    if (start >= src.length) return { kind: 'eof', text: '', line, column };
    const ch = src[start]!;
    if (ch === '\n') {
      this.pos++;
      this.line++;
      this.lineStart = this.pos;
      return { kind: 'eol', text: '', line, column };
    }
    const word = this.match(WORD, start);
    if (word !== null) return { kind: 'word', text: word, line, column };
    if ((ch >= '0' && ch <= '9') || (ch === '.' && isDigit(src.charCodeAt(start + 1)))) {
      const number = this.match(HEX, start) ?? this.match(DECIMAL, start)!;
      // `2D`, `2D_ARRAY`: digits running into letters form one word (texture target names).
      if (DIGITS.test(number) || /^0[xX]/.test(number)) {
        const rest = this.match(WORD_REST, this.pos);
        if (rest !== null) return { kind: 'word', text: number + rest, line, column };
      }
      return { kind: 'number', text: number, line, column };
    }
    if (ch === '.' && src[start + 1] === '.') {
      this.pos += 2;
      return { kind: 'punct', text: '..', line, column };
    }
    if (PUNCT.has(ch)) {
      this.pos++;
      return { kind: 'punct', text: ch, line, column };
    }
    const code = src.codePointAt(start)!;
    const shown =
      code < 0x20 || code === 0x7f
        ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
        : `\`${String.fromCodePoint(code)}\``;
    throw new TgsiSyntaxError(line, column, `unexpected character ${shown}`);
  }

  private match(re: RegExp, at: number): string | null {
    re.lastIndex = at;
    const m = re.exec(this.src);
    if (m === null) return null;
    this.pos = re.lastIndex;
    return m[0];
  }
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

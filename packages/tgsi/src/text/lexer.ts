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

const HEX = /0[xX][0-9a-fA-F]+/y;
// A `.` belongs to a number only when it is not the start of `..` (as in `[0..3]`).
const DECIMAL = /(?:\d+(?:\.(?!\.)\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const DIGITS = /^\d+$/;
const PUNCT = new Set(['[', ']', '(', ')', '{', '}', ',', '.', ':', '|', '+', '-']);

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isWordStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

function isWordPart(code: number): boolean {
  return isWordStart(code) || isDigit(code);
}

/** Space, tab, carriage return, vertical tab, form feed. */
function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 13 || code === 11 || code === 12;
}

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
    let start = this.pos;
    while (start < src.length && isSpace(src.charCodeAt(start))) start++;
    this.pos = start;
    const line = this.line;
    const column = start - this.lineStart + 1;
    if (start >= src.length) return { kind: 'eof', text: '', line, column };
    const code = src.charCodeAt(start);
    if (code === 10) {
      this.pos++;
      this.line++;
      this.lineStart = this.pos;
      return { kind: 'eol', text: '', line, column };
    }
    if (isWordStart(code)) {
      return { kind: 'word', text: src.slice(start, this.skipWord(start + 1)), line, column };
    }
    if (isDigit(code) || (code === 46 && isDigit(src.charCodeAt(start + 1)))) {
      const number = this.match(HEX, start) ?? this.match(DECIMAL, start)!;
      // `2D`, `2D_ARRAY`: digits running into letters form one word (texture target names).
      if ((DIGITS.test(number) || /^0[xX]/.test(number)) && isWordPart(src.charCodeAt(this.pos))) {
        return { kind: 'word', text: src.slice(start, this.skipWord(this.pos)), line, column };
      }
      return { kind: 'number', text: number, line, column };
    }
    const ch = src[start]!;
    if (ch === '.' && src[start + 1] === '.') {
      this.pos += 2;
      return { kind: 'punct', text: '..', line, column };
    }
    if (PUNCT.has(ch)) {
      this.pos++;
      return { kind: 'punct', text: ch, line, column };
    }
    const point = src.codePointAt(start)!;
    const shown =
      point < 0x20 || point === 0x7f
        ? `U+${point.toString(16).toUpperCase().padStart(4, '0')}`
        : `\`${String.fromCodePoint(point)}\``;
    throw new TgsiSyntaxError(line, column, `unexpected character ${shown}`);
  }

  /** Moves past letters, digits and underscores from `at`; returns the end. */
  private skipWord(at: number): number {
    const src = this.src;
    while (at < src.length && isWordPart(src.charCodeAt(at))) at++;
    this.pos = at;
    return at;
  }

  private match(re: RegExp, at: number): string | null {
    re.lastIndex = at;
    const m = re.exec(this.src);
    if (m === null) return null;
    this.pos = re.lastIndex;
    return m[0];
  }
}

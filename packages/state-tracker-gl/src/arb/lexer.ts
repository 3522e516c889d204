// Tokens of an ARB program string, produced on demand so that nothing after END is read (GL ignores
// it). Whitespace and "#" comments (to the end of the line) separate tokens. Kinds: identifiers
// (letters, digits, "_", "$"; not starting with a digit), integers, floats ("1.", ".5", "2e-3"),
// punctuation (; , . .. [ ] { } = + -), and the texture targets "1D", "2D", "3D", which start with a
// digit. Any other character is an error at its offset.
import { ArbProgramError } from './errors.js';

export type TokenKind = 'ident' | 'int' | 'float' | 'punct' | 'eof';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Offset of the token's first character. */
  offset: number;
  /** Numeric value of int and float tokens. */
  value: number;
}

const PUNCT = new Set([';', ',', '.', '[', ']', '{', '}', '=', '+', '-']);

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

function isIdentChar(c: string | undefined): boolean {
  return c !== undefined && /[A-Za-z0-9_$]/.test(c);
}

export class Lexer {
  private at: number;
  private readonly ahead: Token[] = [];

  constructor(
    readonly text: string,
    start: number,
  ) {
    this.at = start;
  }

  /** The token `k` places ahead (0: the next one) without consuming it. */
  peek(k = 0): Token {
    while (this.ahead.length <= k) this.ahead.push(this.scan());
    return this.ahead[k]!;
  }

  /** Consumes and returns the next token. */
  next(): Token {
    const t = this.peek();
    this.ahead.shift();
    return t;
  }

  /** Throws an ArbProgramError at `offset`. */
  fail(offset: number, problem: string): never {
    throw new ArbProgramError(this.text, offset, problem);
  }

  private skipSpace(): void {
    const s = this.text;
    while (this.at < s.length) {
      const c = s[this.at]!;
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') this.at++;
      else if (c === '#') {
        while (this.at < s.length && s[this.at] !== '\n' && s[this.at] !== '\r') this.at++;
      } else break;
    }
  }

  private scan(): Token {
    this.skipSpace();
    const s = this.text;
    const start = this.at;
    if (start >= s.length) return { kind: 'eof', text: '', offset: start, value: 0 };
    const c = s[start]!;
    if (isDigit(c) || (c === '.' && isDigit(s[start + 1]))) return this.number(start);
    if (isIdentChar(c)) {
      let end = start;
      while (isIdentChar(s[end])) end++;
      this.at = end;
      return { kind: 'ident', text: s.slice(start, end), offset: start, value: 0 };
    }
    if (c === '.' && s[start + 1] === '.') {
      this.at = start + 2;
      return { kind: 'punct', text: '..', offset: start, value: 0 };
    }
    if (PUNCT.has(c)) {
      this.at = start + 1;
      return { kind: 'punct', text: c, offset: start, value: 0 };
    }
    const shown = c.charCodeAt(0) < 32 || c.charCodeAt(0) > 126 ? `\\x${c.charCodeAt(0).toString(16)}` : c;
    return this.fail(start, `unexpected character '${shown}'`);
  }

  /** An integer, a float, or a texture target "1D" / "2D" / "3D". */
  private number(start: number): Token {
    const s = this.text;
    let end = start;
    while (isDigit(s[end])) end++;
    if (s[end] === 'D' && end === start + 1 && !isIdentChar(s[end + 1])) {
      this.at = end + 1;
      return { kind: 'ident', text: s.slice(start, end + 1), offset: start, value: 0 };
    }
    let isFloat = false;
    // "0..3" is an integer followed by "..".
    if (s[end] === '.' && s[end + 1] !== '.') {
      isFloat = true;
      end++;
      while (isDigit(s[end])) end++;
    }
    if (
      (s[end] === 'e' || s[end] === 'E') &&
      (isDigit(s[end + 1]) || (/[+-]/.test(s[end + 1] ?? '') && isDigit(s[end + 2])))
    ) {
      isFloat = true;
      end += 2;
      while (isDigit(s[end])) end++;
    }
    if (isIdentChar(s[end]))
      this.fail(end, `unexpected character '${s[end]}' after the number '${s.slice(start, end)}'`);
    this.at = end;
    const text = s.slice(start, end);
    return { kind: isFloat ? 'float' : 'int', text, offset: start, value: Number(text) };
  }
}

// A one-token window over the lexer with the small vocabulary the parser is written in: test,
// consume or demand a punctuation mark, a word or a number, and fail with a positioned message.
import { describeToken, Lexer, type Token } from './lexer.js';
import type { NameTable } from './names.js';
import { readUint } from './numbers.js';
import { TgsiSyntaxError } from './syntax-error.js';

export class TokenCursor {
  private readonly lexer: Lexer;
  /** The current (not yet consumed) token. */
  tok: Token;

  constructor(text: string) {
    this.lexer = new Lexer(text);
    this.tok = this.lexer.next();
  }

  /** Consumes the current token and returns it. */
  advance(): Token {
    const token = this.tok;
    this.tok = this.lexer.next();
    return token;
  }

  fail(token: Token, reason: string): never {
    throw new TgsiSyntaxError(token.line, token.column, reason);
  }

  /** Fails at the current token: "expected <what>, found <current token>". */
  expected(what: string): never {
    this.fail(this.tok, `expected ${what}, found ${describeToken(this.tok)}`);
  }

  isPunct(text: string): boolean {
    return this.tok.kind === 'punct' && this.tok.text === text;
  }

  /** Consumes the punctuation mark if it is the current token. */
  eatPunct(text: string): boolean {
    if (!this.isPunct(text)) return false;
    this.advance();
    return true;
  }

  expectPunct(text: string, what = `\`${text}\``): Token {
    if (!this.isPunct(text)) this.expected(what);
    return this.advance();
  }

  /** The current token's text in upper case if it is a word, else null. */
  word(): string | null {
    return this.tok.kind === 'word' ? this.tok.text.toUpperCase() : null;
  }

  /** The value the current token names in `table` when it is a word (any case), else undefined; consumes nothing. */
  wordIn<V extends number>(table: NameTable<V>): V | undefined {
    const word = this.word();
    return word === null ? undefined : table.valueOf(word);
  }

  /** Consumes the current token if it is the given word (any case). */
  eatWord(upper: string): boolean {
    if (this.word() !== upper) return false;
    this.advance();
    return true;
  }

  atEndOfStatement(): boolean {
    return this.tok.kind === 'eol' || this.tok.kind === 'eof';
  }

  /** Demands the end of the line (or input) after a complete statement. */
  endStatement(): void {
    if (!this.atEndOfStatement()) this.expected('end of line');
    if (this.tok.kind === 'eol') this.advance();
  }

  /** Skips blank lines. */
  skipEols(): void {
    while (this.tok.kind === 'eol') this.advance();
  }

  /** Consumes `,` and any line breaks after it (a trailing comma continues a statement). */
  eatComma(): boolean {
    if (!this.eatPunct(',')) return false;
    this.skipEols();
    return true;
  }

  /** Consumes an unsigned decimal integer no larger than `max`. */
  uint(what: string, max: number): number {
    if (this.tok.kind !== 'number') this.expected(what);
    const value = readUint(this.tok.text, max);
    if (value === null) {
      if (/^\d+$/.test(this.tok.text))
        this.fail(this.tok, `${what} ${describeToken(this.tok)} is larger than ${max}`);
      this.expected(what);
    }
    this.advance();
    return value;
  }
}

// What every part of the parser shares: the token stream, the program kind, the limits that bound the
// grammar's integers, the options already read, and small helpers that consume one expected token or
// fail with a message naming what was expected and what was found.
import type { ArbProgramKind } from './ast.js';
import { Lexer, type Token } from './lexer.js';
import type { ArbProgramLimits } from './limits.js';

/** How a token is shown in messages. */
export function describe(t: Token): string {
  return t.kind === 'eof' ? 'the end of the program' : `'${t.text}'`;
}

export class ParseContext {
  readonly lexer: Lexer;
  /** OPTION ARB_fragment_program_shadow was given: SHADOW targets are allowed. */
  shadowTargets = false;
  /** OPTION ARB_position_invariant was given: result.position is not a result binding. */
  positionInvariant = false;

  constructor(
    readonly text: string,
    start: number,
    readonly kind: ArbProgramKind,
    readonly limits: Readonly<ArbProgramLimits>,
  ) {
    this.lexer = new Lexer(text, start);
  }

  peek(k = 0): Token {
    return this.lexer.peek(k);
  }

  next(): Token {
    return this.lexer.next();
  }

  fail(offset: number, problem: string): never {
    return this.lexer.fail(offset, problem);
  }

  /** Whether the next token is the punctuation `p` (not consumed). */
  isPunct(p: string, k = 0): boolean {
    const t = this.peek(k);
    return t.kind === 'punct' && t.text === p;
  }

  /** Whether the next token is the identifier `name` (not consumed). */
  isIdent(name: string, k = 0): boolean {
    const t = this.peek(k);
    return t.kind === 'ident' && t.text === name;
  }

  /** Consumes the punctuation `p` if it comes next. */
  accept(p: string): boolean {
    if (!this.isPunct(p)) return false;
    this.next();
    return true;
  }

  /** Consumes the punctuation `p` or fails. */
  expect(p: string, context = ''): Token {
    const t = this.next();
    if (t.kind !== 'punct' || t.text !== p) {
      this.fail(t.offset, `expected '${p}'${context ? ` ${context}` : ''}, found ${describe(t)}`);
    }
    return t;
  }

  /** Consumes an identifier or fails. */
  expectIdent(what: string): Token {
    const t = this.next();
    if (t.kind !== 'ident') this.fail(t.offset, `expected ${what}, found ${describe(t)}`);
    return t;
  }

  /** Consumes one of the identifiers `names` or fails, listing them. */
  expectOneOf<N extends string>(names: readonly N[], what: string): { name: N; token: Token } {
    const t = this.next();
    if (t.kind !== 'ident' || !names.includes(t.text as N)) {
      this.fail(t.offset, `expected ${what} (${names.join(', ')}), found ${describe(t)}`);
    }
    return { name: t.text as N, token: t };
  }

  /** Consumes an integer in [min, max] or fails; `what` names it ("light number"). */
  integer(min: number, max: number, what: string): Token {
    const t = this.next();
    if (t.kind !== 'int') this.fail(t.offset, `expected ${what} (an integer), found ${describe(t)}`);
    if (t.value < min || t.value > max) {
      this.fail(
        t.offset,
        max < min
          ? `${what} ${t.text} is out of range (none is available)`
          : `${what} ${t.text} is out of range (${min} to ${max})`,
      );
    }
    return t;
  }

  /** "[" integer in [min, max] "]". */
  bracketedInteger(min: number, max: number, what: string): number {
    this.expect('[');
    const n = this.integer(min, max, what).value;
    this.expect(']');
    return n;
  }

  /** An optional "[n]" (absent: 0). */
  optionalIndex(max: number, what: string): number {
    return this.isPunct('[') ? this.bracketedInteger(0, max, what) : 0;
  }
}

// The error parseTgsi throws for malformed text: where (1-based line and column) and what was wrong.

export class TgsiSyntaxError extends Error {
  /** 1-based line of the offending token. */
  readonly line: number;
  /** 1-based column of the offending token (in UTF-16 code units, tabs count as one). */
  readonly column: number;
  /** The message without the position, e.g. "expected `,`, found end of line". */
  readonly reason: string;

  constructor(line: number, column: number, reason: string) {
    super(`line ${line}, column ${column}: ${reason}`);
    this.name = 'TgsiSyntaxError';
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

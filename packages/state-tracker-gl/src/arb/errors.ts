// The error a program string fails to load with: the character offset GL reports as
// GL_PROGRAM_ERROR_POSITION_ARB (the first offending character) and a message naming the problem,
// prefixed with the line and column of that character ("line 3, column 7: unknown instruction 'MOVE'").

/** A program string that fails to load (the GL layer records GL_INVALID_OPERATION). */
export class ArbProgramError extends Error {
  /** Offset of the first offending character in the program string (GL_PROGRAM_ERROR_POSITION_ARB). */
  readonly position: number;
  /** 1-based line of `position`. */
  readonly line: number;
  /** 1-based column of `position`. */
  readonly column: number;
  /** The problem without the line and column. */
  readonly problem: string;

  constructor(text: string, position: number, problem: string) {
    const { line, column } = lineAndColumn(text, position);
    super(`line ${line}, column ${column}: ${problem}`);
    this.name = 'ArbProgramError';
    this.position = position;
    this.line = line;
    this.column = column;
    this.problem = problem;
  }
}

/** 1-based line and column of a character offset; "\r\n", "\n" and "\r" each end a line. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

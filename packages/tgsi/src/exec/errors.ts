// The error both execution engines throw: a shader they cannot run (unbalanced control flow, an operand
// they do not support, a missing resource interface) or a run that exceeded a limit (loop iterations,
// call depth). Nothing is written to outputs or memory after the point where it is thrown.

export class TgsiExecutionError extends Error {
  /** Index of the instruction concerned, or null when the error is not about one instruction. */
  readonly instruction: number | null;
  /** The message without the instruction prefix. */
  readonly reason: string;

  constructor(instruction: number | null, reason: string) {
    super(instruction === null ? reason : `instruction ${instruction}: ${reason}`);
    this.name = 'TgsiExecutionError';
    this.instruction = instruction;
    this.reason = reason;
  }
}

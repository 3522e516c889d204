// The error Ureg throws when a shader is built wrongly (bad operand counts, unbalanced blocks, ...).

export class UregError extends Error {
  /** The Ureg method that refused the call (`MAD`, `ENDIF`, `finalize`, ...). */
  readonly method: string;

  constructor(method: string, reason: string) {
    super(`${method}: ${reason}`);
    this.name = 'UregError';
    this.method = method;
  }
}

// BindingClaims: how an is_format_supported walks the PIPE_BIND_* bits it is asked about. Each rule
// claims a group of bits with whether the format allows them; a group asked for and not allowed fails
// the query, and the query holds only when every bit asked for was claimed by some rule.
export class BindingClaims {
  private remaining: number;

  /** null when `bindings` is not a bit mask (not a non-negative integer): no format supports it. */
  static of(bindings: number): BindingClaims | null {
    return Number.isInteger(bindings) && bindings >= 0 ? new BindingClaims(bindings) : null;
  }

  private constructor(bindings: number) {
    this.remaining = bindings;
  }

  /** Claims the bits of `bits` that were asked for; false when some were and `allowed` is false. */
  take(bits: number, allowed: boolean): boolean {
    if (this.remaining & bits) {
      if (!allowed) return false;
      this.remaining &= ~bits;
    }
    return true;
  }

  /** Every bit asked for has been claimed. */
  get allClaimed(): boolean {
    return this.remaining === 0;
  }
}

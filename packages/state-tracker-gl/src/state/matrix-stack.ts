// One matrix stack (GL 1.5, 2.11.2): the live top matrix, which FixedFunctionState shares, and the
// saved matrices below it, up to the stack's depth.
export class MatrixStack {
  private readonly saved: Float32Array[] = [];

  constructor(
    /** The top of the stack: the current matrix, updated in place. */
    public top: Float32Array,
    readonly maxDepth: number,
  ) {}

  /** Matrices on the stack, the top included (GL_*_STACK_DEPTH). */
  get depth(): number {
    return this.saved.length + 1;
  }

  /** glPushMatrix; false on overflow. */
  push(): boolean {
    if (this.depth >= this.maxDepth) return false;
    this.saved.push(this.top.slice());
    return true;
  }

  /** glPopMatrix; false on underflow. */
  pop(): boolean {
    const m = this.saved.pop();
    if (!m) return false;
    this.top.set(m);
    return true;
  }
}

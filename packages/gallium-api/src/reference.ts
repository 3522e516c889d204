// Reference counting for objects that outlive their creator's handle (pipe_reference in Mesa):
// resources stay alive while views, surfaces, targets or bindings hold them.

/** A reference count starting at one (the creator's reference). */
export class PipeReference {
  private refs = 1;

  /** The number of references still held. */
  get count(): number {
    return this.refs;
  }

  /** Whether every reference has been released. */
  get released(): boolean {
    return this.refs === 0;
  }

  /** Takes one more reference. Reviving a released object is a bug and throws. */
  addRef(): void {
    if (this.refs === 0) throw new Error('PipeReference.addRef: object already released');
    this.refs++;
  }

  /** Drops one reference; true when that was the last one and the object must be freed. */
  release(): boolean {
    if (this.refs === 0) throw new Error('PipeReference.release: object already released');
    return --this.refs === 0;
  }
}

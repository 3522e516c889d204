// The program's parameter list: one entry per CONST slot, in slot order. Single bindings of the same
// state vector, env/local parameter or literal share a slot; each array gets consecutive slots of its
// own (relative addressing needs them contiguous). Counts GL_PROGRAM_PARAMETERS_ARB the way the
// specifications do: a state vector (or env/local parameter) once however often it is bound; a literal
// once unless identical to one already counted, except that every literal of an array accessed with
// relative addressing counts.
import type { ArbParameter } from './ast.js';

/** A key equal for parameters that bind the same vec4. */
export function parameterKey(p: ArbParameter): string {
  switch (p.kind) {
    case 'state':
      return `state:${JSON.stringify(p.state)}`;
    case 'literal':
      // -0 and 0 are numerically equal: they count once (and share a slot).
      return `literal:${p.value.map((v) => (v === 0 ? 0 : v)).join(',')}`;
    default:
      return `${p.kind}:${p.index}`;
  }
}

export interface ParamArray {
  first: number;
  size: number;
  /** Accessed with relative addressing somewhere in the program. */
  relative: boolean;
}

export class ParamTable {
  readonly slots: ArbParameter[] = [];
  /** Offset in the program string of the binding that created each slot. */
  readonly offsets: number[] = [];
  readonly arrays: ParamArray[] = [];
  private readonly singles = new Map<string, number>();

  /** The slot of a single binding, shared with earlier single bindings of the same vec4. */
  single(p: ArbParameter, offset: number): number {
    const key = parameterKey(p);
    let slot = this.singles.get(key);
    if (slot === undefined) {
      slot = this.push(p, offset);
      this.singles.set(key, slot);
    }
    return slot;
  }

  /** Consecutive new slots for an array; returns its record. */
  array(entries: readonly { p: ArbParameter; offset: number }[]): ParamArray {
    const first = this.slots.length;
    for (const { p, offset } of entries) this.push(p, offset);
    const record = { first, size: entries.length, relative: false };
    this.arrays.push(record);
    return record;
  }

  private push(p: ArbParameter, offset: number): number {
    this.slots.push(p);
    this.offsets.push(offset);
    return this.slots.length - 1;
  }

  /**
   * The running GL_PROGRAM_PARAMETERS_ARB count after each slot (slot order): returns the count and
   * the first slot at which it exceeds `limit` (-1 if none).
   */
  apiCount(limit: number): { count: number; firstOver: number } {
    const relative = new Set<number>();
    for (const a of this.arrays) if (a.relative) for (let i = 0; i < a.size; i++) relative.add(a.first + i);
    const counted = new Set<string>();
    let count = 0;
    let firstOver = -1;
    this.slots.forEach((p, slot) => {
      const key = parameterKey(p);
      if ((relative.has(slot) && p.kind === 'literal') || !counted.has(key)) count++;
      counted.add(key);
      if (count > limit && firstOver < 0) firstOver = slot;
    });
    return { count, firstOver };
  }
}

// The constant buffer of one generated shader: the generator asks for named vec4 ranges as it emits
// code, each with the function that fills it from a FixedFunctionState; the program's writeConstants
// runs those functions. Asking twice for a name returns the same registers.
import type { Ureg, UregSrc } from '@gallium-ts/tgsi';
import type { FixedFunctionState } from './ffp-state.js';

/** Fills `size` vec4s at float offset `at` of `out` from the state. */
export type ConstantWriter = (state: FixedFunctionState, out: Float32Array, at: number) => void;

/** One named range of a constant buffer. */
export interface ConstantRange {
  name: string;
  /** First vec4 (CONST[first]). */
  first: number;
  /** Number of vec4s. */
  size: number;
}

export class ConstantTable {
  private readonly ranges = new Map<string, ConstantRange & { src: UregSrc }>();
  private readonly writers: { at: number; write: ConstantWriter }[] = [];
  private count: number;

  /** Ranges start at CONST[first] (an ARB program's own slots come first). */
  constructor(
    private readonly u: Ureg,
    first = 0,
  ) {
    this.count = first;
  }

  /** CONST[first] of the `size` vec4s called `name`, allocated and declared on first use. */
  get(name: string, size: number, write: ConstantWriter): UregSrc {
    let range = this.ranges.get(name);
    if (range === undefined) {
      const first = this.count;
      range = { name, first, size, src: this.u.declConstantRange(first, first + size - 1) };
      this.count += size;
      this.ranges.set(name, range);
      this.writers.push({ at: 4 * first, write });
    }
    return range.src;
  }

  /** Size of the buffer in vec4s. */
  get size(): number {
    return this.count;
  }

  /** The ranges in buffer order. */
  layout(): ConstantRange[] {
    return [...this.ranges.values()].map(({ name, first, size }) => ({ name, first, size }));
  }

  /** A function writing every range of the buffer from a state. */
  writer(): (state: FixedFunctionState, out: Float32Array) => void {
    const writers = [...this.writers];
    return (state, out) => {
      for (let i = 0; i < writers.length; i++) writers[i]!.write(state, out, writers[i]!.at);
    };
  }
}

/** Stores one vec4 at float offset `at`. */
export function setVec4(out: Float32Array, at: number, x: number, y: number, z: number, w: number): void {
  out[at] = x;
  out[at + 1] = y;
  out[at + 2] = z;
  out[at + 3] = w;
}

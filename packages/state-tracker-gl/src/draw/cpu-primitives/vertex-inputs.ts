// Where the CPU primitive path reads a vertex's attributes from: the interleaved float vertices of the
// immediate-mode batch or a display list, or the enabled client arrays (client memory or buffer
// objects), with the current values for every attribute the vertices do not supply — the same sources
// the native path's vertex elements name.
import type { GlContext } from '../../context/gl-context.js';
import { arrayBytes, fetchElement } from '../../vertex/array-fetch.js';
import {
  attribOffset,
  attribSize,
  attribUsable,
  sourceAttrib,
  type VertexLayout,
} from '../../vertex/attrib-layout.js';

/** Writes the vertex program's inputs for vertex `index` (4 floats per input, in input order) to `out`. */
export type VertexInputs = (index: number, out: Float32Array) => void;

/** Copies attribute `a` of the current values, completed from (0, 0, 0, 1), to out[at..at+3]. */
function fromCurrent(c: GlContext, input: number, out: Float32Array, at: number): void {
  const a = sourceAttrib(input);
  const from = attribOffset(a);
  const size = attribSize(a);
  for (let ch = 0; ch < 4; ch++) out[at + ch] = ch < size ? c.current[from + ch]! : ch === 3 ? 1 : 0;
}

/**
 * Inputs of interleaved vertices of `layout` whose vertex 0 starts at float `firstFloat` of `data`;
 * attributes outside `attribMask` (or not stored) come from the current values.
 */
export function interleavedInputs(
  c: GlContext,
  inputs: readonly number[],
  data: Float32Array,
  firstFloat: number,
  layout: VertexLayout,
  attribMask: number,
): VertexInputs {
  const stride = layout.stride;
  return (index, out) => {
    const base = firstFloat + index * stride;
    for (let i = 0; i < inputs.length; i++) {
      const a = sourceAttrib(inputs[i]!);
      if ((attribMask & (1 << a)) === 0 || !layout.stores(a)) {
        fromCurrent(c, a, out, 4 * i);
        continue;
      }
      const at = base + layout.offsets[a]!;
      const size = attribSize(a);
      for (let ch = 0; ch < 4; ch++) out[4 * i + ch] = ch < size ? data[at + ch]! : ch === 3 ? 1 : 0;
    }
  };
}

/** Inputs of the enabled client arrays (converted as GL says), the current values for the others. */
export function arrayInputs(c: GlContext, inputs: readonly number[]): VertexInputs {
  const sources = inputs.map((a) => {
    const array = c.arrays.source(a);
    return array?.enabled && attribUsable(a, c.limits.textureUnits)
      ? { array, bytes: arrayBytes(array) }
      : null;
  });
  return (index, out) => {
    for (let i = 0; i < inputs.length; i++) {
      const source = sources[i];
      if (!source) fromCurrent(c, inputs[i]!, out, 4 * i);
      else if (!source.bytes) out.fill(0, 4 * i, 4 * i + 4);
      else fetchElement(source.array!, source.bytes, index, out, 4 * i);
    }
  };
}

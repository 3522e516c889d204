// A vertex on the CPU primitive path: the vertex program's output registers (4 floats each) followed by
// its window coordinates (x, y, z) and clip w, in one Float64Array; and the operations every stage
// shares: making them from shaded outputs, interpolating (clipping), copying, the viewport transform.
import type { GlContext } from '../../context/gl-context.js';
import type { OutputLayout } from './shade-vertices.js';

export type CpuVertex = Float64Array;

/** Index of the window x in a vertex of `registers` output registers (y, z and clip w follow). */
export const windowAt = (registers: number): number => registers * 4;

/** Vertices 0..count-1 of shaded outputs (shadeVertices' layout). */
export function cpuVertices(shaded: Float32Array, registers: number, count: number): CpuVertex[] {
  const floats = registers * 4;
  const out: CpuVertex[] = [];
  for (let v = 0; v < count; v++) {
    const vertex = new Float64Array(floats + 4);
    for (let k = 0; k < floats; k++) vertex[k] = shaded[v * floats + k]!;
    out.push(vertex);
  }
  return out;
}

/** a + t (b − a), every float (clip-space outputs interpolate linearly). */
export function lerpVertex(a: CpuVertex, b: CpuVertex, t: number): CpuVertex {
  const out = new Float64Array(a.length);
  for (let k = 0; k < a.length; k++) out[k] = a[k]! + t * (b[k]! - a[k]!);
  return out;
}

/** The GL viewport and depth range as the window transform needs them. */
export interface WindowTransform {
  x: number;
  y: number;
  halfWidth: number;
  halfHeight: number;
  near: number;
  far: number;
}

export function windowTransform(c: GlContext): WindowTransform {
  const v = c.st.viewport;
  return {
    x: v.x,
    y: v.y,
    halfWidth: v.width / 2,
    halfHeight: v.height / 2,
    near: v.near,
    far: v.far,
  };
}

/** Divides the clip position by w and maps it to window coordinates (GL 1.5, 2.11.1). */
export function toWindow(v: CpuVertex, layout: OutputLayout, t: WindowTransform): void {
  const p = layout.position * 4;
  const w = v[p + 3]!;
  const at = windowAt(layout.registers);
  v[at] = t.x + t.halfWidth * (v[p]! / w + 1);
  v[at + 1] = t.y + t.halfHeight * (v[p + 1]! / w + 1);
  v[at + 2] = t.near + ((t.far - t.near) * (v[p + 2]! / w + 1)) / 2;
  v[at + 3] = w;
}

/** Copies register `from` of `source` into register `to` of `target`. */
export function copyRegister(source: CpuVertex, from: number, target: CpuVertex, to: number): void {
  for (let ch = 0; ch < 4; ch++) target[to * 4 + ch] = source[from * 4 + ch]!;
}

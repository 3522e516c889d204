// Types of workloads.mjs (the parts TypeScript benchmarks read).

/** Per workload: the unit its rate is given in and what one frame draws in that unit. */
export declare const WORKLOADS: Record<
  'fill' | 'tex' | 'tris' | 'alu' | 'calls',
  { readonly unit: string; readonly perFrame: number; readonly size: number }
>;

/** fill/alu/tex: the corners of the full-screen quad, counter-clockwise from (-1, -1). */
export declare const QUAD_CORNERS: readonly (readonly [number, number])[];

/** tex: texel (x, y) of the 256×256 RGBA8 texture, as bytes. */
export declare function texTexel(x: number, y: number): [number, number, number, number];

/** tex: quad q's texture coordinates are shifted by q/16 of a texel. */
export declare function texShift(q: number): number;

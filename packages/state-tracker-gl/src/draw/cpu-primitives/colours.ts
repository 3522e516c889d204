// Colours on the CPU primitive path, chosen before the emitted vertices reach the driver (which then sees
// neither back colours nor a provoking vertex): two-sided lighting's back colours for back-facing
// polygons, and flat shading's colours of the provoking vertex (GL 1.5, 2.14.7) for every vertex.
import { type CpuVertex, copyRegister } from './cpu-vertex.js';
import type { OutputLayout } from './shade-vertices.js';

/** Puts the back colours (BCOLOR0/1) where the fragment program reads the colours (COLOR0/1). */
export function useBackColours(v: CpuVertex, layout: OutputLayout): void {
  for (let i = 0; i < 2; i++) {
    const from = layout.backColors[i]!;
    const to = layout.colors[i]!;
    if (from >= 0 && to >= 0) copyRegister(v, from, v, to);
  }
}

/** Gives every vertex of `vertices` the colours of `provoking` (its back colours where `back`). */
export function copyProvokingColours(
  vertices: readonly CpuVertex[],
  provoking: CpuVertex,
  layout: OutputLayout,
  back: boolean,
): void {
  for (let i = 0; i < 2; i++) {
    const to = layout.colors[i]!;
    const from = back && layout.backColors[i]! >= 0 ? layout.backColors[i]! : to;
    if (to < 0) continue;
    for (const v of vertices) copyRegister(provoking, from, v, to);
  }
}

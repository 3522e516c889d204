// Filtered lookups (TEX, TXB, TXL, TXD, SAMPLE*, ...) for every target, format and sampler state: the
// general path. Per request: coordinates, levels of detail; per lane: the filtered level(s), blended
// between mipmap levels and averaged over anisotropic probes, then stored through the view swizzle.
import type { TgsiTextureRequest } from '@gallium-ts/tgsi';
import { prepareCoordinates } from './coordinates.js';
import type { LaneScratch } from './lane-scratch.js';
import { type LaneDerivatives, selectLevels } from './level-of-detail.js';
import { lerp, type TexelFilter } from './texel-filter.js';
import { storeTexel } from './texel-output.js';
import type { TextureUnit } from './texture-unit.js';

/** Per-lane result scratch: the filtered texel at 0..3, the second mipmap level at 4..7, the sum at 8..11. */
const acc = new Float64Array(12);

export function sampleLanes(
  unit: TextureUnit,
  req: TgsiTextureRequest,
  normalized: boolean,
  filter: TexelFilter,
  scratch: LaneScratch,
  d: LaneDerivatives,
): void {
  const { count: n, active } = req;
  const view = unit.view;
  prepareCoordinates(view, req, scratch, d);
  const lod = unit.needsLod;
  if (lod) selectLevels(unit, req.lodMode, req.lod, d, normalized, n, active, scratch);
  filter.use(unit, normalized);
  const offsets = req.offsets;
  const compare = req.compare;
  const is3d = view.dims === 3;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0) continue;
    const s = scratch.s[i]!;
    const t = scratch.t[i]!;
    filter.setLane(
      s,
      t,
      scratch.r[i]!,
      scratch.layer[i]!,
      scratch.face[i]!,
      offsets && scratch.face[i]! < 0 ? offsets[0]![i]! : 0,
      offsets && scratch.face[i]! < 0 ? offsets[1]![i]! : 0,
      offsets && is3d ? offsets[2]![i]! : 0,
      compare ? compare[i]! : null,
    );
    const level0 = lod ? scratch.level0[i]! : 0;
    const level1 = lod ? scratch.level1[i]! : 0;
    const weight = lod ? scratch.mipWeight[i]! : 0;
    const linear = lod && scratch.minify[i] === 1 ? unit.minLinear : unit.magLinear;
    const probes = unit.maxAniso > 1 ? scratch.probes[i]! : 1;
    if (probes === 1) {
      filterMipmapped(filter, level0, level1, weight, linear);
    } else {
      const stepS = scratch.probeS[i]!;
      const stepT = scratch.probeT[i]!;
      acc.fill(0, 8, 12);
      for (let p = 1; p <= probes; p++) {
        const k = p - (probes + 1) / 2;
        filter.moveTo(s + k * stepS, t + k * stepT);
        filterMipmapped(filter, level0, level1, weight, linear);
        for (let c = 0; c < 4; c++) acc[8 + c] = acc[8 + c]! + acc[c]!;
      }
      for (let c = 0; c < 4; c++) acc[c] = acc[8 + c]! / probes;
    }
    storeTexel(view, acc, 0, filter.compares, req, i);
  }
}

/** One level, or two blended by `weight` (the weight of level1), into acc[0..3]. */
function filterMipmapped(
  filter: TexelFilter,
  level0: number,
  level1: number,
  weight: number,
  linear: boolean,
): void {
  filter.filterLevel(level0, linear, acc, 0);
  if (weight > 0) {
    filter.filterLevel(level1, linear, acc, 4);
    for (let c = 0; c < 4; c++) acc[c] = lerp(acc[c]!, acc[4 + c]!, weight);
  }
}

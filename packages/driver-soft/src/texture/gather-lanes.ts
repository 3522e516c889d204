// TG4 / GATHER4: the four texels of the bilinear footprint at the view's base level, one component each
// (the view swizzle picks which stored channel `component` means), in GL's order x = (i0, j1),
// y = (i1, j1), z = (i1, j0), w = (i0, j0); with a comparison reference each is the comparison outcome.
// Wrap modes, texel offsets and seamless cube edges apply as for linear filtering. 2D, RECT, 2D array,
// cube and cube array views gather; other targets give 0.
import { PipeSwizzle } from '@gallium-ts/gallium-api';
import type { TgsiTextureRequest } from '@gallium-ts/tgsi';
import { prepareCoordinates } from './coordinates.js';
import type { LaneScratch } from './lane-scratch.js';
import type { LaneDerivatives } from './level-of-detail.js';
import type { TexelFilter } from './texel-filter.js';
import { storeZero } from './texel-output.js';
import type { TextureUnit } from './texture-unit.js';

/** Footprint texel (0 (i0,j0), 1 (i1,j0), 2 (i0,j1), 3 (i1,j1)) of each result channel. */
const ORDER = [2, 3, 1, 0];

export function gatherLanes(
  unit: TextureUnit,
  req: TgsiTextureRequest,
  normalized: boolean,
  filter: TexelFilter,
  scratch: LaneScratch,
  d: LaneDerivatives,
): void {
  const { count: n, active } = req;
  const view = unit.view;
  if (view.dims !== 2) {
    for (let i = 0; i < n; i++) if (active[i] !== 0) storeZero(req, i);
    return;
  }
  prepareCoordinates(view, req, scratch, d);
  filter.use(unit, normalized);
  const offsets = req.offsets;
  const compare = req.compare;
  const selected = view.swizzle[req.component & 3]!;
  const texels = filter.texels;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0) continue;
    const face = scratch.face[i]!;
    filter.setLane(
      scratch.s[i]!,
      scratch.t[i]!,
      0,
      scratch.layer[i]!,
      face,
      offsets && face < 0 ? offsets[0]![i]! : 0,
      offsets && face < 0 ? offsets[1]![i]! : 0,
      0,
      compare ? compare[i]! : null,
    );
    const channel = filter.compares ? 0 : selected;
    if (channel > PipeSwizzle.W) {
      const value = channel === PipeSwizzle.ONE ? 1 : 0;
      for (let c = 0; c < 4; c++) {
        if (view.integer) req.outWords[c]![i] = value;
        else req.out[c]![i] = value;
      }
      continue;
    }
    filter.footprint(0);
    for (let c = 0; c < 4; c++) {
      const value = texels[4 * ORDER[c]! + channel]!;
      if (view.integer) req.outWords[c]![i] = value | 0;
      else req.out[c]![i] = value;
    }
  }
}

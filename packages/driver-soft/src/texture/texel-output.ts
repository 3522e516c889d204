// Writing one lane's result into the request: a comparison outcome becomes (v, v, v, 1), then the view
// swizzle picks each result channel (or 0 / 1); float views write `out`, pure-integer views `outWords`.
import { PipeSwizzle } from '@gallium-ts/gallium-api';
import type { TgsiTextureRequest } from '@gallium-ts/tgsi';
import type { ViewState } from './view-state.js';

export function storeTexel(
  view: ViewState,
  texel: Float64Array,
  o: number,
  compared: boolean,
  req: TgsiTextureRequest,
  i: number,
): void {
  if (compared) {
    texel[o + 1] = texel[o]!;
    texel[o + 2] = texel[o]!;
    texel[o + 3] = 1;
  }
  const swizzle = view.swizzle;
  if (view.integer) {
    for (let c = 0; c < 4; c++) {
      const s = swizzle[c]!;
      req.outWords[c]![i] = s <= PipeSwizzle.W ? texel[o + s]! | 0 : s === PipeSwizzle.ONE ? 1 : 0;
    }
  } else {
    for (let c = 0; c < 4; c++) {
      const s = swizzle[c]!;
      req.out[c]![i] = s <= PipeSwizzle.W ? texel[o + s]! : s === PipeSwizzle.ONE ? 1 : 0;
    }
  }
}

/** Writes 0 to every channel of lane i (unbound units, unreadable views, fetches out of range). */
export function storeZero(req: TgsiTextureRequest, i: number): void {
  for (let c = 0; c < 4; c++) req.outWords[c]![i] = 0;
}

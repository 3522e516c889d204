// Depth comparison (compareMode R_TO_TEXTURE): 1 when `ref FUNC texel` holds, else 0. Comparisons are
// ordered (false with a NaN) except NOTEQUAL, which is true with a NaN, as llvmpipe does.
import { PipeFunc } from '@gallium-ts/gallium-api';

export function compareDepth(func: number, ref: number, texel: number): number {
  switch (func) {
    case PipeFunc.LESS:
      return ref < texel ? 1 : 0;
    case PipeFunc.EQUAL:
      return ref === texel ? 1 : 0;
    case PipeFunc.LEQUAL:
      return ref <= texel ? 1 : 0;
    case PipeFunc.GREATER:
      return ref > texel ? 1 : 0;
    case PipeFunc.NOTEQUAL:
      return ref !== texel ? 1 : 0;
    case PipeFunc.GEQUAL:
      return ref >= texel ? 1 : 0;
    case PipeFunc.ALWAYS:
      return 1;
    default:
      return 0;
  }
}

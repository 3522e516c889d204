// The texel that stands for everything outside the image under CLAMP_TO_BORDER, CLAMP and the
// mirror-clamp modes. The sampler state's border colour replaces the components the format stores
// (per its swizzle, as llvmpipe does); components the format lacks keep their constant 0 or 1. Float
// formats clamp the colour to the range of each stored channel (UNORM [0, 1], SNORM [−1, 1]); pure
// integer formats take the colour's numbers as raw integers.
import { PipeFormatChannelType, type PipeFormatDescription, PipeSwizzle } from '@gallium-ts/gallium-api';

export function borderTexel(
  description: PipeFormatDescription,
  color: readonly number[] | null | undefined,
): Float64Array {
  const texel = new Float64Array(4);
  for (let c = 0; c < 4; c++) {
    const source = description.swizzle[c]!;
    if (source > PipeSwizzle.W) {
      texel[c] = source === PipeSwizzle.ONE ? 1 : 0;
      continue;
    }
    const raw = Number(color?.[c] ?? 0);
    const value = Number.isNaN(raw) ? 0 : raw;
    switch (description.channels[source]!.type) {
      case PipeFormatChannelType.UNORM:
        texel[c] = Math.min(Math.max(value, 0), 1);
        break;
      case PipeFormatChannelType.SNORM:
        texel[c] = Math.min(Math.max(value, -1), 1);
        break;
      case PipeFormatChannelType.UINT:
        texel[c] = description.isPureInteger ? value >>> 0 : value;
        break;
      case PipeFormatChannelType.SINT:
        texel[c] = description.isPureInteger ? value | 0 : value;
        break;
      default:
        texel[c] = value;
    }
  }
  return texel;
}

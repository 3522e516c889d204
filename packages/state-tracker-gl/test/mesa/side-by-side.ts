// A picture for looking at a comparison: the given images side by side, each scaled up by a whole
// factor (nearest pixel) so that 64×64 scenes are readable, separated by a grey gap.
import { type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';

const GAP = 4;

export function sideBySide(images: readonly RgbaImage[], scale: number): RgbaImage {
  const w = images[0]!.width;
  const h = images[0]!.height;
  const cell = w * scale + GAP;
  const out = rgbaImage(cell * images.length - GAP, h * scale);
  out.data.fill(96);
  for (const [i, image] of images.entries())
    for (let y = 0; y < h * scale; y++)
      for (let x = 0; x < w * scale; x++) {
        const from = (Math.floor(y / scale) * w + Math.floor(x / scale)) * 4;
        const to = (y * out.width + i * cell + x) * 4;
        out.data.set(image.data.subarray(from, from + 4), to);
        out.data[to + 3] = 255;
      }
  return out;
}

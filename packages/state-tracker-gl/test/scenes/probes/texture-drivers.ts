// The drivers the texture probes run on: every drawing driver (driver-soft natively; driver-webgl, which
// has neither sampler-view swizzles nor border colours, through the state tracker's lowerings), plus
// driver-soft with each of those caps switched off, so every lowering is checked against the same
// expected pixels as the native path.
import { PipeCap } from '@gallium-ts/gallium-api';
import { describe } from 'vitest';
import { describeOnDrawingDrivers } from '../../helpers/drawing-drivers.js';
import { softWithout } from '../../helpers/lowering-drivers.js';

/** driver-soft without PIPE_CAP_TEXTURE_SWIZZLE: the fragment program swizzles the texels. */
export const SOFT_WITHOUT_SWIZZLE = softWithout('texture-swizzle', {
  caps: { [PipeCap.TEXTURE_SWIZZLE]: 0 },
});
/** driver-soft without PIPE_CAP_TEXTURE_BORDER_COLOR: the fragment program mixes the border colour in. */
export const SOFT_WITHOUT_BORDER = softWithout('border-color', {
  caps: { [PipeCap.TEXTURE_BORDER_COLOR]: 0 },
});

/** `fn` on every drawing driver and on both lowering drivers above. */
export function describeOnTextureDrivers(title: string, fn: (driver: string) => void): void {
  describeOnDrawingDrivers(title, fn);
  for (const driver of [SOFT_WITHOUT_SWIZZLE, SOFT_WITHOUT_BORDER])
    describe(`${title} [${driver}]`, () => fn(driver));
}

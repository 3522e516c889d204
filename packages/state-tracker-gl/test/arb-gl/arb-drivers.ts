// driver-soft without the per-fragment features an ARB fragment program then applies itself (alpha
// test, flat colours, logic op, blend constants with alpha, two-sided colours, sampler LOD bias),
// registered once for the ARB draw tests and the ARB scenes.
import { PipeCap, PipeCapf } from '@gallium-ts/gallium-api';
import { softWithout } from '../helpers/lowering-drivers.js';

export const SOFT_WITHOUT_FRAGMENT_STATE = softWithout('arb-fragment-state', {
  caps: {
    [PipeCap.ALPHA_TEST]: 0,
    [PipeCap.FLATSHADE]: 0,
    [PipeCap.LOGIC_OP]: 0,
    [PipeCap.BLEND_CONSTANT_COLOR_WITH_ALPHA]: 0,
    [PipeCap.TWO_SIDED_COLOR]: 0,
  },
  capsf: { [PipeCapf.MAX_TEXTURE_LOD_BIAS]: 0 },
});

// The blend source factor done in the fragment program, for a driver that cannot blend with the RGB source
// factor GL asks for (src/draw/blend-constants.ts decides; the factor is then a constant): the final
// colour is clamped to [0, 1], as blending into the fixed-point colour buffer sees it, and its RGB is
// multiplied by the factor's value (constant `blendSourceFactor`); alpha is written unchanged, so the
// alpha test and every factor reading the source alpha see the fragment's own.
import type { UregDst, UregSrc } from '@gallium-ts/tgsi';
import { setVec4 } from './constants.js';
import type { FragmentPieceBuilder } from './fragment-builder.js';

export function emitBlendSourceFactor(f: FragmentPieceBuilder, color: UregSrc, out: UregDst): void {
  const { u } = f;
  const factor = f.consts.get('blendSourceFactor', 1, (s, buffer, at) => {
    const v = s.blendSourceFactor ?? [1, 1, 1, 1];
    setVec4(buffer, at, v[0], v[1], v[2], 1);
  });
  const clamped = f.temp();
  u.MOV(clamped, color, { saturate: true });
  u.MUL(out.mask('xyz'), clamped.src(), factor);
  u.MOV(out.mask('w'), clamped.src());
}

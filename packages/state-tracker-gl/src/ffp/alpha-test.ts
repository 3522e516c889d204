// The alpha test in the fragment program, for drivers without PIPE_CAP_ALPHA_TEST (GL 1.5, 4.1.4):
// the fragment's final alpha is compared with glAlphaFunc's reference, clamped to [0, 1] and kept in
// the constant `alphaRef`, and failing fragments are killed. The comparison gives 1 (pass) or 0, and
// KILL_IF of (result − ½) discards where it is 0.
import { PipeFunc } from '@gallium-ts/gallium-api';
import type { UregDst, UregSrc } from '@gallium-ts/tgsi';
import { setVec4 } from './constants.js';
import type { FragmentBuilder } from './fragment-builder.js';

/** Emits the test of `func` (a PipeFunc other than ALWAYS) on `color`.w. */
export function emitAlphaTest(f: FragmentBuilder, func: number, color: UregSrc): void {
  const { u } = f;
  if (func === PipeFunc.NEVER) {
    u.KILL();
    return;
  }
  const ref = f.consts.get('alphaRef', 1, (s, out, at) => {
    const r = Math.min(Math.max(s.lowered?.alphaRef ?? 0, 0), 1);
    setVec4(out, at, Number.isNaN(r) ? 0 : r, 0, 0, 0);
  });
  const pass = f.temp();
  const x = pass.mask('x');
  compare(f, func, x, color.w, ref.x);
  u.ADD(x, pass.src().x, u.immFloat([-0.5]).x);
  u.KILL_IF(pass.src().x);
}

function compare(f: FragmentBuilder, func: number, dst: UregDst, a: UregSrc, ref: UregSrc): void {
  const { u } = f;
  switch (func) {
    case PipeFunc.LESS:
      u.SLT(dst, a, ref);
      break;
    case PipeFunc.EQUAL:
      u.SEQ(dst, a, ref);
      break;
    case PipeFunc.LEQUAL:
      u.SLE(dst, a, ref);
      break;
    case PipeFunc.GREATER:
      u.SGT(dst, a, ref);
      break;
    case PipeFunc.NOTEQUAL:
      u.SNE(dst, a, ref);
      break;
    default: // GEQUAL
      u.SGE(dst, a, ref);
  }
}

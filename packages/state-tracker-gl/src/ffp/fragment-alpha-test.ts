// The alpha test in the fragment program (GL 1.5, 4.1.4), for a driver without PIPE_CAP_ALPHA_TEST or
// when the program's output alpha is not the fragment's alpha the pipe would test (a lowered logic op
// writes its result there): the fragment is killed unless its alpha (clamped to [0, 1]) compares with
// glAlphaFunc's reference (clamped to [0, 1], the constant `alphaRef`) as the function says.
import type { UregSrc } from '@gallium-ts/tgsi';
import { GL_EQUAL, GL_GEQUAL, GL_GREATER, GL_LEQUAL, GL_LESS, GL_NEVER, GL_NOTEQUAL } from '../gl-enums.js';
import { setVec4 } from './constants.js';
import type { FragmentPieceBuilder } from './fragment-builder.js';

/** The TGSI comparison giving 1 where alpha passes `func` against the reference, by GL function. */
const COMPARISONS = new Map([
  [GL_LESS, 'SLT'],
  [GL_EQUAL, 'SEQ'],
  [GL_LEQUAL, 'SLE'],
  [GL_GREATER, 'SGT'],
  [GL_NOTEQUAL, 'SNE'],
  [GL_GEQUAL, 'SGE'],
] as const);

/** Kills the fragment whose alpha (w of `color`, clamped to [0, 1]) fails `func` (not GL_ALWAYS). */
export function emitAlphaTest(f: FragmentPieceBuilder, func: number, color: UregSrc): void {
  const { u } = f;
  if (func === GL_NEVER) {
    u.KILL();
    return;
  }
  const ref = f.consts.get('alphaRef', 1, (s, out, at) => {
    const r = Math.min(Math.max(s.alphaTest?.ref ?? 0, 0), 1);
    setVec4(out, at, Number.isNaN(r) ? 0 : r, 0, 0, 0);
  });
  const alpha = f.temp();
  u.MOV(alpha.mask('x'), color.w, { saturate: true });
  u.emit(COMPARISONS.get(func as never)!, [alpha.mask('x')], [alpha.src().x, ref.x]);
  // 1 where it passes, 0 where it fails: KILL_IF kills where (result − 1) < 0
  u.ADD(alpha.mask('x'), alpha.src().x, u.immFloat([-1]).x);
  u.KILL_IF(alpha.src().x);
}

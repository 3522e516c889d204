// The logic op in the fragment program, for drivers without one (GL 1.5, 4.1.10): the fragment colour
// and the destination texel (fetched with TXF at the fragment's window position from a copy of the
// colour buffer in SVIEW[LOGIC_OP_DESTINATION_UNIT]) are converted to unorm8 integers, combined bit by
// bit with AND/OR/NOT over the op's truth table, and converted back to the colour the buffer stores.
import { TgsiSemantic, type UregDst, type UregSrc } from '@gallium-ts/tgsi';
import { FFP_MAX_TEXTURE_UNITS } from './attribs.js';
import type { FragmentPieceBuilder } from './fragment-builder.js';

/** SAMP / SVIEW slot of the destination copy: the first slot after the texture units. */
export const LOGIC_OP_DESTINATION_UNIT = FFP_MAX_TEXTURE_UNITS;

/** Whether an op's result depends on the destination (not CLEAR, COPY, COPY_INVERTED or SET). */
export function logicOpReadsDestination(table: number): boolean {
  return ((table ^ (table >> 1)) & 0b0101) !== 0;
}

/**
 * Writes to `out` the unorm8 result of logic op `table` (op − GL_CLEAR, see FfpVariant.logicOp) of
 * `color` (the fragment colour, clamped to [0, 1] first) and the destination.
 */
export function emitLogicOp(f: FragmentPieceBuilder, table: number, color: UregSrc, out: UregDst): void {
  const { u } = f;
  const toUnorm8 = u.immFloat([255, 0.5, 1 / 255, 0]);
  const source = f.temp();
  u.MOV(source, color, { saturate: true });
  u.MAD(source, source.src(), toUnorm8.x, toUnorm8.y);
  u.F2U(source, source.src());

  const dest = f.temp();
  if (logicOpReadsDestination(table)) fetchDestination(f, dest);
  else u.MOV(dest, u.immUint([0]).x);

  const result = f.temp();
  combineBits(f, table, source.src(), dest.src(), result);
  u.AND(result, result.src(), u.immUint([255]).x);
  u.U2F(result, result.src());
  u.MUL(out, result.src(), toUnorm8.z);
}

/** The destination texel as unorm8 integers: TXF of the copy at the fragment's window position. */
function fetchDestination(f: FragmentPieceBuilder, dest: UregDst): void {
  const { u } = f;
  const toUnorm8 = u.immFloat([255, 0.5, 1 / 255, 0]);
  // The window position's integer part is the texel: row 0 of the copy is the window's row 0.
  const texel = f.temp();
  u.F2U(texel.mask('xy'), u.declInput(TgsiSemantic.POSITION, 0));
  u.MOV(texel.mask('zw'), u.immUint([0]).x);
  const sampler = u.declSampler(LOGIC_OP_DESTINATION_UNIT);
  u.declSamplerView(LOGIC_OP_DESTINATION_UNIT, '2D');
  u.TXF(dest, texel.src(), sampler, '2D');
  u.MAD(dest, dest.src(), toUnorm8.x, toUnorm8.y);
  u.F2U(dest, dest.src());
}

/** result = OR of the minterms the truth table selects: s∧d (bit 0), s∧¬d (1), ¬s∧d (2), ¬s∧¬d (3). */
function combineBits(f: FragmentPieceBuilder, table: number, s: UregSrc, d: UregSrc, result: UregDst): void {
  const { u } = f;
  if (table === 0) {
    u.MOV(result, u.immUint([0]).x);
    return;
  }
  const notS = f.temp();
  const notD = f.temp();
  u.NOT(notS, s);
  u.NOT(notD, d);
  const minterms: [UregSrc, UregSrc][] = [
    [s, d],
    [s, notD.src()],
    [notS.src(), d],
    [notS.src(), notD.src()],
  ];
  const term = f.temp();
  let first = true;
  minterms.forEach(([a, b], bit) => {
    if ((table & (1 << bit)) === 0) return;
    if (first) {
      u.AND(result, a, b);
      first = false;
    } else {
      u.AND(term, a, b);
      u.OR(result, result.src(), term.src());
    }
  });
}

// Operand evaluation of the control-flow instructions that test a value: the per-lane condition of
// IF, UIF, BREAKC, CALLNZ and KILL_IF, and the selector of SWITCH, written into the execution mask's
// inputs. The control-flow operations themselves are in control.ts.
import { TgsiOpcode } from '../opcodes.js';
import type { PreparedInstruction } from './program.js';
import type { TgsiRuntime } from './runtime.js';

/**
 * Fills mask.cond for the active lanes. IF: src.x as a float is not 0.0 (NaN counts as true).
 * UIF, BREAKC, CALLNZ: src.x as a word is not 0. KILL_IF: some channel of src is below 0.0. The
 * operand is read once for the batch (rt.fetch), then tested lane by lane.
 */
export function evaluateCondition(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const { exec, cond, n } = rt.mask;
  const op = ins.opcode;
  const float = op === TgsiOpcode.IF || op === TgsiOpcode.KILL_IF;
  rt.fetch(ins, 0, float ? 'f' : 'i');
  if (op === TgsiOpcode.KILL_IF) {
    const [x, y, z, w] = rt.srcChannelFloats[0]!;
    for (let i = 0; i < n; i++) {
      cond[i] = exec[i] !== 0 && (x![i]! < 0 || y![i]! < 0 || z![i]! < 0 || w![i]! < 0) ? 1 : 0;
    }
    return;
  }
  const x = float ? rt.srcChannelFloats[0]![0]! : rt.srcChannelWords[0]![0]!;
  for (let i = 0; i < n; i++) cond[i] = exec[i] !== 0 && x[i] !== 0 ? 1 : 0;
}

/** Fills mask.sel with SWITCH's src.x (an integer) for the active lanes. */
export function evaluateSelector(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const { exec, sel, n } = rt.mask;
  for (let i = 0; i < n; i++) sel[i] = exec[i] === 0 ? 0 : rt.scalar(ins, 0, 'i', i);
}

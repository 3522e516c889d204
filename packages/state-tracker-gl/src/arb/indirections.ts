// Texture indirections of a fragment program, counted as ARB_fragment_program section 3.11.6 and its
// issue 24 pseudo-code describe: a new node of the dependency chain starts at a texture instruction
// (KIL included) whose coordinate is a temporary written in the current node, or (KIL excepted) whose
// result is a temporary an ALU instruction of the current node read or wrote. Write masks and swizzles
// are ignored.
import { isTexInstruction } from './opcodes.js';
import type { ResolvedInstruction } from './resolved.js';

/** Indices of the instructions that start a new node (the count is their number + 1). */
export function texIndirectionStarts(instructions: readonly ResolvedInstruction[]): number[] {
  const starts: number[] = [];
  let written = new Set<number>();
  let aluTemps = new Set<number>();
  instructions.forEach((ins, i) => {
    const dstTemp = ins.dst?.file === 'temp' ? ins.dst.index : null;
    if (isTexInstruction(ins.opcode)) {
      const coord = ins.src[0]!;
      const coordDependent = coord.file === 'temp' && written.has(coord.index);
      const resultDependent = ins.opcode !== 'KIL' && dstTemp !== null && aluTemps.has(dstTemp);
      if (coordDependent || resultDependent) {
        starts.push(i);
        written = new Set();
        aluTemps = new Set();
      }
    } else {
      for (const s of ins.src) if (s.file === 'temp') aluTemps.add(s.index);
      if (dstTemp !== null) aluTemps.add(dstTemp);
    }
    if (ins.opcode !== 'KIL' && dstTemp !== null) written.add(dstTemp);
  });
  return starts;
}

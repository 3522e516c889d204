// The memory and branch instructions of compute shaders as TgsiIrShader.phased translates them: which
// it serves (LOAD, STORE, RESQ and atomics of shader buffers and shared memory; IF / UIF / ELSE /
// ENDIF; fences and BARRIER) and how a shader is cut into phases so that every lane's loads, stores and
// atomics meet one another in tgsi's executable's order (each instruction for every lane before the
// next one): a LOAD after a STORE or atomic starts a new phase, and so does any instruction touching a
// register an atomic of the phase writes.
import {
  type PreparedInstruction,
  type RegRef,
  TgsiFile,
  TgsiOpcode,
  type TgsiProgram,
} from '@gallium-ts/tgsi';

const O = TgsiOpcode;

/** The byte-addressed memory `TgsiIrBuffers` calls compute shared memory (MEMORY declared SHARED). */
export const SHARED_MEMORY = -1;

/** Memory ordering instructions: phases already order memory as tgsi's executable does. */
export const FENCES = new Set<number>([O.MFENCE, O.LFENCE, O.SFENCE, O.MEMBAR, O.BARRIER]);
/** The buffer atomics `phased` translates. */
export const ATOMICS = new Set<number>([
  O.ATOMUADD,
  O.ATOMXCHG,
  O.ATOMCAS,
  O.ATOMAND,
  O.ATOMOR,
  O.ATOMXOR,
  O.ATOMUMIN,
  O.ATOMUMAX,
  O.ATOMIMIN,
  O.ATOMIMAX,
  O.ATOMFADD,
  O.ATOMINC_WRAP,
  O.ATOMDEC_WRAP,
]);
/** The branches `phased` translates with masks. */
export const BRANCHES = new Set<number>([O.IF, O.UIF, O.ELSE, O.ENDIF]);

/**
 * The memory instructions `phased` translates: LOAD, STORE, RESQ and the atomics of a BUFFER or of
 * shared MEMORY, without modifiers or _SAT, and the fences and BARRIER (phases already order memory as
 * the executable does).
 */
export function servedMemory(ins: PreparedInstruction, program: TgsiProgram): boolean {
  if (FENCES.has(ins.opcode)) return true;
  const plain = ins.src.every((s) => !s.abs && !s.neg) && !ins.saturate;
  if (!plain) return false;
  const memory = (reg: RegRef) =>
    reg.file === TgsiFile.BUFFER ||
    (reg.file === TgsiFile.MEMORY &&
      program.declarationOf(TgsiFile.MEMORY, reg.index)?.memoryType === 'SHARED');
  if (ins.opcode === O.LOAD || ins.opcode === O.RESQ || ATOMICS.has(ins.opcode))
    return memory(ins.src[0]!.reg);
  return ins.opcode === O.STORE && memory(ins.dst[0]!.reg);
}

/** The `TgsiIrBuffers` index of a BUFFER or shared MEMORY register. */
export function memoryIndex(reg: RegRef): number {
  return reg.file === TgsiFile.MEMORY ? SHARED_MEMORY : reg.index;
}

/** IF / UIF (without modifiers on the condition), ELSE and ENDIF. */
export function servedBranch(ins: PreparedInstruction): boolean {
  return BRANCHES.has(ins.opcode) && ins.src.every((s) => !s.abs && !s.neg);
}

/** Whether every cut between phases (see memoryPhases) lies outside IF / ENDIF. */
export function phasesOutsideBranches(instructions: readonly PreparedInstruction[]): boolean {
  let depth = 0;
  let first = true;
  for (const phase of memoryPhases(instructions)) {
    if (!first && depth > 0) return false;
    first = false;
    for (const ins of phase) {
      if (ins.opcode === O.IF || ins.opcode === O.UIF) depth++;
      else if (ins.opcode === O.ENDIF) depth--;
    }
  }
  return true;
}

/**
 * The instructions cut into phases: a LOAD after a STORE or atomic starts a new one (a phase's loads run in
 * its lanes loop, its stores and atomics after it, in program order), and so does any instruction that
 * reads or writes a register an atomic of the phase writes (its result is there from the next phase on).
 */
export function memoryPhases(instructions: readonly PreparedInstruction[]): PreparedInstruction[][] {
  const phases: PreparedInstruction[][] = [[]];
  let writes = false;
  const results = new Set<string>();
  const register = (reg: RegRef) => `${reg.file}:${reg.index}`;
  for (const ins of instructions) {
    const touches = [...ins.src, ...ins.dst].some(
      (o) => o.reg.kind === 'storage' && results.has(register(o.reg)),
    );
    if ((ins.opcode === O.LOAD && writes) || touches) {
      phases.push([]);
      writes = false;
      results.clear();
    }
    writes ||= ins.opcode === O.STORE || ATOMICS.has(ins.opcode);
    if (ATOMICS.has(ins.opcode)) for (const d of ins.dst) results.add(register(d.reg));
    phases[phases.length - 1]!.push(ins);
  }
  return phases;
}

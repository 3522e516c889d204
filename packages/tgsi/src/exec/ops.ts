// The non-arithmetic, non-control-flow instructions, by opcode. Both engines execute these through
// this one table, so texture, memory, derivative and geometry instructions behave identically.
import { executeMemory, MEMORY_OPCODES } from './ops-memory.js';
import { executeMisc, MISC_OPCODES } from './ops-misc.js';
import { executeTexture, TEXTURE_OPCODES } from './ops-texture.js';
import type { PreparedInstruction } from './program.js';
import type { TgsiRuntime } from './runtime.js';

export type OpFunction = (rt: TgsiRuntime, ins: PreparedInstruction) => void;

const TABLE = new Map<number, OpFunction>();
for (const op of TEXTURE_OPCODES) TABLE.set(op, executeTexture);
for (const op of MEMORY_OPCODES) TABLE.set(op, executeMemory);
for (const op of MISC_OPCODES) TABLE.set(op, executeMisc);

/** The implementation of an instruction of kind 'op', or undefined when none exists. */
export function opFunction(opcode: number): OpFunction | undefined {
  return TABLE.get(opcode);
}

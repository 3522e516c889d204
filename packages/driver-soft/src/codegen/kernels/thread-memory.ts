// The stores and atomics of a compute grid phase (kernels/compute-grid.ts), made after its lanes loop
// thread by thread, in program order, as tgsi's executable makes them: a STORE writes its channels in
// order, an atomic reads its word, writes the operation's result (ops-memory.ts's ATOMICS, written here
// in the IR) and leaves the old word (ATOMINC_WRAP: old + 1) in its result slots. Both back ends run
// these loops as scalar code, so the order is the executable's whatever the addresses.
import { TgsiOpcode } from '@gallium-ts/tgsi';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import { storeThreadWord, threadWord } from './buffer-words.js';

const O = TgsiOpcode;

/** A thread's word of a per-lane slot, at its byte `threadByte` (4 · thread). */
export type ThreadSlot = (slot: number, threadByte: IrValue) => IrValue;

/** Where a STORE's or atomic's operands were left, per lane, by the phase's lanes loop. */
export interface ThreadAccess {
  readonly base: IrValue;
  readonly size: IrValue;
  /** The first store slot: the address; the operands follow, then the IF mask when `masked`. */
  readonly first: number;
  readonly masked: boolean;
}

/** The loop over the block's threads of one STORE or atomic: `body(threadByte, operand)` per thread. */
export function threadLoop(
  k: IrBuilder,
  threads: IrValue,
  access: ThreadAccess,
  operands: number,
  slot: ThreadSlot,
  body: (threadByte: IrValue, address: IrValue, operand: (j: number) => IrValue) => void,
): void {
  k.loop(
    k.i32(0),
    threads,
    1,
    (thread) => {
      const threadByte = k.mul(thread, k.i32(4), 'threadByte');
      const run = () =>
        body(threadByte, slot(access.first, threadByte), (j) => slot(access.first + 1 + j, threadByte));
      if (access.masked) k.if(slot(access.first + 1 + operands, threadByte), run);
      else run();
    },
    'thread',
  );
}

/** A STORE's channels (its operands, in channel order). */
export function threadStores(
  k: IrBuilder,
  threads: IrValue,
  access: ThreadAccess,
  channels: readonly number[],
  slot: ThreadSlot,
): void {
  threadLoop(k, threads, access, channels.length, slot, (_, address, operand) => {
    channels.forEach((c, j) => {
      storeThreadWord(k, access.base, access.size, address, c, operand(j));
    });
  });
}

/**
 * An atomic (operands: value, compare): per thread the old word (0 outside the range), the new word
 * stored where inside, and the result written to `results` (spill slots, at `spill(slot, threadByte)`).
 */
export function threadAtomics(
  k: IrBuilder,
  threads: IrValue,
  access: ThreadAccess,
  opcode: number,
  slot: ThreadSlot,
  results: readonly number[],
  resultAt: (slot: number, threadByte: IrValue) => IrValue,
): void {
  threadLoop(k, threads, access, 2, slot, (threadByte, address, operand) => {
    const old = threadWord(k, access.base, access.size, address, 0);
    const updated = atomicResult(k, opcode, old, operand(0), operand(1));
    storeThreadWord(k, access.base, access.size, address, 0, updated);
    const result = opcode === O.ATOMINC_WRAP ? k.add(old, k.i32(1)) : old;
    for (const r of results) k.store('i32', resultAt(r, threadByte), result);
  });
}

/** The word an atomic writes (ops-memory.ts's ATOMICS), from the old word, its value and compare operand. */
function atomicResult(k: IrBuilder, opcode: number, old: IrValue, value: IrValue, compare: IrValue): IrValue {
  switch (opcode) {
    case O.ATOMUADD:
      return k.add(old, value);
    case O.ATOMXCHG:
      return value;
    case O.ATOMCAS:
      return k.select(k.compare('eq', old, compare), value, old);
    case O.ATOMAND:
      return k.binary('and', old, value);
    case O.ATOMOR:
      return k.binary('or', old, value);
    case O.ATOMXOR:
      return k.binary('xor', old, value);
    case O.ATOMUMIN:
      return k.select(k.compare('ltU', old, value), old, value);
    case O.ATOMUMAX:
      return k.select(k.compare('gtU', old, value), old, value);
    case O.ATOMIMIN:
      return k.binary('minS', old, value);
    case O.ATOMIMAX:
      return k.binary('maxS', old, value);
    case O.ATOMFADD:
      return k.convert('f32Bits', k.add(k.convert('bitsToF32', old), k.convert('bitsToF32', value)));
    case O.ATOMINC_WRAP: {
      const next = k.add(old, k.i32(1));
      return k.select(k.compare('leU', next, value), next, k.i32(0));
    }
    case O.ATOMDEC_WRAP: {
      const wraps = k.binary('and', k.compare('gtU', old, k.i32(0)), k.compare('ltU', old, value));
      return k.select(wraps, k.sub(old, k.i32(1)), k.i32(0));
    }
    default:
      throw new Error(`compute grid: atomic opcode ${opcode} is not translated`);
  }
}

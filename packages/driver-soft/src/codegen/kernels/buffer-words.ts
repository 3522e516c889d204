// Shader buffer words in the IR, bounds-checked as tgsi's ops-memory.ts checks them: a word at byte
// `address` (unsigned) + 4·c of a bound range of `size` bytes exists when `address + 4c + 4 ≤ size`;
// reads outside give 0 and writes outside are not made, so nothing outside the range is touched. An
// address that is not a multiple of 4 moves bytes (ops-memory.ts reads and writes through a DataView).
// Used by the compute grid kernel: loads for the lanes of a lanes loop, single words thread by thread.
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';

/** Whether word `channel` at byte `address` lies inside a bound range of `size` bytes, without overflow. */
export function inside(k: IrBuilder, size: IrValue, address: IrValue, channel: number): IrValue {
  const limit = k.sub(size, k.i32(4 * channel + 4));
  return k.binary('and', k.compare('ge', limit, k.i32(0)), k.compare('leU', address, limit));
}

/** Whether any lane of the group has an address that is not a multiple of 4 (then bytes are moved). */
function anyUnaligned(k: IrBuilder, address: IrValue): IrValue {
  return k.op('anyTrue', [k.compare('ne', k.binary('and', address, k.i32(3)), k.i32(0))], 'unaligned');
}

/** The word at `at` from its four bytes (little-endian). */
function wordFromBytes(k: IrBuilder, at: IrValue): IrValue {
  let w = k.load('u8', at);
  for (let j = 1; j < 4; j++)
    w = k.binary('or', w, k.binary('shl', k.load('u8', k.add(at, k.i32(j))), k.i32(8 * j)));
  return w;
}

/**
 * LOAD's four words for the lanes of a lanes loop: each from the range (at `base`) where inside, else
 * from `zeroWord` (a word that holds 0).
 */
export function laneWords(
  k: IrBuilder,
  base: IrValue,
  size: IrValue,
  address: IrValue,
  zeroWord: IrValue,
): IrValue[] {
  const at = [0, 1, 2, 3].map((c) =>
    k.select(inside(k, size, address, c), k.add(k.add(base, address), k.i32(4 * c)), zeroWord, `at${c}`),
  );
  const words = at.map((_, c) => k.variable(k.i32(0), `word${c}`, true));
  k.if(
    anyUnaligned(k, address),
    () => {
      for (const [c, a] of at.entries()) k.set(words[c]!, wordFromBytes(k, a));
    },
    () => {
      for (const [c, a] of at.entries()) k.set(words[c]!, k.load('i32', a));
    },
  );
  return words;
}

/** One thread's word `channel` at `address` (uniform): from the range where inside, else 0. */
export function threadWord(
  k: IrBuilder,
  base: IrValue,
  size: IrValue,
  address: IrValue,
  channel: number,
): IrValue {
  const word = k.variable(k.i32(0), 'old');
  const at = k.add(k.add(base, address), k.i32(4 * channel));
  k.if(inside(k, size, address, channel), () =>
    k.if(
      aligned(k, address),
      () => k.set(word, k.load('i32', at)),
      () => k.set(word, wordFromBytes(k, at)),
    ),
  );
  return word;
}

/** Stores one thread's `value` as word `channel` at `address` (uniform) where inside. */
export function storeThreadWord(
  k: IrBuilder,
  base: IrValue,
  size: IrValue,
  address: IrValue,
  channel: number,
  value: IrValue,
): void {
  const at = k.add(k.add(base, address), k.i32(4 * channel), 'storeAt');
  k.if(inside(k, size, address, channel), () =>
    k.if(
      aligned(k, address),
      () => k.store('i32', at, value),
      () => {
        for (let b = 0; b < 4; b++) k.store('u8', k.add(at, k.i32(b)), k.binary('shrU', value, k.i32(8 * b)));
      },
    ),
  );
}

function aligned(k: IrBuilder, address: IrValue): IrValue {
  return k.compare('eq', k.binary('and', address, k.i32(3)), k.i32(0), 'aligned');
}

// A compute grid written in the IR: `grid(threads, count, gridX, gridY, gridZ, table, ids, spill,
// stores)` runs every block of the grid (x fastest, as launch.ts does) with the block's threads as the
// lanes of lanes loops, giving the words tgsi's executable (`runCompute`) gives, through either back end.
// The executable runs each instruction for every thread before the next, so the shader is cut into
// phases (TgsiIrShader.phased), a LOAD after a STORE starting the next: a phase's lanes loop runs its
// arithmetic and loads and writes each STORE's address and words to per-lane store slots; after it, one
// loop per STORE (in program order) makes the stores thread by thread, channels in order, as tgsi does.
// Register words live across phases pass through per-lane spill slots. Buffer words are bounds-checked
// per word as ops-memory.ts does: a load outside the bound range reads the table's zero word, a store
// there is not made, so nothing outside a bound range is ever read or written.
//
// Table (bytes from `table`): 0 the zero word (4: unused), 8 + 8·s the heap address of buffer slot
// s and 12 + 8·s its bound size (s < 16; 0 and 0 unbound), 136 the block size x, y, z, 148 WORK_DIM,
// 152 the heap address of the block's shared memory and 156 its size (zeroed before each block), 160 +
// 4·j the constant words read (`constantWords`). `ids` holds THREAD_ID x, y, z: three slots of
// `count` lanes (a multiple of 4 ≥ threads); `spill` the spill slots and `stores` the store slots,
// `count` lanes each.
import { TgsiFile, TgsiSemantic, type TgsiShader } from '@gallium-ts/tgsi';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction, IrValue } from '../ir/ir.js';
import type { IrHelperFunction } from '../tgsi/expression-helper.js';
import { SHARED_MEMORY } from '../tgsi/memory-phases.js';
import type { Kind } from '../tgsi/register-values.js';
import { TgsiIrShader } from '../tgsi/translate.js';
import { laneWords } from './buffer-words.js';
import { type ThreadSlot, threadAtomics, threadStores } from './thread-memory.js';
import { systemValueSemantics } from './vertex-batch.js';

/** Shader buffer slots the table describes. */
export const GRID_BUFFER_SLOTS = 16;
/** Byte offsets in the table. */
export const GRID_TABLE = {
  zero: 0,
  buffers: 8,
  blockSize: 136,
  workDim: 148,
  shared: 152,
  constants: 160,
} as const;

export interface ComputeGridKernel {
  readonly fn: IrFunction;
  /** The helpers the function calls, for compileJs / instantiateWasm. */
  readonly helpers: Record<string, IrHelperFunction>;
  /** Spill slots the function uses (`count` lanes of 4 bytes each). */
  readonly spillSlots: number;
  /** Store slots the function uses (likewise). */
  readonly storeSlots: number;
  /** The constant words read, [slot, word], word j at table byte 160 + 4·j. */
  readonly constantWords: readonly (readonly [number, number])[];
  /** Channels the shader's arithmetic computes (TgsiIrShader.aluChannels). */
  readonly aluChannels: number;
}

/**
 * The grid kernel of compute shader `shader`, or null when it declines the shader: what the translator
 * does not serve with `memory` (control flow other than IF / UIF / ELSE, images, textures, indirect
 * addressing, memory operands with modifiers, a phase cut inside an IF), system values other than
 * THREAD_ID, BLOCK_ID, BLOCK_SIZE, GRID_SIZE and WORK_DIM, and registers read before they are written
 * (stale in the executable).
 */
export function computeGridKernel(shader: TgsiShader): ComputeGridKernel | null {
  const translator = TgsiIrShader.of(shader, undefined, { memory: true });
  if (!translator || translator.kills) return null;
  const semantics = systemValueSemantics(shader);
  const k = new IrBuilder('grid');
  const threads = k.param('i32', 'threads');
  const count = k.param('i32', 'count');
  const gridSize = [k.param('i32', 'gridX'), k.param('i32', 'gridY'), k.param('i32', 'gridZ')];
  const table = k.param('i32', 'table');
  const ids = k.param('i32', 'ids');
  const spill = k.param('i32', 'spill');
  const stores = k.param('i32', 'stores');
  const word = (at: number, name: string) => k.load('i32', k.add(table, k.i32(at)), name);
  const constantWords: [number, number][] = [];
  translator.constantsBefore((slot, w, kind) => {
    let at = constantWords.findIndex(([s, x]) => s === slot && x === w);
    if (at < 0) at = constantWords.push([slot, w]) - 1;
    const address = k.add(table, k.i32(GRID_TABLE.constants + at * 4));
    return k.load(kind === 'f' ? 'f32' : 'i32', address, `c${slot}_${w}`);
  });
  const bases = Array.from({ length: GRID_BUFFER_SLOTS }, (_, s) =>
    word(GRID_TABLE.buffers + 8 * s, `base${s}`),
  );
  const sizes = Array.from({ length: GRID_BUFFER_SLOTS }, (_, s) =>
    word(GRID_TABLE.buffers + 8 * s + 4, `size${s}`),
  );
  const blockSize = [0, 1, 2].map((c) => word(GRID_TABLE.blockSize + 4 * c, `blockSize${c}`));
  const workDim = word(GRID_TABLE.workDim, 'workDim');
  const sharedBase = word(GRID_TABLE.shared, 'sharedBase');
  const sharedSize = word(GRID_TABLE.shared + 4, 'sharedSize');
  const usesShared = shader.declarations.some((d) => d.file === TgsiFile.MEMORY);
  /** Base and size of buffer slot `index`, or of the block's shared memory. */
  const memory = (index: number) =>
    index === SHARED_MEMORY
      ? { base: sharedBase, size: sharedSize }
      : { base: bases[index]!, size: sizes[index]! };
  const zeroWord = k.add(table, k.i32(GRID_TABLE.zero), 'zeroWord');
  const slotBytes = k.mul(count, k.i32(4), 'slotBytes');
  let served = true;
  let readsUnwritten = false;
  let spillSlots = 0;
  let storeSlots = 0;
  k.loop(k.i32(0), gridSize[2]!, 1, (bz) =>
    k.loop(k.i32(0), gridSize[1]!, 1, (by) =>
      k.loop(k.i32(0), gridSize[0]!, 1, (bx) => {
        if (usesShared) zeroShared(k, sharedBase, sharedSize);
        const blockId = [bx, by, bz];
        let laneByte: IrValue = k.i32(0);
        /** The phase's stores and atomics, made after its lanes loop in program order. */
        let pending: (() => void)[] = [];
        const threadSlot: ThreadSlot = (slot, threadByte) =>
          k.load('i32', k.add(k.add(stores, k.mul(slotBytes, k.i32(slot))), threadByte), `stored${slot}`);
        /** Writes `operands` and the IF mask `active` to the next store slots; returns the first. */
        const storeSlotsFor = (operands: readonly IrValue[], active: IrValue | null): number => {
          const first = storeSlots;
          for (const [j, v] of [...operands, ...(active ? [active] : [])].entries())
            k.store('i32', slotAt(stores, first + j), v);
          storeSlots += operands.length + (active ? 1 : 0);
          return first;
        };
        const slotAt = (base: IrValue, slot: number) =>
          k.add(k.add(base, k.mul(slotBytes, k.i32(slot))), laneByte);
        const asKind = (v: IrValue, kind: Kind) => (kind === 'f' ? k.convert('bitsToF32', v) : v);
        const result = translator.phased(
          k,
          {
            input(file, index, channel, kind) {
              const semantic = file === TgsiFile.SYSTEM_VALUE ? semantics.get(index) : undefined;
              const value = systemValue(semantic, channel);
              if (!value) served = false;
              return asKind(value ?? k.i32(0), kind);
            },
            outputs: [],
            buffers: {
              load: (index, address) => {
                const { base, size } = memory(index);
                return laneWords(k, base, size, address, zeroWord);
              },
              store: (index, address, words, active) => {
                const channels = words.flatMap((w, c) => (w ? [c] : []));
                const first = storeSlotsFor([address, ...channels.map((c) => words[c]!)], active);
                const access = { ...memory(index), first, masked: active !== null };
                pending.push(() => threadStores(k, threads, access, channels, threadSlot));
              },
              atomic: (index, opcode, address, value, compare, active, results) => {
                const first = storeSlotsFor([address, value, compare], active);
                const access = { ...memory(index), first, masked: active !== null };
                pending.push(() =>
                  threadAtomics(k, threads, access, opcode, threadSlot, results, (slot, threadByte) =>
                    k.add(k.add(spill, k.mul(slotBytes, k.i32(slot))), threadByte),
                  ),
                );
              },
              size: (index) => memory(index).size,
            },
          },
          {
            lanes: (body) => {
              pending = [];
              k.lanes(k.i32(0), count, (lane) => {
                laneByte = k.mul(lane, k.i32(4), 'laneByte');
                body();
              });
              for (const make of pending) make();
            },
            spill: (slot, value) => k.store('i32', slotAt(spill, slot), value),
            reload: (slot, kind) => asKind(k.load('i32', slotAt(spill, slot), `spill${slot}`), kind),
          },
        );
        readsUnwritten = result.readsUnwritten;
        spillSlots = result.spillSlots;

        /** Channel `channel` of a system value, as runCompute sets it, or null for one it does not. */
        function systemValue(semantic: number | undefined, channel: number): IrValue | null {
          const s = TgsiSemantic;
          if (semantic === s.THREAD_ID)
            return channel < 3 ? k.load('i32', slotAt(ids, channel), `thread${channel}`) : k.i32(0);
          if (semantic === s.BLOCK_ID) return blockId[channel] ?? k.i32(0);
          if (semantic === s.BLOCK_SIZE) return blockSize[channel] ?? k.i32(0);
          if (semantic === s.GRID_SIZE) return gridSize[channel] ?? k.i32(0);
          if (semantic === s.WORK_DIM) return channel === 0 ? workDim : k.i32(0);
          return null;
        }
      }),
    ),
  );
  if (!served || readsUnwritten) return null;
  return {
    fn: k.finish(),
    helpers: translator.helpers,
    spillSlots,
    storeSlots,
    constantWords,
    aluChannels: translator.aluChannels,
  };
}

/** Zeroes the block's shared memory before it runs (its size rounded up to whole words). */
function zeroShared(k: IrBuilder, base: IrValue, size: IrValue): void {
  const words = k.binary('shrU', k.add(size, k.i32(3)), k.i32(2), 'sharedWords');
  k.loop(k.i32(0), words, 1, (w) => k.store('i32', k.add(base, k.mul(w, k.i32(4))), k.i32(0)), 'w');
}

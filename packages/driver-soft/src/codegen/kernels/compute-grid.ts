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
// 152 + 4·j the constant words read (`constantWords`). `ids` holds THREAD_ID x, y, z: three slots of
// `count` lanes (a multiple of 4 ≥ threads); `spill` the spill slots and `stores` the store slots,
// `count` lanes each.
import { TgsiFile, TgsiSemantic, type TgsiShader } from '@gallium-ts/tgsi';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction, IrValue } from '../ir/ir.js';
import type { IrHelperFunction } from '../tgsi/expression-helper.js';
import type { Kind } from '../tgsi/register-values.js';
import { TgsiIrShader } from '../tgsi/translate.js';
import { systemValueSemantics } from './vertex-batch.js';

/** Shader buffer slots the table describes. */
export const GRID_BUFFER_SLOTS = 16;
/** Byte offsets in the table. */
export const GRID_TABLE = {
  zero: 0,
  buffers: 8,
  blockSize: 136,
  workDim: 148,
  constants: 152,
} as const;

export interface ComputeGridKernel {
  readonly fn: IrFunction;
  /** The helpers the function calls, for compileJs / instantiateWasm. */
  readonly helpers: Record<string, IrHelperFunction>;
  /** Spill slots the function uses (`count` lanes of 4 bytes each). */
  readonly spillSlots: number;
  /** Store slots the function uses (likewise). */
  readonly storeSlots: number;
  /** The constant words read, [slot, word], word j at table byte 152 + 4·j. */
  readonly constantWords: readonly (readonly [number, number])[];
  /** Channels the shader's arithmetic computes (TgsiIrShader.aluChannels). */
  readonly aluChannels: number;
}

/**
 * The grid kernel of compute shader `shader`, or null when it declines the shader: what the translator
 * does not serve (control flow, shared memory, images, atomics, textures, multi-channel stores, memory
 * operands with modifiers), system values other than THREAD_ID, BLOCK_ID, BLOCK_SIZE, GRID_SIZE and
 * WORK_DIM, and registers read before they are written (stale in the executable).
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
  const zeroWord = k.add(table, k.i32(GRID_TABLE.zero), 'zeroWord');
  const slotBytes = k.mul(count, k.i32(4), 'slotBytes');
  let served = true;
  let readsUnwritten = false;
  let spillSlots = 0;
  let storeSlots = 0;
  k.loop(k.i32(0), gridSize[2]!, 1, (bz) =>
    k.loop(k.i32(0), gridSize[1]!, 1, (by) =>
      k.loop(k.i32(0), gridSize[0]!, 1, (bx) => {
        const blockId = [bx, by, bz];
        let laneByte: IrValue = k.i32(0);
        let pending: PendingStore[] = [];
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
              load: (index, address) => bufferLoad(k, bases[index]!, sizes[index]!, address, zeroWord),
              store: (index, address, words, active) => {
                const first = storeSlots;
                k.store('i32', slotAt(stores, first), address);
                const channels = words.flatMap((w, c) => (w ? [c] : []));
                channels.forEach((c, j) => {
                  k.store('i32', slotAt(stores, first + 1 + j), words[c]!);
                });
                if (active) k.store('i32', slotAt(stores, first + 1 + channels.length), active);
                storeSlots += 1 + channels.length + (active ? 1 : 0);
                pending.push({ buffer: index, first, channels, masked: active !== null });
              },
              size: (index) => sizes[index]!,
            },
          },
          {
            lanes: (body) => {
              pending = [];
              k.lanes(k.i32(0), count, (lane) => {
                laneByte = k.mul(lane, k.i32(4), 'laneByte');
                body();
              });
              for (const p of pending)
                threadStores(k, p, bases[p.buffer]!, sizes[p.buffer]!, threads, (slot, thread) =>
                  k.load('i32', k.add(k.add(stores, k.mul(slotBytes, k.i32(slot))), thread), `stored${slot}`),
                );
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

/**
 * Whether word `channel` at byte `address` (unsigned) lies inside a bound range of `size` bytes:
 * `address + 4·channel + 4 ≤ size`, without overflow.
 */
function inside(k: IrBuilder, size: IrValue, address: IrValue, channel: number): IrValue {
  const limit = k.sub(size, k.i32(4 * channel + 4));
  return k.binary('and', k.compare('ge', limit, k.i32(0)), k.compare('leU', address, limit));
}

/** Whether any lane of the group has an address that is not a multiple of 4 (then bytes are moved). */
function anyUnaligned(k: IrBuilder, address: IrValue): IrValue {
  return k.op('anyTrue', [k.compare('ne', k.binary('and', address, k.i32(3)), k.i32(0))], 'unaligned');
}

/** LOAD's four words: each from the range where inside, else from the zero word. */
function bufferLoad(
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
    () =>
      at.forEach((a, c) => {
        let w = k.load('u8', a);
        for (let j = 1; j < 4; j++)
          w = k.binary('or', w, k.binary('shl', k.load('u8', k.add(a, k.i32(j))), k.i32(8 * j)));
        k.set(words[c]!, w);
      }),
    () => {
      for (const [c, a] of at.entries()) k.set(words[c]!, k.load('i32', a));
    },
  );
  return words;
}

/**
 * A STORE of a phase: its buffer slot, its first store slot (the address; the words of the channels
 * written follow, then — when `masked` — the mask of the lanes that store, from an IF).
 */
interface PendingStore {
  readonly buffer: number;
  readonly first: number;
  readonly channels: readonly number[];
  readonly masked: boolean;
}

/**
 * The stores of one STORE, thread by thread and channel by channel as ops-memory.ts makes them: each
 * word where it lies inside the bound range (by bytes when the address is not a multiple of 4).
 */
function threadStores(
  k: IrBuilder,
  store: PendingStore,
  base: IrValue,
  size: IrValue,
  threads: IrValue,
  slot: (slot: number, threadByte: IrValue) => IrValue,
): void {
  k.loop(
    k.i32(0),
    threads,
    1,
    (thread) => {
      const threadByte = k.mul(thread, k.i32(4), 'threadByte');
      const words = () => {
        const address = slot(store.first, threadByte);
        const aligned = k.compare('eq', k.binary('and', address, k.i32(3)), k.i32(0), 'aligned');
        storeWords(k, store, base, size, address, aligned, (j) => slot(store.first + 1 + j, threadByte));
      };
      if (store.masked) k.if(slot(store.first + 1 + store.channels.length, threadByte), words);
      else words();
    },
    'thread',
  );
}

/** The words of one thread's STORE, each where it lies inside the range. */
function storeWords(
  k: IrBuilder,
  store: PendingStore,
  base: IrValue,
  size: IrValue,
  address: IrValue,
  aligned: IrValue,
  word: (j: number) => IrValue,
): void {
  store.channels.forEach((c, j) => {
    const value = word(j);
    const at = k.add(k.add(base, address), k.i32(4 * c), 'storeAt');
    k.if(inside(k, size, address, c), () =>
      k.if(
        aligned,
        () => k.store('i32', at, value),
        () => {
          for (let b = 0; b < 4; b++)
            k.store('u8', k.add(at, k.i32(b)), k.binary('shrU', value, k.i32(8 * b)));
        },
      ),
    );
  });
}

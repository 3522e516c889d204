// Memory instructions: LOAD, STORE, RESQ and the ATOM* family on shader buffers (BUFFER, byte
// addressed), compute shared memory (MEMORY declared SHARED, byte addressed) and images (IMAGE, texel
// addressed), plus the fences and BARRIER. Every access is bounds-checked: reads outside give 0 and
// writes outside are dropped. Lanes run in order, one after the other, so each atomic is atomic and
// BARRIER is already satisfied when all lanes of a block are in one run.
import { TgsiFile, TgsiTextureTarget } from '../ir.js';
import { TgsiOpcode } from '../opcodes.js';
import { TgsiExecutionError } from './errors.js';
import { bitsFloat, floatBits, fr } from './numeric.js';
import type { PreparedInstruction } from './program.js';
import type { TgsiImage } from './resources.js';
import type { TgsiRuntime } from './runtime.js';

const O = TgsiOpcode;

type Atomic = (old: number, value: number, compare: number) => number;

const ATOMICS: ReadonlyMap<number, Atomic> = new Map<number, Atomic>([
  [O.ATOMUADD, (old, v) => (old + v) | 0],
  [O.ATOMXCHG, (_old, v) => v],
  [O.ATOMCAS, (old, v, cmp) => (old === cmp ? v : old)],
  [O.ATOMAND, (old, v) => old & v],
  [O.ATOMOR, (old, v) => old | v],
  [O.ATOMXOR, (old, v) => old ^ v],
  [O.ATOMUMIN, (old, v) => (old >>> 0 < v >>> 0 ? old : v)],
  [O.ATOMUMAX, (old, v) => (old >>> 0 > v >>> 0 ? old : v)],
  [O.ATOMIMIN, (old, v) => Math.min(old, v)],
  [O.ATOMIMAX, (old, v) => Math.max(old, v)],
  [O.ATOMFADD, (old, v) => floatBits(fr(bitsFloat(old) + bitsFloat(v)))],
  // tgsi.rst: dst = resource + 1; resource = dst <= src ? dst : 0 (unsigned).
  [O.ATOMINC_WRAP, (old, v) => ((old + 1) >>> 0 <= v >>> 0 ? (old + 1) | 0 : 0)],
  // tgsi.rst: resource = (dst > 0 && dst < src) ? dst - 1 : 0 (unsigned).
  [O.ATOMDEC_WRAP, (old, v) => (old >>> 0 > 0 && old >>> 0 < v >>> 0 ? (old - 1) | 0 : 0)],
]);

/** Opcodes this file executes. */
export const MEMORY_OPCODES: readonly number[] = [
  O.LOAD,
  O.STORE,
  O.RESQ,
  ...ATOMICS.keys(),
  O.MFENCE,
  O.LFENCE,
  O.SFENCE,
  O.MEMBAR,
  O.BARRIER,
];

/** A resource operand: byte-addressed memory or an image. */
type Resource =
  | { kind: 'bytes'; view: DataView | null }
  | { kind: 'image'; image: TgsiImage | null; dims: number };

const EMPTY = new DataView(new ArrayBuffer(0));

function resource(rt: TgsiRuntime, ins: PreparedInstruction, file: TgsiFile, index: number): Resource {
  if (file === TgsiFile.BUFFER) return { kind: 'bytes', view: rt.buffers[index] ?? null };
  if (file === TgsiFile.MEMORY) {
    if (rt.program.declarationOf(TgsiFile.MEMORY, index)?.memoryType !== 'SHARED') {
      throw new TgsiExecutionError(
        ins.index,
        `MEMORY[${index}] is not SHARED; only compute shared memory is supported`,
      );
    }
    return { kind: 'bytes', view: rt.shared };
  }
  if (file === TgsiFile.IMAGE) {
    const declared = rt.program.declarationOf(TgsiFile.IMAGE, index)?.image?.target;
    const target = ins.ir.memory?.texture ?? declared ?? TgsiTextureTarget['2D'];
    return { kind: 'image', image: rt.images[index] ?? null, dims: imageDimensions(target) };
  }
  throw new TgsiExecutionError(ins.index, `${ins.info.name} needs a BUFFER, IMAGE or MEMORY resource`);
}

/** Number of integer coordinates an image target is addressed with. */
function imageDimensions(target: number): number {
  switch (target) {
    case TgsiTextureTarget.BUFFER:
    case TgsiTextureTarget['1D']:
      return 1;
    case TgsiTextureTarget['1D_ARRAY']:
    case TgsiTextureTarget['2D']:
    case TgsiTextureTarget.RECT:
    case TgsiTextureTarget['2D_MSAA']:
      return 2;
    default:
      return 3;
  }
}

function readWord(view: DataView | null, offset: number): number {
  view ??= EMPTY;
  return offset + 4 <= view.byteLength ? view.getInt32(offset, true) : 0;
}

function writeWord(view: DataView | null, offset: number, word: number): void {
  if (view && offset + 4 <= view.byteLength) view.setInt32(offset, word, true);
}

/** Texel coordinates of lane i from the address operand (srcWords[k]), or null when outside the image. */
function texel(
  rt: TgsiRuntime,
  k: number,
  i: number,
  image: TgsiImage | null,
  dims: number,
): number[] | null {
  if (!image) return null;
  const L = rt.lanes;
  const a = rt.srcWords[k]!;
  const x = a[i]!;
  const y = dims > 1 ? a[L + i]! : 0;
  const z = dims > 2 ? a[2 * L + i]! : 0;
  const inside = x >= 0 && x < image.width && y >= 0 && y < image.height && z >= 0 && z < image.depth;
  return inside ? [x, y, z] : null;
}

/** Executes one memory instruction for the active lanes. */
export function executeMemory(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const op = ins.opcode;
  const atomic = ATOMICS.get(op);
  if (op === O.LOAD) load(rt, ins);
  else if (op === O.STORE) store(rt, ins);
  else if (op === O.RESQ) resq(rt, ins);
  else if (atomic) atomicOp(rt, ins, atomic);
  // MFENCE, LFENCE, SFENCE, MEMBAR, BARRIER: lanes run in order, so memory is always coherent.
}

function load(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const src = ins.src[0]!;
  const res = resource(rt, ins, src.reg.file, src.reg.index);
  const L = rt.lanes;
  const { n, exec } = rt.mask;
  const words = rt.dstWords;
  const value = new Int32Array(4);
  rt.fetch(ins, 1, 'i');
  const address = rt.srcWords[1]!;
  for (let i = 0; i < n; i++) {
    if (exec[i] === 0) continue;
    value.fill(0);
    if (res.kind === 'bytes') {
      const base = address[i]! >>> 0;
      for (let c = 0; c < 4; c++) value[c] = readWord(res.view, base + 4 * c);
    } else {
      const at = texel(rt, 1, i, res.image, res.dims);
      if (at) res.image!.load(at[0]!, at[1]!, at[2]!, value);
    }
    for (let c = 0; c < 4; c++) words[c * L + i] = value[src.swizzle[c]!]!;
  }
  rt.store(ins, 0xf, true);
}

function store(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const dst = ins.dst[0]!;
  const res = resource(rt, ins, dst.reg.file, dst.reg.index);
  const L = rt.lanes;
  const n = rt.mask.n;
  const mask = dst.writeMask;
  rt.fetch(ins, 0, 'i');
  const values = rt.fetch(ins, 1, 'f');
  const address = rt.srcWords[0]!;
  const texelWords = new Int32Array(4);
  for (let i = 0; i < n; i++) {
    if (!rt.writesMemory(i)) continue;
    if (res.kind === 'bytes') {
      const base = address[i]! >>> 0;
      for (let c = 0; c < 4; c++) if ((mask >> c) & 1) writeWord(res.view, base + 4 * c, values[c * L + i]!);
    } else {
      const at = texel(rt, 0, i, res.image, res.dims);
      if (!at) continue;
      for (let c = 0; c < 4; c++) texelWords[c] = values[c * L + i]!;
      res.image!.store(at[0]!, at[1]!, at[2]!, texelWords, mask);
    }
  }
}

function atomicOp(rt: TgsiRuntime, ins: PreparedInstruction, atomic: Atomic): void {
  const src = ins.src[0]!;
  const res = resource(rt, ins, src.reg.file, src.reg.index);
  const L = rt.lanes;
  const { n, exec } = rt.mask;
  const cas = ins.opcode === O.ATOMCAS;
  const type = ins.opcode === O.ATOMFADD ? 'f' : 'i';
  rt.fetch(ins, 1, 'i');
  const address = rt.srcWords[1]!;
  const first = rt.fetch(ins, 2, type);
  const second = cas ? rt.fetch(ins, 3, type) : first;
  const words = rt.dstWords;
  const texelWords = new Int32Array(4);
  for (let i = 0; i < n; i++) {
    if (exec[i] === 0) continue;
    const value = second[i]!;
    const compare = first[i]!;
    const writes = rt.writesMemory(i);
    let old = 0;
    if (res.kind === 'bytes') {
      const offset = address[i]! >>> 0;
      old = readWord(res.view, offset);
      if (writes) writeWord(res.view, offset, atomic(old, value, compare));
    } else {
      const at = texel(rt, 1, i, res.image, res.dims);
      if (at) {
        res.image!.load(at[0]!, at[1]!, at[2]!, texelWords);
        old = texelWords[0]!;
        texelWords[0] = atomic(old, value, compare);
        if (writes) res.image!.store(at[0]!, at[1]!, at[2]!, texelWords, 1);
      }
    }
    // tgsi.rst gives ATOMINC_WRAP's dst as the incremented value; every other atomic returns the old one.
    const result = ins.opcode === O.ATOMINC_WRAP ? (old + 1) | 0 : old;
    for (let c = 0; c < 4; c++) words[c * L + i] = result;
  }
  rt.store(ins, 0xf, false);
}

function resq(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const src = ins.src[0]!;
  const res = resource(rt, ins, src.reg.file, src.reg.index);
  const info =
    res.kind === 'bytes'
      ? [res.view?.byteLength ?? 0, 0, 0, 0]
      : res.image
        ? [res.image.width, res.image.height, res.image.depth, res.image.samples ?? 1]
        : [0, 0, 0, 0];
  const L = rt.lanes;
  const n = rt.mask.n;
  for (let c = 0; c < 4; c++) rt.dstWords.fill(info[c]! | 0, c * L, c * L + n);
  rt.store(ins, 0xf, false);
}

// The mutable state one executable runs on: register storage (one ArrayBuffer seen as float32, int32
// and uint32 words), bound constant buffers, shader buffers, images, shared memory and the sampler, the
// execution masks, and scratch space for operands of non-arithmetic instructions. It also reads and
// writes operands generically (any file, swizzle, modifier, indirect index, with bounds checks); the
// interpreter uses that for everything, the JIT for everything except arithmetic.
import { TgsiFile, TgsiProcessor } from '../ir.js';
import { ExecMask } from './control.js';
import { TgsiExecutionError } from './errors.js';
import { GeometryOutput } from './geometry-output.js';
import { bitsFloat, floatBits, sat } from './numeric.js';
import {
  MAX_CONSTANT_BUFFERS,
  type PreparedDst,
  type PreparedInstruction,
  type PreparedSrc,
  type RegRef,
  type ScalarRef,
  type TgsiProgram,
} from './program.js';
import type { TgsiFramebufferFetch, TgsiImage, TgsiSampler, TgsiTextureRequest } from './resources.js';
import type { TexturePlan } from './texture-plan.js';

/** How an operand of a non-arithmetic instruction is read: float (modifiers act on the sign bit) or integer. */
export type OperandType = 'f' | 'i';

const EMPTY_WORDS = new Int32Array(0);
const IDENTITY: readonly number[] = [0, 1, 2, 3];
const EMPTY_FLOATS = new Float32Array(0);
/** Shader buffer and image slots. */
export const MAX_SHADER_RESOURCES = 32;
/** Depth of the PUSHA/POPA address stack. */
export const ADDRESS_STACK_DEPTH = 16;

/** Files whose registers resourceIndex hands out, and how messages name them. */
const RESOURCE_OPERAND_NAMES = {
  [TgsiFile.SAMPLER]: 'a sampler (SAMP)',
  [TgsiFile.SAMPLER_VIEW]: 'a sampler view (SVIEW)',
  [TgsiFile.OUTPUT]: 'an output (OUT)',
} as const;
type ResourceOperandFile = keyof typeof RESOURCE_OPERAND_NAMES;

/**
 * Arrays the texture request points at when an instruction has no operand data for them. The zero
 * arrays are shared by every request and never written.
 */
export interface TextureScratch {
  readonly zeroFloats: Float32Array;
  /** The same memory as zeroFloats. */
  readonly zeroWords: Int32Array;
  readonly zeroXyz: Float32Array[];
  /** Quad derivatives of x, y, z. */
  readonly ddx: Float32Array[];
  readonly ddy: Float32Array[];
  /** Per-lane texel offsets x, y, z. */
  readonly offsets: Int32Array[];
  /** TXQ / SVIEWINFO result of one lane. */
  readonly size: Int32Array;
}

function channels<T>(count: number, make: () => T): T[] {
  return Array.from({ length: count }, make);
}

export class TgsiRuntime {
  readonly program: TgsiProgram;
  readonly lanes: number;
  readonly storage: ArrayBuffer;
  readonly f32: Float32Array;
  readonly i32: Int32Array;
  readonly u32: Uint32Array;
  readonly mask: ExecMask;
  /** Fragment shaders: lanes that are helpers (not covered), set per run. */
  readonly helper: Uint8Array;
  readonly isFragment: boolean;
  readonly constWords: Int32Array[] = channels(MAX_CONSTANT_BUFFERS, () => EMPTY_WORDS);
  readonly constFloats: Float32Array[] = channels(MAX_CONSTANT_BUFFERS, () => EMPTY_FLOATS);
  sampler: TgsiSampler | null = null;
  readonly buffers: (DataView | null)[] = channels(MAX_SHADER_RESOURCES, () => null);
  readonly images: (TgsiImage | null)[] = channels(MAX_SHADER_RESOURCES, () => null);
  shared: DataView | null = null;
  framebufferFetch: TgsiFramebufferFetch | null = null;
  /** Geometry shaders: the vertices and primitives each lane emitted. */
  readonly geometry: GeometryOutput | null;
  /** Operand scratch of non-arithmetic instructions: source k, channel c, lane i at [k][c * lanes + i]. */
  readonly srcWords: Int32Array[];
  readonly srcFloats: Float32Array[];
  /** Result scratch: channel c, lane i at [c * lanes + i]. */
  readonly dstWords: Int32Array;
  readonly dstFloats: Float32Array;
  /** The same scratch seen per channel: source k, channel c at [k][c] (maxLanes entries each). */
  readonly srcChannelFloats: Float32Array[][];
  readonly srcChannelWords: Int32Array[][];
  /** Channels x, y, z of each source's scratch (explicit derivatives of texture requests). */
  readonly srcXyzFloats: Float32Array[][];
  /** The reused request of texture instructions. */
  readonly tex: TgsiTextureRequest;
  /** Arrays texture requests point at besides operand data. */
  readonly texScratch: TextureScratch;
  /** Texture lookups' plans by instruction index, made on first execution (texture-plan.ts). */
  readonly texturePlans: (TexturePlan | undefined)[];
  /** PUSHA/POPA: per-lane stacks of four words. */
  readonly addressStack: Int32Array;
  readonly addressDepth: Uint8Array;
  /** CLOCK: instructions counted this run. */
  clock = 0;

  constructor(program: TgsiProgram) {
    this.program = program;
    const L = program.lanes;
    this.lanes = L;
    this.storage = new ArrayBuffer(program.storageWords * 4);
    this.f32 = new Float32Array(this.storage);
    this.i32 = new Int32Array(this.storage);
    this.u32 = new Uint32Array(this.storage);
    this.i32.set(program.immediateWords, program.immediates.base);
    this.mask = new ExecMask(L, program.maxLoopIterations, program.maxCallDepth);
    this.helper = new Uint8Array(L);
    this.isFragment = program.processor === TgsiProcessor.FRAGMENT;
    this.geometry = program.processor === TgsiProcessor.GEOMETRY ? new GeometryOutput(program) : null;
    this.srcWords = channels(5, () => new Int32Array(4 * L));
    this.srcFloats = this.srcWords.map((w) => new Float32Array(w.buffer));
    this.dstWords = new Int32Array(4 * L);
    this.dstFloats = new Float32Array(this.dstWords.buffer);
    const perChannel = <A extends Int32Array | Float32Array>(a: A) =>
      [0, 1, 2, 3].map((c) => a.subarray(c * L, (c + 1) * L) as A);
    this.srcChannelFloats = this.srcFloats.map(perChannel);
    this.srcChannelWords = this.srcWords.map(perChannel);
    this.srcXyzFloats = this.srcChannelFloats.map((channels) => channels.slice(0, 3));
    const zeroWords = new Int32Array(L);
    const zeroFloats = new Float32Array(zeroWords.buffer);
    this.texScratch = {
      zeroFloats,
      zeroWords,
      zeroXyz: [zeroFloats, zeroFloats, zeroFloats],
      ddx: [0, 1, 2].map(() => new Float32Array(L)),
      ddy: [0, 1, 2].map(() => new Float32Array(L)),
      offsets: [0, 1, 2].map(() => new Int32Array(L)),
      size: new Int32Array(4),
    };
    this.texturePlans = new Array(program.instructions.length).fill(undefined);
    this.tex = {
      instruction: 0,
      view: 0,
      sampler: 0,
      target: 0,
      count: 0,
      active: this.mask.exec,
      coords: this.srcChannelFloats[0]!,
      icoords: this.srcChannelWords[0]!,
      compare: null,
      lodMode: 'implicit',
      lod: zeroFloats,
      ilod: zeroWords,
      ddx: this.texScratch.zeroXyz,
      ddy: this.texScratch.zeroXyz,
      offsets: null,
      component: 0,
      out: perChannel(this.dstFloats),
      outWords: perChannel(this.dstWords),
    };
    this.addressStack = new Int32Array(L * ADDRESS_STACK_DEPTH * 4);
    this.addressDepth = new Uint8Array(L);
  }

  /** Refuses a lane count a run cannot have. */
  checkLaneCount(n: number): void {
    if (!Number.isInteger(n) || n < 0 || n > this.lanes) {
      throw new TgsiExecutionError(null, `a run has 0 to ${this.lanes} lanes, got ${n}`);
    }
  }

  /** Starts a run of n lanes. */
  begin(n: number): void {
    this.checkLaneCount(n);
    this.mask.begin(n);
    this.clock = 0;
    this.addressDepth.fill(0, 0, n);
    this.geometry?.begin();
  }

  /** Binds constant buffer `slot` (its bytes are read as little-endian 32-bit words), or unbinds it. */
  setConstantBuffer(slot: number, data: ArrayBufferView | null): void {
    checkSlot(slot, MAX_CONSTANT_BUFFERS, 'constant buffer');
    if (!data) {
      this.constWords[slot] = EMPTY_WORDS;
      this.constFloats[slot] = EMPTY_FLOATS;
      return;
    }
    const count = data.byteLength >> 2;
    let words: Int32Array;
    if (data.byteOffset % 4 === 0) {
      words = new Int32Array(data.buffer, data.byteOffset, count);
    } else {
      words = new Int32Array(count);
      new Uint8Array(words.buffer).set(new Uint8Array(data.buffer, data.byteOffset, count * 4));
    }
    this.constWords[slot] = words;
    this.constFloats[slot] = new Float32Array(words.buffer, words.byteOffset, count);
  }

  /** Binds shader buffer `slot` (BUFFER[slot]) to bytes the shader reads and writes in place, or unbinds it. */
  setShaderBuffer(slot: number, data: Uint8Array | null): void {
    checkSlot(slot, MAX_SHADER_RESOURCES, 'shader buffer');
    this.buffers[slot] = data ? new DataView(data.buffer, data.byteOffset, data.byteLength) : null;
  }

  /** Binds image `slot` (IMAGE[slot]), or unbinds it. */
  setImage(slot: number, image: TgsiImage | null): void {
    checkSlot(slot, MAX_SHADER_RESOURCES, 'image');
    this.images[slot] = image;
  }

  /** The integer in a directly addressed register channel, for one lane. */
  readIndex(s: ScalarRef, lane: number): number {
    return this.readBits(s.reg, s.channel, lane);
  }

  /** Word of a register channel for one lane; 0 outside the file, the array or the buffer. */
  readBits(ref: RegRef, chan: number, lane: number): number {
    if (ref.kind === 'storage') {
      let idx = ref.index;
      if (ref.indirect) {
        idx += this.readBits(ref.indirect.reg, ref.indirect.channel, lane);
        if (idx < ref.lo || idx > ref.hi) return 0;
      }
      let dim = ref.dim;
      if (ref.dimIndirect) {
        dim += this.readBits(ref.dimIndirect.reg, ref.dimIndirect.channel, lane);
        if (dim < 0 || dim >= ref.dimCount) return 0;
      }
      const s = ref.space!;
      return this.i32[
        s.base + dim * s.vertexStride + idx * s.regStride + chan * s.chanStride + lane * s.laneStride
      ]!;
    }
    if (ref.kind === 'constant') {
      let slot = ref.dim;
      if (ref.dimIndirect) slot += this.readBits(ref.dimIndirect.reg, ref.dimIndirect.channel, lane);
      let idx = ref.index;
      if (ref.indirect) idx += this.readBits(ref.indirect.reg, ref.indirect.channel, lane);
      if (slot < 0 || slot >= MAX_CONSTANT_BUFFERS || idx < 0) return 0;
      return this.constWords[slot]![idx * 4 + chan] ?? 0;
    }
    return 0;
  }

  /** Writes a word to a register channel for one lane; dropped outside the file or the array. */
  writeBits(ref: RegRef, chan: number, lane: number, bits: number): void {
    if (ref.kind !== 'storage') return;
    let idx = ref.index;
    if (ref.indirect) {
      idx += this.readBits(ref.indirect.reg, ref.indirect.channel, lane);
      if (idx < ref.lo || idx > ref.hi) return;
    }
    const s = ref.space!;
    this.i32[s.base + idx * s.regStride + chan * s.chanStride + lane] = bits;
  }

  /**
   * Reads source `k` of an instruction into srcWords[k] (all four channels after swizzle) for the active
   * lanes, or for every lane of the run when `allLanes` (derivatives need inactive neighbours); directly
   * addressed registers are copied for every lane. Float operands take `|x|` and `-x` on the sign bit;
   * integer operands as two's complement.
   */
  fetch(ins: PreparedInstruction, k: number, type: OperandType, allLanes = false): Int32Array {
    const src = ins.src[k];
    const out = this.srcWords[k]!;
    if (!src) throw new TgsiExecutionError(ins.index, `source ${k} is missing`);
    const { exec, n } = this.mask;
    const L = this.lanes;
    const reg = src.reg;
    const direct = !reg.indirect && !reg.dimIndirect;
    for (let c = 0; c < 4; c++) {
      const chan = src.swizzle[c]!;
      if (direct && (reg.kind === 'storage' || reg.kind === 'constant')) {
        // Fast path: a register without indirection, copied (or replicated) for every lane.
        const s = reg.space;
        if (s && s.laneStride === 1) {
          const o = s.base + reg.dim * s.vertexStride + reg.index * s.regStride + chan * s.chanStride;
          out.set(this.i32.subarray(o, o + n), c * L);
        } else {
          out.fill(this.readBits(reg, chan, 0), c * L, c * L + n);
        }
        if (src.abs || src.neg) for (let i = c * L; i < c * L + n; i++) out[i] = modify(out[i]!, src, type);
        continue;
      }
      for (let i = 0; i < n; i++) {
        if (!allLanes && exec[i] === 0) continue;
        out[c * L + i] = modify(this.readBits(reg, chan, i), src, type);
      }
    }
    return out;
  }

  /** The first channel of source k as an integer, for one lane. */
  scalar(ins: PreparedInstruction, k: number, type: OperandType, lane: number): number {
    return this.channel(ins, k, 0, type, lane);
  }

  /** Channel c (swizzled, modifiers applied as `type`) of source k as an integer, for one lane. */
  channel(ins: PreparedInstruction, k: number, c: number, type: OperandType, lane: number): number {
    const src = ins.src[k]!;
    return modify(this.readBits(src.reg, src.swizzle[c]!, lane), src, type);
  }

  /**
   * Stores dstWords into destination `d` for active lanes: the channels in both the write mask and
   * `channelMask`, destination channel c taken from result channel `from[c]`. Float results (`float`)
   * are clamped by _SAT. Each channel is copied with the cheapest loop the case allows: a block copy
   * when every lane of the run is active and nothing is clamped.
   */
  store(ins: PreparedInstruction, channelMask: number, float: boolean, d = 0, from = IDENTITY): void {
    const dst: PreparedDst | undefined = ins.dst[d];
    if (!dst) return;
    const mask = dst.writeMask & channelMask;
    const reg = dst.reg;
    if (mask === 0 || reg.kind !== 'storage') return;
    const saturate = ins.saturate && float;
    const { exec, n } = this.mask;
    const L = this.lanes;
    const words = this.dstWords;
    const floats = this.dstFloats;
    const all = this.mask.allActive();
    for (let c = 0; c < 4; c++) {
      if (((mask >> c) & 1) === 0) continue;
      const at = from[c]! * L;
      if (reg.indirect) {
        // Indirect destinations go through the bounds check.
        for (let i = 0; i < n; i++) {
          if (exec[i] === 0) continue;
          const bits = words[at + i]!;
          this.writeBits(reg, c, i, saturate ? floatBits(sat(bitsFloat(bits))) : bits);
        }
        continue;
      }
      const s = reg.space!;
      const o = s.base + reg.index * s.regStride + c * s.chanStride;
      if (saturate) {
        // sat() never gives NaN, so the float store is exact.
        const f32 = this.f32;
        for (let i = 0; i < n; i++) if (all || exec[i] !== 0) f32[o + i] = sat(floats[at + i]!);
      } else if (all) {
        this.i32.set(words.subarray(at, at + n), o);
      } else {
        this.copyActive(o, at);
      }
    }
  }

  /** Copies dstWords[at + i] to storage word o + i for the active lanes, skipping or copying whole groups of four. */
  private copyActive(o: number, at: number): void {
    const { exec, execWords, n } = this.mask;
    const i32 = this.i32;
    const words = this.dstWords;
    const whole = n >> 2;
    for (let k = 0; k < whole; k++) {
      const group = execWords[k]!;
      if (group === 0) continue;
      const i = k << 2;
      if (group === 0x01010101) {
        i32[o + i] = words[at + i]!;
        i32[o + i + 1] = words[at + i + 1]!;
        i32[o + i + 2] = words[at + i + 2]!;
        i32[o + i + 3] = words[at + i + 3]!;
      } else {
        for (let j = i; j < i + 4; j++) if (exec[j] !== 0) i32[o + j] = words[at + j]!;
      }
    }
    for (let i = whole << 2; i < n; i++) if (exec[i] !== 0) i32[o + i] = words[at + i]!;
  }

  /** The lanes whose memory writes count: active, not helpers, not demoted. */
  writesMemory(i: number): boolean {
    return this.mask.exec[i] !== 0 && this.helper[i] === 0 && this.mask.demoted[i] === 0;
  }

  /** Register index of source k, which must be a SAMP, SVIEW or OUT register (`file`). */
  resourceIndex(ins: PreparedInstruction, k: number, file: ResourceOperandFile): number {
    const src: PreparedSrc | undefined = ins.src[k];
    if (src?.reg.file !== file) {
      throw new TgsiExecutionError(
        ins.index,
        `${ins.info.name} needs ${RESOURCE_OPERAND_NAMES[file]} as source ${k}`,
      );
    }
    return src.reg.index;
  }
}

/** Applies source modifiers to a word read as `type`. */
function modify(bits: number, src: PreparedSrc, type: OperandType): number {
  if (type === 'f') {
    if (src.abs) bits &= 0x7fffffff;
    if (src.neg) bits ^= 0x80000000;
    return bits | 0;
  }
  if (src.abs) bits = Math.abs(bits) | 0;
  if (src.neg) bits = -bits | 0;
  return bits;
}

function checkSlot(slot: number, count: number, what: string): void {
  if (!Number.isInteger(slot) || slot < 0 || slot >= count) {
    throw new TgsiExecutionError(null, `${what} slot must be an integer in [0, ${count - 1}], got ${slot}`);
  }
}

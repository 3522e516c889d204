// Texture instructions: TEX, TXP, TXB, TXL, TXD, TXF, TXQ, TXQ_LZ, TXQS, TEX2, TXB2, TXL2, TG4, LODQ and
// the SAMPLE family (SAMPLE, SAMPLE_B/C/C_LZ/D/L/I/I_MS, GATHER4, LOD, SVIEWINFO, SAMPLE_INFO,
// SAMPLE_POS). Each becomes one batch request to the driver's TgsiSampler, with coordinates, the
// shadow reference, level-of-detail inputs and offsets placed where tgsi.rst says each opcode has them.
import { TgsiFile, TgsiReturnType, TgsiTextureTarget } from '../ir.js';
import { TgsiOpcode } from '../opcodes.js';
import { TgsiExecutionError } from './errors.js';
import { floatBits, fr } from './numeric.js';
import type { PreparedInstruction } from './program.js';
import type { TgsiLodMode, TgsiSampler } from './resources.js';
import type { TgsiRuntime } from './runtime.js';

const T = TgsiTextureTarget;
/** Shadow targets whose TEX/TXP/TXD reference is in src0.z. */
const REF_IN_Z: ReadonlySet<number> = new Set([T.SHADOW1D, T.SHADOW2D, T.SHADOWRECT, T.SHADOW1D_ARRAY]);
/** Shadow targets whose TEX/TXP/TXD reference is in src0.w. */
const REF_IN_W: ReadonlySet<number> = new Set([T.SHADOW2D_ARRAY, T.SHADOWCUBE]);
const SHADOW: ReadonlySet<number> = new Set([...REF_IN_Z, ...REF_IN_W, T.SHADOWCUBE_ARRAY]);

const O = TgsiOpcode;

/** How one opcode lays out its operands. */
interface Layout {
  /** Source holding the SAMP (TEX style) or SVIEW (SAMPLE style) operand. */
  readonly unit: number;
  /** SAMPLE style: source holding the SAMP operand, else -1. */
  readonly sampler: number;
  readonly call: 'sample' | 'fetch' | 'gather' | 'lod';
  readonly lodMode: TgsiLodMode;
  /** Source and channel of the bias or explicit LOD, or null (explicit with null means 0). */
  readonly lod: readonly [number, number] | null;
  /** Sources of the x and y derivatives, or null. */
  readonly derivatives: readonly [number, number] | null;
  /** Source and channel of the comparison reference, when the target (or the opcode) is a shadow one. */
  readonly compare: readonly [number, number] | 'tex' | null;
  readonly projective?: boolean;
}

const LAYOUTS: ReadonlyMap<number, Layout> = new Map<number, Layout>([
  [
    O.TEX,
    {
      unit: 1,
      sampler: -1,
      call: 'sample',
      lodMode: 'implicit',
      lod: null,
      derivatives: null,
      compare: 'tex',
    },
  ],
  [
    O.TXP,
    {
      unit: 1,
      sampler: -1,
      call: 'sample',
      lodMode: 'implicit',
      lod: null,
      derivatives: null,
      compare: 'tex',
      projective: true,
    },
  ],
  [
    O.TXB,
    {
      unit: 1,
      sampler: -1,
      call: 'sample',
      lodMode: 'bias',
      lod: [0, 3],
      derivatives: null,
      compare: [0, 2],
    },
  ],
  [
    O.TXL,
    {
      unit: 1,
      sampler: -1,
      call: 'sample',
      lodMode: 'explicit',
      lod: [0, 3],
      derivatives: null,
      compare: [0, 2],
    },
  ],
  [
    O.TXD,
    {
      unit: 3,
      sampler: -1,
      call: 'sample',
      lodMode: 'derivatives',
      lod: null,
      derivatives: [1, 2],
      compare: 'tex',
    },
  ],
  [
    O.TEX2,
    {
      unit: 2,
      sampler: -1,
      call: 'sample',
      lodMode: 'implicit',
      lod: null,
      derivatives: null,
      compare: [1, 0],
    },
  ],
  [
    O.TXB2,
    {
      unit: 2,
      sampler: -1,
      call: 'sample',
      lodMode: 'bias',
      lod: [1, 0],
      derivatives: null,
      compare: [1, 1],
    },
  ],
  [
    O.TXL2,
    {
      unit: 2,
      sampler: -1,
      call: 'sample',
      lodMode: 'explicit',
      lod: [1, 0],
      derivatives: null,
      compare: [1, 1],
    },
  ],
  [
    O.TXF,
    { unit: 1, sampler: -1, call: 'fetch', lodMode: 'explicit', lod: null, derivatives: null, compare: null },
  ],
  [
    O.TG4,
    {
      unit: 2,
      sampler: -1,
      call: 'gather',
      lodMode: 'explicit',
      lod: null,
      derivatives: null,
      compare: [1, 0],
    },
  ],
  [
    O.LODQ,
    { unit: 1, sampler: -1, call: 'lod', lodMode: 'implicit', lod: null, derivatives: null, compare: null },
  ],
  [
    O.SAMPLE,
    { unit: 1, sampler: 2, call: 'sample', lodMode: 'implicit', lod: null, derivatives: null, compare: null },
  ],
  [
    O.SAMPLE_B,
    { unit: 1, sampler: 2, call: 'sample', lodMode: 'bias', lod: [3, 0], derivatives: null, compare: null },
  ],
  [
    O.SAMPLE_L,
    {
      unit: 1,
      sampler: 2,
      call: 'sample',
      lodMode: 'explicit',
      lod: [3, 0],
      derivatives: null,
      compare: null,
    },
  ],
  [
    O.SAMPLE_D,
    {
      unit: 1,
      sampler: 2,
      call: 'sample',
      lodMode: 'derivatives',
      lod: null,
      derivatives: [3, 4],
      compare: null,
    },
  ],
  [
    O.SAMPLE_C,
    {
      unit: 1,
      sampler: 2,
      call: 'sample',
      lodMode: 'implicit',
      lod: null,
      derivatives: null,
      compare: [3, 0],
    },
  ],
  [
    O.SAMPLE_C_LZ,
    {
      unit: 1,
      sampler: 2,
      call: 'sample',
      lodMode: 'explicit',
      lod: null,
      derivatives: null,
      compare: [3, 0],
    },
  ],
  [
    O.SAMPLE_I,
    { unit: 1, sampler: -1, call: 'fetch', lodMode: 'explicit', lod: null, derivatives: null, compare: null },
  ],
  [
    O.SAMPLE_I_MS,
    {
      unit: 1,
      sampler: -1,
      call: 'fetch',
      lodMode: 'explicit',
      lod: [2, 0],
      derivatives: null,
      compare: null,
    },
  ],
  [
    O.GATHER4,
    { unit: 1, sampler: 2, call: 'gather', lodMode: 'explicit', lod: null, derivatives: null, compare: null },
  ],
  [
    O.LOD,
    { unit: 1, sampler: 2, call: 'lod', lodMode: 'implicit', lod: null, derivatives: null, compare: null },
  ],
]);

/** Opcodes this file executes. */
export const TEXTURE_OPCODES: readonly number[] = [
  ...LAYOUTS.keys(),
  O.TXQ,
  O.TXQ_LZ,
  O.TXQS,
  O.SVIEWINFO,
  O.SAMPLE_INFO,
  O.SAMPLE_POS,
];

function samplerOf(rt: TgsiRuntime, ins: PreparedInstruction): TgsiSampler {
  if (!rt.sampler) throw new TgsiExecutionError(ins.index, `${ins.info.name} needs a sampler (setSampler)`);
  return rt.sampler;
}

/** Executes one texture instruction for the active lanes. */
export function executeTexture(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const layout = LAYOUTS.get(ins.opcode);
  if (layout) {
    lookup(rt, ins, layout);
  } else {
    query(rt, ins);
  }
}

function lookup(rt: TgsiRuntime, ins: PreparedInstruction, layout: Layout): void {
  const sampler = samplerOf(rt, ins);
  const L = rt.lanes;
  const { n, exec } = rt.mask;
  const req = rt.tex;
  const sampleStyle = layout.sampler >= 0 || ins.opcode === O.SAMPLE_I || ins.opcode === O.SAMPLE_I_MS;
  const unitFile = sampleStyle ? TgsiFile.SAMPLER_VIEW : TgsiFile.SAMPLER;
  req.instruction = ins.index;
  req.view = rt.resourceIndex(ins, layout.unit, unitFile);
  req.sampler = layout.sampler >= 0 ? rt.resourceIndex(ins, layout.sampler, TgsiFile.SAMPLER) : req.view;
  const view = rt.program.declarationOf(TgsiFile.SAMPLER_VIEW, req.view)?.samplerView;
  const target = sampleStyle ? (view?.target ?? T.UNKNOWN) : (ins.ir.texture?.target ?? T.UNKNOWN);
  req.target = target;
  req.count = n;
  req.active = exec;
  req.lodMode = layout.lodMode;
  req.component = 0;
  const integerCoords = layout.call === 'fetch';
  const implicit = layout.lodMode === 'implicit' || layout.lodMode === 'bias';
  rt.fetch(ins, 0, integerCoords ? 'i' : 'f', implicit && rt.isFragment);
  const coords = req.coords;
  if (layout.projective) {
    for (let i = 0; i < n; i++) {
      const w = coords[3]![i]!;
      for (let c = 0; c < 3; c++) coords[c]![i] = fr(coords[c]![i]! / w);
    }
  }
  // Shadow reference.
  req.compare = null;
  const compareFrom =
    layout.compare === 'tex'
      ? REF_IN_Z.has(target)
        ? ([0, 2] as const)
        : REF_IN_W.has(target)
          ? ([0, 3] as const)
          : target === T.SHADOWCUBE_ARRAY
            ? fail(ins, 'a SHADOWCUBE_ARRAY lookup needs TEX2, TXB2 or TXL2 (tgsi.rst)')
            : null
      : layout.compare;
  const shadowOpcode = ins.opcode === O.SAMPLE_C || ins.opcode === O.SAMPLE_C_LZ;
  if (compareFrom && (shadowOpcode || SHADOW.has(target))) {
    req.compare = channelFloats(rt, ins, compareFrom[0], compareFrom[1], rt.texCompare);
  }
  // Level of detail, or mip level / sample for fetches.
  if (integerCoords) {
    if (layout.lod) {
      const src = rt.fetch(ins, layout.lod[0], 'i');
      req.ilod.set(src.subarray(layout.lod[1] * L, layout.lod[1] * L + n));
    } else {
      req.ilod.set(req.icoords[3]!.subarray(0, n));
    }
  } else if (layout.lod) {
    channelFloats(rt, ins, layout.lod[0], layout.lod[1], req.lod);
  } else {
    req.lod.fill(0);
  }
  // Derivatives.
  if (layout.derivatives) {
    const dx = rt.fetch(ins, layout.derivatives[0], 'f');
    const dy = rt.fetch(ins, layout.derivatives[1], 'f');
    const fx = new Float32Array(dx.buffer);
    const fy = new Float32Array(dy.buffer);
    for (let c = 0; c < 3; c++) {
      req.ddx[c]!.set(fx.subarray(c * L, c * L + n));
      req.ddy[c]!.set(fy.subarray(c * L, c * L + n));
    }
  } else {
    quadDerivatives(rt, coords, req.ddx, req.ddy, implicit && rt.isFragment);
  }
  // Offsets.
  req.offsets = null;
  if (ins.offsets.length > 1) fail(ins, 'only one texel offset is supported');
  const offset = ins.offsets[0];
  if (offset) {
    for (let c = 0; c < 3; c++) {
      const out = rt.texOffsets[c]!;
      for (let i = 0; i < n; i++) out[i] = exec[i] === 0 ? 0 : rt.readIndex(offset[c]!, i);
    }
    req.offsets = rt.texOffsets;
  }
  // Gather component.
  if (ins.opcode === O.TG4 && !SHADOW.has(target)) {
    const first = exec.indexOf(1);
    req.component = first >= 0 && first < n ? rt.scalar(ins, 1, 'i', first) & 3 : 0;
  } else if (ins.opcode === O.GATHER4) {
    req.component = ins.src[1]!.swizzle[0]!;
  }
  sampler[layout.call](req);
  if (layout.call === 'lod') {
    for (let i = 0; i < n; i++) {
      req.out[2]![i] = 0;
      req.out[3]![i] = 0;
    }
  }
  // SAMPLE-style opcodes swizzle the texel with the SVIEW operand's swizzle (not GATHER4, which used it).
  if (sampleStyle && ins.opcode !== O.GATHER4) swizzleResult(rt, ins.src[layout.unit]!.swizzle);
  rt.store(ins, 0xf, returnsFloat(view?.returnType[0]));
}

function returnsFloat(type: number | undefined): boolean {
  return type !== TgsiReturnType.SINT && type !== TgsiReturnType.UINT;
}

/** Queries: sizes, sample counts and sample positions. */
function query(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const { n, exec } = rt.mask;
  const L = rt.lanes;
  const words = rt.dstWords;
  const size = new Int32Array(4);
  const op = ins.opcode;
  if (op === O.SAMPLE_POS) {
    // Single-sample rendering: every sample sits at the pixel centre (tgsi.rst).
    const pos = [floatBits(0.5), floatBits(0.5), 0, 0];
    const swz = ins.src[0]?.swizzle ?? [0, 1, 2, 3];
    for (let c = 0; c < 4; c++) words.fill(pos[swz[c]!]!, c * L, c * L + n);
    rt.store(ins, 0xf, true);
    return;
  }
  if (op === O.SAMPLE_INFO) {
    const src = ins.src[0];
    const samples = src?.reg.file === TgsiFile.SAMPLER_VIEW ? samplerOf(rt, ins).samples(src.reg.index) : 1;
    const info = [samples, 0, 0, 0];
    const swz = src?.swizzle ?? [0, 1, 2, 3];
    for (let c = 0; c < 4; c++) words.fill(info[swz[c]!]!, c * L, c * L + n);
    rt.store(ins, 0xf, false);
    return;
  }
  const sampler = samplerOf(rt, ins);
  if (op === O.TXQS) {
    const view = rt.resourceIndex(ins, 0, TgsiFile.SAMPLER);
    words.fill(sampler.samples(view), 0, n);
    words.fill(0, L, 4 * L);
    rt.store(ins, 0xf, false);
    return;
  }
  const [levelSrc, unitSrc, file] =
    op === O.TXQ_LZ
      ? [-1, 0, TgsiFile.SAMPLER]
      : op === O.SVIEWINFO
        ? [0, 1, TgsiFile.SAMPLER_VIEW]
        : [0, 1, TgsiFile.SAMPLER];
  const view = rt.resourceIndex(ins, unitSrc, file);
  for (let i = 0; i < n; i++) {
    if (exec[i] === 0) continue;
    sampler.size(view, levelSrc < 0 ? 0 : rt.scalar(ins, levelSrc, 'i', i), size);
    for (let c = 0; c < 4; c++) words[c * L + i] = size[c]! | 0;
  }
  rt.store(ins, 0xf, false);
}

/**
 * Copies channel `chan` of source `k` (as floats) into `out` for the run's lanes. Source 0 is the
 * coordinate operand, already fetched (and projected by TXP).
 */
function channelFloats(
  rt: TgsiRuntime,
  ins: PreparedInstruction,
  k: number,
  chan: number,
  out: Float32Array,
): Float32Array {
  const n = rt.mask.n;
  if (k === 0) {
    out.set(rt.tex.coords[chan]!.subarray(0, n));
    return out;
  }
  const L = rt.lanes;
  rt.fetch(ins, k, 'f');
  out.set(rt.srcFloats[k]!.subarray(chan * L, chan * L + n));
  return out;
}

/**
 * Implicit derivatives of x, y, z for fragment shaders: per 2×2 quad (lanes top-left, top-right,
 * bottom-left, bottom-right), ddx = top-right − top-left and ddy = bottom-left − top-left for all four
 * lanes. Zero in other stages and for explicit LODs.
 */
function quadDerivatives(
  rt: TgsiRuntime,
  coords: Float32Array[],
  ddx: Float32Array[],
  ddy: Float32Array[],
  quads: boolean,
): void {
  const n = rt.mask.n;
  for (let c = 0; c < 3; c++) {
    const v = coords[c]!;
    const dx = ddx[c]!;
    const dy = ddy[c]!;
    if (!quads) {
      dx.fill(0, 0, n);
      dy.fill(0, 0, n);
      continue;
    }
    for (let q = 0; q + 3 < n; q += 4) {
      const x = fr(v[q + 1]! - v[q]!);
      const y = fr(v[q + 2]! - v[q]!);
      dx.fill(x, q, q + 4);
      dy.fill(y, q, q + 4);
    }
  }
}

/** Reorders the result channels of the active lanes by a swizzle. */
function swizzleResult(rt: TgsiRuntime, swizzle: readonly number[]): void {
  if (swizzle[0] === 0 && swizzle[1] === 1 && swizzle[2] === 2 && swizzle[3] === 3) return;
  const L = rt.lanes;
  const words = rt.dstWords;
  const texel = new Int32Array(4);
  for (let i = 0; i < rt.mask.n; i++) {
    for (let c = 0; c < 4; c++) texel[c] = words[c * L + i]!;
    for (let c = 0; c < 4; c++) words[c * L + i] = texel[swizzle[c]!]!;
  }
}

function fail(ins: PreparedInstruction, reason: string): never {
  throw new TgsiExecutionError(ins.index, reason);
}

// Texture instructions: TEX, TXP, TXB, TXL, TXD, TXF, TXQ, TXQ_LZ, TXQS, TEX2, TXB2, TXL2, TG4, LODQ and
// the SAMPLE family (SAMPLE, SAMPLE_B/C/C_LZ/D/L/I/I_MS, GATHER4, LOD, SVIEWINFO, SAMPLE_INFO,
// SAMPLE_POS). Each lookup becomes one batch request to the driver's TgsiSampler, set up from the
// instruction's plan (texture-plan.ts): the request's arrays point at operand data where it already
// is — the coordinate register, a fetched operand's channel, shared zeros — so a lookup copies only
// what it must, computes quad derivatives only for implicit LODs in fragment shaders, and allocates
// nothing.
import { TgsiFile } from '../ir.js';
import { TgsiOpcode } from '../opcodes.js';
import { TgsiExecutionError } from './errors.js';
import { floatBits, fr } from './numeric.js';
import type { PreparedInstruction } from './program.js';
import type { TgsiSampler } from './resources.js';
import type { TgsiRuntime } from './runtime.js';
import { TEXTURE_LAYOUTS } from './texture-layouts.js';
import { type TexturePlan, texturePlan } from './texture-plan.js';

const O = TgsiOpcode;
/** SAMPLE_POS: single-sample rendering puts every sample at the pixel centre (tgsi.rst). */
const CENTRE_POSITION = [floatBits(0.5), floatBits(0.5), 0, 0];
const IDENTITY: readonly number[] = [0, 1, 2, 3];

/** Opcodes this file executes. */
export const TEXTURE_OPCODES: readonly number[] = [
  ...TEXTURE_LAYOUTS.keys(),
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
  if (TEXTURE_LAYOUTS.has(ins.opcode)) lookup(rt, ins, samplerOf(rt, ins), texturePlan(rt, ins));
  else query(rt, ins);
}

function lookup(rt: TgsiRuntime, ins: PreparedInstruction, sampler: TgsiSampler, plan: TexturePlan): void {
  const { layout } = plan;
  const { n, exec } = rt.mask;
  const req = rt.tex;
  const scratch = rt.texScratch;
  req.instruction = ins.index;
  req.view = plan.view;
  req.sampler = plan.sampler;
  req.target = plan.target;
  req.count = n;
  req.active = exec;
  req.lodMode = layout.lodMode;
  // Coordinates: in place, or copied (for every lane when the quad derivatives need them).
  if (plan.coords) {
    req.coords = plan.coords.floats;
    req.icoords = plan.coords.words;
  } else {
    rt.fetch(ins, 0, plan.integerCoords ? 'i' : 'f', plan.quadDerivatives);
    req.coords = rt.srcChannelFloats[0]!;
    req.icoords = rt.srcChannelWords[0]!;
    if (layout.projective) project(req.coords, n);
  }
  req.compare = plan.compare ? operandFloats(rt, ins, plan.compare[0], plan.compare[1]) : null;
  // Level of detail, or mip level / sample for fetches (`lod` and `ilod` always share memory).
  if (plan.integerCoords) {
    const [k, c] = layout.lod ?? [0, 3];
    if (k !== 0) rt.fetch(ins, k, 'i');
    req.ilod = k === 0 ? req.icoords[c]! : rt.srcChannelWords[k]![c]!;
    req.lod = k === 0 ? req.coords[c]! : rt.srcChannelFloats[k]![c]!;
  } else if (layout.lod) {
    const [k, c] = layout.lod;
    req.lod = operandFloats(rt, ins, k, c);
    req.ilod = k === 0 ? req.icoords[c]! : rt.srcChannelWords[k]![c]!;
  } else {
    req.lod = scratch.zeroFloats;
    req.ilod = scratch.zeroWords;
  }
  // Derivatives: the shader's own, the quads', or zeros.
  if (layout.derivatives) {
    rt.fetch(ins, layout.derivatives[0], 'f');
    rt.fetch(ins, layout.derivatives[1], 'f');
    req.ddx = rt.srcXyzFloats[layout.derivatives[0]]!;
    req.ddy = rt.srcXyzFloats[layout.derivatives[1]]!;
  } else if (plan.quadDerivatives) {
    quadDerivatives(req.coords, scratch.ddx, scratch.ddy, n);
    req.ddx = scratch.ddx;
    req.ddy = scratch.ddy;
  } else {
    req.ddx = scratch.zeroXyz;
    req.ddy = scratch.zeroXyz;
  }
  req.offsets = plan.offset ? offsets(rt, plan) : null;
  req.component = plan.component === 'source' ? gatherComponent(rt, ins) : plan.component;
  sampler[layout.call](req);
  if (layout.call === 'lod') {
    req.out[2]!.fill(0, 0, n);
    req.out[3]!.fill(0, 0, n);
  }
  rt.store(ins, 0xf, plan.float, 0, plan.resultSwizzle);
}

/** TXP: x, y and z divided by w. */
function project(coords: Float32Array[], n: number): void {
  const w = coords[3]!;
  for (let c = 0; c < 3; c++) {
    const v = coords[c]!;
    for (let i = 0; i < n; i++) v[i] = fr(v[i]! / w[i]!);
  }
}

/**
 * Channel `chan` of source `k` as floats for the run's lanes. Source 0 is the coordinate operand,
 * already read (and projected by TXP).
 */
function operandFloats(rt: TgsiRuntime, ins: PreparedInstruction, k: number, chan: number): Float32Array {
  if (k === 0) return rt.tex.coords[chan]!;
  rt.fetch(ins, k, 'f');
  return rt.srcChannelFloats[k]![chan]!;
}

/** Per-lane texel offsets (0 for inactive lanes); an immediate offset is read once. */
function offsets(rt: TgsiRuntime, plan: TexturePlan): Int32Array[] {
  const { n, exec } = rt.mask;
  const out = rt.texScratch.offsets;
  for (let c = 0; c < 3; c++) {
    const ref = plan.offset![c]!;
    const lanes = out[c]!;
    const uniform = ref.reg.kind !== 'storage' || (!ref.reg.indirect && ref.reg.space!.laneStride === 0);
    const value = uniform ? rt.readIndex(ref, 0) : 0;
    for (let i = 0; i < n; i++) lanes[i] = exec[i] === 0 ? 0 : uniform ? value : rt.readIndex(ref, i);
  }
  return out;
}

/** TG4: the component in src1.x of the first active lane. */
function gatherComponent(rt: TgsiRuntime, ins: PreparedInstruction): number {
  const { n, exec } = rt.mask;
  const first = exec.indexOf(1);
  return first >= 0 && first < n ? rt.scalar(ins, 1, 'i', first) & 3 : 0;
}

/**
 * Implicit derivatives of x, y, z for fragment shaders, computed once per 2×2 quad (lanes top-left,
 * top-right, bottom-left, bottom-right): ddx = top-right − top-left and ddy = bottom-left − top-left
 * for all four lanes. Lanes after the last whole quad get 0.
 */
function quadDerivatives(coords: Float32Array[], ddx: Float32Array[], ddy: Float32Array[], n: number): void {
  const whole = n & ~3;
  for (let c = 0; c < 3; c++) {
    const v = coords[c]!;
    const dx = ddx[c]!;
    const dy = ddy[c]!;
    for (let q = 0; q < whole; q += 4) {
      const base = v[q]!;
      const x = fr(v[q + 1]! - base);
      const y = fr(v[q + 2]! - base);
      dx[q] = x;
      dx[q + 1] = x;
      dx[q + 2] = x;
      dx[q + 3] = x;
      dy[q] = y;
      dy[q + 1] = y;
      dy[q + 2] = y;
      dy[q + 3] = y;
    }
    for (let i = whole; i < n; i++) {
      dx[i] = 0;
      dy[i] = 0;
    }
  }
}

/** Fills result channel c of the run's lanes with values[swizzle[c]], and stores it. */
function storeConstant(
  rt: TgsiRuntime,
  ins: PreparedInstruction,
  values: readonly number[],
  swizzle: readonly number[],
  float: boolean,
): void {
  const L = rt.lanes;
  const n = rt.mask.n;
  for (let c = 0; c < 4; c++) rt.dstWords.fill(values[swizzle[c]!]! | 0, c * L, c * L + n);
  rt.store(ins, 0xf, float);
}

/** Queries: sizes, sample counts and sample positions. */
function query(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const { n, exec } = rt.mask;
  const L = rt.lanes;
  const words = rt.dstWords;
  const op = ins.opcode;
  if (op === O.SAMPLE_POS) {
    storeConstant(rt, ins, CENTRE_POSITION, ins.src[0]?.swizzle ?? IDENTITY, true);
    return;
  }
  if (op === O.SAMPLE_INFO) {
    const src = ins.src[0];
    const samples = src?.reg.file === TgsiFile.SAMPLER_VIEW ? samplerOf(rt, ins).samples(src.reg.index) : 1;
    storeConstant(rt, ins, [samples, 0, 0, 0], src?.swizzle ?? IDENTITY, false);
    return;
  }
  const sampler = samplerOf(rt, ins);
  if (op === O.TXQS) {
    const view = rt.resourceIndex(ins, 0, TgsiFile.SAMPLER);
    storeConstant(rt, ins, [sampler.samples(view), 0, 0, 0], IDENTITY, false);
    return;
  }
  const [levelSrc, unitSrc, file] =
    op === O.TXQ_LZ
      ? [-1, 0, TgsiFile.SAMPLER]
      : op === O.SVIEWINFO
        ? [0, 1, TgsiFile.SAMPLER_VIEW]
        : [0, 1, TgsiFile.SAMPLER];
  const view = rt.resourceIndex(ins, unitSrc, file);
  const size = rt.texScratch.size;
  for (let i = 0; i < n; i++) {
    if (exec[i] === 0) continue;
    sampler.size(view, levelSrc < 0 ? 0 : rt.scalar(ins, levelSrc, 'i', i), size);
    for (let c = 0; c < 4; c++) words[c * L + i] = size[c]! | 0;
  }
  rt.store(ins, 0xf, false);
}

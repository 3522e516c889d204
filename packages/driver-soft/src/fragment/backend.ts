// The fragment back end: one JavaScript function generated per BackendKey (as llvmpipe generates one
// fragment function per state variant) that takes a shaded batch of quads through the alpha test, the
// stencil and depth tests with their buffer updates, occlusion counting, blending or the logic op, the
// colour masks and the stores into each render target's format. Functions are cached by key.
import {
  formatDescription,
  type PipeFormat,
  PipeFormatChannelType,
  PipeLogicop,
  packRgbaFloat,
  packRgbaSint,
  packRgbaUint,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
} from '@gallium-ts/gallium-api';
import {
  blendEquation,
  blendStaysInUnitRange,
  compare,
  lit,
  logicOp32,
  readColor,
  stencilOp,
  writeColor,
  zsAccess,
} from './backend-emit.js';
import { type BackendKey, backendKeyString, type ColorTargetKey } from './backend-key.js';
import type { QuadBatch } from './quad-batch.js';
import type { TargetView } from './target-view.js';
import { UNORM8_INV } from './unorm8.js';

/** What a back end reads besides the batch and the shader outputs. */
export interface BackendParams {
  colors: readonly (TargetView | null)[];
  zs: TargetView | null;
  stencilRef: readonly [number, number];
  alphaRef: number;
  blendColor: readonly number[];
  /** The draw's query counters: samples that passed are added to `samples`. */
  stats: { samples: number };
}

/**
 * A generated back end: lanes 0..lanes-1 of `batch`, shader outputs as float and integer views indexed
 * [register · 4 + channel], and the lanes the shader killed or demoted.
 */
export type Backend = (
  batch: QuadBatch,
  lanes: number,
  out: readonly Float32Array[],
  outInts: readonly Int32Array[],
  params: BackendParams,
  killed: Uint8Array,
  demoted: Uint8Array,
) => void;

const sint = new Int32Array(4);
const uint = new Uint32Array(4);

/**
 * The format codecs generated code calls for targets without a fast codec (gallium-api's pack/unpack;
 * integer values travel as int32 words), as `codecs.read` / `codecs.write`.
 */
export const CODECS = {
  read: (format: PipeFormat, u8: Uint8Array, at: number, out: Float64Array) =>
    unpackRgbaFloat(format, u8, at, out),
  write: (format: PipeFormat, u8: Uint8Array, at: number, rgba: Float64Array) =>
    packRgbaFloat(format, rgba, u8, at),
  readInt: (format: PipeFormat, u8: Uint8Array, at: number, out: Float64Array) => {
    if (signedFormat(format)) unpackRgbaSint(format, u8, at, sint);
    else {
      unpackRgbaUint(format, u8, at, uint);
      for (let c = 0; c < 4; c++) sint[c] = uint[c]! | 0;
    }
    out.set(sint);
  },
  writeInt: (format: PipeFormat, u8: Uint8Array, at: number, rgba: Float64Array) => {
    if (signedFormat(format)) packRgbaSint(format, rgba, u8, at);
    else {
      for (let c = 0; c < 4; c++) uint[c] = rgba[c]! >>> 0;
      packRgbaUint(format, uint, u8, at);
    }
  },
};

function signedFormat(format: PipeFormat): boolean {
  return formatDescription(format).channels.some((c) => c.type === PipeFormatChannelType.SINT);
}

const cache = new Map<string, Backend>();

/** The back end for `key` (generated on first use). */
export function backendFor(key: BackendKey): Backend {
  const id = backendKeyString(key);
  let fn = cache.get(id);
  if (!fn) {
    fn = new Function('codecs', generate(key))(CODECS) as Backend;
    cache.set(id, fn);
  }
  return fn;
}

/**
 * `const zq = …`: Math.round(zf · (2^bits − 1)) for the clamped depth zf in [0, 1], written as the floor
 * of the scaled value plus one when its fraction (exact) is at least ½ — as the IR's depth test does, and
 * several times faster in V8 than Math.round.
 */
export function quantizedDepthCode(bits: number): string {
  return `const zsc = zf * ${lit(2 ** bits - 1)}, zfl = Math.floor(zsc), zq = zsc - zfl >= 0.5 ? zfl + 1 : zfl;`;
}

/** Channel views of FS output register `r`: floats `o<r>x..w`, integers `oi<r>x..w`. */
function outputViews(registers: ReadonlySet<number>): string {
  const lines: string[] = [];
  for (const r of registers) {
    for (let c = 0; c < 4; c++) {
      lines.push(`const o${r}${'xyzw'[c]} = out[${r * 4 + c}], oi${r}${'xyzw'[c]} = outInts[${r * 4 + c}];`);
    }
  }
  return lines.join('\n');
}

/**
 * The generated back end's code in parts, for the batched back end below and for fused fragment
 * programs (fused-shade.ts) alike: `head` declares what the lanes use (from `batch` and `params`);
 * `lane` takes one covered lane — `l`, its quad `q`, pixel `x`, `y`, `layer` known — through the tests,
 * counting and every target (`tests` and `writes` are its two halves), reading the float outputs of register r channel c as `f<r><c>` and integer
 * outputs as `oi<r><c>[l]`; `tail` follows the loop; `registers` are the output registers read.
 */
export interface BackendParts {
  /** Declarations made once, outside the generated function (scratch storage). */
  shared: string[];
  head: string[];
  lane: string[];
  /** `lane` in two: the tests (alpha, depth, stencil, with their depth/stencil writes), then the rest. */
  tests: string[];
  writes: string[];
  /**
   * Whether the tests read nothing the shader gives (no kill, alpha test, alpha to coverage, depth or
   * stencil output), so a fused program may run them before the shader (early depth): a lane that fails
   * them then skips interpolation and shading, with the same bytes in the targets.
   */
  testsBeforeShader: boolean;
  tail: string;
  registers: ReadonlySet<number>;
}

export function backendParts(key: BackendKey): BackendParts {
  const registers = new Set<number>();
  for (const c of key.colors) {
    if (c && c.output >= 0) registers.add(c.output);
    if (c && c.output1 >= 0) registers.add(c.output1);
  }
  if (key.depthOutput >= 0) registers.add(key.depthOutput);
  if (key.stencilOutput >= 0) registers.add(key.stencilOutput);
  const alphaOutput = key.colors[0]?.output ?? -1;
  if ((key.dsa.alpha.enabled || key.alphaToCoverage) && alphaOutput >= 0) registers.add(alphaOutput);

  // Integers read from the state are made int32 with `| 0` once, so pixel loops use them unchecked.
  const head = [
    'const cov = batch.coverage, bqx = batch.qx, bqy = batch.qy, bz = batch.z, bfront = batch.front, blayer = batch.layer;',
    `const INV255 = ${lit(UNORM8_INV)};`,
    'const sref0 = params.stencilRef[0] | 0, sref1 = params.stencilRef[1] | 0, aref = params.alphaRef;',
    'const balpha = batch.alpha, bzmin = batch.zmin, bzmax = batch.zmax;',
    'const kr = params.blendColor[0], kg = params.blendColor[1], kb = params.blendColor[2], ka = params.blendColor[3];',
  ];
  if (key.zs) {
    head.push(
      'const zt = params.zs, zbase = zt.base | 0, zrow = zt.stride | 0, zls = zt.layerStride | 0, zbs = zt.blockSize | 0;',
      'const z32 = zt.u32, zf32 = zt.f32, z16 = zt.u16, z8 = zt.u8;',
      'const zdv = zt.dv;',
    );
  }
  key.colors.forEach((c, t) => {
    if (!c) return;
    head.push(
      `const c${t} = params.colors[${t}], c${t}u8 = c${t}.u8, c${t}u32 = c${t}.u32, c${t}f32 = c${t}.f32, c${t}fmt = c${t}.format;`,
      `const c${t}base = c${t}.base | 0, c${t}row = c${t}.stride | 0, c${t}ls = c${t}.layerStride | 0, c${t}bs = c${t}.blockSize | 0;`,
    );
  });
  const lines = (list: string[]) =>
    list
      .filter((line) => line !== '')
      // Float outputs are read through locals: stores into the targets could alias the registers' memory
      // for all V8 knows, so repeated reads would be repeated loads.
      .map((line) => line.replace(/\bo(\d+)([xyzw])\[l\]/g, 'f$1$2'));
  const tests = lines([
    key.coverageAlpha ? 'const cova = balpha[l];' : '',
    alphaToCoverage(key, alphaOutput),
    alphaTest(key, alphaOutput),
    depthStencil(key),
  ]);
  const writes = lines([
    key.countSamples ? 'passed++;' : '',
    ...key.colors.map((c, t) => (c ? colorTarget(key, c, t) : '')),
  ]);
  return {
    shared: ['const tmp = new Float64Array(4);'],
    head: ['let passed = 0;', ...head],
    lane: [...tests, ...writes],
    tests,
    writes,
    testsBeforeShader:
      !key.fsKills &&
      !key.alphaToCoverage &&
      !key.dsa.alpha.enabled &&
      key.depthOutput < 0 &&
      key.stencilOutput < 0,
    tail: key.countSamples ? 'params.stats.samples += passed;' : '',
    registers,
  };
}

function generate(key: BackendKey): string {
  const { shared, head, lane, tail, registers } = backendParts(key);
  return `${shared.join('\n')}
return function backend(batch, lanes, out, outInts, params, killed, demoted) {
${head.join('\n')}
${outputViews(registers)}
for (let l = 0; l < lanes; l++) {
${key.fsKills ? 'if (cov[l] === 0 || killed[l] !== 0 || demoted[l] !== 0) continue;' : 'if (cov[l] === 0) continue;'}
const q = l >> 2, x = bqx[q] + (l & 1), y = bqy[q] + ((l >> 1) & 1), layer = blayer[q];
${[...registers].map((r) => `const ${[...'xyzw'].map((c) => `f${r}${c} = o${r}${c}[l]`).join(', ')};`).join('\n')}
${lane.join('\n')}
}
${tail}
};`;
}

/** The fragment's alpha of FS output `output` as tests see it: clamped if asked, times smooth coverage. */
function testAlpha(key: BackendKey, output: number): string {
  const value = key.clampColor
    ? `(o${output}w[l] <= 0 ? 0 : o${output}w[l] >= 1 ? 1 : o${output}w[l])`
    : `o${output}w[l]`;
  return key.coverageAlpha ? `(${value} * cova)` : value;
}

function alphaToCoverage(key: BackendKey, output: number): string {
  if (!key.alphaToCoverage || output < 0) return '';
  // One sample: it is covered when alpha rounds to one sample's worth (alpha ≥ ½).
  return `if (!(${testAlpha(key, output)} >= 0.5)) continue;`;
}

function alphaTest(key: BackendKey, output: number): string {
  const { alpha } = key.dsa;
  if (!alpha.enabled || output < 0) return '';
  return `if (!(${compare(alpha.func, testAlpha(key, output), 'aref')})) continue;`;
}

function depthStencil(key: BackendKey): string {
  const zs = key.zs;
  if (!zs) return '';
  const { depth, stencil } = key.dsa;
  const useDepth = depth.enabled && zs.depth !== null;
  const useStencil = stencil[0].enabled && zs.stencil !== null;
  const useBounds = depth.boundsTest && zs.depth !== null;
  if (!useDepth && !useStencil && !useBounds) return '';
  const lines = [zsAccess.position(zs), zsAccess.read(zs)];
  if (useBounds) {
    // The depth bounds test compares the stored depth (as a value in [0, 1]) with the bounds.
    const d = zs.depth!;
    const stored = d.float ? 'zd' : `(zd / ${lit(2 ** d.bits - 1)})`;
    lines.push(
      `if (!(${stored} >= ${lit(depth.boundsMin)} && ${stored} <= ${lit(depth.boundsMax)})) continue;`,
    );
  }
  if (useDepth) {
    const d = zs.depth!;
    const source = key.depthOutput >= 0 ? `o${key.depthOutput}z[l]` : 'bz[l]';
    lines.push(`let zf = ${source};`);
    if (key.depthClamp) lines.push('zf = zf > bzmin[l] ? (zf < bzmax[l] ? zf : bzmax[l]) : bzmin[l];');
    lines.push('zf = zf > 0 ? (zf < 1 ? zf : 1) : 0;');
    lines.push(d.float ? 'const zq = Math.fround(zf);' : quantizedDepthCode(d.bits));
  }
  const write = (depthWrite: boolean, stencilWrite: boolean) => zsAccess.write(zs, depthWrite, stencilWrite);
  const depthPasses = useDepth ? compare(depth.func, 'zq', 'zd') : 'true';
  const depthWrite = useDepth && depth.writemask;
  if (!useStencil) {
    lines.push(`if (!(${depthPasses})) continue;`);
    if (depthWrite) lines.push('const zn = zq;', write(true, false));
    return lines.join('\n');
  }
  const face = (s: BackendKey['dsa']['stencil'][0], ref: string) => {
    const vm = lit(s.valuemask);
    const wm = lit(s.writemask);
    const masked = (op: number) =>
      s.writemask === 255
        ? stencilOp(op, 'sv', ref)
        : `((sv & ${lit(~s.writemask & 255)}) | (${stencilOp(op, 'sv', ref)} & ${wm}))`;
    return [
      `const sref = ${ref};`,
      `if (!(${compare(s.func, `(sref & ${vm})`, `(sv & ${vm})`)})) { const sn = ${masked(s.failOp)}; if (sn !== sv) { ${write(false, true)} } continue; }`,
      `if (!(${depthPasses})) { const sn = ${masked(s.zfailOp)}; if (sn !== sv) { ${write(false, true)} } continue; }`,
      `const sn = ${masked(s.zpassOp)};`,
      depthWrite ? 'const zn = zq;' : '',
      depthWrite ? write(true, true) : `if (sn !== sv) { ${write(false, true)} }`,
    ].join('\n');
  };
  const ref = (f: 0 | 1) => (key.stencilOutput >= 0 ? `(oi${key.stencilOutput}y[l] & 255)` : `sref${f}`);
  if (stencil[1].enabled)
    lines.push(
      `if (bfront[q] !== 0) {\n${face(stencil[0], ref(0))}\n} else {\n${face(stencil[1], ref(1))}\n}`,
    );
  else lines.push(face(stencil[0], ref(0)));
  return lines.join('\n');
}

function colorTarget(key: BackendKey, c: ColorTargetKey, t: number): string {
  const mask = c.blend.colormask;
  if (c.output < 0 || mask === 0) return '';
  const r = c.output;
  const lines = [`{`, `const cp = c${t}base + layer * c${t}ls + y * c${t}row + x * c${t}bs;`];
  // With logic ops enabled blending is off on every target; the op itself applies to UNORM and integer
  // targets only (others take the source colour).
  const logicOn = key.logicop !== null;
  const logic = logicOn && key.logicop !== PipeLogicop.COPY && c.logicOpBits !== null ? key.logicop! : null;
  if (c.cls === 'integer') {
    lines.push(`const rr0 = oi${r}x[l], rg0 = oi${r}y[l], rb0 = oi${r}z[l], ra0 = oi${r}w[l];`);
    if (mask !== 15 || logic !== null) lines.push(readColor(c, t));
    if (logic !== null) {
      const op = (ch: number, s: string, d: string) =>
        integerBits(logicOp32(logic, s, d), c.logicOpBits![ch]!, c.signedInteger);
      lines.push(
        `const rr = ${op(0, 'rr0', 'dr')}, rg = ${op(1, 'rg0', 'dg')}, rb = ${op(2, 'rb0', 'db')}, ra = ${op(3, 'ra0', 'da')};`,
      );
    } else lines.push('const rr = rr0, rg = rg0, rb = rb0, ra = ra0;');
    lines.push(writeColor(c, t, mask), '}');
    return lines.join('\n');
  }
  const low = c.cls === 'snorm' ? '-1' : '0';
  const clamp = (v: string) => `(${v} > ${low} ? (${v} < 1 ? ${v} : 1) : ${low})`;
  const clamped = c.cls === 'normalized' || c.cls === 'snorm' || key.clampColor;
  const source = (ch: string, reg: number) => (clamped ? clamp(`o${reg}${ch}[l]`) : `o${reg}${ch}[l]`);
  let alpha = source('w', r);
  if (key.coverageAlpha) alpha = `${alpha} * cova`;
  if (key.alphaToOne) alpha = '1';
  lines.push(`const sr = ${source('x', r)}, sg = ${source('y', r)}, sb = ${source('z', r)}, sa = ${alpha};`);
  if (c.output1 >= 0)
    lines.push(
      `const tr = ${source('x', c.output1)}, tg = ${source('y', c.output1)}, tb = ${source('z', c.output1)}, ta = ${source('w', c.output1)};`,
    );
  const blend = c.blend.blendEnable && !logicOn;
  const needDst = blend || logic !== null || (mask !== 15 && c.codec === 'generic');
  if (needDst) lines.push(readColor(c, t));
  if (logic !== null) {
    const op = (ch: number, s: string, d: string) => {
      const bits = c.logicOpBits![ch]!;
      if (bits === 0) return s;
      const max = lit(2 ** bits - 1);
      const toInt = (v: string) => `(${v} * ${max} + 0.5 | 0)`;
      return `(${logicOp32(logic, toInt(s), toInt(d))} & ${max}) / ${max}`;
    };
    lines.push(
      `const rr = ${op(0, 'sr', 'dr')}, rg = ${op(1, 'sg', 'dg')}, rb = ${op(2, 'sb', 'db')}, ra = ${op(3, 'sa', 'da')};`,
    );
  } else if (blend) {
    const b = c.blend;
    const eq = (ch: number) =>
      ch === 3
        ? blendEquation(b.alphaFunc, b.alphaSrcFactor, b.alphaDstFactor, ch)
        : blendEquation(b.rgbFunc, b.rgbSrcFactor, b.rgbDstFactor, ch);
    lines.push(`const rr = ${eq(0)}, rg = ${eq(1)}, rb = ${eq(2)}, ra = ${eq(3)};`);
  } else {
    lines.push('const rr = sr, rg = sg, rb = sb, ra = sa;');
  }
  lines.push(writeColor(c, t, mask, unitResults(c, blend)), '}');
  return lines.join('\n');
}

/**
 * Per channel, whether the value a UNORM target stores is known to lie in [0, 1]: its sources are clamped
 * to [0, 1] and logic op results are (logic ops turn blending off), and so are the blend equations
 * blendStaysInUnitRange accepts. Other classes never take the 8-bit store this serves.
 */
function unitResults(c: ColorTargetKey, blend: boolean): boolean[] {
  if (c.cls !== 'normalized') return [false, false, false, false];
  if (!blend) return [true, true, true, true];
  const b = c.blend;
  const rgb = blendStaysInUnitRange(b.rgbFunc, b.rgbSrcFactor, b.rgbDstFactor);
  return [rgb, rgb, rgb, blendStaysInUnitRange(b.alphaFunc, b.alphaSrcFactor, b.alphaDstFactor)];
}

/** An integer result cut to a channel of `bits` bits: masked (unsigned) or sign-extended (signed). */
function integerBits(value: string, bits: number, signed: boolean): string {
  if (bits === 0 || bits >= 32) return `(${value} | 0)`;
  if (signed) return `((${value}) << ${32 - bits} >> ${32 - bits})`;
  return `((${value}) & ${lit(2 ** bits - 1)})`;
}

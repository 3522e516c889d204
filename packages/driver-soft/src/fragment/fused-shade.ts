// Fused fragment functions: for a fragment shader tgsi can express as a lane program (straight-line
// arithmetic, KILL, and 2D lookups the one-lane texel path serves) the whole per-pixel pipeline of a draw
// becomes one generated function, as llvmpipe generates one fragment function per variant: each covered
// pixel is interpolated, shaded and taken through the tests and into the targets in registers, with no
// batch-wide register arrays in between. Everything is computed with the expressions the batched path
// uses (tgsi's lane program is the JIT's own code; interpolation, texel lookup and back end are shared),
// so both paths give the same bits. Shaders or states it does not cover take the batched path. The
// source text of a variant is kept with it: rasterizer threads compile the same text (compileFused).
import {
  emitTgsiLaneProgram,
  MAX_CONSTANT_BUFFERS,
  TGSI_LANE_HELPER_NAMES,
  TGSI_LANE_HELPERS,
  TgsiFile,
  type TgsiLaneProgram,
  TgsiTextureTarget,
} from '@gallium-ts/tgsi';
import { BLOCK } from '../raster/bins.js';
import { Rec } from '../raster/record.js';
import type { SoftShader } from '../shader/soft-shader.js';
import { Texel2d, type Texel2dBinding, texel2dServes } from '../texture/texel-2d.js';
import type { TextureUnit } from '../texture/texture-unit.js';
import type { BackendParams } from './backend.js';
import { backendParts, CODECS } from './backend.js';
import { type BackendKey, backendKeyString } from './backend-key.js';
import { type InputLink, InputSource, Interp } from './linkage.js';
import type { QuadBatch } from './quad-batch.js';
import type { QuadsScratch } from './wasm-quads.js';

/** The generated functions of one fused variant. */
export interface FusedFunctions {
  /**
   * Shades and stores the first `quads` quads of `batch`; `recordsAt` is the byte offset of `records` in
   * the WasmHeap (−1: not in it), which only the kernels reading the heap use.
   */
  quads(
    batch: QuadBatch,
    records: Float64Array,
    quads: number,
    params: BackendParams,
    constantFloats: readonly Float32Array[],
    constantWords: readonly Int32Array[],
    texels: readonly (Texel2dBinding | null)[],
    recordsAt?: number,
  ): void;
  /**
   * The batch range in the heap `quads` copies batches into, for a kernel that writes batches there
   * itself (raster/tile-quads.ts): null (or absent) where `quads` is not WebAssembly reading records in
   * place.
   */
  inPlace?: InPlaceQuads | null;
  /**
   * Shades and stores the fully covered run of blocksX × blocksY blocks of BLOCK × BLOCK pixels from
   * (bx, by) of the primitive whose record is at `r` (null when the state needs per-lane data); `batch`
   * only lends its scratch.
   */
  block:
    | ((
        batch: QuadBatch,
        records: Float64Array,
        r: number,
        bx: number,
        by: number,
        blocksX: number,
        blocksY: number,
        front: number,
        layer: number,
        params: BackendParams,
        constantFloats: readonly Float32Array[],
        constantWords: readonly Int32Array[],
        texels: readonly (Texel2dBinding | null)[],
      ) => void)
    | null;
}

/** A batch range in the heap and how to shade what is written there (FusedFunctions.inPlace). */
export interface InPlaceQuads {
  readonly scratch: QuadsScratch;
  /** Shades and stores the range's first `quads` quads, as `quads` does a copied batch. */
  shade(
    quads: number,
    params: BackendParams,
    constantWords: readonly Int32Array[],
    texels: readonly (Texel2dBinding | null)[],
  ): void;
}

/** A fused variant with what the draw it was made for binds: texel samplers and constant views. */
export interface FusedProgram {
  readonly functions: FusedFunctions;
  /** The generated source the functions were compiled from (see compileFused). */
  readonly source: string;
  readonly texels: readonly (Texel2dBinding | null)[];
  readonly constantFloats: readonly Float32Array[];
  readonly constantWords: readonly Int32Array[];
  /** The block function runs through WebAssembly (wasm-block.ts). */
  readonly wasm: boolean;
}

/**
 * A FusedProgram written out field by field, so that every program has the same hidden class: the
 * per-primitive code that reads them stays optimised (an object spread gave V8 new layouts).
 */
export function makeFusedProgram(
  functions: FusedFunctions,
  source: string,
  texels: readonly (Texel2dBinding | null)[],
  constantFloats: readonly Float32Array[],
  constantWords: readonly Int32Array[],
  wasm: boolean,
): FusedProgram {
  return { functions, source, texels, constantFloats, constantWords, wasm };
}

/** What a fused function depends on besides the shader. */
export interface FusedInputs {
  readonly links: readonly InputLink[];
  /** 0.5 with half-pixel centres, else 0. */
  readonly sampleOffset: number;
  readonly key: BackendKey;
  /** The texture unit of sampler slot u (TEX uses SAMP[u] with view u), or null. */
  unit(slot: number): TextureUnit | null;
  /** The constant buffers of the draw, slot by slot (null = unbound). */
  readonly constants: readonly (ArrayBufferView | null)[];
}

const NO_FLOATS = new Float32Array(0);
const NO_WORDS = new Int32Array(0);

/**
 * Constant buffers as the lane program reads them (CF / CW): 32-bit views of each slot's bytes (copied
 * when unaligned), empty for unbound slots — what tgsi's runtime makes of setConstantBuffer.
 */
function constantViews(constants: readonly (ArrayBufferView | null)[]): {
  floats: Float32Array[];
  words: Int32Array[];
} {
  const floats: Float32Array[] = [];
  const words: Int32Array[] = [];
  for (let slot = 0; slot < MAX_CONSTANT_BUFFERS; slot++) {
    const data = constants[slot] ?? null;
    if (!data) {
      floats.push(NO_FLOATS);
      words.push(NO_WORDS);
      continue;
    }
    const count = data.byteLength >> 2;
    let w: Int32Array;
    if (data.byteOffset % 4 === 0) w = new Int32Array(data.buffer, data.byteOffset, count);
    else {
      w = new Int32Array(count);
      new Uint8Array(w.buffer).set(new Uint8Array(data.buffer, data.byteOffset, count * 4));
    }
    words.push(w);
    floats.push(new Float32Array(w.buffer, w.byteOffset, count));
  }
  return { floats, words };
}

/** A compiled variant and its source. */
interface FusedVariant {
  readonly functions: FusedFunctions;
  readonly source: string;
}

const cache = new WeakMap<SoftShader, Map<string, FusedVariant | null>>();
/** Compiled functions by generated source: equal shaders made again reuse their functions. */
const bySource = new Map<string, FusedFunctions>();

/** Input channels are declined by throwing this from the lane program's input hook. */
class NotFusable extends Error {}

/** The fused program of `fs` for a draw, or null when the draw takes the batched path. */
export function fusedProgram(fs: SoftShader, inputs: FusedInputs): FusedProgram | null {
  const { key, links } = inputs;
  const planar = links.every((l) => l.source === InputSource.ATTRIBUTE || l.source === InputSource.DEFAULT);
  const backendFits =
    key.stencilOutput < 0 && !key.depthClamp && key.colors.every((c) => c === null || c.cls !== 'integer');
  if (!planar || !backendFits || fs.info.systemValuesRead.length > 0) return null;
  // Units the shader samples, with their one-lane texel path (null when the path cannot serve them).
  const slots = [...new Set(Object.keys(fs.info.samplerTargets).map(Number))];
  const texels: (Texel2d | null)[] = [];
  for (const slot of slots) {
    const unit = inputs.unit(slot);
    texels[slot] = unit && texel2dServes(unit) ? new Texel2d(unit) : null;
  }
  const id = [
    inputs.sampleOffset,
    links.map((l) => `${l.register}:${l.interp}`).join(','),
    slots.map((s) => `${s}${texels[s] ? `+${texels[s].key}` : '-'}`).join(','),
    backendKeyString(key),
  ].join('|');
  let perShader = cache.get(fs);
  if (!perShader) {
    perShader = new Map();
    cache.set(fs, perShader);
  }
  let variant = perShader.get(id);
  if (variant === undefined) {
    const source = generate(fs, inputs, texels);
    variant = source === null ? null : { functions: compileFused(source), source };
    perShader.set(id, variant);
  }
  if (!variant) return null;
  const { floats, words } = constantViews(inputs.constants);
  return makeFusedProgram(variant.functions, variant.source, texels, floats, words, false);
}

/** The last line of a variant's source when it has no block function. */
const NO_BLOCK = 'return { quads, block: null };';

/**
 * The functions of generated fused source `source` (once per distinct text, on every thread). The text
 * is compiled at the first call of either function: where the IR kernels serve the whole variant
 * (wasm-block.ts), no thread parses it. The first call puts the compiled functions in place of the stubs.
 */
export function compileFused(source: string): FusedFunctions {
  let functions = bySource.get(source);
  if (!functions) {
    functions = lazyFusedFunctions(source);
    bySource.set(source, functions);
  }
  return functions;
}

/** The compile step of each lazily compiled FusedFunctions (lazyFusedFunctions). */
const compilers = new WeakMap<FusedFunctions, () => FusedFunctions>();

/**
 * The compiled functions of `functions` (compiling them now if they were not): for callers that keep a
 * variant's function to call it for every batch, so the calls do not go through the stub.
 */
export function compiledFused(functions: FusedFunctions): FusedFunctions {
  return compilers.get(functions)?.() ?? functions;
}

function lazyFusedFunctions(source: string): FusedFunctions {
  let made: FusedFunctions | null = null;
  // Callers that took a stub before the first call keep calling it; it calls the compiled function.
  const compiled = (): FusedFunctions => {
    if (made) return made;
    made = new Function('h', 'codecs', 'Rec', source)(TGSI_LANE_HELPERS, CODECS, Rec) as FusedFunctions;
    functions.quads = made.quads;
    functions.block = made.block;
    return made;
  };
  const functions: FusedFunctions = {
    quads: (batch, records, quads, params, CF, CW, texels) =>
      compiled().quads(batch, records, quads, params, CF, CW, texels),
    block: source.endsWith(NO_BLOCK)
      ? null
      : (batch, records, r, bx, by, blocksX, blocksY, front, layer, params, CF, CW, texels) =>
          compiled().block!(
            batch,
            records,
            r,
            bx,
            by,
            blocksX,
            blocksY,
            front,
            layer,
            params,
            CF,
            CW,
            texels,
          ),
  };
  compilers.set(functions, compiled);
  return functions;
}

function generate(fs: SoftShader, inputs: FusedInputs, texels: readonly (Texel2d | null)[]): string | null {
  const { key, links } = inputs;
  const parts = backendParts(key);
  const wanted = [...parts.registers].flatMap((index) =>
    [0, 1, 2, 3].map((channel) => ({ index, channel, kind: 'f' as const })),
  );
  // Interpolated input channels the program reads, in the order it asks for them.
  const used: { register: number; channel: number; perspective: boolean }[] = [];
  let lookups = 0;
  let program: TgsiLaneProgram | null;
  try {
    program = emitTgsiLaneProgram(fs.tokens, {
      input: (file, register, channel, kind) => {
        const link = links.find((l) => l.register === register);
        if (file !== TgsiFile.INPUT || kind !== 'f' || !link) throw new NotFusable();
        if (!used.some((u) => u.register === register && u.channel === channel))
          used.push({ register, channel, perspective: link.interp === Interp.PERSPECTIVE });
        return `in${register}_${channel}`;
      },
      texture: (unit, target, coords) =>
        target === TgsiTextureTarget['2D'] && texels[unit]
          ? {
              code: texels[unit].code(`tex${unit}`, `l${++lookups}_`, coords[0]!, coords[1]!),
              texel: [`l${lookups}_r`, `l${lookups}_g`, `l${lookups}_b`, `l${lookups}_a`],
            }
          : null,
      outputs: wanted,
    });
  } catch (error) {
    if (error instanceof NotFusable) return null;
    throw error;
  }
  if (!program) return null;
  const perspective = used.some((u) => u.perspective);
  // What a primitive's record gives the pixels: [name, initial value, expression], in dependency order.
  const fields: [string, string, string][] = [0, 1, 2].map((i) => [
    `z${'abc'[i]}`,
    '0',
    `records[r + Rec.Z + ${i}]`,
  ]);
  if (perspective) {
    fields.push(
      ...[0, 1, 2].map((i): [string, string, string] => [`w${'abc'[i]}`, '0', `records[r + Rec.W + ${i}]`]),
    );
    // An affine primitive (1/w the same everywhere, e.g. w = 1) divides once, by the same value.
    fields.push(['affine', 'false', 'wa === 0 && wb === 0'], ['w0', '1', '1 / wc']);
  }
  const interpolate: string[] = [];
  for (const { register, channel, perspective: p } of used) {
    const n = `${register}_${channel}`;
    const at = `r + Rec.ATTRIBS + ${(register * 4 + channel) * 3}`;
    fields.push(
      [`a${n}`, '0', `records[${at}]`],
      [`b${n}`, '0', `records[${at} + 1]`],
      [`c${n}`, '0', `records[${at} + 2]`],
    );
    const v = `a${n} * px + b${n} * py + c${n}`;
    // As the batched path stores it: through a float32 register.
    interpolate.push(`const in${n} = fr(${p ? `(${v}) * w` : v});`);
  }
  const outputs = [...parts.registers].map(
    (r, i) =>
      `const ${[0, 1, 2, 3].map((c) => `f${r}${'xyzw'[c]} = ${program.outputs[i * 4 + c] ?? '0'}`).join(', ')};`,
  );
  const units = texels.flatMap((t, u) =>
    t ? [`const tex${u} = texels[${u}];`, Texel2d.bindings(`tex${u}`)] : [],
  );
  // One covered pixel (x, y): everything from interpolation to the targets; `break` leaves it. `w` is
  // the pixel's 1/w (one value for the whole primitive when it is affine).
  const inPixel = (lines: string[]) =>
    lines
      .join('\n')
      .replace(/\bbz\[l\]/g, 'zl')
      .replace(/\bbfront\[q\]/g, 'front')
      .replace(/\bcontinue;/g, 'break;');
  // The tests with the fragment's depth; before the shader when they read nothing it gives (early depth).
  const tests = `const zl = za * px + zb * py + zc;
    ${inPixel(parts.tests)}`;
  const early = parts.testsBeforeShader && !program.killed;
  const pixel = (w: string) => `do {
    const px = x + ${inputs.sampleOffset}, py = y + ${inputs.sampleOffset};
    ${early ? tests : ''}
    ${perspective ? `const w = ${w};` : ''}
    ${interpolate.join('\n    ')}
    ${program.body}
    ${program.killed ? `if (${program.killed} !== 0) break;` : ''}
    ${outputs.join('\n    ')}
    ${early ? '' : tests}
    ${inPixel(parts.writes)}
    } while (false);`;
  const perPixelW = 'affine ? w0 : 1 / (wa * px + wb * py + wc)';
  // The four pixels of a quad, unrolled (pixel j is (qx + (j & 1), qy + (j >> 1))).
  const lane = (j: number) => `if (cov[q * 4 + ${j}] !== 0) {
    const l = q * 4 + ${j}, x = qx${j & 1 ? ' + 1' : ''}, y = qy${j >> 1 ? ' + 1' : ''};
    ${pixel(perPixelW)}
  }`;
  // The pixels of a run of whole blocks, row by row across the run (each pixel is shaded alone, so any
  // order gives the same bytes); an affine primitive's loop has no division at all.
  const blockLoop = (w: string) => `for (let y = by; y < endY; y++) {
  for (let x = bx; x < endX; x++) {
    ${pixel(w)}
  }
}`;
  const prologue = `${program.prelude}
${parts.head.join('\n')}
${units.join('\n')}`;
  // quads() reloads the fields whenever the record changes; block() has one record, so its fields are
  // constants (V8 then keeps them unboxed in the loop instead of checking a mutable local every pixel).
  const fieldVariables = `let ${fields.map(([name, initial]) => `${name} = ${initial}`).join(', ')};`;
  const loadRecord = fields.map(([name, , value]) => `${name} = ${value};`).join('\n    ');
  const fieldConstants = `const ${fields.map(([name, , value]) => `${name} = ${value}`).join(',\n  ')};`;
  return `const {${TGSI_LANE_HELPER_NAMES.join(', ')}} = h;
${parts.shared.join('\n')}
function quads(batch, records, quads, params, CF, CW, texels) {
${prologue}
${fieldVariables}
const qxs = batch.qx, qys = batch.qy, recs = batch.record;
let last = -1;
for (let q = 0; q < quads; q++) {
  const r = recs[q];
  if (r !== last) {
    last = r;
    ${loadRecord}
  }
  const layer = blayer[q], front = bfront[q], qx = qxs[q], qy = qys[q];
${[0, 1, 2, 3].map((j) => lane(j)).join('\n')}
}
${parts.tail}
}
function block(batch, records, r, bx, by, blocksX, blocksY, front, layer, params, CF, CW, texels) {
${prologue}
${fieldConstants}
const endX = bx + blocksX * ${BLOCK}, endY = by + blocksY * ${BLOCK};
${perspective ? `if (affine) {\n${blockLoop('w0')}\n} else {\n${blockLoop('1 / (wa * px + wb * py + wc)')}\n}` : blockLoop('')}
${parts.tail}
}
${blockable(key) ? 'return { quads, block };' : NO_BLOCK}`;
}

/** Whether whole blocks can be shaded without per-lane arrays (no smooth coverage in alpha). */
function blockable(key: BackendKey): boolean {
  return !key.coverageAlpha;
}

// TGSI fragment shaders through the code generation layer against tgsi's lane program (the code the
// fused path runs today), same run, same memory layout: megapixels per second of each way over 16384
// lanes per call (median of interleaved runs after a warm-up), and the milliseconds to translate a
// shader into the IR, emit its module and compile it.
//   node --import ./test/support/register-typescript-hooks.mjs bench/codegen-tgsi.ts [runs]
// (part of `npm run bench:codegen`.) One thread; only the ratios mean anything.
import {
  PipeFormat,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
  samplerState,
} from '@gallium-ts/gallium-api';
import { parseTgsi, type TgsiShader } from '@gallium-ts/tgsi';
import { compileJs, emitJs } from '../src/codegen/ir/emit-js.js';
import { emitWasm, instantiateWasm } from '../src/codegen/ir/emit-wasm.js';
import { type WasmMemory, webAssembly } from '../src/codegen/wasm/runtime.js';
import { Texel2d } from '../src/texture/texel-2d.js';
import { TextureUnit } from '../src/texture/texture-unit.js';
import { ViewState } from '../src/texture/view-state.js';
import { differences } from '../test/codegen/ir-support.js';
import {
  fillTexels,
  laneProgramFunction,
  layoutOffsets,
  type TgsiLayout,
  tgsiIrFunction,
} from '../test/codegen/tgsi-ir-fixture.js';
import { makeTexture } from '../test/texture/fixtures.js';

const runs = Number(process.argv[2] ?? 7);
const CALLS = 64;
const LAYOUT: TgsiLayout = {
  lanes: 16384,
  constantSlots: 1,
  constantWords: 8,
  outputs: [0, 1, 2, 3].map((channel) => ({ index: 0, channel, kind: 'f' as const })),
};
const PAGES = Math.ceil(layoutOffsets(LAYOUT).end / 65536);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The `alu` workload's shader (scripts/mesa-bench/workloads.mjs: 64 MADs, v · 0.999 + 0.0005). */
function aluShader(mads: number): string {
  const body = Array.from({ length: mads }, () => 'MAD TEMP[0], TEMP[0], IMM[0].xxxx, IMM[0].yyyy');
  return `FRAG
DCL IN[0], COLOR, PERSPECTIVE
DCL OUT[0], COLOR
DCL TEMP[0]
IMM[0] FLT32 { 0.999000, 0.000500, 0.0, 0.0 }
MOV TEMP[0], IN[0]
${body.join('\n')}
MOV OUT[0], TEMP[0]
END`;
}

/** Normalisation and transcendentals: EX2, LG2 and POW run as helpers, one call per lane. */
const MIXED = `FRAG
DCL IN[0], COLOR, PERSPECTIVE
DCL IN[1], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL TEMP[0..2]
IMM[0] FLT32 { 2.0, 0.75, 0.5, 1.0 }
MAD TEMP[0], IN[0], IMM[0].xxxx, -IMM[0].wwww
DP3 TEMP[1].x, TEMP[0], TEMP[0]
RSQ TEMP[1].x, TEMP[1].xxxx
MUL TEMP[0], TEMP[0], TEMP[1].xxxx
DP3_SAT TEMP[1].y, TEMP[0], IN[1]
EX2 TEMP[2].x, TEMP[0].yyyy
LG2 TEMP[2].y, |TEMP[0].zzzz|
POW TEMP[2].z, TEMP[1].yyyy, IMM[0].yyyy
MOV TEMP[2].w, IMM[0].wwww
LRP OUT[0], IMM[0].zzzz, TEMP[2], TEMP[0]
END`;

/** One bilinear lookup (the `tex` workload's texture size), modulated by the colour. */
const TEXTURED = `FRAG
DCL IN[0], COLOR, PERSPECTIVE
DCL IN[1], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0]
TEX TEMP[0], IN[1], SAMP[0], 2D
MUL OUT[0], TEMP[0], IN[0]
END`;

const api = webAssembly()!;

function texturedLayout(texelPath: 'helpers' | 'vector'): TgsiLayout {
  const view = makeTexture({
    format: PipeFormat.R8G8B8A8_UNORM,
    width: 256,
    height: 256,
    texel: (x: number, y: number) => [(x ^ y) / 255, ((x * 3 + y) & 255) / 255, 0.5, 1],
  });
  const unit = new TextureUnit(
    new ViewState(view),
    samplerState({
      wrapS: PipeTexWrap.REPEAT,
      wrapT: PipeTexWrap.REPEAT,
      minImgFilter: PipeTexFilter.LINEAR,
      magImgFilter: PipeTexFilter.LINEAR,
      minMipFilter: PipeTexMipfilter.NONE,
    }),
  );
  return { ...LAYOUT, texels: [new Texel2d(unit)], texelPath };
}

function ways(shader: TgsiShader, layout: TgsiLayout) {
  const pages = Math.ceil(layoutOffsets(layout).end / 65536);
  const memories = [0, 1, 2].map(() => new api.Memory({ initial: pages, maximum: pages }));
  for (const memory of memories) {
    const f = new Float32Array(memory.buffer, 0, 8 * LAYOUT.lanes);
    for (let i = 0; i < f.length; i++) f[i] = ((i * 7919) % 1000) / 1000;
    fillTexels(new Uint8Array(memory.buffer), layout);
  }
  const lane = laneProgramFunction(shader, layout, memories[0]!.buffer)!;
  const ir = tgsiIrFunction(shader, layout)!;
  const js = compileJs(emitJs(ir.fn), memories[1]!.buffer, ir.helpers);
  const bytes = emitWasm([ir.fn], { minimumPages: pages, maximumPages: pages });
  const wasm = instantiateWasm(bytes, memories[2]!, ir.helpers).shade!;
  const shade = { 'lane program (today)': lane.shade, 'IR → JavaScript': js, 'IR → WebAssembly SIMD': wasm };
  for (const f of Object.values(shade)) f();
  const image = (m: WasmMemory) => new Uint8Array(m.buffer, 0, layoutOffsets(LAYOUT).end);
  const same =
    differences(image(memories[0]!), image(memories[1]!)).length === 0 &&
    differences(image(memories[0]!), image(memories[2]!)).length === 0;
  return { shade, same };
}

function measure(name: string, shader: TgsiShader, layout = LAYOUT): void {
  const { shade, same } = ways(shader, layout);
  const frame = (f: () => void) => {
    const start = performance.now();
    for (let c = 0; c < CALLS; c++) f();
    return (performance.now() - start) / 1000;
  };
  for (let i = 0; i < 3; i++) for (const f of Object.values(shade)) frame(f);
  const seconds = new Map<string, number[]>(Object.keys(shade).map((k) => [k, []]));
  for (let r = 0; r < runs; r++)
    for (const [way, f] of Object.entries(shade)) seconds.get(way)!.push(frame(f));
  const mpx = (s: number) => (CALLS * LAYOUT.lanes) / s / 1e6;
  const base = mpx(median(seconds.get('lane program (today)')!));
  console.log(
    `\n${name}: ${LAYOUT.lanes} lanes × ${CALLS} calls, median of ${runs} runs; same bits: ${same}`,
  );
  console.log('| way | Mpixel/s | × lane program |');
  console.log('| --- | ---: | ---: |');
  for (const [way, s] of seconds)
    console.log(`| ${way} | ${mpx(median(s)).toFixed(1)} | ${(mpx(median(s)) / base).toFixed(2)} |`);
}

/** Translate into the IR, emit the module, compile it: milliseconds, per shader. */
function variantTimes(text: string) {
  const shader = parseTgsi(text);
  const start = performance.now();
  const ir = tgsiIrFunction(shader, LAYOUT)!;
  const built = performance.now();
  const bytes = emitWasm([ir.fn], { minimumPages: PAGES, maximumPages: PAGES });
  const emitted = performance.now();
  new api.Module(bytes);
  return {
    irMs: built - start,
    emitMs: emitted - built,
    compileMs: performance.now() - emitted,
    bytes: bytes.length,
  };
}

const first = variantTimes(aluShader(64));
// Distinct shaders (MAD counts), so no two modules have the same bytes.
const alu = Array.from({ length: 20 }, (_, i) => variantTimes(aluShader(65 + i)));
const mixed = Array.from({ length: 20 }, (_, i) => variantTimes(MIXED.replace('0.75', String(0.5 + i / 64))));

measure('alu (64 dependent MADs per channel)', parseTgsi(aluShader(64)));
measure('mixed (DP3 / RSQ normalise, EX2, LG2, POW through helpers, LRP)', parseTgsi(MIXED));
measure(
  'textured (one bilinear TEX through the Texel2d helpers, MUL)',
  parseTgsi(TEXTURED),
  texturedLayout('helpers'),
);
measure(
  'textured (one bilinear TEX written in the IR, texel-vector.ts, MUL)',
  parseTgsi(TEXTURED),
  texturedLayout('vector'),
);

console.log('\nper shader: translate into the IR, emit the module, compile it (new WebAssembly.Module)');
console.log('| | translate (ms) | emit (ms) | compile (ms) | module bytes |');
console.log('| --- | ---: | ---: | ---: | ---: |');
const row = (label: string, t: ReturnType<typeof variantTimes>) =>
  console.log(
    `| ${label} | ${t.irMs.toFixed(2)} | ${t.emitMs.toFixed(2)} | ${t.compileMs.toFixed(2)} | ${t.bytes} |`,
  );
row('alu, first shader of the process', first);
const summary = (list: ReturnType<typeof variantTimes>[], pick: (values: number[]) => number) => ({
  irMs: pick(list.map((t) => t.irMs)),
  emitMs: pick(list.map((t) => t.emitMs)),
  compileMs: pick(list.map((t) => t.compileMs)),
  bytes: median(list.map((t) => t.bytes)),
});
const fastest = (values: number[]) => Math.min(...values);
row('alu, next 20 shaders, median', summary(alu, median));
row('alu, next 20 shaders, fastest', summary(alu, fastest));
row('mixed, 20 shaders, median', summary(mixed, median));
row('mixed, 20 shaders, fastest', summary(mixed, fastest));

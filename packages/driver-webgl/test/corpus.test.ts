// Every fragment and vertex shader of Mesa's graw tests (../shared/tgsi-corpus) that the translator
// accepts, run with the harness setup of HARNESS-NOTES.txt on WebGL2 and compared with TgsiMachine:
// fragment shaders per covered pixel of the 250×250 triangle (inputs interpolated the same way),
// vertex shaders per output word over the 16×16 point mesh. The pictures go to test/output/corpus/.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import {
  parseTgsi,
  TgsiFile,
  TgsiMachine,
  TgsiSemantic,
  type TgsiShader,
  TgsiSyntaxError,
} from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { GlslTranslationError } from '../src/glsl/index.js';
import { mismatches, type Tolerance } from './helpers/compare.js';
import {
  CORPUS,
  corpusAvailable,
  corpusFiles,
  FS_CONSTANTS,
  FS_TRIANGLE,
  VS_CONSTANTS,
  vsMesh,
} from './helpers/corpus.js';
import { drawWithShaders, untouched } from './helpers/draw.js';
import { SENTINEL } from './helpers/fragment.js';
import { sharedGl } from './helpers/gl.js';
import { runVertexOnGl, runVertexOnMachine } from './helpers/vertex.js';
import { bitsFloat, floatBits } from './helpers/words.js';

const SIZE = 250;
const OUT = join(new URL('.', import.meta.url).pathname, 'output', 'corpus');
const CLEAR = [0.1, 0.3, 0.5, 0];
/** Shaders Mesa itself no longer parses (corpus README). */
const OUTDATED = ['frag-kil.sh', 'frag-mad-immx.sh', 'frag-tempx.sh'];
/** The arithmetic tolerances of the opcode tests (EX2, LG2, RSQ, LIT, fused multiply-adds). */
const CORPUS_TOLERANCE: Tolerance = { ulp: 4, abs: 2 ** -21, rel: 2e-6 };

const HARNESS_VS = `VERT
DCL IN[0..2]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
MOV OUT[2], IN[2]
END
`;

function load(folder: string, name: string): TgsiShader | null {
  try {
    return parseTgsi(readFileSync(join(CORPUS, folder, name), 'utf8'));
  } catch (e) {
    if (e instanceof TgsiSyntaxError && OUTDATED.includes(name)) return null;
    throw e;
  }
}

/** Floats → RGBA8 picture, top row = window y 0; untouched pixels show the clear colour. */
function picture(words: Uint32Array, width: number, height: number): ReturnType<typeof rgbaImage> {
  const img = rgbaImage(width, height);
  for (let i = 0; i < width * height; i++) {
    const bg = untouched(words, i);
    for (let c = 0; c < 4; c++) {
      const v = bg ? CLEAR[c]! : bitsFloat(words[i * 4 + c]!);
      img.data[i * 4 + c] = Math.round(Math.min(Math.max(Number.isNaN(v) ? 0 : v, 0), 1) * 255);
    }
    if (!bg) img.data[i * 4 + 3] = 255;
  }
  return img;
}

/** Barycentric interpolation of a per-vertex attribute at window position (x, y). */
function interpolate(attr: readonly number[], x: number, y: number): number[] {
  const p = FS_TRIANGLE.position;
  const wx = (k: number) => ((p[k * 4]! + 1) / 2) * SIZE;
  const wy = (k: number) => ((p[k * 4 + 1]! + 1) / 2) * SIZE;
  const area = (wx(1) - wx(0)) * (wy(2) - wy(0)) - (wx(2) - wx(0)) * (wy(1) - wy(0));
  const b1 = ((x - wx(0)) * (wy(2) - wy(0)) - (wx(2) - wx(0)) * (y - wy(0))) / area;
  const b2 = ((wx(1) - wx(0)) * (y - wy(0)) - (x - wx(0)) * (wy(1) - wy(0))) / area;
  const b0 = 1 - b1 - b2;
  return [0, 1, 2, 3].map((c) => b0 * attr[c]! + b1 * attr[4 + c]! + b2 * attr[8 + c]!);
}

/**
 * Fragment shaders writing one interpolated input of `fs` each to COLOR[0], so TgsiMachine gets
 * exactly the values the GPU interpolated (the comparison is of the translation, not of the
 * rasterizer: discontinuous opcodes such as FLR or SLT would otherwise flip at the triangle's edges).
 * One per input: `gl` draws to one colour attachment only.
 */
function captureShaders(fs: TgsiShader): Array<{ shader: TgsiShader; input: number }> {
  return fs.declarations
    .filter(
      (d) =>
        d.file === TgsiFile.INPUT &&
        d.semantic &&
        d.semantic.name !== TgsiSemantic.POSITION &&
        d.semantic.name !== TgsiSemantic.FACE,
    )
    .map((d) => {
      const sem = `${SEMANTIC_TEXT[d.semantic!.name]}[${d.semantic!.index}]`;
      const text = `FRAG\nDCL IN[0], ${sem}, ${INTERP_TEXT[d.interpolate?.mode ?? 2]}\nDCL OUT[0], COLOR\nMOV OUT[0], IN[0]\nEND\n`;
      return { shader: parseTgsi(text), input: d.first };
    });
}

const SEMANTIC_TEXT: Record<number, string> = Object.fromEntries(
  Object.entries(TgsiSemantic).map(([k, v]) => [v, k]),
);
const INTERP_TEXT = ['CONSTANT', 'LINEAR', 'PERSPECTIVE', 'COLOR'];

/** TgsiMachine over the pixels the GPU covered, with the inputs the GPU interpolated there. */
function machineFragments(
  fs: TgsiShader,
  covered: number[],
  captured: Map<number, Uint32Array>,
): Uint32Array {
  const lanes = Math.ceil(covered.length / 4) * 4;
  const m = new TgsiMachine(fs, { maxLanes: lanes });
  for (const d of fs.declarations) {
    if (d.file !== TgsiFile.INPUT) continue;
    const sem = d.semantic?.name;
    const words = captured.get(d.first);
    const views = [0, 1, 2, 3].map((c) => m.registerUints(TgsiFile.INPUT, d.first, c));
    covered.forEach((pixel, lane) => {
      const x = (pixel % SIZE) + 0.5;
      const y = Math.floor(pixel / SIZE) + 0.5;
      // The triangle is clockwise: back-facing.
      const fixed =
        sem === TgsiSemantic.FACE ? [-1, 0, 0, 1] : sem === TgsiSemantic.POSITION ? [x, y, 0.5, 1] : null;
      for (let c = 0; c < 4; c++)
        views[c]![lane] = fixed ? floatBits(fixed[c]!) : words ? words[pixel * 4 + c]! : 0;
    });
  }
  m.setConstantBuffer(0, FS_CONSTANTS[0]);
  m.setConstantBuffer(1, FS_CONSTANTS[1]);
  const coverage = new Uint8Array(lanes).fill(1, 0, covered.length);
  m.runQuads({ quads: lanes / 4, coverage });
  const color = fs.declarations.find(
    (d) => d.file === TgsiFile.OUTPUT && d.semantic?.name === TgsiSemantic.COLOR,
  )!.first;
  const out = new Uint32Array(covered.length * 4);
  for (let c = 0; c < 4; c++) {
    const lanesOut = m.registerUints(TgsiFile.OUTPUT, color, c);
    covered.forEach((_, lane) => {
      out[lane * 4 + c] = m.killed[lane] ? SENTINEL : lanesOut[lane]!;
    });
  }
  return out;
}

const available = corpusAvailable();

describe.runIf(available)('corpus fragment shaders (fs-test.c setup)', () => {
  const files = available ? corpusFiles('fragment-shader') : [];
  it('holds the 33 files of the corpus README', () => expect(files.length).toBe(33));
  for (const name of files) {
    it(name, async () => {
      const fs = load('fragment-shader', name);
      if (fs === null) return expect(OUTDATED).toContain(name);
      const gl = await sharedGl();
      const r = drawWithShaders(gl, {
        vs: HARNESS_VS,
        fs,
        attributes: { 0: FS_TRIANGLE.position, 1: FS_TRIANGLE.color, 2: FS_TRIANGLE.texcoord },
        constants: { fs: FS_CONSTANTS },
        mode: gl.TRIANGLES,
        count: 3,
        width: SIZE,
        height: SIZE,
      });
      const words = r.colors.get(0)!;
      mkdirSync(OUT, { recursive: true });
      writePng(join(OUT, name.replace(/\.sh$/, '.png')), picture(words, SIZE, SIZE));
      const covered: number[] = [];
      for (let i = 0; i < SIZE * SIZE; i++) if (!untouched(words, i) || killedInside(i)) covered.push(i);
      expect(covered.length).toBeGreaterThan(20000);
      const got = new Uint32Array(covered.length * 4);
      covered.forEach((p, k) => {
        got.set(words.subarray(p * 4, p * 4 + 4), k * 4);
      });
      const captured = new Map<number, Uint32Array>();
      for (const capture of captureShaders(fs)) {
        const inputs = drawWithShaders(gl, {
          vs: HARNESS_VS,
          fs: capture.shader,
          attributes: { 0: FS_TRIANGLE.position, 1: FS_TRIANGLE.color, 2: FS_TRIANGLE.texcoord },
          mode: gl.TRIANGLES,
          count: 3,
          width: SIZE,
          height: SIZE,
        });
        captured.set(capture.input, inputs.colors.get(0)!);
      }
      const want = machineFragments(fs, covered, captured);
      expect(
        mismatches(
          got,
          want,
          CORPUS_TOLERANCE,
          (k) => `pixel (${covered[k]! % SIZE}, ${Math.floor(covered[k]! / SIZE)})`,
        ),
      ).toEqual([]);
    });
  }
});

/** Inside the triangle (by its edge functions), for discarded pixels the GPU left untouched. */
function killedInside(pixel: number): boolean {
  const x = (pixel % SIZE) + 0.5;
  const y = Math.floor(pixel / SIZE) + 0.5;
  const b = interpolate([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0], x, y);
  return b.slice(0, 3).every((v) => v > 1e-3);
}

describe.runIf(available)('corpus vertex shaders (vs-test.c setup)', () => {
  const files = available ? corpusFiles('vertex-shader') : [];
  it('holds the 33 files of the corpus README', () => expect(files.length).toBe(33));
  for (const name of files) {
    it(name, async () => {
      const vs = load('vertex-shader', name)!;
      const gl = await sharedGl();
      const c = { vs, vertices: vsMesh(), constants: VS_CONSTANTS };
      let got: Map<number, Uint32Array>;
      try {
        got = runVertexOnGl(gl, c).outputs;
      } catch (e) {
        if (e instanceof GlslTranslationError) throw new Error(`refused: ${e.message}`);
        throw e;
      }
      const want = runVertexOnMachine(c);
      for (const [reg, words] of got) {
        expect(
          mismatches(words, want.get(reg)!, { ulp: 4, abs: 2 ** -21 }, (v) => `OUT[${reg}] vertex ${v}`),
        ).toEqual([]);
      }
      // The picture: the mesh as 8-pixel points coloured by the shader's COLOR output.
      const fs = 'FRAG\nDCL IN[0], COLOR, LINEAR\nDCL OUT[0], COLOR\nMOV OUT[0], IN[0]\nEND\n';
      const mesh = vsMesh();
      const r = drawWithShaders(gl, {
        vs,
        fs,
        attributes: { 0: mesh.flatMap((v) => v[0]!), 1: mesh.flatMap((v) => v[1]!) },
        constants: { vs: VS_CONSTANTS },
        uniforms: { gts_pointSize: 8 },
        mode: gl.POINTS,
        count: mesh.length,
        width: SIZE,
        height: SIZE,
      });
      mkdirSync(OUT, { recursive: true });
      writePng(join(OUT, name.replace(/\.sh$/, '.png')), picture(r.colors.get(0)!, SIZE, SIZE));
    });
  }
});

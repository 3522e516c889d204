// The shared corpus layer for execution: every runnable shader of ../shared/tgsi-corpus runs on both
// engines with the setup Mesa's graw harness uses (HARNESS-NOTES.txt: the triangle and its colours,
// the 16×16 point mesh, the constant tables) and they agree bit for bit; a few outputs are checked
// against hand-computed values. Runs where the corpus exists; in CI its absence is a failure, elsewhere
// the file holds one skipped test saying the corpus was not found.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TgsiExecutable } from '../../src/exec/executable.js';
import { TgsiFile, TgsiProcessor, TgsiSemantic } from '../../src/ir.js';
import { parseTgsi } from '../../src/text/parse.js';
import { corpus, corpusPresent, shaderFiles } from '../corpus-files.js';
import { onBoth } from './harness.js';

const STALE = new Set([
  'fragment-shader/frag-kil.sh',
  'fragment-shader/frag-mad-immx.sh',
  'fragment-shader/frag-tempx.sh',
]);

// HARNESS-NOTES.txt: fs-test.c constant buffers 0 and 1, and the VS table (constants1 with vec4[6] = (0, 0, 1, 0)).
const FS_CONST0 = [
  0.4, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 8, 16, 32, 3, 0, 0, 0, 0, 0.5, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0,
  0, 0.5, 0, 1, 0, 0.5, 0, 0, 1, 0, 0, 0, 0, 1,
];
const FS_CONST1 = [
  1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 1, 1, 0.5, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0,
  0.5, 0, 1, 0, 0.5, 0, 0, 1, 0, 0, 0, 0, 1,
];
const VS_CONST = FS_CONST1.map((v, i) => (i >= 24 && i < 28 ? [0, 0, 1, 0][i - 24]! : v));
// The triangle: window 250×250, vertices (position, colour).
const TRIANGLE = [
  { pos: [0.9, 0.9, 0, 1], color: [0, 0, 1, 1] },
  { pos: [0.9, -0.9, 0, 1], color: [1, 0, 0, 1] },
  { pos: [-0.9, 0, 0, 1], color: [0, 1, 0, 1] },
];

function bindConstants(e: TgsiExecutable, tables: number[][]): void {
  tables.forEach((t, slot) => {
    e.setConstantBuffer(slot, new Float32Array(t));
  });
}

/** Fragment inputs for 16 quads covering the triangle's middle: colour interpolated at pixel centres. */
function fragmentRun(e: TgsiExecutable): void {
  bindConstants(e, [FS_CONST0, FS_CONST1]);
  const win = TRIANGLE.map((v) => [(v.pos[0]! + 1) * 125, (v.pos[1]! + 1) * 125]);
  const [a, b, c] = win as [number[], number[], number[]];
  const area = (b[0]! - a[0]!) * (c[1]! - a[1]!) - (c[0]! - a[0]!) * (b[1]! - a[1]!);
  const color = e.findInput(TgsiSemantic.COLOR);
  const face = e.findInput(TgsiSemantic.FACE);
  const coverage: number[] = [];
  let lane = 0;
  for (let qy = 0; qy < 4; qy++) {
    for (let qx = 0; qx < 4; qx++) {
      for (let j = 0; j < 4; j++) {
        const x = 20 + qx * 60 + (j & 1) + 0.5;
        const y = 20 + qy * 60 + (j >> 1) + 0.5;
        const w1 = ((x - a[0]!) * (c[1]! - a[1]!) - (c[0]! - a[0]!) * (y - a[1]!)) / area;
        const w2 = ((b[0]! - a[0]!) * (y - a[1]!) - (x - a[0]!) * (b[1]! - a[1]!)) / area;
        const w0 = 1 - w1 - w2;
        coverage.push(w0 >= 0 && w1 >= 0 && w2 >= 0 ? 1 : 0);
        for (let ch = 0; ch < 4; ch++) {
          const v =
            w0 * TRIANGLE[0]!.color[ch]! + w1 * TRIANGLE[1]!.color[ch]! + w2 * TRIANGLE[2]!.color[ch]!;
          if (color >= 0) e.registerFloats(TgsiFile.INPUT, color, ch)[lane] = v;
          if (face >= 0) e.registerFloats(TgsiFile.INPUT, face, ch)[lane] = [1, 0, 0, 1][ch]!;
        }
        lane++;
      }
    }
  }
  e.runQuads({ quads: 16, coverage });
}

/** The 16×16 point mesh of vs-test.c: position (x/16·2−1, y/16·2−1, 0, 1), colour (.5, x/16, y/16, 1). */
function vertexRun(e: TgsiExecutable): void {
  bindConstants(e, [VS_CONST, VS_CONST]);
  for (let i = 0; i < 256; i++) {
    const x = i % 16;
    const y = Math.floor(i / 16);
    const pos = [(x / 16) * 2 - 1, (y / 16) * 2 - 1, 0, 1];
    const col = [0.5, x / 16, y / 16, 1];
    for (let c = 0; c < 4; c++) {
      e.registerFloats(TgsiFile.INPUT, 0, c)[i] = pos[c]!;
      if (e.registerCount(TgsiFile.INPUT) > 1) e.registerFloats(TgsiFile.INPUT, 1, c)[i] = col[c]!;
    }
  }
  e.runVertices({ count: 256 });
}

function geometryRun(e: TgsiExecutable): void {
  bindConstants(e, [FS_CONST0, FS_CONST1]);
  TRIANGLE.forEach((v, vertex) => {
    for (let c = 0; c < 4; c++) {
      e.registerFloats(TgsiFile.INPUT, 0, c, vertex)[0] = v.pos[c]!;
      e.registerFloats(TgsiFile.INPUT, 1, c, vertex)[0] = v.color[c]!;
    }
  });
  e.runPrimitives({ count: 1 });
}

/** Every output word of the run (geometry: every emitted vertex word). */
function results(e: TgsiExecutable, lanes: number): number[] {
  const gs = e.geometryOutput;
  if (gs) return Array.from(gs.words.subarray(0, gs.vertexCount(0) * gs.outputs * 4));
  const words: number[] = [];
  for (let r = 0; r < e.registerCount(TgsiFile.OUTPUT); r++) {
    for (let c = 0; c < 4; c++) words.push(...e.registerUints(TgsiFile.OUTPUT, r, c).subarray(0, lanes));
  }
  return words;
}

/** Runs a corpus shader on both engines (they must agree) and returns OUT[reg] of lane `lane` as floats. */
function runCorpus(path: string) {
  const shader = parseTgsi(readFileSync(join(corpus, path), 'utf8'));
  const lanes = shader.processor === TgsiProcessor.VERTEX ? 256 : 64;
  let out: (reg: number, lane: number) => number[] = () => [];
  onBoth(
    shader,
    (e) => {
      if (shader.processor === TgsiProcessor.VERTEX) vertexRun(e);
      else if (shader.processor === TgsiProcessor.FRAGMENT) fragmentRun(e);
      else geometryRun(e);
      out = (reg, lane) => [0, 1, 2, 3].map((c) => e.registerFloats(TgsiFile.OUTPUT, reg, c)[lane]!);
    },
    (e) => results(e, lanes),
    { maxLanes: lanes },
  );
  return out;
}

if (corpusPresent()) {
  describe('tgsi corpus on both engines', () => {
    for (const path of shaderFiles().filter((f) => !STALE.has(f))) {
      it(path, () => {
        runCorpus(path);
      });
    }

    it('hand-checked outputs', () => {
      // frag-cb-2d: MOV OUT[0], CONST[1][6] — vec4[6] of constant buffer 1 is (1, 0, 0, 1).
      expect(runCorpus('fragment-shader/frag-cb-2d.sh')(0, 5)).toEqual([1, 0, 0, 1]);
      // frag-face: 0.5 · FACE.x + 1 with FACE = (1, 0, 0, 1) for a front face.
      expect(runCorpus('fragment-shader/frag-face.sh')(0, 5)).toEqual([1.5, 1.5, 1.5, 1.5]);
      // frag-cmp: CMP (1, 0, -1, 0) < 0 ? (1, 0, 0, 1) : (0, 1, 1, 0).
      expect(runCorpus('python-regress-fragment-shader/frag-cmp.sh')(0, 0)).toEqual([0, 1, 0, 0]);
      // vert-imul_hi: IMUL_HI(INT_MIN, 2) = -1, times -1 = 1, as float.
      expect(runCorpus('vertex-shader/vert-imul_hi.sh')(1, 17)).toEqual([1, 0, 0, 1]);
      // vert-arl: ADDR = floor(3·pos.x); vertex x = 4 has pos.x = -0.5 → -2 → IMM[1] = (1, 0, 0, 1).
      const arl = runCorpus('vertex-shader/vert-arl.sh');
      expect(arl(1, 4)).toEqual([1, 0, 0, 1]);
      expect(arl(1, 0)).toEqual([3, 1, 1, 1]);
      expect(arl(1, 15)).toEqual([0, 1, 1, 1]);
      // vert-cb-2d: colour · CONST[1][2] + CONST[1][1] = (.5, 0, 0, 1) · (0, 0, 1, 1) + (0, 1, 0, 1).
      expect(runCorpus('vertex-shader/vert-cb-2d.sh')(1, 0)).toEqual([0, 1, 0, 2]);
    });
  });
}

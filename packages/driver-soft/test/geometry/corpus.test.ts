// Mesa's geometry shaders from the shared TGSI corpus (gs-test.c: a triangle through a pass-through vertex
// and fragment shader with the geometry shader in between), drawn by driver-soft and compared pixel for
// pixel with a reference made without it: tgsi's interpreter runs the shader on the triangle, and its
// emitted strips are drawn as an indexed draw of the output primitive with primitive restart. The corpus
// is beside the repository in CI (its absence there is a failure); a clone without it skips this file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PipeBind, PipePrim, PipeShader, PipeTransfer } from '@gallium-ts/gallium-api';
import { compareImages } from '@gallium-ts/gallium-api/image';
import { parseTgsi, TgsiFile, TgsiMachine } from '@gallium-ts/tgsi';
import { afterEach, describe, expect, it } from 'vitest';
import { GeometryEnv } from './geometry-env.js';

const CORPUS = new URL('../../../../../shared/tgsi-corpus/geometry-shader/', import.meta.url).pathname;

function corpusAvailable(): boolean {
  if (existsSync(CORPUS)) return true;
  if (process.env.CI === 'true')
    throw new Error(`the TGSI corpus is missing at ${CORPUS} (required under CI)`);
  return false;
}

/** gs-test.c's triangle: position and colour of each vertex (HARNESS-NOTES.txt). */
const TRIANGLE = [
  [0.9, 0.9, 0, 1, 0, 0, 1, 1],
  [0.9, -0.9, 0, 1, 1, 0, 0, 1],
  [-0.9, 0, 0, 1, 0, 1, 0, 1],
];

/** Constant buffer 1 for shaders that read it (mov-cb-2d.txt): 7 distinct colours. */
const CONSTANTS = new Float32Array(
  [
    [1, 0, 0, 1],
    [0, 1, 0, 1],
    [0, 0, 1, 1],
    [1, 1, 0, 1],
    [1, 0, 1, 1],
    [0, 1, 1, 1],
    [0.5, 0.5, 0.5, 1],
  ].flat(),
);

const OUTPUT_MODE: Record<string, PipePrim> = {
  POINTS: PipePrim.POINTS,
  LINE_STRIP: PipePrim.LINE_STRIP,
  TRIANGLE_STRIP: PipePrim.TRIANGLE_STRIP,
};

/** What the interpreter emits for the triangle: vertices (position, colour) and the draw's indices. */
function interpreted(text: string): { vertices: number[][]; indices: number[]; mode: PipePrim } {
  const machine = new TgsiMachine(parseTgsi(text), { maxLanes: 4 });
  machine.setConstantBuffer(1, CONSTANTS);
  for (let v = 0; v < 3; v++)
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 4; c++)
        machine.registerFloats(TgsiFile.INPUT, r, c, v)[0] = TRIANGLE[v]![r * 4 + c]!;
  machine.runPrimitives({ count: 1 });
  const out = machine.geometryOutput!;
  const vertices: number[][] = [];
  const indices: number[] = [];
  for (let k = 0; k < out.vertexCount(0); k++) {
    if (k > 0 && out.primitive(0, k) !== out.primitive(0, k - 1)) indices.push(0xffff);
    indices.push(k);
    vertices.push([0, 1].flatMap((r) => [0, 1, 2, 3].map((c) => out.floats[out.offset(0, k, r, c)]!)));
  }
  const output = /PROPERTY GS_OUTPUT_PRIMITIVE (\w+)/.exec(text)![1]!;
  return { vertices, indices, mode: OUTPUT_MODE[output]! };
}

let env: GeometryEnv;
afterEach(() => env?.destroy());

describe.runIf(corpusAvailable())('geometry shaders of the TGSI corpus', () => {
  const files = existsSync(CORPUS)
    ? readdirSync(CORPUS)
        .filter((f) => f.endsWith('.txt'))
        .sort()
    : [];

  it('has the six shaders gs-test.c runs', () => {
    expect(files).toEqual([
      'add-mix.txt',
      'add.txt',
      'line.txt',
      'mov-cb-2d.txt',
      'mov.txt',
      'multi-line.txt',
    ]);
  });

  it.each(files)('%s draws what the interpreter emits', (file) => {
    const text = readFileSync(join(CORPUS, file), 'utf8');
    const reference = interpreted(text);
    expect(reference.vertices.length).toBeGreaterThan(0);

    env = new GeometryEnv(64, 64);
    env.vertices(reference.vertices);
    const indices = env.buffer(2 * reference.indices.length, PipeBind.INDEX_BUFFER);
    env.ctx.bufferSubdata(indices, PipeTransfer.WRITE, 0, new Uint16Array(reference.indices));
    env.ctx.setIndexBuffer({ indexSize: 2, offset: 0, buffer: indices, userBuffer: null });
    env.draw(reference.mode, reference.indices.length, {
      indexed: true,
      primitiveRestart: true,
      restartIndex: 0xffff,
    });
    const expected = env.save(`corpus-${file.replace('.txt', '')}-reference`);
    env.destroy();

    env = new GeometryEnv(64, 64);
    env.shaders({ gs: text });
    env.ctx.setConstantBuffer(PipeShader.GEOMETRY, 1, {
      buffer: null,
      bufferOffset: 0,
      bufferSize: CONSTANTS.byteLength,
      userBuffer: CONSTANTS,
    });
    env.vertices(TRIANGLE);
    env.draw(PipePrim.TRIANGLES, 3);
    const image = env.save(`corpus-${file.replace('.txt', '')}`);
    expect(compareImages(image, expected, { threshold: 0 }).offPixels).toBe(0);
    expect(image.data.some((b) => b !== 0)).toBe(true);
  });
});

// Runs a vertex shader on both sides with the same per-vertex inputs: on WebGL2 (translated, inputs as
// integer attributes so every word arrives exactly, outputs captured with transform feedback and
// read back as words) and on TgsiMachine.runVertices. Results: output register → words, vertex-major.
import { parseTgsi, type TgsiDeclaration, TgsiFile, TgsiMachine, type TgsiShader } from '@gallium-ts/tgsi';
import {
  defaultVariantKey,
  type GlslProgram,
  type GlslVariantKey,
  translateProgram,
} from '../../src/glsl/index.js';
import type { GlContextLike } from '../../src/platform/index.js';
import { readBufferWords } from './buffer-readback.js';
import { EXACT, mismatches, type Tolerance } from './compare.js';
import { expectNoGlError } from './gl.js';
import { TestSampler, type TestTexture, uploadTexture } from './textures.js';
import { linkGlsl } from './webgl-program.js';
import { type Word, word } from './words.js';

export interface VertexCase {
  vs: string | TgsiShader;
  /** Per vertex: VS input register → up to four words. */
  vertices: ReadonlyArray<Readonly<Record<number, readonly Word[]>>>;
  constants?: Readonly<Record<number, Uint32Array | Float32Array>>;
  textures?: Readonly<Record<number, TestTexture>>;
  key?: Partial<GlslVariantKey>;
  uniforms?: Readonly<Record<string, number | readonly number[]>>;
}

const EMPTY_FS = parseTgsi('FRAG\nEND\n');

export function runVertexOnGl(
  gl: GlContextLike,
  c: VertexCase,
): { outputs: Map<number, Uint32Array>; program: GlslProgram } {
  const vs = typeof c.vs === 'string' ? parseTgsi(c.vs) : c.vs;
  const inputs = vs.declarations.filter((d) => d.file === TgsiFile.INPUT);
  let unsigned = 0;
  for (const d of inputs) for (let r = d.first; r <= d.last; r++) unsigned |= 1 << r;
  const key: GlslVariantKey = {
    ...defaultVariantKey(),
    vsUnsignedInputs: unsigned,
    streamOutput: true,
    ...c.key,
  };
  const program = translateProgram(vs, EMPTY_FS, key);
  const n = c.vertices.length;
  const outputs = new Map<number, Uint32Array>();
  // One program per captured output: `gl` can capture only one varying per program (see platform).
  for (const captured of program.vertexOutputs) {
    outputs.set(captured.register, captureOne(gl, c, program, inputs, captured.varying, n));
  }
  return { outputs, program };
}

function captureOne(
  gl: GlContextLike,
  c: VertexCase,
  program: GlslProgram,
  inputs: readonly TgsiDeclaration[],
  varying: string,
  n: number,
): Uint32Array {
  const linked = linkGlsl(gl, program, [varying]);
  for (const [name, v] of Object.entries(c.uniforms ?? {})) linked.setUniform(name, v);
  const garbage: Array<() => void> = [() => linked.dispose()];
  const vao = gl.createVertexArray()!;
  gl.bindVertexArray(vao);
  garbage.push(() => gl.deleteVertexArray(vao));
  for (const d of inputs) {
    for (let r = d.first; r <= d.last; r++) {
      const words = new Uint32Array(n * 4);
      c.vertices.forEach((v, i) => {
        (v[r] ?? []).forEach((w, ch) => {
          words[i * 4 + ch] = word(w);
        });
      });
      const b = gl.createBuffer()!;
      gl.bindBuffer(gl.ARRAY_BUFFER, b);
      gl.bufferData(gl.ARRAY_BUFFER, words, gl.STATIC_DRAW);
      gl.enableVertexAttribArray(r);
      gl.vertexAttribIPointer(r, 4, gl.UNSIGNED_INT, 0, 0);
      garbage.push(() => gl.deleteBuffer(b));
    }
  }
  for (const blk of program.uniformBlocks) {
    const data = new Uint8Array(blk.byteSize);
    const src = blk.stage === 'vertex' ? c.constants?.[blk.buffer] : undefined;
    if (src) data.set(new Uint8Array(src.buffer, src.byteOffset, Math.min(src.byteLength, blk.byteSize)));
    const b = gl.createBuffer()!;
    gl.bindBuffer(gl.UNIFORM_BUFFER, b);
    gl.bufferData(gl.UNIFORM_BUFFER, data, gl.STATIC_DRAW);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, blk.binding, b);
    garbage.push(() => gl.deleteBuffer(b));
  }
  for (const smp of program.samplers) {
    const t = c.textures?.[smp.view];
    if (!t) throw new Error(`the test gives no texture for view ${smp.view}`);
    const tex = uploadTexture(gl, smp.unit, t);
    garbage.push(() => gl.deleteTexture(tex));
  }
  const tf = gl.createBuffer()!;
  gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, tf);
  gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, n * 16, gl.STATIC_DRAW);
  gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, tf);
  gl.enable(gl.RASTERIZER_DISCARD);
  gl.beginTransformFeedback(gl.POINTS);
  gl.drawArrays(gl.POINTS, 0, n);
  gl.endTransformFeedback();
  gl.disable(gl.RASTERIZER_DISCARD);
  gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, null);
  expectNoGlError(gl, 'transform feedback draw');
  const words = readBufferWords(gl, tf, n).slice();
  gl.deleteBuffer(tf);
  for (const g of garbage.reverse()) g();
  return words;
}

export function runVertexOnMachine(c: VertexCase): Map<number, Uint32Array> {
  const vs = typeof c.vs === 'string' ? parseTgsi(c.vs) : c.vs;
  const n = c.vertices.length;
  const m = new TgsiMachine(vs, { maxLanes: Math.max(4, Math.ceil(n / 4) * 4) });
  for (const d of vs.declarations) {
    if (d.file !== TgsiFile.INPUT) continue;
    for (let r = d.first; r <= d.last; r++) {
      for (let ch = 0; ch < 4; ch++) {
        const lanes = m.registerUints(TgsiFile.INPUT, r, ch);
        for (let i = 0; i < n; i++) {
          const w = c.vertices[i]![r]?.[ch];
          lanes[i] = w === undefined ? 0 : word(w);
        }
      }
    }
  }
  for (const [b, data] of Object.entries(c.constants ?? {})) m.setConstantBuffer(Number(b), data);
  if (c.textures) m.setSampler(new TestSampler(c.textures));
  m.runVertices({ count: n });
  const outputs = new Map<number, Uint32Array>();
  for (let r = 0; r < m.registerCount(TgsiFile.OUTPUT); r++) {
    const out = new Uint32Array(n * 4);
    for (let ch = 0; ch < 4; ch++) {
      const lanes = m.registerUints(TgsiFile.OUTPUT, r, ch);
      for (let i = 0; i < n; i++) out[i * 4 + ch] = lanes[i]!;
    }
    outputs.set(r, out);
  }
  return outputs;
}

/** Mismatches of every captured output register (empty when both sides agree). */
export function vertexDifferences(gl: GlContextLike, c: VertexCase, tol: Tolerance = EXACT): string[] {
  const got = runVertexOnGl(gl, c).outputs;
  const want = runVertexOnMachine(c);
  const out: string[] = [];
  for (const [reg, words] of got)
    out.push(...mismatches(words, want.get(reg)!, tol, (v) => `OUT[${reg}] vertex ${v}`));
  return out;
}

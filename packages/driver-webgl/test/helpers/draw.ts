// Draws primitives with a translated (vertex, fragment) pair into RGBA32F targets and reads every
// pixel back: the setup of the pixel tests (derivatives, window position, face, variant-key state)
// and of the corpus runs. Pixels no fragment reached keep the sentinel; row 0 is window y = 0.
import { parseTgsi, type TgsiShader } from '@gallium-ts/tgsi';
import {
  defaultVariantKey,
  type GlslProgram,
  type GlslVariantKey,
  translateProgram,
} from '../../src/glsl/index.js';
import type { GlContextLike } from '../../src/platform/index.js';
import { SENTINEL } from './fragment.js';
import { expectNoGlError } from './gl.js';
import { readTextureWords } from './read-attachment.js';
import { linkGlsl } from './webgl-program.js';

export interface DrawCase {
  vs: string | TgsiShader;
  fs: string | TgsiShader;
  key?: Partial<GlslVariantKey>;
  uniforms?: Readonly<Record<string, number | readonly number[]>>;
  /** Float attributes by VS input register: four floats per vertex. */
  attributes: Readonly<Record<number, readonly number[]>>;
  /** Constant buffers of the fragment (`fs`) and vertex (`vs`) stages, as floats. */
  constants?: { vs?: Readonly<Record<number, Float32Array>>; fs?: Readonly<Record<number, Float32Array>> };
  mode: number;
  count: number;
  width: number;
  height: number;
}

export interface DrawResult {
  /** Location → words, pixel-major (row y = window y). */
  colors: Map<number, Uint32Array>;
  program: GlslProgram;
}

/** True when pixel i of a result was not written (it keeps the sentinel). */
export function untouched(words: Uint32Array, i: number): boolean {
  return [0, 1, 2, 3].every((c) => words[i * 4 + c] === SENTINEL);
}

export function drawWithShaders(gl: GlContextLike, c: DrawCase): DrawResult {
  const vs = typeof c.vs === 'string' ? parseTgsi(c.vs) : c.vs;
  const fs = typeof c.fs === 'string' ? parseTgsi(c.fs) : c.fs;
  const program = translateProgram(vs, fs, { ...defaultVariantKey(), ...c.key });
  const linked = linkGlsl(gl, program);
  for (const [name, v] of Object.entries(c.uniforms ?? {})) linked.setUniform(name, v);
  const garbage: Array<() => void> = [() => linked.dispose()];
  const { width: W, height: H } = c;
  // `gl` draws to one colour attachment only (see the platform README).
  const locations = [0];
  const fbo = gl.createFramebuffer()!;
  gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
  garbage.push(() => gl.deleteFramebuffer(fbo));
  const targets = new Map<number, WebGLTexture>();
  for (const loc of locations) {
    const t = gl.createTexture()!;
    targets.set(loc, t);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA32F, W, H);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0 + loc, gl.TEXTURE_2D, t, 0);
    garbage.push(() => gl.deleteTexture(t));
  }
  gl.drawBuffers([gl.COLOR_ATTACHMENT0]);
  const s = -7777.25;
  for (const loc of locations) gl.clearBufferfv(gl.COLOR, loc, [s, s, s, s]);
  gl.viewport(0, 0, W, H);
  const vao = gl.createVertexArray()!;
  gl.bindVertexArray(vao);
  garbage.push(() => gl.deleteVertexArray(vao));
  for (const [reg, values] of Object.entries(c.attributes)) {
    const b = gl.createBuffer()!;
    gl.bindBuffer(gl.ARRAY_BUFFER, b);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(values), gl.STATIC_DRAW);
    gl.enableVertexAttribArray(Number(reg));
    gl.vertexAttribPointer(Number(reg), 4, gl.FLOAT, false, 0, 0);
    garbage.push(() => gl.deleteBuffer(b));
  }
  for (const blk of program.uniformBlocks) {
    const data = new Uint8Array(blk.byteSize);
    const src = (blk.stage === 'vertex' ? c.constants?.vs : c.constants?.fs)?.[blk.buffer];
    if (src) data.set(new Uint8Array(src.buffer, src.byteOffset, Math.min(src.byteLength, blk.byteSize)));
    const b = gl.createBuffer()!;
    gl.bindBuffer(gl.UNIFORM_BUFFER, b);
    gl.bufferData(gl.UNIFORM_BUFFER, data, gl.STATIC_DRAW);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, blk.binding, b);
    garbage.push(() => gl.deleteBuffer(b));
  }
  gl.drawArrays(c.mode, 0, c.count);
  expectNoGlError(gl, 'draw');
  const colors = new Map<number, Uint32Array>();
  for (const loc of locations) {
    colors.set(loc, readTextureWords(gl, targets.get(loc)!, W, H));
  }
  for (const g of garbage.reverse()) g();
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  return { colors, program };
}

/** Two triangles covering the viewport (counter-clockwise, front-facing), positions for input 0. */
export const FULL_QUAD = [-1, -1, 0, 1, 1, -1, 0, 1, -1, 1, 0, 1, -1, 1, 0, 1, 1, -1, 0, 1, 1, 1, 0, 1];

// Runs a fragment shader on both sides with the same per-pixel inputs: on WebGL2 (translated to
// GLSL, one point per pixel so every pixel gets its own exact input values, outputs in RGBA32F
// targets read back as words) and on TgsiMachine.runQuads. Discarded pixels keep a sentinel.
import {
  parseTgsi,
  TgsiFile,
  TgsiMachine,
  TgsiProcessor,
  TgsiSemantic,
  type TgsiShader,
  Ureg,
} from '@gallium-ts/tgsi';
import {
  defaultVariantKey,
  type GlslProgram,
  type GlslVariantKey,
  translateProgram,
} from '../../src/glsl/index.js';
import type { GlContextLike } from '../../src/platform/index.js';
import { EXACT, mismatches, type Tolerance } from './compare.js';
import { expectNoGlError } from './gl.js';
import { readTextureWords } from './read-attachment.js';
import { TestSampler, type TestTexture, uploadTexture } from './textures.js';
import { linkGlsl } from './webgl-program.js';
import { floatBits, type Word, word } from './words.js';

/** Bits of the clear value a discarded pixel keeps (-7777.25). */
export const SENTINEL = floatBits(-7777.25);

export interface FragmentCase {
  fs: string | TgsiShader;
  /** Per pixel: FS input register → up to four words. */
  pixels: ReadonlyArray<Readonly<Record<number, readonly Word[]>>>;
  /** Constant buffers: words (Uint32Array) or floats. */
  constants?: Readonly<Record<number, Uint32Array | Float32Array>>;
  textures?: Readonly<Record<number, TestTexture>>;
  key?: Partial<GlslVariantKey>;
  /** Uniform values to set (state uniforms of the variant key). */
  uniforms?: Readonly<Record<string, number | readonly number[]>>;
}

export interface FragmentResult {
  /** COLOR location → words, pixel-major (pixel * 4 + channel). */
  colors: Map<number, Uint32Array>;
  /** 1 where the pixel was discarded. */
  killed: Uint8Array;
}

const SPECIAL_INPUTS = new Set<number>([TgsiSemantic.POSITION, TgsiSemantic.FACE, TgsiSemantic.PCOORD]);

function shaderOf(s: string | TgsiShader): TgsiShader {
  return typeof s === 'string' ? parseTgsi(s) : s;
}

/** COLOR outputs of a FS: register → location. */
function colorOutputs(fs: TgsiShader): Map<number, number> {
  const map = new Map<number, number>();
  for (const d of fs.declarations) {
    if (d.file === TgsiFile.OUTPUT && d.semantic?.name === TgsiSemantic.COLOR) {
      for (let r = d.first; r <= d.last; r++) map.set(r, d.semantic.index + (r - d.first));
    }
  }
  return map;
}

/** A vertex shader feeding each (non-special) FS input from an attribute: IN[0] is the position. */
export function feederVertexShader(fs: TgsiShader): { vs: TgsiShader; attributes: Map<number, number> } {
  const u = new Ureg(TgsiProcessor.VERTEX);
  u.MOV(u.declOutput(TgsiSemantic.POSITION), u.declVsInput(0));
  const attributes = new Map<number, number>(); // FS input register → VS attribute
  for (const d of fs.declarations) {
    if (d.file !== TgsiFile.INPUT || !d.semantic || SPECIAL_INPUTS.has(d.semantic.name)) continue;
    for (let r = d.first; r <= d.last; r++) {
      const attr = attributes.size + 1;
      attributes.set(r, attr);
      u.MOV(u.declOutput(d.semantic.name, d.semantic.index + (r - d.first)), u.declVsInput(attr));
    }
  }
  return { vs: u.finalize(), attributes };
}

export function gridWidth(n: number): number {
  return Math.min(n, 64);
}

/** Translates and runs on WebGL2. */
export function runFragmentOnGl(
  gl: GlContextLike,
  c: FragmentCase,
): FragmentResult & { program: GlslProgram } {
  const fs = shaderOf(c.fs);
  const { vs, attributes } = feederVertexShader(fs);
  let unsigned = 0;
  for (const a of attributes.values()) unsigned |= 1 << a;
  const key: GlslVariantKey = { ...defaultVariantKey(), vsUnsignedInputs: unsigned, ...c.key };
  const program = translateProgram(vs, fs, key);
  const n = c.pixels.length;
  const W = gridWidth(n);
  const H = Math.ceil(n / W);
  const linked = linkGlsl(gl, program);
  for (const [name, v] of Object.entries(c.uniforms ?? {})) linked.setUniform(name, v);
  const garbage: Array<() => void> = [() => linked.dispose()];
  // Render targets, one per COLOR location.
  // `gl` draws to one colour attachment only (see the platform README): COLOR[0] is the one compared.
  const locations = [...new Set(colorOutputs(fs).values())].filter((l) => l === 0);
  const fbo = gl.createFramebuffer()!;
  gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
  garbage.push(() => gl.deleteFramebuffer(fbo));
  const targets = new Map<number, WebGLTexture>();
  for (const loc of locations) {
    const t = gl.createTexture()!;
    targets.set(loc, t);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA32F, W, H);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0 + loc, gl.TEXTURE_2D, t, 0);
    garbage.push(() => gl.deleteTexture(t));
  }
  if (locations.length > 0) gl.drawBuffers([gl.COLOR_ATTACHMENT0]);
  if (locations.length > 0 && gl.checkFramebufferStatus(gl.FRAMEBUFFER) !== gl.FRAMEBUFFER_COMPLETE) {
    throw new Error('the float framebuffer is incomplete');
  }
  const s = -7777.25;
  for (const loc of locations) gl.clearBufferfv(gl.COLOR, loc, [s, s, s, s]);
  gl.viewport(0, 0, W, H);
  // Vertex data: a point at each pixel centre, FS inputs as integer words.
  const vao = gl.createVertexArray()!;
  gl.bindVertexArray(vao);
  garbage.push(() => gl.deleteVertexArray(vao));
  const pos = new Float32Array(n * 4);
  for (let i = 0; i < n; i++)
    pos.set([(((i % W) + 0.5) / W) * 2 - 1, ((Math.floor(i / W) + 0.5) / H) * 2 - 1, 0, 1], i * 4);
  const buffers: WebGLBuffer[] = [];
  const attrib = (location: number, data: Float32Array | Uint32Array, integer: boolean) => {
    const b = gl.createBuffer()!;
    buffers.push(b);
    gl.bindBuffer(gl.ARRAY_BUFFER, b);
    gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
    gl.enableVertexAttribArray(location);
    if (integer) gl.vertexAttribIPointer(location, 4, gl.UNSIGNED_INT, 0, 0);
    else gl.vertexAttribPointer(location, 4, gl.FLOAT, false, 0, 0);
  };
  attrib(0, pos, false);
  for (const [reg, loc] of attributes) {
    const words = new Uint32Array(n * 4);
    c.pixels.forEach((p, i) => {
      (p[reg] ?? []).forEach((w, ch) => {
        words[i * 4 + ch] = word(w);
      });
    });
    attrib(loc, words, true);
  }
  garbage.push(() => {
    for (const b of buffers) gl.deleteBuffer(b);
  });
  // Constant buffers.
  for (const blk of program.uniformBlocks) {
    const data = new Uint8Array(blk.byteSize);
    const src = blk.stage === 'fragment' ? c.constants?.[blk.buffer] : undefined;
    if (src) data.set(new Uint8Array(src.buffer, src.byteOffset, Math.min(src.byteLength, blk.byteSize)));
    const b = gl.createBuffer()!;
    gl.bindBuffer(gl.UNIFORM_BUFFER, b);
    gl.bufferData(gl.UNIFORM_BUFFER, data, gl.STATIC_DRAW);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, blk.binding, b);
    garbage.push(() => gl.deleteBuffer(b));
  }
  // Textures: each sampler uniform's unit gets its view's texture.
  for (const smp of program.samplers) {
    const t = c.textures?.[smp.view];
    if (!t) throw new Error(`the test gives no texture for view ${smp.view}`);
    const tex = uploadTexture(gl, smp.unit, t);
    garbage.push(() => gl.deleteTexture(tex));
  }
  gl.drawArrays(gl.POINTS, 0, n);
  expectNoGlError(gl, 'draw');
  const colors = new Map<number, Uint32Array>();
  for (const loc of locations) {
    colors.set(loc, readTextureWords(gl, targets.get(loc)!, W, H).slice(0, n * 4));
  }
  expectNoGlError(gl, 'readPixels');
  for (const g of garbage.reverse()) g();
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  const killed = new Uint8Array(n);
  const first = colors.values().next().value;
  if (first)
    for (let i = 0; i < n; i++)
      killed[i] = [0, 1, 2, 3].every((ch) => first[i * 4 + ch] === SENTINEL) ? 1 : 0;
  return { colors, killed, program };
}

/** Runs the same case on TgsiMachine (lane i = pixel i; POSITION is the pixel centre at depth 0.5). */
export function runFragmentOnMachine(c: FragmentCase): FragmentResult {
  const fs = shaderOf(c.fs);
  const n = c.pixels.length;
  const W = gridWidth(n);
  const lanes = Math.ceil(n / 4) * 4;
  const m = new TgsiMachine(fs, { maxLanes: lanes });
  for (const d of fs.declarations) {
    if (d.file !== TgsiFile.INPUT) continue;
    for (let r = d.first; r <= d.last; r++) {
      const views = [0, 1, 2, 3].map((ch) => m.registerUints(TgsiFile.INPUT, r, ch));
      for (let i = 0; i < n; i++) {
        let v: readonly Word[] = c.pixels[i]![r] ?? [];
        if (d.semantic?.name === TgsiSemantic.POSITION) v = [(i % W) + 0.5, Math.floor(i / W) + 0.5, 0.5, 1];
        if (d.semantic?.name === TgsiSemantic.FACE) v = [1, 0, 0, 1];
        for (let ch = 0; ch < 4; ch++) views[ch]![i] = v[ch] === undefined ? 0 : word(v[ch]!);
      }
    }
  }
  for (const [b, data] of Object.entries(c.constants ?? {})) m.setConstantBuffer(Number(b), data);
  if (c.textures) m.setSampler(new TestSampler(c.textures));
  const coverage = new Uint8Array(lanes);
  coverage.fill(1, 0, n);
  m.runQuads({ quads: lanes / 4, coverage });
  const colors = new Map<number, Uint32Array>();
  for (const [reg, loc] of colorOutputs(fs)) {
    if (loc !== 0) continue; // as on the GL side
    const words = new Uint32Array(n * 4);
    const views = [0, 1, 2, 3].map((ch) => m.registerUints(TgsiFile.OUTPUT, reg, ch));
    for (let i = 0; i < n; i++) {
      const dead = m.killed[i] || m.demoted[i];
      for (let ch = 0; ch < 4; ch++) words[i * 4 + ch] = dead ? SENTINEL : views[ch]![i]!;
    }
    colors.set(loc, words);
  }
  const killed = new Uint8Array(n);
  for (let i = 0; i < n; i++) killed[i] = m.killed[i] || m.demoted[i] ? 1 : 0;
  return { colors, killed };
}

/** Runs `c` on both sides and returns the mismatches of every colour output (empty when equal). */
export function fragmentDifferences(gl: GlContextLike, c: FragmentCase, tol: Tolerance = EXACT): string[] {
  const got = runFragmentOnGl(gl, c);
  const want = runFragmentOnMachine(c);
  const out: string[] = [];
  for (const [loc, words] of want.colors) {
    const g = got.colors.get(loc);
    if (!g) {
      out.push(`COLOR[${loc}] was not rendered`);
      continue;
    }
    out.push(...mismatches(g, words, tol, (p) => `COLOR[${loc}] pixel ${p}`));
  }
  return out;
}

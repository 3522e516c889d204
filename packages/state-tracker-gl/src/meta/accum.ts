// The accumulation buffer operations (GL 1.5, 4.2.4) and its clear, on the CPU copy every driver shares
// (WindowFramebuffer.accum: RGBA, 16-bit signed per channel, 32767 standing for 1.0), with Mesa's
// arithmetic for its R16G16B16A16_SNORM accumulation buffer (main/accum.c): float32 products truncated
// toward zero into 16-bit integers (which wrap, as C's conversions do there, rather than saturate),
// RETURN clamped to [0, 1] and rounded to nearest-even 8-bit values. Every operation covers the window
// or, with the scissor test on, the scissor box. ACCUM and LOAD read the read buffer (glReadBuffer);
// RETURN writes every draw buffer (glDrawBuffer) through the colour write mask; clearing ignores masks.
// A conditional render whose query counted no samples skips them all.
import { makeBox, PipeFormat, type PipeResource, PipeTransfer } from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { deriveScissor } from '../draw/derive-state.js';
import { GL_ACCUM, GL_ADD, GL_LOAD, GL_MULT, GL_RETURN } from '../gl-enums.js';
import { readBufferTexels, readColorResource } from './read-buffer.js';

const f32 = Math.fround;
/** Mesa's unorm8 → float factor, 1 / 255 in float32. */
const UNORM8_TO_FLOAT = f32(1 / 255);
const TWO_POW_31 = 2 ** 31;

/** C's (GLshort) of a float on x86: truncation toward zero to 32 bits (out of range: INT_MIN), then wrap. */
function toShort(value: number): number {
  const t = Math.trunc(value);
  return Math.abs(t) < TWO_POW_31 ? (t << 16) >> 16 : 0;
}

/** Mesa's FLOAT_TO_SHORT for the clear value: ((int)(65535 * x) - 1) / 2, C division. */
export function accumClearShort(x: number): number {
  return Math.trunc((Math.trunc(f32(65535 * f32(x))) - 1) / 2);
}

/** Mesa's float → unorm8 pack: 0 below 0, 255 above 1, else x * 255 rounded to nearest even. */
function toUnorm8(x: number): number {
  if (x < 0) return 0;
  if (x > 1) return 255;
  const v = f32(x * 255);
  const r = Math.round(v);
  return r - v === 0.5 && r % 2 === 1 ? r - 1 : r;
}

/** Byte offsets of R, G, B, A in a texel of the window's colour format. */
function channelOffsets(format: PipeFormat): readonly number[] {
  return format === PipeFormat.B8G8R8A8_UNORM ? [2, 1, 0, 3] : [0, 1, 2, 3];
}

/** The rectangle accumulation operations cover: the window, or its intersection with the scissor box. */
function region(c: GlContext): { x: number; y: number; w: number; h: number } {
  const { fb, st } = c;
  const box = st.scissor.enabled ? deriveScissor(c) : { minx: 0, miny: 0, maxx: fb.width, maxy: fb.height };
  return { x: box.minx, y: box.miny, w: box.maxx - box.minx, h: box.maxy - box.miny };
}

/**
 * Whether a conditional render (glBeginConditionalRender) lets the operation happen: the CPU copy is not
 * under the pipe's render condition, so its query is read here (waiting, which every mode allows), as
 * Mesa's _mesa_check_conditional_render does for glAccum and glClear.
 */
function renderConditionPasses(c: GlContext): boolean {
  const q = c.queries.conditional;
  return q === null || c.queries.result(q, true).value !== 0n;
}

/** glClear(GL_ACCUM_BUFFER_BIT): the clear value in the region (no masks apply). */
export function clearAccum(c: GlContext): void {
  const accum = c.fb.accum;
  if (!accum || !renderConditionPasses(c)) return;
  const { x, y, w, h } = region(c);
  const value = c.st.accumClear.map(accumClearShort);
  const row = new Int16Array(w * 4);
  for (let i = 0; i < w; i++) row.set(value, i * 4);
  for (let j = y; j < y + h; j++) accum.set(row, (j * c.fb.width + x) * 4);
}

/** glAccum(op, value) on a context with an accumulation buffer (the caller checked op). */
export function accumulate(c: GlContext, op: number, value: number): void {
  const accum = c.fb.accum;
  if (!accum || !renderConditionPasses(c)) return;
  const v = f32(value);
  const r = region(c);
  if (r.w <= 0 || r.h <= 0) return;
  switch (op) {
    case GL_ADD:
      if (v !== 0) scaleOrBias(c, accum, r, v, true);
      break;
    case GL_MULT:
      if (v !== 1) scaleOrBias(c, accum, r, v, false);
      break;
    case GL_ACCUM:
      if (v !== 0) accumOrLoad(c, accum, r, v, false);
      break;
    case GL_LOAD:
      accumOrLoad(c, accum, r, v, true);
      break;
    case GL_RETURN:
      accumReturn(c, accum, r, v);
      break;
  }
}

type Region = { x: number; y: number; w: number; h: number };

/** `map(a)` for every 16-bit accumulation value a, indexed by a's two's-complement bits. */
function tableOf16<T extends Int16Array | Uint8Array>(table: T, map: (a: number) => number): T {
  for (let bits = 0; bits < 65536; bits++) table[bits] = map((bits << 16) >> 16);
  return table;
}

function scaleOrBias(c: GlContext, accum: Int16Array, r: Region, v: number, bias: boolean): void {
  const increment = toShort(f32(v * 32767));
  const product = bias ? null : tableOf16(new Int16Array(65536), (a) => toShort(f32(a * v)));
  for (let j = r.y; j < r.y + r.h; j++) {
    const row = (j * c.fb.width + r.x) * 4;
    for (let k = row; k < row + r.w * 4; k++) {
      accum[k] = product ? product[accum[k]! & 0xffff]! : accum[k]! + increment;
    }
  }
}

function accumOrLoad(c: GlContext, accum: Int16Array, r: Region, v: number, load: boolean): void {
  const source = readColorResource(c);
  const texels = readBufferTexels(c, source, r.x, r.y, r.w, r.h);
  const offsets = channelOffsets(source.format);
  const scale = f32(v * 32767);
  // What each colour byte adds: (short)(b × (1/255) × value × 32767), float32 products.
  const terms = new Int16Array(256);
  for (let b = 0; b < 256; b++) terms[b] = toShort(f32(f32(b * UNORM8_TO_FLOAT) * scale));
  const [r0, g0, b0, a0] = offsets as [number, number, number, number];
  let texel = 0;
  for (let j = 0; j < r.h; j++) {
    const row = ((r.y + j) * c.fb.width + r.x) * 4;
    const end = row + r.w * 4;
    // Int16Array stores wrap, as the C short addition does.
    for (let at = row; at < end; at += 4, texel += 4) {
      accum[at] = (load ? 0 : accum[at]!) + terms[texels[texel + r0]!]!;
      accum[at + 1] = (load ? 0 : accum[at + 1]!) + terms[texels[texel + g0]!]!;
      accum[at + 2] = (load ? 0 : accum[at + 2]!) + terms[texels[texel + b0]!]!;
      accum[at + 3] = (load ? 0 : accum[at + 3]!) + terms[texels[texel + a0]!]!;
    }
  }
}

function accumReturn(c: GlContext, accum: Int16Array, r: Region, v: number): void {
  const targets = c.draw.colorPasses.buffers();
  if (targets.length === 0) return;
  const scale = f32(v / 32767);
  const bytes = tableOf16(new Uint8Array(65536), (a) => toUnorm8(f32(a * scale)));
  const mask = c.st.color.colorMask;
  const masking = !mask.every((m) => m);
  for (const target of targets) {
    const buffer = target.resource;
    const offsets = channelOffsets(buffer.format);
    // Masked channels keep the buffer's bytes (Mesa reads them back and packs them unchanged).
    const texels = masking ? readBufferTexels(c, buffer, r.x, r.y, r.w, r.h) : new Uint8Array(r.w * r.h * 4);
    for (let ch = 0; ch < 4; ch++) {
      if (!mask[ch]) continue;
      let texel = offsets[ch]!;
      for (let j = 0; j < r.h; j++) {
        const row = ((r.y + j) * c.fb.width + r.x) * 4;
        const end = row + r.w * 4;
        for (let at = row + ch; at < end; at += 4, texel += 4) texels[texel] = bytes[accum[at]! & 0xffff]!;
      }
    }
    writeTexels(c, buffer, r, texels);
  }
}

function writeTexels(c: GlContext, buffer: PipeResource, r: Region, texels: Uint8Array): void {
  c.flush();
  c.pipe.textureSubdata(buffer, 0, PipeTransfer.WRITE, makeBox(r.x, r.y, 0, r.w, r.h, 1), texels, r.w * 4, 0);
}

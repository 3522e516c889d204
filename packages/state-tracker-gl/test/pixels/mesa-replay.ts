// Replays the Mesa reference cases (fixtures/mesa-pixels.json, made by reference/pixels/regenerate.mjs)
// through the pixel module: the same glPixelStore/glPixelTransfer/glPixelMap calls, glTexImage2D +
// glGetTexImage as chooseTextureFormat + unpackToTexels + packFromTexels, and glDrawPixels/glBitmap +
// glReadPixels against a simulated 64×64 R8G8B8A8 colour buffer and Z24_UNORM_S8_UINT depth/stencil
// buffer (OSMesa's RGBA context on llvmpipe).

import { readFileSync } from 'node:fs';
import { PipeFormat } from '@gallium-ts/gallium-api';
import * as GL from '../../src/gl-enums.js';
import {
  bufferFormat,
  chooseTextureFormat,
  defaultPixelStore,
  defaultPixelTransfer,
  type PixelStoreState,
  type PixelTransferState,
  packFromTexels,
  packPolygonStipple,
  setPixelMap,
  setPixelStore,
  setPixelTransfer,
  type TextureFormat,
  texelsFromDepth,
  texelsFromRgba,
  unpackBitmap,
  unpackImage,
  unpackPolygonStipple,
  unpackToTexels,
  writeStencilTexels,
} from '../../src/pixels/index.js';

export interface TransferSpec {
  scale?: number[];
  bias?: number[];
  depthScale?: number;
  depthBias?: number;
  indexShift?: number;
  indexOffset?: number;
  mapColor?: number;
  mapStencil?: number;
  maps?: Record<string, number[]>;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  format: number;
  type: number;
  size: number;
}

export interface MesaCase {
  name: string;
  unpack?: Record<string, number>;
  pack?: Record<string, number>;
  transfer?: TransferSpec;
  readTransfer?: TransferSpec;
  tex?: { internalFormat: number; width: number; height: number; format: number; type: number; data: string };
  get?: { format: number; type: number; size: number };
  draw?: { width: number; height: number; format: number; type: number; data: string };
  read?: Rect;
  bitmap?: { width: number; height: number; data: string };
  stipple?: { data: string };
  getStipple?: { size: number };
  mesa: { err: number; sizes?: number[]; out: string };
}

export function loadMesaCases(): { renderer: string; cases: MesaCase[] } {
  return JSON.parse(readFileSync(new URL('./fixtures/mesa-pixels.json', import.meta.url), 'utf8'));
}

const STORE_NAMES: Record<string, string> = {
  swapBytes: 'SWAP_BYTES',
  lsbFirst: 'LSB_FIRST',
  rowLength: 'ROW_LENGTH',
  skipRows: 'SKIP_ROWS',
  skipPixels: 'SKIP_PIXELS',
  alignment: 'ALIGNMENT',
  imageHeight: 'IMAGE_HEIGHT',
  skipImages: 'SKIP_IMAGES',
};
const gl = GL as unknown as Record<string, number>;

/** The pack and unpack states after the case's glPixelStorei calls (through setPixelStore). */
function stores(c: MesaCase): { pack: PixelStoreState; unpack: PixelStoreState } {
  const pack = defaultPixelStore();
  const unpack = defaultPixelStore();
  for (const [prefix, values] of [
    ['UNPACK', c.unpack],
    ['PACK', c.pack],
  ] as const) {
    for (const [key, value] of Object.entries(values ?? {})) {
      const error = setPixelStore(pack, unpack, gl[`GL_${prefix}_${STORE_NAMES[key]}`]!, value);
      if (error !== 0) throw new Error(`setPixelStore ${key}: ${error}`);
    }
  }
  return { pack, unpack };
}

/** A transfer state after the case's glPixelTransferf/glPixelMapfv calls (through the module's setters). */
export function transferState(spec: TransferSpec | undefined): PixelTransferState {
  const t = defaultPixelTransfer();
  if (spec === undefined) return t;
  const set = (pname: number, value: number) => {
    if (setPixelTransfer(t, pname, value) !== 0) throw new Error(`setPixelTransfer 0x${pname.toString(16)}`);
  };
  const channels = ['RED', 'GREEN', 'BLUE', 'ALPHA'];
  for (const [i, v] of (spec.scale ?? []).entries()) set(gl[`GL_${channels[i]}_SCALE`]!, v);
  for (const [i, v] of (spec.bias ?? []).entries()) set(gl[`GL_${channels[i]}_BIAS`]!, v);
  const scalars: [keyof TransferSpec, number][] = [
    ['depthScale', GL.GL_DEPTH_SCALE],
    ['depthBias', GL.GL_DEPTH_BIAS],
    ['indexShift', GL.GL_INDEX_SHIFT],
    ['indexOffset', GL.GL_INDEX_OFFSET],
    ['mapColor', GL.GL_MAP_COLOR],
    ['mapStencil', GL.GL_MAP_STENCIL],
  ];
  for (const [key, pname] of scalars) if (spec[key] !== undefined) set(pname, spec[key] as number);
  for (const [map, values] of Object.entries(spec.maps ?? {})) {
    // glPixelMapfv takes GLfloat: the values reach GL rounded to single precision.
    if (setPixelMap(t, gl[`GL_PIXEL_MAP_${map}`]!, Float32Array.from(values)) !== 0)
      throw new Error(`setPixelMap ${map}`);
  }
  return t;
}

const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const filled = (size: number) => new Uint8Array(size).fill(0xaa);
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Every format llvmpipe samples from and renders to, among gallium-ts's formats. */
export const llvmpipeSupports = (_format: PipeFormat) => true;

/** The storage the replay uses for a case's texture: ours, unless `override` names llvmpipe's. */
export function textureFor(internalFormat: number, override?: PipeFormat): TextureFormat {
  const chosen = chooseTextureFormat(
    internalFormat,
    override === undefined ? llvmpipeSupports : (f) => f === override,
  );
  if (chosen === null) throw new Error(`no storage for 0x${internalFormat.toString(16)}`);
  return chosen;
}

const FB = 64;
const COLOR = bufferFormat(PipeFormat.R8G8B8A8_UNORM)!;
const DEPTH = bufferFormat(PipeFormat.Z24_UNORM_S8_UINT)!;

/** The simulated framebuffer: colour cleared to 0, depth to 1, stencil to 0. */
class Framebuffer {
  readonly color = new Uint8Array(FB * FB * 4);
  readonly depth = texelsFromDepth(DEPTH, new Float32Array(FB * FB).fill(1), FB * FB);

  /** Writes `texels` (w×h, tight) of `bytes`-byte pixels into `target` at window (0, 0). */
  static blit(target: Uint8Array, texels: Uint8Array, w: number, h: number, bytes: number): void {
    for (let y = 0; y < Math.min(h, FB); y++) {
      const cols = Math.min(w, FB);
      target.set(texels.subarray(y * w * bytes, (y * w + cols) * bytes), y * FB * bytes);
    }
  }

  /** The w×h rectangle at (x, y) of `source`, tight. */
  static region(source: Uint8Array, r: Rect, bytes: number): Uint8Array {
    const out = new Uint8Array(r.width * r.height * bytes);
    for (let y = 0; y < r.height; y++) {
      const start = ((r.y + y) * FB + r.x) * bytes;
      out.set(source.subarray(start, start + r.width * bytes), y * r.width * bytes);
    }
    return out;
  }
}

/** What the module gives for a case: the same bytes Mesa printed (hex), and the texture storage used. */
export function replay(c: MesaCase, override?: PipeFormat): { out: string; texture?: TextureFormat } {
  const { pack, unpack } = stores(c);
  const transfer = transferState(c.transfer);
  const readTransfer = transferState(c.readTransfer);
  if (c.tex && c.get) {
    const t = c.tex;
    const texture = textureFor(t.internalFormat, override);
    const client = { ...t, depth: 1, dimensions: 2 as const, data: fromHex(t.data) };
    const texels = unpackToTexels(client, unpack, transfer, texture);
    const out = filled(c.get.size);
    const target = {
      width: t.width,
      height: t.height,
      depth: 1,
      dimensions: 2 as const,
      ...c.get,
      data: out,
    };
    packFromTexels(texture, texels, target, pack, null, 'getTexImage');
    return { out: toHex(out), texture };
  }
  if (c.stipple && c.getStipple) {
    const rows = unpackPolygonStipple(fromHex(c.stipple.data), unpack);
    const out = filled(c.getStipple.size);
    packPolygonStipple(rows, out, pack);
    return { out: toHex(out) };
  }
  const fb = new Framebuffer();
  if (c.draw) {
    const d = c.draw;
    const client = { ...d, depth: 1, dimensions: 2 as const, data: fromHex(d.data) };
    const image = unpackImage(client, unpack, transfer);
    const count = d.width * d.height;
    if (image.kind === 'rgba') {
      Framebuffer.blit(fb.color, texelsFromRgba(COLOR, image.data, count), d.width, d.height, 4);
    } else {
      const region = Framebuffer.region(fb.depth, { ...d, x: 0, y: 0, size: 0 }, 4);
      if (image.kind === 'depth') texelsFromDepth(DEPTH, image.data, count, region);
      else writeStencilTexels(DEPTH.pipeFormat, image.data, region, count);
      Framebuffer.blit(fb.depth, region, d.width, d.height, 4);
    }
  }
  if (c.bitmap) {
    const b = c.bitmap;
    const bits = unpackBitmap(b.width, b.height, fromHex(b.data), unpack);
    const white = new Uint8Array(b.width * b.height * 4);
    for (const [i, bit] of bits.entries()) white.fill(bit ? 255 : 0, i * 4, i * 4 + 4);
    Framebuffer.blit(fb.color, white, b.width, b.height, 4);
  }
  const r = c.read!;
  const zs = r.format === GL.GL_DEPTH_COMPONENT || r.format === GL.GL_STENCIL_INDEX;
  const source = zs ? DEPTH : COLOR;
  const texels = Framebuffer.region(zs ? fb.depth : fb.color, r, 4);
  const out = filled(r.size);
  const target = {
    width: r.width,
    height: r.height,
    depth: 1,
    dimensions: 2 as const,
    format: r.format,
    type: r.type,
    data: out,
  };
  packFromTexels(source, texels, target, pack, readTransfer, 'readPixels');
  return { out: toHex(out) };
}

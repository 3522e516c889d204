// blit on CPU resources: every destination texel of the box (inside the scissor and the window
// rectangles) takes the source texel at the matching position — nearest, or bilinear (trilinear across
// 3D slices) with clamp-to-edge — converted between the two formats, for the channels of the mask:
// colour (RGBA, merged with the destination when the mask is partial, or alpha-blended), depth, stencil.
// Boxes with negative source sizes mirror. A blit of equal formats and sizes copies texel bytes.
import {
  formatDescription,
  type PipeBlitInfo,
  type PipeBlitSide,
  PipeFormatChannelType,
  PipeMask,
  type PipeScissorState,
  PipeTexFilter,
  PipeTextureTarget,
  packDepthStencil,
  packRgbaFloat,
  packRgbaSint,
  packRgbaUint,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
  unpackStencil,
  unpackZFloat,
} from '@gallium-ts/gallium-api';
import type { CpuResource } from '@gallium-ts/gallium-api/util';

/** Where texel (x, y, layer) of one level of a resource is. */
interface LevelAccess {
  data: Uint8Array;
  offset: number;
  stride: number;
  layerStride: number;
  blockSize: number;
  width: number;
  height: number;
  layers: number;
}

function levelAccess(side: PipeBlitSide): LevelAccess {
  const r = side.resource as CpuResource;
  const bytes = r.storage;
  const level = bytes.levels[side.level]!;
  return {
    data: bytes.data,
    offset: level.offset,
    stride: level.stride,
    layerStride: level.layerStride,
    blockSize: bytes.blockSize,
    width: level.stride / bytes.blockSize,
    height: level.layerStride / level.stride,
    layers: level.layers,
  };
}

function inside(x: number, y: number, r: PipeScissorState): boolean {
  return x >= r.minx && x < r.maxx && y >= r.miny && y < r.maxy;
}

/** Whether destination pixel (x, y) may be written under the blit's scissor and window rectangles. */
function writable(info: PipeBlitInfo, x: number, y: number): boolean {
  if (info.scissorEnable && !inside(x, y, info.scissor)) return false;
  const rects = info.windowRectangles;
  if (info.windowRectangleInclude) return rects.some((r) => inside(x, y, r));
  return !rects.some((r) => inside(x, y, r));
}

const texel = new Float64Array(4);
const sample = new Float64Array(4);
const dstTexel = new Float64Array(4);
const ints = new Int32Array(4);
const uints = new Uint32Array(4);

/** Performs a validated blit between CPU resources. */
export function blit(info: PipeBlitInfo): void {
  const src = levelAccess(info.src);
  const dst = levelAccess(info.dst);
  const sb = info.src.box;
  const db = info.dst.box;
  const srcDesc = formatDescription(info.src.format);
  const dstDesc = formatDescription(info.dst.format);
  const unscaled = sb.width === db.width && sb.height === db.height && sb.depth === db.depth;
  const sameFormat = info.src.format === info.dst.format;
  const fullMask =
    dstDesc.isDepth || dstDesc.isStencil
      ? (info.mask & PipeMask.ZS) ===
        ((dstDesc.isDepth ? PipeMask.Z : 0) | (dstDesc.isStencil ? PipeMask.S : 0))
      : (info.mask & PipeMask.RGBA) === PipeMask.RGBA;
  const copyBytes =
    unscaled && sameFormat && fullMask && !info.alphaBlend && srcDesc.blockSize === dstDesc.blockSize;
  const linear =
    info.filter === PipeTexFilter.LINEAR && !srcDesc.isPureInteger && !srcDesc.isDepth && !srcDesc.isStencil;
  const filter3d =
    linear && info.src.resource.target === PipeTextureTarget.TEXTURE_3D && sb.depth !== db.depth;
  const integer = srcDesc.isPureInteger;
  const signed = (d: typeof srcDesc) => d.channels.some((c) => c.type === PipeFormatChannelType.SINT);
  const bs = src.blockSize;
  const srcAt = (x: number, y: number, z: number) =>
    src.offset + z * src.layerStride + y * src.stride + x * bs;
  const clampX = (v: number) => (v < 0 ? 0 : v >= src.width ? src.width - 1 : v);
  const clampY = (v: number) => (v < 0 ? 0 : v >= src.height ? src.height - 1 : v);
  const clampZ = (v: number) => (v < 0 ? 0 : v >= src.layers ? src.layers - 1 : v);

  /** The source colour at (sx, sy, sz) (continuous coordinates) into `sample`. */
  const fetchColor = (sx: number, sy: number, sz: number) => {
    if (!linear) {
      readColor(srcAt(clampX(Math.floor(sx)), clampY(Math.floor(sy)), clampZ(Math.floor(sz))), sample);
      return;
    }
    const x0 = Math.floor(sx - 0.5),
      y0 = Math.floor(sy - 0.5);
    const fx = sx - 0.5 - x0,
      fy = sy - 0.5 - y0;
    const zs = filter3d ? [Math.floor(sz - 0.5), Math.floor(sz - 0.5) + 1] : [Math.floor(sz)];
    const fz = filter3d ? sz - 0.5 - zs[0]! : 0;
    sample.fill(0);
    zs.forEach((zz, k) => {
      const wz = filter3d ? (k === 0 ? 1 - fz : fz) : 1;
      for (let j = 0; j < 4; j++) {
        const wx = j & 1 ? fx : 1 - fx;
        const wy = j & 2 ? fy : 1 - fy;
        const weight = wx * wy * wz;
        if (weight === 0) continue;
        readColor(srcAt(clampX(x0 + (j & 1)), clampY(y0 + (j >> 1)), clampZ(zz)), texel);
        for (let c = 0; c < 4; c++) sample[c]! += texel[c]! * weight;
      }
    });
  };
  const readColor = (at: number, out: Float64Array) => {
    if (!integer) return unpackRgbaFloat(info.src.format, src.data, at, out);
    if (signed(srcDesc)) unpackRgbaSint(info.src.format, src.data, at, ints);
    else {
      unpackRgbaUint(info.src.format, src.data, at, uints);
      for (let c = 0; c < 4; c++) ints[c] = uints[c]! | 0;
    }
    out.set(ints);
  };
  const writeColor = (at: number, rgba: Float64Array) => {
    if (!dstDesc.isPureInteger) return packRgbaFloat(info.dst.format, rgba, dst.data, at);
    if (signed(dstDesc)) packRgbaSint(info.dst.format, rgba, dst.data, at);
    else {
      for (let c = 0; c < 4; c++) uints[c] = rgba[c]! >>> 0;
      packRgbaUint(info.dst.format, uints, dst.data, at);
    }
  };

  for (let z = 0; z < db.depth; z++) {
    const sz = sb.z + ((z + 0.5) * sb.depth) / db.depth;
    for (let y = 0; y < db.height; y++) {
      const sy = sb.y + ((y + 0.5) * sb.height) / db.height;
      for (let x = 0; x < db.width; x++) {
        const dx = db.x + x;
        const dy = db.y + y;
        if (!writable(info, dx, dy)) continue;
        const sx = sb.x + ((x + 0.5) * sb.width) / db.width;
        const to = dst.offset + (db.z + z) * dst.layerStride + dy * dst.stride + dx * dst.blockSize;
        if (copyBytes) {
          const from = srcAt(Math.floor(sx), Math.floor(sy), Math.floor(sz));
          dst.data.set(src.data.subarray(from, from + bs), to);
          continue;
        }
        if (dstDesc.isDepth || dstDesc.isStencil) {
          const from = srcAt(clampX(Math.floor(sx)), clampY(Math.floor(sy)), clampZ(Math.floor(sz)));
          const depth =
            info.mask & PipeMask.Z && srcDesc.isDepth && dstDesc.isDepth
              ? unpackZFloat(info.src.format, src.data, from)
              : null;
          const stencil =
            info.mask & PipeMask.S && srcDesc.isStencil && dstDesc.isStencil
              ? unpackStencil(info.src.format, src.data, from)
              : null;
          packDepthStencil(info.dst.format, depth, stencil, dst.data, to);
          continue;
        }
        fetchColor(sx, sy, sz);
        if ((info.mask & PipeMask.RGBA) !== PipeMask.RGBA || info.alphaBlend) {
          unpackRgbaFloat(info.dst.format, dst.data, to, dstTexel);
          const a = sample[3]!;
          for (let c = 0; c < 4; c++) {
            if (!(info.mask & (1 << c))) sample[c] = dstTexel[c]!;
            else if (info.alphaBlend && c < 3) sample[c] = sample[c]! * a + dstTexel[c]! * (1 - a);
          }
        }
        writeColor(to, sample);
      }
    }
  }
}

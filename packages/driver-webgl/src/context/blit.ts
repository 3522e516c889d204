// blit through blitFramebuffer: copies, scaling (NEAREST or LINEAR), mirroring (reversed rectangles),
// format conversion between colour formats of the same kind, depth/stencil copies between equal
// formats, scissored. Blending (alphaBlend) and colour masks leaving out channels are drawn instead
// (blit-draw.ts). Refused with PipeUnsupportedError: integer/float mixes, different depth/stencil
// formats, overlapping copies within one image, and 3D scaling across slices.
import {
  formatDescription,
  type PipeBlitInfo,
  PipeMask,
  PipeTexFilter,
  PipeUnsupportedError,
} from '@gallium-ts/gallium-api';
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { glTextureFormat } from '../formats.js';
import { attachLevel, type WebglTextureStorage } from '../storage/texture-storage.js';
import type { BlitDraw } from './blit-draw.js';

const COLOR_BUFFER_BIT = 0x4000;
const DEPTH_BUFFER_BIT = 0x0100;
const STENCIL_BUFFER_BIT = 0x0400;

/** The channel mask bits a colour format has. */
function channelMask(format: number): number {
  const d = formatDescription(format as never);
  let mask = 0;
  d.swizzle.forEach((s, i) => {
    if (s <= 3) mask |= 1 << i;
  });
  return mask;
}

function refuse(why: string): never {
  throw new PipeUnsupportedError('blit', why);
}

export function blitFramebuffers(device: WebglDevice, info: PipeBlitInfo, drawer: BlitDraw): void {
  const gl = device.gl;
  const src = info.src.resource as BaseResource;
  const dst = info.dst.resource as BaseResource;
  const ss = src.storage as WebglTextureStorage;
  const ds = dst.storage as WebglTextureStorage;
  if (glTextureFormat(info.src.format) !== ss.gl || glTextureFormat(info.dst.format) !== ds.gl)
    refuse('WebGL2 has no texture views: blit formats must be stored like their resources');
  const sd = formatDescription(info.src.format);
  const dd = formatDescription(info.dst.format);
  let bits = 0;
  let drawn = false;
  const colorMask = info.mask & PipeMask.RGBA;
  if (colorMask && !dd.isDepth && !dd.isStencil) {
    const needed = channelMask(info.dst.format);
    if ((colorMask & needed) !== needed || info.alphaBlend) drawn = true;
    const kinds = [ss.gl.kind, ds.gl.kind];
    if (kinds[0] !== kinds[1] && (kinds.includes('uint') || kinds.includes('sint')))
      refuse('a blit between integer and non-integer formats');
    bits |= COLOR_BUFFER_BIT;
  }
  if (info.mask & PipeMask.Z && sd.isDepth && dd.isDepth) bits |= DEPTH_BUFFER_BIT;
  if (info.mask & PipeMask.S && sd.isStencil && dd.isStencil) bits |= STENCIL_BUFFER_BIT;
  if (bits & (DEPTH_BUFFER_BIT | STENCIL_BUFFER_BIT) && ss.gl.internalFormat !== ds.gl.internalFormat)
    refuse('a depth/stencil blit between different formats');
  if (bits === 0) return;
  const sb = info.src.box;
  const db = info.dst.box;
  if (Math.abs(sb.depth) !== Math.abs(db.depth)) refuse('a blit scaling across 3D slices or layers');
  if (src === dst && info.src.level === info.dst.level) {
    const overlap = (a0: number, a1: number, b0: number, b1: number) =>
      Math.max(a0, a1) > Math.min(b0, b1) && Math.max(b0, b1) > Math.min(a0, a1);
    if (
      overlap(sb.x, sb.x + sb.width, db.x, db.x + db.width) &&
      overlap(sb.y, sb.y + sb.height, db.y, db.y + db.height) &&
      overlap(sb.z, sb.z + sb.depth, db.z, db.z + db.depth)
    )
      refuse('an overlapping blit within one image');
  }
  ss.prepare();
  ds.prepare();
  device.disturb();
  if (drawn) {
    drawer.blit(info);
    bits &= ~COLOR_BUFFER_BIT;
    ds.gpuWrote(info.dst.level);
    if (bits === 0) return;
  }
  const integer = ss.gl.kind === 'uint' || ss.gl.kind === 'sint';
  const filter =
    info.filter === PipeTexFilter.LINEAR && bits === COLOR_BUFFER_BIT && !integer ? gl.LINEAR : gl.NEAREST;
  const read = gl.createFramebuffer()!;
  const draw = gl.createFramebuffer()!;
  gl.bindFramebuffer(gl.READ_FRAMEBUFFER, read);
  gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, draw);
  if (info.scissorEnable) {
    gl.enable(gl.SCISSOR_TEST);
    const s = info.scissor;
    gl.scissor(s.minx, s.miny, Math.max(0, s.maxx - s.minx), Math.max(0, s.maxy - s.miny));
  } else gl.disable(gl.SCISSOR_TEST);
  const point = (d: typeof sd) =>
    d.isDepth && d.isStencil
      ? gl.DEPTH_STENCIL_ATTACHMENT
      : d.isDepth
        ? gl.DEPTH_ATTACHMENT
        : d.isStencil
          ? gl.STENCIL_ATTACHMENT
          : gl.COLOR_ATTACHMENT0;
  const layers = Math.abs(db.depth);
  for (let i = 0; i < layers; i++) {
    const sz = sb.depth < 0 ? sb.z - 1 - i : sb.z + i;
    const dz = db.depth < 0 ? db.z - 1 - i : db.z + i;
    attachLevel(gl, gl.READ_FRAMEBUFFER, point(sd), ss, info.src.level, sz);
    attachLevel(gl, gl.DRAW_FRAMEBUFFER, point(dd), ds, info.dst.level, dz);
    gl.blitFramebuffer(
      sb.x,
      sb.y,
      sb.x + sb.width,
      sb.y + sb.height,
      db.x,
      db.y,
      db.x + db.width,
      db.y + db.height,
      bits,
      filter,
    );
  }
  gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
  gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
  gl.deleteFramebuffer(read);
  gl.deleteFramebuffer(draw);
  ds.gpuWrote(info.dst.level);
}

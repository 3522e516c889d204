// Storage of a texture: a GL texture (2D for 1D, RECT and 2D targets, 2D array for 1D and 2D arrays,
// cube map, 3D) plus a CPU shadow in the pipe format's own bytes. Each level is newer either on the CPU
// (written by transfers and subdata: uploaded before the GPU uses it) or on the GPU (rendered, cleared,
// blitted: read back before the CPU reads it), never both. Formats WebGL2 lacks are converted texel by
// texel on upload and readback (formats.ts).
import {
  formatDescription,
  levelHeight,
  levelWidth,
  type PipeBox,
  type PipeFormat,
  type PipeResourceTemplate,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import {
  ResourceBytes as Bytes,
  type ResourceBytes,
  type ResourceStorage,
  resourceLayout,
} from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { convertTexels, type GlTextureFormat } from '../formats.js';
import { GL } from '../gl-enums.js';
import type { TextureReadback } from './readback.js';

const T = PipeTextureTarget;

/** The GL texture target that holds a pipe texture target. */
export function glTextureTarget(target: PipeTextureTarget): number {
  switch (target) {
    case T.TEXTURE_CUBE:
      return 0x8513; // TEXTURE_CUBE_MAP
    case T.TEXTURE_3D:
      return 0x806f; // TEXTURE_3D
    case T.TEXTURE_1D_ARRAY:
    case T.TEXTURE_2D_ARRAY:
      return 0x8c1a; // TEXTURE_2D_ARRAY
    default:
      return 0x0de1; // TEXTURE_2D
  }
}

/** The typed array WebGL2 wants for upload `type` over `bytes`. */
function viewFor(type: number, bytes: Uint8Array): ArrayBufferView {
  const b = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  switch (type) {
    case GL.UNSIGNED_BYTE:
      return b;
    case GL.BYTE:
      return new Int8Array(b.buffer, b.byteOffset, b.byteLength);
    case GL.SHORT:
      return new Int16Array(b.buffer, b.byteOffset, b.byteLength / 2);
    case GL.UNSIGNED_SHORT:
    case GL.UNSIGNED_SHORT_5_6_5:
    case GL.HALF_FLOAT:
      return new Uint16Array(b.buffer, b.byteOffset, b.byteLength / 2);
    case GL.INT:
      return new Int32Array(b.buffer, b.byteOffset, b.byteLength / 4);
    case GL.FLOAT:
      return new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4);
    default:
      return new Uint32Array(b.buffer, b.byteOffset, b.byteLength / 4);
  }
}

/** Attaches layer `layer` of `level` of a texture storage at `point` of the framebuffer bound to `target` (null detaches). */
export function attachLevel(
  gl: WebGL2RenderingContext,
  target: number,
  point: number,
  storage: WebglTextureStorage | null,
  level: number,
  layer: number,
): void {
  if (!storage) gl.framebufferTexture2D(target, point, gl.TEXTURE_2D, null, 0);
  else if (storage.glTarget === gl.TEXTURE_2D)
    gl.framebufferTexture2D(target, point, gl.TEXTURE_2D, storage.texture, level);
  else if (storage.glTarget === gl.TEXTURE_CUBE_MAP)
    gl.framebufferTexture2D(target, point, gl.TEXTURE_CUBE_MAP_POSITIVE_X + layer, storage.texture, level);
  else gl.framebufferTextureLayer(target, point, storage.texture, level, layer);
}

export class WebglTextureStorage implements ResourceStorage {
  readonly kind = 'texture';
  readonly texture: WebGLTexture;
  readonly glTarget: number;
  readonly shadow: ResourceBytes;
  private readonly cpuNewer: boolean[];
  private readonly gpuNewer: boolean[];
  /** TEXTURE_BASE_LEVEL and TEXTURE_MAX_LEVEL as last set. */
  private levelRange: [number, number];

  constructor(
    private readonly device: WebglDevice,
    private readonly readback: TextureReadback,
    readonly template: Readonly<PipeResourceTemplate>,
    readonly gl: GlTextureFormat,
  ) {
    const blockSize = formatDescription(template.format).blockSize;
    const { levels, size } = resourceLayout(template, blockSize);
    this.shadow = new Bytes(new Uint8Array(size), blockSize, levels);
    const levelCount = template.lastLevel + 1;
    this.cpuNewer = new Array(levelCount).fill(false);
    this.gpuNewer = new Array(levelCount).fill(false);
    const g = device.gl;
    this.glTarget = glTextureTarget(template.target);
    this.texture = g.createTexture()!;
    g.bindTexture(this.glTarget, this.texture);
    const w = template.width0;
    const h =
      template.target === T.TEXTURE_1D || template.target === T.TEXTURE_1D_ARRAY ? 1 : template.height0;
    if (this.glTarget === g.TEXTURE_3D || this.glTarget === g.TEXTURE_2D_ARRAY) {
      const depth = this.glTarget === g.TEXTURE_3D ? template.depth0 : template.arraySize;
      g.texStorage3D(this.glTarget, levelCount, gl.internalFormat, w, h, depth);
    } else {
      g.texStorage2D(this.glTarget, levelCount, gl.internalFormat, w, h);
    }
    g.texParameteri(this.glTarget, g.TEXTURE_MAX_LEVEL, template.lastLevel);
    this.levelRange = [0, template.lastLevel];
    g.bindTexture(this.glTarget, null);
    // texStorage leaves the contents undefined; the pipe contract says zeros
    this.cpuNewer.fill(true);
    device.cpuWrites++;
    device.disturb();
  }

  get format(): PipeFormat {
    return this.template.format;
  }

  read(level: number, box: PipeBox, dst: Uint8Array, dstStride: number, dstLayerStride: number): void {
    // rows of a GPU-newer level straight from readPixels when its bytes are the pipe format's: one copy
    if (this.gpuNewer[level] && this.readback.readsDirectly(this, dstStride, box.width)) {
      for (let z = 0; z < box.depth; z++) {
        const out = dst.subarray(z * dstLayerStride, z * dstLayerStride + dstStride * box.height);
        this.readback.readRect(this, level, box.z + z, box.x, box.y, box.width, box.height, out);
      }
      return;
    }
    this.fetch(level);
    this.shadow.read(level, box, dst, dstStride, dstLayerStride);
  }

  write(level: number, box: PipeBox, src: Uint8Array, srcStride: number, srcLayerStride: number): void {
    this.fetch(level);
    this.shadow.write(level, box, src, srcStride, srcLayerStride);
    this.cpuChanged(level);
  }

  fill(level: number, box: PipeBox, pattern: Uint8Array): void {
    this.fetch(level);
    this.shadow.fill(level, box, pattern);
    this.cpuChanged(level);
  }

  copyFrom(
    src: ResourceStorage,
    srcLevel: number,
    srcBox: PipeBox,
    dstLevel: number,
    dstx: number,
    dsty: number,
    dstz: number,
  ): void {
    const source = src as WebglTextureStorage;
    source.fetch(srcLevel);
    this.fetch(dstLevel);
    this.shadow.copyFrom(source.shadow, srcLevel, srcBox, dstLevel, dstx, dsty, dstz);
    this.cpuChanged(dstLevel);
  }

  release(): void {
    if (!this.device.isLost) this.device.gl.deleteTexture(this.texture);
  }

  /** Makes the GL texture hold every level's contents (uploads what the CPU changed); true if it did. */
  prepare(): boolean {
    let uploaded = false;
    for (let level = 0; level < this.cpuNewer.length; level++) {
      if (this.cpuNewer[level]) {
        this.upload(level);
        uploaded = true;
      }
    }
    return uploaded;
  }

  /** The GPU wrote `level` (render, clear, blit, mipmap generation). */
  gpuWrote(level: number): void {
    this.gpuNewer[level] = true;
  }

  /** The CPU changed `level`: it is uploaded before the GPU next uses the texture. */
  private cpuChanged(level: number): void {
    this.cpuNewer[level] = true;
    this.device.cpuWrites++;
  }

  /** The shadow and the GPU hold the same contents of `level` (both were changed alike). */
  synced(level: number): void {
    this.cpuNewer[level] = false;
    this.gpuNewer[level] = false;
  }

  /** Whether the CPU shadow of `level` is stale. */
  gpuIsNewer(level: number): boolean {
    return this.gpuNewer[level]!;
  }

  /** Sets the levels sampling sees (a sampler view's); the texture must be bound to its target. */
  setLevels(first: number, last: number): void {
    if (this.levelRange[0] === first && this.levelRange[1] === last) return;
    const g = this.device.gl;
    g.texParameteri(this.glTarget, g.TEXTURE_BASE_LEVEL, first);
    g.texParameteri(this.glTarget, g.TEXTURE_MAX_LEVEL, last);
    this.levelRange = [first, last];
  }

  /**
   * generate_mipmap on the GPU: levels base+1..last from level base, for layers first..lastLayer (the
   * other layers of those levels keep their contents).
   */
  generateMipmap(base: number, last: number, first: number, lastLayer: number): boolean {
    const g = this.device.gl;
    const kept: { level: number; layer: number; bytes: Uint8Array }[] = [];
    for (let level = base + 1; level <= last; level++) {
      const layout = this.shadow.levels[level]!;
      if (this.glTarget === g.TEXTURE_3D || (first === 0 && lastLayer >= layout.layers - 1)) continue;
      this.fetch(level);
      for (let layer = 0; layer < layout.layers; layer++) {
        if (layer >= first && layer <= lastLayer) continue;
        const at = layout.offset + layer * layout.layerStride;
        kept.push({ level, layer, bytes: this.shadow.data.slice(at, at + layout.layerStride) });
      }
    }
    this.prepare();
    this.device.disturb();
    g.bindTexture(this.glTarget, this.texture);
    this.setLevels(base, last);
    g.generateMipmap(this.glTarget);
    g.bindTexture(this.glTarget, null);
    for (let level = base + 1; level <= last; level++) this.gpuNewer[level] = true;
    for (const k of kept) {
      this.fetch(k.level);
      const layout = this.shadow.levels[k.level]!;
      this.shadow.data.set(k.bytes, layout.offset + k.layer * layout.layerStride);
      this.cpuChanged(k.level);
    }
    return true;
  }

  /** Reads `level` back into the shadow when the GPU holds newer contents. */
  fetch(level: number): void {
    if (!this.gpuNewer[level]) return;
    const layout = this.shadow.levels[level]!;
    const w = levelWidth(this.template, level);
    const h = layout.layerStride / layout.stride;
    for (let layer = 0; layer < layout.layers; layer++) {
      const bytes = this.shadow.data.subarray(
        layout.offset + layer * layout.layerStride,
        layout.offset + (layer + 1) * layout.layerStride,
      );
      this.readback.read(this, level, layer, w, h, bytes);
    }
    this.gpuNewer[level] = false;
  }

  private upload(level: number): void {
    const g = this.device.gl;
    const layout = this.shadow.levels[level]!;
    const w = levelWidth(this.template, level);
    const h = layout.layerStride / layout.stride;
    const level0 = this.shadow.data.subarray(layout.offset, layout.offset + layout.size);
    const texels = w * h * layout.layers;
    const bytes = convertTexels(this.template.format, this.gl.twin, level0, texels);
    const { format, type } = this.gl;
    g.bindTexture(this.glTarget, this.texture);
    if (this.glTarget === g.TEXTURE_3D || this.glTarget === g.TEXTURE_2D_ARRAY) {
      g.texSubImage3D(this.glTarget, level, 0, 0, 0, w, h, layout.layers, format, type, viewFor(type, bytes));
    } else if (this.glTarget === g.TEXTURE_CUBE_MAP) {
      const faceBytes = bytes.length / 6;
      for (let face = 0; face < 6; face++) {
        const data = bytes.subarray(face * faceBytes, (face + 1) * faceBytes);
        g.texSubImage2D(
          g.TEXTURE_CUBE_MAP_POSITIVE_X + face,
          level,
          0,
          0,
          w,
          h,
          format,
          type,
          viewFor(type, data),
        );
      }
    } else {
      g.texSubImage2D(g.TEXTURE_2D, level, 0, 0, w, h, format, type, viewFor(type, bytes));
    }
    g.bindTexture(this.glTarget, null);
    this.device.disturb();
    this.cpuNewer[level] = false;
  }
}

/** Height of `level` as GL sees it (1D textures are one row high). */
export function glLevelHeight(template: Readonly<PipeResourceTemplate>, level: number): number {
  return template.target === T.TEXTURE_1D || template.target === T.TEXTURE_1D_ARRAY
    ? 1
    : levelHeight(template, level);
}

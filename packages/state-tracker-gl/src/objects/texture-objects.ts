// Texture objects (GL 1.5, 3.8.12): sampler parameters, per-face per-level image descriptions, and the
// pipe texture and sampler view holding the images. Each texture unit binds one object per target;
// name 0 of each target is the context's default texture.
import {
  type PipeResource,
  type PipeSamplerState,
  type PipeSamplerView,
  samplerState,
  samplerViewTemplate,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import type { GlLimits } from '../context/limits.js';
import { minFilter, pipeFunc } from '../draw/gl-to-pipe.js';
import {
  GL_ALWAYS,
  GL_COMPARE_R_TO_TEXTURE,
  GL_LEQUAL,
  GL_LINEAR,
  GL_LUMINANCE,
  GL_NEAREST,
  GL_NEAREST_MIPMAP_LINEAR,
  GL_NONE,
  GL_PROXY_TEXTURE_1D,
  GL_PROXY_TEXTURE_2D,
  GL_PROXY_TEXTURE_3D,
  GL_PROXY_TEXTURE_CUBE_MAP,
  GL_PROXY_TEXTURE_RECTANGLE,
  GL_REPEAT,
  GL_TEXTURE_1D,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_TEXTURE_CUBE_MAP,
  GL_TEXTURE_CUBE_MAP_NEGATIVE_X,
  GL_TEXTURE_CUBE_MAP_NEGATIVE_Y,
  GL_TEXTURE_CUBE_MAP_NEGATIVE_Z,
  GL_TEXTURE_CUBE_MAP_POSITIVE_X,
  GL_TEXTURE_CUBE_MAP_POSITIVE_Y,
  GL_TEXTURE_CUBE_MAP_POSITIVE_Z,
  GL_TEXTURE_RECTANGLE,
} from '../gl-enums.js';
import { clampSymmetric, finiteOr } from '../math/clamp.js';
import type { TextureFormat } from '../pixels/index.js';
import { NameSpace } from './names.js';
import { rectangleDefaults } from './texture-rectangle.js';
import type { TextureSampling } from './texture-sampling.js';

/**
 * The targets a texture object can have, in the enable precedence (highest first): GL 1.5's, with
 * ARB_texture_rectangle's between 3D and 2D.
 */
export const TEXTURE_TARGETS = [
  GL_TEXTURE_CUBE_MAP,
  GL_TEXTURE_3D,
  GL_TEXTURE_RECTANGLE,
  GL_TEXTURE_2D,
  GL_TEXTURE_1D,
] as const;

/** The sampler parameters of a texture object (glTexParameter). */
export interface TextureParams {
  minFilter: number;
  magFilter: number;
  wrapS: number;
  wrapT: number;
  wrapR: number;
  borderColor: [number, number, number, number];
  minLod: number;
  maxLod: number;
  baseLevel: number;
  maxLevel: number;
  lodBias: number;
  priority: number;
  generateMipmap: boolean;
  maxAnisotropy: number;
  compareMode: number;
  compareFunc: number;
  depthTextureMode: number;
}

export function defaultTextureParams(): TextureParams {
  return {
    minFilter: GL_NEAREST_MIPMAP_LINEAR,
    magFilter: GL_LINEAR,
    wrapS: GL_REPEAT,
    wrapT: GL_REPEAT,
    wrapR: GL_REPEAT,
    borderColor: [0, 0, 0, 0],
    minLod: -1000,
    maxLod: 1000,
    baseLevel: 0,
    maxLevel: 1000,
    lodBias: 0,
    priority: 1,
    generateMipmap: false,
    maxAnisotropy: 1,
    compareMode: GL_NONE,
    compareFunc: GL_LEQUAL,
    depthTextureMode: GL_LUMINANCE,
  };
}

/** One image of a texture level (of one cube face). */
export interface TextureImage {
  width: number;
  height: number;
  depth: number;
  /** GL's border width (0 or 1); the border texels themselves are not stored (as in Mesa). */
  border: number;
  internalFormat: number;
  /** The GL base internal format (GL_RGBA, GL_LUMINANCE, ...). */
  baseFormat: number;
  /** How the texels are stored (the pixel module's choice: pipe format, swizzle, bits). */
  texFormat: TextureFormat;
  /**
   * An S3TC image's blocks as given (glCompressedTexImage) or encoded (glTexImage); the texels stored
   * are their decoding. Undefined for other images and for S3TC levels made by mipmap generation.
   */
  compressed?: Uint8Array | undefined;
}

export class TextureObject {
  /** GL target, 0 until first bound. */
  target = 0;
  params = defaultTextureParams();
  /** images[face][level]; one face except for cube maps. */
  images: (TextureImage | null)[][] = [[]];
  resource: PipeResource | null = null;
  view: PipeSamplerView | null = null;

  constructor(readonly name: number) {}

  /** Gives the object its target (on first bind): a cube map's six faces, a rectangle's initial parameters. */
  setTarget(target: number): void {
    this.target = target;
    if (target === GL_TEXTURE_CUBE_MAP) this.images = [[], [], [], [], [], []];
    if (target === GL_TEXTURE_RECTANGLE) rectangleDefaults(this.params);
  }

  /** The base level image (face 0). */
  get baseImage(): TextureImage | null {
    return this.images[0]?.[this.params.baseLevel] ?? null;
  }

  /** Whether sampling uses mipmaps. */
  get mipmapped(): boolean {
    return this.params.minFilter !== GL_NEAREST && this.params.minFilter !== GL_LINEAR;
  }

  /** The last level a mipmapped texture needs (GL 1.5, 3.8.10). */
  lastLevel(): number {
    const base = this.baseImage;
    if (!base) return this.params.baseLevel;
    const size = Math.max(base.width, base.height, base.depth);
    return Math.min(this.params.baseLevel + Math.floor(Math.log2(size)), this.params.maxLevel);
  }

  /** Cube completeness: six square base images of one size and internal format. */
  isCubeComplete(): boolean {
    const base = this.baseImage;
    if (this.images.length !== 6 || !base || base.width !== base.height) return false;
    return this.images.every((face) => {
      const img = face[this.params.baseLevel];
      return !!img && img.width === base.width && img.internalFormat === base.internalFormat;
    });
  }

  /** Texture completeness (GL 1.5, 3.8.10; cube completeness for cube maps). */
  isComplete(): boolean {
    const p = this.params;
    const base = this.baseImage;
    if (!base || p.baseLevel > p.maxLevel) return false;
    for (const face of this.images) {
      const img = face[p.baseLevel];
      if (
        !img ||
        img.width !== base.width ||
        img.height !== base.height ||
        img.internalFormat !== base.internalFormat
      ) {
        return false;
      }
    }
    if (this.target === GL_TEXTURE_CUBE_MAP && (this.images.length !== 6 || base.width !== base.height))
      return false;
    if (!this.mipmapped) return true;
    const last = this.lastLevel();
    for (const face of this.images) {
      for (let level = p.baseLevel + 1; level <= last; level++) {
        const img = face[level];
        const shift = level - p.baseLevel;
        if (
          !img ||
          img.internalFormat !== base.internalFormat ||
          img.border !== base.border ||
          img.width !== Math.max(1, base.width >> shift) ||
          img.height !== Math.max(1, base.height >> shift) ||
          img.depth !== Math.max(1, base.depth >> shift)
        ) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The pipe sampler state of the parameters, with the wrap modes and LOD bias `sampling` chose, within
   * the context's limits (GL clamps the LOD bias and the anisotropy at use; the pipe refuses values beyond
   * its caps).
   */
  samplerState(sampling: TextureSampling, limits: GlLimits, unitLodBias = 0): PipeSamplerState {
    const p = this.params;
    const [img, mip] = minFilter(p.minFilter);
    const lod = this.lodRange(unitLodBias, limits.maxLodBias);
    const anisotropy = Math.min(Math.floor(p.maxAnisotropy), limits.maxAnisotropy);
    return samplerState({
      wrapS: sampling.wraps[0] as never,
      wrapT: sampling.wraps[1] as never,
      wrapR: sampling.wraps[2] as never,
      minImgFilter: img as never,
      minMipFilter: mip as never,
      magImgFilter: (p.magFilter === GL_NEAREST ? 0 : 1) as never,
      compareMode: (p.compareMode === GL_COMPARE_R_TO_TEXTURE ? 1 : 0) as never,
      compareFunc: pipeFunc(p.compareFunc === 0 ? GL_ALWAYS : p.compareFunc) as never,
      // A bias beyond the driver's samplers is applied by the fragment program (sampling.shaderLodBias).
      lodBias: sampling.samplerLodBias,
      minLod: lod.minLod,
      maxLod: lod.maxLod,
      maxAnisotropy: anisotropy > 1 ? anisotropy : 0,
      borderColor: [...p.borderColor],
    });
  }

  /**
   * The LOD bias and λ clamps of the sampler (relative to the base level, the view's first). The bias
   * is the object's plus the unit's, clamped to ±GL_MAX_TEXTURE_LOD_BIAS (GL 1.5 §3.8.8).
   */
  lodRange(unitLodBias: number, maxLodBias: number): { bias: number; minLod: number; maxLod: number } {
    const p = this.params;
    return {
      bias: clampSymmetric(p.lodBias + unitLodBias, maxLodBias),
      minLod: Math.max(0, finiteOr(p.minLod - p.baseLevel, 0)),
      maxLod: Math.max(0, finiteOr(p.maxLod - p.baseLevel, 1000)),
    };
  }

  /** The first and last level of the resource the sampler view covers. */
  viewLevels(res: PipeResource): [number, number] {
    const first = Math.min(this.params.baseLevel, res.lastLevel);
    return [first, this.mipmapped ? Math.min(this.lastLevel(), res.lastLevel) : first];
  }

  /**
   * The sampler view over levels baseLevel..lastLevel of the resource with the swizzle `sampling` chose
   * (created when first needed; dropped by invalidateView when what decides it changes).
   */
  samplerView(c: GlContext, sampling: TextureSampling): PipeSamplerView | null {
    if (this.view) return this.view;
    const res = this.resource;
    const base = this.baseImage;
    if (!res || !base) return null;
    const [first, last] = this.viewLevels(res);
    this.view = c.pipe.createSamplerView(
      res,
      samplerViewTemplate(res, {
        firstLevel: first,
        lastLevel: last,
        swizzleR: sampling.viewSwizzle[0],
        swizzleG: sampling.viewSwizzle[1],
        swizzleB: sampling.viewSwizzle[2],
        swizzleA: sampling.viewSwizzle[3],
      }),
    );
    return this.view;
  }

  /** Drops the sampler view (after images or level parameters change). */
  invalidateView(c: GlContext): void {
    if (this.view) c.pipe.samplerViewDestroy(this.view);
    this.view = null;
  }

  release(c: GlContext): void {
    this.invalidateView(c);
    if (this.resource) c.screen.resourceDestroy(this.resource);
    this.resource = null;
  }
}

/** Per-unit texture state that is not FixedFunctionState: enables and bindings. */
export interface TextureUnitBindings {
  /** glEnable(GL_TEXTURE_1D/2D/3D/CUBE_MAP/RECTANGLE) on this unit. */
  enabled: Map<number, boolean>;
  /** The object bound to each target. */
  bound: Map<number, TextureObject>;
  /** GL_TEXTURE_LOD_BIAS of GL_TEXTURE_FILTER_CONTROL, added to each texture's own bias. */
  lodBias: number;
}

export class TextureObjects {
  readonly names = new NameSpace<TextureObject>();
  /** The default texture (name 0) of each target. */
  readonly defaults = new Map<number, TextureObject>();
  readonly units: TextureUnitBindings[];
  /**
   * The proxy texture of each target (GL 1.5, 3.8.1): level state only, never storage; the cube map's
   * proxy has one set of levels for all faces.
   */
  readonly proxies = new Map<number, TextureObject>();

  constructor(private readonly c: GlContext) {
    for (const target of TEXTURE_TARGETS) {
      const t = new TextureObject(0);
      t.setTarget(target);
      this.defaults.set(target, t);
      const proxy = new TextureObject(0);
      proxy.setTarget(target);
      this.proxies.set(PROXY_TARGETS_BY_TARGET.get(target)!, proxy);
    }
    this.units = Array.from({ length: c.limits.textureUnits }, () => ({
      enabled: new Map(TEXTURE_TARGETS.map((t) => [t, false])),
      bound: new Map(TEXTURE_TARGETS.map((t) => [t, this.defaults.get(t)!])),
      lodBias: 0,
    }));
  }

  /** The object `name` as a `target` texture, created on first bind; null when it has another target. */
  object(name: number, target: number): TextureObject | null {
    if (name === 0) return this.defaults.get(target)!;
    let t = this.names.get(name);
    if (!t) {
      t = new TextureObject(name);
      this.names.set(name, t);
    }
    if (t.target === 0) t.setTarget(target);
    return t.target === target ? t : null;
  }

  /** The texture bound to `target` on the active unit. */
  bound(target: number, unit = this.c.activeTexture): TextureObject {
    return this.units[unit]!.bound.get(target)!;
  }

  /** glDeleteTextures of one name: bindings to it revert to the default texture. */
  delete(name: number): void {
    const t = this.names.get(name);
    if (t) {
      for (const unit of this.units) {
        for (const [target, bound] of unit.bound)
          if (bound === t) unit.bound.set(target, this.defaults.get(target)!);
      }
      t.release(this.c);
    }
    this.names.delete(name);
  }

  destroy(): void {
    for (const t of this.names.values()) t.release(this.c);
    for (const t of this.defaults.values()) t.release(this.c);
  }
}

const PROXY_TARGETS_BY_TARGET: ReadonlyMap<number, number> = new Map([
  [GL_TEXTURE_1D, GL_PROXY_TEXTURE_1D],
  [GL_TEXTURE_2D, GL_PROXY_TEXTURE_2D],
  [GL_TEXTURE_3D, GL_PROXY_TEXTURE_3D],
  [GL_TEXTURE_CUBE_MAP, GL_PROXY_TEXTURE_CUBE_MAP],
  [GL_TEXTURE_RECTANGLE, GL_PROXY_TEXTURE_RECTANGLE],
]);

/** The proxy texture a proxy target names (its levels at face 0), or null for other targets. */
export function proxyImageTarget(
  c: GlContext,
  target: number,
): { texture: TextureObject; face: number } | null {
  const texture = c.textures.proxies.get(target);
  return texture ? { texture, face: 0 } : null;
}

const CUBE_FACES = [
  GL_TEXTURE_CUBE_MAP_POSITIVE_X,
  GL_TEXTURE_CUBE_MAP_NEGATIVE_X,
  GL_TEXTURE_CUBE_MAP_POSITIVE_Y,
  GL_TEXTURE_CUBE_MAP_NEGATIVE_Y,
  GL_TEXTURE_CUBE_MAP_POSITIVE_Z,
  GL_TEXTURE_CUBE_MAP_NEGATIVE_Z,
];

/** The texture and face an image target names (GL_TEXTURE_2D, a cube face, ...), or null. */
export function imageTarget(c: GlContext, target: number): { texture: TextureObject; face: number } | null {
  const face = CUBE_FACES.indexOf(target);
  if (face >= 0) return { texture: c.textures.bound(GL_TEXTURE_CUBE_MAP), face };
  if (
    target === GL_TEXTURE_1D ||
    target === GL_TEXTURE_2D ||
    target === GL_TEXTURE_3D ||
    target === GL_TEXTURE_RECTANGLE
  ) {
    return { texture: c.textures.bound(target), face: 0 };
  }
  return null;
}

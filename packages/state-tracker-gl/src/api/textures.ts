// Texture objects, units and sampler parameters (GL 1.5, 3.8.4 and 3.8.12, with EXT_texture_filter_
// anisotropic, ARB_shadow, SGIS_generate_mipmap and ARB_texture_rectangle): glGen/Bind/Delete/IsTexture, glActiveTexture,
// glTexParameter*, glGetTexParameter*, glGetTexLevelParameter* (of proxy targets too), glGenerateMipmap.
import { s3tcFormat, s3tcImageSize } from '../compressed/compressed-formats.js';
import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { copyArray, legalEnum, outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import { outputFits, writeOutput } from '../errors/output-array.js';
import {
  GL_DEPTH_TEXTURE_MODE,
  GL_GENERATE_MIPMAP,
  GL_INVALID_ENUM,
  GL_INVALID_VALUE,
  GL_MIRROR_CLAMP_EXT,
  GL_MIRROR_CLAMP_TO_BORDER_EXT,
  GL_MIRROR_CLAMP_TO_EDGE_EXT,
  GL_TEXTURE_ALPHA_SIZE,
  GL_TEXTURE_BASE_LEVEL,
  GL_TEXTURE_BLUE_SIZE,
  GL_TEXTURE_BORDER,
  GL_TEXTURE_BORDER_COLOR,
  GL_TEXTURE_COMPARE_FUNC,
  GL_TEXTURE_COMPARE_MODE,
  GL_TEXTURE_COMPRESSED,
  GL_TEXTURE_COMPRESSED_IMAGE_SIZE,
  GL_TEXTURE_CUBE_MAP,
  GL_TEXTURE_DEPTH,
  GL_TEXTURE_DEPTH_SIZE,
  GL_TEXTURE_GREEN_SIZE,
  GL_TEXTURE_HEIGHT,
  GL_TEXTURE_INTENSITY_SIZE,
  GL_TEXTURE_INTERNAL_FORMAT,
  GL_TEXTURE_LOD_BIAS,
  GL_TEXTURE_LUMINANCE_SIZE,
  GL_TEXTURE_MAG_FILTER,
  GL_TEXTURE_MAX_ANISOTROPY_EXT,
  GL_TEXTURE_MAX_LEVEL,
  GL_TEXTURE_MAX_LOD,
  GL_TEXTURE_MIN_FILTER,
  GL_TEXTURE_MIN_LOD,
  GL_TEXTURE_PRIORITY,
  GL_TEXTURE_RECTANGLE,
  GL_TEXTURE_RED_SIZE,
  GL_TEXTURE_RESIDENT,
  GL_TEXTURE_WIDTH,
  GL_TEXTURE_WRAP_R,
  GL_TEXTURE_WRAP_S,
  GL_TEXTURE_WRAP_T,
  GL_TEXTURE0,
} from '../gl-enums.js';
import { clamp01, colorToInt } from '../math/clamp.js';
import { generateMipmap } from '../objects/texture-mipmap.js';
import { imageTarget, proxyImageTarget, type TextureObject } from '../objects/texture-objects.js';
import { rectangleParameterAllowed } from '../objects/texture-rectangle.js';
import type { TexelComponent } from '../pixels/index.js';
import { stateCommand } from './command.js';
import type { GLenum, TexParameterTarget } from './enum-types.generated.js';

/** @inline */
type V = ArrayLike<number>;
/** @inline */
type Out = Float32Array | Float64Array | Int32Array;

/**
 * Writes `n` unused texture names into `out`; they become textures when first bound.
 * Records GL_INVALID_VALUE for a negative n, GL_INVALID_OPERATION when `out` holds fewer than n values or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.12
 */
export function glGenTextures(n: number, out: Uint32Array): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0, 'n is negative') || !outputFits(c, out, n)) return;
  out.set(c.textures.names.generate(n));
}

/**
 * Deletes the first `n` textures named in `names` (0 and unused names are ignored); units that had one
 * bound fall back to the default texture.
 * Records GL_INVALID_VALUE for a negative n, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.12
 */
export function glDeleteTextures(n: number, names: V): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0, 'n is negative')) return;
  for (let i = 0; i < n && i < names.length; i++) if (names[i] !== 0) c.textures.delete(names[i]!);
  c.dirty |= Dirty.TEXTURES;
}

/**
 * Tells whether `name` names a texture object that has been bound at least once.
 * Records GL_INVALID_OPERATION (and returns false) between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.4
 */
export function glIsTexture(name: number): boolean {
  const c = cur();
  if (!outsideBeginEnd(c)) return false;
  return name !== 0 && (c.textures.names.get(name)?.target ?? 0) !== 0;
}

/**
 * Binds texture `name` to `target` of the active unit, creating it on first use (0 is the default
 * texture).
 * Records GL_INVALID_ENUM for a target outside GL_TEXTURE_1D/2D/3D/CUBE_MAP/RECTANGLE, GL_INVALID_OPERATION
 * when the texture was created with another target or between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.12
 */
export function glBindTexture(target: TexParameterTarget, name: number): void {
  const c = stateCommand(glBindTexture, [target, name]);
  if (!c || !legalEnum(c, R['glTexParameter.target'], target)) return;
  const texture = c.textures.object(name, target);
  if (!validOperation(c, texture !== null, 'the texture was created with another target')) return;
  c.textures.units[c.activeTexture]!.bound.set(target, texture!);
  c.dirty |= Dirty.TEXTURES;
}

/**
 * Chooses the texture unit (GL_TEXTURE0 + i) that texture state commands, the texture matrix and
 * glBindTexture address.
 * Records GL_INVALID_ENUM for a unit this context lacks, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2, §3.8.12
 */
export function glActiveTexture(texture: GLenum): void {
  const c = stateCommand(glActiveTexture, [texture]);
  if (!c) return;
  const unit = texture - GL_TEXTURE0;
  if (!(unit >= 0 && unit < c.limits.textureUnits)) {
    c.setError(GL_INVALID_ENUM, 'texture is not GL_TEXTURE0 + a unit below GL_MAX_TEXTURE_UNITS');
    return;
  }
  c.activeTexture = unit;
}

/**
 * Sets the residence priority (clamped to [0, 1]) of the first `n` named textures; names that are not
 * textures are skipped.
 * Records GL_INVALID_VALUE for a negative n, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.12
 */
export function glPrioritizeTextures(n: number, textures: V, priorities: V): void {
  const c = stateCommand(glPrioritizeTextures, [n, copyArray(textures), copyArray(priorities)]);
  if (!c || !validValue(c, n >= 0, 'n is negative')) return;
  for (let i = 0; i < Math.min(n, textures.length, priorities.length); i++) {
    const t = c.textures.names.get(textures[i]!);
    if (t) t.params.priority = clamp01(priorities[i]!);
  }
}

/**
 * Tells whether the first `n` named textures are resident; here all of them always are, so it returns true
 * and leaves `residences` unwritten.
 * Records GL_INVALID_VALUE for a negative n or a name that is 0 or no texture, GL_INVALID_OPERATION when
 * `residences` holds fewer than n values or between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.12
 */
export function glAreTexturesResident(n: number, textures: V, residences: Uint8Array): boolean {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0, 'n is negative')) return false;
  // GL may write `residences` when it returns false, so it must hold n values like any output array.
  if (!outputFits(c, residences, n)) return false;
  for (let i = 0; i < Math.min(n, textures.length); i++) {
    if (textures[i] === 0 || !c.textures.names.get(textures[i]!)) {
      c.setError(GL_INVALID_VALUE, 'a name in textures is 0 or was not generated by glGenTextures');
      return false;
    }
  }
  return true;
}

function wrapModes(c: GlContext): ReadonlySet<number> {
  if (!c.limits.mirrorClamp) return R['glTexParameter.wrap'];
  return new Set([
    ...R['glTexParameter.wrap'],
    GL_MIRROR_CLAMP_EXT,
    GL_MIRROR_CLAMP_TO_EDGE_EXT,
    GL_MIRROR_CLAMP_TO_BORDER_EXT,
  ]);
}

function texParameter(c: GlContext, target: number, pname: number, v: readonly number[]): void {
  if (!legalEnum(c, R['glTexParameter.target'], target)) return;
  const t = c.textures.bound(target);
  const p = t.params;
  const x = v[0]!;
  if (target === GL_TEXTURE_RECTANGLE && !rectangleParameterAllowed(c, pname, x)) return;
  let viewChanges = false;
  switch (pname) {
    case GL_TEXTURE_MIN_FILTER:
      if (!legalEnum(c, R['glTexParameter.minFilter'], x)) return;
      viewChanges = p.minFilter !== x;
      p.minFilter = x;
      break;
    case GL_TEXTURE_MAG_FILTER:
      if (!legalEnum(c, R['glTexParameter.magFilter'], x)) return;
      p.magFilter = x;
      break;
    case GL_TEXTURE_WRAP_S:
    case GL_TEXTURE_WRAP_T:
    case GL_TEXTURE_WRAP_R:
      if (!legalEnum(c, wrapModes(c), x)) return;
      if (pname === GL_TEXTURE_WRAP_S) p.wrapS = x;
      else if (pname === GL_TEXTURE_WRAP_T) p.wrapT = x;
      else p.wrapR = x;
      break;
    case GL_TEXTURE_BORDER_COLOR:
      p.borderColor = [0, 1, 2, 3].map((i) => clamp01(v[i]!)) as typeof p.borderColor;
      break;
    case GL_TEXTURE_MIN_LOD:
      p.minLod = x;
      break;
    case GL_TEXTURE_MAX_LOD:
      p.maxLod = x;
      break;
    case GL_TEXTURE_BASE_LEVEL:
    case GL_TEXTURE_MAX_LEVEL:
      if (!validValue(c, x >= 0, 'the level is negative')) return;
      if (pname === GL_TEXTURE_BASE_LEVEL) p.baseLevel = Math.round(x);
      else p.maxLevel = Math.round(x);
      viewChanges = true;
      break;
    case GL_TEXTURE_PRIORITY:
      p.priority = clamp01(x);
      return;
    case GL_GENERATE_MIPMAP:
      p.generateMipmap = x !== 0;
      return;
    case GL_TEXTURE_LOD_BIAS:
      p.lodBias = x;
      break;
    case GL_TEXTURE_MAX_ANISOTROPY_EXT:
      if (!validValue(c, x >= 1, 'the maximum anisotropy is less than 1')) return;
      p.maxAnisotropy = Math.min(x, c.limits.maxAnisotropy);
      break;
    case GL_TEXTURE_COMPARE_MODE:
      if (!legalEnum(c, R['glTexParameter.compareMode'], x)) return;
      p.compareMode = x;
      break;
    case GL_TEXTURE_COMPARE_FUNC:
      if (!legalEnum(c, R['glAlphaFunc.func'], x)) return;
      p.compareFunc = x;
      break;
    case GL_DEPTH_TEXTURE_MODE:
      if (!legalEnum(c, R['glTexParameter.depthMode'], x)) return;
      viewChanges = p.depthTextureMode !== x; // the view's swizzle reads the depth as this mode
      p.depthTextureMode = x;
      break;
    default:
      c.setError(GL_INVALID_ENUM, 'pname is not a texture parameter');
      return;
  }
  if (viewChanges) t.invalidateView(c);
  c.dirty |= Dirty.TEXTURES;
}

/**
 * Sets a sampling parameter of the texture bound to `target` from an array of floats: filters, wrap modes,
 * border colour, LOD range and bias, base/max level, priority, mipmap generation, anisotropy, depth
 * comparison.
 * Records GL_INVALID_ENUM for a target, pname or enum value outside its list (on GL_TEXTURE_RECTANGLE: a
 * wrap mode other than CLAMP, CLAMP_TO_EDGE, CLAMP_TO_BORDER or a mipmapped min filter), GL_INVALID_VALUE
 * for a negative base or max level (a rectangle's base level other than 0) or an anisotropy below 1,
 * GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.4
 */
export function glTexParameterfv(target: TexParameterTarget, pname: GLenum, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glTexParameterfv, [target, pname, v]);
  if (c) texParameter(c, target, pname, v);
}

/**
 * Sets a sampling parameter of the texture bound to `target` from an array of integers; the border colour
 * maps linearly so that the greatest integer becomes 1.0.
 * Records GL_INVALID_ENUM for a target, pname or enum value outside its list (on GL_TEXTURE_RECTANGLE: a
 * wrap mode other than CLAMP, CLAMP_TO_EDGE, CLAMP_TO_BORDER or a mipmapped min filter), GL_INVALID_VALUE
 * for a negative base or max level (a rectangle's base level other than 0) or an anisotropy below 1,
 * GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.4
 */
export function glTexParameteriv(target: TexParameterTarget, pname: GLenum, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glTexParameteriv, [target, pname, v]);
  if (!c) return;
  texParameter(
    c,
    target,
    pname,
    pname === GL_TEXTURE_BORDER_COLOR ? v.map((x) => (2 * (x | 0) + 1) / 4294967295) : v,
  );
}

/**
 * Sets a one-valued sampling parameter of the texture bound to `target` (a filter, wrap mode, LOD, level,
 * priority, …).
 * Records GL_INVALID_ENUM for a target, pname (GL_TEXTURE_BORDER_COLOR included) or enum value outside its
 * list (on GL_TEXTURE_RECTANGLE: a wrap mode that repeats or mirrors, a mipmapped min filter),
 * GL_INVALID_VALUE for a negative base or max level (a rectangle's base level other than 0) or an
 * anisotropy below 1, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.4
 */
export function glTexParameterf(target: TexParameterTarget, pname: GLenum, param: number): void {
  const c = stateCommand(glTexParameterf, [target, pname, param]);
  if (!c) return;
  if (pname === GL_TEXTURE_BORDER_COLOR) {
    c.setError(GL_INVALID_ENUM, 'GL_TEXTURE_BORDER_COLOR takes four values (glTexParameterfv)');
    return;
  }
  texParameter(c, target, pname, [param]);
}
/**
 * The integer glTexParameterf: sets a one-valued sampling parameter of the texture bound to `target`.
 * Records GL_INVALID_ENUM for a target, pname or enum value outside its list, GL_INVALID_VALUE for a value
 * out of range, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.4
 */
export const glTexParameteri = glTexParameterf;

function parameterValues(t: TextureObject, pname: number): readonly number[] | null {
  const p = t.params;
  switch (pname) {
    case GL_TEXTURE_MIN_FILTER:
      return [p.minFilter];
    case GL_TEXTURE_MAG_FILTER:
      return [p.magFilter];
    case GL_TEXTURE_WRAP_S:
      return [p.wrapS];
    case GL_TEXTURE_WRAP_T:
      return [p.wrapT];
    case GL_TEXTURE_WRAP_R:
      return [p.wrapR];
    case GL_TEXTURE_BORDER_COLOR:
      return p.borderColor;
    case GL_TEXTURE_MIN_LOD:
      return [p.minLod];
    case GL_TEXTURE_MAX_LOD:
      return [p.maxLod];
    case GL_TEXTURE_BASE_LEVEL:
      return [p.baseLevel];
    case GL_TEXTURE_MAX_LEVEL:
      return [p.maxLevel];
    case GL_TEXTURE_PRIORITY:
      return [p.priority];
    case GL_TEXTURE_RESIDENT:
      return [1];
    case GL_GENERATE_MIPMAP:
      return [p.generateMipmap ? 1 : 0];
    case GL_TEXTURE_LOD_BIAS:
      return [p.lodBias];
    case GL_TEXTURE_MAX_ANISOTROPY_EXT:
      return [p.maxAnisotropy];
    case GL_TEXTURE_COMPARE_MODE:
      return [p.compareMode];
    case GL_TEXTURE_COMPARE_FUNC:
      return [p.compareFunc];
    case GL_DEPTH_TEXTURE_MODE:
      return [p.depthTextureMode];
    default:
      return null;
  }
}

/**
 * Writes a sampling parameter of the texture bound to `target` into `out` (GL_TEXTURE_RESIDENT is always
 * true); an Int32Array receives the border colour mapped onto the integer range.
 * Records GL_INVALID_ENUM for a target or pname outside its list, GL_INVALID_OPERATION when `out` is too
 * short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetTexParameterfv(target: TexParameterTarget, pname: GLenum, out: Out): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !legalEnum(c, R['glTexParameter.target'], target)) return;
  const values = parameterValues(c.textures.bound(target), pname);
  if (!values) {
    c.setError(GL_INVALID_ENUM, 'pname is not a texture parameter');
    return;
  }
  const color = pname === GL_TEXTURE_BORDER_COLOR && out instanceof Int32Array;
  writeOutput(c, out, values, (x) => (color ? colorToInt(x) : out instanceof Int32Array ? Math.round(x) : x));
}
/**
 * The integer-named glGetTexParameterfv: writes a sampling parameter of the bound texture into `out`.
 * Records GL_INVALID_ENUM for a target or pname outside its list, GL_INVALID_OPERATION when `out` is too
 * short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export const glGetTexParameteriv = glGetTexParameterfv;

/**
 * Writes a property of one mipmap level of the texture (or proxy) bound to `target` into `out`: its size,
 * border, internal format, component bit depths, or compression.
 * Records GL_INVALID_ENUM for a target or pname outside its list, GL_INVALID_VALUE for a level outside
 * 0..levels−1 (a rectangle texture has one), GL_INVALID_OPERATION for GL_TEXTURE_COMPRESSED_IMAGE_SIZE of
 * an uncompressed or proxy image, when `out` is too short, or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetTexLevelParameterfv(target: GLenum, level: number, pname: GLenum, out: Out): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const where = imageTarget(c, target) ?? proxyImageTarget(c, target);
  if (!where) {
    c.setError(GL_INVALID_ENUM, 'target is not a texture image target');
    return;
  }
  // A rectangle texture has level 0 only.
  const levels = where.texture.target === GL_TEXTURE_RECTANGLE ? 1 : c.limits.maxTextureLevels;
  if (!validValue(c, level >= 0 && level < levels, 'level is outside 0..log2(GL_MAX_TEXTURE_SIZE)')) return;
  const img = where.texture.images[where.face]?.[level] ?? null;
  const bits = (component: TexelComponent) => img?.texFormat.bits[component] ?? 0;
  let value: number;
  switch (pname) {
    case GL_TEXTURE_WIDTH:
      value = img?.width ?? 0;
      break;
    case GL_TEXTURE_HEIGHT:
      value = img?.height ?? 0;
      break;
    case GL_TEXTURE_DEPTH:
      value = img?.depth ?? 0;
      break;
    case GL_TEXTURE_BORDER:
      value = img?.border ?? 0;
      break;
    case GL_TEXTURE_INTERNAL_FORMAT:
      value = img?.internalFormat ?? 1;
      break;
    case GL_TEXTURE_RED_SIZE:
      value = bits('R');
      break;
    case GL_TEXTURE_GREEN_SIZE:
      value = bits('G');
      break;
    case GL_TEXTURE_BLUE_SIZE:
      value = bits('B');
      break;
    case GL_TEXTURE_ALPHA_SIZE:
      value = bits('A');
      break;
    case GL_TEXTURE_LUMINANCE_SIZE:
      value = bits('L');
      break;
    case GL_TEXTURE_INTENSITY_SIZE:
      value = bits('I');
      break;
    case GL_TEXTURE_DEPTH_SIZE:
      value = bits('D');
      break;
    case GL_TEXTURE_COMPRESSED:
      value = img && s3tcFormat(img.internalFormat) ? 1 : 0;
      break;
    case GL_TEXTURE_COMPRESSED_IMAGE_SIZE: {
      // Only for a compressed image of a texture (not a proxy): INVALID_OPERATION otherwise.
      const format = img && !c.textures.proxies.has(target) ? s3tcFormat(img.internalFormat) : undefined;
      if (!validOperation(c, !!format, 'the image is not compressed')) return;
      value = s3tcImageSize(format!, img!.width, img!.height);
      break;
    }
    default: {
      c.setError(GL_INVALID_ENUM, 'pname is not a texture level parameter');
      return;
    }
  }
  writeOutput(c, out, [value], (v) => v);
}
/**
 * The integer-named glGetTexLevelParameterfv: writes a property of one mipmap level of the bound texture
 * into `out`.
 * Records GL_INVALID_ENUM for a target or pname outside its list, GL_INVALID_VALUE for a level out of
 * range, GL_INVALID_OPERATION as glGetTexLevelParameterfv does.
 * @see OpenGL 1.5 §6.1.3
 */
export const glGetTexLevelParameteriv = glGetTexLevelParameterfv;

/**
 * Computes every mipmap level of the texture bound to `target` from its base level.
 * Records GL_INVALID_ENUM for a target outside its list (GL_TEXTURE_RECTANGLE, which has no mipmaps,
 * included), GL_INVALID_OPERATION for a cube map whose faces differ or between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.7 (automatic mipmap generation; the command as in OpenGL 3.0)
 */
export function glGenerateMipmap(target: TexParameterTarget): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !legalEnum(c, R['glTexParameter.target'], target)) return;
  if (target === GL_TEXTURE_RECTANGLE) {
    c.setError(GL_INVALID_ENUM, 'a rectangle texture has no mipmaps');
    return;
  }
  const t = c.textures.bound(target);
  if (
    !validOperation(
      c,
      target !== GL_TEXTURE_CUBE_MAP || t.isCubeComplete(),
      'a cube map must be cube complete to make mipmaps',
    )
  )
    return;
  generateMipmap(c, t);
  c.dirty |= Dirty.TEXTURES;
}

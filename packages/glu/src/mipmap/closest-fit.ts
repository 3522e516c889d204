// The level-0 size gluBuild*Mipmaps choose: the "nearest" power of two of each side (libGLU's rule: down,
// except up when the two top bits are set), halved until the GL accepts the texture at level 1 with
// proxy textures, or clamped to GL_MAX_TEXTURE_SIZE where proxies are missing (GL 1.0 behaviour).
import {
  GL_MAX_3D_TEXTURE_SIZE,
  GL_MAX_TEXTURE_SIZE,
  GL_PROXY_TEXTURE_1D,
  GL_PROXY_TEXTURE_2D,
  GL_PROXY_TEXTURE_3D,
  GL_PROXY_TEXTURE_CUBE_MAP,
  GL_TEXTURE_1D,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_TEXTURE_CUBE_MAP_NEGATIVE_Z,
  GL_TEXTURE_CUBE_MAP_POSITIVE_X,
  GL_TEXTURE_WIDTH,
  type GlContext,
  getCurrentContext,
  glGetError,
  glGetIntegerv,
  glGetTexLevelParameteriv,
  glTexImage1D,
  glTexImage2D,
  glTexImage3D,
} from '@gallium-ts/state-tracker-gl';

/** log2(value) for a power of two, else −1 (libGLU's computeLog). */
export function computeLog(value: number): number {
  if (value <= 0) return -1;
  const log = Math.log2(value);
  return Number.isInteger(log) ? log : -1;
}

/** libGLU's nearestPower: 5 → 4, 6 → 8, 7 → 8, 12 → 16, 10 → 8. */
export function nearestPower(value: number): number {
  let scale = 1;
  for (let v = value; ; v >>= 1, scale *= 2) {
    if (v === 1) return scale;
    if (v === 3) return scale * 4;
  }
}

/** The proxy target that checks a texture of `target`, or null for an unknown target. */
function proxyTarget(target: number): number | null {
  if (target === GL_TEXTURE_1D || target === GL_PROXY_TEXTURE_1D) return GL_PROXY_TEXTURE_1D;
  if (target === GL_TEXTURE_2D || target === GL_PROXY_TEXTURE_2D) return GL_PROXY_TEXTURE_2D;
  if (target === GL_TEXTURE_3D || target === GL_PROXY_TEXTURE_3D) return GL_PROXY_TEXTURE_3D;
  if (target >= GL_TEXTURE_CUBE_MAP_POSITIVE_X && target <= GL_TEXTURE_CUBE_MAP_NEGATIVE_Z)
    return GL_PROXY_TEXTURE_CUBE_MAP;
  return null;
}

/** Whether each context has proxy textures, found out once per context. */
const proxySupport = new WeakMap<GlContext, boolean>();

/**
 * Whether the current GL has proxy textures: asked once per context with a query of the 2D proxy, which
 * changes no state; a GL without them records GL_INVALID_ENUM, which is taken back here (GLU must not
 * leave errors of its own making).
 */
function hasProxyTextures(): boolean {
  const ctx = getCurrentContext();
  if (ctx === null) return false;
  let known = proxySupport.get(ctx);
  if (known === undefined) {
    const width = Int32Array.of(-1);
    glGetTexLevelParameteriv(GL_PROXY_TEXTURE_2D, 0, GL_TEXTURE_WIDTH, width);
    known = width[0] !== -1;
    if (!known) glGetError();
    proxySupport.set(ctx, known);
  }
  return known;
}

/**
 * Whether the GL accepts level 1 of size `sizes` for `target`'s proxy: true/false, or null when the GL
 * has no proxy textures (or answers nothing for this target).
 */
function proxyFits(
  target: number,
  sizes: number[],
  internalFormat: number,
  format: number,
  type: number,
): boolean | null {
  const proxy = proxyTarget(target);
  if (proxy === null || !hasProxyTextures()) return null;
  if (proxy === GL_PROXY_TEXTURE_1D) glTexImage1D(proxy, 1, internalFormat, sizes[0], 0, format, type, null);
  else if (proxy === GL_PROXY_TEXTURE_3D)
    glTexImage3D(proxy, 1, internalFormat, sizes[0], sizes[1], sizes[2], 0, format, type, null);
  else glTexImage2D(proxy, 1, internalFormat, sizes[0], sizes[1], 0, format, type, null);
  const width = Int32Array.of(-1);
  glGetTexLevelParameteriv(proxy, 1, GL_TEXTURE_WIDTH, width);
  return width[0] === -1 ? null : width[0] !== 0;
}

/** Power-of-two level-0 sizes for an image of `sizes` (1, 2 or 3 of them) on `target`. */
export function closestFit(
  target: number,
  sizes: number[],
  internalFormat: number,
  format: number,
  type: number,
): number[] {
  let powers = sizes.map(nearestPower);
  for (;;) {
    const levelOne = powers.map((p) => (p > 1 ? p >> 1 : p));
    const fits = proxyFits(target, levelOne, internalFormat, format, type);
    if (fits === null) break;
    if (fits) return powers;
    if (powers.every((p) => p === 1)) break;
    powers = levelOne;
  }
  const max = new Int32Array(1);
  glGetIntegerv(sizes.length === 3 ? GL_MAX_3D_TEXTURE_SIZE : GL_MAX_TEXTURE_SIZE, max);
  return sizes.map((size) => Math.min(nearestPower(size), max[0]));
}

// Test textures, one description for both sides: uploaded to WebGL2 (the way the driver stores them:
// 1D as height-1 2D, 1D arrays as 2D arrays) and sampled by a reference TgsiSampler for TgsiMachine
// (nearest or bilinear, clamp to edge, one level, depth comparison LEQUAL).
import type { TgsiSampler, TgsiTextureRequest } from '@gallium-ts/tgsi';
import type { GlContextLike } from '../../src/platform/index.js';

export type TestTarget = '1D' | '2D' | 'RECT' | '1D_ARRAY' | '2D_ARRAY' | '3D' | 'CUBE';

export interface TestTexture {
  readonly target: TestTarget;
  readonly width: number;
  /** 1 for 1D targets. */
  readonly height: number;
  /** Depth of a 3D texture, layers of an array, 6 faces of a cube, else 1. */
  readonly depth: number;
  /** RGBA texels, x fastest, then y, then layer / face / slice. Float values, or integer words when `integer`. */
  readonly data: Float32Array | Int32Array | Uint32Array;
  readonly filter: 'nearest' | 'linear';
  /** A depth texture (DEPTH_COMPONENT32F of channel r, values in [0, 1]) compared with LEQUAL. */
  readonly compare?: boolean;
  readonly integer?: 'int' | 'uint';
}

const FACE_TARGETS = [0x8515, 0x8516, 0x8517, 0x8518, 0x8519, 0x851a];

/** Uploads `t` to texture unit `unit`; returns the texture. */
export function uploadTexture(gl: GlContextLike, unit: number, t: TestTexture): WebGLTexture {
  const tex = gl.createTexture()!;
  gl.activeTexture(gl.TEXTURE0 + unit);
  const [internal, format, type] = t.compare
    ? [gl.DEPTH_COMPONENT32F, gl.DEPTH_COMPONENT, gl.FLOAT]
    : t.integer === 'int'
      ? [gl.RGBA32I, gl.RGBA_INTEGER, gl.INT]
      : t.integer === 'uint'
        ? [gl.RGBA32UI, gl.RGBA_INTEGER, gl.UNSIGNED_INT]
        : [gl.RGBA32F, gl.RGBA, gl.FLOAT];
  // Depth textures (for comparisons) hold channel r of the texels.
  const data = t.compare ? t.data.filter((_, i) => i % 4 === 0) : t.data;
  const comps = t.compare ? 1 : 4;
  const array = t.target === '1D_ARRAY' || t.target === '2D_ARRAY';
  const height = t.target === '1D_ARRAY' ? 1 : t.height;
  const layers = t.target === '1D_ARRAY' ? t.height : t.depth;
  const bind = array
    ? gl.TEXTURE_2D_ARRAY
    : t.target === '3D'
      ? gl.TEXTURE_3D
      : t.target === 'CUBE'
        ? gl.TEXTURE_CUBE_MAP
        : gl.TEXTURE_2D;
  gl.bindTexture(bind, tex);
  if (array || t.target === '3D') {
    gl.texStorage3D(bind, 1, internal, t.width, height, layers);
    gl.texSubImage3D(bind, 0, 0, 0, 0, t.width, height, layers, format, type, data);
  } else if (t.target === 'CUBE') {
    gl.texStorage2D(bind, 1, internal, t.width, t.height);
    const face = t.width * t.height * comps;
    FACE_TARGETS.forEach((f, i) => {
      gl.texSubImage2D(
        f,
        0,
        0,
        0,
        t.width,
        t.height,
        format,
        type,
        t.data.subarray(i * face, (i + 1) * face),
      );
    });
  } else {
    gl.texStorage2D(bind, 1, internal, t.width, height);
    gl.texSubImage2D(bind, 0, 0, 0, t.width, height, format, type, data);
  }
  const filter = t.filter === 'linear' ? gl.LINEAR : gl.NEAREST;
  gl.texParameteri(bind, gl.TEXTURE_MIN_FILTER, filter);
  gl.texParameteri(bind, gl.TEXTURE_MAG_FILTER, filter);
  for (const w of [gl.TEXTURE_WRAP_S, gl.TEXTURE_WRAP_T, gl.TEXTURE_WRAP_R])
    gl.texParameteri(bind, w, gl.CLAMP_TO_EDGE);
  if (t.compare) {
    gl.texParameteri(bind, gl.TEXTURE_COMPARE_MODE, gl.COMPARE_REF_TO_TEXTURE);
    gl.texParameteri(bind, gl.TEXTURE_COMPARE_FUNC, gl.LEQUAL);
  }
  return tex;
}

/** The face and 2D coordinates a cube direction selects (GL's major-axis table). */
function cubeFace(x: number, y: number, z: number): [number, number, number] {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const az = Math.abs(z);
  let face: number;
  let sc: number;
  let tc: number;
  let ma: number;
  if (ax >= ay && ax >= az) {
    [face, sc, tc, ma] = x >= 0 ? [0, -z, -y, ax] : [1, z, -y, ax];
  } else if (ay >= az) {
    [face, sc, tc, ma] = y >= 0 ? [2, x, z, ay] : [3, x, -z, ay];
  } else {
    [face, sc, tc, ma] = z >= 0 ? [4, x, -y, az] : [5, -x, -y, az];
  }
  return [face, (sc / ma + 1) / 2, (tc / ma + 1) / 2];
}

/** A TgsiSampler over test textures by view unit. */
export class TestSampler implements TgsiSampler {
  constructor(private readonly views: Readonly<Record<number, TestTexture>>) {}

  private view(n: number): TestTexture {
    const t = this.views[n];
    if (!t) throw new Error(`no test texture on unit ${n}`);
    return t;
  }

  private texel(t: TestTexture, x: number, y: number, layer: number, c: number): number {
    const rows = t.target === '1D' || t.target === '1D_ARRAY' ? 1 : t.height;
    return t.data[((layer * rows + y) * t.width + x) * 4 + c]!;
  }

  /** Filtered RGBA at normalized (s, t) of one 2D slice. */
  private filter2d(t: TestTexture, s: number, tt: number, layer: number, out: number[]): void {
    const w = t.width;
    const h = t.target === '1D' || t.target === '1D_ARRAY' ? 1 : t.height;
    const clampI = (v: number, n: number) => Math.min(Math.max(v, 0), n - 1);
    if (t.filter === 'nearest') {
      const x = clampI(Math.floor(s * w), w);
      const y = clampI(Math.floor(tt * h), h);
      for (let c = 0; c < 4; c++) out[c] = this.texel(t, x, y, layer, c);
      return;
    }
    const u = s * w - 0.5;
    const v = tt * h - 0.5;
    const x0 = Math.floor(u);
    const y0 = Math.floor(v);
    const a = u - x0;
    const b = v - y0;
    for (let c = 0; c < 4; c++) {
      const t00 = this.texel(t, clampI(x0, w), clampI(y0, h), layer, c);
      const t10 = this.texel(t, clampI(x0 + 1, w), clampI(y0, h), layer, c);
      const t01 = this.texel(t, clampI(x0, w), clampI(y0 + 1, h), layer, c);
      const t11 = this.texel(t, clampI(x0 + 1, w), clampI(y0 + 1, h), layer, c);
      out[c] = (1 - a) * (1 - b) * t00 + a * (1 - b) * t10 + (1 - a) * b * t01 + a * b * t11;
    }
  }

  sample(req: TgsiTextureRequest): void {
    const t = this.view(req.view);
    const rgba = [0, 0, 0, 0];
    const layerOf = (l: number, n: number) => Math.min(Math.max(Math.floor(l + 0.5), 0), n - 1);
    for (let i = 0; i < req.count; i++) {
      if (!req.active[i]) continue;
      const [x, y, z] = [req.coords[0]![i]!, req.coords[1]![i]!, req.coords[2]![i]!];
      const ox = req.offsets ? req.offsets[0]![i]! / t.width : 0;
      const oy = req.offsets ? req.offsets[1]![i]! / t.height : 0;
      switch (t.target) {
        case '1D':
          this.filter2d(t, x + ox, 0.5, 0, rgba);
          break;
        case '2D':
          this.filter2d(t, x + ox, y + oy, 0, rgba);
          break;
        case 'RECT':
          this.filter2d(t, x / t.width + ox, y / t.height + oy, 0, rgba);
          break;
        case '1D_ARRAY':
          this.filter2d(t, x + ox, 0.5, layerOf(y, t.height), rgba);
          break;
        case '2D_ARRAY':
          this.filter2d(t, x + ox, y + oy, layerOf(z, t.depth), rgba);
          break;
        case '3D':
          this.filter2d(t, x + ox, y + oy, Math.min(Math.max(Math.floor(z * t.depth), 0), t.depth - 1), rgba);
          break;
        case 'CUBE': {
          const [face, s, tt] = cubeFace(x, y, z);
          this.filter2d(t, s, tt, face, rgba);
          break;
        }
      }
      if (req.compare) {
        const r = req.compare[i]! <= rgba[0]! ? 1 : 0;
        rgba.splice(0, 4, r, r, r, 1);
      }
      for (let c = 0; c < 4; c++) {
        if (t.integer) req.outWords[c]![i] = rgba[c]!;
        else req.out[c]![i] = rgba[c]!;
      }
    }
  }

  fetch(req: TgsiTextureRequest): void {
    const t = this.view(req.view);
    const h = t.target === '1D' || t.target === '1D_ARRAY' ? 1 : t.height;
    const layers = t.target === '1D_ARRAY' ? t.height : t.depth;
    for (let i = 0; i < req.count; i++) {
      if (!req.active[i]) continue;
      const o = (c: number) => (req.offsets ? req.offsets[c]![i]! : 0);
      const x = req.icoords[0]![i]! + o(0);
      let y = 0;
      let layer = 0;
      if (t.target === '1D_ARRAY') layer = req.icoords[1]![i]!;
      else if (t.target !== '1D') y = req.icoords[1]![i]! + o(1);
      if (t.target === '2D_ARRAY' || t.target === '3D')
        layer = req.icoords[2]![i]! + (t.target === '3D' ? o(2) : 0);
      const inside =
        req.ilod[i] === 0 && x >= 0 && x < t.width && y >= 0 && y < h && layer >= 0 && layer < layers;
      for (let c = 0; c < 4; c++) {
        const v = inside ? this.texel(t, x, y, layer, c) : 0;
        if (t.integer) req.outWords[c]![i] = v;
        else req.out[c]![i] = v;
      }
    }
  }

  gather(): void {
    throw new Error('gather is not used by the GLSL tests');
  }

  lod(): void {
    throw new Error('lod is not used by the GLSL tests');
  }

  size(view: number, level: number, out: Int32Array): void {
    const t = this.view(view);
    const sizes: Record<TestTarget, number[]> = {
      '1D': [t.width, 0, 0],
      RECT: [t.width, t.height, 0],
      '2D': [t.width, t.height, 0],
      CUBE: [t.width, t.height, 0],
      '1D_ARRAY': [t.width, t.height, 0],
      '2D_ARRAY': [t.width, t.height, t.depth],
      '3D': [t.width, t.height, t.depth],
    };
    const s = level === 0 ? sizes[t.target] : [0, 0, 0];
    out.set([s[0]!, s[1]!, s[2]!, 1]);
  }

  samples(): number {
    return 1;
  }
}

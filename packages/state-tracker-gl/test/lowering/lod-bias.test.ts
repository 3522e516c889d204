// Texture LOD bias (GL 1.4 / GL 1.5 section 3.8.8): glTexEnvf(GL_TEXTURE_FILTER_CONTROL,
// GL_TEXTURE_LOD_BIAS) per unit plus glTexParameterf(GL_TEXTURE_LOD_BIAS) per texture, the sum clamped to
// ±GL_MAX_TEXTURE_LOD_BIAS. driver-soft's samplers apply it; driver-webgl's cannot (WebGL2 samplers have
// no bias: PIPE_CAPF_MAX_TEXTURE_LOD_BIAS 0), nor can driver-soft with that cap switched off, and there
// the fixed-function fragment program samples with TXB and the bias as a constant
// (src/objects/texture-sampling.ts, src/ffp/fragment-texel.ts). Each level of a mipmapped texture has its
// own solid colour and the quads are screen-aligned with λ an integer (or clearly between the
// NEAREST_MIPMAP_NEAREST boundaries λ = n + ½), so the level a lookup reads is known exactly: every pixel
// of each quad must be that level's colour, on 1D, 2D, 3D, cube map and depth-comparison textures,
// projective coordinates included.
import { PipeCapf } from '@gallium-ts/gallium-api';
import { dumpTgsi, type TgsiShader } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import type { FixedFunctionProgram } from '../../src/draw/program-source.js';
import type { FfpProgram } from '../../src/ffp/index.js';
import * as gl from '../../src/index.js';
import {
  DRAWING_DRIVERS,
  describeOnDrawingDrivers,
  readWindow,
  savePicture,
} from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { SIZE, useWindowContext } from './lowering-helpers.js';

const WITHOUT_BIAS = softWithout('lod-bias', { capsf: { [PipeCapf.MAX_TEXTURE_LOD_BIAS]: 0 } });

type Rgba = [number, number, number, number];

/** The colour of each level: level l is LEVEL_COLORS[l]. */
const LEVEL_COLORS: Rgba[] = [
  [255, 0, 0, 255],
  [0, 255, 0, 255],
  [0, 0, 255, 255],
  [255, 255, 0, 255],
  [255, 0, 255, 255],
  [0, 255, 255, 255],
  [255, 255, 255, 255],
];

/** `count` texels of level colour `level`. */
function solid(level: number, count: number): Uint8Array {
  const out = new Uint8Array(4 * count);
  for (let i = 0; i < count; i++) out.set(LEVEL_COLORS[level]!, 4 * i);
  return out;
}

function newTexture(target: number): number {
  const name = new Uint32Array(1);
  gl.glGenTextures(1, name);
  gl.glBindTexture(target, name[0]!);
  gl.glTexParameteri(target, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST_MIPMAP_NEAREST);
  gl.glTexParameteri(target, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
  gl.glEnable(target);
  return name[0]!;
}

/** A 2D texture of `size` × `size` (a power of two) with every level down to 1 × 1 in its own colour. */
function mipmapped2D(size: number): void {
  newTexture(gl.GL_TEXTURE_2D);
  for (let l = 0; size >> l >= 1; l++) {
    const w = size >> l;
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      l,
      gl.GL_RGBA,
      w,
      w,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      solid(l, w * w),
    );
  }
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
}

/** The fragment program's TGSI text. */
const fsText = (program: FixedFunctionProgram) => dumpTgsi(program.fs as TgsiShader);

const unitBias = (b: number) => gl.glTexEnvf(gl.GL_TEXTURE_FILTER_CONTROL, gl.GL_TEXTURE_LOD_BIAS, b);
const textureBias = (target: number, b: number) => gl.glTexParameterf(target, gl.GL_TEXTURE_LOD_BIAS, b);

/**
 * A `w` × `h` quad at (x, y) with coordinates (s, t, r) from `from` at its lower left to `to` at its upper
 * right (r along x), all multiplied by q (projective coordinates).
 */
function quad(
  x: number,
  y: number,
  w: number,
  h: number,
  from: [number, number, number],
  to: [number, number, number],
  q = 1,
): void {
  const corner = (fx: number, fy: number) => {
    const s = from[0] + (to[0] - from[0]) * fx;
    const t = from[1] + (to[1] - from[1]) * fy;
    const r = from[2] + (to[2] - from[2]) * fx;
    gl.glTexCoord4f(s * q, t * q, r * q, q);
    gl.glVertex2f(x + w * fx, y + h * fy);
  };
  gl.glBegin(gl.GL_QUADS);
  corner(0, 0);
  corner(1, 0);
  corner(1, 1);
  corner(0, 1);
  gl.glEnd();
}

/** The pixels of the window's `w` × `h` box at (x, y) (GL's lower-left origin) that are not `expected`. */
function wrongPixels(x: number, y: number, w: number, h: number, expected: Rgba): string[] {
  const image = readWindow(SIZE, SIZE);
  const wrong: string[] = [];
  for (let py = y; py < y + h; py++) {
    for (let px = x; px < x + w; px++) {
      const at = 4 * ((SIZE - 1 - py) * SIZE + px);
      const got = Array.from(image.data.subarray(at, at + 4));
      if (got.some((v, c) => v !== expected[c])) wrong.push(`(${px}, ${py}): ${got.join(' ')}`);
    }
  }
  return wrong.slice(0, 4);
}

/** One quad of the 2D picture: its biases, λ before them, and the level it must read. */
interface Cell {
  what: string;
  unit: number;
  texture: number;
  /** λ without the bias: 2 (16 pixels over the 64 texels of level 0) or −2 (16 pixels over 4 texels). */
  lambda: 2 | -2;
  q?: number;
  level: number;
}

const CELLS: Cell[] = [
  { what: 'no bias', unit: 0, texture: 0, lambda: 2, level: 2 },
  { what: 'unit bias 1', unit: 1, texture: 0, lambda: 2, level: 3 },
  { what: 'unit bias −1', unit: -1, texture: 0, lambda: 2, level: 1 },
  { what: 'texture bias 2', unit: 0, texture: 2, lambda: 2, level: 4 },
  { what: 'texture bias −2', unit: 0, texture: -2, lambda: 2, level: 0 },
  { what: 'both: 1 + 2', unit: 1, texture: 2, lambda: 2, level: 5 },
  { what: 'both: 3 − 1', unit: 3, texture: -1, lambda: 2, level: 4 },
  { what: 'unit bias 1e6, clamped (and the last level)', unit: 1e6, texture: 0, lambda: 2, level: 6 },
  { what: 'texture bias −1e6, clamped', unit: 0, texture: -1e6, lambda: 2, level: 0 },
  { what: 'unit 20 + texture −17: the sum is clamped', unit: 20, texture: -17, lambda: 2, level: 5 },
  { what: 'unit bias 0.25 (λ 2.25)', unit: 0.25, texture: 0, lambda: 2, level: 2 },
  { what: 'unit bias 0.75 (λ 2.75)', unit: 0.75, texture: 0, lambda: 2, level: 3 },
  { what: 'magnified, no bias', unit: 0, texture: 0, lambda: -2, level: 0 },
  { what: 'magnified, unit bias 3: minified', unit: 3, texture: 0, lambda: -2, level: 1 },
  { what: 'magnified, both: 2 + 3', unit: 2, texture: 3, lambda: -2, level: 3 },
  { what: 'projective (q = 2), unit bias 1', unit: 1, texture: 0, q: 2, lambda: 2, level: 3 },
];

describeOnDrawingDrivers(
  'texture LOD bias',
  (driver) => {
    useWindowContext(driver);

    it('GL_MAX_TEXTURE_LOD_BIAS is at least 2 and at least what the driver samples with', () => {
      const max = new Float32Array(1);
      gl.glGetFloatv(gl.GL_MAX_TEXTURE_LOD_BIAS, max);
      expect(max[0]).toBeGreaterThanOrEqual(2);
      expect(max[0]).toBeGreaterThanOrEqual(
        gl.getCurrentContext()!.screen.getParamf(PipeCapf.MAX_TEXTURE_LOD_BIAS),
      );
    });

    it('2D: unit bias, texture bias, both, clamped, magnified and projective, each quad its level', () => {
      mipmapped2D(64);
      CELLS.forEach((cell, i) => {
        unitBias(cell.unit);
        textureBias(gl.GL_TEXTURE_2D, cell.texture);
        const x = 16 * (i % 4);
        const y = 16 * Math.floor(i / 4);
        const span = cell.lambda === 2 ? 1 : 1 / 16;
        quad(x, y, 16, 16, [0, 0, 0], [span, span, 0], cell.q ?? 1);
      });
      savePicture(`lod-bias-2d.${driver}`, readWindow(SIZE, SIZE));
      CELLS.forEach((cell, i) => {
        const x = 16 * (i % 4);
        const y = 16 * Math.floor(i / 4);
        expect(wrongPixels(x, y, 16, 16, LEVEL_COLORS[cell.level]!), cell.what).toEqual([]);
      });
    });

    it('1D and 3D textures', () => {
      // 1D: 64 texels over 16 pixels, λ = 2.
      newTexture(gl.GL_TEXTURE_1D);
      for (let l = 0; 64 >> l >= 1; l++)
        gl.glTexImage1D(
          gl.GL_TEXTURE_1D,
          l,
          gl.GL_RGBA,
          64 >> l,
          0,
          gl.GL_RGBA,
          gl.GL_UNSIGNED_BYTE,
          solid(l, 64 >> l),
        );
      gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
      const oneD: [number, number, number][] = [
        [0, 0, 2],
        [1, 0, 3],
        [1, 2, 5],
        [0, -1, 1],
      ];
      oneD.forEach(([unit, texture], i) => {
        unitBias(unit);
        textureBias(gl.GL_TEXTURE_1D, texture);
        quad(16 * i, 0, 16, 16, [0, 0, 0], [1, 0, 0]);
      });
      gl.glDisable(gl.GL_TEXTURE_1D);
      // 3D: 16³ over 8 pixels (λ = 1), r = ½.
      newTexture(gl.GL_TEXTURE_3D);
      for (let l = 0; 16 >> l >= 1; l++) {
        const w = 16 >> l;
        gl.glTexImage3D(
          gl.GL_TEXTURE_3D,
          l,
          gl.GL_RGBA,
          w,
          w,
          w,
          0,
          gl.GL_RGBA,
          gl.GL_UNSIGNED_BYTE,
          solid(l, w * w * w),
        );
      }
      const threeD: [number, number, number][] = [
        [0, 0, 1],
        [1, 0, 2],
        [1, 2, 4],
        [-1, 0, 0],
      ];
      threeD.forEach(([unit, texture], i) => {
        unitBias(unit);
        textureBias(gl.GL_TEXTURE_3D, texture);
        quad(16 * i, 32, 8, 8, [0, 0, 0.5], [1, 1, 0.5]);
      });
      savePicture(`lod-bias-1d-3d.${driver}`, readWindow(SIZE, SIZE));
      oneD.forEach(([unit, texture, level], i) => {
        expect(wrongPixels(16 * i, 0, 16, 16, LEVEL_COLORS[level]!), `1D ${unit} + ${texture}`).toEqual([]);
      });
      threeD.forEach(([unit, texture, level], i) => {
        expect(wrongPixels(16 * i, 32, 8, 8, LEVEL_COLORS[level]!), `3D ${unit} + ${texture}`).toEqual([]);
      });
    });

    it('cube maps, with q ≠ 1 (a direction: q is ignored)', () => {
      newTexture(gl.GL_TEXTURE_CUBE_MAP);
      for (let f = 0; f < 6; f++) {
        for (let l = 0; 32 >> l >= 1; l++) {
          const w = 32 >> l;
          const face = gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X + f;
          gl.glTexImage2D(face, l, gl.GL_RGBA, w, w, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, solid(l, w * w));
        }
      }
      gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
      // The +Z face: s and t from −1 to 1 at r = 1 put its 32 texels over 16 pixels (λ = 1).
      const cases: [number, number, number, number][] = [
        [0, 0, 1, 1],
        [1, 0, 1, 2],
        [1, 2, 1, 4],
        [-1, 0, 1, 0],
        [2, 0, 3, 3],
        [0, -1, 2, 0],
      ];
      cases.forEach(([unit, texture, q], i) => {
        unitBias(unit);
        textureBias(gl.GL_TEXTURE_CUBE_MAP, texture);
        quad(16 * (i % 4), 16 * Math.floor(i / 4), 16, 16, [-1, -1, 1], [1, 1, 1], q);
      });
      savePicture(`lod-bias-cube.${driver}`, readWindow(SIZE, SIZE));
      cases.forEach(([unit, texture, q, level], i) => {
        const where = [16 * (i % 4), 16 * Math.floor(i / 4), 16, 16] as const;
        expect(wrongPixels(...where, LEVEL_COLORS[level]!), `cube ${unit} + ${texture}, q ${q}`).toEqual([]);
      });
    });

    it('depth comparison: the reference r/q is compared with the biased level', () => {
      // Level l of a 64² depth texture holds depth (l + 1) / 8; a lookup reads level L exactly when it
      // passes (GL_LEQUAL: r ≤ depth) with r just below (L + 1) / 8 and fails with r just above.
      gl.glClearColor(0.5, 0.5, 0.5, 1); // neither a passed (white) nor a failed (black) lookup
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      newTexture(gl.GL_TEXTURE_2D);
      for (let l = 0; 64 >> l >= 1; l++) {
        const w = 64 >> l;
        const depths = new Float32Array(w * w).fill((l + 1) / 8);
        gl.glTexImage2D(
          gl.GL_TEXTURE_2D,
          l,
          gl.GL_DEPTH_COMPONENT,
          w,
          w,
          0,
          gl.GL_DEPTH_COMPONENT,
          gl.GL_FLOAT,
          depths,
        );
      }
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_MODE, gl.GL_COMPARE_R_TO_TEXTURE);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_FUNC, gl.GL_LEQUAL);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_DEPTH_TEXTURE_MODE, gl.GL_LUMINANCE);
      gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
      // [unit bias, texture bias, q, level]: 16 pixels over 64 texels, λ = 2.
      const cases: [number, number, number, number][] = [
        [0, 0, 1, 2],
        [1, 0, 2, 3],
        [1, 2, 1, 5],
        [-2, 0, 2, 0],
      ];
      const white: Rgba = [255, 255, 255, 255];
      const black: Rgba = [0, 0, 0, 255];
      cases.forEach(([unit, texture, q, level], i) => {
        unitBias(unit);
        textureBias(gl.GL_TEXTURE_2D, texture);
        const depth = (level + 1) / 8;
        quad(16 * i, 0, 16, 16, [0, 0, depth - 1 / 32], [1, 1, depth - 1 / 32], q);
        quad(16 * i, 32, 16, 16, [0, 0, depth + 1 / 32], [1, 1, depth + 1 / 32], q);
      });
      savePicture(`lod-bias-shadow.${driver}`, readWindow(SIZE, SIZE));
      cases.forEach(([unit, texture, q], i) => {
        const what = `shadow ${unit} + ${texture}, q ${q}`;
        expect(wrongPixels(16 * i, 0, 16, 16, white), `${what}: passes below`).toEqual([]);
        expect(wrongPixels(16 * i, 32, 16, 16, black), `${what}: fails above`).toEqual([]);
      });
    });

    it('with GL_CLAMP_TO_BORDER (the border lowered too on webgl): the biased level inside, the border outside', () => {
      mipmapped2D(64);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_T, gl.GL_CLAMP_TO_BORDER);
      gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, [0.2, 0.4, 0.6, 1]);
      const border: Rgba = [51, 102, 153, 255];
      // s and t from −½ to 1½ over 32 pixels: 128 texels of level 0 over 32 pixels, λ = 2; pixels 8..23
      // are inside the image, the others read the border.
      const cases: [number, number, number][] = [
        [0, 0, 2],
        [1, 0, 3],
        [-1, 3, 4],
        [0, -2, 0],
      ];
      cases.forEach(([unit, texture], i) => {
        unitBias(unit);
        textureBias(gl.GL_TEXTURE_2D, texture);
        quad(32 * (i % 2), 32 * Math.floor(i / 2), 32, 32, [-0.5, -0.5, 0], [1.5, 1.5, 0]);
      });
      savePicture(`lod-bias-border.${driver}`, readWindow(SIZE, SIZE));
      cases.forEach(([unit, texture, level], i) => {
        const x = 32 * (i % 2);
        const y = 32 * Math.floor(i / 2);
        const what = `border, ${unit} + ${texture}`;
        expect(wrongPixels(x + 8, y + 8, 16, 16, LEVEL_COLORS[level]!), what).toEqual([]);
        expect(wrongPixels(x, y, 32, 8, border), `${what}: below`).toEqual([]);
        expect(wrongPixels(x, y + 24, 32, 8, border), `${what}: above`).toEqual([]);
        expect(wrongPixels(x, y + 8, 8, 16, border), `${what}: left`).toEqual([]);
        expect(wrongPixels(x + 24, y + 8, 8, 16, border), `${what}: right`).toEqual([]);
      });
    });

    it('a bias of 0 keeps TXP; a bias the sampler cannot apply is TXB, and its value is not in the program', () => {
      const ctx = gl.getCurrentContext()!;
      const native = ctx.screen.getParamf(PipeCapf.MAX_TEXTURE_LOD_BIAS) >= 16;
      mipmapped2D(64);
      const draw = () => {
        quad(0, 0, 16, 16, [0, 0, 0], [1, 1, 0]);
        gl.glFinish();
        return ctx.draw.program;
      };
      const plain = draw();
      expect(fsText(plain)).toContain('TXP');
      expect(fsText(plain)).not.toContain('TXB');
      unitBias(1);
      textureBias(gl.GL_TEXTURE_2D, -1);
      expect(draw(), 'a sum of 0').toBe(plain);
      unitBias(0);
      textureBias(gl.GL_TEXTURE_2D, 0);
      expect(draw()).toBe(plain);
      unitBias(1.5);
      const biased = draw();
      if (native) {
        expect(biased).toBe(plain);
      } else {
        expect(biased).not.toBe(plain);
        expect(fsText(biased)).toContain('TXB');
        expect(fsText(biased)).not.toContain('TXP');
        const layout = (biased as FfpProgram).constantLayout.fs;
        expect(layout.map((r) => r.name)).toContain('lodBias0');
      }
      unitBias(-3);
      textureBias(gl.GL_TEXTURE_2D, 0.25);
      expect(draw(), 'another bias: the same program').toBe(biased);
      unitBias(0);
      textureBias(gl.GL_TEXTURE_2D, 0);
      expect(draw(), 'back to 0: TXP again').toBe(plain);
    });
  },
  [WITHOUT_BIAS],
);

describe('the pipe sampler gets the bias only where the driver applies it', () => {
  it.each([...DRAWING_DRIVERS, WITHOUT_BIAS])('%s', async (driver) => {
    const ctx = await gl.createContext({ width: 16, height: 16, driver });
    gl.makeCurrent(ctx);
    try {
      const cap = ctx.screen.getParamf(PipeCapf.MAX_TEXTURE_LOD_BIAS);
      mipmapped2D(4);
      unitBias(1.5);
      gl.glBegin(gl.GL_POINTS);
      gl.glVertex2f(0, 0);
      gl.glEnd();
      gl.glFinish();
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      const unit = ctx.ff.textureUnits[0]!;
      expect(unit.shaderLodBias).toBe(cap >= 1.5 ? undefined : 1.5);
    } finally {
      await ctx.destroy();
      gl.makeCurrent(null);
    }
  });
});

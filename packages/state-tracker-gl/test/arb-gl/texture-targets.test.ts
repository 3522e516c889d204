// ARB fragment programs sampling the rectangle and shadow targets through the GL entry points, on every drawing
// driver and on driver-soft without border colours and without view swizzles (what driver-webgl lacks
// too, the program then mixing the border in or swizzling the texel), with exact texels (NEAREST):
// TEX and TXP on RECT with unnormalized coordinates; GL_CLAMP_TO_BORDER on RECT and 2D through TEX (which
// ignores q), TXP and TXB; SHADOW2D under every GL_TEXTURE_COMPARE_FUNC and GL_DEPTH_TEXTURE_MODE;
// SHADOW1D and SHADOWRECT; a compared border; texture images and parameters changed between draws; the
// lookups ARB_fragment_program_shadow leaves undefined (a SHADOW target on a colour texture or without
// GL_COMPARE_R_TO_TEXTURE), which must draw without an error; and the load error of two targets on one
// image unit (ARB_fragment_program 3.11.6).
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  glBindProgramARB,
  glProgramLocalParameter4fARB,
  glProgramStringARB,
} from '../../src/api/arb-programs.js';
import * as gl from '../../src/index.js';
import { describeOnDrawingDrivers, readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { SOFT_WITHOUT_BORDER, SOFT_WITHOUT_SWIZZLE } from '../scenes/probes/texture-drivers.js';

const SIZE = 16;
const FP = gl.GL_FRAGMENT_PROGRAM_ARB;
const RECT = gl.GL_TEXTURE_RECTANGLE;
type Rgba = readonly number[];

/** Texel (i, j) of the 4×2 colour texture. */
const texel = (i: number, j: number): Rgba => [40 + 50 * i, 60 + 120 * j, 200 - 40 * i, 255];
/** The border colour as bytes (NEAREST reads them exactly) and as the floats GL takes. */
const BORDER_BYTES: Rgba = [80, 176, 232, 103];
const BORDER = BORDER_BYTES.map((b) => b / 255);
/** Depths of the 4×1 depth textures, one per quarter of the window's width. */
const DEPTHS = new Float32Array([0.2, 0.4, 0.6, 0.8]);

/** Loads `text` into fragment program 1 and enables it (no error expected). */
function loadFragmentProgram(text: string): void {
  glBindProgramARB(FP, 1);
  glProgramStringARB(FP, gl.GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
  expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  gl.glEnable(FP);
}

/** The whole window, texture coordinates (s0, t0, r, q) at the bottom left to (s1, t1, r, q) at the top right. */
function windowQuad(s0: number, t0: number, s1: number, t1: number, q = 1): void {
  gl.glBegin(gl.GL_QUADS);
  const corner = (s: number, t: number, x: number, y: number) => {
    gl.glTexCoord4f(s * q, t * q, 0, q);
    gl.glVertex2f(x, y);
  };
  corner(s0, t0, -1, -1);
  corner(s1, t0, 1, -1);
  corner(s1, t1, 1, 1);
  corner(s0, t1, -1, 1);
  gl.glEnd();
}

/** The coordinate at the centre of pixel `p` of a window-wide ramp from `from` to `to`. */
const at = (p: number, from: number, to: number) => from + ((p + 0.5) * (to - from)) / SIZE;

/** The pixel at window (x, y) (row 0 at the bottom). */
function readPixel(x: number, y: number): number[] {
  const out = new Uint8Array(4);
  gl.glReadPixels(x, y, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return Array.from(out);
}

/** Every pixel of the window against `expected(x, y)` (y from the bottom); the picture is saved as `name`. */
function expectWindow(name: string, expected: (x: number, y: number) => Rgba): void {
  const image = readWindow(SIZE, SIZE);
  savePicture(name, image);
  const misses: string[] = [];
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const row = SIZE - 1 - y;
      const got = Array.from(image.data.subarray(4 * (row * SIZE + x), 4 * (row * SIZE + x) + 4));
      const want = expected(x, y);
      if (got.some((v, c) => v !== want[c])) misses.push(`(${x}, ${y}) ${got} for ${want}`);
    }
  expect(misses.slice(0, 6), `${misses.length} pixels off`).toEqual([]);
}

/** A new texture object of `target` on the active unit: NEAREST, `wrap` on every axis, BORDER as border colour. */
function newTexture(target: number, wrap: number = gl.GL_CLAMP_TO_EDGE): void {
  const name = new Uint32Array(1);
  gl.glGenTextures(1, name);
  gl.glBindTexture(target, name[0]!);
  gl.glTexParameteri(target, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
  gl.glTexParameteri(target, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
  for (const axis of [gl.GL_TEXTURE_WRAP_S, gl.GL_TEXTURE_WRAP_T, gl.GL_TEXTURE_WRAP_R])
    gl.glTexParameteri(target, axis, wrap);
  gl.glTexParameterfv(target, gl.GL_TEXTURE_BORDER_COLOR, BORDER);
}

/** The 4×2 colour texture on the rectangle target. */
function colorRectangle(wrap?: number): void {
  newTexture(RECT, wrap);
  const data = new Uint8Array(4 * 2 * 4);
  for (let j = 0; j < 2; j++) for (let i = 0; i < 4; i++) data.set(texel(i, j), 4 * (4 * j + i));
  gl.glTexImage2D(RECT, 0, gl.GL_RGBA8, 4, 2, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
}

/** A 4×1 depth texture of `target` (1D, 2D or RECT) holding `depths`, comparing r with `func`. */
function depthTexture(target: number, func: number, depths = DEPTHS, wrap?: number): void {
  newTexture(target, wrap);
  gl.glTexParameteri(target, gl.GL_TEXTURE_COMPARE_MODE, gl.GL_COMPARE_R_TO_TEXTURE);
  gl.glTexParameteri(target, gl.GL_TEXTURE_COMPARE_FUNC, func);
  const [internal, format, type] = [gl.GL_DEPTH_COMPONENT24, gl.GL_DEPTH_COMPONENT, gl.GL_FLOAT];
  if (target === gl.GL_TEXTURE_1D) gl.glTexImage1D(target, 0, internal, 4, 0, format, type, depths);
  else gl.glTexImage2D(target, 0, internal, 4, 1, 0, format, type, depths);
}

/** A program comparing program.local[0].x with the texture of `target` on unit `unit` at texcoord[0].st. */
const shadowProgram = (target: string, unit = 0) => `!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
TEMP c;
MOV c, fragment.texcoord[0];
MOV c.z, program.local[0].x;
TEX result.color, c, texture[${unit}], ${target};
END`;

/** What ARB_shadow's comparison `func` gives for reference r against depth d: 0 or 1. */
function compare(func: number, r: number, d: number): number {
  const results: Record<number, boolean> = {
    [gl.GL_NEVER]: false,
    [gl.GL_LESS]: r < d,
    [gl.GL_EQUAL]: r === d,
    [gl.GL_LEQUAL]: r <= d,
    [gl.GL_GREATER]: r > d,
    [gl.GL_NOTEQUAL]: r !== d,
    [gl.GL_GEQUAL]: r >= d,
    [gl.GL_ALWAYS]: true,
  };
  return results[func] ? 1 : 0;
}

/** A comparison result v (0 or 1) as GL_DEPTH_TEXTURE_MODE `mode` reads it, as bytes. */
function asRead(v: number, mode: number): Rgba {
  const b = 255 * v;
  if (mode === gl.GL_LUMINANCE) return [b, b, b, 255];
  if (mode === gl.GL_INTENSITY) return [b, b, b, b];
  return [0, 0, 0, b];
}

const FUNCS = [
  gl.GL_NEVER,
  gl.GL_LESS,
  gl.GL_EQUAL,
  gl.GL_LEQUAL,
  gl.GL_GREATER,
  gl.GL_NOTEQUAL,
  gl.GL_GEQUAL,
  gl.GL_ALWAYS,
];

describeOnDrawingDrivers(
  'ARB fragment programs on rectangle and shadow targets',
  (driver) => {
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: SIZE, height: SIZE, driver });
      gl.makeCurrent(ctx);
      gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
      gl.glClearColor(0, 0, 0, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    });
    afterEach(async () => {
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      await ctx.destroy();
    });

    it('TEX and TXP on RECT read texel (⌊s⌋, ⌊t⌋) of unnormalized coordinates, texturing disabled', () => {
      colorRectangle();
      const expected = (x: number, y: number) => texel(Math.floor(x / 4), Math.floor(y / 8));
      loadFragmentProgram('!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], RECT;\nEND');
      windowQuad(0, 0, 4, 2);
      expectWindow(`arb-rect-tex-${driver}`, expected);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      loadFragmentProgram('!!ARBfp1.0\nTXP result.color, fragment.texcoord[0], texture[0], RECT;\nEND');
      windowQuad(0, 0, 4, 2, 2); // (s, t) · q with q = 2
      expectWindow(`arb-rect-txp-${driver}`, expected);
      // A new image of another size: the same unnormalized coordinates reach other texels.
      const wide = new Uint8Array(8 * 2 * 4);
      for (let j = 0; j < 2; j++) for (let i = 0; i < 8; i++) wide.set(texel(i >> 1, j), 4 * (8 * j + i));
      gl.glTexImage2D(RECT, 0, gl.GL_RGBA8, 8, 2, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, wide);
      windowQuad(0, 0, 4, 2, 2);
      expectWindow(`arb-rect-resized-${driver}`, (x, y) => texel(Math.floor(x / 8), Math.floor(y / 8)));
    });

    it('RECT under GL_CLAMP_TO_BORDER reads the border colour outside [0, w) × [0, h)', () => {
      colorRectangle(gl.GL_CLAMP_TO_EDGE);
      loadFragmentProgram('!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], RECT;\nEND');
      windowQuad(-2, -1, 6, 3);
      const inside = (x: number, y: number) =>
        texel(
          Math.min(3, Math.max(0, Math.floor(at(x, -2, 6)))),
          Math.min(1, Math.max(0, Math.floor(at(y, -1, 3)))),
        );
      expectWindow(`arb-rect-edge-${driver}`, inside);
      // The wrap mode changes between draws: the program's variant follows where it mixes the border in.
      gl.glTexParameteri(RECT, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
      gl.glTexParameteri(RECT, gl.GL_TEXTURE_WRAP_T, gl.GL_CLAMP_TO_BORDER);
      windowQuad(-2, -1, 6, 3);
      expectWindow(`arb-rect-border-${driver}`, (x, y) => {
        const s = at(x, -2, 6);
        const t = at(y, -1, 3);
        return s < 0 || s >= 4 || t < 0 || t >= 2 ? BORDER_BYTES : texel(Math.floor(s), Math.floor(t));
      });
    });

    it('2D under GL_CLAMP_TO_BORDER through TEX (q ignored), TXP and TXB, luminance texels and border', () => {
      newTexture(gl.GL_TEXTURE_2D, gl.GL_CLAMP_TO_BORDER);
      const levels = new Uint8Array([40, 120, 160, 240]);
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        gl.GL_LUMINANCE8,
        2,
        2,
        0,
        gl.GL_LUMINANCE,
        gl.GL_UNSIGNED_BYTE,
        levels,
      );
      // A luminance texture reads (L, L, L, 1), its border (R, R, R, 1) of the border colour.
      const expected = (x: number, y: number): Rgba => {
        const s = at(x, -0.5, 1.5);
        const t = at(y, -0.5, 1.5);
        const l =
          s < 0 || s >= 1 || t < 0 || t >= 1
            ? BORDER_BYTES[0]!
            : levels[2 * Math.floor(2 * t) + Math.floor(2 * s)]!;
        return [l, l, l, 255];
      };
      for (const [opcode, q] of [
        ['TEX', 2],
        ['TXP', 2],
        ['TXB', 3], // q is TXB's bias: one level only, so it changes nothing
      ] as const) {
        gl.glClear(gl.GL_COLOR_BUFFER_BIT);
        loadFragmentProgram(`!!ARBfp1.0\n${opcode} result.color, fragment.texcoord[0], texture[0], 2D;\nEND`);
        if (opcode === 'TXP') windowQuad(-0.5, -0.5, 1.5, 1.5, q);
        else {
          // TEX and TXB take (s, t) as they are, whatever q holds.
          gl.glBegin(gl.GL_QUADS);
          for (const [x, y] of [
            [-1, -1],
            [1, -1],
            [1, 1],
            [-1, 1],
          ] as const) {
            gl.glTexCoord4f(x < 0 ? -0.5 : 1.5, y < 0 ? -0.5 : 1.5, 0, q);
            gl.glVertex2f(x, y);
          }
          gl.glEnd();
        }
        expectWindow(`arb-2d-border-${opcode.toLowerCase()}-${driver}`, (x, y) => expected(x, y));
      }
    });

    it('SHADOW2D: r against the depth under every compare function and depth texture mode', () => {
      depthTexture(gl.GL_TEXTURE_2D, gl.GL_LEQUAL);
      loadFragmentProgram(shadowProgram('SHADOW2D'));
      const misses: string[] = [];
      for (const mode of [gl.GL_LUMINANCE, gl.GL_INTENSITY, gl.GL_ALPHA]) {
        gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_DEPTH_TEXTURE_MODE, mode);
        for (const func of FUNCS)
          for (const r of [0.5, 0.7]) {
            gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_FUNC, func);
            glProgramLocalParameter4fARB(FP, 0, r, 0, 0, 0);
            windowQuad(0, 0, 1, 1);
            for (let col = 0; col < 4; col++) {
              const got = readPixel(4 * col + 2, 8);
              const want = asRead(compare(func, r, DEPTHS[col]!), mode);
              if (got.some((v, c) => v !== want[c]))
                misses.push(`mode ${mode} func ${func} r ${r} column ${col}: ${got} for ${want}`);
            }
          }
      }
      expect(misses).toEqual([]);
    });

    it('SHADOW1D and SHADOWRECT on units 1 and 2; a new depth image between draws', () => {
      const columns = (func: number, r: number, depths: Float32Array) => (x: number) =>
        asRead(compare(func, r, depths[Math.floor(x / 4)]!), gl.GL_LUMINANCE);
      gl.glActiveTexture(gl.GL_TEXTURE1);
      depthTexture(gl.GL_TEXTURE_1D, gl.GL_LEQUAL);
      gl.glActiveTexture(gl.GL_TEXTURE2);
      depthTexture(RECT, gl.GL_GREATER);
      loadFragmentProgram(shadowProgram('SHADOW1D', 1));
      glProgramLocalParameter4fARB(FP, 0, 0.5, 0, 0, 0);
      windowQuad(0, 0, 1, 1);
      expectWindow(`arb-shadow1d-${driver}`, columns(gl.GL_LEQUAL, 0.5, DEPTHS));
      loadFragmentProgram(shadowProgram('SHADOWRECT', 2));
      windowQuad(0, 0, 4, 1);
      expectWindow(`arb-shadowrect-${driver}`, columns(gl.GL_GREATER, 0.5, DEPTHS));
      const reversed = DEPTHS.slice().reverse();
      gl.glTexImage2D(
        RECT,
        0,
        gl.GL_DEPTH_COMPONENT24,
        4,
        1,
        0,
        gl.GL_DEPTH_COMPONENT,
        gl.GL_FLOAT,
        reversed,
      );
      windowQuad(0, 0, 4, 1);
      expectWindow(`arb-shadowrect-new-image-${driver}`, columns(gl.GL_GREATER, 0.5, reversed));
    });

    it("SHADOW2D under GL_CLAMP_TO_BORDER compares r with the border's depth (R of the border colour)", () => {
      depthTexture(gl.GL_TEXTURE_2D, gl.GL_LEQUAL, DEPTHS, gl.GL_CLAMP_TO_BORDER);
      gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, [0.6, 0, 0, 0]);
      loadFragmentProgram(shadowProgram('SHADOW2D'));
      // s from −0.5 to 1.5: the outer quarters are outside the image, where the border's depth 0.6 is read.
      const expected = (func: number, r: number) => (x: number, y: number) => {
        const s = at(x, -0.5, 1.5);
        const t = at(y, 0.25, 0.75);
        const depth = s < 0 || s >= 1 || t < 0 || t >= 1 ? 0.6 : DEPTHS[Math.floor(4 * s)]!;
        return asRead(compare(func, r, depth), gl.GL_LUMINANCE);
      };
      for (const [func, r] of [
        [gl.GL_LEQUAL, 0.5],
        [gl.GL_GREATER, 0.5],
        [gl.GL_LEQUAL, 0.7],
      ] as const) {
        gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_FUNC, func);
        glProgramLocalParameter4fARB(FP, 0, r, 0, 0, 0);
        windowQuad(-0.5, 0.25, 1.5, 0.75);
        expectWindow(`arb-shadow-border-${func}-${r}-${driver}`, expected(func, r));
      }
    });

    it('lookups ARB_fragment_program_shadow leaves undefined draw without an error', () => {
      // A SHADOW target on a colour texture; on a depth texture that does not compare; 2D on one that does.
      colorRectangle();
      loadFragmentProgram(shadowProgram('SHADOWRECT'));
      windowQuad(0, 0, 4, 2);
      depthTexture(gl.GL_TEXTURE_2D, gl.GL_LEQUAL);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_MODE, gl.GL_NONE);
      loadFragmentProgram(shadowProgram('SHADOW2D'));
      windowQuad(0, 0, 1, 1);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_MODE, gl.GL_COMPARE_R_TO_TEXTURE);
      loadFragmentProgram('!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], 2D;\nEND');
      windowQuad(0, 0, 1, 1);
      gl.glFinish();
      // What is drawn afterwards is defined again.
      loadFragmentProgram('!!ARBfp1.0\nMOV result.color, {0, 1, 0, 1};\nEND');
      windowQuad(0, 0, 1, 1);
      expect(readPixel(8, 8)).toEqual([0, 255, 0, 255]);
    });

    it('a program sampling two targets on one image unit fails to load (GL_INVALID_OPERATION, error position)', () => {
      glBindProgramARB(FP, 1);
      const cases = [
        '!!ARBfp1.0\nTEMP a;\nTEX a, fragment.texcoord[0], texture[0], RECT;\nTEX result.color, a, texture[0], 2D;\nEND',
        '!!ARBfp1.0\nOPTION ARB_fragment_program_shadow;\nTEMP a;\nTEX a, fragment.texcoord[0], texture[1], SHADOWRECT;\nTEX result.color, a, texture[1], RECT;\nEND',
      ];
      for (const text of cases) {
        glProgramStringARB(FP, gl.GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
        expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
        const position = new Int32Array(1);
        gl.glGetIntegerv(gl.GL_PROGRAM_ERROR_POSITION_ARB, position);
        expect(position[0]).toBe(text.lastIndexOf('texture['));
        expect(gl.glGetString(gl.GL_PROGRAM_ERROR_STRING_ARB)).toMatch(
          /a program samples one target per unit$/,
        );
      }
    });
  },
  [SOFT_WITHOUT_BORDER, SOFT_WITHOUT_SWIZZLE],
);

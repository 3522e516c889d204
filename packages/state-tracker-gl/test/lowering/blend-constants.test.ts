// Blending with the constant factors (GL 1.5, 4.1.8 with the imaging subset's blend colour): every pairing
// of GL_CONSTANT_COLOR, GL_ONE_MINUS_CONSTANT_COLOR, GL_CONSTANT_ALPHA and GL_ONE_MINUS_CONSTANT_ALPHA as
// source and destination factors, under GL_FUNC_ADD, GL_FUNC_SUBTRACT, GL_FUNC_REVERSE_SUBTRACT (and
// GL_MIN / GL_MAX, which ignore the factors, also in one function of glBlendEquationSeparate), through
// glBlendFunc and in the RGB or the alpha function of glBlendFuncSeparate, for quads, pixel rectangles and
// wide lines (the CPU primitive path on webgl) — on every drawing driver and on driver-soft without
// PIPE_CAP_BLEND_CONSTANT_COLOR_WITH_ALPHA (and on driver-webgl, which has none), where the state tracker
// moves the RGB source factor into the fragment program and blends the alpha function with the
// constant-alpha factors of the same value (src/draw/blend-constants.ts). Each cell is a 4 × 4 quad of
// one constant source colour over a cleared destination; its pixels must be exactly the bytes the blend
// equation gives (the colours are chosen so that every product is a whole byte, see SOURCE). With the
// alpha test on, fragments are tested with their own alpha, not the alpha times a factor.
import { PipeCap } from '@gallium-ts/gallium-api';
import { expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { describeOnDrawingDrivers, readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { SIZE, useWindowContext } from './lowering-helpers.js';

const WITHOUT_PAIRS = softWithout('blend-constants', {
  caps: { [PipeCap.BLEND_CONSTANT_COLOR_WITH_ALPHA]: 0 },
});

type Rgba = [number, number, number, number];

/**
 * The source colour of every cell (bytes over 255), the blend colours and the destination bytes. The blend
 * colours are thirds (85 or 170 over 255, exact in 8 bits), the source alpha is 0.8 and the colour bytes
 * are multiples of 15, so every product of a colour and a factor is a whole byte: llvmpipe
 * (driver-webgl's GPU under Xvfb) rounds each product of a native blend on its own, the maths here
 * rounds their sum, and both agree exactly. (Only the source alpha squared, 163.2, is not whole.)
 */
const byte = (b: number) => b / 255;
const SOURCE: Rgba = [byte(195), byte(75), byte(150), byte(204)];
const BLEND_COLOR: Rgba = [1 / 3, 1, 2 / 3, 2 / 3];
const MORE_BLEND_COLORS: Rgba[] = [
  [2 / 3, 1 / 3, 0, 1 / 3],
  [1, 2 / 3, 1 / 3, 0],
];
const DESTINATION_BYTES: Rgba = [105, 150, 45, 180];
const DESTINATION = DESTINATION_BYTES.map(byte) as Rgba;

const CONSTANT_FACTORS = [
  gl.GL_CONSTANT_COLOR,
  gl.GL_ONE_MINUS_CONSTANT_COLOR,
  gl.GL_CONSTANT_ALPHA,
  gl.GL_ONE_MINUS_CONSTANT_ALPHA,
];
const PAIRS = CONSTANT_FACTORS.flatMap((src) => CONSTANT_FACTORS.map((dst) => [src, dst] as const));
const EQUATIONS = [gl.GL_FUNC_ADD, gl.GL_FUNC_SUBTRACT, gl.GL_FUNC_REVERSE_SUBTRACT, gl.GL_MIN, gl.GL_MAX];

/** The blend functions of a cell: RGB source and destination, alpha source and destination. */
type Funcs = [number, number, number, number];

/** How a cell sets its factors from one pairing of constant factors. */
const MODES: Record<string, (src: number, dst: number) => Funcs> = {
  'glBlendFunc (RGB and alpha)': (src, dst) => [src, dst, src, dst],
  // The RGB function reads the source alpha: it must be the fragment's own.
  'glBlendFuncSeparate, the pair in the alpha function': (src, dst) => [
    gl.GL_SRC_ALPHA,
    gl.GL_ONE_MINUS_SRC_ALPHA,
    src,
    dst,
  ],
  // The alpha function is the source alpha squared: the lowering of the RGB function leaves alpha alone.
  'glBlendFuncSeparate, the pair in the RGB function': (src, dst) => [src, dst, gl.GL_SRC_ALPHA, gl.GL_ZERO],
};

/** The value of `factor` for channel `ch` (3: alpha). */
function factorValue(factor: number, ch: number, blendColor: Rgba): number {
  switch (factor) {
    case gl.GL_CONSTANT_COLOR:
      return blendColor[ch]!;
    case gl.GL_ONE_MINUS_CONSTANT_COLOR:
      return 1 - blendColor[ch]!;
    case gl.GL_CONSTANT_ALPHA:
      return blendColor[3];
    case gl.GL_ONE_MINUS_CONSTANT_ALPHA:
      return 1 - blendColor[3];
    case gl.GL_SRC_ALPHA:
      return SOURCE[3];
    case gl.GL_ONE_MINUS_SRC_ALPHA:
      return 1 - SOURCE[3];
    case gl.GL_ZERO:
      return 0;
    default:
      throw new Error(`no value for factor ${factor}`);
  }
}

/** The unrounded result of one channel (0..255 scale) of blending SOURCE over DESTINATION. */
function blended(equation: number, funcs: Funcs, ch: number, blendColor: Rgba): number {
  const s = SOURCE[ch]!;
  const d = DESTINATION[ch]!;
  const [src, dst] = ch < 3 ? [funcs[0], funcs[1]] : [funcs[2], funcs[3]];
  const fs = factorValue(src, ch, blendColor);
  const fd = factorValue(dst, ch, blendColor);
  const value =
    equation === gl.GL_FUNC_ADD
      ? s * fs + d * fd
      : equation === gl.GL_FUNC_SUBTRACT
        ? s * fs - d * fd
        : equation === gl.GL_FUNC_REVERSE_SUBTRACT
          ? d * fd - s * fs
          : equation === gl.GL_MIN
            ? Math.min(s, d)
            : Math.max(s, d);
  return 255 * Math.min(Math.max(value, 0), 1);
}

/** One quad: its blend equation and factors, and the cell it fills. */
interface Cell {
  equation: number;
  /** The alpha function's equation where it differs from `equation` (glBlendEquationSeparate). */
  alphaEquation?: number;
  funcs: Funcs;
  blendColor: Rgba;
}

const CELL = 4;
const PER_ROW = SIZE / CELL;

function cellOrigin(i: number): [number, number] {
  return [(i % PER_ROW) * CELL, Math.floor(i / PER_ROW) * CELL];
}

/** Clears to DESTINATION and draws each cell with its blend state (SOURCE, immediate mode). */
function drawCells(cells: readonly Cell[]): void {
  gl.glClearColor(...DESTINATION);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  gl.glEnable(gl.GL_BLEND);
  cells.forEach((cell, i) => {
    const [x, y] = cellOrigin(i);
    gl.glBlendEquationSeparate(cell.equation, cell.alphaEquation ?? cell.equation);
    gl.glBlendFuncSeparate(...cell.funcs);
    gl.glBlendColor(...cell.blendColor);
    gl.glColor4f(...SOURCE);
    gl.glRecti(x, y, x + CELL, y + CELL);
  });
  gl.glDisable(gl.GL_BLEND);
}

/** Every pixel of every cell, as "cell i: r,g,b,a", from the window. */
function cellPixels(cells: readonly Cell[]): string[] {
  const window = new Uint8Array(SIZE * SIZE * 4);
  gl.glReadPixels(0, 0, SIZE, SIZE, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, window);
  const found: string[] = [];
  cells.forEach((_, i) => {
    const [x0, y0] = cellOrigin(i);
    for (let y = y0; y < y0 + CELL; y++)
      for (let x = x0; x < x0 + CELL; x++) {
        const at = 4 * (y * SIZE + x);
        found.push(`cell ${i}: ${Array.from(window.subarray(at, at + 4)).join(',')}`);
      }
  });
  return found;
}

/** What `cellPixels` must read: the rounded blend results (or `fixed` bytes in every cell). */
function expectedPixels(cells: readonly Cell[], fixed?: Rgba): string[] {
  return cells.flatMap((cell, i) => {
    const bytes =
      fixed ??
      ([0, 1, 2, 3].map((ch) => {
        const equation = ch < 3 ? cell.equation : (cell.alphaEquation ?? cell.equation);
        const exact = blended(equation, cell.funcs, ch, cell.blendColor);
        // The test's own data: a result near a rounding tie would make the exact comparison a coin toss.
        expect(Math.abs((exact % 1) - 0.5), `cell ${i} channel ${ch} is near a tie`).toBeGreaterThan(0.09);
        return Math.round(exact);
      }) as Rgba);
    return Array.from({ length: CELL * CELL }, () => `cell ${i}: ${bytes.join(',')}`);
  });
}

function cellsOf(mode: (src: number, dst: number) => Funcs, equations: readonly number[]): Cell[] {
  return equations.flatMap((equation) =>
    PAIRS.map(([src, dst]) => ({ equation, funcs: mode(src, dst), blendColor: BLEND_COLOR })),
  );
}

describeOnDrawingDrivers(
  'constant blend factors',
  (driver) => {
    useWindowContext(driver);

    for (const [name, mode] of Object.entries(MODES)) {
      it(`every pairing of the four constant factors, five equations: ${name}`, () => {
        const cells = cellsOf(mode, EQUATIONS);
        drawCells(cells);
        savePicture(
          `blend-constants-${name.replace(/\W+/g, '-').replace(/-$/, '')}-${driver}`,
          readWindow(SIZE, SIZE),
        );
        expect(cellPixels(cells)).toEqual(expectedPixels(cells));
      });
    }

    it('GL_MIN or GL_MAX in one function of glBlendEquationSeparate, the pair of constant factors in both', () => {
      const cells = [gl.GL_FUNC_ADD, gl.GL_FUNC_SUBTRACT, gl.GL_FUNC_REVERSE_SUBTRACT].flatMap((equation) =>
        PAIRS.flatMap(([src, dst]): Cell[] => [
          {
            equation: gl.GL_MIN,
            alphaEquation: equation,
            funcs: [src, dst, src, dst],
            blendColor: BLEND_COLOR,
          },
          { equation, alphaEquation: gl.GL_MAX, funcs: [src, dst, src, dst], blendColor: BLEND_COLOR },
        ]),
      );
      drawCells(cells);
      expect(cellPixels(cells)).toEqual(expectedPixels(cells));
    });

    it('a new blend colour between draws with the same factors reaches the lowered factor', () => {
      const colours: Rgba[] = [BLEND_COLOR, ...MORE_BLEND_COLORS];
      const cells = colours.flatMap((blendColor) =>
        PAIRS.map(
          ([src, dst]): Cell => ({ equation: gl.GL_FUNC_ADD, funcs: [src, dst, src, dst], blendColor }),
        ),
      );
      drawCells(cells);
      expect(cellPixels(cells)).toEqual(expectedPixels(cells));
    });

    it('the alpha test sees the fragment’s own alpha (GL_GREATER 0.65 passes, GL_LESS 0.65 fails everywhere)', () => {
      const cells = Object.values(MODES).flatMap((mode) => cellsOf(mode, [gl.GL_FUNC_ADD]));
      gl.glEnable(gl.GL_ALPHA_TEST);
      gl.glAlphaFunc(gl.GL_GREATER, 0.65);
      drawCells(cells);
      expect(cellPixels(cells)).toEqual(expectedPixels(cells));
      gl.glAlphaFunc(gl.GL_LESS, 0.65);
      drawCells(cells);
      expect(cellPixels(cells)).toEqual(expectedPixels(cells, DESTINATION_BYTES));
      gl.glDisable(gl.GL_ALPHA_TEST);
    });

    it('pixel rectangles and wide lines blend the same way (glDrawPixels, a line of width 4)', () => {
      const funcs: Funcs = [
        gl.GL_ONE_MINUS_CONSTANT_ALPHA,
        gl.GL_CONSTANT_COLOR,
        gl.GL_CONSTANT_ALPHA,
        gl.GL_ONE_MINUS_CONSTANT_COLOR,
      ];
      const cell: Cell = { equation: gl.GL_FUNC_REVERSE_SUBTRACT, funcs, blendColor: BLEND_COLOR };
      const expected = expectedPixels([cell])[0]!.replace('cell 0: ', '');
      drawCells([]);
      gl.glEnable(gl.GL_BLEND);
      gl.glBlendEquation(cell.equation);
      gl.glBlendFuncSeparate(...funcs);
      gl.glBlendColor(...BLEND_COLOR);
      const block = new Uint8Array(4 * 4 * 4);
      for (let i = 0; i < 16; i++) block.set([195, 75, 150, 204], 4 * i);
      gl.glRasterPos2i(2, 2);
      gl.glDrawPixels(4, 4, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, block);
      gl.glLineWidth(4);
      gl.glColor4f(...SOURCE);
      gl.glBegin(gl.GL_LINES);
      gl.glVertex2f(10, 20.5);
      gl.glVertex2f(40, 20.5);
      gl.glEnd();
      gl.glDisable(gl.GL_BLEND);
      const at = (x: number, y: number) => {
        const out = new Uint8Array(4);
        gl.glReadPixels(x, y, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
        return Array.from(out).join(',');
      };
      expect([at(2, 2), at(5, 5), at(12, 19), at(30, 21)]).toEqual([expected, expected, expected, expected]);
      expect(at(30, 24), 'outside the line').toBe(DESTINATION_BYTES.join(','));
    });

    it('glGet returns the factors as set (the lowering is invisible to the application)', () => {
      gl.glBlendFuncSeparate(
        gl.GL_CONSTANT_COLOR,
        gl.GL_ONE_MINUS_CONSTANT_ALPHA,
        gl.GL_ONE_MINUS_CONSTANT_COLOR,
        gl.GL_CONSTANT_ALPHA,
      );
      gl.glEnable(gl.GL_BLEND);
      gl.glRecti(0, 0, 4, 4);
      const got = new Int32Array(1);
      const read = (pname: number) => {
        gl.glGetIntegerv(pname, got);
        return got[0];
      };
      expect([
        read(gl.GL_BLEND_SRC_RGB),
        read(gl.GL_BLEND_DST_RGB),
        read(gl.GL_BLEND_SRC_ALPHA),
        read(gl.GL_BLEND_DST_ALPHA),
      ]).toEqual([
        gl.GL_CONSTANT_COLOR,
        gl.GL_ONE_MINUS_CONSTANT_ALPHA,
        gl.GL_ONE_MINUS_CONSTANT_COLOR,
        gl.GL_CONSTANT_ALPHA,
      ]);
    });
  },
  [WITHOUT_PAIRS],
);

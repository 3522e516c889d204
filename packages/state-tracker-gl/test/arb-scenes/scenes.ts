// The ARB program scenes: what each draws, which program files of reference/arb-scenes/programs/ it
// loads (the C twins in reference/arb-scenes/ read the same files, so both sides run the same strings),
// and the colours at probe pixels where the maths decides them. Mesa's pictures are in
// test/mesa/fixtures/<name>.<llvmpipe|softpipe>.png. The TypeScript drawing of each scene (the same GL
// calls with the same numbers in the same order as its C function) is in vertex.ts, fragment.ts and
// mixed.ts; fixtures.test.ts checks this table against the C twins and the pictures, arb-scenes.test.ts
// draws the scenes on our drivers.
/// <reference types="vite/client" />
import type { RgbaImage } from '@gallium-ts/gallium-api/image';

/** A pixel whose colour the maths decides: window coordinates (bottom row 0, as glReadPixels counts). */
export interface ArbProbe {
  readonly x: number;
  readonly y: number;
  /** The expected red, green and blue in [0, 1] (alpha is 1 everywhere but where nothing is drawn). */
  readonly rgb: readonly [number, number, number];
  readonly what: string;
}

export interface ArbScene {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Filled scenes are compared with FILLED_SCENE_TOLERANCE, line and point scenes with LINE_POINT_SCENE_TOLERANCE. */
  readonly kind: 'filled' | 'line-point';
  /** Files of reference/arb-scenes/programs/ in the order the scene loads them. */
  readonly programs: readonly string[];
  /** The C function of the scene's twin, in reference/arb-scenes/<file>. */
  readonly twin: { readonly file: string; readonly fn: string };
  readonly draws: string;
  readonly probes: readonly ArbProbe[];
  /**
   * Where llvmpipe and softpipe disagree beyond the tolerance: the Mesa driver whose picture GL's rules
   * side with (the comparison's reference and the one the probes must hold on), and why.
   */
  readonly disagreement?: { readonly reference: 'llvmpipe' | 'softpipe'; readonly why: string };
  /**
   * What the scene needs from the state tracker beyond the two program extensions and GL 1.5:
   * GL_ARB_texture_rectangle for the RECT and SHADOWRECT targets.
   */
  readonly requires?: readonly 'GL_ARB_texture_rectangle'[];
}

/**
 * The program files, as text: bundled by Vite when the tests load (in Node and in the browser page
 * alike), so nothing reads the disk at run time.
 */
const PROGRAMS: Readonly<Record<string, string>> = import.meta.glob(
  ['../../reference/arb-scenes/programs/*.vp', '../../reference/arb-scenes/programs/*.fp'],
  { query: '?raw', import: 'default', eager: true },
);

/** The text of a program file of reference/arb-scenes/programs/ (what glProgramStringARB gets). */
export function arbProgramText(file: string): string {
  const text = PROGRAMS[`../../reference/arb-scenes/programs/${file}`];
  if (text === undefined) throw new Error(`reference/arb-scenes/programs/${file} does not exist`);
  return text;
}

type Rgb = readonly [number, number, number];

/**
 * How far a probe's byte may be from the exact value × 255: one step, for the values whose product with
 * 255 is a rounding tie or within a step of one, and for the approximations ARB allows (EX2, LG2, POW,
 * EXP, LOG, the exp and exp2 fog factors).
 */
export const PROBE_TOLERANCE = 1;

/** The probes of `scene` that `picture` (top row first) misses, each described; empty when all hold. */
export function probeMisses(picture: RgbaImage, scene: ArbScene): string[] {
  const misses: string[] = [];
  for (const probe of scene.probes) {
    const at = ((scene.height - 1 - probe.y) * scene.width + probe.x) * 4;
    const got = [...picture.data.subarray(at, at + 3)];
    const off = Math.max(...got.map((v, c) => Math.abs(v - probe.rgb[c]! * 255)));
    if (off > PROBE_TOLERANCE + 0.5)
      misses.push(
        `(${probe.x}, ${probe.y}) ${probe.what}: got ${got}, expected ${probe.rgb.map((v) => (v * 255).toFixed(2))}`,
      );
  }
  return misses;
}

/** The probe at the centre of cell (col, row) of a cols × rows grid over a width × height window. */
function cell(
  width: number,
  height: number,
  cols: number,
  rows: number,
): (col: number, row: number, rgb: Rgb, what: string) => ArbProbe {
  return (col, row, rgb, what) => ({
    x: Math.floor(((col + 0.5) * width) / cols),
    y: Math.floor(((row + 0.5) * height) / rows),
    rgb,
    what,
  });
}

/** A texel given in bytes. */
const texel = (r: number, g: number, b: number): Rgb => [r / 255, g / 255, b / 255];

/** The fog blend of the fog scene: fragments (1, 0.8, 0.2), fog colour (0.2, 0.4, 1). */
const fogged = (f: number): Rgb => [f + 0.2 * (1 - f), 0.8 * f + 0.4 * (1 - f), 0.2 * f + (1 - f)];

/** ARB_shadow's comparisons GL_NEVER … GL_ALWAYS of the reference r with the depth d. */
const COMPARE_FUNCS: readonly ((r: number, d: number) => boolean)[] = [
  () => false,
  (r, d) => r < d,
  (r, d) => r === d,
  (r, d) => r <= d,
  (r, d) => r > d,
  (r, d) => r !== d,
  (r, d) => r >= d,
  () => true,
];

const grid4 = cell(64, 64, 4, 4);
const grid4x2 = cell(64, 32, 4, 2);
const half = cell(64, 64, 2, 2);

export const ARB_SCENES: readonly ArbScene[] = [
  {
    name: 'arb-vp-math',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['vp-math.vp'],
    twin: { file: 'vertex.c', fn: 'arb_vp_math' },
    draws:
      'every vertex instruction on a 4 × 4 grid of flat cells with fixed-function fragments: generics 6 ' +
      'and 7 (glVertexAttrib4fvARB) select the cell, program.local[0] = (0.25, 0.5, 2, -0.75) is the ' +
      'input, program.env[0..3] the relatively addressed table',
    probes: [
      grid4(0, 0, [0.75, 0.25, 0.75], 'ABS of in.wxwx'),
      grid4(0, 1, [0.75, 0.2, 0.4], 'ADD and SUB'),
      grid4(0, 2, [0.2, 0.4, 0.6], 'ARL of -0.75 floors to -1: table[a.x + 2] is env[1]'),
      grid4(0, 3, [0.4, 0.6, 0.65], 'DP3, DP4, DPH'),
      grid4(1, 0, [1, 0.4, 0.25], 'DST'),
      grid4(1, 1, [2 ** -0.75, 1, Math.log2(1.5)], 'EX2 and LG2'),
      grid4(1, 2, [0.25, 0.4, 2 ** -1.6], 'EXP of -1.6'),
      grid4(1, 3, [0.4, 0.6, 0.2 * Math.log2(6)], 'LOG of 6, scaled'),
      grid4(2, 0, [0.8, 0.6, 0.6], 'FLR and FRC'),
      grid4(2, 1, [1, 0.4, 0.36], 'LIT'),
      grid4(2, 2, [0.6, 0.25, 0.8], 'MAX and MIN'),
      grid4(2, 3, [0.8, 0.125, 0.2], 'POW'),
      grid4(3, 0, [0.4, 0.25, 0.8], 'RCP and RSQ (of |-16|)'),
      grid4(3, 1, [0.8, 0.4, 0.8], 'SGE and SLT'),
      grid4(3, 2, [0.75, 0, 0.25], 'SWZ in, -w, 0, x, 1'),
      grid4(3, 3, [0.8, 0.6, 0], 'XPD'),
    ],
  },
  {
    name: 'arb-vp-matrices',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['vp-matrices.vp'],
    twin: { file: 'vertex.c', fn: 'arb_vp_matrices' },
    draws:
      'sixteen matrix rows (program matrix 0, modelview, projection, mvp, texture 0; plain, .inverse, ' +
      '.transpose, .invtrans, row ranges) on a 4 × 4 grid, each xyz shown as 0.4 + 0.2 × value; the ' +
      'modelview mirrors x and moves z, the projection is glOrtho(-1, 1, -1, 1, -1, 1)',
    probes: [
      grid4(0, 0, [0.6, 0.8, 0.4], 'program[0].row[0] = (1, 2, 0, 0)'),
      grid4(0, 1, [0.4, 0.6, 0.4], 'program[0].row[1] = (0, 1, 0, 1)'),
      grid4(0, 2, [0.4, 0.4, 0.6], 'program[0].row[2]'),
      grid4(0, 3, [0.4, 0.4, 0.4], 'program[0].row[3]'),
      grid4(1, 0, [0.6, 0, 0.4], 'program[0].inverse.row[0] = (1, -2, 0, 2)'),
      grid4(1, 1, [0.8, 0.6, 0.4], 'program[0].transpose.row[1] = (2, 1, 0, 0)'),
      grid4(1, 2, [0.8, 0.2, 0.4], 'program[0].invtrans.row[3] = (2, -1, 0, 1)'),
      grid4(1, 3, [0.4, 0.6, 0.4], 'program[0].inverse.row[1..1]'),
      grid4(2, 0, [0.2, 0.4, 0.4], 'modelview.row[0] = (-1, 0, 0, 0)'),
      grid4(2, 1, [0.4, 0.4, 0.35], 'modelview[0].invtrans.row[3] = (0, 0, -0.25, 1)'),
      grid4(2, 2, [0.4, 0.4, 0.2], 'projection.row[2] = (0, 0, -1, 0)'),
      grid4(2, 3, [0.2, 0.4, 0.4], 'mvp.transpose.row[0] = (-1, 0, 0, 0)'),
      grid4(3, 0, [1, 0.4, 0.4], 'texture[0].row[0] = (4, 0, 0, 1), clamped'),
      grid4(3, 1, [0.6, 0.2, 0.8], 'texture.transpose.row[3] = (1, -1, 2, 1)'),
      grid4(3, 2, [0.45, 0.4, 0.4], 'texture[0].inverse.row[0] = (0.25, 0, 0, -0.25)'),
      grid4(3, 3, [0.35, 0.6, 0], 'texture[0].invtrans.row[3] = (-0.25, 1, -2, 1)'),
    ],
  },
  {
    name: 'arb-vp-state',
    width: 80,
    height: 64,
    kind: 'filled',
    programs: ['vp-state.vp'],
    twin: { file: 'vertex.c', fn: 'arb_vp_state' },
    draws:
      'twenty state vectors of vertex programs (light 0, light model, light products, materials, texgen ' +
      'planes, fog, clip plane 0, point attenuation) on a 5 × 4 grid, each xyz as the colour',
    probes: (() => {
      const at = cell(80, 64, 5, 4);
      const values: [Rgb, string][] = [
        [[0.2, 0.4, 0.6], 'light[0].ambient'],
        [[0.8, 0.6, 0.4], 'light[0].diffuse'],
        [[0.4, 0.8, 0.2], 'light[0].specular'],
        [[0.6, 0.8, 0], 'light[0].position'],
        [[0.2, 0.4, 0.6], 'light[0].attenuation (constant, linear, quadratic, spot exponent)'],
        [[0.6, 0.2, 0.8], 'light[0].spot.direction'],
        [[0.6 / Math.SQRT2, 0.8 / Math.SQRT2, 1 / Math.SQRT2], 'light[0].half: normalize(L + (0, 0, 1))'],
        [[0.4, 0.2, 0.6], 'lightmodel.ambient'],
        [[0.6, 0.8, 0.8], 'lightmodel.scenecolor: emission + model ambient × material ambient'],
        [[0.8, 0.4, 1], 'lightmodel.back.scenecolor'],
        [[0.8, 0.6, 0.2], 'lightprod[0].diffuse'],
        [[0.4, 0.4, 0.6], 'lightprod[0].back.ambient'],
        [[0.2, 0.4, 0.2], 'material.emission'],
        [[0.6, 0.2, 0.4], 'material.back.diffuse'],
        [[0.2, 0.6, 0.4], 'texgen[0].eye.s (given under an identity modelview)'],
        [[0.8, 0.2, 0.6], 'texgen[1].object.t'],
        [[0.6, 0.4, 0.8], 'fog.color'],
        [[0.4, 0.2, 0.6], 'fog.params (density, start, end, 1 / (end - start))'],
        [[0.4, 0.8, 0.2], 'clip[0].plane (given under an identity modelview)'],
        [[0.2, 0.8, 0.4], 'point.attenuation'],
      ];
      return values.map(([rgb, what], i) => at(Math.floor(i / 4), i % 4, rgb, what));
    })(),
  },
  {
    name: 'arb-vp-attribs',
    width: 64,
    height: 32,
    kind: 'filled',
    programs: ['vp-attribs.vp'],
    twin: { file: 'vertex.c', fn: 'arb_vp_attribs' },
    draws:
      'generic 0 as the position (glVertexAttrib2fvARB provokes the vertex) and one colour source per ' +
      'cell of a 4 × 2 grid: generic 6 as floats and as normalized bytes, the secondary colour, the ' +
      'normal, texture coordinates 1, the fog coordinate with generic 7, then vertex arrays of generic 6 ' +
      '(normalized unsigned bytes) and generic 7 (unnormalized shorts) drawn with glDrawArrays',
    probes: [
      grid4x2(0, 1, [0.8, 0.4, 0.2], 'glVertexAttrib4fARB(6, ...)'),
      grid4x2(1, 1, [0.2, 0.4, 0.8], 'glVertexAttrib4NubARB(6, 51, 102, 204, 255)'),
      grid4x2(2, 1, [0.6, 0.2, 0.8], 'vertex.color.secondary'),
      grid4x2(3, 1, [0.4, 0.6, 0.2], '0.2 × vertex.normal (2, 3, 1)'),
      grid4x2(0, 0, [0.2, 0.8, 0.6], 'vertex.texcoord[1]'),
      grid4x2(1, 0, [0.6, 0, 0.8], '0.2 × glFogCoordf(4) in blue, 0.2 × generic 7 = 3 in red'),
      grid4x2(2, 0, [0.8, 0.6, 0.2], 'generic 6 array, GL_UNSIGNED_BYTE normalized'),
      grid4x2(3, 0, [0.2, 0.4, 0.8], '0.2 × generic 7 array (1, 2, 4), GL_SHORT unnormalized'),
    ],
  },
  {
    name: 'arb-vp-two-side',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['vp-two-side.vp'],
    twin: { file: 'vertex.c', fn: 'arb_vp_two_side' },
    draws:
      'front and back, primary and secondary colours of a vertex program: the top row with ' +
      'GL_VERTEX_PROGRAM_TWO_SIDE_ARB, the bottom without; left quads face front, right ones back; the ' +
      'colour sum is enabled (GL_COLOR_SUM: in program mode it acts as EXT_secondary_color says)',
    probes: [
      half(0, 1, [0.8, 0.4, 0.2], 'front: (0.8, 0.2, 0.2) + (0, 0.2, 0)'),
      half(1, 1, [0.4, 0.2, 0.8], 'back with two-side: (0.2, 0.2, 0.8) + (0.2, 0, 0)'),
      half(0, 0, [0.8, 0.4, 0.2], 'front'),
      half(1, 0, [0.8, 0.4, 0.2], 'back without two-side takes the front colours'),
    ],
  },
  {
    name: 'arb-vp-point-size',
    width: 64,
    height: 32,
    kind: 'line-point',
    programs: ['vp-point-size.vp'],
    twin: { file: 'vertex.c', fn: 'arb_vp_point_size' },
    draws:
      'points of result.pointsize 2, 4, 6, 8 (generic 6) with GL_VERTEX_PROGRAM_POINT_SIZE_ARB on the ' +
      'top row, the same points without it (glPointSize(4)) on the bottom row, centred on pixel corners',
    probes: [
      { x: 52, y: 20, rgb: [1, 1, 0.2], what: 'size 8 at (56, 24): first covered pixel' },
      { x: 59, y: 27, rgb: [1, 1, 0.2], what: 'size 8: last covered pixel' },
      { x: 60, y: 24, rgb: [0, 0, 0], what: 'size 8: right of the square' },
      { x: 37, y: 21, rgb: [0.2, 0.4, 1], what: 'size 6 at (40, 24)' },
      { x: 36, y: 24, rgb: [0, 0, 0], what: 'size 6: left of the square' },
      { x: 7, y: 23, rgb: [1, 0.2, 0.2], what: 'size 2 at (8, 24)' },
      { x: 6, y: 24, rgb: [0, 0, 0], what: 'size 2: left of the square' },
      { x: 54, y: 6, rgb: [1, 1, 0.2], what: 'glPointSize(4) without the enable: first covered pixel' },
      { x: 53, y: 8, rgb: [0, 0, 0], what: 'glPointSize(4): left of the square' },
    ],
    disagreement: {
      reference: 'llvmpipe',
      why:
        'with GL_VERTEX_PROGRAM_POINT_SIZE_ARB disabled the point size is the glPointSize state ' +
        '(ARB_vertex_program section 3.3); llvmpipe draws the bottom row 4 × 4, softpipe keeps the ' +
        "program's sizes 2, 4, 6, 8 (3.9% of the pixels differ)",
    },
  },
  {
    name: 'arb-vp-position-invariant',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['vp-position-invariant.vp'],
    twin: { file: 'vertex.c', fn: 'arb_vp_position_invariant' },
    draws:
      'a red fixed-function sphere (perspective view, user clip plane x > -0.3) redrawn with GL_EQUAL ' +
      'depth test by an ARB_position_invariant program colouring 0.5 + 0.5 × normal: no red may remain',
    probes: [
      { x: 12, y: 32, rgb: [0, 0, 0], what: 'clipped by the user clip plane' },
      { x: 2, y: 2, rgb: [0, 0, 0], what: 'outside the sphere' },
    ],
  },
  {
    name: 'arb-vp-raster-pos',
    width: 64,
    height: 32,
    kind: 'filled',
    programs: ['vp-raster-pos.vp'],
    twin: { file: 'vertex.c', fn: 'arb_vp_raster_pos' },
    draws:
      'glRasterPos2f(-0.5, -0.5) through a vertex program (position moved by env 0 = (0.25, 0.5, 0, 0), ' +
      'colour local 0) and through the fixed-function transform, each followed by an 8 × 8 glBitmap',
    probes: [
      { x: 24, y: 16, rgb: [0.2, 0.8, 0.6], what: 'program raster position (24, 16): first bitmap pixel' },
      { x: 31, y: 23, rgb: [0.2, 0.8, 0.6], what: 'program raster position: last bitmap pixel' },
      { x: 16, y: 8, rgb: [0.8, 0.4, 0.2], what: 'fixed-function raster position (16, 8)' },
      { x: 23, y: 15, rgb: [0.8, 0.4, 0.2], what: 'fixed-function bitmap: last pixel' },
      { x: 20, y: 19, rgb: [0, 0, 0], what: 'neither bitmap' },
      { x: 32, y: 16, rgb: [0, 0, 0], what: 'right of the program bitmap' },
    ],
  },
  {
    name: 'arb-fp-math',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['fp-math.fp'],
    twin: { file: 'fragment.c', fn: 'arb_fp_math' },
    draws:
      'every fragment ALU instruction and _SAT on a 4 × 4 grid of flat cells with fixed-function ' +
      'vertices (OPTION ARB_precision_hint_nicest): texture coordinates 0 and 1 (glMultiTexCoord4fv) ' +
      'select the cell, program.local[0] = (0.25, 0.5, 2, -0.75) is the input',
    probes: [
      grid4(0, 0, [0.75, 1, 0.25], 'ABS_SAT of in.wzxw'),
      grid4(0, 1, [0.75, 0.2, 0.4], 'ADD and SUB'),
      grid4(0, 2, [0.8, 0.2, 0.8], 'CMP'),
      grid4(0, 3, [0.4, 0.6, 0.65], 'DP3, DP4, DPH'),
      grid4(1, 0, [1, 0.4, 0.25], 'DST'),
      grid4(1, 1, [2 ** -0.75, 1, Math.log2(1.5)], 'EX2 and LG2'),
      grid4(1, 2, [0.6, 0.8, 0.2], 'COS and SIN of atan(4 / 3)'),
      grid4(1, 3, [0.6, 0.8, 0.4], 'SCS'),
      grid4(2, 0, [0.8, 0.6, 0.6], 'FLR and FRC'),
      grid4(2, 1, [1, 0.4, 0.36], 'LIT'),
      grid4(2, 2, [0.6, 0.25, 0.8], 'MAX and MIN'),
      grid4(2, 3, [0.8, 0.125, 0.2], 'POW'),
      grid4(3, 0, [0.4, 0.25, 0.8], 'RCP and RSQ'),
      grid4(3, 1, [0.8, 0.4, 0.8], 'SGE and SLT'),
      grid4(3, 2, [0.75, 0, 0.25], 'SWZ in, -w, 0, x, 1'),
      grid4(3, 3, [0.35, 0.6, 0.6], 'LRP 0.25 of XPD (0.8, 0.6, 0) and (0.2, 0.6, 0.8)'),
    ],
  },
  {
    name: 'arb-fp-state',
    width: 64,
    height: 32,
    kind: 'filled',
    programs: ['fp-state.fp'],
    twin: { file: 'fragment.c', fn: 'arb_fp_state' },
    draws:
      'eight state vectors of fragment programs on a 4 × 2 grid: texture environment colours of units 0 ' +
      'and 1, depth range, fog colour and parameters, material specular, light 1 diffuse, light product',
    probes: [
      grid4x2(0, 1, [0.2, 0.6, 0.8], 'texenv.color (unit 0)'),
      grid4x2(1, 1, [0.8, 0.4, 0.2], 'texenv[1].color'),
      grid4x2(2, 1, [0.2, 0.6, 0.4], 'depth.range (near, far, far - near) of glDepthRange(0.2, 0.6)'),
      grid4x2(3, 1, [0.4, 0.8, 0.6], 'fog.color'),
      grid4x2(0, 0, [0.6, 0.2, 0.8], 'fog.params'),
      grid4x2(1, 0, [0.6, 0.8, 0.2], 'material.front.specular'),
      grid4x2(2, 0, [0.4, 0.2, 0.8], 'light[1].diffuse'),
      grid4x2(3, 0, [0.6, 0.4, 0.4], 'lightprod[1].front.specular = (1, 0.5, 2) × (0.6, 0.8, 0.2)'),
    ],
  },
  {
    name: 'arb-fp-textures',
    width: 64,
    height: 32,
    kind: 'filled',
    requires: ['GL_ARB_texture_rectangle'],
    programs: ['fp-textures.fp'],
    twin: { file: 'fragment.c', fn: 'arb_fp_textures' },
    draws: 'TEX on 1D, 2D, 3D, CUBE and RECT, TXP and TXB (nearest filtering, texel centres) on a 4 × 2 grid',
    probes: [
      grid4x2(0, 1, texel(51, 102, 204), '1D texel 2'),
      grid4x2(1, 1, texel(80, 208, 64), '2D pattern texel (2, 6)'),
      grid4x2(2, 1, texel(204, 51, 204), '3D texel (1, 0, 1)'),
      grid4x2(3, 1, texel(102, 204, 51), 'CUBE face +Y'),
      grid4x2(0, 0, texel(153, 204, 153), 'RECT texel (2, 1)'),
      grid4x2(1, 0, texel(176, 48, 64), 'TXP: pattern texel (5, 1) after the divide by q = 2'),
      grid4x2(2, 0, texel(51, 255, 51), 'TXB: level of detail -2 + 3 picks level 1'),
      grid4x2(3, 0, texel(255, 51, 51), 'TEX on the same coordinates: level 0'),
    ],
  },
  {
    name: 'arb-fp-txp-txb',
    width: 80,
    height: 32,
    kind: 'filled',
    requires: ['GL_ARB_texture_rectangle'],
    programs: ['fp-txp-txb.fp'],
    twin: { file: 'fragment.c', fn: 'arb_fp_txp_txb' },
    draws:
      'TXP on 1D, 2D, 3D, CUBE and RECT (top row, texel centres times q = 2) and TXB on 1D, 2D, 3D and ' +
      'CUBE (bottom row, 4 texels over 16 pixels: level of detail -2, bias 3 picks the solid level 1), ' +
      'with TXP on SHADOW2D last; the cube coordinates of the TXB are computed in the program',
    probes: (() => {
      const at = cell(80, 32, 5, 2);
      return [
        at(0, 1, texel(51, 102, 204), 'TXP 1D: texel 2'),
        at(1, 1, texel(153, 102, 153), 'TXP 2D: texel (2, 1)'),
        at(2, 1, texel(102, 153, 204), 'TXP 3D: texel (1, 2, 3)'),
        at(3, 1, texel(102, 204, 51), 'TXP CUBE: face +Y'),
        at(4, 1, texel(204, 204, 153), 'TXP RECT: texel (2, 1)'),
        at(0, 0, texel(204, 153, 51), 'TXB 1D: level 1'),
        at(1, 0, texel(51, 255, 51), 'TXB 2D: level 1'),
        at(2, 0, texel(255, 153, 51), 'TXB 3D: level 1'),
        at(3, 0, texel(255, 204, 102), 'TXB CUBE: level 1'),
        at(4, 0, [1, 1, 1], 'TXP SHADOW2D: r / q = 0.5 <= 0.8'),
      ];
    })(),
  },
  {
    name: 'arb-fp-shadow',
    width: 48,
    height: 32,
    kind: 'filled',
    requires: ['GL_ARB_texture_rectangle'],
    programs: ['fp-shadow.fp'],
    twin: { file: 'fragment.c', fn: 'arb_fp_shadow' },
    draws:
      'ARB_fragment_program_shadow: SHADOW1D, SHADOW2D, SHADOWRECT depth comparisons (GL_LEQUAL), ' +
      'passing on the top row (r = 0.5), failing on the bottom row (r = 0.875)',
    probes: [0, 1, 2].flatMap((col) => {
      const at = cell(48, 32, 3, 2);
      return [
        at(col, 1, [0.8, 0.6, 0.2], 'r = 0.5 passes: program.local[0]'),
        at(col, 0, [0.2, 0.2, 0.6], 'r = 0.875 fails: program.local[1]'),
      ];
    }),
  },
  {
    name: 'arb-fp-kil-depth',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['fp-kil-depth.fp'],
    twin: { file: 'fragment.c', fn: 'arb_fp_kil_depth' },
    draws:
      'a green fixed-function square at depth 0.5 under a fragment program writing result.depth = s with ' +
      'GL_LESS, killing the lower half of every 16-row band (KIL of a computed value) and window x < 8 ' +
      '(KIL of fragment.position); OPTION ARB_precision_hint_fastest',
    probes: [
      { x: 20, y: 12, rgb: [0.8, 0.2, 0.6], what: 'kept, depth s < 0.5' },
      { x: 31, y: 60, rgb: [0.8, 0.2, 0.6], what: 'kept, last column with s < 0.5' },
      { x: 20, y: 4, rgb: [0.2, 0.8, 0.2], what: 'killed: frac(4 t) < 0.5' },
      { x: 4, y: 12, rgb: [0.2, 0.8, 0.2], what: 'killed: window x < 8' },
      { x: 32, y: 12, rgb: [0.2, 0.8, 0.2], what: 'depth s > 0.5 fails' },
    ],
  },
  {
    name: 'arb-fog',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['fp-fog-linear.fp', 'fp-fog-exp.fp', 'fp-fog-exp2.fp', 'vp-fog.vp'],
    twin: { file: 'fragment.c', fn: 'arb_fog' },
    draws:
      'fog coordinates 0 to 3 from left to right (start 0, end 4, density 0.5): from the top the ' +
      'ARB_fog_linear, ARB_fog_exp and ARB_fog_exp2 fragment programs, then a vertex program writing ' +
      'result.fogcoord with fixed-function GL_LINEAR fog',
    probes: [0, 1, 2, 3].flatMap((c) => [
      grid4(c, 3, fogged((4 - c) / 4), `ARB_fog_linear, coordinate ${c}`),
      grid4(c, 2, fogged(Math.exp(-0.5 * c)), `ARB_fog_exp, coordinate ${c}`),
      grid4(c, 1, fogged(Math.exp(-((0.5 * c) ** 2))), `ARB_fog_exp2, coordinate ${c}`),
      grid4(c, 0, fogged((4 - c) / 4), `result.fogcoord ${c} with GL_LINEAR fog`),
    ]),
  },
  {
    name: 'arb-fp-fixed-function',
    width: 64,
    height: 32,
    kind: 'filled',
    programs: ['spec-default-texenv.fp', 'vp-colour.vp'],
    twin: { file: 'fragment.c', fn: 'arb_fp_fixed_function' },
    draws:
      "ARB_fragment_program's default texture environment under the fixed-function state the state " +
      'tracker lowers or a fragment program replaces, on a 4 × 2 grid: alpha test, GL_XOR logic op over ' +
      'a fixed-function square, flat shading, a GL_LUMINANCE texture; GL_CLAMP_TO_BORDER, the unit LOD ' +
      'bias, fixed-function fog and the colour sum (both ignored while a fragment program is enabled). ' +
      'The flat-shading cell is drawn by a vertex program with fixed-function fragments: under a ' +
      'fragment program Mesa 22.3 (llvmpipe and softpipe) interpolates fragment.color smoothly with ' +
      "GL_FLAT, which GL's flatshading (done on the vertices, before rasterization) does not allow, so " +
      'that pairing has no Mesa reference',
    probes: [
      { x: 12, y: 24, rgb: [0.8, 0.4, 0.2], what: 'alpha test GL_GREATER 0.5: alpha 0.78 kept' },
      { x: 3, y: 24, rgb: [0, 0, 0], what: 'alpha test: alpha 0.22 discarded' },
      grid4x2(1, 1, texel(255, 255, 204), '(204, 102, 51) XOR (51, 153, 255)'),
      grid4x2(2, 1, [0.2, 0.8, 0.4], "GL_FLAT: the quad's last vertex colour"),
      grid4x2(3, 1, [0.6, 0.6, 0.6], 'GL_LUMINANCE 153 reads (L, L, L, 1)'),
      grid4x2(0, 0, [0.2, 0.4, 0.8], 'GL_CLAMP_TO_BORDER at (1.5, 1.5): the border colour'),
      grid4x2(1, 0, texel(51, 255, 51), 'GL_TEXTURE_LOD_BIAS 3 of the unit: level 1'),
      grid4x2(2, 0, [0.8, 0.4, 0.2], 'GL_FOG enabled: no fog without a fog option'),
      grid4x2(3, 0, [0.8, 0.4, 0.2], 'GL_COLOR_SUM enabled: no colour sum under a fragment program'),
    ],
  },
  {
    name: 'arb-fp-shadow-modes',
    width: 64,
    height: 48,
    kind: 'filled',
    programs: ['fp-shadow-modes.fp'],
    twin: { file: 'fragment.c', fn: 'arb_fp_shadow_modes' },
    draws:
      'ARB_fragment_program_shadow on an 8 × 3 grid: a 2 × 1 depth texture (0.25, 0.75) under ' +
      'GL_CLAMP_TO_BORDER in s (border depth 0.6), s from −0.5 to 1.5 across each cell (quarters: border, ' +
      '0.25, 0.75, border), compared with r = 0.5 by GL_NEVER … GL_ALWAYS from left to right, read as ' +
      'GL_ALPHA, GL_INTENSITY, GL_LUMINANCE from the bottom row up; shown as (0.2 + 0.6 R, 0.2 + 0.6 A, 0.6)',
    probes: [0, 1, 2].flatMap((row) =>
      COMPARE_FUNCS.flatMap((func, col) =>
        [0.6, 0.25, 0.75].map((depth, quarter) => {
          const v = func(0.5, depth) ? 1 : 0;
          const [r, a] = [
            [0, v],
            [v, v],
            [v, 1],
          ][row]!;
          return {
            x: 8 * col + 2 * quarter + 1,
            y: 16 * row + 8,
            rgb: [0.2 + 0.6 * r!, 0.2 + 0.6 * a!, 0.6] as const,
            what: `${['GL_ALPHA', 'GL_INTENSITY', 'GL_LUMINANCE'][row]} compare function ${col}, depth ${depth}`,
          };
        }),
      ),
    ),
  },
  {
    name: 'arb-fp-rect-border',
    width: 64,
    height: 32,
    kind: 'filled',
    requires: ['GL_ARB_texture_rectangle'],
    programs: ['fp-rect-border.fp'],
    twin: { file: 'fragment.c', fn: 'arb_fp_rect_border' },
    draws:
      'rectangles under GL_CLAMP_TO_BORDER read at (s, t) from (−2, −1) to (6, 3) across a cell: a 4 × 2 ' +
      'colour rectangle with the border colour (0.2, 0.4, 0.8) on the left (RECT), a 4 × 2 depth ' +
      'rectangle (0.2, 0.4, 0.6, 0.8 in both rows) compared with r = 0.5 by GL_LEQUAL, border depth 0.7, ' +
      'on the right (SHADOWRECT)',
    probes: [
      { x: 4, y: 16, rgb: [0.2, 0.4, 0.8], what: 'RECT: the border left of the image' },
      { x: 16, y: 28, rgb: [0.2, 0.4, 0.8], what: 'RECT: the border above the image' },
      { x: 10, y: 12, rgb: texel(51, 51, 153), what: 'RECT: texel (0, 0)' },
      { x: 22, y: 20, rgb: texel(204, 204, 153), what: 'RECT: texel (3, 1)' },
      { x: 36, y: 16, rgb: [1, 1, 1], what: 'SHADOWRECT: the border depth 0.7 passes' },
      { x: 42, y: 16, rgb: [0, 0, 0], what: 'SHADOWRECT: depth 0.2 fails' },
      { x: 54, y: 12, rgb: [1, 1, 1], what: 'SHADOWRECT: depth 0.8 passes' },
    ],
  },
  {
    name: 'arb-lists',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['vp-lists.vp', 'vp-lists-swizzle.vp', 'fp-lists.fp'],
    twin: { file: 'mixed.c', fn: 'arb_lists' },
    draws:
      'display lists recording glBindProgramARB, glProgramStringARB, glProgramEnv/LocalParameter4fARB ' +
      'and the program enables: a GL_COMPILE list (loading vp-lists.vp into a new name) called after an ' +
      'immediate draw with vp-lists-swizzle.vp, a GL_COMPILE_AND_EXECUTE one followed by an immediate ' +
      'parameter change',
    probes: [
      half(1, 1, [0.4, 0.6, 0.8], 'drawn before the compiled list ran: vp-lists-swizzle.vp, env 0 reversed'),
      half(0, 1, [0.6, 0.4, 0.2], 'the called list: vp-lists.vp, env 0 + local 0'),
      half(0, 0, [0.8, 0.4, 0.4], 'compiled and executed: 0.8 × env 1 × local 1'),
      half(1, 0, [0.2, 0.4, 0.8], 'after the list: local 1 changed'),
    ],
  },
  {
    name: 'arb-vp-fp',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['vp-link.vp', 'fp-link.fp'],
    twin: { file: 'mixed.c', fn: 'arb_vp_fp' },
    draws:
      'a vertex and a fragment program together on a 2 × 2 grid: generic 6 = (a, b, 0, d) reaches the ' +
      'fragment program through result.texcoord[3] (halved, an OUTPUT with an ALIAS), the secondary ' +
      'colour (reversed) and the fog coordinate; the colour is (a, b, d)',
    probes: [
      half(0, 0, [0.2, 0.4, 0.8], 'generic 6 = (0.2, 0.4, 0, 0.8)'),
      half(1, 0, [0.8, 0.6, 0.2], 'generic 6 = (0.8, 0.6, 0, 0.2)'),
      half(0, 1, [0.4, 0.2, 0.6], 'generic 6 = (0.4, 0.2, 0, 0.6)'),
      half(1, 1, [0.6, 0.8, 0.4], 'generic 6 = (0.6, 0.8, 0, 0.4)'),
    ],
  },
  {
    name: 'arb-spec-examples',
    width: 64,
    height: 64,
    kind: 'filled',
    programs: ['spec-infinite-light.vp', 'spec-perturbed-positions.vp', 'spec-default-texenv.fp'],
    twin: { file: 'mixed.c', fn: 'arb_spec_examples' },
    draws:
      "the specifications' example programs in 32 × 32 viewports: ARB_vertex_program issue 73 (infinite " +
      'light) on a sphere; issue 75 (perturbed positions) on a sphere, which as printed subtracts the ' +
      'position (SUB temp, temp, iPos), so every clip w is about -1 and the whole sphere is clipped ' +
      "away; ARB_fragment_program's default texture environment on a textured square",
    probes: [
      {
        x: 16,
        y: 16,
        rgb: [144 / 255, (0.8 * 144) / 255, (0.6 * 64) / 255],
        what: 'pattern texel (4, 4) times the colour (1, 0.8, 0.6)',
      },
      { x: 48, y: 48, rgb: [0, 0, 0], what: 'issue 75 as printed: every clip w is negative' },
      { x: 48, y: 16, rgb: [0, 0, 0], what: 'the clear bottom-right viewport' },
    ],
  },
];

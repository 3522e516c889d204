// The TypeScript twins of reference/arb-scenes/fragment.c (same calls, same numbers, same order): the ARB
// scenes of fragment programs with fixed-function vertices. Arrays the C declares GLfloat are Float32Array.
import { glProgramLocalParameter4fARB } from '../../src/api/arb-programs.js';
import { glVertexAttrib1fARB } from '../../src/api/arb-vertex-attribs.js';
import * as gl from '../../src/index.js';
import { newTexture, patternImage } from '../scenes/helpers.js';
import { cellCorners, cellRect, cellRectCoords, loadProgram, oneHot, programEnable } from './helpers.js';

const VP = gl.GL_VERTEX_PROGRAM_ARB;
const FP = gl.GL_FRAGMENT_PROGRAM_ARB;
const f32 = (...v: number[]) => Float32Array.from(v);
type Rgb = readonly [number, number, number];

function arbFpMath(): void {
  loadProgram(FP, 'fp-math.fp');
  glProgramLocalParameter4fARB(FP, 0, 0.25, 0.5, 2.0, -0.75);
  programEnable(FP, true);
  for (let col = 0; col < 4; col++)
    for (let row = 0; row < 4; row++) {
      gl.glMultiTexCoord4fv(gl.GL_TEXTURE0, oneHot(col));
      gl.glMultiTexCoord4fv(gl.GL_TEXTURE1, oneHot(row));
      cellRect(col, row, 4, 4);
    }
}

function arbFpState(): void {
  loadProgram(FP, 'fp-state.fp');
  gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, f32(0.2, 0.6, 0.8, 1));
  gl.glActiveTexture(gl.GL_TEXTURE1);
  gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, f32(0.8, 0.4, 0.2, 1));
  gl.glActiveTexture(gl.GL_TEXTURE0);
  gl.glDepthRange(0.2, 0.6);
  gl.glFogfv(gl.GL_FOG_COLOR, f32(0.4, 0.8, 0.6, 1));
  gl.glFogf(gl.GL_FOG_DENSITY, 0.6);
  gl.glFogf(gl.GL_FOG_START, 0.2);
  gl.glFogf(gl.GL_FOG_END, 0.8);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, f32(0.6, 0.8, 0.2, 1));
  gl.glLightfv(gl.GL_LIGHT1, gl.GL_DIFFUSE, f32(0.4, 0.2, 0.8, 1));
  gl.glLightfv(gl.GL_LIGHT1, gl.GL_SPECULAR, f32(1, 0.5, 2, 1));
  programEnable(FP, true);
  for (let col = 0; col < 4; col++)
    for (let row = 0; row < 2; row++) {
      gl.glMultiTexCoord4fv(gl.GL_TEXTURE0, oneHot(col));
      gl.glMultiTexCoord4fv(gl.GL_TEXTURE1, oneHot(row));
      cellRect(col, row, 4, 2);
    }
}

/** Binds a new texture of `target` to the active unit with NEAREST filters. */
function nearestTexture(target: number): number {
  const name = new Uint32Array(1);
  gl.glGenTextures(1, name);
  gl.glBindTexture(target, name[0]!);
  gl.glTexParameteri(target, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
  gl.glTexParameteri(target, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
  return name[0]!;
}

const TEXELS_1D = Uint8Array.of(255, 0, 0, 0, 255, 0, 51, 102, 204, 255, 255, 0);
const FACES: readonly Rgb[] = [
  [255, 0, 0],
  [0, 255, 255],
  [102, 204, 51],
  [255, 0, 255],
  [0, 0, 255],
  [255, 255, 0],
];
const MIP_LEVELS: readonly Rgb[] = [
  [255, 51, 51],
  [51, 255, 51],
  [51, 51, 255],
];

/** `count` RGB texels of one colour. */
const solid = (rgb: Rgb, count: number) => Uint8Array.from({ length: 3 * count }, (_, i) => rgb[i % 3]!);

/** Levels 0, 1, 2 of the bound GL_TEXTURE_2D (4 × 4 down to 1 × 1), each solid in MIP_LEVELS' colour. */
function mipLevels(): void {
  for (let l = 0; l < 3; l++) {
    const size = 4 >> l;
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      l,
      gl.GL_RGB8,
      size,
      size,
      0,
      gl.GL_RGB,
      gl.GL_UNSIGNED_BYTE,
      solid(MIP_LEVELS[l]!, size * size),
    );
  }
}

function lookupTextures(): void {
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  gl.glActiveTexture(gl.GL_TEXTURE1);
  nearestTexture(gl.GL_TEXTURE_1D);
  gl.glTexImage1D(gl.GL_TEXTURE_1D, 0, gl.GL_RGB8, 4, 0, gl.GL_RGB, gl.GL_UNSIGNED_BYTE, TEXELS_1D);
  gl.glActiveTexture(gl.GL_TEXTURE2);
  newTexture();
  patternImage();
  gl.glActiveTexture(gl.GL_TEXTURE3);
  nearestTexture(gl.GL_TEXTURE_3D);
  const texels3d = new Uint8Array(8 * 3);
  for (let i = 0; i < 8; i++) for (let c = 0; c < 3; c++) texels3d[3 * i + c] = (i >> c) & 1 ? 204 : 51;
  gl.glTexImage3D(gl.GL_TEXTURE_3D, 0, gl.GL_RGB8, 2, 2, 2, 0, gl.GL_RGB, gl.GL_UNSIGNED_BYTE, texels3d);
  gl.glActiveTexture(gl.GL_TEXTURE4);
  nearestTexture(gl.GL_TEXTURE_CUBE_MAP);
  for (let f = 0; f < 6; f++)
    gl.glTexImage2D(
      gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X + f,
      0,
      gl.GL_RGB8,
      1,
      1,
      0,
      gl.GL_RGB,
      gl.GL_UNSIGNED_BYTE,
      Uint8Array.from(FACES[f]!),
    );
  gl.glActiveTexture(gl.GL_TEXTURE5);
  nearestTexture(gl.GL_TEXTURE_RECTANGLE_ARB);
  const rect = new Uint8Array(4 * 2 * 3);
  for (let y = 0; y < 2; y++)
    for (let x = 0; x < 4; x++) rect.set([51 * (x + 1), 102 * (y + 1), 153], 3 * (4 * y + x));
  gl.glTexImage2D(gl.GL_TEXTURE_RECTANGLE_ARB, 0, gl.GL_RGB8, 4, 2, 0, gl.GL_RGB, gl.GL_UNSIGNED_BYTE, rect);
  gl.glActiveTexture(gl.GL_TEXTURE6);
  nearestTexture(gl.GL_TEXTURE_2D);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST_MIPMAP_NEAREST);
  mipLevels();
  gl.glActiveTexture(gl.GL_TEXTURE0);
}

function arbFpTextures(): void {
  lookupTextures();
  loadProgram(FP, 'fp-textures.fp');
  programEnable(FP, true);
  gl.glMultiTexCoord1f(gl.GL_TEXTURE1, 0.625);
  gl.glMultiTexCoord2f(gl.GL_TEXTURE2, 0.3125, 0.8125);
  gl.glMultiTexCoord3f(gl.GL_TEXTURE3, 0.75, 0.25, 0.75);
  gl.glMultiTexCoord3f(gl.GL_TEXTURE4, -0.2, 1, 0.3);
  gl.glMultiTexCoord2f(gl.GL_TEXTURE5, 2.5, 1.5);
  gl.glMultiTexCoord4f(gl.GL_TEXTURE6, 2 * 0.6875, 2 * 0.1875, 0, 2);
  const none = new Float32Array(4);
  for (let col = 0; col < 4; col++)
    for (let row = 0; row < 2; row++) {
      const v = oneHot(col);
      gl.glMultiTexCoord4fv(gl.GL_TEXTURE0, row === 1 ? v : none);
      gl.glColor4fv(row === 0 ? v : none);
      cellRectCoords(col, row, 4, 2, gl.GL_TEXTURE7, 3);
    }
}

/** A depth texture of `target` on the active unit, compared with r by GL_LEQUAL. */
function depthTexture(target: number, width: number, height: number, depths: Float32Array): void {
  nearestTexture(target);
  gl.glTexParameteri(target, gl.GL_TEXTURE_COMPARE_MODE, gl.GL_COMPARE_R_TO_TEXTURE);
  gl.glTexParameteri(target, gl.GL_TEXTURE_COMPARE_FUNC, gl.GL_LEQUAL);
  if (target === gl.GL_TEXTURE_1D)
    gl.glTexImage1D(target, 0, gl.GL_DEPTH_COMPONENT24, width, 0, gl.GL_DEPTH_COMPONENT, gl.GL_FLOAT, depths);
  else
    gl.glTexImage2D(
      target,
      0,
      gl.GL_DEPTH_COMPONENT24,
      width,
      height,
      0,
      gl.GL_DEPTH_COMPONENT,
      gl.GL_FLOAT,
      depths,
    );
}

/** Texel (x, y, z) of level 0 of fp-txp-txb.fp's 2D and 3D textures. */
function rampTexel(x: number, y: number, z: number, threeD: boolean, out: Uint8Array, at: number): void {
  out.set([51 * (x + 1), 51 * (y + 1), threeD ? 51 * (z + 1) : 153], at);
}

/** Levels 1 and 2 of the bound texture of `target` (every face of a cube map), each one solid colour. */
function solidLevels(target: number, colours: readonly [Rgb, Rgb]): void {
  gl.glTexParameteri(target, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST_MIPMAP_NEAREST);
  for (let l = 1; l <= 2; l++) {
    const size = 4 >> l;
    const level = solid(colours[l - 1]!, 8);
    const [format, type] = [gl.GL_RGB, gl.GL_UNSIGNED_BYTE];
    if (target === gl.GL_TEXTURE_1D) gl.glTexImage1D(target, l, gl.GL_RGB8, size, 0, format, type, level);
    else if (target === gl.GL_TEXTURE_2D)
      gl.glTexImage2D(target, l, gl.GL_RGB8, size, size, 0, format, type, level);
    else if (target === gl.GL_TEXTURE_3D)
      gl.glTexImage3D(target, l, gl.GL_RGB8, size, size, size, 0, format, type, level);
    else
      for (let f = 0; f < 6; f++)
        gl.glTexImage2D(
          gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X + f,
          l,
          gl.GL_RGB8,
          size,
          size,
          0,
          format,
          type,
          level,
        );
  }
}

function projectiveBiasTextures(): void {
  const texels = new Uint8Array(64 * 3);
  const rect = new Uint8Array(4 * 2 * 3);
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  gl.glActiveTexture(gl.GL_TEXTURE1);
  nearestTexture(gl.GL_TEXTURE_1D);
  gl.glTexImage1D(gl.GL_TEXTURE_1D, 0, gl.GL_RGB8, 4, 0, gl.GL_RGB, gl.GL_UNSIGNED_BYTE, TEXELS_1D);
  solidLevels(gl.GL_TEXTURE_1D, [
    [204, 153, 51],
    [102, 51, 153],
  ]);
  gl.glActiveTexture(gl.GL_TEXTURE2);
  nearestTexture(gl.GL_TEXTURE_2D);
  for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) rampTexel(x, y, 0, false, texels, 3 * (4 * y + x));
  gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGB8, 4, 4, 0, gl.GL_RGB, gl.GL_UNSIGNED_BYTE, texels);
  solidLevels(gl.GL_TEXTURE_2D, [
    [51, 255, 51],
    [51, 51, 255],
  ]);
  gl.glActiveTexture(gl.GL_TEXTURE3);
  nearestTexture(gl.GL_TEXTURE_3D);
  for (let z = 0; z < 4; z++)
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++) rampTexel(x, y, z, true, texels, 3 * (16 * z + 4 * y + x));
  gl.glTexImage3D(gl.GL_TEXTURE_3D, 0, gl.GL_RGB8, 4, 4, 4, 0, gl.GL_RGB, gl.GL_UNSIGNED_BYTE, texels);
  solidLevels(gl.GL_TEXTURE_3D, [
    [255, 153, 51],
    [153, 51, 255],
  ]);
  gl.glActiveTexture(gl.GL_TEXTURE4);
  nearestTexture(gl.GL_TEXTURE_CUBE_MAP);
  for (let f = 0; f < 6; f++)
    gl.glTexImage2D(
      gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X + f,
      0,
      gl.GL_RGB8,
      4,
      4,
      0,
      gl.GL_RGB,
      gl.GL_UNSIGNED_BYTE,
      solid(FACES[f]!, 16),
    );
  solidLevels(gl.GL_TEXTURE_CUBE_MAP, [
    [255, 204, 102],
    [51, 51, 51],
  ]);
  gl.glActiveTexture(gl.GL_TEXTURE5);
  nearestTexture(gl.GL_TEXTURE_RECTANGLE_ARB);
  for (let y = 0; y < 2; y++)
    for (let x = 0; x < 4; x++) rampTexel(x + 1, 2 * y + 1, 0, false, rect, 3 * (4 * y + x));
  gl.glTexImage2D(gl.GL_TEXTURE_RECTANGLE_ARB, 0, gl.GL_RGB8, 4, 2, 0, gl.GL_RGB, gl.GL_UNSIGNED_BYTE, rect);
  gl.glActiveTexture(gl.GL_TEXTURE6);
  depthTexture(gl.GL_TEXTURE_2D, 2, 2, f32(0.2, 0.4, 0.6, 0.8));
  gl.glActiveTexture(gl.GL_TEXTURE0);
}

function arbFpTxpTxb(): void {
  projectiveBiasTextures();
  loadProgram(FP, 'fp-txp-txb.fp');
  programEnable(FP, true);
  gl.glMultiTexCoord4f(gl.GL_TEXTURE1, 1.25, 0, 0, 2);
  gl.glMultiTexCoord4f(gl.GL_TEXTURE2, 1.25, 0.75, 0, 2);
  gl.glMultiTexCoord4f(gl.GL_TEXTURE3, 0.75, 1.25, 1.75, 2);
  gl.glMultiTexCoord4f(gl.GL_TEXTURE4, -0.4, 2, 0.6, 2);
  gl.glMultiTexCoord4f(gl.GL_TEXTURE5, 5, 3, 0, 2);
  gl.glMultiTexCoord4f(gl.GL_TEXTURE7, 1.5, 1.5, 1, 2);
  for (let col = 0; col < 5; col++)
    for (let row = 0; row < 2; row++) {
      gl.glMultiTexCoord4fv(gl.GL_TEXTURE0, oneHot(col));
      gl.glColor4f(col === 4 ? 1 : 0, row === 1 ? 1 : 0, row === 0 ? 1 : 0, 0);
      cellRectCoords(col, row, 5, 2, gl.GL_TEXTURE6, 3);
    }
}

function arbFpShadow(): void {
  const depths2d = f32(0.2, 0.4, 0.6, 0.8);
  gl.glActiveTexture(gl.GL_TEXTURE1);
  depthTexture(gl.GL_TEXTURE_1D, 2, 1, f32(0.25, 0.75));
  gl.glActiveTexture(gl.GL_TEXTURE2);
  depthTexture(gl.GL_TEXTURE_2D, 2, 2, depths2d);
  gl.glActiveTexture(gl.GL_TEXTURE3);
  depthTexture(gl.GL_TEXTURE_RECTANGLE_ARB, 2, 2, depths2d);
  gl.glActiveTexture(gl.GL_TEXTURE0);
  loadProgram(FP, 'fp-shadow.fp');
  glProgramLocalParameter4fARB(FP, 0, 0.8, 0.6, 0.2, 1);
  glProgramLocalParameter4fARB(FP, 1, 0.2, 0.2, 0.6, 1);
  programEnable(FP, true);
  for (let col = 0; col < 3; col++)
    for (let row = 0; row < 2; row++) {
      const r = Math.fround(row === 1 ? 0.5 : 0.875);
      gl.glMultiTexCoord4fv(gl.GL_TEXTURE0, oneHot(col));
      gl.glMultiTexCoord3f(gl.GL_TEXTURE1, 0.75, 0, r);
      gl.glMultiTexCoord3f(gl.GL_TEXTURE2, 0.75, 0.75, r);
      gl.glMultiTexCoord3f(gl.GL_TEXTURE3, 1.5, 1.5, r);
      cellRect(col, row, 3, 2);
    }
}

function arbFpKilDepth(): void {
  gl.glEnable(gl.GL_DEPTH_TEST);
  gl.glColor3f(0.2, 0.8, 0.2);
  cellRect(0, 0, 1, 1);
  loadProgram(FP, 'fp-kil-depth.fp');
  glProgramLocalParameter4fARB(FP, 0, 0.8, 0.2, 0.6, 1);
  programEnable(FP, true);
  cellRectCoords(0, 0, 1, 1, gl.GL_TEXTURE0, 1);
}

function arbFog(): void {
  const programs = ['fp-fog-linear.fp', 'fp-fog-exp.fp', 'fp-fog-exp2.fp'];
  gl.glFogfv(gl.GL_FOG_COLOR, f32(0.2, 0.4, 1, 1));
  gl.glFogf(gl.GL_FOG_START, 0);
  gl.glFogf(gl.GL_FOG_END, 4);
  gl.glFogf(gl.GL_FOG_DENSITY, 0.5);
  gl.glFogi(gl.GL_FOG_COORDINATE_SOURCE, gl.GL_FOG_COORDINATE);
  gl.glColor3f(1, 0.8, 0.2);
  programEnable(FP, true);
  for (let p = 0; p < 3; p++) {
    loadProgram(FP, programs[p]!);
    for (let col = 0; col < 4; col++) {
      gl.glFogCoordf(col);
      cellRect(col, 3 - p, 4, 4);
    }
  }
  programEnable(FP, false);
  loadProgram(VP, 'vp-fog.vp');
  programEnable(VP, true);
  gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
  gl.glEnable(gl.GL_FOG);
  for (let col = 0; col < 4; col++) {
    glVertexAttrib1fARB(6, col);
    cellRect(col, 0, 4, 4);
  }
}

/** Binds a new GL_TEXTURE_2D on unit 0 with NEAREST filters and gives it a width × height level 0 of `format` bytes. */
function smallTexture(format: number, width: number, height: number, texels: Uint8Array): void {
  nearestTexture(gl.GL_TEXTURE_2D);
  gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, format, width, height, 0, format, gl.GL_UNSIGNED_BYTE, texels);
}

/** Cell (col, row) of a 4 × 2 grid with one colour per corner (counter-clockwise from the bottom left). */
function cornerColouredCell(col: number, row: number, colours: readonly Float32Array[]): void {
  const c = cellCorners(col, row, 4, 2);
  gl.glBegin(gl.GL_QUADS);
  for (let i = 0; i < 4; i++) {
    gl.glColor4fv(colours[i]!);
    gl.glVertex2f(c[2 * i]!, c[2 * i + 1]!);
  }
  gl.glEnd();
}

function arbFpFixedFunction(): void {
  const white = Uint8Array.of(255, 255, 255, 255);
  const fading = [f32(0.8, 0.4, 0.2, 0), f32(0.8, 0.4, 0.2, 1), f32(0.8, 0.4, 0.2, 1), f32(0.8, 0.4, 0.2, 0)];
  const corners = [f32(1, 0, 0, 1), f32(0, 1, 0, 1), f32(0, 0, 1, 1), f32(0.2, 0.8, 0.4, 1)];
  loadProgram(FP, 'spec-default-texenv.fp');
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);

  smallTexture(gl.GL_RGBA, 1, 1, white);
  programEnable(FP, true);
  gl.glEnable(gl.GL_ALPHA_TEST);
  gl.glAlphaFunc(gl.GL_GREATER, 0.5);
  cornerColouredCell(0, 1, fading);
  gl.glDisable(gl.GL_ALPHA_TEST);

  programEnable(FP, false);
  gl.glColor3f(0.2, 0.6, 1);
  cellRect(1, 1, 4, 2);
  programEnable(FP, true);
  gl.glEnable(gl.GL_COLOR_LOGIC_OP);
  gl.glLogicOp(gl.GL_XOR);
  gl.glColor3f(0.8, 0.4, 0.2);
  cellRect(1, 1, 4, 2);
  gl.glDisable(gl.GL_COLOR_LOGIC_OP);

  programEnable(FP, false);
  loadProgram(VP, 'vp-colour.vp');
  programEnable(VP, true);
  gl.glShadeModel(gl.GL_FLAT);
  cornerColouredCell(2, 1, corners);
  gl.glShadeModel(gl.GL_SMOOTH);
  programEnable(VP, false);
  programEnable(FP, true);

  smallTexture(gl.GL_LUMINANCE, 1, 1, Uint8Array.of(153));
  gl.glColor3f(1, 1, 1);
  cellRect(3, 1, 4, 2);

  smallTexture(gl.GL_RGBA, 2, 2, new Uint8Array(16));
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_T, gl.GL_CLAMP_TO_BORDER);
  gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, f32(0.2, 0.4, 0.8, 1));
  gl.glTexCoord2f(1.5, 1.5);
  cellRect(0, 0, 4, 2);

  nearestTexture(gl.GL_TEXTURE_2D);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST_MIPMAP_NEAREST);
  mipLevels();
  gl.glTexEnvf(gl.GL_TEXTURE_FILTER_CONTROL, gl.GL_TEXTURE_LOD_BIAS, 3);
  cellRectCoords(1, 0, 4, 2, gl.GL_TEXTURE0, 1);
  gl.glTexEnvf(gl.GL_TEXTURE_FILTER_CONTROL, gl.GL_TEXTURE_LOD_BIAS, 0);

  smallTexture(gl.GL_RGBA, 1, 1, white);
  gl.glTexCoord2f(0.5, 0.5);
  gl.glColor3f(0.8, 0.4, 0.2);
  gl.glFogfv(gl.GL_FOG_COLOR, f32(0, 0, 1, 1));
  gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
  gl.glFogf(gl.GL_FOG_START, 0);
  gl.glFogf(gl.GL_FOG_END, 1);
  gl.glFogi(gl.GL_FOG_COORDINATE_SOURCE, gl.GL_FOG_COORDINATE);
  gl.glFogCoordf(10);
  gl.glEnable(gl.GL_FOG);
  cellRect(2, 0, 4, 2);
  gl.glDisable(gl.GL_FOG);

  gl.glEnable(gl.GL_COLOR_SUM);
  gl.glSecondaryColor3f(0, 0.6, 0);
  cellRect(3, 0, 4, 2);
}

/** The drawing of each scene of fragment.c, by scene name. */
function arbFpShadowModes(): void {
  const modes = [gl.GL_ALPHA, gl.GL_INTENSITY, gl.GL_LUMINANCE];
  depthTexture(gl.GL_TEXTURE_2D, 2, 1, f32(0.25, 0.75));
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
  gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, f32(0.6, 0, 0, 0));
  gl.glMatrixMode(gl.GL_TEXTURE);
  gl.glTranslatef(-0.5, 0, 0);
  gl.glScalef(2, 1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  loadProgram(FP, 'fp-shadow-modes.fp');
  glProgramLocalParameter4fARB(FP, 0, 0.5, 0, 0, 0);
  programEnable(FP, true);
  for (let row = 0; row < 3; row++) {
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_DEPTH_TEXTURE_MODE, modes[row]!);
    for (let col = 0; col < 8; col++) {
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_FUNC, gl.GL_NEVER + col);
      cellRectCoords(col, row, 8, 3, gl.GL_TEXTURE0, 1);
    }
  }
}

function arbFpRectBorder(): void {
  const texels = new Uint8Array(4 * 2 * 3);
  for (let j = 0; j < 2; j++)
    for (let i = 0; i < 4; i++) texels.set([51 * (i + 1), 51 + 153 * j, 153], 3 * (4 * j + i));
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  nearestTexture(gl.GL_TEXTURE_RECTANGLE_ARB);
  gl.glTexImage2D(
    gl.GL_TEXTURE_RECTANGLE_ARB,
    0,
    gl.GL_RGB8,
    4,
    2,
    0,
    gl.GL_RGB,
    gl.GL_UNSIGNED_BYTE,
    texels,
  );
  gl.glTexParameteri(gl.GL_TEXTURE_RECTANGLE_ARB, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
  gl.glTexParameteri(gl.GL_TEXTURE_RECTANGLE_ARB, gl.GL_TEXTURE_WRAP_T, gl.GL_CLAMP_TO_BORDER);
  gl.glTexParameterfv(gl.GL_TEXTURE_RECTANGLE_ARB, gl.GL_TEXTURE_BORDER_COLOR, f32(0.2, 0.4, 0.8, 1));
  gl.glActiveTexture(gl.GL_TEXTURE1);
  depthTexture(gl.GL_TEXTURE_RECTANGLE_ARB, 4, 2, f32(0.2, 0.4, 0.6, 0.8, 0.2, 0.4, 0.6, 0.8));
  gl.glTexParameteri(gl.GL_TEXTURE_RECTANGLE_ARB, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
  gl.glTexParameteri(gl.GL_TEXTURE_RECTANGLE_ARB, gl.GL_TEXTURE_WRAP_T, gl.GL_CLAMP_TO_BORDER);
  gl.glTexParameterfv(gl.GL_TEXTURE_RECTANGLE_ARB, gl.GL_TEXTURE_BORDER_COLOR, f32(0.7, 0, 0, 0));
  gl.glActiveTexture(gl.GL_TEXTURE0);
  gl.glMatrixMode(gl.GL_TEXTURE);
  gl.glTranslatef(-2, -1, 0);
  gl.glScalef(8, 4, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  loadProgram(FP, 'fp-rect-border.fp');
  programEnable(FP, true);
  for (let col = 0; col < 2; col++) {
    glProgramLocalParameter4fARB(FP, 0, +(col === 0), +(col === 1), 0.5, 0);
    cellRectCoords(col, 0, 2, 1, gl.GL_TEXTURE0, 1);
  }
}

export const FRAGMENT_DRAWINGS: Readonly<Record<string, () => void>> = {
  'arb-fp-math': arbFpMath,
  'arb-fp-state': arbFpState,
  'arb-fp-textures': arbFpTextures,
  'arb-fp-txp-txb': arbFpTxpTxb,
  'arb-fp-shadow': arbFpShadow,
  'arb-fp-kil-depth': arbFpKilDepth,
  'arb-fog': arbFog,
  'arb-fp-fixed-function': arbFpFixedFunction,
  'arb-fp-shadow-modes': arbFpShadowModes,
  'arb-fp-rect-border': arbFpRectBorder,
};

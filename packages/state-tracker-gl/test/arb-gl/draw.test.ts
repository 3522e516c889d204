// Drawing with ARB programs through the GL layer on every drawing driver. A vertex program with fixed-function fragments, fixed-function vertices with a
// fragment program, and both; state.matrix.mvp, env and local parameters changing between draws, a
// light product, TEX from a 2D texture that is not enabled, KIL, a fog option, a position-invariant
// program with a clip plane, GL_VERTEX_PROGRAM_TWO_SIDE_ARB, GL_VERTEX_PROGRAM_POINT_SIZE_ARB; immediate
// mode, vertex arrays and display lists; drawing with an enabled invalid program (noop too); the enables
// under glPushAttrib(GL_ENABLE_BIT). Colours are exact: every value is 0, 1 or a texel.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  glBindProgramARB,
  glDeleteProgramsARB,
  glProgramEnvParameter4fARB,
  glProgramLocalParameter4fARB,
  glProgramStringARB,
} from '../../src/api/arb-programs.js';
import {
  glEnableVertexAttribArrayARB,
  glVertexAttrib2fARB,
  glVertexAttrib4fARB,
  glVertexAttribPointerARB,
} from '../../src/api/arb-vertex-attribs.js';
import * as gl from '../../src/index.js';
import {
  DRAWING_DRIVERS,
  describeOnDrawingDrivers,
  readWindow,
  savePicture,
} from '../helpers/drawing-drivers.js';
import { SOFT_WITHOUT_SWIZZLE } from '../scenes/probes/texture-drivers.js';
import { SOFT_WITHOUT_FRAGMENT_STATE } from './arb-drivers.js';

const W = 16;
const H = 16;
const VP = gl.GL_VERTEX_PROGRAM_ARB;
const FP = gl.GL_FRAGMENT_PROGRAM_ARB;

/** Binds program `name` to `target` and loads `text` into it (no error expected). */
function load(target: number, name: number, text: string): void {
  glBindProgramARB(target, name);
  glProgramStringARB(target, gl.GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
  expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
}

/** A quad from (x0, y0) to (x1, y1) in clip coordinates, texture coordinates 0..1 across it. */
function quad(x0: number, y0: number, x1: number, y1: number): void {
  gl.glBegin(gl.GL_QUADS);
  gl.glTexCoord2f(0, 0);
  gl.glVertex2f(x0, y0);
  gl.glTexCoord2f(1, 0);
  gl.glVertex2f(x1, y0);
  gl.glTexCoord2f(1, 1);
  gl.glVertex2f(x1, y1);
  gl.glTexCoord2f(0, 1);
  gl.glVertex2f(x0, y1);
  gl.glEnd();
}

/** The pixel at window (x, y) (row 0 at the bottom). */
function pixel(x: number, y: number): number[] {
  const out = new Uint8Array(4);
  gl.glReadPixels(x, y, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return Array.from(out);
}

const CLEAR = [0, 0, 0, 255];
const RED = [255, 0, 0, 255];
const GREEN = [0, 255, 0, 255];
const BLUE = [0, 0, 255, 255];
const WHITE = [255, 255, 255, 255];

/** Passes the position through and writes program.env[0] as the colour. */
const VP_ENV = `!!ARBvp1.0
MOV result.position, vertex.position;
MOV result.color, program.env[0];
END`;

/** The fixed-function transform by state.matrix.mvp; the vertex colour and texture coordinate 0 through. */
const VP_MVP = `!!ARBvp1.0
PARAM mvp[4] = { state.matrix.mvp };
DP4 result.position.x, mvp[0], vertex.position;
DP4 result.position.y, mvp[1], vertex.position;
DP4 result.position.z, mvp[2], vertex.position;
DP4 result.position.w, mvp[3], vertex.position;
MOV result.color, vertex.color;
MOV result.texcoord[0], vertex.texcoord[0];
END`;

const FP_COLOR = `!!ARBfp1.0
MOV result.color, fragment.color;
END`;

describeOnDrawingDrivers(
  'ARB programs draw',
  (driver) => {
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: W, height: H, driver });
      gl.makeCurrent(ctx);
      gl.glClearColor(0, 0, 0, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    });
    afterEach(async () => {
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      await ctx.destroy();
    });

    it('a vertex program with fixed-function fragments; env parameters change between draws', () => {
      load(VP, 1, VP_ENV);
      gl.glEnable(VP);
      glProgramEnvParameter4fARB(VP, 0, 1, 0, 0, 1);
      quad(-1, -1, 0, 1);
      glProgramEnvParameter4fARB(VP, 0, 0, 1, 0, 1);
      quad(0, -1, 1, 1);
      expect(pixel(4, 8)).toEqual(RED);
      expect(pixel(12, 8)).toEqual(GREEN);
      // Disabled: the fixed-function vertex stage (the current colour) is back.
      gl.glDisable(VP);
      gl.glColor3f(0, 0, 1);
      quad(-1, -1, 0, 0);
      expect(pixel(4, 4)).toEqual(BLUE);
      savePicture(`arb-draw-env-${driver}`, readWindow(W, H));
    });

    it('a vertex program reads generic attributes: vertex.attrib[0] as the position, vertex.attrib[5] as the colour', () => {
      load(
        VP,
        7,
        '!!ARBvp1.0\nMOV result.position, vertex.attrib[0];\nMOV result.color, vertex.attrib[5];\nEND',
      );
      gl.glEnable(VP);
      gl.glBegin(gl.GL_QUADS);
      glVertexAttrib4fARB(5, 0, 1, 0, 1);
      for (const [x, y] of [
        [-1, -1],
        [0, -1],
        [0, 1],
        [-1, 1],
      ])
        glVertexAttrib2fARB(0, x!, y!);
      gl.glEnd();
      // A generic array beside the conventional vertex array.
      const colours = new Float32Array([0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1]);
      glVertexAttribPointerARB(5, 4, gl.GL_FLOAT, false, 0, colours);
      glEnableVertexAttribArrayARB(5);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array([0, -1, 1, -1, 1, 1, 0, 1]));
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      gl.glDrawArrays(gl.GL_QUADS, 0, 4);
      expect(pixel(4, 8)).toEqual(GREEN);
      expect(pixel(12, 8)).toEqual(BLUE);
      savePicture(`arb-draw-generic-${driver}`, readWindow(W, H));
    });

    it('fixed-function vertices with a fragment program; local parameters and fragment.color', () => {
      load(FP, 2, '!!ARBfp1.0\nMOV result.color, program.local[0];\nEND');
      load(FP, 3, FP_COLOR);
      gl.glEnable(FP);
      glBindProgramARB(FP, 2);
      glProgramLocalParameter4fARB(FP, 0, 0, 0, 1, 1);
      quad(-1, -1, 0, 1);
      glBindProgramARB(FP, 3);
      gl.glColor3f(0, 1, 0);
      quad(0, -1, 1, 1);
      expect(pixel(4, 8)).toEqual(BLUE);
      expect(pixel(12, 8)).toEqual(GREEN);
      // Switching back draws with the first program's local parameter, changed in between.
      glBindProgramARB(FP, 2);
      glProgramLocalParameter4fARB(FP, 0, 1, 1, 1, 1);
      quad(-1, -1, 0, 0);
      expect(pixel(4, 4)).toEqual(WHITE);
      expect(pixel(4, 12)).toEqual(BLUE);
    });

    it('a fragment program reads what the fixed-function vertex stage computes: secondary colour, unit 3 texture coordinates', () => {
      load(
        FP,
        1,
        `!!ARBfp1.0
ADD result.color, fragment.color.secondary, fragment.texcoord[3];
END`,
      );
      gl.glEnable(FP);
      gl.glSecondaryColor3f(1, 0, 0);
      gl.glMultiTexCoord4f(gl.GL_TEXTURE3, 0, 0, 1, 1);
      quad(-1, -1, 0, 1);
      // Lit with GL_SINGLE_COLOR: the secondary colour is (0, 0, 0, 0).
      gl.glEnable(gl.GL_LIGHTING);
      gl.glMultiTexCoord4f(gl.GL_TEXTURE3, 0, 1, 0, 1);
      quad(0, -1, 1, 1);
      expect([pixel(4, 8), pixel(12, 8)]).toEqual([[255, 0, 255, 255], GREEN]);
    });

    it('fixed-function fragments read what the vertex program does not write as undefined, and draw', () => {
      load(VP, 1, VP_ENV);
      gl.glEnable(VP);
      glProgramEnvParameter4fARB(VP, 0, 1, 0, 0, 1);
      // Fog, texturing and the colour sum read FOG, GENERIC[0] and COLOR[1], which the program leaves unwritten.
      gl.glEnable(gl.GL_FOG);
      gl.glEnable(gl.GL_COLOR_SUM);
      quad(-1, -1, 1, 1);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('result.depth replaces the fragment depth the depth test sees', () => {
      gl.glEnable(gl.GL_DEPTH_TEST);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT);
      load(FP, 1, '!!ARBfp1.0\nMOV result.color, {1, 0, 0, 1};\nMOV result.depth.z, 0.25;\nEND');
      gl.glEnable(FP);
      quad(-1, -1, 1, 1); // at window depth 0.5 without the program
      gl.glDisable(FP);
      gl.glColor3f(0, 1, 0);
      gl.glBegin(gl.GL_QUADS);
      for (const [x, y] of [
        [-1, -1],
        [0, -1],
        [0, 1],
        [-1, 1],
      ])
        gl.glVertex3f(x!, y!, -0.6); // depth 0.2: in front
      for (const [x, y] of [
        [0, -1],
        [1, -1],
        [1, 1],
        [0, 1],
      ])
        gl.glVertex3f(x!, y!, -0.4); // depth 0.3: behind
      gl.glEnd();
      expect([pixel(4, 8), pixel(12, 8)]).toEqual([GREEN, RED]);
    });

    it('reloading a program releases the driver shaders of what can no longer be drawn', () => {
      gl.glEnable(FP);
      const programs = () => (Reflect.get(ctx.draw, 'programs') as Map<unknown, unknown>).size;
      for (let i = 0; i < 20; i++) {
        load(FP, 1 + (i % 2), `!!ARBfp1.0\nMOV result.color, {${i & 1}, 1, 0, 1};\nEND`);
        quad(-1, -1, 1, 1);
        expect(pixel(8, 8)).toEqual([(i & 1) * 255, 255, 0, 255]);
      }
      // The current program of each object (and the fixed-function one drawn with by glClear's setup).
      expect(programs()).toBeLessThanOrEqual(3);
      glDeleteProgramsARB(1, [1]);
      load(FP, 3, FP_COLOR);
      quad(-1, -1, 1, 1);
      expect(programs()).toBeLessThanOrEqual(3);
    });

    it('both stages: state.matrix.mvp follows glOrtho and glTranslate', () => {
      load(VP, 1, VP_MVP);
      load(FP, 2, FP_COLOR);
      gl.glEnable(VP);
      gl.glEnable(FP);
      gl.glMatrixMode(gl.GL_PROJECTION);
      gl.glOrtho(0, W, 0, H, -1, 1);
      gl.glMatrixMode(gl.GL_MODELVIEW);
      gl.glTranslatef(8, 0, 0);
      gl.glColor3f(1, 0, 1);
      quad(0, 0, 8, 8);
      expect(pixel(12, 4)).toEqual([255, 0, 255, 255]);
      expect(pixel(4, 4)).toEqual(CLEAR);
      expect(pixel(12, 12)).toEqual(CLEAR);
    });

    it('fixed-function fragments after a vertex program add the secondary colour as GL_COLOR_SUM says', () => {
      load(
        VP,
        1,
        `!!ARBvp1.0
MOV result.position, vertex.position;
MOV result.color, {1, 0, 0, 1};
MOV result.color.secondary, {0, 1, 0, 1};
END`,
      );
      gl.glEnable(VP);
      quad(-1, -1, 0, 1);
      // Lighting (vertex processing the program replaces) no longer applies the colour sum by itself.
      gl.glEnable(gl.GL_LIGHTING);
      gl.glLightModeli(gl.GL_LIGHT_MODEL_COLOR_CONTROL, gl.GL_SEPARATE_SPECULAR_COLOR);
      quad(0, -1, 1, 0);
      gl.glEnable(gl.GL_COLOR_SUM);
      quad(0, 0, 1, 1);
      expect([pixel(4, 8), pixel(12, 4), pixel(12, 12)]).toEqual([RED, RED, [255, 255, 0, 255]]);
    });

    it('a light product: state.lightprod[0].front.diffuse', () => {
      load(
        VP,
        1,
        `!!ARBvp1.0
MOV result.position, vertex.position;
MOV result.color, state.lightprod[0].front.diffuse;
END`,
      );
      gl.glEnable(VP);
      gl.glLightfv(gl.GL_LIGHT0, gl.GL_DIFFUSE, [1, 1, 0, 1]);
      gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [0, 1, 1, 1]);
      quad(-1, -1, 1, 1);
      expect(pixel(8, 8)).toEqual(GREEN);
      gl.glLightfv(gl.GL_LIGHT0, gl.GL_DIFFUSE, [0, 0, 1, 1]);
      quad(-1, -1, 1, 1);
      expect(pixel(8, 8)).toEqual(BLUE);
    });

    it('TEX samples the unit its instruction names, texturing disabled; KIL', () => {
      const tex = new Uint32Array(1);
      gl.glGenTextures(1, tex);
      gl.glBindTexture(gl.GL_TEXTURE_2D, tex[0]!);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
      const texels = [...RED, ...GREEN, ...BLUE, ...WHITE];
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        gl.GL_RGBA,
        2,
        2,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        Uint8Array.from(texels),
      );
      expect(gl.glIsEnabled(gl.GL_TEXTURE_2D)).toBe(false);
      load(FP, 1, '!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], 2D;\nEND');
      gl.glEnable(FP);
      quad(-1, -1, 1, 1);
      expect([pixel(4, 4), pixel(12, 4), pixel(4, 12), pixel(12, 12)]).toEqual([RED, GREEN, BLUE, WHITE]);
      savePicture(`arb-draw-tex-${driver}`, readWindow(W, H));
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      load(
        FP,
        2,
        `!!ARBfp1.0
TEMP t;
SUB t, fragment.texcoord[0], 0.5;
KIL t.x;
MOV result.color, 1;
END`,
      );
      quad(-1, -1, 1, 1);
      expect(pixel(4, 8)).toEqual(CLEAR);
      expect(pixel(12, 8)).toEqual(WHITE);
    });

    it('TEX reads a luminance texture as (L, L, L, 1), on drivers whose views cannot swizzle too', () => {
      const tex = new Uint32Array(1);
      gl.glGenTextures(1, tex);
      gl.glActiveTexture(gl.GL_TEXTURE1);
      gl.glBindTexture(gl.GL_TEXTURE_2D, tex[0]!);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
      gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
      const texels = Uint8Array.from([255, 0]);
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        gl.GL_LUMINANCE,
        2,
        1,
        0,
        gl.GL_LUMINANCE,
        gl.GL_UNSIGNED_BYTE,
        texels,
      );
      gl.glActiveTexture(gl.GL_TEXTURE0);
      load(FP, 1, '!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[1], 2D;\nEND');
      gl.glEnable(FP);
      quad(-1, -1, 1, 1);
      expect([pixel(4, 8), pixel(12, 8)]).toEqual([WHITE, CLEAR]);
      // A new image of another format on the unit: the next draw reads it as that format.
      gl.glActiveTexture(gl.GL_TEXTURE1);
      gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_ALPHA, 2, 1, 0, gl.GL_ALPHA, gl.GL_UNSIGNED_BYTE, texels);
      gl.glActiveTexture(gl.GL_TEXTURE0);
      quad(-1, -1, 1, 1);
      expect([pixel(4, 8), pixel(12, 8)]).toEqual([CLEAR, [0, 0, 0, 0]]);
    });

    it('TEX, TXP and TXB take the LOD bias of the unit and texture, on drivers whose samplers have none too', () => {
      const tex = new Uint32Array(1);
      gl.glGenTextures(1, tex);
      gl.glBindTexture(gl.GL_TEXTURE_2D, tex[0]!);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST_MIPMAP_NEAREST);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
      // Level l of the 16 × 16 texture is RED, GREEN, BLUE, WHITE, then WHITE.
      const levels = [RED, GREEN, BLUE, WHITE, WHITE];
      levels.forEach((color, l) => {
        const n = 16 >> l;
        const data = new Uint8Array(4 * n * n);
        for (let i = 0; i < n * n; i++) data.set(color, 4 * i);
        gl.glTexImage2D(gl.GL_TEXTURE_2D, l, gl.GL_RGBA, n, n, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
      });
      // The window is 16 × 16: the full-screen quad samples at λ = 0.
      const programs = [
        '!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], 2D;\nEND',
        '!!ARBfp1.0\nTXP result.color, fragment.texcoord[0], texture[0], 2D;\nEND',
        '!!ARBfp1.0\nTEMP t;\nMOV t, fragment.texcoord[0];\nMOV t.w, 1;\nTXB result.color, t, texture[0], 2D;\nEND',
      ];
      gl.glEnable(FP);
      const colors = programs.map((text, i) => {
        load(FP, 10 + i, text);
        const seen: number[][] = [];
        for (const [unit, texture] of [
          [0, 0],
          [1, 0],
          [1, 1],
        ] as const) {
          gl.glTexEnvf(gl.GL_TEXTURE_FILTER_CONTROL, gl.GL_TEXTURE_LOD_BIAS, unit);
          gl.glTexParameterf(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_LOD_BIAS, texture);
          quad(-1, -1, 1, 1);
          seen.push(pixel(8, 8));
        }
        return seen;
      });
      expect(colors).toEqual([
        [RED, GREEN, BLUE],
        [RED, GREEN, BLUE],
        [GREEN, BLUE, WHITE], // TXB's own bias of 1 on top
      ]);
    });

    it('ARB_fog_linear blends with the fog colour by the fixed-function fog coordinate', () => {
      load(FP, 1, '!!ARBfp1.0\nOPTION ARB_fog_linear;\nMOV result.color, {1, 0, 0, 1};\nEND');
      gl.glEnable(FP);
      expect(gl.glIsEnabled(gl.GL_FOG)).toBe(false);
      gl.glFogi(gl.GL_FOG_COORDINATE_SOURCE, gl.GL_FOG_COORDINATE);
      gl.glFogf(gl.GL_FOG_START, 0);
      gl.glFogf(gl.GL_FOG_END, 1);
      gl.glFogfv(gl.GL_FOG_COLOR, [0, 0, 1, 1]);
      gl.glFogCoordf(1);
      quad(-1, -1, 0, 1);
      gl.glFogCoordf(0);
      quad(0, -1, 1, 1);
      expect(pixel(4, 8)).toEqual(BLUE);
      expect(pixel(12, 8)).toEqual(RED);
    });

    it('a fog option with the alpha test: the fog parameters keep their slots (alpha test in the program too)', () => {
      // The fog parameters join the parameter list at the end: the constants placed after the list (the
      // alpha reference where the program tests alpha) must not take their slots.
      load(FP, 1, '!!ARBfp1.0\nOPTION ARB_fog_linear;\nMOV result.color, {1, 0, 0, 0.75};\nEND');
      gl.glEnable(FP);
      gl.glFogi(gl.GL_FOG_COORDINATE_SOURCE, gl.GL_FOG_COORDINATE);
      gl.glFogf(gl.GL_FOG_START, 0);
      gl.glFogf(gl.GL_FOG_END, 1);
      gl.glFogfv(gl.GL_FOG_COLOR, [0, 0, 1, 1]);
      gl.glEnable(gl.GL_ALPHA_TEST);
      gl.glAlphaFunc(gl.GL_GREATER, 0.5);
      gl.glFogCoordf(0);
      quad(-1, -1, 0, 1);
      gl.glFogCoordf(1);
      quad(0, -1, 1, 1);
      gl.glAlphaFunc(gl.GL_GREATER, 0.8); // fails: nothing drawn over the blue
      gl.glFogCoordf(0);
      quad(0, -1, 1, 1);
      gl.glDisable(gl.GL_ALPHA_TEST);
      expect(pixel(4, 8)).toEqual([255, 0, 0, 191]);
      expect(pixel(12, 8)).toEqual([0, 0, 255, 191]);
    });

    it('ARB_position_invariant with an enabled clip plane', () => {
      load(VP, 1, '!!ARBvp1.0\nOPTION ARB_position_invariant;\nMOV result.color, {0, 1, 0, 1};\nEND');
      gl.glEnable(VP);
      quad(-1, -1, 1, 0);
      gl.glClipPlane(gl.GL_CLIP_PLANE0, [1, 0, 0, 0]);
      gl.glEnable(gl.GL_CLIP_PLANE0);
      quad(-1, 0, 1, 1);
      expect([pixel(4, 4), pixel(12, 4)]).toEqual([GREEN, GREEN]);
      expect([pixel(4, 12), pixel(12, 12)]).toEqual([CLEAR, GREEN]);
      savePicture(`arb-draw-clip-${driver}`, readWindow(W, H));
    });

    it('GL_VERTEX_PROGRAM_TWO_SIDE_ARB picks the back colour of back-facing polygons', () => {
      load(
        VP,
        1,
        `!!ARBvp1.0
MOV result.position, vertex.position;
MOV result.color.front, {1, 0, 0, 1};
MOV result.color.back, {0, 0, 1, 1};
END`,
      );
      gl.glEnable(VP);
      const both = () => {
        quad(-1, -1, 0, 1); // counter-clockwise: front
        quad(1, -1, 0, 1); // clockwise: back
      };
      both();
      expect([pixel(4, 8), pixel(12, 8)]).toEqual([RED, RED]);
      gl.glEnable(gl.GL_VERTEX_PROGRAM_TWO_SIDE_ARB);
      both();
      expect([pixel(4, 8), pixel(12, 8)]).toEqual([RED, BLUE]);
      // The same with a fragment program reading the colour.
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      load(FP, 2, FP_COLOR);
      gl.glEnable(FP);
      both();
      expect([pixel(4, 8), pixel(12, 8)]).toEqual([RED, BLUE]);
    });

    it('GL_VERTEX_PROGRAM_POINT_SIZE_ARB takes the size the program writes', () => {
      load(
        VP,
        1,
        `!!ARBvp1.0
MOV result.position, vertex.position;
MOV result.color, 1;
MOV result.pointsize, 4;
END`,
      );
      gl.glEnable(VP);
      const lit = () => {
        const image = readWindow(W, H);
        let n = 0;
        for (let i = 0; i < W * H; i++) if (image.data[4 * i] === 255) n++;
        return n;
      };
      gl.glBegin(gl.GL_POINTS);
      gl.glVertex2f(0, 0);
      gl.glEnd();
      expect(lit()).toBe(1);
      gl.glEnable(gl.GL_VERTEX_PROGRAM_POINT_SIZE_ARB);
      gl.glBegin(gl.GL_POINTS);
      gl.glVertex2f(0, 0);
      gl.glEnd();
      expect(lit()).toBe(16);
    });

    it('state.matrix.program[0] and state.depth.range follow their commands between draws', () => {
      load(
        VP,
        1,
        `!!ARBvp1.0
PARAM m[4] = { state.matrix.program[0] };
DP4 result.position.x, m[0], vertex.position;
DP4 result.position.y, m[1], vertex.position;
DP4 result.position.z, m[2], vertex.position;
DP4 result.position.w, m[3], vertex.position;
END`,
      );
      load(FP, 2, '!!ARBfp1.0\nMOV result.color, state.depth.range;\nEND');
      gl.glEnable(VP);
      gl.glEnable(FP);
      quad(-1, -1, 0, 0); // bottom left: (near, far, diff, 1) = (0, 1, 1, 1)
      gl.glMatrixMode(gl.GL_MATRIX0_ARB);
      gl.glTranslatef(1, 1, 0);
      gl.glDepthRange(1, 0);
      quad(-1, -1, 0, 0); // top right: (1, 0, -1, 1)
      expect(pixel(4, 4)).toEqual([0, 255, 255, 255]);
      expect(pixel(12, 12)).toEqual(RED);
      expect(pixel(12, 4)).toEqual(CLEAR);
    });

    it('glRasterPos runs the vertex program; a program that is not position-invariant ignores clip planes', () => {
      load(VP, 1, VP_ENV);
      gl.glEnable(VP);
      glProgramEnvParameter4fARB(VP, 0, 0, 1, 0, 0.5);
      gl.glRasterPos2f(0.5, 0.5);
      const color = new Float32Array(4);
      gl.glGetFloatv(gl.GL_CURRENT_RASTER_COLOR, color);
      expect(Array.from(color)).toEqual([0, 1, 0, 0.5]);
      const position = new Float32Array(4);
      gl.glGetFloatv(gl.GL_CURRENT_RASTER_POSITION, position);
      expect(Array.from(position.subarray(0, 2))).toEqual([12, 12]);
      // Clip plane 0 would cut the left half; a program without ARB_position_invariant computes no eye
      // coordinates to clip (undefined in GL): the planes are left off.
      gl.glClipPlane(gl.GL_CLIP_PLANE0, [1, 0, 0, 0]);
      gl.glEnable(gl.GL_CLIP_PLANE0);
      glProgramEnvParameter4fARB(VP, 0, 1, 0, 0, 1);
      quad(-1, -1, 1, 1);
      expect([pixel(4, 8), pixel(12, 8)]).toEqual([RED, RED]);
    });

    it('with a fragment program: alpha test, flat shading, logic op (native or done by the program)', () => {
      load(VP, 1, VP_MVP);
      load(FP, 2, '!!ARBfp1.0\nMOV result.color, fragment.color;\nMOV result.color.a, 0.25;\nEND');
      gl.glEnable(VP);
      gl.glEnable(FP);
      gl.glEnable(gl.GL_ALPHA_TEST);
      gl.glAlphaFunc(gl.GL_GREATER, 0.5);
      gl.glColor3f(1, 1, 1);
      quad(-1, -1, 1, 1);
      expect(pixel(8, 8)).toEqual(CLEAR);
      gl.glAlphaFunc(gl.GL_LESS, 0.5);
      gl.glShadeModel(gl.GL_FLAT);
      gl.glBegin(gl.GL_TRIANGLES);
      gl.glColor3f(1, 0, 0);
      gl.glVertex2f(-1, -1);
      gl.glColor3f(0, 1, 0);
      gl.glVertex2f(1, -1);
      gl.glColor3f(0, 0, 1);
      gl.glVertex2f(-1, 1);
      gl.glEnd();
      gl.glDisable(gl.GL_ALPHA_TEST);
      // Flat: every fragment takes the last vertex's colour (the program's alpha 0.25 is 64/255).
      expect([pixel(1, 1), pixel(12, 1), pixel(1, 12)]).toEqual([
        [0, 0, 255, 64],
        [0, 0, 255, 64],
        [0, 0, 255, 64],
      ]);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      quad(0, 0, 1, 1); // blue (0, 0, 255, 64) XOR the clear colour (0, 0, 0, 255)
      expect(pixel(12, 12)).toEqual([0, 0, 255, 191]);
    });

    it('with a fragment program: a constant-colour source factor paired with a constant-alpha one', () => {
      load(FP, 1, '!!ARBfp1.0\nMOV result.color, 1;\nEND');
      gl.glEnable(FP);
      gl.glEnable(gl.GL_BLEND);
      gl.glBlendColor(1, 0, 1, 0);
      gl.glBlendFunc(gl.GL_CONSTANT_COLOR, gl.GL_CONSTANT_ALPHA);
      quad(-1, -1, 1, 1);
      // RGB: (1, 1, 1) × (1, 0, 1) + dst × 0; alpha: 1 × 0 + dst × 0.
      expect(pixel(8, 8)).toEqual([255, 0, 255, 0]);
    });

    it('wide lines (the CPU primitive path where the driver draws them thin) run the programs', () => {
      load(VP, 1, VP_ENV);
      load(FP, 2, '!!ARBfp1.0\nMUL result.color, fragment.color, {1, 1, 0, 1};\nEND');
      gl.glEnable(VP);
      gl.glEnable(FP);
      glProgramEnvParameter4fARB(VP, 0, 1, 1, 1, 1);
      gl.glLineWidth(4);
      gl.glBegin(gl.GL_LINES);
      gl.glVertex2f(-1, 0.0625);
      gl.glVertex2f(1, 0.0625);
      gl.glEnd();
      const column = Array.from({ length: H }, (_, y) => pixel(8, y)[0]);
      expect(column.filter((r) => r === 255).length).toBe(4);
      expect(pixel(8, 8)).toEqual([255, 255, 0, 255]);
    });

    it('edge flags pass through a vertex program (polygons drawn as lines), as with fixed function', () => {
      load(VP, 1, VP_ENV);
      glProgramEnvParameter4fARB(VP, 0, 1, 1, 1, 1);
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_LINE);
      const outline = (hideSecond: boolean) => {
        gl.glClear(gl.GL_COLOR_BUFFER_BIT);
        gl.glColor3f(1, 1, 1);
        gl.glBegin(gl.GL_TRIANGLES);
        gl.glEdgeFlag(true);
        gl.glVertex2f(-0.75, -0.75);
        gl.glEdgeFlag(!hideSecond);
        gl.glVertex2f(0.75, -0.75);
        gl.glEdgeFlag(true);
        gl.glVertex2f(-0.75, 0.75);
        gl.glEnd();
        const image = readWindow(W, H);
        let n = 0;
        for (let i = 0; i < W * H; i++) if (image.data[4 * i] === 255) n++;
        return n;
      };
      const fixed = [outline(false), outline(true)];
      gl.glEnable(VP);
      const program = [outline(false), outline(true)];
      expect(program).toEqual(fixed);
      expect(fixed[1]).toBeLessThan(fixed[0]!);
    });

    it('vertex arrays and display lists run the programs', () => {
      load(VP, 1, VP_MVP);
      load(FP, 2, FP_COLOR);
      gl.glEnable(VP);
      gl.glEnable(FP);
      const positions = new Float32Array([-1, -1, 0, -1, 0, 0, -1, 0]);
      const colors = new Float32Array([1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0]);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
      gl.glColorPointer(3, gl.GL_FLOAT, 0, colors);
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      gl.glEnableClientState(gl.GL_COLOR_ARRAY);
      gl.glDrawArrays(gl.GL_QUADS, 0, 4);
      gl.glDisableClientState(gl.GL_COLOR_ARRAY);
      expect(pixel(4, 4)).toEqual([255, 255, 0, 255]);
      const list = gl.glGenLists(1);
      gl.glNewList(list, gl.GL_COMPILE);
      gl.glColor3f(0, 1, 1);
      quad(0, 0, 1, 1);
      gl.glEndList();
      expect(pixel(12, 12)).toEqual(CLEAR);
      gl.glCallList(list);
      expect(pixel(12, 12)).toEqual([0, 255, 255, 255]);
      // The list draws with the programs bound where it is called.
      glProgramStringARB(
        FP,
        gl.GL_PROGRAM_FORMAT_ASCII_ARB,
        43,
        '!!ARBfp1.0\nMOV result.color, {1,0,0,1};\nEND',
      );
      gl.glCallList(list);
      expect(pixel(12, 12)).toEqual(RED);
      savePicture(`arb-draw-arrays-lists-${driver}`, readWindow(W, H));
    });
  },
  [SOFT_WITHOUT_SWIZZLE, SOFT_WITHOUT_FRAGMENT_STATE],
);

describe.each(['noop', ...DRAWING_DRIVERS])('ARB programs: invalid programs and enables [%s]', (driver) => {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: W, height: H, driver });
    gl.makeCurrent(ctx);
  });
  afterEach(async () => {
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    await ctx.destroy();
  });

  it('an enabled target whose program is not valid: draws record GL_INVALID_OPERATION and draw nothing', () => {
    for (const target of [VP, FP]) {
      glBindProgramARB(target, 5 + target);
      gl.glEnable(target);
      gl.glColor3f(1, 1, 1);
      gl.glBegin(gl.GL_TRIANGLES);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      gl.glVertex2f(-1, -1);
      gl.glVertex2f(1, -1);
      gl.glVertex2f(0, 1);
      gl.glEnd(); // glBegin failed, so glEnd is the error
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array([-1, -1, 1, -1, 0, 1]));
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      gl.glDrawElements(gl.GL_TRIANGLES, 3, gl.GL_UNSIGNED_BYTE, new Uint8Array([0, 1, 2]));
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      const list = gl.glGenLists(1);
      gl.glNewList(list, gl.GL_COMPILE);
      gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
      gl.glEndList();
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      gl.glCallList(list);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      gl.glDisableClientState(gl.GL_VERTEX_ARRAY);
      gl.glRasterPos2f(0, 0);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      gl.glRectf(-1, -1, 1, 1);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, [-1, 0, 0, 1, 0, 0]);
      gl.glEnable(gl.GL_MAP1_VERTEX_3);
      gl.glMapGrid1f(4, 0, 1);
      gl.glEvalMesh1(gl.GL_LINE, 0, 4);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      gl.glDisable(gl.GL_MAP1_VERTEX_3);
      gl.glDisable(target);
    }
    if (driver !== 'noop') expect(pixel(8, 8)).toEqual([0, 0, 0, 0]);
  });

  it('the enables start off, answer glIsEnabled and glGetBooleanv, glPushAttrib(GL_ENABLE_BIT) saves them and display lists record them', () => {
    const CAPS = [VP, FP, gl.GL_VERTEX_PROGRAM_POINT_SIZE_ARB, gl.GL_VERTEX_PROGRAM_TWO_SIDE_ARB];
    const enabled = () => CAPS.map((cap) => gl.glIsEnabled(cap));
    const asBoolean = (cap: number) => {
      const out = new Uint8Array(1);
      gl.glGetBooleanv(cap, out);
      return out[0];
    };
    expect(enabled()).toEqual([false, false, false, false]);
    gl.glPushAttrib(gl.GL_ENABLE_BIT);
    for (const cap of CAPS) gl.glEnable(cap);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    expect(enabled()).toEqual([true, true, true, true]);
    expect(CAPS.map(asBoolean)).toEqual([1, 1, 1, 1]);
    expect(ctx.arb.enables).toEqual({
      vertexProgram: true,
      fragmentProgram: true,
      pointSize: true,
      twoSide: true,
    });
    gl.glPopAttrib();
    expect(enabled()).toEqual([false, false, false, false]);
    // Compiled, not executed, then executed by glCallList.
    gl.glNewList(7, gl.GL_COMPILE);
    gl.glEnable(gl.GL_VERTEX_PROGRAM_TWO_SIDE_ARB);
    gl.glEndList();
    expect(gl.glIsEnabled(gl.GL_VERTEX_PROGRAM_TWO_SIDE_ARB)).toBe(false);
    gl.glCallList(7);
    expect(gl.glIsEnabled(gl.GL_VERTEX_PROGRAM_TWO_SIDE_ARB)).toBe(true);
    gl.glDisable(gl.GL_VERTEX_PROGRAM_TWO_SIDE_ARB);
    gl.glDeleteLists(7, 1);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    // Between glBegin and glEnd the enables are GL_INVALID_OPERATION and change nothing.
    gl.glBegin(gl.GL_POINTS);
    gl.glEnable(FP);
    gl.glEnd();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(gl.glIsEnabled(FP)).toBe(false);
  });
});

// Every typed variant of the immediate-mode and raster-position commands (glColor, glSecondaryColor,
// glNormal, glTexCoord, glMultiTexCoord, glFogCoord, glEdgeFlag, glRasterPos, glWindowPos, glVertex,
// glRect): each is called with arguments of its type and the state it sets, or the pixel it draws, is
// checked against GL 1.5's conversions (section 2.7, table 2.9: a signed b-bit integer c becomes
// (2c + 1) / (2^b − 1), an unsigned one c / (2^b − 1); floats and positions are taken as they are),
// computed here independently of the implementation. State on every driver, pixels on the drawing drivers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { describeOnDrawingDrivers } from './helpers/drawing-drivers.js';

type Fn = (...args: never[]) => void;
const api = gl as unknown as Record<string, Fn>;
const call = (name: string, ...args: unknown[]) => (api[name] as (...a: unknown[]) => void)(...args);

/** The integer types of table 2.9 with their bit counts and signedness, and sample values of each. */
const INTEGER_TYPES = {
  b: { bits: 8, signed: true, values: [127, -128, 5] },
  ub: { bits: 8, signed: false, values: [255, 0, 51] },
  s: { bits: 16, signed: true, values: [32767, -32768, 1000] },
  us: { bits: 16, signed: false, values: [65535, 0, 13107] },
  i: { bits: 32, signed: true, values: [2147483647, -2147483648, 123456] },
  ui: { bits: 32, signed: false, values: [4294967295, 0, 858993459] },
} as const;

/** Table 2.9's conversion of an integer component to [−1, 1] or [0, 1]. */
function normalized(type: keyof typeof INTEGER_TYPES, c: number): number {
  const { bits, signed } = INTEGER_TYPES[type];
  const max = 2 ** bits - 1;
  return signed ? (2 * c + 1) / max : c / max;
}

const FLOAT_VALUES = [0.25, -1.5, 3];

/** The value GL stores for a component given as `type` (floats as they are), as float32. */
function stored(type: string, c: number): number {
  return Math.fround(type in INTEGER_TYPES ? normalized(type as keyof typeof INTEGER_TYPES, c) : c);
}

function getFloats(pname: number, n: number): number[] {
  const out = new Float32Array(16);
  gl.glGetFloatv(pname, out);
  return Array.from(out.subarray(0, n));
}

/** A typed variant's component count, component type and vector form, from its name. */
function variant(name: string): { size: number; type: string; vector: boolean } {
  const m = /([1-4]?)(ub|us|ui|b|s|i|f|d)(v?)$/.exec(name)!;
  return { size: Number(m[1] || 0), type: m[2]!, vector: m[3] === 'v' };
}

// The commands under test, by name.
const COLOR_VARIANTS = [
  'glColor3b',
  'glColor3bv',
  'glColor3ub',
  'glColor3ubv',
  'glColor3s',
  'glColor3sv',
  'glColor3us',
  'glColor3usv',
  'glColor3i',
  'glColor3iv',
  'glColor3ui',
  'glColor3uiv',
  'glColor3f',
  'glColor3fv',
  'glColor3d',
  'glColor3dv',
  'glColor4b',
  'glColor4bv',
  'glColor4ub',
  'glColor4ubv',
  'glColor4s',
  'glColor4sv',
  'glColor4us',
  'glColor4usv',
  'glColor4i',
  'glColor4iv',
  'glColor4ui',
  'glColor4uiv',
  'glColor4f',
  'glColor4fv',
  'glColor4d',
  'glColor4dv',
];
const SECONDARY_COLOR_VARIANTS = [
  'glSecondaryColor3b',
  'glSecondaryColor3bv',
  'glSecondaryColor3ub',
  'glSecondaryColor3ubv',
  'glSecondaryColor3s',
  'glSecondaryColor3sv',
  'glSecondaryColor3us',
  'glSecondaryColor3usv',
  'glSecondaryColor3i',
  'glSecondaryColor3iv',
  'glSecondaryColor3ui',
  'glSecondaryColor3uiv',
  'glSecondaryColor3f',
  'glSecondaryColor3fv',
  'glSecondaryColor3d',
  'glSecondaryColor3dv',
];
const NORMAL_VARIANTS = [
  'glNormal3b',
  'glNormal3bv',
  'glNormal3s',
  'glNormal3sv',
  'glNormal3i',
  'glNormal3iv',
  'glNormal3f',
  'glNormal3fv',
  'glNormal3d',
  'glNormal3dv',
];
const TEX_COORD_VARIANTS = [
  'glTexCoord1s',
  'glTexCoord1sv',
  'glTexCoord1i',
  'glTexCoord1iv',
  'glTexCoord1f',
  'glTexCoord1fv',
  'glTexCoord1d',
  'glTexCoord1dv',
  'glTexCoord2s',
  'glTexCoord2sv',
  'glTexCoord2i',
  'glTexCoord2iv',
  'glTexCoord2f',
  'glTexCoord2fv',
  'glTexCoord2d',
  'glTexCoord2dv',
  'glTexCoord3s',
  'glTexCoord3sv',
  'glTexCoord3i',
  'glTexCoord3iv',
  'glTexCoord3f',
  'glTexCoord3fv',
  'glTexCoord3d',
  'glTexCoord3dv',
  'glTexCoord4s',
  'glTexCoord4sv',
  'glTexCoord4i',
  'glTexCoord4iv',
  'glTexCoord4f',
  'glTexCoord4fv',
  'glTexCoord4d',
  'glTexCoord4dv',
];
const MULTI_TEX_COORD_VARIANTS = [
  'glMultiTexCoord1s',
  'glMultiTexCoord1sv',
  'glMultiTexCoord1i',
  'glMultiTexCoord1iv',
  'glMultiTexCoord1f',
  'glMultiTexCoord1fv',
  'glMultiTexCoord1d',
  'glMultiTexCoord1dv',
  'glMultiTexCoord2s',
  'glMultiTexCoord2sv',
  'glMultiTexCoord2i',
  'glMultiTexCoord2iv',
  'glMultiTexCoord2f',
  'glMultiTexCoord2fv',
  'glMultiTexCoord2d',
  'glMultiTexCoord2dv',
  'glMultiTexCoord3s',
  'glMultiTexCoord3sv',
  'glMultiTexCoord3i',
  'glMultiTexCoord3iv',
  'glMultiTexCoord3f',
  'glMultiTexCoord3fv',
  'glMultiTexCoord3d',
  'glMultiTexCoord3dv',
  'glMultiTexCoord4s',
  'glMultiTexCoord4sv',
  'glMultiTexCoord4i',
  'glMultiTexCoord4iv',
  'glMultiTexCoord4f',
  'glMultiTexCoord4fv',
  'glMultiTexCoord4d',
  'glMultiTexCoord4dv',
];
const RASTER_POS_VARIANTS = [
  'glRasterPos2s',
  'glRasterPos2sv',
  'glRasterPos2i',
  'glRasterPos2iv',
  'glRasterPos2f',
  'glRasterPos2fv',
  'glRasterPos2d',
  'glRasterPos2dv',
  'glRasterPos3s',
  'glRasterPos3sv',
  'glRasterPos3i',
  'glRasterPos3iv',
  'glRasterPos3f',
  'glRasterPos3fv',
  'glRasterPos3d',
  'glRasterPos3dv',
  'glRasterPos4s',
  'glRasterPos4sv',
  'glRasterPos4i',
  'glRasterPos4iv',
  'glRasterPos4f',
  'glRasterPos4fv',
  'glRasterPos4d',
  'glRasterPos4dv',
];
const WINDOW_POS_VARIANTS = [
  'glWindowPos2s',
  'glWindowPos2sv',
  'glWindowPos2i',
  'glWindowPos2iv',
  'glWindowPos2f',
  'glWindowPos2fv',
  'glWindowPos2d',
  'glWindowPos2dv',
  'glWindowPos3s',
  'glWindowPos3sv',
  'glWindowPos3i',
  'glWindowPos3iv',
  'glWindowPos3f',
  'glWindowPos3fv',
  'glWindowPos3d',
  'glWindowPos3dv',
];
const VERTEX_VARIANTS = [
  'glVertex2s',
  'glVertex2sv',
  'glVertex2i',
  'glVertex2iv',
  'glVertex2f',
  'glVertex2fv',
  'glVertex2d',
  'glVertex2dv',
  'glVertex3s',
  'glVertex3sv',
  'glVertex3i',
  'glVertex3iv',
  'glVertex3f',
  'glVertex3fv',
  'glVertex3d',
  'glVertex3dv',
  'glVertex4s',
  'glVertex4sv',
  'glVertex4i',
  'glVertex4iv',
  'glVertex4f',
  'glVertex4fv',
  'glVertex4d',
  'glVertex4dv',
];
const RECT_VARIANTS = [
  'glRects',
  'glRectsv',
  'glRecti',
  'glRectiv',
  'glRectf',
  'glRectfv',
  'glRectd',
  'glRectdv',
];

const STATE_DRIVERS = ['noop', 'soft', 'webgl'];

for (const driver of STATE_DRIVERS) {
  describe(`typed variants set the current state [${driver}]`, () => {
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: 64, height: 64, driver });
      gl.makeCurrent(ctx);
    });
    afterEach(async () => {
      await ctx.destroy();
      gl.makeCurrent(null);
    });

    for (const name of COLOR_VARIANTS) {
      const { size, type, vector } = variant(name);
      it(`${name} converts as table 2.9 says`, () => {
        const values = (
          type in INTEGER_TYPES ? [...INTEGER_TYPES[type as 'b'].values, 0] : [...FLOAT_VALUES, 0.5]
        ).slice(0, size);
        if (vector) call(name, values);
        else call(name, ...values);
        const expected = values.map((v) => stored(type, v));
        if (size === 3) expected.push(1);
        expect(getFloats(gl.GL_CURRENT_COLOR, 4)).toEqual(expected);
      });
    }

    for (const name of SECONDARY_COLOR_VARIANTS) {
      const { type, vector } = variant(name);
      it(`${name} converts as table 2.9 says`, () => {
        const values = type in INTEGER_TYPES ? INTEGER_TYPES[type as 'b'].values : FLOAT_VALUES;
        if (vector) call(name, values);
        else call(name, ...values);
        expect(getFloats(gl.GL_CURRENT_SECONDARY_COLOR, 3)).toEqual(values.map((v) => stored(type, v)));
      });
    }

    for (const name of NORMAL_VARIANTS) {
      const { type, vector } = variant(name);
      it(`${name} converts as table 2.9 says`, () => {
        const values = type in INTEGER_TYPES ? INTEGER_TYPES[type as 'b'].values : FLOAT_VALUES;
        if (vector) call(name, values);
        else call(name, ...values);
        expect(getFloats(gl.GL_CURRENT_NORMAL, 3)).toEqual(values.map((v) => stored(type, v)));
      });
    }

    /** Texture coordinates are not normalized; missing components default to (s, 0, 0, 1). */
    const texCoordExpected = (values: number[]) => [0, 1, 2, 3].map((k) => values[k] ?? (k === 3 ? 1 : 0));
    const TEX_VALUES = [3, -7, 12, 2];
    for (const name of TEX_COORD_VARIANTS) {
      const { size, vector } = variant(name);
      const values = TEX_VALUES.slice(0, size);
      it(`${name} sets unit 0's current coordinates`, () => {
        if (vector) call(name, values);
        else call(name, ...values);
        expect(getFloats(gl.GL_CURRENT_TEXTURE_COORDS, 4)).toEqual(texCoordExpected(values));
      });
    }
    for (const name of MULTI_TEX_COORD_VARIANTS) {
      const { size, vector } = variant(name);
      const values = TEX_VALUES.slice(0, size);
      it(`${name} sets the named unit's coordinates only`, () => {
        if (vector) call(name, gl.GL_TEXTURE1, values);
        else call(name, gl.GL_TEXTURE1, ...values);
        expect(getFloats(gl.GL_CURRENT_TEXTURE_COORDS, 4)).toEqual([0, 0, 0, 1]);
        gl.glActiveTexture(gl.GL_TEXTURE1);
        expect(getFloats(gl.GL_CURRENT_TEXTURE_COORDS, 4)).toEqual(texCoordExpected(values));
      });
    }

    for (const name of ['glFogCoordf', 'glFogCoordd', 'glFogCoordfv', 'glFogCoorddv'])
      it(`${name} sets the current fog coordinate`, () => {
        call(name, name.endsWith('v') ? [2.5] : 2.5);
        expect(getFloats(gl.GL_CURRENT_FOG_COORD, 1)).toEqual([2.5]);
      });

    it('glEdgeFlag and glEdgeFlagv set the current edge flag', () => {
      const flag = () => {
        const out = new Uint8Array(1);
        gl.glGetBooleanv(gl.GL_EDGE_FLAG, out);
        return out[0];
      };
      gl.glEdgeFlag(false);
      expect(flag()).toBe(0);
      gl.glEdgeFlagv([1]);
      expect(flag()).toBe(1);
      gl.glEdgeFlagv(new Uint8Array([0]));
      expect(flag()).toBe(0);
    });

    describe('raster positions', () => {
      beforeEach(() => {
        gl.glMatrixMode(gl.GL_PROJECTION);
        gl.glOrtho(0, 64, 0, 64, -1, 1);
        gl.glMatrixMode(gl.GL_MODELVIEW);
      });
      // (x, y, z, w) = (8, 6, -0.5, 2) lands at window (4, 3) with depth (−0.25 + 1) / 2 and w 2.
      for (const name of RASTER_POS_VARIANTS) {
        const { size, type, vector } = variant(name);
        it(`${name} maps its position through the matrices and the viewport`, () => {
          const integer = type === 's' || type === 'i';
          const values = [8, 6, integer ? -1 : -0.5, 2].slice(0, size);
          if (vector) call(name, values);
          else call(name, ...values);
          const [x, y, z, w] = [values[0]!, values[1]!, values[2] ?? 0, values[3] ?? 1];
          expect(getFloats(gl.GL_CURRENT_RASTER_POSITION, 4)).toEqual(
            [x / w, y / w, (-z / w + 1) / 2, w].map(Math.fround),
          );
        });
      }
      for (const name of WINDOW_POS_VARIANTS) {
        const { size, vector } = variant(name);
        it(`${name} sets window coordinates directly`, () => {
          const values = [17, 9, 1].slice(0, size);
          if (vector) call(name, values);
          else call(name, ...values);
          expect(getFloats(gl.GL_CURRENT_RASTER_POSITION, 4)).toEqual([17, 9, size === 3 ? 1 : 0, 1]);
        });
      }
    });
  });
}

describeOnDrawingDrivers('typed variants of glVertex and glRect draw where they say', (driver) => {
  let ctx: gl.GlContext;
  const W = 32;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: W, height: W, driver });
    gl.makeCurrent(ctx);
    // Integer coordinates at pixel centres.
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glOrtho(-0.5, W - 0.5, -0.5, W - 0.5, -1, 1);
    gl.glMatrixMode(gl.GL_MODELVIEW);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  });
  afterEach(async () => {
    await ctx.destroy();
    gl.makeCurrent(null);
  });

  const lit = () => {
    const pixels = new Uint8Array(W * W * 4);
    gl.glReadPixels(0, 0, W, W, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, pixels);
    const out: string[] = [];
    for (let p = 0; p < W * W; p++) if (pixels[p * 4]! > 0) out.push(`${p % W},${Math.floor(p / W)}`);
    return out;
  };

  for (const name of VERTEX_VARIANTS) {
    const { size, vector } = variant(name);
    it(`${name} puts a point on its pixel`, () => {
      // (10, 7) given directly, or as (20, 14, 0, 2) in homogeneous form.
      const values = size === 4 ? [20, 14, 0, 2] : [10, 7, 0].slice(0, size);
      gl.glBegin(gl.GL_POINTS);
      if (vector) call(name, values);
      else call(name, ...values);
      gl.glEnd();
      expect(lit()).toEqual(['10,7']);
    });
  }

  for (const name of RECT_VARIANTS) {
    const { vector } = variant(name);
    it(`${name} fills its rectangle`, () => {
      // Pixel corners at integer coordinates: (3, 4)-(6, 6) covers columns 3..5 of rows 4 and 5, every
      // pixel centre strictly inside.
      gl.glMatrixMode(gl.GL_PROJECTION);
      gl.glLoadIdentity();
      gl.glOrtho(0, W, 0, W, -1, 1);
      gl.glMatrixMode(gl.GL_MODELVIEW);
      if (vector) call(name, [3, 4], [6, 6]);
      else call(name, 3, 4, 6, 6);
      expect(lit()).toEqual(['3,4', '4,4', '5,4', '3,5', '4,5', '5,5']);
    });
  }
});

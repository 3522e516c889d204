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

    for (const size of [3, 4])
      for (const type of ['b', 'ub', 's', 'us', 'i', 'ui', 'f', 'd'])
        for (const vector of [false, true]) {
          const name = `glColor${size}${type}${vector ? 'v' : ''}`;
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

    for (const type of ['b', 'ub', 's', 'us', 'i', 'ui', 'f', 'd'])
      for (const vector of [false, true]) {
        const name = `glSecondaryColor3${type}${vector ? 'v' : ''}`;
        it(`${name} converts as table 2.9 says`, () => {
          const values = type in INTEGER_TYPES ? INTEGER_TYPES[type as 'b'].values : FLOAT_VALUES;
          if (vector) call(name, values);
          else call(name, ...values);
          expect(getFloats(gl.GL_CURRENT_SECONDARY_COLOR, 3)).toEqual(values.map((v) => stored(type, v)));
        });
      }

    for (const type of ['b', 's', 'i', 'f', 'd'])
      for (const vector of [false, true]) {
        const name = `glNormal3${type}${vector ? 'v' : ''}`;
        it(`${name} converts as table 2.9 says`, () => {
          const values = type in INTEGER_TYPES ? INTEGER_TYPES[type as 'b'].values : FLOAT_VALUES;
          if (vector) call(name, values);
          else call(name, ...values);
          expect(getFloats(gl.GL_CURRENT_NORMAL, 3)).toEqual(values.map((v) => stored(type, v)));
        });
      }

    /** Texture coordinates are not normalized; missing components default to (s, 0, 0, 1). */
    const texCoordExpected = (values: number[]) => [...values, 0, 0, 1].slice(0, 3).concat(values[3] ?? 1);
    const TEX_VALUES = [3, -7, 12, 2];
    for (const size of [1, 2, 3, 4])
      for (const type of ['s', 'i', 'f', 'd'])
        for (const vector of [false, true]) {
          const suffix = `${size}${type}${vector ? 'v' : ''}`;
          const values = TEX_VALUES.slice(0, size);
          const expected =
            size === 4 ? values : texCoordExpected(values).map((v, k) => (k < size ? values[k]! : v));
          it(`glTexCoord${suffix} sets unit 0's current coordinates`, () => {
            if (vector) call(`glTexCoord${suffix}`, values);
            else call(`glTexCoord${suffix}`, ...values);
            expect(getFloats(gl.GL_CURRENT_TEXTURE_COORDS, 4)).toEqual(expected);
          });
          it(`glMultiTexCoord${suffix} sets the named unit's coordinates only`, () => {
            if (vector) call(`glMultiTexCoord${suffix}`, gl.GL_TEXTURE1, values);
            else call(`glMultiTexCoord${suffix}`, gl.GL_TEXTURE1, ...values);
            expect(getFloats(gl.GL_CURRENT_TEXTURE_COORDS, 4)).toEqual([0, 0, 0, 1]);
            gl.glActiveTexture(gl.GL_TEXTURE1);
            expect(getFloats(gl.GL_CURRENT_TEXTURE_COORDS, 4)).toEqual(expected);
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
      for (const size of [2, 3, 4])
        for (const type of ['s', 'i', 'f', 'd'])
          for (const vector of [false, true]) {
            const name = `glRasterPos${size}${type}${vector ? 'v' : ''}`;
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
      for (const size of [2, 3])
        for (const type of ['s', 'i', 'f', 'd'])
          for (const vector of [false, true]) {
            const name = `glWindowPos${size}${type}${vector ? 'v' : ''}`;
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

  for (const size of [2, 3, 4])
    for (const type of ['s', 'i', 'f', 'd'])
      for (const vector of [false, true]) {
        const name = `glVertex${size}${type}${vector ? 'v' : ''}`;
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

  for (const type of ['s', 'i', 'f', 'd'])
    for (const vector of [false, true]) {
      const name = `glRect${type}${vector ? 'v' : ''}`;
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

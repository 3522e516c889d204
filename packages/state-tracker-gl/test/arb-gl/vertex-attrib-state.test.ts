// ARB_vertex_program's generic vertex attributes as state, on driver-noop: every glVertexAttrib*ARB variant
// sets the current value GL's conversions give (section 2.7; table 2.9 for the N forms, computed here
// independently), the array commands and the queries with their initial values and errors, display-list
// behaviour (glVertexAttrib compiled, the array commands executed at once), the attribute stacks, and the
// draw path leaving the fixed-function programs' vertex fetch as it was.
import type { PipeVertexBuffer } from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as arb from '../../src/api/arb-vertex-attribs.js';
import * as gl from '../../src/index.js';
import { type NoopGl, noopContext } from '../helpers/context.js';

let ctx: NoopGl;
beforeEach(async () => {
  ctx = await noopContext();
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

type Fn = (...args: unknown[]) => void;
const call = (name: string, ...args: unknown[]) => (arb as unknown as Record<string, Fn>)[name]!(...args);

/** The current value of generic attribute `index`, as floats. */
function current(index: number): number[] {
  const out = new Float32Array(4);
  arb.glGetVertexAttribfvARB(index, gl.GL_CURRENT_VERTEX_ATTRIB_ARB, out);
  return Array.from(out);
}

function geti(index: number, pname: number): number {
  const out = new Int32Array(4);
  arb.glGetVertexAttribivARB(index, pname, out);
  return out[0]!;
}

const BITS = { b: 8, ub: 8, s: 16, us: 16, i: 32, ui: 32 } as const;
const SAMPLES: Record<string, number[]> = {
  b: [127, -128, 5, -3],
  ub: [255, 0, 51, 200],
  s: [32767, -32768, 1000, -7],
  us: [65535, 0, 13107, 9],
  i: [2147483647, -2147483648, 123456, -5],
  ui: [4294967295, 0, 858993459, 11],
  f: [0.25, -1.5, 3, 7],
  d: [0.125, 2.5, -4, 9],
};

/** What GL stores for component value `v` of `type`, normalized or not, as float32. */
function stored(type: string, v: number, normalized: boolean): number {
  if (!normalized || !(type in BITS)) return Math.fround(v);
  const max = 2 ** BITS[type as keyof typeof BITS] - 1;
  return Math.fround(type.startsWith('u') ? v / max : (2 * v + 1) / max);
}

/** The 36 variants of the specification, by name (test/coverage.test.ts looks for each). */
const VARIANTS = [
  'glVertexAttrib1dARB',
  'glVertexAttrib1dvARB',
  'glVertexAttrib1fARB',
  'glVertexAttrib1fvARB',
  'glVertexAttrib1sARB',
  'glVertexAttrib1svARB',
  'glVertexAttrib2dARB',
  'glVertexAttrib2dvARB',
  'glVertexAttrib2fARB',
  'glVertexAttrib2fvARB',
  'glVertexAttrib2sARB',
  'glVertexAttrib2svARB',
  'glVertexAttrib3dARB',
  'glVertexAttrib3dvARB',
  'glVertexAttrib3fARB',
  'glVertexAttrib3fvARB',
  'glVertexAttrib3sARB',
  'glVertexAttrib3svARB',
  'glVertexAttrib4NbvARB',
  'glVertexAttrib4NivARB',
  'glVertexAttrib4NsvARB',
  'glVertexAttrib4NubARB',
  'glVertexAttrib4NubvARB',
  'glVertexAttrib4NuivARB',
  'glVertexAttrib4NusvARB',
  'glVertexAttrib4bvARB',
  'glVertexAttrib4dARB',
  'glVertexAttrib4dvARB',
  'glVertexAttrib4fARB',
  'glVertexAttrib4fvARB',
  'glVertexAttrib4ivARB',
  'glVertexAttrib4sARB',
  'glVertexAttrib4svARB',
  'glVertexAttrib4ubvARB',
  'glVertexAttrib4uivARB',
  'glVertexAttrib4usvARB',
];

describe('glVertexAttrib*ARB', () => {
  it('exports the 36 variants of the specification and no other', () => {
    const exported = Object.keys(arb).filter((name) => /^glVertexAttrib[1-4]/.test(name));
    expect(exported.sort()).toEqual([...VARIANTS].sort());
  });

  for (const name of VARIANTS) {
    it(`${name} sets generic attribute 7 as GL converts its arguments`, () => {
      const [, size, n, type, v] = /^glVertexAttrib([1-4])(N?)(ub|us|ui|b|s|i|f|d)(v?)ARB$/.exec(name)!;
      const count = Number(size);
      const values = SAMPLES[type!]!.slice(0, count);
      if (v) call(name, 7, values);
      else call(name, 7, ...values);
      const expected = [0, 0, 0, 1].map((d, k) => (k < count ? stored(type!, values[k]!, n === 'N') : d));
      expect(current(7)).toEqual(expected);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });
  }

  it('starts every generic current value at (0, 0, 0, 1); attribute 0 (the position) has none', () => {
    for (let i = 1; i < 16; i++) expect(current(i)).toEqual([0, 0, 0, 1]);
    const out = new Float32Array([9, 9, 9, 9]);
    arb.glGetVertexAttribfvARB(0, gl.GL_CURRENT_VERTEX_ATTRIB_ARB, out);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(Array.from(out)).toEqual([9, 9, 9, 9]);
  });

  it('records GL_INVALID_VALUE for an index of 16 or more and changes nothing', () => {
    arb.glVertexAttrib4fARB(16, 1, 2, 3, 4);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    arb.glVertexAttrib1sARB(-1, 3);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    for (let i = 1; i < 16; i++) expect(current(i)).toEqual([0, 0, 0, 1]);
  });

  it('leaves the conventional attributes alone (only attribute 0 aliases one)', () => {
    arb.glVertexAttrib4fARB(3, 0.5, 0.25, 0, 1);
    arb.glVertexAttrib4fARB(2, 0, 1, 0, 1);
    arb.glVertexAttrib4fARB(8, 0.5, 0.5, 0.5, 0.5);
    const color = new Float32Array(4);
    gl.glGetFloatv(gl.GL_CURRENT_COLOR, color);
    expect(Array.from(color)).toEqual([1, 1, 1, 1]);
    const normal = new Float32Array(3);
    gl.glGetFloatv(gl.GL_CURRENT_NORMAL, normal);
    expect(Array.from(normal)).toEqual([0, 0, 1]);
    const tex = new Float32Array(4);
    gl.glGetFloatv(gl.GL_CURRENT_TEXTURE_COORDS, tex);
    expect(Array.from(tex)).toEqual([0, 0, 0, 1]);
  });

  it('glGetVertexAttribivARB rounds the current value; glGetVertexAttribdvARB gives it as doubles', () => {
    arb.glVertexAttrib4fARB(2, 1.4, -2.6, 0.5, 3);
    const ints = new Int32Array(4);
    arb.glGetVertexAttribivARB(2, gl.GL_CURRENT_VERTEX_ATTRIB_ARB, ints);
    expect(Array.from(ints)).toEqual([1, -3, 1, 3]);
    const doubles = new Float64Array(4);
    arb.glGetVertexAttribdvARB(2, gl.GL_CURRENT_VERTEX_ATTRIB_ARB, doubles);
    expect(Array.from(doubles)).toEqual([1.4, -2.6, 0.5, 3].map(Math.fround));
  });

  it('follows the output-array rule: a typed array too short receives nothing', () => {
    const out = new Float32Array(3);
    arb.glGetVertexAttribfvARB(1, gl.GL_CURRENT_VERTEX_ATTRIB_ARB, out);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(Array.from(out)).toEqual([0, 0, 0]);
  });
});

describe('generic arrays', () => {
  const ARRAY_PNAMES = [
    gl.GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB,
    gl.GL_VERTEX_ATTRIB_ARRAY_SIZE_ARB,
    gl.GL_VERTEX_ATTRIB_ARRAY_STRIDE_ARB,
    gl.GL_VERTEX_ATTRIB_ARRAY_TYPE_ARB,
    gl.GL_VERTEX_ATTRIB_ARRAY_NORMALIZED_ARB,
    gl.GL_VERTEX_ATTRIB_ARRAY_BUFFER_BINDING_ARB,
  ];

  it('start disabled, 4 floats, tightly packed, not normalized, no buffer, no pointer', () => {
    for (let i = 0; i < 16; i++) {
      expect(ARRAY_PNAMES.map((p) => geti(i, p))).toEqual([0, 4, 0, gl.GL_FLOAT, 0, 0]);
      const out: unknown[] = [];
      arb.glGetVertexAttribPointervARB(i, gl.GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB, out);
      expect(out[0]).toBeNull();
    }
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('glVertexAttribPointerARB sets size, type, stride, normalization and the pointer; the enables toggle', () => {
    const data = new Int16Array(12);
    arb.glVertexAttribPointerARB(3, 2, gl.GL_SHORT, true, 8, data);
    arb.glEnableVertexAttribArrayARB(3);
    expect(ARRAY_PNAMES.map((p) => geti(3, p))).toEqual([1, 2, 8, gl.GL_SHORT, 1, 0]);
    const out: unknown[] = [];
    arb.glGetVertexAttribPointervARB(3, gl.GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB, out);
    expect(out[0]).toBe(data);
    arb.glDisableVertexAttribArrayARB(3);
    expect(geti(3, gl.GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB)).toBe(0);
    // Array 0 is its own state, not the vertex array's.
    arb.glVertexAttribPointerARB(0, 1, gl.GL_UNSIGNED_INT, false, 0, new Uint32Array(4));
    const size = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_VERTEX_ARRAY_SIZE, size);
    expect(size[0]).toBe(4);
    expect(geti(0, gl.GL_VERTEX_ATTRIB_ARRAY_SIZE_ARB)).toBe(1);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('with a buffer bound, the pointer is a byte offset and the binding is recorded', () => {
    const name = new Uint32Array(1);
    gl.glGenBuffers(1, name);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, name[0]!);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, 64, null, gl.GL_STATIC_DRAW);
    arb.glVertexAttribPointerARB(5, 3, gl.GL_FLOAT, false, 0, 12);
    expect(geti(5, gl.GL_VERTEX_ATTRIB_ARRAY_BUFFER_BINDING_ARB)).toBe(name[0]);
    const out: unknown[] = [];
    arb.glGetVertexAttribPointervARB(5, gl.GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB, out);
    expect(out[0]).toBe(12);
    // A client pointer with a buffer bound is the wrong kind.
    arb.glVertexAttribPointerARB(5, 3, gl.GL_FLOAT, false, 0, new Float32Array(3));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    // Deleting the buffer unbinds it from the array.
    gl.glDeleteBuffers(1, name);
    expect(geti(5, gl.GL_VERTEX_ATTRIB_ARRAY_BUFFER_BINDING_ARB)).toBe(0);
  });

  it('records the errors of the specification and changes nothing', () => {
    const cases: [() => void, number][] = [
      [
        () => arb.glVertexAttribPointerARB(16, 4, gl.GL_FLOAT, false, 0, new Float32Array(4)),
        gl.GL_INVALID_VALUE,
      ],
      [
        () => arb.glVertexAttribPointerARB(1, 0, gl.GL_FLOAT, false, 0, new Float32Array(4)),
        gl.GL_INVALID_VALUE,
      ],
      [
        () => arb.glVertexAttribPointerARB(1, 5, gl.GL_FLOAT, false, 0, new Float32Array(4)),
        gl.GL_INVALID_VALUE,
      ],
      [
        () => arb.glVertexAttribPointerARB(1, 4, gl.GL_FLOAT, false, -4, new Float32Array(4)),
        gl.GL_INVALID_VALUE,
      ],
      [
        () => arb.glVertexAttribPointerARB(1, 4, gl.GL_HALF_FLOAT, false, 0, new Float32Array(4)),
        gl.GL_INVALID_ENUM,
      ],
      [() => arb.glVertexAttribPointerARB(1, 4, gl.GL_FLOAT, false, 0, 16), gl.GL_INVALID_OPERATION],
      [() => arb.glEnableVertexAttribArrayARB(16), gl.GL_INVALID_VALUE],
      [() => arb.glDisableVertexAttribArrayARB(99), gl.GL_INVALID_VALUE],
      [
        () => arb.glGetVertexAttribivARB(16, gl.GL_VERTEX_ATTRIB_ARRAY_SIZE_ARB, new Int32Array(4)),
        gl.GL_INVALID_VALUE,
      ],
      [() => arb.glGetVertexAttribivARB(1, gl.GL_VERTEX_ARRAY_SIZE, new Int32Array(4)), gl.GL_INVALID_ENUM],
      [() => arb.glGetVertexAttribPointervARB(1, gl.GL_VERTEX_ARRAY_POINTER, []), gl.GL_INVALID_ENUM],
      [
        () => arb.glGetVertexAttribPointervARB(16, gl.GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB, []),
        gl.GL_INVALID_VALUE,
      ],
    ];
    for (const [command, error] of cases) {
      command();
      expect(gl.glGetError()).toBe(error);
    }
    expect(ARRAY_PNAMES.map((p) => geti(1, p))).toEqual([0, 4, 0, gl.GL_FLOAT, 0, 0]);
  });

  it('between glBegin and glEnd the array commands and queries record GL_INVALID_OPERATION; glVertexAttrib is allowed', () => {
    const inside = (command: () => void): number => {
      gl.glBegin(gl.GL_POINTS);
      command();
      gl.glEnd();
      return gl.glGetError();
    };
    expect([
      inside(() => arb.glVertexAttribPointerARB(1, 4, gl.GL_FLOAT, false, 0, new Float32Array(4))),
      inside(() => arb.glEnableVertexAttribArrayARB(1)),
      inside(() => arb.glDisableVertexAttribArrayARB(1)),
      inside(() => arb.glGetVertexAttribfvARB(1, gl.GL_CURRENT_VERTEX_ATTRIB_ARB, new Float32Array(4))),
      inside(() => arb.glGetVertexAttribPointervARB(1, gl.GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB, [])),
      inside(() => arb.glVertexAttrib2fARB(1, 0.5, 0.25)),
    ]).toEqual([
      gl.GL_INVALID_OPERATION,
      gl.GL_INVALID_OPERATION,
      gl.GL_INVALID_OPERATION,
      gl.GL_INVALID_OPERATION,
      gl.GL_INVALID_OPERATION,
      gl.GL_NO_ERROR,
    ]);
    expect(current(1)).toEqual([0.5, 0.25, 0, 1]);
    expect(geti(1, gl.GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB)).toBe(0);
  });
});

describe('display lists', () => {
  it('compile glVertexAttrib*ARB (run when called) and execute the array commands at once', () => {
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    arb.glVertexAttrib4fARB(4, 0.5, 0.25, 0.125, 1);
    arb.glVertexAttribPointerARB(4, 2, gl.GL_FLOAT, false, 0, new Float32Array(4));
    arb.glEnableVertexAttribArrayARB(4);
    gl.glEndList();
    // Compiled, not executed; the array commands took effect during compilation.
    expect(current(4)).toEqual([0, 0, 0, 1]);
    expect(geti(4, gl.GL_VERTEX_ATTRIB_ARRAY_SIZE_ARB)).toBe(2);
    expect(geti(4, gl.GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB)).toBe(1);
    arb.glDisableVertexAttribArrayARB(4);
    gl.glCallList(list);
    expect(current(4)).toEqual([0.5, 0.25, 0.125, 1]);
    expect(geti(4, gl.GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB)).toBe(0);
  });

  it('compile a bad index as the error it is, recorded when the list runs', () => {
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    arb.glVertexAttrib1fARB(16, 1);
    gl.glEndList();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    gl.glCallList(list);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
  });

  it('GL_COMPILE_AND_EXECUTE sets the value at once too', () => {
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE_AND_EXECUTE);
    arb.glVertexAttrib3fARB(9, 1, 2, 3);
    gl.glEndList();
    expect(current(9)).toEqual([1, 2, 3, 1]);
  });
});

describe('attribute stacks', () => {
  it('glPushAttrib(GL_CURRENT_BIT) saves the generic current values', () => {
    arb.glVertexAttrib4fARB(6, 1, 2, 3, 4);
    gl.glPushAttrib(gl.GL_CURRENT_BIT);
    arb.glVertexAttrib4fARB(6, 5, 6, 7, 8);
    arb.glVertexAttrib1fARB(15, 9);
    gl.glPopAttrib();
    expect(current(6)).toEqual([1, 2, 3, 4]);
    expect(current(15)).toEqual([0, 0, 0, 1]);
  });

  it('glPushClientAttrib(GL_CLIENT_VERTEX_ARRAY_BIT) saves the generic arrays', () => {
    const a = new Float32Array(8);
    arb.glVertexAttribPointerARB(2, 2, gl.GL_FLOAT, false, 8, a);
    arb.glEnableVertexAttribArrayARB(2);
    gl.glPushClientAttrib(gl.GL_CLIENT_VERTEX_ARRAY_BIT);
    arb.glVertexAttribPointerARB(2, 3, gl.GL_UNSIGNED_BYTE, true, 0, new Uint8Array(9));
    arb.glDisableVertexAttribArrayARB(2);
    arb.glEnableVertexAttribArrayARB(11);
    gl.glPopClientAttrib();
    expect([
      geti(2, gl.GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB),
      geti(2, gl.GL_VERTEX_ATTRIB_ARRAY_SIZE_ARB),
      geti(2, gl.GL_VERTEX_ATTRIB_ARRAY_TYPE_ARB),
      geti(2, gl.GL_VERTEX_ATTRIB_ARRAY_NORMALIZED_ARB),
      geti(2, gl.GL_VERTEX_ATTRIB_ARRAY_STRIDE_ARB),
      geti(11, gl.GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB),
    ]).toEqual([1, 2, gl.GL_FLOAT, 0, 8, 0]);
    const out: unknown[] = [];
    arb.glGetVertexAttribPointervARB(2, gl.GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB, out);
    expect(out[0]).toBe(a);
  });
});

describe('the fixed-function programs', () => {
  it('never fetch a generic array: an enabled one reaches no vertex buffer of an array draw', () => {
    const seen: (PipeVertexBuffer | null)[] = [];
    const pipe = ctx.ctx.pipe;
    const set = pipe.setVertexBuffers.bind(pipe);
    pipe.setVertexBuffers = (start, b) => {
      seen.push(...b);
      set(start, b);
    };
    let draws = 0;
    const draw = pipe.drawVbo.bind(pipe);
    pipe.drawVbo = (info) => {
      draws++;
      draw(info);
    };
    const positions = new Float32Array([0, 0, 1, 0, 0, 1]);
    const generic = new Float32Array(12);
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    arb.glVertexAttribPointerARB(3, 4, gl.GL_FLOAT, false, 0, generic);
    arb.glEnableVertexAttribArrayARB(3);
    gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
    gl.glDrawElements(gl.GL_TRIANGLES, 3, gl.GL_UNSIGNED_BYTE, new Uint8Array([0, 1, 2]));
    expect(draws).toBe(2);
    expect(seen.some((b) => b?.userBuffer === positions)).toBe(true);
    expect(seen.some((b) => b?.userBuffer === generic)).toBe(false);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });
});

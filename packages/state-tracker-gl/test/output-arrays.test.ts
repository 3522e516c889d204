// The output-array rule (README "Errors"): every entry point that writes into a caller's typed array
// records GL_INVALID_OPERATION when the array holds fewer elements than the command writes, writes
// nothing (the array keeps its sentinel values, including the guard bytes after it in the same
// buffer) and changes no state. Table-driven over every such entry point, on soft, webgl and noop;
// each entry also runs with an array that fits, to show the call itself is legal.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { DRAWING_DRIVERS } from './helpers/drawing-drivers.js';

const DRIVERS = [...DRAWING_DRIVERS, 'noop'];
const SENTINEL = 77;

type Ctor = new (
  buffer: ArrayBuffer,
  offset: number,
  length: number,
) => ArrayLike<number> & { [i: number]: number };

/** A view of `length` elements followed by guard elements in the same buffer, all SENTINEL. */
function guarded(kind: Ctor, length: number): { out: never; all: ArrayLike<number> } {
  const bytes = (kind as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
  const buffer = new ArrayBuffer((length + 8) * bytes);
  const all = new kind(buffer, 0, length + 8);
  for (let i = 0; i < all.length; i++) all[i] = SENTINEL;
  return { out: new kind(buffer, 0, length) as never, all };
}

/** State the queries read: a bound texture with an image, a buffer, a query object, a map, a clip plane. */
function setUp(): { query: number } {
  const names = new Uint32Array(1);
  gl.glGenTextures(1, names);
  gl.glBindTexture(gl.GL_TEXTURE_2D, names[0]!);
  gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, 2, 2, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null);
  gl.glGenBuffers(1, names);
  gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
  gl.glBufferData(gl.GL_ARRAY_BUFFER, 16, null, gl.GL_STATIC_DRAW);
  gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, [0, 0, 0, 1, 1, 1]);
  gl.glClipPlane(gl.GL_CLIP_PLANE0, [1, 2, 3, 4]);
  gl.glGenQueries(1, names);
  gl.glBeginQuery(gl.GL_SAMPLES_PASSED, names[0]!);
  gl.glEndQuery(gl.GL_SAMPLES_PASSED);
  return { query: names[0]! };
}

// [entry point, array type, elements it writes, call]
type Row = [string, Ctor, number, (out: never, env: { query: number }) => unknown];
const F32 = Float32Array as unknown as Ctor;
const F64 = Float64Array as unknown as Ctor;
const I32 = Int32Array as unknown as Ctor;
const U32 = Uint32Array as unknown as Ctor;
const U16 = Uint16Array as unknown as Ctor;
const U8 = Uint8Array as unknown as Ctor;

const ROWS: Row[] = [
  ['glGetBooleanv', U8, 4, (o) => gl.glGetBooleanv(gl.GL_COLOR_WRITEMASK, o)],
  ['glGetIntegerv', I32, 4, (o) => gl.glGetIntegerv(gl.GL_VIEWPORT, o)],
  ['glGetFloatv', F32, 16, (o) => gl.glGetFloatv(gl.GL_MODELVIEW_MATRIX, o)],
  ['glGetDoublev', F64, 4, (o) => gl.glGetDoublev(gl.GL_CURRENT_COLOR, o)],
  ['glGetClipPlane', F64, 4, (o) => gl.glGetClipPlane(gl.GL_CLIP_PLANE0, o)],
  ['glGetTexGenfv', F32, 4, (o) => gl.glGetTexGenfv(gl.GL_S, gl.GL_OBJECT_PLANE, o)],
  ['glGetTexGeniv', I32, 4, (o) => gl.glGetTexGeniv(gl.GL_S, gl.GL_EYE_PLANE, o)],
  ['glGetTexGendv', F64, 4, (o) => gl.glGetTexGendv(gl.GL_T, gl.GL_OBJECT_PLANE, o)],
  ['glGetLightfv', F32, 4, (o) => gl.glGetLightfv(gl.GL_LIGHT0, gl.GL_DIFFUSE, o)],
  ['glGetLightiv', I32, 4, (o) => gl.glGetLightiv(gl.GL_LIGHT0, gl.GL_POSITION, o)],
  ['glGetMaterialfv', F32, 4, (o) => gl.glGetMaterialfv(gl.GL_FRONT, gl.GL_AMBIENT, o)],
  ['glGetMaterialiv', I32, 4, (o) => gl.glGetMaterialiv(gl.GL_BACK, gl.GL_EMISSION, o)],
  ['glGetTexEnvfv', F32, 4, (o) => gl.glGetTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, o)],
  ['glGetTexEnviv', I32, 4, (o) => gl.glGetTexEnviv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, o)],
  [
    'glGetTexParameterfv',
    F32,
    4,
    (o) => gl.glGetTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, o),
  ],
  ['glGetTexParameteriv', I32, 1, (o) => gl.glGetTexParameteriv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, o)],
  [
    'glGetTexLevelParameteriv',
    I32,
    1,
    (o) => gl.glGetTexLevelParameteriv(gl.GL_TEXTURE_2D, 0, gl.GL_TEXTURE_WIDTH, o),
  ],
  [
    'glGetTexLevelParameterfv',
    F32,
    1,
    (o) => gl.glGetTexLevelParameterfv(gl.GL_TEXTURE_2D, 0, gl.GL_TEXTURE_HEIGHT, o),
  ],
  ['glGetPixelMapfv', F32, 1, (o) => gl.glGetPixelMapfv(gl.GL_PIXEL_MAP_R_TO_R, o)],
  ['glGetPixelMapuiv', U32, 1, (o) => gl.glGetPixelMapuiv(gl.GL_PIXEL_MAP_I_TO_I, o)],
  ['glGetPixelMapusv', U16, 1, (o) => gl.glGetPixelMapusv(gl.GL_PIXEL_MAP_S_TO_S, o)],
  ['glGetMapfv', F32, 6, (o) => gl.glGetMapfv(gl.GL_MAP1_VERTEX_3, gl.GL_COEFF, o)],
  ['glGetMapdv', F64, 2, (o) => gl.glGetMapdv(gl.GL_MAP1_VERTEX_3, gl.GL_DOMAIN, o)],
  ['glGetMapiv', I32, 1, (o) => gl.glGetMapiv(gl.GL_MAP1_VERTEX_3, gl.GL_ORDER, o)],
  ['glGetPolygonStipple', U8, 128, (o) => gl.glGetPolygonStipple(o)],
  ['glGetQueryiv', I32, 1, (o) => gl.glGetQueryiv(gl.GL_SAMPLES_PASSED, gl.GL_QUERY_COUNTER_BITS, o)],
  ['glGetQueryObjectiv', I32, 1, (o, e) => gl.glGetQueryObjectiv(e.query, gl.GL_QUERY_RESULT, o)],
  ['glGetQueryObjectuiv', U32, 1, (o, e) => gl.glGetQueryObjectuiv(e.query, gl.GL_QUERY_RESULT_AVAILABLE, o)],
  [
    'glGetBufferParameteriv',
    I32,
    1,
    (o) => gl.glGetBufferParameteriv(gl.GL_ARRAY_BUFFER, gl.GL_BUFFER_SIZE, o),
  ],
  ['glGetBufferSubData', U8, 8, (o) => gl.glGetBufferSubData(gl.GL_ARRAY_BUFFER, 4, 8, o)],
  [
    'glGetCompressedTexImage',
    U8,
    8,
    (o) => {
      const dxt1 = new Uint8Array(8).fill(0x55);
      gl.glCompressedTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_COMPRESSED_RGB_S3TC_DXT1_EXT, 4, 4, 0, 8, dxt1);
      gl.glGetCompressedTexImage(gl.GL_TEXTURE_2D, 0, o);
    },
  ],
  ['glGenTextures', U32, 3, (o) => gl.glGenTextures(3, o)],
  ['glGenBuffers', U32, 2, (o) => gl.glGenBuffers(2, o)],
  ['glGenQueries', U32, 2, (o) => gl.glGenQueries(2, o)],
  ['glReadPixels', U8, 16, (o) => gl.glReadPixels(0, 0, 2, 2, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, o)],
  ['glGetTexImage', U8, 16, (o) => gl.glGetTexImage(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, o)],
];

describe.each(DRIVERS)('output arrays shorter than the command writes [%s]', (driver) => {
  let ctx: gl.GlContext;
  let env: { query: number };
  beforeEach(async () => {
    ctx = await gl.createContext({ width: 8, height: 8, driver });
    gl.makeCurrent(ctx);
    env = setUp();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });
  afterEach(async () => {
    await ctx.destroy();
  });

  it.each(ROWS)(
    '%s: one element short records INVALID_OPERATION and writes nothing',
    (_name, kind, n, call) => {
      const short = guarded(kind, n - 1);
      expect(() => call(short.out, env)).not.toThrow();
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      expect(Array.from(short.all)).toEqual(new Array(n + 7).fill(SENTINEL));
      const fits = guarded(kind, n);
      call(fits.out, env);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(Array.from(fits.all).slice(n)).toEqual(new Array(8).fill(SENTINEL));
    },
  );

  it('glAreTexturesResident with a residences array shorter than n records INVALID_OPERATION', () => {
    const names = new Uint32Array(2);
    gl.glGenTextures(2, names);
    gl.glBindTexture(gl.GL_TEXTURE_2D, names[0]!);
    gl.glBindTexture(gl.GL_TEXTURE_2D, names[1]!);
    expect(gl.glAreTexturesResident(2, names, new Uint8Array(1))).toBe(false);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(gl.glAreTexturesResident(2, names, new Uint8Array(2))).toBe(true);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('a short glGen* array generates no names', () => {
    gl.glGenTextures(4, new Uint32Array(2));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    const next = new Uint32Array(1);
    gl.glGenTextures(1, next);
    const before = new Uint32Array(1);
    gl.glGenTextures(1, before);
    expect(before[0]).toBe(next[0]! + 1);
    expect(gl.glIsTexture(next[0]! + 2)).toBe(false);
  });

  it('plain arrays grow to hold what a query writes', () => {
    const out: boolean[] = [];
    gl.glGetBooleanv(gl.GL_COLOR_WRITEMASK, out);
    expect(out).toEqual([true, true, true, true]);
    const map: number[] = [];
    gl.glGetMapdv(gl.GL_MAP1_VERTEX_3, gl.GL_DOMAIN, map);
    expect(map).toEqual([0, 1]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });
});

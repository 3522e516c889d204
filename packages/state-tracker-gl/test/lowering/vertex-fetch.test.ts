// Vertex arrays in layouts a driver refuses to fetch (offsets and strides that are not multiples of 4,
// strides above PIPE_CAP_MAX_VERTEX_ATTRIB_STRIDE): every array type of every attribute, from client
// memory and from buffer objects, must draw the same pixels as the same values in an aligned, tightly
// packed layout of the same type — on driver-soft (fetched where they are), on driver-soft reporting
// the alignment caps of WebGL2 and on driver-webgl (both re-packed) — through every draw call.
import { PipeCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS, readWindow } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { useProbeContext } from '../scenes/probes/probe.js';

const ALIGNED_ONLY = softWithout('aligned-vertices', {
  caps: {
    [PipeCap.VERTEX_BUFFER_OFFSET_4BYTE_ALIGNED_ONLY]: 1,
    [PipeCap.VERTEX_BUFFER_STRIDE_4BYTE_ALIGNED_ONLY]: 1,
    [PipeCap.VERTEX_ELEMENT_SRC_OFFSET_4BYTE_ALIGNED_ONLY]: 1,
    [PipeCap.MAX_VERTEX_ATTRIB_STRIDE]: 252,
  },
});
const DRIVERS = [...DRAWING_DRIVERS, ALIGNED_ONLY];
const SIZE = 32;
const VERTICES = 8;

const TYPE_BYTES = new Map([
  [gl.GL_BYTE, 1],
  [gl.GL_UNSIGNED_BYTE, 1],
  [gl.GL_SHORT, 2],
  [gl.GL_UNSIGNED_SHORT, 2],
  [gl.GL_INT, 4],
  [gl.GL_UNSIGNED_INT, 4],
  [gl.GL_FLOAT, 4],
  [gl.GL_DOUBLE, 8],
]);
/** The largest value of a normalized integer type (1 for floats). */
const TYPE_MAX = new Map([
  [gl.GL_BYTE, 127],
  [gl.GL_UNSIGNED_BYTE, 255],
  [gl.GL_SHORT, 32767],
  [gl.GL_UNSIGNED_SHORT, 65535],
  [gl.GL_INT, 2147483647],
  [gl.GL_UNSIGNED_INT, 4294967295],
  [gl.GL_FLOAT, 1],
  [gl.GL_DOUBLE, 1],
]);

interface Kind {
  name: string;
  types: number[];
  sizes: number[];
  /** Component c of vertex i, in the type's units (normalized kinds get a fraction times the maximum). */
  value(type: number, i: number, c: number): number;
  enable(): void;
  pointer(size: number, type: number, stride: number, pointer: ArrayBufferView | number): void;
  disable(): void;
}

const fraction = (type: number, f: number) => {
  const max = TYPE_MAX.get(type)!;
  return max === 1 ? Math.round(f * 255) / 255 : Math.round(f * max);
};

const KINDS: Kind[] = [
  {
    name: 'vertex',
    types: [gl.GL_SHORT, gl.GL_INT, gl.GL_FLOAT, gl.GL_DOUBLE],
    sizes: [2, 3, 4],
    value: (_t, i, c) => [2 * i + 1, 2 + (i % 3), 0, 1][c]!,
    enable: () => gl.glEnableClientState(gl.GL_VERTEX_ARRAY),
    pointer: (size, type, stride, p) => gl.glVertexPointer(size, type, stride, p),
    disable: () => {},
  },
  {
    name: 'colour',
    types: [...TYPE_BYTES.keys()],
    sizes: [3, 4],
    value: (t, i, c) => fraction(t, [0.1 + 0.1 * i, 0.9 - 0.1 * i, 0.3, 0.7][c]!),
    enable: () => gl.glEnableClientState(gl.GL_COLOR_ARRAY),
    pointer: (size, type, stride, p) => gl.glColorPointer(size, type, stride, p),
    disable: () => gl.glDisableClientState(gl.GL_COLOR_ARRAY),
  },
  {
    name: 'secondary colour',
    types: [...TYPE_BYTES.keys()],
    sizes: [3],
    value: (t, i, c) => fraction(t, [0.05 * i, 0.1, 0.4 - 0.05 * i][c]!),
    enable: () => {
      gl.glEnable(gl.GL_COLOR_SUM);
      gl.glEnableClientState(gl.GL_SECONDARY_COLOR_ARRAY);
    },
    pointer: (_size, type, stride, p) => gl.glSecondaryColorPointer(3, type, stride, p),
    disable: () => gl.glDisableClientState(gl.GL_SECONDARY_COLOR_ARRAY),
  },
  {
    name: 'normal',
    types: [gl.GL_BYTE, gl.GL_SHORT, gl.GL_INT, gl.GL_FLOAT, gl.GL_DOUBLE],
    sizes: [3],
    value: (t, i, c) => fraction(t, [0.1 * i, -0.05 * i, 0.8][c]!),
    enable: () => {
      gl.glEnable(gl.GL_LIGHTING);
      gl.glEnable(gl.GL_LIGHT0);
      gl.glEnableClientState(gl.GL_NORMAL_ARRAY);
    },
    pointer: (_size, type, stride, p) => gl.glNormalPointer(type, stride, p),
    disable: () => gl.glDisableClientState(gl.GL_NORMAL_ARRAY),
  },
  {
    name: 'texture coordinate',
    types: [gl.GL_SHORT, gl.GL_INT, gl.GL_FLOAT, gl.GL_DOUBLE],
    sizes: [1, 2, 3, 4],
    value: (_t, i, c) => [i % 4, 0, 0, 1][c]!,
    enable: () => {
      useTexture();
      gl.glEnableClientState(gl.GL_TEXTURE_COORD_ARRAY);
    },
    pointer: (size, type, stride, p) => gl.glTexCoordPointer(size, type, stride, p),
    disable: () => gl.glDisableClientState(gl.GL_TEXTURE_COORD_ARRAY),
  },
  {
    name: 'fog coordinate',
    types: [gl.GL_FLOAT, gl.GL_DOUBLE],
    sizes: [1],
    value: (_t, i) => i / 8,
    enable: () => {
      gl.glEnable(gl.GL_FOG);
      gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
      gl.glFogf(gl.GL_FOG_START, 0);
      gl.glFogf(gl.GL_FOG_END, 1);
      gl.glFogfv(gl.GL_FOG_COLOR, [1, 1, 0, 1]);
      gl.glFogi(gl.GL_FOG_COORD_SRC, gl.GL_FOG_COORDINATE);
      gl.glEnableClientState(gl.GL_FOG_COORD_ARRAY);
    },
    pointer: (_size, type, stride, p) => gl.glFogCoordPointer(type, stride, p),
    disable: () => gl.glDisableClientState(gl.GL_FOG_COORD_ARRAY),
  },
];

/** A 4 × 1 texture of distinct texels, sampled at texel s for texture coordinate s (texture matrix). */

/** Whether two byte arrays are equal (no Node Buffer: these tests also run in the page). */
function sameBytes(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
function useTexture(): void {
  gl.glBindTexture(gl.GL_TEXTURE_2D, 1);
  const texels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
  gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, 4, 1, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, texels);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glMatrixMode(gl.GL_TEXTURE);
  gl.glLoadIdentity();
  gl.glScalef(0.25, 1, 1);
  gl.glTranslatef(0.5, 0.5, 0);
  gl.glMatrixMode(gl.GL_MODELVIEW);
}

/** The bytes of a layout: `offset` bytes of padding, then one element every `stride` bytes. */
function pack(kind: Kind, type: number, size: number, offset: number, stride: number): Uint8Array {
  const bytes = new Uint8Array(offset + VERTICES * stride + 8);
  const view = new DataView(bytes.buffer);
  const n = TYPE_BYTES.get(type)!;
  for (let i = 0; i < VERTICES; i++) {
    for (let c = 0; c < size; c++) {
      const at = offset + i * stride + c * n;
      const v = kind.value(type, i, c);
      switch (type) {
        case gl.GL_BYTE:
          view.setInt8(at, v);
          break;
        case gl.GL_UNSIGNED_BYTE:
          view.setUint8(at, v);
          break;
        case gl.GL_SHORT:
          view.setInt16(at, v, true);
          break;
        case gl.GL_UNSIGNED_SHORT:
          view.setUint16(at, v, true);
          break;
        case gl.GL_INT:
          view.setInt32(at, v, true);
          break;
        case gl.GL_UNSIGNED_INT:
          view.setUint32(at, v, true);
          break;
        case gl.GL_FLOAT:
          view.setFloat32(at, v, true);
          break;
        default:
          view.setFloat64(at, v, true);
      }
    }
  }
  return bytes;
}

/** Positions in tightly packed floats, for the kinds other than 'vertex'. */
const POSITIONS = new Float32Array(
  Array.from({ length: VERTICES }, (_, i) => [2 * i + 1, 2 + (i % 3)]).flat(),
);

/** Draws the 8 points with `kind`'s array in a layout, from client memory or a buffer object; the window bytes. */
function drawLayout(
  kind: Kind,
  type: number,
  size: number,
  offset: number,
  stride: number,
  fromBuffer: boolean,
): Uint8Array {
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
  gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 0);
  gl.glVertexPointer(2, gl.GL_FLOAT, 0, POSITIONS);
  kind.enable();
  const bytes = pack(kind, type, size, offset, stride);
  if (fromBuffer) {
    const names = new Uint32Array(1);
    gl.glGenBuffers(1, names);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, bytes.byteLength, bytes, gl.GL_STATIC_DRAW);
    kind.pointer(size, type, stride, offset);
  } else {
    kind.pointer(size, type, stride, bytes.subarray(offset));
  }
  gl.glDrawArrays(gl.GL_POINTS, 0, VERTICES);
  kind.disable();
  return readWindow(SIZE, SIZE).data;
}

/** The odd layouts of an element of `bytes` bytes: [offset, stride]. */
function oddLayouts(bytes: number): [number, number][] {
  return [
    [1, bytes + 1],
    [2, bytes + 2],
    [3, bytes + 5],
    [1, 260],
  ];
}

function useWindowProjection(): void {
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glLoadIdentity();
  gl.glOrtho(-0.5, SIZE - 0.5, -0.5, SIZE - 0.5, -1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
}

for (const driver of DRIVERS) {
  describe(`vertex arrays in any layout [${driver}]`, () => {
    useProbeContext(driver);

    for (const kind of KINDS) {
      it(`${kind.name} arrays of every type at odd offsets and strides draw as when packed`, () => {
        useWindowProjection();
        for (const type of kind.types) {
          for (const size of kind.sizes) {
            const element = size * TYPE_BYTES.get(type)!;
            const reference = drawLayout(kind, type, size, 0, (element + 3) & ~3, false);
            expect(reference.some((b, i) => i % 4 !== 3 && b !== 0)).toBe(true);
            for (const [offset, stride] of oddLayouts(element)) {
              for (const fromBuffer of [false, true]) {
                const got = drawLayout(kind, type, size, offset, stride, fromBuffer);
                const what = `type 0x${type.toString(16)} size ${size} offset ${offset} stride ${stride} ${fromBuffer ? 'buffer' : 'client'}`;
                expect(sameBytes(got, reference), what).toBe(true);
              }
            }
          }
        }
        expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      });
    }

    it('every draw call with an interleaved odd layout: bytes of colour and shorts of position', () => {
      useWindowProjection();
      // Reference: the same values as tightly packed floats.
      const colors = Array.from({ length: VERTICES }, (_, i) => [20 + 25 * i, 200 - 20 * i, 77]);
      const floatsColor = new Float32Array(colors.flat().map((b) => b / 255));
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      gl.glEnableClientState(gl.GL_COLOR_ARRAY);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, POSITIONS);
      gl.glColorPointer(3, gl.GL_FLOAT, 0, floatsColor);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glDrawArrays(gl.GL_POINTS, 0, VERTICES);
      const reference = readWindow(SIZE, SIZE).data;
      // Interleaved: 1 byte of padding, then per vertex 3 colour bytes and 3 shorts (x, y, 0): stride 9.
      const bytes = new Uint8Array(1 + 9 * VERTICES);
      const view = new DataView(bytes.buffer);
      for (let i = 0; i < VERTICES; i++) {
        bytes.set(colors[i]!, 1 + 9 * i);
        view.setInt16(4 + 9 * i, POSITIONS[2 * i]!, true);
        view.setInt16(6 + 9 * i, POSITIONS[2 * i + 1]!, true);
      }
      const indices = new Uint16Array([0, 1, 2, 3, 4, 5, 6, 7]);
      const draws: [string, () => void][] = [
        ['glDrawArrays', () => gl.glDrawArrays(gl.GL_POINTS, 0, VERTICES)],
        ['glDrawElements', () => gl.glDrawElements(gl.GL_POINTS, VERTICES, gl.GL_UNSIGNED_SHORT, indices)],
        [
          'glDrawRangeElements',
          () => gl.glDrawRangeElements(gl.GL_POINTS, 0, 7, VERTICES, gl.GL_UNSIGNED_SHORT, indices),
        ],
        ['glMultiDrawArrays', () => gl.glMultiDrawArrays(gl.GL_POINTS, [0, 3], [3, 5], 2)],
        [
          'glMultiDrawElements',
          () =>
            gl.glMultiDrawElements(
              gl.GL_POINTS,
              [4, 4],
              gl.GL_UNSIGNED_SHORT,
              [indices.subarray(0, 4), indices.subarray(4)],
              2,
            ),
        ],
        [
          'glArrayElement',
          () => {
            gl.glBegin(gl.GL_POINTS);
            for (let i = 0; i < VERTICES; i++) gl.glArrayElement(i);
            gl.glEnd();
          },
        ],
      ];
      for (const fromBuffer of [false, true]) {
        if (fromBuffer) {
          const names = new Uint32Array(1);
          gl.glGenBuffers(1, names);
          gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
          gl.glBufferData(gl.GL_ARRAY_BUFFER, bytes.byteLength, bytes, gl.GL_STATIC_DRAW);
          gl.glColorPointer(3, gl.GL_UNSIGNED_BYTE, 9, 1);
          gl.glVertexPointer(3, gl.GL_SHORT, 9, 4);
        } else {
          gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 0);
          gl.glColorPointer(3, gl.GL_UNSIGNED_BYTE, 9, bytes.subarray(1));
          gl.glVertexPointer(3, gl.GL_SHORT, 9, bytes.subarray(4));
        }
        for (const [name, draw] of draws) {
          gl.glClear(gl.GL_COLOR_BUFFER_BIT);
          draw();
          const got = readWindow(SIZE, SIZE).data;
          expect(sameBytes(got, reference), `${name} ${fromBuffer ? 'buffer' : 'client'}`).toBe(true);
        }
      }
    });

    it('glInterleavedArrays at an odd buffer offset and with an odd stride', () => {
      useWindowProjection();
      const reference = (() => {
        gl.glClear(gl.GL_COLOR_BUFFER_BIT);
        const data = new Float32Array(VERTICES * 6);
        for (let i = 0; i < VERTICES; i++)
          data.set([0.2, 0.4, 1, POSITIONS[2 * i]!, POSITIONS[2 * i + 1]!, 0], 6 * i);
        gl.glInterleavedArrays(gl.GL_C3F_V3F, 0, data);
        gl.glDrawArrays(gl.GL_POINTS, 0, VERTICES);
        return readWindow(SIZE, SIZE).data;
      })();
      // GL_C4UB_V3F: 4 colour bytes then 3 floats, stride 18, from byte 3 of a buffer object.
      const stride = 18;
      const bytes = new Uint8Array(3 + stride * VERTICES);
      const view = new DataView(bytes.buffer);
      for (let i = 0; i < VERTICES; i++) {
        const at = 3 + stride * i;
        bytes.set([51, 102, 255, 255], at);
        view.setFloat32(at + 4, POSITIONS[2 * i]!, true);
        view.setFloat32(at + 8, POSITIONS[2 * i + 1]!, true);
      }
      const names = new Uint32Array(1);
      gl.glGenBuffers(1, names);
      gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
      gl.glBufferData(gl.GL_ARRAY_BUFFER, bytes.byteLength, bytes, gl.GL_STATIC_DRAW);
      gl.glInterleavedArrays(gl.GL_C4UB_V3F, stride, 3);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glDrawArrays(gl.GL_POINTS, 0, VERTICES);
      expect(sameBytes(readWindow(SIZE, SIZE).data, reference)).toBe(true);
    });
  });
}

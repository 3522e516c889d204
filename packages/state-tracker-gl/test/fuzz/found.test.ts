// What the fuzzer found, as the minimal programs it printed: each must now keep the fuzzer's properties
// (fuzz/run.ts: nothing throws, no call over the time limit, the known triangle still draws) on every
// driver. These stay valid when the generator changes and the seeds in regressions.json mean other calls.
import { describe, expect, it } from 'vitest';
import { runOnFreshContext } from '../../fuzz/run.js';
import type { Call } from '../../fuzz/sequence.js';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';

const call = (name: keyof typeof gl, ...args: unknown[]): Call => ({ name, args });

/** A list that calls itself twice around `draw`: 2^64 replays within the nesting limit, unless bounded. */
function selfCallingList(draw: Call): Call[] {
  return [
    call('glNewList', 5, gl.GL_COMPILE),
    call('glCallList', 5),
    call('glCallList', 5),
    draw,
    call('glEndList'),
    call('glCallList', 5),
  ];
}

const FOUND: Record<string, () => Call[]> = {
  'glBufferSubData at a fractional offset of a buffer webgl keeps (reached the driver, which refused it)':
    () => [
      call('glBindBuffer', gl.GL_ELEMENT_ARRAY_BUFFER, 3),
      call('glBufferData', gl.GL_ELEMENT_ARRAY_BUFFER, 7, new Float32Array(52), gl.GL_DYNAMIC_READ),
      call('glBufferSubData', gl.GL_ELEMENT_ARRAY_BUFFER, 1.31, 4, new Uint16Array(108)),
      call('glGetBufferSubData', gl.GL_ELEMENT_ARRAY_BUFFER, 0.5, 2, new Uint8Array(8)),
    ],
  'glEvalMesh2 with an empty i range and j2 = 2^31 - 1 (walked every row)': () => [
    call('glEvalMesh2', gl.GL_POINT, 8, 3, 6, Number.MAX_VALUE),
  ],
  'glCopyPixels of a 6 × 52468 rectangle far outside the window (read and drew it all)': () => [
    call('glCopyPixels', -2147483648, Number.MIN_VALUE, 6, 52468, gl.GL_DEPTH),
  ],
  'a self-calling list of rectangles (2^18 draws)': () =>
    selfCallingList(call('glRecti', -6, -1, 1e9, -1e30)),
  'a self-calling list of bitmaps (an upload and a draw each on webgl)': () => [
    call('glRasterPos2f', -1, -1),
    ...selfCallingList(call('glBitmap', 64, 64, 0, 0, 1, 0, new Uint8Array(512).fill(0xaa))),
  ],
  'a self-calling list of 256 × 256 texture images (the budget counts their texels)': () =>
    selfCallingList(
      call(
        'glTexImage2D',
        gl.GL_TEXTURE_2D,
        0,
        gl.GL_RGBA,
        256,
        256,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array(1 << 18),
      ),
    ),
  'a self-calling list of raster positions': () =>
    selfCallingList(call('glRasterPos3d', 2147483647, 0.3564453125, -1.7509765625)),
  'a self-calling list of rectangles while an occlusion query counts (a readback per draw on webgl)': () => [
    call('glBeginQuery', gl.GL_SAMPLES_PASSED, 3),
    ...selfCallingList(call('glRectd', Number.NaN, 0.5, Number.POSITIVE_INFINITY, 0.0166015625)),
    call('glEndQuery', gl.GL_SAMPLES_PASSED),
  ],
  'a fragment program sampling RECT and CUBE on units without images (textureSampling threw on the missing base image)':
    () => {
      const text =
        '!!ARBfp1.0\nTEMP t, k;\nTXP t, fragment.texcoord[1], texture[1], RECT;\nTEX k, fragment.texcoord[2], texture[2], CUBE;\nADD result.color, t, k;\nEND';
      return [
        call(
          'glProgramStringARB',
          gl.GL_FRAGMENT_PROGRAM_ARB,
          gl.GL_PROGRAM_FORMAT_ASCII_ARB,
          text.length,
          text,
        ),
        call('glEnable', gl.GL_FRAGMENT_PROGRAM_ARB),
        call('glRecti', -1, -1, 1, 1),
        call('glFinish'),
      ];
    },
  'generic attributes set before glBitmap: vertices of 65 floats, wider than WebGL fetches (webgl threw on the stride)':
    () => [
      call('glVertexAttrib4fARB', 3, 1, 0, 0, 1),
      call('glVertexAttrib4fARB', 2, 0, 1, 0, 1),
      call('glVertexAttrib4fARB', 1, 0, 0, 1, 1),
      call('glVertexAttrib4fARB', 7, 1, 1, 0, 1),
      call('glBitmap', 5, 8, 0.25, 1.75, -1.75, 0.5, new Uint8Array(64).fill(0xa5)),
    ],
  'a vertex program that writes no texture coordinate with a fragment program projecting one (webgl crashed)':
    () => {
      const vp = '!!ARBvp1.0\nMOV result.position, vertex.position;\nMOV result.color, vertex.color;\nEND';
      const fp =
        '!!ARBfp1.0\nTEMP t;\nTXP t, fragment.texcoord[1], texture[1], 2D;\nMOV result.color, t;\nEND';
      return [
        call('glProgramStringARB', gl.GL_VERTEX_PROGRAM_ARB, gl.GL_PROGRAM_FORMAT_ASCII_ARB, vp.length, vp),
        call('glProgramStringARB', gl.GL_FRAGMENT_PROGRAM_ARB, gl.GL_PROGRAM_FORMAT_ASCII_ARB, fp.length, fp),
        call('glEnable', gl.GL_VERTEX_PROGRAM_ARB),
        call('glEnable', gl.GL_FRAGMENT_PROGRAM_ARB),
        call('glBegin', gl.GL_POLYGON),
        call('glVertex2f', -1, -1),
        call('glVertex2f', 1, -1),
        call('glVertex2f', 1, 1),
        call('glVertex2f', -0.25, 0.5),
        call('glEnd'),
        call('glFinish'),
      ];
    },
  'glViewport with height 2^31 (wrapped to a negative scale the pipe refused)': () => [
    call('glViewport', Number.NEGATIVE_INFINITY, 2, 1, 2147483648),
    call('glBegin', gl.GL_POINTS),
    call('glVertex3f', 3, 1, 2),
    call('glEnd'),
  ],
};

for (const driver of ['noop', ...DRAWING_DRIVERS]) {
  describe(`programs the fuzzer found [${driver}]`, () => {
    for (const [title, calls] of Object.entries(FOUND)) {
      it(title, async () => {
        expect(await runOnFreshContext(driver, calls)).toBeNull();
      });
    }
  });
}

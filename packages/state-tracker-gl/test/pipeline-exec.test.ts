// The draw path end to end without a drawing driver: the vertex stage of each draw runs on the CPU with
// tgsi (test/helpers/pipe-recorder.ts) from exactly the vertex elements, buffers, constants and viewport
// the context bound, so positions and colours are checked for immediate mode, batches, client arrays,
// buffer objects, indices and display lists.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';
import { type RecordedDraw, recordDraws } from './helpers/pipe-recorder.js';

let ctx: NoopGl;
let draws: RecordedDraw[];
beforeEach(async () => {
  ctx = await noopContext(64, 32);
  draws = recordDraws(ctx.ctx.pipe);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glOrtho(0, 64, 0, 32, -1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

const round = (v: number[]) => v.map((x) => Math.round(x * 1e4) / 1e4 + 0);
const windows = (d: RecordedDraw) => d.vertices.map((v) => round(v.window.slice(0, 2)));
const colors = (d: RecordedDraw) => d.vertices.map((v) => round(v.color));

describe('the vertex stage of what the context sends', () => {
  it('immediate mode: object coordinates land on the same window coordinates under a matching ortho projection', () => {
    gl.glBegin(gl.GL_TRIANGLES);
    gl.glColor3f(1, 0, 0);
    gl.glVertex2f(8, 4);
    gl.glColor3ub(0, 255, 0);
    gl.glVertex2f(56, 4);
    gl.glColor4us(0, 0, 65535, 32767);
    gl.glVertex2f(32, 28);
    gl.glEnd();
    gl.glFlush();
    expect(draws.length).toBe(1);
    expect(windows(draws[0]!)).toEqual([
      [8, 4],
      [56, 4],
      [32, 28],
    ]);
    expect(colors(draws[0]!)).toEqual([
      [1, 0, 0, 1],
      [0, 1, 0, 1],
      [0, 0, 1, 0.5],
    ]);
  });

  it('a second batch after a flush starts further into the stream buffer and still reads its own vertices', () => {
    for (const x of [10, 40]) {
      gl.glBegin(gl.GL_LINES);
      gl.glVertex2f(x, 1);
      gl.glVertex2f(x + 5, 2);
      gl.glEnd();
      gl.glFlush();
    }
    expect(draws.map(windows)).toEqual([
      [
        [10, 1],
        [15, 2],
      ],
      [
        [40, 1],
        [45, 2],
      ],
    ]);
  });

  // 140 batches of 85 triangles with a colour (32-byte vertices; at most 256 vertices, what the recorder
  // shades in one run): 1.1 MB, past the end of the 1 MB stream buffer.
  const BATCHES = 140;
  const TRIANGLES = 85;

  function fillPastTheStreamBuffer(): void {
    for (let b = 0; b < BATCHES; b++) {
      gl.glBegin(gl.GL_TRIANGLES);
      for (let t = 0; t < TRIANGLES; t++) {
        gl.glColor3f(b / 256, t / 128, 0);
        gl.glVertex2f(b, t % 30);
        gl.glVertex2f(b + 1, t % 30);
        gl.glVertex2f(b, (t % 30) + 1);
      }
      gl.glEnd();
      gl.glFlush();
    }
  }

  function expectEveryBatchReadItsOwnVertices(): void {
    expect(draws.length).toBe(BATCHES);
    draws.forEach((d, b) => {
      expect(d.vertices.length).toBe(3 * TRIANGLES);
      for (const t of [0, 1, 42, TRIANGLES - 1]) {
        expect(windows(d).slice(3 * t, 3 * t + 3)).toEqual([
          [b, t % 30],
          [b + 1, t % 30],
          [b, (t % 30) + 1],
        ]);
        expect(colors(d)[3 * t + 2]).toEqual(round([b / 256, t / 128, 0, 1]));
      }
    });
  }

  it('immediate mode past the end of the stream buffer starts over in the same buffer when no queued work reads it', () => {
    const creates = ctx.screen.counters.resourceCreate;
    fillPastTheStreamBuffer();
    // driver-noop draws at once: is_resource_referenced is 0, so the buffer is reused, not replaced.
    expect(ctx.screen.counters.resourceCreate).toBe(creates);
    expectEveryBatchReadItsOwnVertices();
  });

  it('... and in a new buffer while queued work still reads the old one (is_resource_referenced)', () => {
    const creates = ctx.screen.counters.resourceCreate;
    ctx.ctx.pipe.isResourceReferenced = () => 3; // a driver that queues draws (PIPE_REFERENCED_FOR_READ | WRITE)
    fillPastTheStreamBuffer();
    expect(ctx.screen.counters.resourceCreate).toBe(creates + 1);
    expectEveryBatchReadItsOwnVertices();
  });

  it('the modelview matrix applies; texture coordinates of other units widen the batch without moving vertices', () => {
    gl.glTranslatef(10, 5, 0);
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(1, 1);
    gl.glMultiTexCoord2f(gl.GL_TEXTURE3, 0.5, 0.5);
    gl.glVertex2f(2, 2);
    gl.glEnd();
    gl.glFlush();
    expect(windows(draws[0]!)).toEqual([
      [11, 6],
      [12, 7],
    ]);
  });

  it('client arrays: normalized unsigned-byte colours and short positions', () => {
    gl.glVertexPointer(2, gl.GL_SHORT, 0, new Int16Array([0, 0, 64, 0, 0, 32]));
    gl.glColorPointer(
      4,
      gl.GL_UNSIGNED_BYTE,
      0,
      new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 51]),
    );
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glEnableClientState(gl.GL_COLOR_ARRAY);
    gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
    expect(windows(draws[0]!)).toEqual([
      [0, 0],
      [64, 0],
      [0, 32],
    ]);
    expect(colors(draws[0]!)[2]).toEqual([0, 0, 1, 0.2]);
  });

  it('buffer objects and indices: glDrawElements reads the indexed vertices; a disabled colour array reads the current colour', () => {
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 1);
    gl.glBufferData(
      gl.GL_ARRAY_BUFFER,
      32,
      new Float32Array([0, 0, 10, 0, 10, 10, 0, 10]),
      gl.GL_STATIC_DRAW,
    );
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, 0);
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glColor3f(0.25, 0.5, 0.75);
    gl.glDrawElements(gl.GL_TRIANGLES, 3, gl.GL_UNSIGNED_BYTE, new Uint8Array([3, 2, 1]));
    expect(windows(draws[0]!)).toEqual([
      [0, 10],
      [10, 10],
      [10, 0],
    ]);
    expect(colors(draws[0]!)[0]).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('display lists: replay uses the matrix at call time and the current colour the list never set', () => {
    gl.glNewList(1, gl.GL_COMPILE);
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(1, 2);
    gl.glEnd();
    gl.glEndList();
    gl.glColor3f(0, 1, 1);
    gl.glTranslatef(20, 0, 0);
    gl.glCallList(1);
    gl.glColor3f(1, 1, 0);
    gl.glTranslatef(20, 0, 0);
    gl.glCallList(1);
    expect(draws.map(windows)).toEqual([[[21, 2]], [[41, 2]]]);
    expect(draws.map((d) => colors(d)[0])).toEqual([
      [0, 1, 1, 1],
      [1, 1, 0, 1],
    ]);
  });
});

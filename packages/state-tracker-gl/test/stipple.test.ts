// glPolygonStipple on driver-noop: the pattern reaches set_polygon_stipple as 32 words, bottom row first,
// pixel x in bit 31 − x (unpacked under the UNPACK_* modes, at compile time inside display lists), the
// rasterizer enables it with GL_POLYGON_STIPPLE, and glGetPolygonStipple packs it back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
let stipples: number[][];
let stippleFlags: boolean[];
beforeEach(async () => {
  ctx = await noopContext();
  stipples = [];
  stippleFlags = [];
  const pipe = ctx.ctx.pipe;
  const os = pipe.setPolygonStipple.bind(pipe);
  pipe.setPolygonStipple = (s) => {
    stipples.push([...s.stipple]);
    os(s);
  };
  const or = pipe.createRasterizerState.bind(pipe);
  pipe.createRasterizerState = (r) => {
    stippleFlags.push(r.polyStipple);
    return or(r);
  };
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

function draw(): void {
  gl.glRectf(-1, -1, 1, 1);
  gl.glFlush();
}

describe('polygon stipple', () => {
  it('reaches the driver in pipe_poly_stipple layout and round-trips through glGetPolygonStipple', () => {
    const pattern = new Uint8Array(128);
    for (let row = 0; row < 32; row++) pattern.set([row, 0xaa, 0, 0x01], row * 4);
    gl.glPolygonStipple(pattern);
    gl.glEnable(gl.GL_POLYGON_STIPPLE);
    draw();
    expect(stippleFlags.at(-1)).toBe(true);
    const words = stipples.at(-1)!;
    expect(words.length).toBe(32);
    expect(words[0]! >>> 0).toBe(0x00aa0001);
    expect(words[5]! >>> 0).toBe(0x05aa0001);
    const back = new Uint8Array(128);
    gl.glGetPolygonStipple(back);
    expect(Array.from(back)).toEqual(Array.from(pattern));
  });

  it('honours UNPACK_LSB_FIRST, is compiled with its pattern, and refuses a short array', () => {
    gl.glPixelStorei(gl.GL_UNPACK_LSB_FIRST, 1);
    gl.glNewList(1, gl.GL_COMPILE);
    gl.glPolygonStipple(new Uint8Array(128).fill(0x01));
    gl.glEndList();
    gl.glPixelStorei(gl.GL_UNPACK_LSB_FIRST, 0);
    gl.glCallList(1);
    draw();
    expect(stipples.at(-1)![0]! >>> 0).toBe(0x80808080);
    gl.glPolygonStipple(new Uint8Array(16));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
  });
});

// What the context binds for texturing, on driver-noop with the real fixed-function programs: a complete
// texture on an enabled unit gets a sampler view (with the swizzle its base format needs) and a sampler
// state with its parameters; incomplete textures disable the unit; texel uploads land in the resource.
import type { PipeSamplerState, PipeSamplerViewTemplate } from '@gallium-ts/gallium-api';
import {
  PipeFormat,
  PipeSwizzle,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';

let ctx: gl.GlContext;
let views: PipeSamplerViewTemplate[];
let samplers: PipeSamplerState[];
beforeEach(async () => {
  ctx = await gl.createContext({ width: 8, height: 8, driver: 'noop' });
  gl.makeCurrent(ctx);
  views = [];
  samplers = [];
  const pipe = ctx.pipe;
  const ov = pipe.createSamplerView.bind(pipe);
  pipe.createSamplerView = (res, t) => {
    views.push(structuredClone(t));
    return ov(res, t);
  };
  const os = pipe.createSamplerState.bind(pipe);
  pipe.createSamplerState = (t) => {
    samplers.push(structuredClone(t));
    return os(t);
  };
});
afterEach(async () => {
  await ctx.destroy();
  gl.makeCurrent(null);
});

function draw(): void {
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glTexCoord2f(0, 0);
  gl.glVertex2f(0, 0);
  gl.glVertex2f(1, 0);
  gl.glVertex2f(0, 1);
  gl.glEnd();
  gl.glFlush();
}

describe('texture binding', () => {
  it('a LUMINANCE texture is stored in one channel and viewed as (L, L, L, 1), with its sampler parameters', () => {
    gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      gl.GL_LUMINANCE8,
      2,
      2,
      0,
      gl.GL_LUMINANCE,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array([1, 2, 3, 4]),
    );
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_LINEAR);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_EDGE);
    gl.glEnable(gl.GL_TEXTURE_2D);
    draw();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    expect(views.length).toBe(1);
    expect([PipeFormat.L8_UNORM, PipeFormat.R8_UNORM]).toContain(views[0]!.format);
    const swizzle = [views[0]!.swizzleR, views[0]!.swizzleG, views[0]!.swizzleB, views[0]!.swizzleA];
    expect(swizzle.slice(3)).toEqual([PipeSwizzle.ONE]);
    expect(new Set(swizzle.slice(0, 3)).size).toBe(1);
    expect(samplers.at(-1)).toMatchObject({
      minImgFilter: PipeTexFilter.LINEAR,
      minMipFilter: PipeTexMipfilter.NONE,
      magImgFilter: PipeTexFilter.LINEAR,
      wrapS: PipeTexWrap.CLAMP_TO_EDGE,
      wrapT: PipeTexWrap.REPEAT,
    });
    const back = new Uint8Array(4);
    gl.glPixelStorei(gl.GL_PACK_ALIGNMENT, 1);
    gl.glGetTexImage(gl.GL_TEXTURE_2D, 0, gl.GL_LUMINANCE, gl.GL_UNSIGNED_BYTE, back);
    expect(Array.from(back)).toEqual([1, 2, 3, 4]);
    expect(ctx.ff.textureUnits[0]!.target).toBe(gl.GL_TEXTURE_2D);
    expect(ctx.ff.textureUnits[0]!.baseFormat).toBe(gl.GL_LUMINANCE);
  });

  it('an incomplete texture (mipmap filter, one level) disables texturing on its unit', () => {
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      gl.GL_RGBA,
      2,
      2,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(16),
    );
    gl.glEnable(gl.GL_TEXTURE_2D);
    draw();
    expect(ctx.ff.textureUnits[0]!.target).toBe(0);
    expect(views.length).toBe(0);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
    draw();
    expect(ctx.ff.textureUnits[0]!.target).toBe(gl.GL_TEXTURE_2D);
    expect(views.length).toBe(1);
  });

  it('GL_GENERATE_MIPMAP makes the chain complete when the base level is specified', () => {
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_GENERATE_MIPMAP, gl.GL_TRUE);
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      gl.GL_RGBA,
      4,
      4,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(64),
    );
    gl.glEnable(gl.GL_TEXTURE_2D);
    draw();
    expect(ctx.ff.textureUnits[0]!.target).toBe(gl.GL_TEXTURE_2D);
    expect(views[0]).toMatchObject({ firstLevel: 0, lastLevel: 2 });
  });

  it('cube maps: six faces make a complete cube; a cube face must be square', () => {
    gl.glTexParameteri(gl.GL_TEXTURE_CUBE_MAP, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
    gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
    for (let f = 0; f < 6; f++) {
      gl.glTexImage2D(
        gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X + f,
        0,
        gl.GL_RGB,
        2,
        2,
        0,
        gl.GL_RGB,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array(12),
      );
    }
    gl.glTexImage2D(
      gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X,
      0,
      gl.GL_RGB,
      2,
      4,
      0,
      gl.GL_RGB,
      gl.GL_UNSIGNED_BYTE,
      null,
    );
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glEnable(gl.GL_TEXTURE_CUBE_MAP);
    draw();
    expect(ctx.ff.textureUnits[0]!.target).toBe(gl.GL_TEXTURE_CUBE_MAP);
  });
});

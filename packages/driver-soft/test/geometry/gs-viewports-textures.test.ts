// A geometry shader as the last vertex stage in what the rasterizer and the sampler see: its
// VIEWPORT_INDEX output picks the viewport of each primitive, and its texture instructions read the
// views bound to the geometry stage.
import {
  makeBox,
  PipeBind,
  PipeFormat,
  PipePrim,
  PipeShader,
  PipeTransfer,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
} from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { differingPixels, GeometryEnv, rgba8 } from './geometry-env.js';

let env: GeometryEnv;
afterEach(() => env?.destroy());

/** A full-viewport square per invocation, coloured (i, 1 − i, 0, 1), in viewport i. */
const VIEWPORT_GS = `GEOM
PROPERTY GS_INPUT_PRIMITIVE POINTS
PROPERTY GS_OUTPUT_PRIMITIVE TRIANGLE_STRIP
PROPERTY GS_MAX_OUTPUT_VERTICES 4
PROPERTY GS_INVOCATIONS 2
DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], VIEWPORT_INDEX
DCL SV[0], INVOCATIONID
DCL TEMP[0]
IMM[0] FLT32 { -1.0, 1.0, 0.0, 1.0 }
IMM[1] FLT32 { 1.0, 0.0, 0.0, 0.0 }
MOV OUT[2].x, SV[0].xxxx
U2F TEMP[0].x, SV[0].xxxx
MOV OUT[1].x, TEMP[0].xxxx
ADD OUT[1].y, IMM[1].xxxx, -TEMP[0].xxxx
MOV OUT[1].zw, IMM[1].yyyx
MOV OUT[0], IMM[0].xxzw
EMIT
MOV OUT[0], IMM[0].yxzw
EMIT
MOV OUT[0], IMM[0].xyzw
EMIT
MOV OUT[0], IMM[0].yyzw
EMIT
END`;

/** A full-screen square coloured by the texel at (0.75, 0.25) of the geometry stage's view 0. */
const TEXTURED_GS = `GEOM
PROPERTY GS_INPUT_PRIMITIVE POINTS
PROPERTY GS_OUTPUT_PRIMITIVE TRIANGLE_STRIP
PROPERTY GS_MAX_OUTPUT_VERTICES 4
DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0]
IMM[0] FLT32 { -1.0, 1.0, 0.0, 1.0 }
IMM[1] FLT32 { 0.75, 0.25, 0.0, 0.0 }
TXL TEMP[0], IMM[1], SAMP[0], 2D
MOV OUT[1], TEMP[0]
MOV OUT[0], IMM[0].xxzw
EMIT
MOV OUT[0], IMM[0].yxzw
EMIT
MOV OUT[0], IMM[0].xyzw
EMIT
MOV OUT[0], IMM[0].yyzw
EMIT
END`;

describe('the geometry shader as the last vertex stage', () => {
  it('VIEWPORT_INDEX from the geometry shader selects each primitive’s viewport', () => {
    env = new GeometryEnv(32, 16);
    // Viewport 0 is the left half of the target, viewport 1 the right half.
    env.ctx.setViewportStates(0, [
      { scale: [8, 8, 0.5], translate: [8, 8, 0.5] },
      { scale: [8, 8, 0.5], translate: [24, 8, 0.5] },
    ]);
    env.shaders({ gs: VIEWPORT_GS });
    env.vertices([[0, 0, 0, 1]]);
    env.draw(PipePrim.POINTS, 1);
    const left = rgba8([0, 1, 0, 1]);
    const right = rgba8([1, 0, 0, 1]);
    expect(differingPixels(env.save('gs-viewport-index'), (x) => (x < 16 ? left : right))).toEqual([]);
  });

  it('texture instructions of a geometry shader read the views bound to the geometry stage', () => {
    env = new GeometryEnv(8, 8);
    const texture = env.screen.resourceCreate(
      resourceTemplate({
        format: PipeFormat.R8G8B8A8_UNORM,
        width0: 2,
        height0: 2,
        bind: PipeBind.SAMPLER_VIEW,
      }),
    );
    // Texel (1, 0) — the one (0.75, 0.25) falls in — is (51, 102, 153, 255).
    const texels = new Uint8Array([0, 0, 0, 255, 51, 102, 153, 255, 0, 0, 0, 255, 0, 0, 0, 255]);
    env.ctx.textureSubdata(texture, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 2, 2, 1), texels, 8, 16);
    env.ctx.setSamplerViews(PipeShader.GEOMETRY, 0, [
      env.ctx.createSamplerView(texture, samplerViewTemplate(texture)),
    ]);
    env.ctx.bindSamplerStates(PipeShader.GEOMETRY, 0, [env.ctx.createSamplerState(samplerState())]);
    env.shaders({ gs: TEXTURED_GS });
    env.vertices([[0, 0, 0, 1]]);
    env.draw(PipePrim.POINTS, 1);
    expect(differingPixels(env.image(), () => [51, 102, 153, 255])).toEqual([]);
    env.screen.resourceDestroy(texture);
  });
});

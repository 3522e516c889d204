// A shader that exceeds the loop cap stops its draw with a PipeError naming the stage and the limit, and
// the draw leaves nothing behind: the render targets (colour and depth) are exactly as before it, what
// was drawn earlier is kept, stream output and query counts are undone, and the context keeps working.
// Fragment shaders run when the scene is rasterized, so their draws are rasterized at once (with the rows
// they touch saved first); vertex and geometry shaders run at draw time and are undone through the
// scene's checkpoint. Most tests use a screen with maxLoopIterations 1000 to stay fast; one checks the
// default cap.
import {
  bufferTemplate,
  drawInfo,
  makeBox,
  PipeBind,
  PipeClear,
  PipeError,
  PipeFormat,
  PipeFunc,
  PipePrim,
  PipeQuery,
  type PipeResource,
  PipeShaderIr,
  PipeTransfer,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterEach, describe, expect, it } from 'vitest';
import { createSoftScreen } from '../../src/index.js';
import { pixelsOf, Rig } from '../pixels/rig.js';
import { LOOP_FROM_INSTANCE_1 } from './looping-shaders.js';

const CAP = 1000;
const RED = [1, 0, 0, 1];
const BLUE = [0, 0, 1, 1];

/** Green from pixels with x < `limit`; pixels at or right of it loop forever. */
function loopRightOf(limit: number): string {
  return `FRAG
DCL IN[0], POSITION, LINEAR
DCL OUT[0], COLOR
DCL TEMP[0]
IMM[0] FLT32 { ${limit}, 1, 0, 0 }
IMM[1] FLT32 { 0, 1, 0, 1 }
  0: BGNLOOP
  1:   SLT TEMP[0].x, IN[0].xxxx, IMM[0].xxxx
  2:   IF TEMP[0].xxxx
  3:     BRK
  4:   ENDIF
  5: ENDLOOP
  6: MOV OUT[0], IMM[1]
  7: END
`;
}

const rigs: Rig[] = [];
afterEach(() => {
  for (const r of rigs.splice(0)) r.destroy();
});

function rig(width = 128, height = 64): Rig {
  const r = new Rig({
    width,
    height,
    zs: PipeFormat.Z24_UNORM_S8_UINT,
    screen: createSoftScreen({ maxLoopIterations: CAP }),
  });
  r.dsa({
    depth: {
      enabled: true,
      writemask: true,
      func: PipeFunc.LESS,
      boundsTest: false,
      boundsMin: 0,
      boundsMax: 0,
    },
  });
  r.ctx.clear(PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
  rigs.push(r);
  return r;
}

/** Every pixel's RGBA8 colour, and the stored depth of every 5th pixel of every 7th row. */
function targets(r: Rig): { colors: number[][][]; depths: number[] } {
  return { colors: r.bytes(), depths: r.depths(5, 7) };
}

describe('a fragment shader past the loop cap', () => {
  it('stops the draw with PipeError naming the stage and the limit; colour and depth stay as before, earlier draws are kept', () => {
    const r = rig();
    // Binned, not yet rasterized when the failing draw comes.
    r.rect(0, 0, 128, 64, RED, 0.5);
    r.fs(loopRightOf(64));
    expect(() => r.rect(0, 0, 128, 64, [0, 0, 0, 0], 0.25)).toThrow(PipeError);
    r.png('loop-cap-fragment');
    const { colors, depths } = targets(r);
    expect(new Set(colors.flat().map((p) => p.join()))).toEqual(new Set(['255,0,0,255']));
    // Z24: 0.5 is stored as round(0.5 · (2^24 − 1)).
    expect(new Set(depths)).toEqual(new Set([Math.round(0.5 * 0xffffff) / 0xffffff]));
  });

  it('names the fragment stage and the limit in the message', () => {
    const r = rig();
    r.fs(loopRightOf(0));
    expect(() => r.rect(0, 0, 4, 4, RED)).toThrow(
      `drawVbo: the fragment shader stopped (loop iteration limit (${CAP}) exceeded); nothing of the draw was kept`,
    );
  });

  it('(control) the same shader over the left tile only finishes and writes green and depth 0.25 there', () => {
    // So the failing draw above did write the left tile before the right one stopped, and was undone.
    const r = rig();
    r.rect(0, 0, 128, 64, RED, 0.5);
    r.fs(loopRightOf(64));
    r.rect(0, 0, 64, 64, [0, 0, 0, 0], 0.25);
    const px = r.bytes();
    expect(px[10]![10]).toEqual([0, 255, 0, 255]);
    expect(px[10]![100]).toEqual([255, 0, 0, 255]);
    expect(r.depth(10, 10)).toBe(Math.round(0.25 * 0xffffff) / 0xffffff);
  });

  it('keeps the context working: later draws and clears behave, the draw fails again', () => {
    const r = rig(32, 32);
    const looping = r.ctx.createFsState({
      type: PipeShaderIr.TGSI,
      tokens: parseTgsi(loopRightOf(0)),
      streamOutput: null,
    });
    r.rect(0, 0, 8, 8, RED);
    r.ctx.bindFsState(looping);
    expect(() => r.rect(0, 0, 32, 32, RED)).toThrow(/fragment shader stopped/);
    r.fs(`FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
  0: MOV OUT[0], IN[0]
  1: END
`);
    r.rect(8, 8, 16, 16, BLUE, 0.4);
    expect(r.covered()).toEqual([...pixelsOf(0, 0, 8, 8), ...pixelsOf(8, 8, 16, 16)].sort());
    r.ctx.bindFsState(looping);
    expect(() => r.rect(0, 0, 32, 32, RED, 0.1)).toThrow(/fragment shader stopped/);
    expect(r.bytes()[12]![12]).toEqual([0, 0, 255, 255]);
    r.ctx.flush(0);
  });

  it('counts nothing in an occlusion query: the result holds the earlier draw only', () => {
    const r = rig();
    const q = r.ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
    r.ctx.beginQuery(q);
    r.rect(0, 0, 4, 5, RED);
    // The left tile's 4096 samples are counted before the right tile stops; the count is undone.
    r.fs(loopRightOf(64));
    expect(() => r.rect(0, 0, 128, 64, RED, 0.1)).toThrow(PipeError);
    r.ctx.endQuery(q);
    expect(r.ctx.getQueryResult(q, true)).toEqual({ kind: 'u64', value: 20n });
  });

  it('a draw whose fragment shader can stop is rasterized at once; one without loops waits in the scene', () => {
    const r = rig(32, 32);
    const color = r.colors[0]!;
    r.rect(0, 0, 4, 4, RED);
    expect(r.ctx.isResourceReferenced(color, 0, 0)).not.toBe(0);
    r.fs(loopRightOf(1000));
    r.rect(0, 0, 4, 4, RED, 0.1);
    expect(r.ctx.isResourceReferenced(color, 0, 0)).toBe(0);
  });

  it('at the default cap (1 048 576 iterations) too', () => {
    const r = new Rig({ width: 8, height: 8 });
    rigs.push(r);
    r.fs(loopRightOf(0));
    expect(() => r.rect(0, 0, 2, 2, RED)).toThrow('loop iteration limit (1048576) exceeded');
    expect(r.covered()).toEqual([]);
  });
});

describe('a vertex shader past the loop cap', () => {
  it('stops the draw at draw time: the instances already binned are dropped, earlier draws kept', () => {
    const r = rig(32, 32);
    r.rect(0, 0, 8, 8, RED);
    r.ctx.bindVsState(
      r.ctx.createVsState({
        type: PipeShaderIr.TGSI,
        tokens: parseTgsi(LOOP_FROM_INSTANCE_1),
        streamOutput: null,
      }),
    );
    expect(() => drawInstances(r, 2)).toThrow(
      `drawVbo: the vertex shader stopped (loop iteration limit (${CAP}) exceeded); nothing of the draw was kept`,
    );
    // (control) one instance draws the rectangle.
    expect(r.covered()).toEqual(pixelsOf(0, 0, 8, 8));
    drawInstances(r, 1);
    expect(r.covered()).toEqual(pixelsOf(0, 0, 16, 16));
  });

  it('undoes its stream output: the bytes and the internal offset are as before the draw', () => {
    const r = rig(32, 32);
    const buffer = r.screen.resourceCreate(bufferTemplate(256, PipeBind.STREAM_OUTPUT));
    const pattern = new Uint8Array(256).map((_, i) => (i * 7 + 3) & 255);
    r.ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, pattern);
    const target = r.ctx.createStreamOutputTarget(buffer, 16, 240);
    const streamOutput = {
      stride: [4, 0, 0, 0],
      output: [
        { registerIndex: 1, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 0, stream: 0 },
      ],
    };
    r.ctx.bindVsState(
      r.ctx.createVsState({ type: PipeShaderIr.TGSI, tokens: parseTgsi(LOOP_FROM_INSTANCE_1), streamOutput }),
    );
    r.ctx.setStreamOutputTargets([target], [0]);
    const q = r.ctx.createQuery(PipeQuery.PRIMITIVES_EMITTED, 0);
    r.ctx.beginQuery(q);
    expect(() => drawInstances(r, 2)).toThrow(/vertex shader stopped/);
    expect(bytesOf(r, buffer)).toEqual(pattern);
    // The next draw appends where the failed one started: at the target's offset 0.
    drawInstances(r, 1);
    r.ctx.endQuery(q);
    expect(r.ctx.getQueryResult(q, true)).toEqual({ kind: 'u64', value: 2n });
    const after = bytesOf(r, buffer);
    expect([...new Float32Array(after.slice(16, 16 + 6 * 16).buffer)]).toEqual(
      [0, 1, 2, 1, 3, 2].flatMap(() => [0, 0, 1, 1]),
    );
    expect(after.subarray(16 + 6 * 16)).toEqual(pattern.subarray(16 + 6 * 16));
    expect(after.subarray(0, 16)).toEqual(pattern.subarray(0, 16));
    r.ctx.setStreamOutputTargets([], []);
    r.ctx.streamOutputTargetDestroy(target);
    r.screen.resourceDestroy(buffer);
  });
});

describe('a geometry shader past the loop cap', () => {
  it('stops the draw with PipeError; what earlier runs of it emitted is dropped', () => {
    const r = rig(32, 32);
    r.rect(0, 0, 8, 8, RED);
    r.ctx.bindVsState(
      r.ctx.createVsState({ type: PipeShaderIr.TGSI, tokens: parseTgsi(INSTANCE_VS), streamOutput: null }),
    );
    r.ctx.bindGsState(
      r.ctx.createGsState({
        type: PipeShaderIr.TGSI,
        tokens: parseTgsi(LOOP_FROM_INSTANCE_1_GS),
        streamOutput: null,
      }),
    );
    // Instance 0 emits its triangles into the scene; instance 1 loops.
    expect(() => drawInstances(r, 2)).toThrow(
      `drawVbo: the geometry shader failed: loop iteration limit (${CAP}) exceeded`,
    );
    expect(r.covered()).toEqual(pixelsOf(0, 0, 8, 8));
    // (control) instance 0 alone draws the rectangle.
    drawInstances(r, 1);
    expect(r.covered()).toEqual(pixelsOf(0, 0, 16, 16));
  });
});

/** Position and GENERIC[0] through, the instance (as a float) in GENERIC[1]. */
const INSTANCE_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL SV[0], INSTANCEID
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL OUT[2], GENERIC[1]
  0: MOV OUT[0], IN[0]
  1: MOV OUT[1], IN[1]
  2: U2F OUT[2], SV[0].xxxx
  3: END
`;

/** Passes triangles through; loops forever first when GENERIC[1].x (the instance) is not 0. */
const LOOP_FROM_INSTANCE_1_GS = `GEOM
PROPERTY GS_INPUT_PRIMITIVE TRIANGLES
PROPERTY GS_OUTPUT_PRIMITIVE TRIANGLE_STRIP
PROPERTY GS_MAX_OUTPUT_VERTICES 3
DCL IN[][0], POSITION
DCL IN[][1], GENERIC[0]
DCL IN[][2], GENERIC[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL TEMP[0]
IMM[0] FLT32 { 0, 0, 0, 0 }
  0: BGNLOOP
  1:   SEQ TEMP[0].x, IN[0][2].xxxx, IMM[0].xxxx
  2:   IF TEMP[0].xxxx
  3:     BRK
  4:   ENDIF
  5: ENDLOOP
  6: MOV OUT[0], IN[0][0]
  7: MOV OUT[1], IN[0][1]
  8: EMIT
  9: MOV OUT[0], IN[1][0]
 10: MOV OUT[1], IN[1][1]
 11: EMIT
 12: MOV OUT[0], IN[2][0]
 13: MOV OUT[1], IN[2][1]
 14: EMIT
 15: END
`;

/** The rectangle [0, 16)² in RGBA (0, 0, 1, 1) as two triangles, `instances` times. */
function drawInstances(r: Rig, instances: number): void {
  const v = (x: number, y: number) => [(x - 16) / 16, (y - 16) / 16, 0, 1, 0, 0, 1, 1];
  const data = new Float32Array([v(0, 0), v(16, 0), v(0, 16), v(16, 0), v(16, 16), v(0, 16)].flat());
  r.ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer: null, userBuffer: data }]);
  r.ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: 6, instanceCount: instances }));
}

function bytesOf(r: Rig, buffer: PipeResource): Uint8Array {
  const map = r.ctx.transferMap(buffer, 0, PipeTransfer.READ, makeBox(0, 0, 0, buffer.width0, 1, 1))!;
  const bytes = map.data.slice();
  r.ctx.transferUnmap(map.transfer);
  return bytes;
}

// Indirect draws take count, instances, first vertex or index, base vertex and start instance from their
// buffer (not from the draw info), and texture_barrier rasterizes queued draws so later ones sample what
// they rendered.
import {
  bufferTemplate,
  drawInfo,
  makeBox,
  PipeBind,
  type PipeResource,
  PipeShader,
  PipeTransfer,
} from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { PipePrim, Rig } from './rig.js';

const RED = [1, 0, 0, 1];
const GREEN = [0, 1, 0, 1];

let rig: Rig;
afterEach(() => rig.destroy());

/** Vertices 0-3: a red strip over the left half; 4-7: a green strip over the right half (16×16 target). */
function twoRects(r: Rig): void {
  const strip = (x0: number, x1: number, color: readonly number[]) =>
    [
      [x0, 0],
      [x1, 0],
      [x0, 16],
      [x1, 16],
    ].flatMap(([x, y]) => [(x! - 8) / 8, (y! - 8) / 8, 0, 1, ...color]);
  const floats = new Float32Array([...strip(0, 8, RED), ...strip(8, 16, GREEN)]);
  r.ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer: null, userBuffer: floats }]);
}

function buffer(r: Rig, words: ArrayBufferView, bind: number): PipeResource {
  const b = r.screen.resourceCreate(bufferTemplate(words.byteLength, bind));
  r.ctx.bufferSubdata(b, PipeTransfer.WRITE, 0, words);
  return b;
}

/** Which halves got which colour: [left, right] as 'red', 'green' or 'none'. */
function halves(r: Rig): string[] {
  const name = (p: number[]) =>
    p[0] === 255 && p[1] === 0 ? 'red' : p[1] === 255 && p[0] === 0 ? 'green' : 'none';
  const rows = r.bytes();
  return [name(rows[8]![3]!), name(rows[8]![12]!)];
}

describe('indirect draws', () => {
  it('read count, instance count, first vertex and start instance from the buffer at the offset', () => {
    rig = new Rig();
    twoRects(rig);
    // Offset 8: the words before it are not parameters.
    const indirect = buffer(rig, new Uint32Array([99, 99, 4, 1, 4, 0]), PipeBind.COMMAND_ARGS_BUFFER);
    rig.ctx.drawVbo(
      drawInfo({ mode: PipePrim.TRIANGLE_STRIP, start: 0, count: 0, indirect, indirectOffset: 8 }),
    );
    expect(halves(rig)).toEqual(['none', 'green']);
  });

  it('of indexed draws read first index and base vertex too', () => {
    rig = new Rig();
    twoRects(rig);
    rig.ctx.setIndexBuffer({
      indexSize: 2,
      offset: 0,
      buffer: buffer(rig, new Uint16Array([0, 1, 2, 3, 0, 1, 2, 3]), PipeBind.INDEX_BUFFER),
      userBuffer: null,
    });
    // count 4, one instance, first index 4, base vertex 4 (indices 0..3 become vertices 4..7), instance 0.
    const words = new Int32Array([4, 1, 4, 4, 0]);
    const indirect = buffer(rig, words, PipeBind.COMMAND_ARGS_BUFFER);
    rig.ctx.drawVbo(
      drawInfo({
        mode: PipePrim.TRIANGLE_STRIP,
        indexed: true,
        start: 0,
        count: 8,
        indirect,
        indirectOffset: 0,
      }),
    );
    expect(halves(rig)).toEqual(['none', 'green']);
    // Base vertex 0 now: the red rectangle.
    rig.ctx.bufferSubdata(indirect, PipeTransfer.WRITE, 12, new Int32Array([0]));
    rig.ctx.drawVbo(
      drawInfo({
        mode: PipePrim.TRIANGLE_STRIP,
        indexed: true,
        start: 0,
        count: 8,
        indirect,
        indirectOffset: 0,
      }),
    );
    expect(halves(rig)).toEqual(['red', 'green']);
  });

  it('draw nothing when the buffer says zero vertices or zero instances, whatever the draw info says', () => {
    rig = new Rig();
    twoRects(rig);
    for (const words of [
      [0, 1, 0, 0],
      [8, 0, 0, 0],
    ]) {
      const indirect = buffer(rig, new Uint32Array(words), PipeBind.COMMAND_ARGS_BUFFER);
      rig.ctx.drawVbo(
        drawInfo({ mode: PipePrim.TRIANGLE_STRIP, start: 0, count: 4, indirect, indirectOffset: 0 }),
      );
    }
    expect(halves(rig)).toEqual(['none', 'none']);
  });

  it('see what a binned draw wrote into the parameter buffer through a shader buffer first', () => {
    rig = new Rig();
    twoRects(rig);
    const indirect = buffer(
      rig,
      new Uint32Array([0, 1, 4, 0]),
      PipeBind.COMMAND_ARGS_BUFFER | PipeBind.SHADER_BUFFER,
    );
    // A fragment shader that stores count = 4 into word 0 of the parameter buffer.
    rig.fs(
      'FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nDCL BUFFER[0]\nIMM[0] UINT32 { 0, 4, 0, 0 }\n' +
        '  0: STORE BUFFER[0].x, IMM[0].xxxx, IMM[0].yyyy\n  1: MOV OUT[0], IN[0]\n  2: END\n',
    );
    rig.ctx.setShaderBuffers(PipeShader.FRAGMENT, 0, [{ buffer: indirect, bufferOffset: 0, bufferSize: 16 }]);
    rig.ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLE_STRIP, start: 0, count: 4 }));
    rig.ctx.drawVbo(
      drawInfo({ mode: PipePrim.TRIANGLE_STRIP, start: 0, count: 0, indirect, indirectOffset: 0 }),
    );
    expect(halves(rig)).toEqual(['red', 'green']);
  });
});

describe('texture_barrier', () => {
  it('rasterizes binned draws: the render target is no longer referenced by queued work', () => {
    rig = new Rig();
    rig.rect(0, 0, 16, 16, GREEN);
    expect(rig.ctx.isResourceReferenced(rig.colors[0]!, 0, 0)).toBe(3);
    rig.ctx.textureBarrier(1);
    expect(rig.ctx.isResourceReferenced(rig.colors[0]!, 0, 0)).toBe(0);
    const m = rig.ctx.transferMap(rig.colors[0]!, 0, PipeTransfer.READ, makeBox(5, 5, 0, 1, 1, 1))!;
    expect(Array.from(m.data.subarray(0, 4))).toEqual([0, 255, 0, 255]);
    rig.ctx.transferUnmap(m.transfer);
  });
});

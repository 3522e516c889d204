// Reads outside what is bound give 0 and never throw (the design's "Reliability and security"): vertex
// fetch past a buffer's end, by stride, by offset, from user arrays and per instance; indices past the
// index buffer (index 0, as Mesa's draw module reads them: DRAW_GET_IDX); vertex indices pushed out of
// range by index_bias; constants past the bound size, directly and through ADDR, in every stage; texel
// fetches outside a view (its texels, levels and layers, even where the resource has more); shader
// buffer loads past the bound range. Values are read back exactly through stream output (capture.ts) or
// a float render target; compute stores them in a buffer. Each test also reads something inside, so a
// shader that reads nothing could not pass.
import {
  bufferTemplate,
  drawInfo,
  makeBox,
  PipeBind,
  PipeError,
  PipeFormat,
  PipePrim,
  type PipeResource,
  PipeShader,
  PipeTextureTarget,
  PipeTransfer,
  type PipeVertexElement,
  resourceTemplate,
  samplerViewTemplate,
  tgsiComputeState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterEach, describe, expect, it } from 'vitest';
import { fs, Rig } from '../pixels/rig.js';
import { captureOut1 } from './capture.js';

const rigs: Rig[] = [];
afterEach(() => {
  for (const r of rigs.splice(0)) r.destroy();
});

function rig(colors: PipeFormat[] = [PipeFormat.R8G8B8A8_UNORM]): Rig {
  const r = new Rig({ width: 8, height: 8, colors });
  rigs.push(r);
  return r;
}

/** IN[0] to POSITION and to GENERIC[0] (OUT[1], captured). */
const PASS_VS = `VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
  0: MOV OUT[0], IN[0]
  1: MOV OUT[1], IN[0]
  2: END
`;

const ZERO = [0, 0, 0, 0];

/** Vertex v of the test buffers: (v + 1, 10(v + 1), 100(v + 1), 1000(v + 1)). */
function vertex(v: number): number[] {
  return [1, 10, 100, 1000].map((k) => k * (v + 1));
}

function buffer(r: Rig, data: ArrayBufferView, bind: number = PipeBind.VERTEX_BUFFER): PipeResource {
  const b = r.screen.resourceCreate(bufferTemplate(data.byteLength, bind));
  r.ctx.bufferSubdata(b, PipeTransfer.WRITE, 0, data);
  return b;
}

function elements(r: Rig, list: Partial<PipeVertexElement>[]): void {
  r.ctx.bindVertexElementsState(
    r.ctx.createVertexElementsState(
      list.map((e) => ({
        srcOffset: 0,
        instanceDivisor: 0,
        vertexBufferIndex: 0,
        srcFormat: PipeFormat.R32G32B32A32_FLOAT,
        ...e,
      })),
    ),
  );
}

/** OUT[1] of PASS_VS (or `vs`) for each point of a POINTS draw. */
function points(r: Rig, fields: Partial<ReturnType<typeof drawInfo>>, vs = PASS_VS): number[][] {
  return captureOut1(r, { vs }, drawInfo({ mode: PipePrim.POINTS, start: 0, count: 1, ...fields })).floats;
}

describe('vertex fetch', () => {
  it('reads (0, 0, 0, 0) for vertices past the end of the buffer', () => {
    const r = rig();
    const vb = buffer(r, new Float32Array([0, 1, 2].flatMap(vertex)));
    elements(r, [{}]);
    r.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
    expect(points(r, { count: 5 })).toEqual([vertex(0), vertex(1), vertex(2), ZERO, ZERO]);
    // Far past the end, and at the largest start.
    expect(points(r, { start: 1 << 20, count: 2 })).toEqual([ZERO, ZERO]);
    expect(points(r, { start: 0xffffffff, count: 1 })).toEqual([ZERO]);
  });

  it('reads 0 for an element that a stride or offset pushes over the end: the whole element, not part of it', () => {
    const r = rig();
    // 48 bytes; elements at srcOffset 8: vertex 2's R32G32 ends at byte 48 (inside), its R32G32B32A32 at 56.
    const vb = buffer(r, new Float32Array([0, 1, 2].flatMap(vertex)));
    r.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
    elements(r, [{ srcOffset: 8, srcFormat: PipeFormat.R32G32_FLOAT }]);
    expect(points(r, { count: 3 })).toEqual([
      [100, 1000, 0, 1],
      [200, 2000, 0, 1],
      [300, 3000, 0, 1],
    ]);
    elements(r, [{ srcOffset: 8 }]);
    expect(points(r, { count: 3 })).toEqual([[100, 1000, 2, 20], [200, 2000, 3, 30], ZERO]);
    // A stride of 40: vertex 1 starts at byte 40 and needs 16.
    r.ctx.setVertexBuffers(0, [{ stride: 40, bufferOffset: 0, buffer: vb, userBuffer: null }]);
    elements(r, [{}]);
    expect(points(r, { count: 2 })).toEqual([vertex(0), ZERO]);
  });

  it('reads 0 everywhere with bufferOffset at the end; past the end set_vertex_buffers refuses it', () => {
    const r = rig();
    const vb = buffer(r, new Float32Array([0, 1].flatMap(vertex)));
    elements(r, [{}]);
    r.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 16, buffer: vb, userBuffer: null }]);
    expect(points(r, { count: 2 })).toEqual([vertex(1), ZERO]);
    r.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 32, buffer: vb, userBuffer: null }]);
    expect(points(r, { count: 2 })).toEqual([ZERO, ZERO]);
    expect(() =>
      r.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 36, buffer: vb, userBuffer: null }]),
    ).toThrow(/bufferOffset 36 is past the 32-byte buffer/);
  });

  it('reads 0 past the end of a user array, whatever its offset', () => {
    const r = rig();
    const user = new Float32Array([0, 1].flatMap(vertex));
    elements(r, [{}]);
    r.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: null, userBuffer: user }]);
    expect(points(r, { count: 4 })).toEqual([vertex(0), vertex(1), ZERO, ZERO]);
    r.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 1 << 30, buffer: null, userBuffer: user }]);
    expect(points(r, { count: 1 })).toEqual([ZERO]);
  });

  it('reads 0 for instances past the end of a per-instance element', () => {
    const r = rig();
    const perVertex = buffer(r, new Float32Array(vertex(0)));
    const perInstance = buffer(r, new Float32Array([1, 2].flatMap(vertex)));
    elements(r, [{}, { vertexBufferIndex: 1, instanceDivisor: 1 }]);
    r.ctx.setVertexBuffers(0, [
      { stride: 16, bufferOffset: 0, buffer: perVertex, userBuffer: null },
      { stride: 16, bufferOffset: 0, buffer: perInstance, userBuffer: null },
    ]);
    const vs = PASS_VS.replace('DCL IN[0]', 'DCL IN[0]\nDCL IN[1]').replace(
      'MOV OUT[1], IN[0]',
      'MOV OUT[1], IN[1]',
    );
    expect(points(r, { count: 1, instanceCount: 4 }, vs)).toEqual([vertex(1), vertex(2), ZERO, ZERO]);
    expect(points(r, { count: 1, startInstance: 0x7fffffff, instanceCount: 1 }, vs)).toEqual([ZERO]);
  });
});

describe('index fetch', () => {
  function indexed(r: Rig, indices: ArrayBufferView, indexSize: 1 | 2 | 4, offset = 0): void {
    const vb = buffer(r, new Float32Array([0, 1, 2, 3].flatMap(vertex)));
    elements(r, [{}]);
    r.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
    r.ctx.setIndexBuffer({
      indexSize,
      offset,
      buffer: buffer(r, indices, PipeBind.INDEX_BUFFER),
      userBuffer: null,
    });
  }

  it('reads index 0 past the end of the index buffer (then index_bias is added)', () => {
    const r = rig();
    indexed(r, new Uint16Array([3, 1, 2]), 2);
    expect(points(r, { indexed: true, start: 1, count: 4 })).toEqual([
      vertex(1),
      vertex(2),
      vertex(0),
      vertex(0),
    ]);
    expect(points(r, { indexed: true, start: 1, count: 3, indexBias: 1 })).toEqual([
      vertex(2),
      vertex(3),
      vertex(1),
    ]);
    expect(points(r, { indexed: true, start: 0x7fffffff, count: 1 })).toEqual([vertex(0)]);
  });

  it('reads 0 for an index that straddles the end, and counts the offset in', () => {
    const r = rig();
    // 6 bytes of 4-byte indices: index 1 would need bytes 4..7.
    indexed(r, new Uint8Array([2, 0, 0, 0, 3, 0]), 4);
    expect(points(r, { indexed: true, count: 2 })).toEqual([vertex(2), vertex(0)]);
    indexed(r, new Uint16Array([1, 2, 3]), 2, 4);
    expect(points(r, { indexed: true, count: 2 })).toEqual([vertex(3), vertex(0)]);
  });

  it('compares the 0 read past the end with the restart index, before index_bias', () => {
    const r = rig();
    indexed(r, new Uint8Array([1, 2]), 1);
    expect(
      points(r, { indexed: true, count: 4, indexBias: 1, primitiveRestart: true, restartIndex: 0 }),
    ).toEqual([vertex(2), vertex(3)]);
  });

  it('gives 0 for vertex indices index_bias pushes outside the vertex buffer, either way', () => {
    const r = rig();
    indexed(r, new Uint32Array([0, 1, 0xffffffff]), 4);
    expect(points(r, { indexed: true, count: 3, indexBias: 0x7fffffff })).toEqual([ZERO, ZERO, ZERO]);
    expect(points(r, { indexed: true, count: 3, indexBias: -1 })).toEqual([ZERO, vertex(0), ZERO]);
    expect(points(r, { indexed: true, count: 3, indexBias: -0x80000000 })).toEqual([ZERO, ZERO, ZERO]);
    expect(points(r, { indexed: true, count: 2, indexBias: 2 })).toEqual([vertex(2), vertex(3)]);
  });
});

/** CONST[0][0] is (1, 2, 3, 4) at bufferOffset 16 of a 64-byte buffer whose other bytes hold 7s. */
function boundConstants(r: Rig, stage: PipeShader): void {
  const words = new Float32Array(16).fill(7);
  words.set([1, 2, 3, 4], 4);
  const cb = buffer(r, words, PipeBind.CONSTANT_BUFFER);
  r.ctx.setConstantBuffer(stage, 0, { buffer: cb, bufferOffset: 16, bufferSize: 16, userBuffer: null });
}

/** OUT[1] = CONST[0][ADDR] with ADDR = IN[0].x, for the vertex stage (`file` GENERIC output). */
const INDIRECT_CONST_VS = `VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL CONST[0][0..7]
DCL ADDR[0]
  0: MOV OUT[0], IN[0]
  1: ARL ADDR[0].x, IN[0].xxxx
  2: MOV OUT[1], CONST[0][ADDR[0].x]
  3: END
`;

/** Addresses 0 (inside), 1 and 7 (declared, past the bound 16 bytes), far outside both ways. */
const ADDRESSES = [0, 1, 7, 100000, -1, -2147483648, 2147483520];

describe('constant buffers', () => {
  it('read 0 past the bound size in the vertex stage, directly and through ADDR (not the buffer bytes after it)', () => {
    const r = rig();
    boundConstants(r, PipeShader.VERTEX);
    elements(r, [{}]);
    r.ctx.setVertexBuffers(0, [
      {
        stride: 16,
        bufferOffset: 0,
        buffer: null,
        userBuffer: new Float32Array(ADDRESSES.flatMap((a) => [a, 0, 0, 1])),
      },
    ]);
    expect(points(r, { count: ADDRESSES.length }, INDIRECT_CONST_VS)).toEqual(
      ADDRESSES.map((a) => (a === 0 ? [1, 2, 3, 4] : ZERO)),
    );
    const direct = PASS_VS.replace('DCL IN[0]', 'DCL IN[0]\nDCL CONST[0][0..1]').replace(
      'MOV OUT[1], IN[0]',
      'ADD OUT[1], CONST[0][0], CONST[0][1]',
    );
    expect(points(r, { count: 1 }, direct)).toEqual([[1, 2, 3, 4]]);
  });

  it('read 0 past the bound size in the fragment stage', () => {
    const r = rig([PipeFormat.R32G32B32A32_FLOAT]);
    boundConstants(r, PipeShader.FRAGMENT);
    r.fs(fs('DCL CONST[0][0..3]\nDCL TEMP[0]', 'MOV TEMP[0], CONST[0][1]\nADD OUT[0], TEMP[0], CONST[0][3]'));
    r.rect(0, 0, 4, 8, [0, 0, 0, 0]);
    r.fs(
      fs(
        'DCL IN[0], GENERIC[0], PERSPECTIVE\nDCL CONST[0][0..3]\nDCL ADDR[0]',
        'ARL ADDR[0].x, IN[0].xxxx\nMOV OUT[0], CONST[0][ADDR[0].x]',
      ),
    );
    r.rect(4, 0, 6, 8, [0, 0, 0, 0]);
    r.rect(6, 0, 7, 8, [-1, 0, 0, 0]);
    r.rect(7, 0, 8, 8, [1e9, 0, 0, 0]);
    const row = r.floats()[3]!;
    expect(row).toEqual([ZERO, ZERO, ZERO, ZERO, [1, 2, 3, 4], [1, 2, 3, 4], ZERO, ZERO]);
  });

  it('read 0 past the bound size in the geometry stage', () => {
    const r = rig();
    boundConstants(r, PipeShader.GEOMETRY);
    elements(r, [{}]);
    r.ctx.setVertexBuffers(0, [
      {
        stride: 16,
        bufferOffset: 0,
        buffer: null,
        userBuffer: new Float32Array(ADDRESSES.flatMap((a) => [a, 0, 0, 1])),
      },
    ]);
    const gs = `GEOM
PROPERTY GS_INPUT_PRIMITIVE POINTS
PROPERTY GS_OUTPUT_PRIMITIVE POINTS
PROPERTY GS_MAX_OUTPUT_VERTICES 1
DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL CONST[0][0..7]
DCL ADDR[0]
  0: MOV OUT[0], IN[0][0]
  1: ARL ADDR[0].x, IN[0][0].xxxx
  2: MOV OUT[1], CONST[0][ADDR[0].x]
  3: EMIT
  4: END
`;
    const captured = captureOut1(
      r,
      { vs: PASS_VS, gs },
      drawInfo({ mode: PipePrim.POINTS, start: 0, count: ADDRESSES.length }),
    );
    expect(captured.floats).toEqual(ADDRESSES.map((a) => (a === 0 ? [1, 2, 3, 4] : ZERO)));
  });

  it('read 0 past the bound size in compute', () => {
    const r = rig();
    boundConstants(r, PipeShader.COMPUTE);
    const out = r.screen.resourceCreate(bufferTemplate(ADDRESSES.length * 16, PipeBind.SHADER_BUFFER));
    const addresses = buffer(r, new Int32Array(ADDRESSES), PipeBind.SHADER_BUFFER);
    r.ctx.bindComputeState(
      r.ctx.createComputeState(
        tgsiComputeState(
          parseTgsi(`COMP
DCL SV[0], THREAD_ID
DCL BUFFER[0]
DCL BUFFER[1]
DCL CONST[0][0..7]
DCL ADDR[0]
DCL TEMP[0..1]
IMM[0] UINT32 { 4, 16, 0, 0 }
  0: UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
  1: LOAD TEMP[1].x, BUFFER[0], TEMP[0].xxxx
  2: UARL ADDR[0].x, TEMP[1].xxxx
  3: UMUL TEMP[0].y, SV[0].xxxx, IMM[0].yyyy
  4: STORE BUFFER[1], TEMP[0].yyyy, CONST[0][ADDR[0].x]
  5: END
`),
        ),
      ),
    );
    r.ctx.setShaderBuffers(PipeShader.COMPUTE, 0, [
      { buffer: addresses, bufferOffset: 0, bufferSize: addresses.width0 },
      { buffer: out, bufferOffset: 0, bufferSize: out.width0 },
    ]);
    r.ctx.launchGrid({
      pc: 0,
      input: null,
      workDim: 1,
      block: [ADDRESSES.length, 1, 1],
      grid: [1, 1, 1],
      indirect: null,
      indirectOffset: 0,
    });
    const map = r.ctx.transferMap(out, 0, PipeTransfer.READ, makeBox(0, 0, 0, out.width0, 1, 1))!;
    const floats = [...new Float32Array(map.data.slice().buffer)];
    r.ctx.transferUnmap(map.transfer);
    expect(floats).toEqual(ADDRESSES.flatMap((a) => (a === 0 ? [1, 2, 3, 4] : ZERO)));
  });

  it('read 0 from an unbound slot', () => {
    const r = rig();
    elements(r, [{}]);
    r.ctx.setVertexBuffers(0, [
      { stride: 16, bufferOffset: 0, buffer: null, userBuffer: new Float32Array(4) },
    ]);
    const vs = PASS_VS.replace('DCL IN[0]', 'DCL IN[0]\nDCL CONST[3][0]').replace(
      'MOV OUT[1], IN[0]',
      'MOV OUT[1], CONST[3][0]',
    );
    expect(points(r, { count: 1 }, vs)).toEqual([ZERO]);
  });
});

describe('texel fetch (TXF)', () => {
  /**
   * A 4×4 R32G32B32A32_FLOAT 2D array of 3 layers and 2 levels, texel (x, y) of layer l, level m holding
   * (x, y, l, m + 1); the view covers level 0 and layer 1 only.
   */
  function fetchSetup(r: Rig): void {
    const texture = r.screen.resourceCreate(
      resourceTemplate({
        target: PipeTextureTarget.TEXTURE_2D_ARRAY,
        format: PipeFormat.R32G32B32A32_FLOAT,
        width0: 4,
        height0: 4,
        arraySize: 3,
        lastLevel: 1,
        bind: PipeBind.SAMPLER_VIEW,
      }),
    );
    for (let level = 0; level < 2; level++) {
      const size = 4 >> level;
      const texels = new Float32Array(size * size * 3 * 4);
      for (let l = 0; l < 3; l++)
        for (let y = 0; y < size; y++)
          for (let x = 0; x < size; x++) texels.set([x, y, l, level + 1], ((l * size + y) * size + x) * 4);
      r.ctx.textureSubdata(
        texture,
        level,
        PipeTransfer.WRITE,
        makeBox(0, 0, 0, size, size, 3),
        texels,
        size * 16,
        size * size * 16,
      );
    }
    const view = r.ctx.createSamplerView(
      texture,
      samplerViewTemplate(texture, { firstLevel: 0, lastLevel: 0, firstLayer: 1, lastLayer: 1 }),
    );
    r.ctx.setSamplerViews(PipeShader.VERTEX, 0, [view]);
  }

  const TXF_VS = `VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL SVIEW[0], 2D_ARRAY, FLOAT
DCL SAMP[0]
DCL TEMP[0]
  0: MOV OUT[0], IN[0]
  1: F2I TEMP[0], IN[0]
  2: TXF OUT[1], TEMP[0], SAMP[0], 2D_ARRAY
  3: END
`;

  it('reads 0 outside the view: texels past any edge, layers and levels the resource has but the view does not', () => {
    const r = rig();
    fetchSetup(r);
    // (x, y, layer within the view, level within the view)
    const coords = [
      [2, 3, 0, 0],
      [4, 0, 0, 0],
      [-1, 0, 0, 0],
      [0, 4, 0, 0],
      [0, -1, 0, 0],
      [0, 0, 1, 0],
      [0, 0, -1, 0],
      [0, 0, 0, 1],
      [0, 0, 0, -1],
      [2147483520, 0, 0, 0],
    ];
    elements(r, [{}]);
    r.ctx.setVertexBuffers(0, [
      { stride: 16, bufferOffset: 0, buffer: null, userBuffer: new Float32Array(coords.flat()) },
    ]);
    expect(points(r, { count: coords.length }, TXF_VS)).toEqual([
      [2, 3, 1, 1],
      ...coords.slice(1).map(() => ZERO),
    ]);
  });
});

describe('shader buffer and image loads in a vertex shader', () => {
  it('read 0 past the bound range of a buffer (not the bytes of the resource after it) and outside an image', () => {
    const r = rig();
    const words = new Uint32Array(8).fill(0x77777777);
    words[2] = 42;
    const sb = buffer(r, words, PipeBind.SHADER_BUFFER);
    r.ctx.setShaderBuffers(PipeShader.VERTEX, 0, [{ buffer: sb, bufferOffset: 8, bufferSize: 8 }]);
    elements(r, [{}]);
    const offsets = [0, 4, 8, 12, 1 << 20, -4];
    r.ctx.setVertexBuffers(0, [
      {
        stride: 16,
        bufferOffset: 0,
        buffer: null,
        userBuffer: new Float32Array(offsets.flatMap((o) => [o, 0, 0, 1])),
      },
    ]);
    const vs = `VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL BUFFER[0]
DCL TEMP[0]
  0: MOV OUT[0], IN[0]
  1: F2I TEMP[0].x, IN[0].xxxx
  2: LOAD OUT[1], BUFFER[0], TEMP[0].xxxx
  3: END
`;
    const { ints } = captureOut1(
      r,
      { vs },
      drawInfo({ mode: PipePrim.POINTS, start: 0, count: offsets.length }),
    );
    // Bytes 8..15 of the resource are the range: words 42 and 0x77777777; 4 words per load.
    const A = 0x77777777;
    expect(ints).toEqual([[42, A, 0, 0], [A, 0, 0, 0], ZERO, ZERO, ZERO, ZERO]);
  });
});

describe('bad bindings are refused, not read', () => {
  it('a constant range past the buffer is refused by set_constant_buffer', () => {
    const r = rig();
    const cb = buffer(r, new Float32Array(4), PipeBind.CONSTANT_BUFFER);
    expect(() =>
      r.ctx.setConstantBuffer(PipeShader.VERTEX, 0, {
        buffer: cb,
        bufferOffset: 0,
        bufferSize: 32,
        userBuffer: null,
      }),
    ).toThrow(PipeError);
  });
});

// Big draws of points, lines or triangles without indices are shaded and assembled VERTEX_PIECE vertices
// at a time (DrawPipeline's pieces, as llvmpipe's vsplit), so their vertex store stays that size. Drawn
// in pieces, such a draw gives what the same vertices give drawn whole through an index buffer (which
// is never cut): the same colour bytes from a fragment shader that writes the primitive id (ids run on
// from piece to piece and start again with each instance), the same depth, and the same pipeline
// statistics.
import {
  drawInfo,
  PipeClear,
  PipeFormat,
  PipeFunc,
  PipePrim,
  PipeQuery,
  type PipeQueryResult,
} from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { VERTEX_PIECE } from '../src/draw/draw-pipeline.js';
import { createSoftScreen, type SoftContext } from '../src/index.js';
import { randomPrimitives } from './pixels/random-primitives.js';
import { Rig } from './pixels/rig.js';

const SIZE = 64;

/** Colour bytes (id & 255, id >> 8 & 255, id >> 16, 255) of the fragment's primitive id. */
const PRIMITIVE_ID_FS = `FRAG
DCL SV[0], PRIMID
DCL OUT[0], COLOR
DCL TEMP[0]
IMM[0] UINT32 { 255, 8, 16, 0 }
IMM[1] FLT32 { 255.0, 1.0, 0.0, 0.0 }
  0: AND TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
  1: USHR TEMP[0].y, SV[0].xxxx, IMM[0].yyyy
  2: AND TEMP[0].y, TEMP[0].yyyy, IMM[0].xxxx
  3: USHR TEMP[0].z, SV[0].xxxx, IMM[0].zzzz
  4: U2F TEMP[0].xyz, TEMP[0].xyzz
  5: DIV OUT[0].xyz, TEMP[0].xyzz, IMM[1].xxxx
  6: MOV OUT[0].w, IMM[1].yyyy
  7: END
`;

const rigs: Rig[] = [];
afterEach(() => {
  for (const r of rigs.splice(0)) r.destroy();
});

/** What drawing `vertices` of `mode` (indexed or not) gives: colour bytes, depth, statistics, pieces. */
function draw(
  codegen: 'wasm' | 'js',
  mode: PipePrim,
  vertices: readonly (readonly number[])[],
  indexed: boolean,
  instanceCount: number,
) {
  const r = new Rig({
    width: SIZE,
    height: SIZE,
    zs: PipeFormat.Z24_UNORM_S8_UINT,
    screen: createSoftScreen({ threads: 1, codegen }),
  });
  rigs.push(r);
  r.fs(PRIMITIVE_ID_FS);
  r.depthTest(PipeFunc.LEQUAL);
  r.raster({ pointSize: 2 });
  r.ctx.clear(PipeClear.COLOR | PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
  const q = r.ctx.createQuery(PipeQuery.PIPELINE_STATISTICS, 0);
  r.ctx.beginQuery(q);
  r.ctx.setVertexBuffers(0, [
    { stride: 32, bufferOffset: 0, buffer: null, userBuffer: r.vertexData(vertices) },
  ]);
  if (indexed) {
    const indices = new Uint32Array(vertices.length).map((_, i) => i);
    r.ctx.setIndexBuffer({ indexSize: 4, offset: 0, buffer: null, userBuffer: indices });
  }
  r.ctx.drawVbo(drawInfo({ mode, start: 0, count: vertices.length, indexed, instanceCount }));
  r.ctx.endQuery(q);
  const statistics = r.ctx.getQueryResult(q, true) as PipeQueryResult;
  return {
    r,
    colors: r.bytes(),
    depths: r.depths(),
    statistics,
    pieces: (r.ctx as SoftContext).vertexBatches.pieces,
  };
}

describe.each(['wasm', 'js'] as const)('draws in pieces (%s)', (codegen) => {
  it.each([
    { name: 'triangles', mode: PipePrim.TRIANGLES, perPrimitive: 3, instances: 1 },
    { name: 'lines', mode: PipePrim.LINES, perPrimitive: 2, instances: 1 },
    { name: 'points', mode: PipePrim.POINTS, perPrimitive: 1, instances: 1 },
    { name: 'two instances of triangles', mode: PipePrim.TRIANGLES, perPrimitive: 3, instances: 2 },
  ])('$name give what the same draw gives whole', ({ name, mode, perPrimitive, instances }) => {
    // Over two pieces, and not a whole number of primitives: the last vertex is left over.
    const primitives = Math.ceil((VERTEX_PIECE * 1.5) / perPrimitive);
    const vertices = randomPrimitives(primitives, perPrimitive, SIZE);
    if (perPrimitive > 1) vertices.push(vertices[0]!);
    const pieces = draw(codegen, mode, vertices, false, instances);
    const whole = draw(codegen, mode, vertices, true, instances);
    expect(pieces.pieces).toBe(2 * instances);
    expect(whole.pieces).toBe(0);
    if (codegen === 'wasm') pieces.r.png(`draw-pieces-${name.replaceAll(' ', '-')}`);
    expect(pieces.colors).toEqual(whole.colors);
    expect(pieces.depths).toEqual(whole.depths);
    expect(pieces.statistics).toEqual(whole.statistics);
    // (control) ids past the first piece's reached the target: the blue or green byte of some pixels
    // holds the high bits of an id above 255.
    const highIds = pieces.colors.flat().filter((p) => p[1]! > 0 || p[2]! > 0).length;
    expect(highIds).toBeGreaterThan(100);
    expect(pieces.statistics.kind === 'pipelineStatistics' && pieces.statistics.value.iaPrimitives).toBe(
      BigInt(primitives * instances),
    );
  });
});

// Vertex shaders on WebGL2 against TgsiMachine.runVertices, outputs captured with transform feedback:
// arithmetic, integer words and NaN payloads through integer attributes, constant buffers,
// system values, texture lookups at level 0, and every output semantic the VS may write.
import { describe, expect, it } from 'vitest';
import { sharedGl } from './helpers/gl.js';
import { runVertexOnGl, vertexDifferences } from './helpers/vertex.js';
import { I, U } from './helpers/words.js';

describe('vertex shaders', () => {
  it('position, generic and colour outputs keep words exactly (integer and NaN payloads too)', async () => {
    const gl = await sharedGl();
    const vs = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL OUT[2], COLOR
DCL OUT[3], GENERIC[5]
DCL TEMP[0]
DCL CONST[0..1]
MAD OUT[0], IN[0], CONST[0], CONST[1]
MOV OUT[1], IN[1]
UMUL_HI OUT[2], IN[1], IN[1].yxwz
F2I TEMP[0], IN[0]
SHL OUT[3], TEMP[0], IN[1]
END
`;
    const vertices = [
      { 0: [1, 2, 3, 4], 1: [U(0x7fc00123), I(-1), I(33), U(0xffbadbad)] },
      { 0: [-1.5, 1e10, Number.NaN, -0], 1: [I(5), I(-2147483648), I(31), I(1)] },
      { 0: [0.25, -7, 3e9, -3e9], 1: [U(0xdeadbeef), I(0), I(64), I(-1)] },
    ];
    const constants = { 0: new Float32Array([2, 0.5, -1, 1, 0, 1, 2, 3]) };
    expect(vertexDifferences(gl, { vs, vertices, constants }, { ulp: 1 })).toEqual([]);
  });

  it('VERTEXID, VERTEXID_NOBASE, BASEVERTEX and INSTANCEID system values', async () => {
    const gl = await sharedGl();
    const vs = `VERT
DCL IN[0]
DCL SV[0], VERTEXID
DCL SV[1], INSTANCEID
DCL SV[2], VERTEXID_NOBASE
DCL SV[3], BASEVERTEX
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
MOV OUT[0], IN[0]
MOV OUT[1].x, SV[0].xxxx
MOV OUT[1].y, SV[1].xxxx
MOV OUT[1].z, SV[2].xxxx
MOV OUT[1].w, SV[3].xxxx
END
`;
    const vertices = [0, 1, 2, 3, 4].map(() => ({ 0: [0, 0, 0, 1] }));
    const r = runVertexOnGl(gl, { vs, vertices, uniforms: { gts_baseVertex: 10 } });
    const out = r.outputs.get(1)!;
    expect([...out]).toEqual([0, 1, 2, 3, 4].flatMap((i) => [i + 10, 0, i, 10]));
    expect(r.program.systemValues.vertex.length).toBe(4);
  });
});

// Geometry shaders: EMIT copies the output registers as a vertex, ENDPRIM starts a new primitive,
// vertices are counted per lane up to GS_MAX_OUTPUT_VERTICES, streams are kept apart, and the
// per-vertex inputs IN[v][r] (direct and indirect) and PRIMID/INVOCATIONID are visible. Both engines.
import { describe, expect, it } from 'vitest';
import { checkTgsi } from '../../src/check.js';
import { TgsiExecutionError } from '../../src/exec/errors.js';
import type { TgsiExecutable } from '../../src/exec/executable.js';
import { TgsiFile } from '../../src/ir.js';
import { parseTgsi } from '../../src/text/parse.js';
import { ENGINES, onBoth, setInput } from './harness.js';

interface Emitted {
  stream: number;
  primitive: number;
  position: number[];
}

/** Every lane's emitted vertices: OUT[0] as floats with stream and primitive number. */
function emitted(e: TgsiExecutable, lanes: number): Emitted[][] {
  const gs = e.geometryOutput!;
  return Array.from({ length: lanes }, (_, lane) =>
    Array.from({ length: gs.vertexCount(lane) }, (_, k) => ({
      stream: gs.stream(lane, k),
      primitive: gs.primitive(lane, k),
      position: [0, 1, 2, 3].map((c) => gs.floats[gs.offset(lane, k, 0, c)]!),
    })),
  );
}

const text = `GEOM
PROPERTY GS_INPUT_PRIMITIVE TRIANGLES
PROPERTY GS_OUTPUT_PRIMITIVE LINE_STRIP
PROPERTY GS_MAX_OUTPUT_VERTICES 4
DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL SV[0], PRIMID
DCL TEMP[0]
DCL ADDR[0]
IMM[0] INT32 { 1, 2, 0, 0 }
MOV OUT[0], IN[0][0]
EMIT
MOV OUT[0], IN[1][0]
EMIT
ENDPRIM
AND TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
UIF TEMP[0].xxxx
  UARL ADDR[0].x, IMM[0].yyyy
  MOV OUT[0], IN[ADDR[0].x][0]
  EMIT
  EMIT
  EMIT
ENDIF
U2F OUT[0].x, SV[0].xxxx
EMIT IMM[0].xxxx
END
`;

describe('EMIT and ENDPRIM', () => {
  it('collects vertices per lane, numbers primitives per stream and stops at GS_MAX_OUTPUT_VERTICES', () => {
    const out = onBoth(
      text,
      (e) => {
        for (let v = 0; v < 3; v++)
          setInput(
            e,
            0,
            [
              [v, 0, 0, 1],
              [10 + v, 0, 0, 1],
            ],
            v,
          );
        e.runPrimitives({ count: 2, primitiveIdBase: 6 });
      },
      (e) => emitted(e, 2),
    );
    // Lane 0 (PRIMID 6, even): two vertices in primitive 0, then a stream-1 vertex with x = 6.
    expect(out[0]).toEqual([
      { stream: 0, primitive: 0, position: [0, 0, 0, 1] },
      { stream: 0, primitive: 0, position: [1, 0, 0, 1] },
      { stream: 1, primitive: 0, position: [6, 0, 0, 1] },
    ]);
    // Lane 1 (PRIMID 7, odd): two vertices, then IN[2] three times, of which only two fit in 4.
    expect(out[1]).toEqual([
      { stream: 0, primitive: 0, position: [10, 0, 0, 1] },
      { stream: 0, primitive: 0, position: [11, 0, 0, 1] },
      { stream: 0, primitive: 1, position: [12, 0, 0, 1] },
      { stream: 0, primitive: 1, position: [12, 0, 0, 1] },
    ]);
  });

  it('sets INVOCATIONID', () => {
    const inv = `GEOM
PROPERTY GS_INPUT_PRIMITIVE POINTS
PROPERTY GS_OUTPUT_PRIMITIVE POINTS
PROPERTY GS_MAX_OUTPUT_VERTICES 1
PROPERTY GS_INVOCATIONS 4
DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL SV[0], INVOCATIONID
U2F OUT[0], SV[0].xxxx
EMIT
END
`;
    const out = onBoth(
      inv,
      (e) => e.runPrimitives({ count: 1, invocationId: 3 }),
      (e) => emitted(e, 1),
    );
    expect(out[0]![0]!.position).toEqual([3, 3, 3, 3]);
  });

  it('refuses EMIT outside geometry shaders and streams outside 0..3', () => {
    for (const [, make] of ENGINES) {
      const vs = make(parseTgsi('VERT\nDCL OUT[0]\nEMIT\nEND\n'), { maxLanes: 4 });
      expect(() => vs.run(1)).toThrowError(TgsiExecutionError);
      const gs = make(
        parseTgsi(
          'GEOM\nPROPERTY GS_MAX_OUTPUT_VERTICES 2\nDCL OUT[0]\nIMM[0] INT32 { 4, 0, 0, 0 }\nEMIT IMM[0].xxxx\nEND\n',
        ),
        { maxLanes: 4 },
      );
      expect(() => gs.runPrimitives({ count: 1 })).toThrowError(/vertex stream 4/);
      expect(() => make(parseTgsi('GEOM\nDCL OUT[0]\nEND\n'))).toThrowError(/GS_MAX_OUTPUT_VERTICES/);
    }
  });

  it('reads all declared input vertices of the input primitive', () => {
    const lines = `GEOM
PROPERTY GS_INPUT_PRIMITIVE LINES_ADJACENCY
PROPERTY GS_MAX_OUTPUT_VERTICES 1
DCL IN[][0]
DCL OUT[0]
ADD OUT[0], IN[0][0], IN[3][0]
EMIT
END
`;
    const out = onBoth(
      lines,
      (e) => {
        for (let v = 0; v < 4; v++) setInput(e, 0, [[v + 1, 0, 0, 0]], v);
        expect(() => e.registerFloats(TgsiFile.INPUT, 0, 0, 4)).toThrowError(TgsiExecutionError);
        e.runPrimitives({ count: 1 });
      },
      (e) => emitted(e, 1),
    );
    expect(out[0]![0]!.position[0]).toBe(5);
  });

  it('regression: a POINTS geometry shader reads IN[0][n], the form checkTgsi requires, on both engines', () => {
    const points = `GEOM
PROPERTY GS_INPUT_PRIMITIVE POINTS
PROPERTY GS_OUTPUT_PRIMITIVE POINTS
PROPERTY GS_MAX_OUTPUT_VERTICES 1
DCL IN[][0], POSITION
DCL IN[][1], GENERIC[0]
DCL OUT[0], POSITION
ADD OUT[0], IN[0][0], IN[0][1]
EMIT
END
`;
    expect(checkTgsi(parseTgsi(points))).toEqual([]);
    const out = onBoth(
      points,
      (e) => {
        setInput(e, 0, [[1, 2, 3, 4]]);
        setInput(e, 1, [[10, 20, 30, 40]]);
        e.runPrimitives({ count: 1 });
      },
      (e) => emitted(e, 1),
    );
    expect(out[0]![0]!.position).toEqual([11, 22, 33, 44]);
  });
});

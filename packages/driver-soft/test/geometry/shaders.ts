// TGSI text of the geometry shaders the geometry tests bind, and the stream-output layouts they capture
// with. Each shader is small and says what it does; some are made for a given input primitive.
import type { PipeStreamOutputInfo } from '@gallium-ts/gallium-api';

/** Vertices per input primitive class, by GS_INPUT_PRIMITIVE name. */
const INPUT_VERTICES: Record<string, number> = {
  POINTS: 1,
  LINES: 2,
  LINES_ADJACENCY: 4,
  TRIANGLES: 3,
  TRIANGLES_ADJACENCY: 6,
};

function header(input: string, output: string, max: number, extra = ''): string {
  return `GEOM
PROPERTY GS_INPUT_PRIMITIVE ${input}
PROPERTY GS_OUTPUT_PRIMITIVE ${output}
PROPERTY GS_MAX_OUTPUT_VERTICES ${max}
${extra}`;
}

/** Emits input vertices `vertices` (position and COLOR) as one primitive of `output`. */
export function passThroughGs(input: string, output: string, vertices: readonly number[]): string {
  let text = `${header(input, output, vertices.length)}DCL IN[][0], POSITION
DCL IN[][1], COLOR
DCL OUT[0], POSITION
DCL OUT[1], COLOR
`;
  for (const v of vertices) text += `MOV OUT[0], IN[${v}][0]\nMOV OUT[1], IN[${v}][1]\nEMIT\n`;
  return `${text}END\n`;
}

/** Emits every vertex of its input primitive as a point whose GENERIC[0] is the vertex's COLOR. */
export function captureInputGs(input: string): string {
  const n = INPUT_VERTICES[input]!;
  let text = `${header(input, 'POINTS', n)}DCL IN[][0], POSITION
DCL IN[][1], COLOR
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
`;
  for (let v = 0; v < n; v++) text += `MOV OUT[0], IN[${v}][0]\nMOV OUT[1], IN[${v}][1]\nEMIT\n`;
  return `${text}END\n`;
}

/** Stream output of `components` words of output register `register` into buffer 0, tightly packed. */
export function captureOutput(register: number, components = 1): PipeStreamOutputInfo {
  return {
    stride: [components, 0, 0, 0],
    output: [
      {
        registerIndex: register,
        startComponent: 0,
        numComponents: components,
        outputBuffer: 0,
        dstOffset: 0,
        stream: 0,
      },
    ],
  };
}

/**
 * A point becomes a 0.5 × 0.5 NDC square (a 4-vertex triangle strip) of its colour. The outputs are
 * declared COLOR first, POSITION second, unlike the vertex shader's, so linkage must go by semantic.
 */
export const POINT_TO_QUAD_GS = `${header('POINTS', 'TRIANGLE_STRIP', 4)}DCL IN[][0], POSITION
DCL IN[][1], COLOR
DCL OUT[0], COLOR
DCL OUT[1], POSITION
IMM[0] FLT32 { -0.25, 0.25, 0.0, 0.0 }
MOV OUT[0], IN[0][1]
ADD OUT[1], IN[0][0], IMM[0].xxzz
EMIT
MOV OUT[0], IN[0][1]
ADD OUT[1], IN[0][0], IMM[0].yxzz
EMIT
MOV OUT[0], IN[0][1]
ADD OUT[1], IN[0][0], IMM[0].xyzz
EMIT
MOV OUT[0], IN[0][1]
ADD OUT[1], IN[0][0], IMM[0].yyzz
EMIT
END
`;

/** Emits `emits` points, numbered 0, 1, ... in GENERIC[0].x, with at most `max` kept. */
export function countingPointsGs(emits: number, max: number): string {
  let text = `${header('POINTS', 'POINTS', max)}DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL TEMP[0..1]
IMM[0] FLT32 { 0.0, 1.0, 0.125, 0.0 }
MOV TEMP[0], IN[0][0]
MOV TEMP[1], IMM[0].xxxx
`;
  for (let k = 0; k < emits; k++) {
    text += `MOV OUT[0], TEMP[0]
MOV OUT[1], TEMP[1]
EMIT
ADD TEMP[1].x, TEMP[1].xxxx, IMM[0].yyyy
ADD TEMP[0].x, TEMP[0].xxxx, IMM[0].zzzz
`;
  }
  return `${text}END\n`;
}

/** One point per invocation whose GENERIC[0] holds the integers (PRIMID, INVOCATIONID). */
export function idsGs(invocations: number, input = 'POINTS'): string {
  return `${header(input, 'POINTS', 1, `PROPERTY GS_INVOCATIONS ${invocations}\n`)}DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL SV[0], PRIMID
DCL SV[1], INVOCATIONID
MOV OUT[0], IN[0][0]
MOV OUT[1].x, SV[0].xxxx
MOV OUT[1].y, SV[1].xxxx
EMIT
END
`;
}

/** Passes triangles through and writes PRIMID + 10 as the PRIMID output the fragment shader reads. */
export const PRIMID_OUTPUT_GS = `${header('TRIANGLES', 'TRIANGLE_STRIP', 3)}DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL OUT[1], PRIMID
DCL SV[0], PRIMID
IMM[0] INT32 { 10, 0, 0, 0 }
UADD OUT[1].x, SV[0].xxxx, IMM[0].xxxx
MOV OUT[0], IN[0][0]
EMIT
MOV OUT[0], IN[1][0]
EMIT
MOV OUT[0], IN[2][0]
EMIT
END
`;

/** Red = 16 · PRIMID / 255: the red byte is 16 times the primitive id. */
export const PRIMID_FS = `FRAG
DCL SV[0], PRIMID
DCL OUT[0], COLOR
DCL TEMP[0]
IMM[0] FLT32 { 15.9375, 1.0, 0.0, 0.0 }
U2F TEMP[0].x, SV[0].xxxx
DIV OUT[0].x, TEMP[0].xxxx, IMM[0].xxxx
MOV OUT[0].yz, IMM[0].zzzz
MOV OUT[0].w, IMM[0].yyyy
END
`;

/**
 * From one point, strips of the output primitive: strip s has `lengths[s]` vertices, each 0.125 to the
 * right of the previous one and, for odd vertices, 0.25 up, numbered 0, 1, ... in GENERIC[0].x;
 * ENDPRIM between strips.
 */
export function stripsGs(output: string, lengths: readonly number[]): string {
  const total = lengths.reduce((a, b) => a + b, 0);
  let text = `${header('POINTS', output, total)}DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL TEMP[0..1]
IMM[0] FLT32 { 0.0, 1.0, 0.125, 0.25 }
MOV TEMP[0], IN[0][0]
MOV TEMP[1], IMM[0].xxxx
`;
  lengths.forEach((n, s) => {
    for (let k = 0; k < n; k++) {
      text += `MOV OUT[0], TEMP[0]
${k % 2 === 1 ? 'ADD OUT[0].y, TEMP[0].yyyy, IMM[0].wwww\n' : ''}MOV OUT[1], TEMP[1]
EMIT
ADD TEMP[1].x, TEMP[1].xxxx, IMM[0].yyyy
ADD TEMP[0].x, TEMP[0].xxxx, IMM[0].zzzz
`;
    }
    if (s + 1 < lengths.length) text += 'ENDPRIM\n';
  });
  return `${text}END\n`;
}

/**
 * GS_INVOCATIONS `invocations`: invocation i draws the input point's 0.5 × 0.5 NDC square shifted right
 * by 0.125·i into layer i, coloured (i / 2, 1 − i / 2, 0, 1).
 */
export function layeredGs(invocations: number): string {
  return `${header('POINTS', 'TRIANGLE_STRIP', 4, `PROPERTY GS_INVOCATIONS ${invocations}\n`)}DCL IN[][0], POSITION
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], LAYER
DCL SV[0], INVOCATIONID
DCL TEMP[0..1]
IMM[0] FLT32 { -0.25, 0.25, 0.0, 0.5 }
IMM[1] FLT32 { 1.0, 0.0, 0.0, 0.0 }
MOV OUT[2].x, SV[0].xxxx
U2F TEMP[1].x, SV[0].xxxx
MUL TEMP[1].x, TEMP[1].xxxx, IMM[0].wwww
MOV TEMP[0], IN[0][0]
MAD TEMP[0].x, TEMP[1].xxxx, IMM[0].yyyy, TEMP[0].xxxx
MOV OUT[1].x, TEMP[1].xxxx
ADD OUT[1].y, IMM[1].xxxx, -TEMP[1].xxxx
MOV OUT[1].zw, IMM[1].yyyx
ADD OUT[0], TEMP[0], IMM[0].xxzz
EMIT
ADD OUT[0], TEMP[0], IMM[0].yxzz
EMIT
ADD OUT[0], TEMP[0], IMM[0].xyzz
EMIT
ADD OUT[0], TEMP[0], IMM[0].yyzz
EMIT
END
`;
}

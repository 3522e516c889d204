// The project's own graw shaders: TGSI text written for this project (not taken from Mesa's corpus)
// that together use every opcode, register file, source modifier, swizzle form, write mask, addressing
// mode, declaration form and geometry property the corpus shaders use, for the stage the corpus uses
// them in — so a clone without the corpus tests the same features. Each shader names its graw test
// (fragment: fs-test, vertex: vs-test, geometry: gs-test) and, where the maths decides the picture,
// gives what it computes as a plain formula of the harness inputs, written from tgsi's opcode
// definitions with float32 rounding after each step: a fragment shader's colour at a pixel, a vertex
// shader's POSITION and COLOR, a geometry shader's emitted strips.
import {
  FS_TEST_CONSTANTS,
  GRAW_TEXTURE_SIZE,
  GS_TEST_CONSTANTS,
  grawTextureRgba,
  VS_TEST_CONSTANTS,
} from './setup.js';

/** The inputs of fs-test's fragment shaders at one pixel. */
export interface OwnFragmentInputs {
  /** COLOR[0], interpolated. */
  readonly color: readonly number[];
  /** GENERIC[0], the texture coordinate, interpolated. */
  readonly texcoord: readonly number[];
  /** FACE: +1 front-facing, −1 back-facing. */
  readonly face: number;
}

/** A vertex as vs-test fetches it (IN[0], IN[1]) or as a vertex stage writes it (POSITION, COLOR). */
export interface OwnVertex {
  readonly position: readonly number[];
  readonly color: readonly number[];
}

/** What a geometry shader emits for one input triangle: strips of one primitive kind. */
export interface OwnGeometryOutput {
  readonly primitive: 'triangle-strip' | 'line-strip';
  readonly strips: readonly (readonly OwnVertex[])[];
}

export type OwnShader =
  | {
      readonly name: string;
      readonly stage: 'fragment';
      readonly text: string;
      /** The colour the shader writes at a pixel (null: discarded). */
      readonly expected: (p: OwnFragmentInputs) => readonly number[] | null;
    }
  | {
      readonly name: string;
      readonly stage: 'vertex';
      readonly text: string;
      /** POSITION and COLOR of a mesh vertex; absent when the shader's picture is not defined by them. */
      readonly expected?: (v: OwnVertex) => OwnVertex;
    }
  | {
      readonly name: string;
      readonly stage: 'geometry';
      readonly text: string;
      /** The strips emitted for the triangle of gs-test (its vertices as the pass-through VS writes them). */
      readonly expected: (triangle: readonly OwnVertex[]) => OwnGeometryOutput;
    };

const f = Math.fround;
// TGSI's MAX and MIN as tgsi defines them (NaN handling differs from Math.max and Math.min).
// biome-ignore lint/complexity/useMathMinMax: the literal comparison is the definition
const fmax = (a: number, b: number) => (a > b ? a : b);
// biome-ignore lint/complexity/useMathMinMax: the literal comparison is the definition
const fmin = (a: number, b: number) => (a < b ? a : b);
/** Four floats of a constant buffer's vec4 `n`. */
const vec4 = (buffer: Float32Array, n: number): number[] => Array.from(buffer.subarray(n * 4, n * 4 + 4));
const dot3 = (a: readonly number[], b: readonly number[]) =>
  f(f(f(a[0]! * b[0]!) + f(a[1]! * b[1]!)) + f(a[2]! * b[2]!));
const dot4 = (a: readonly number[], b: readonly number[]) => f(dot3(a, b) + f(a[3]! * b[3]!));
/** Lanes of a swizzle such as 'zxyw'. */
const swz = (v: readonly number[], s: string) => [...s].map((c) => v['xyzw'.indexOf(c)]!);

const FS0 = FS_TEST_CONSTANTS[0];
const FS1 = FS_TEST_CONSTANTS[1];
const VS0 = VS_TEST_CONSTANTS[0];
const GS1 = GS_TEST_CONSTANTS[1];
const FS0_8 = vec4(FS0, 8);
const FS0_9 = vec4(FS0, 9);
const FS1_5 = vec4(FS1, 5);

const TEXELS = grawTextureRgba();

/** Nearest-filtered, repeat-wrapped texel of the graw texture at (s, t), as floats. */
function texel(s: number, t: number): number[] {
  const n = GRAW_TEXTURE_SIZE;
  const wrap = (u: number) => ((Math.floor(f(u * n)) % n) + n) % n;
  const at = (wrap(t) * n + wrap(s)) * 4;
  return Array.from(TEXELS.subarray(at, at + 4), (b) => b / 255);
}

export const OWN_SHADERS: readonly OwnShader[] = [
  {
    name: 'own-frag-mix',
    stage: 'fragment',
    text: `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
DCL TEMP[0..2]
IMM FLT32 { 0.25, 0.75, 0.5, 2.0 }
MUL TEMP[0], IN[0].zxyw, IMM[0]
MAD TEMP[1], IN[0], IMM[0].yyyy, TEMP[0]
SUB TEMP[2], TEMP[1], IMM[0].xxxx
LRP OUT[0], IN[0].yyyy, TEMP[2], IMM[0].zzzw
END
`,
    expected: ({ color: c }) => {
      const k = [0.25, 0.75, 0.5, 2];
      const t0 = swz(c, 'zxyw').map((v, i) => f(v * k[i]!));
      const t2 = c.map((v, i) => f(f(f(v * 0.75) + t0[i]!) - 0.25));
      const y = c[1]!;
      return t2.map((v, i) => f(f(y * v) + f(f(1 - y) * [0.5, 0.5, 0.5, 2][i]!)));
    },
  },
  {
    name: 'own-frag-modifiers',
    stage: 'fragment',
    text: `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
DCL TEMP[0..1]
IMM FLT32 { 0.5, 0.3, 0.7, 1.0 }
SUB TEMP[0], IN[0], IMM[0]
ABS TEMP[1], TEMP[0]
MAX TEMP[1].x, TEMP[1].xxxx, -TEMP[0].yyyy
MIN TEMP[1], TEMP[1], |TEMP[0].zwxy|
ADD OUT[0], TEMP[1], -|TEMP[0].wwww|
END
`,
    expected: ({ color: c }) => {
      const t0 = c.map((v, i) => f(v - [0.5, 0.3, 0.7, 1][i]!));
      const t1 = t0.map(Math.abs);
      t1[0] = fmax(t1[0]!, -t0[1]!);
      const m = swz(t0, 'zwxy').map((v, i) => fmin(t1[i]!, Math.abs(v)));
      return m.map((v) => f(v + -Math.abs(t0[3]!)));
    },
  },
  {
    name: 'own-frag-products',
    stage: 'fragment',
    text: `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
DCL CONST[8]
DCL CONST[9]
DCL CONST[1][5]
DCL TEMP[0..1]
DP3 TEMP[0].x, IN[0], CONST[8]
DP4 TEMP[0].y, IN[0].wzyx, CONST[9]
XPD TEMP[1], IN[0], CONST[1][5]
DST TEMP[0].z, TEMP[1], IN[0]
MOV TEMP[0].w, |TEMP[1].xxxx|
MUL OUT[0], TEMP[0], IN[0].wwww
END
`,
    expected: ({ color: c }) => {
      const b = FS1_5;
      const x = [
        f(f(c[1]! * b[2]!) - f(b[1]! * c[2]!)),
        f(f(c[2]! * b[0]!) - f(b[2]! * c[0]!)),
        f(f(c[0]! * b[1]!) - f(b[0]! * c[1]!)),
        1,
      ];
      const t0 = [dot3(c, FS0_8), dot4(swz(c, 'wzyx'), FS0_9), x[2]!, Math.abs(x[0]!)];
      return t0.map((v) => f(v * c[3]!));
    },
  },
  {
    name: 'own-frag-powers',
    stage: 'fragment',
    text: `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
DCL TEMP[0..1]
IMM FLT32 { 0.5, 2.0, 0.25, 1.0 }
ADD TEMP[0], IN[0], IMM[0].xxxx
RCP TEMP[1].x, TEMP[0].xxxx
RSQ TEMP[1].y, -TEMP[0].yyyy
EX2 TEMP[1].z, -IN[0].zzzz
LG2 TEMP[1].w, TEMP[0].wwww
MUL OUT[0], TEMP[1], IMM[0].xxxy
END
`,
    expected: ({ color: c }) => {
      const t0 = c.map((v) => f(v + 0.5));
      const t1 = [f(1 / t0[0]!), f(1 / Math.sqrt(Math.abs(-t0[1]!))), f(2 ** -c[2]!), f(Math.log2(t0[3]!))];
      return t1.map((v, i) => f(v * [0.5, 0.5, 0.5, 2][i]!));
    },
  },
  {
    name: 'own-frag-lit',
    stage: 'fragment',
    text: `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
DCL TEMP[0]
IMM FLT32 { -0.25, 0.5, 4.0, 0.0 }
ADD TEMP[0], IN[0].yxzw, IMM[0].xxww
MUL TEMP[0].w, IN[0].zzzz, IMM[0].zzzz
LIT OUT[0], TEMP[0]
END
`,
    expected: ({ color: c }) => {
      const t = [f(c[1]! - 0.25), f(c[0]! - 0.25), c[2]!, f(c[2]! * 4)];
      const w = Math.min(Math.max(t[3]!, -128), 128);
      return [1, fmax(t[0]!, 0), t[0]! > 0 ? f(fmax(t[1]!, 0) ** w) : 0, 1];
    },
  },
  {
    name: 'own-frag-steps',
    stage: 'fragment',
    text: `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
DCL TEMP[0..2]
IMM FLT32 { 3.0, 0.5, 0.4, 1.0 }
MUL TEMP[0], IN[0], IMM[0].xxxx
FLR TEMP[1], TEMP[0]
FRC TEMP[2], TEMP[0]
SLT TEMP[0], TEMP[2], IMM[0].yyyy
SGE TEMP[2], IN[0].zxyw, IMM[0].zzzw
MAD TEMP[1], TEMP[1], IMM[0].zzzz, TEMP[0]
MUL OUT[0], TEMP[1], TEMP[2]
END
`,
    expected: ({ color: c }) => {
      const t0 = c.map((v) => f(v * 3));
      const frc = t0.map((v) => f(v - Math.floor(v)));
      const slt = frc.map((v) => (v < 0.5 ? 1 : 0));
      const sge = swz(c, 'zxyw').map((v, i) => (v >= [0.4, 0.4, 0.4, 1][i]! ? 1 : 0));
      return t0.map((v, i) => f(f(f(Math.floor(v) * 0.4) + slt[i]!) * sge[i]!));
    },
  },
  {
    name: 'own-frag-face-bits',
    stage: 'fragment',
    text: `FRAG
DCL IN[0], COLOR, LINEAR
DCL IN[1], FACE, CONSTANT
DCL OUT[0], COLOR
DCL TEMP[0..1]
IMM FLT32 { 8.0, 0.75, 1.0, 0.0 }
IMM UINT32 { 2, 0, 0, 0 }
MUL TEMP[0].x, IN[0].yyyy, IMM[0].xxxx
F2U TEMP[0].x, TEMP[0].xxxx
AND TEMP[0].x, TEMP[0].xxxx, IMM[1].xxxx
UCMP TEMP[1], TEMP[0].xxxx, IMM[0].zwzz, IMM[0].wzwz
CMP TEMP[0], IN[1].xxxx, IMM[0].yyyz, IMM[0].zzzz
MUL OUT[0], TEMP[1], TEMP[0]
END
`,
    expected: ({ color: c, face }) => {
      const bits = Math.max(0, Math.trunc(f(c[1]! * 8))) & 2;
      const stripe = bits !== 0 ? [1, 0, 1, 1] : [0, 1, 0, 1];
      const shade = face < 0 ? [0.75, 0.75, 0.75, 1] : [1, 1, 1, 1];
      return stripe.map((v, i) => f(v * shade[i]!));
    },
  },
  {
    name: 'own-frag-texture',
    stage: 'fragment',
    text: `FRAG
DCL IN[0], COLOR, LINEAR
DCL IN[1], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0]
TEX TEMP[0], IN[1], SAMP[0], 2D
MUL OUT[0], TEMP[0], IN[0].wwww
END
`,
    expected: ({ color: c, texcoord }) => texel(texcoord[0]!, texcoord[1]!).map((v) => f(f(v) * c[3]!)),
  },
  {
    name: 'own-vert-transpose',
    stage: 'vertex',
    text: `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL TEMP[0..1]
IMM FLT32 { 0.8, 0.9, 0.1, 1.0 }
MAD TEMP[0].xy, IN[0].yxzw, IMM[0], IMM[0].zzzz
MOV TEMP[0].zw, IN[0]
MOV OUT[0], TEMP[0]
SUB TEMP[1], IMM[0].wwww, IN[1]
MUL OUT[1], TEMP[1], IMM[0].xyww
END
`,
    expected: ({ position: p, color: c }) => ({
      position: [f(f(p[1]! * 0.8) + 0.1), f(f(p[0]! * 0.9) + 0.1), p[2]!, p[3]!],
      color: c.map((v, i) => f(f(1 - v) * [0.8, 0.9, 1, 1][i]!)),
    }),
  },
  {
    name: 'own-vert-fold',
    stage: 'vertex',
    text: `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL TEMP[0..1]
IMM FLT32 { 0.25, -0.25, 0.5, 0.0 }
ADD TEMP[0], IN[0], IMM[0].yyww
MOV OUT[0].xy, -|TEMP[0]|
MOV OUT[0].zw, IN[0]
ABS TEMP[1], TEMP[0]
SGE TEMP[1].x, TEMP[0].xxxx, IMM[0].wwww
SLT TEMP[1].y, |TEMP[0].yyyy|, IMM[0].zzzz
MAX TEMP[1].z, -TEMP[0].xxxx, IN[1].zzzz
MIN OUT[1], TEMP[1], IMM[0].zzzz
END
`,
    expected: ({ position: p, color: c }) => {
      const t0 = p.map((v, i) => f(v + [-0.25, -0.25, 0, 0][i]!));
      const t1 = t0.map(Math.abs);
      t1[0] = t0[0]! >= 0 ? 1 : 0;
      t1[1] = Math.abs(t0[1]!) < 0.5 ? 1 : 0;
      t1[2] = fmax(-t0[0]!, c[2]!);
      return {
        position: [-Math.abs(t0[0]!), -Math.abs(t0[1]!), p[2]!, p[3]!],
        color: t1.map((v) => fmin(v, 0.5)),
      };
    },
  },
  {
    name: 'own-vert-products',
    stage: 'vertex',
    text: `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL CONST[0][8..9]
DCL CONST[0][5]
DCL TEMP[0..1]
MOV OUT[0], IN[0]
DP3 TEMP[0].x, IN[1], CONST[0][8]
DP4 TEMP[0].y, IN[1].zyxw, CONST[0][9]
XPD TEMP[1], IN[1], CONST[0][5]
DST TEMP[0].zw, TEMP[1], IN[1].zyxw
LRP OUT[1], IN[1].yyyy, TEMP[0], |TEMP[1]|
END
`,
    expected: ({ position: p, color: c }) => {
      const b = vec4(VS0, 5);
      const x = [
        f(f(c[1]! * b[2]!) - f(b[1]! * c[2]!)),
        f(f(c[2]! * b[0]!) - f(b[2]! * c[0]!)),
        f(f(c[0]! * b[1]!) - f(b[0]! * c[1]!)),
        1,
      ];
      const t0 = [dot3(c, vec4(VS0, 8)), dot4(swz(c, 'zyxw'), vec4(VS0, 9)), x[2]!, c[3]!];
      const y = c[1]!;
      return { position: p, color: t0.map((v, i) => f(f(y * v) + f(f(1 - y) * Math.abs(x[i]!)))) };
    },
  },
  {
    name: 'own-vert-powers',
    stage: 'vertex',
    text: `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL CONST[0]
DCL TEMP[0..1]
IMM FLT32 { 1.5, 0.5, 0.25, 2.0 }
ADD TEMP[0], IN[1], IMM[0].yyyy
RCP TEMP[1].x, TEMP[0].yyyy
RSQ TEMP[1].y, TEMP[0].zzzz
EX2 TEMP[1].z, -IN[1].yyyy
LG2 TEMP[1].w, TEMP[0].xxxx
MUL OUT[1], TEMP[1], CONST[0].xxxw
FRC TEMP[0], IN[0]
FLR TEMP[1], IN[0]
LIT TEMP[1], TEMP[1].wzyx
MAD OUT[0].xy, TEMP[0], IMM[0].wwww, -TEMP[1].xxwx
MOV OUT[0].zw, IN[0]
END
`,
    expected: ({ position: p, color: c }) => {
      const t0 = c.map((v) => f(v + 0.5));
      const t1 = [f(1 / t0[1]!), f(1 / Math.sqrt(Math.abs(t0[2]!))), f(2 ** -c[1]!), f(Math.log2(t0[0]!))];
      const k = vec4(VS0, 0);
      // LIT of floor(p).wzyx = (1, 0, floor y, floor x) is (1, 1, 0^floor x, 1): its x and w are 1.
      const frc = p.map((v) => f(v - Math.floor(v)));
      return {
        position: [f(f(frc[0]! * 2) + -1), f(f(frc[1]! * 2) + -1), p[2]!, p[3]!],
        color: t1.map((v, i) => f(v * [k[0]!, k[0]!, k[0]!, k[3]!][i]!)),
      };
    },
  },
  {
    name: 'own-vert-address',
    stage: 'vertex',
    text: `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL CONST[0..11]
DCL ADDR[0]
DCL TEMP[0]
IMM FLT32 { 1.5, 1.0, 0.0, 0.0 }
IMM FLT32 { 1.0, 0.25, 0.25, 1.0 }
IMM FLT32 { 0.25, 1.0, 0.25, 1.0 }
IMM FLT32 { 0.25, 0.25, 1.0, 1.0 }
MOV OUT[0], IN[0]
ADD TEMP[0], IN[0], IMM[0].yyyy
MUL TEMP[0], TEMP[0], IMM[0].xxxx
ARL ADDR[0].x, TEMP[0].xxxx
ARR ADDR[0].y, TEMP[0].yyyy
MOV TEMP[0], IMM[ADDR[0].x + 1]
MUL OUT[1], TEMP[0], CONST[ADDR[0].y + 8]
END
`,
    expected: ({ position: p }) => {
      const imms = [
        [1.5, 1, 0, 0],
        [1, 0.25, 0.25, 1],
        [0.25, 1, 0.25, 1],
        [0.25, 0.25, 1, 1],
      ];
      const t = p.map((v) => f(f(v + 1) * 1.5));
      const roundEven = (v: number) => (Math.abs(v % 1) === 0.5 ? 2 * Math.round(v / 2) : Math.round(v));
      const a = Math.floor(t[0]!);
      const b = roundEven(t[1]!);
      const imm = imms[a + 1] ?? [0, 0, 0, 0];
      const k = b + 8 >= 0 && b + 8 < 12 ? vec4(VS0, b + 8) : [0, 0, 0, 0];
      return { position: p, color: imm.map((v, i) => f(v * k[i]!)) };
    },
  },
  {
    name: 'own-vert-integers',
    stage: 'vertex',
    text: `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
DCL TEMP[0..1]
IMM[0] INT32 { -1073741824, 6, 3, 255 }
IMM[1] FLT32 { 0.00390625, 0.5, 0.0, 1.0 }
MOV OUT[0], IN[0]
IMUL_HI TEMP[0].x, IMM[0].xxxx, IMM[0].yyyy
UMUL_HI TEMP[0].y, IMM[0].xxxx, IMM[0].zzzz
UMUL TEMP[0].z, IMM[0].wwww, IMM[0].zzzz
UADD TEMP[0].w, IMM[0].wwww, -IMM[0].zzzz
I2F TEMP[1], TEMP[0]
MUL OUT[1], TEMP[1], IMM[1].xxxx
UADD OUT[2], IN[1], IMM[0].wwww
END
`,
    expected: ({ position: p }) => {
      // IMUL_HI(-2^30, 6) = high word of -6·2^30 = -2; UMUL_HI(0xC0000000, 3) = 2; UMUL(255, 3) = 765;
      // UADD(255, -3) = 252.
      return { position: p, color: [-2, 2, 765, 252].map((v) => f(v * 0.00390625)) };
    },
  },
  {
    name: 'own-geom-recolour',
    stage: 'geometry',
    text: `GEOM
PROPERTY GS_INPUT_PRIMITIVE TRIANGLES
PROPERTY GS_OUTPUT_PRIMITIVE TRIANGLE_STRIP
PROPERTY GS_MAX_OUTPUT_VERTICES 6
DCL IN[][0], POSITION, CONSTANT
DCL IN[][1], COLOR, CONSTANT
DCL OUT[0], POSITION, CONSTANT
DCL OUT[1], COLOR, CONSTANT
DCL CONST[1][4..6]
DCL TEMP[0]
MOV OUT[0], IN[2][0]
MOV OUT[1], CONST[1][4]
EMIT
MOV OUT[0], IN[0][0]
ADD OUT[1], IN[0][1], CONST[1][6]
EMIT
MOV TEMP[0], IN[1][0]
ADD TEMP[0].y, IN[1][0], IN[2][0]
MOV OUT[0], TEMP[0]
MOV OUT[1], CONST[1][5]
EMIT
ENDPRIM
END
`,
    expected: (tri) => {
      const p1 = tri[1]!.position;
      return {
        primitive: 'triangle-strip',
        strips: [
          [
            { position: tri[2]!.position, color: vec4(GS1, 4) },
            { position: tri[0]!.position, color: tri[0]!.color.map((v, i) => f(v + vec4(GS1, 6)[i]!)) },
            { position: [p1[0]!, f(p1[1]! + tri[2]!.position[1]!), p1[2]!, p1[3]!], color: vec4(GS1, 5) },
          ],
        ],
      };
    },
  },
  {
    name: 'own-geom-outline',
    stage: 'geometry',
    text: `GEOM
PROPERTY GS_INPUT_PRIMITIVE TRIANGLES
PROPERTY GS_OUTPUT_PRIMITIVE LINE_STRIP
PROPERTY GS_MAX_OUTPUT_VERTICES 5
DCL IN[][0], POSITION, CONSTANT
DCL IN[][1], COLOR, CONSTANT
DCL OUT[0], POSITION, CONSTANT
DCL OUT[1], COLOR, CONSTANT
MOV OUT[0], IN[0][0]
MOV OUT[1], IN[0][1]
EMIT
MOV OUT[0], IN[1][0]
MOV OUT[1], IN[1][1]
EMIT
MOV OUT[0], IN[2][0]
MOV OUT[1], IN[2][1]
EMIT
ENDPRIM
MOV OUT[0], IN[2][0]
ADD OUT[1], IN[2][1], IN[0][1]
EMIT
MOV OUT[0], IN[0][0]
EMIT
ENDPRIM
END
`,
    expected: (tri) => {
      const mixed = tri[2]!.color.map((v, i) => f(v + tri[0]!.color[i]!));
      return {
        primitive: 'line-strip',
        strips: [
          [tri[0]!, tri[1]!, tri[2]!],
          [
            { position: tri[2]!.position, color: mixed },
            { position: tri[0]!.position, color: mixed },
          ],
        ],
      };
    },
  },
];

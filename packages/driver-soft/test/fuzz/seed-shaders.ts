// The shaders the TGSI fuzz test mutates: the project's own, one or more per stage and feature (always
// there), plus Mesa's corpus beside the repository (required under CI, as the other corpus tests do).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CORPUS = new URL('../../../../../shared/tgsi-corpus/', import.meta.url).pathname;
const CORPUS_DIRS = [
  'vertex-shader',
  'fragment-shader',
  'geometry-shader',
  'mesa21-variants',
  'python-regress-fragment-shader',
];

/** Every corpus shader's text, or none in a clone without the corpus (an error under CI). */
export function corpusShaders(): string[] {
  if (!existsSync(CORPUS)) {
    if (process.env.CI === 'true')
      throw new Error(`the TGSI corpus is missing at ${CORPUS} (required under CI)`);
    return [];
  }
  return CORPUS_DIRS.flatMap((dir) =>
    readdirSync(join(CORPUS, dir))
      .sort()
      .map((file) => readFileSync(join(CORPUS, dir, file), 'utf8')),
  );
}

/** The project's own shaders: every stage, constants, indirect addressing, textures, control flow. */
export const OWN_SHADERS: readonly string[] = [
  `VERT
DCL IN[0]
DCL IN[1]
DCL IN[2]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
  0: MOV OUT[0], IN[0]
  1: MOV OUT[1], IN[1]
  2: MOV OUT[2], IN[2]
  3: END
`,
  `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL CONST[0][0..7]
DCL ADDR[0]
DCL TEMP[0..1]
IMM[0] FLT32 { 4.0, 1.0, 0.5, 0.0 }
  0: MUL TEMP[0], IN[1], IMM[0].xxxx
  1: ARL ADDR[0].x, TEMP[0].xxxx
  2: MOV TEMP[1], CONST[0][ADDR[0].x + 1]
  3: BGNLOOP
  4:   ADD TEMP[0].y, TEMP[0].yyyy, IMM[0].yyyy
  5:   SGE TEMP[0].z, TEMP[0].yyyy, IMM[0].xxxx
  6:   IF TEMP[0].zzzz
  7:     BRK
  8:   ENDIF
  9: ENDLOOP
 10: MAD OUT[0], IN[0], IMM[0].yyyw, IMM[0].wwwy
 11: MUL OUT[1], TEMP[1], IMM[0].zzzy
 12: END
`,
  `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0]
IMM[0] FLT32 { 0.0, 0.0, 0.0, 0.0 }
  0: MOV TEMP[0], IN[1]
  1: MOV TEMP[0].w, IMM[0].xxxx
  2: TXL OUT[1], TEMP[0], SAMP[0], 2D
  3: MOV OUT[0], IN[0]
  4: END
`,
  `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
  0: MOV OUT[0], IN[0]
  1: END
`,
  `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL CONST[0][0..1]
DCL TEMP[0]
  0: TEX TEMP[0], IN[0], SAMP[0], 2D
  1: MAD OUT[0], TEMP[0], CONST[0][0], CONST[0][1]
  2: END
`,
  `FRAG
DCL IN[0], POSITION, LINEAR
DCL IN[1], COLOR, LINEAR
DCL OUT[0], COLOR
DCL TEMP[0..2]
IMM[0] UINT32 { 0, 1, 5, 0 }
IMM[1] FLT32 { 0.1, 0.5, 1.0, 0.0 }
  0: F2U TEMP[0].x, IN[0].xxxx
  1: MOV TEMP[1], IMM[1].wwww
  2: MOV TEMP[0].y, IMM[0].xxxx
  3: BGNLOOP
  4:   USGE TEMP[0].z, TEMP[0].yyyy, TEMP[0].xxxx
  5:   UIF TEMP[0].zzzz
  6:     BRK
  7:   ELSE
  8:     ADD TEMP[1], TEMP[1], IMM[1].xxxx
  9:   ENDIF
 10:   UADD TEMP[0].y, TEMP[0].yyyy, IMM[0].yyyy
 11: ENDLOOP
 12: SWITCH TEMP[0].xxxx
 13: CASE IMM[0].zzzz
 14:   MOV TEMP[1].x, IMM[1].zzzz
 15:   BRK
 16: DEFAULT
 17:   MOV TEMP[1].y, IMM[1].yyyy
 18:   BRK
 19: ENDSWITCH
 20: MUL OUT[0], TEMP[1], IN[1]
 21: END
`,
  `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL TEMP[0..1]
IMM[0] FLT32 { 0.5, 0.0, 1.0, 2.0 }
  0: DDX TEMP[0], IN[0]
  1: DDY TEMP[1], IN[0]
  2: ADD TEMP[0], TEMP[0], TEMP[1]
  3: SLT TEMP[1].x, IN[0].xxxx, IMM[0].xxxx
  4: KILL_IF -TEMP[1].xxxx
  5: CAL :9
  6: MUL OUT[0], TEMP[0], IMM[0].wwww
  7: RET
  8: END
  9: BGNSUB
 10:   ADD TEMP[0], TEMP[0], IMM[0].zzzz
 11:   RET
 12: ENDSUB
`,
  `GEOM
PROPERTY GS_INPUT_PRIMITIVE TRIANGLES
PROPERTY GS_OUTPUT_PRIMITIVE TRIANGLE_STRIP
PROPERTY GS_MAX_OUTPUT_VERTICES 3
DCL IN[][0], POSITION
DCL IN[][1], COLOR
DCL OUT[0], POSITION
DCL OUT[1], COLOR
  0: MOV OUT[0], IN[0][0]
  1: MOV OUT[1], IN[0][1]
  2: EMIT
  3: MOV OUT[0], IN[1][0]
  4: MOV OUT[1], IN[1][1]
  5: EMIT
  6: MOV OUT[0], IN[2][0]
  7: MOV OUT[1], IN[2][1]
  8: EMIT
  9: END
`,
  `GEOM
PROPERTY GS_INPUT_PRIMITIVE POINTS
PROPERTY GS_OUTPUT_PRIMITIVE POINTS
PROPERTY GS_MAX_OUTPUT_VERTICES 4
DCL IN[][0], POSITION
DCL IN[][1], COLOR
DCL SV[0], PRIMID
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL TEMP[0]
IMM[0] UINT32 { 0, 1, 2, 3 }
IMM[1] FLT32 { 0.1, 0.0, 0.0, 0.0 }
  0: MOV OUT[1], IN[0][1]
  1: ADD OUT[0], IN[0][0], IMM[1]
  2: EMIT IMM[0].xxxx
  3: UMOD TEMP[0].x, SV[0].xxxx, IMM[0].wwww
  4: EMIT TEMP[0].xxxx
  5: ENDPRIM IMM[0].yyyy
  6: END
`,
  `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL BUFFER[0]
DCL CONST[0][0..1]
DCL TEMP[0..1]
IMM[0] UINT32 { 4, 1, 0, 0 }
  0: UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
  1: LOAD TEMP[1].x, BUFFER[0], TEMP[0].xxxx
  2: UADD TEMP[1].x, TEMP[1].xxxx, SV[1].xxxx
  3: ATOMUADD TEMP[1].y, BUFFER[0], TEMP[0].xxxx, IMM[0].yyyy
  4: STORE BUFFER[0].x, TEMP[0].xxxx, TEMP[1].xxxx
  5: END
`,
];

/**
 * Loops 30·x times at pixel x: past 2048 iterations (the runner's cap) only right of x = 68, so a draw
 * over the runner's two tiles finishes the left one and stops in the right one — its mutants test that
 * a stopped draw leaves the target as it was.
 */
export const STOPS_IN_SECOND_TILE = `FRAG
DCL IN[0], POSITION, LINEAR
DCL OUT[0], COLOR
DCL TEMP[0]
IMM[0] FLT32 { 30.0, 1.0, 0.0, 0.0 }
IMM[1] FLT32 { 1.0, 0.0, 0.0, 1.0 }
  0: MUL TEMP[0].x, IN[0].xxxx, IMM[0].xxxx
  1: MOV TEMP[0].y, IMM[0].zzzz
  2: BGNLOOP
  3:   SGE TEMP[0].z, TEMP[0].yyyy, TEMP[0].xxxx
  4:   IF TEMP[0].zzzz
  5:     BRK
  6:   ENDIF
  7:   ADD TEMP[0].y, TEMP[0].yyyy, IMM[0].yyyy
  8: ENDLOOP
  9: MOV OUT[0], IMM[1]
 10: END
`;

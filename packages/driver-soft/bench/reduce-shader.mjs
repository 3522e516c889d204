// The shared-memory tree reduction kernel, used by the compute benchmark (bench/compute.mjs) and by
// test/compute/shared.test.ts, which checks its sums exactly.

/** Sums BUFFER[0]'s uint words block by block into BUFFER[1][block] (wrapping), halving the stride each step. */
export const REDUCE_SHADER = `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL SV[2], BLOCK_SIZE
DCL MEMORY[0], SHARED
DCL BUFFER[0]
DCL BUFFER[1]
DCL TEMP[0..5]
IMM[0] UINT32 { 4, 1, 0, 0 }
UMAD TEMP[0].x, SV[1].xxxx, SV[2].xxxx, SV[0].xxxx
UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].xxxx
LOAD TEMP[1].x, BUFFER[0], TEMP[0].yyyy
UMUL TEMP[0].z, SV[0].xxxx, IMM[0].xxxx
STORE MEMORY[0].x, TEMP[0].zzzz, TEMP[1].xxxx
BARRIER
USHR TEMP[2].x, SV[2].xxxx, IMM[0].yyyy
BGNLOOP
  USEQ TEMP[3].x, TEMP[2].xxxx, IMM[0].zzzz
  IF TEMP[3].xxxx
    BRK
  ENDIF
  USLT TEMP[3].y, SV[0].xxxx, TEMP[2].xxxx
  IF TEMP[3].yyyy
    UADD TEMP[4].x, SV[0].xxxx, TEMP[2].xxxx
    UMUL TEMP[4].x, TEMP[4].xxxx, IMM[0].xxxx
    LOAD TEMP[5].x, MEMORY[0], TEMP[4].xxxx
    LOAD TEMP[5].y, MEMORY[0].xxxx, TEMP[0].zzzz
    UADD TEMP[5].x, TEMP[5].xxxx, TEMP[5].yyyy
    STORE MEMORY[0].x, TEMP[0].zzzz, TEMP[5].xxxx
  ENDIF
  BARRIER
  USHR TEMP[2].x, TEMP[2].xxxx, IMM[0].yyyy
ENDLOOP
USEQ TEMP[3].x, SV[0].xxxx, IMM[0].zzzz
IF TEMP[3].xxxx
  LOAD TEMP[5].x, MEMORY[0], IMM[0].zzzz
  UMUL TEMP[4].x, SV[1].xxxx, IMM[0].xxxx
  STORE BUFFER[1].x, TEMP[4].xxxx, TEMP[5].xxxx
ENDIF
END
`;

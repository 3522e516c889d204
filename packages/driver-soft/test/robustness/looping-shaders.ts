// Vertex shaders that run past a screen's loop cap on purpose, shared by the tests of draws that stop
// (robustness/loop-cap, split-draws).

/** Passes position and GENERIC[0] through; instance 1 and later loop forever. */
export const LOOP_FROM_INSTANCE_1 = `VERT
DCL IN[0]
DCL IN[1]
DCL SV[0], INSTANCEID
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL TEMP[0]
  0: BGNLOOP
  1:   USEQ TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
  2:   UIF TEMP[0].xxxx
  3:     BRK
  4:   ENDIF
  5: ENDLOOP
  6: MOV OUT[0], IN[0]
  7: MOV OUT[1], IN[1]
  8: END
IMM[0] UINT32 { 0, 0, 0, 0 }
`;

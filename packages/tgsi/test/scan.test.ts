// scanTgsi: the exact usage summary of hand-written shaders.
import { describe, expect, it } from 'vitest';
import {
  TgsiInterpolate,
  TgsiInterpolateLocation,
  TgsiProcessor,
  TgsiSemantic,
  TgsiTextureTarget,
} from '../src/ir.js';
import { scanTgsi } from '../src/scan.js';
import { parseTgsi } from '../src/text/parse.js';

const { LINEAR, PERSPECTIVE } = TgsiInterpolate;
const { CENTER, CENTROID } = TgsiInterpolateLocation;

describe('fragment shader', () => {
  const text = `FRAG
PROPERTY FS_COORD_ORIGIN UPPER_LEFT
DCL IN[0], POSITION, LINEAR
DCL IN[1], GENERIC[2], PERSPECTIVE, CENTROID
DCL IN[2..3], ARRAY(1), GENERIC[5], LINEAR
DCL OUT[0], COLOR
DCL OUT[1], POSITION
DCL OUT[2], STENCIL
DCL SV[0], FACE
DCL SAMP[0]
DCL SAMP[1]
DCL SVIEW[0], 2D, FLOAT
DCL CONST[0..3]
DCL TEMP[0..1]
DCL ADDR[0]
IMM[0] FLT32 { 0.5, 1.0, 0.0, 0.0 }
MOV TEMP[0].xy, IN[1].xyxx
TEX TEMP[1], TEMP[0], SAMP[0], 2D
TXB TEMP[1], TEMP[0], SAMP[0], CUBE
TXL TEMP[1], TEMP[0], SAMP[1], 3D
DDX TEMP[0].z, IN[0].xxxx
ARL ADDR[0].x, IN[2].wwww
ADD TEMP[0], CONST[ADDR[0].x + 1], IN[ADDR[0].x + 2](1)
KILL_IF -TEMP[0]
MUL OUT[0], TEMP[1], SV[0].xxxx
MOV OUT[1].z, IMM[0].xxxx
MOV OUT[2].y, IMM[0].yyyy
END
`;

  it('gives the exact summary', () => {
    const decl = (first: number, last = first, arrayId = 0) => ({
      first,
      last,
      dimension: null,
      arrayId,
      usageMask: 15,
    });
    expect(scanTgsi(parseTgsi(text))).toEqual({
      processor: TgsiProcessor.FRAGMENT,
      numInstructions: 12,
      opcodeCounts: { MOV: 3, TEX: 1, TXB: 1, TXL: 1, DDX: 1, ARL: 1, ADD: 1, KILL_IF: 1, MUL: 1, END: 1 },
      properties: { FS_COORD_ORIGIN: 0 },
      files: {
        INPUT: {
          declared: [decl(0), decl(1), decl(2, 3, 1)],
          count: 4,
          // IN[0] by DDX into .z reads swizzle position z = x; IN[1] into .xy reads xy; ARL into .x reads w.
          usage: {
            0: { read: 0b0001, written: 0 },
            1: { read: 0b0011, written: 0 },
            2: { read: 0b1000, written: 0 },
          },
          indirectRead: true,
          indirectWritten: false,
        },
        OUTPUT: {
          declared: [decl(0), decl(1), decl(2)],
          count: 3,
          usage: {
            0: { read: 0, written: 0b1111 },
            1: { read: 0, written: 0b0100 },
            2: { read: 0, written: 0b0010 },
          },
          indirectRead: false,
          indirectWritten: false,
        },
        SYSTEM_VALUE: {
          declared: [decl(0)],
          count: 1,
          usage: { 0: { read: 0b0001, written: 0 } },
          indirectRead: false,
          indirectWritten: false,
        },
        SAMPLER: {
          declared: [decl(0), decl(1)],
          count: 2,
          usage: { 0: { read: 0b1111, written: 0 }, 1: { read: 0b1111, written: 0 } },
          indirectRead: false,
          indirectWritten: false,
        },
        SAMPLER_VIEW: {
          declared: [decl(0)],
          count: 1,
          usage: {},
          indirectRead: false,
          indirectWritten: false,
        },
        CONSTANT: { declared: [decl(0, 3)], count: 4, usage: {}, indirectRead: true, indirectWritten: false },
        TEMPORARY: {
          declared: [decl(0, 1)],
          count: 2,
          usage: { 0: { read: 0b1111, written: 0b1111 }, 1: { read: 0b1111, written: 0b1111 } },
          indirectRead: false,
          indirectWritten: false,
        },
        ADDRESS: {
          declared: [decl(0)],
          count: 1,
          usage: { 0: { read: 0, written: 0b0001 } },
          indirectRead: false,
          indirectWritten: false,
        },
        IMMEDIATE: {
          declared: [],
          count: 1,
          usage: { 0: { read: 0b0011, written: 0 } },
          indirectRead: false,
          indirectWritten: false,
        },
      },
      inputs: [
        {
          index: 0,
          semantic: { name: TgsiSemantic.POSITION, index: 0 },
          interpolate: LINEAR,
          location: CENTER,
          usageMask: 15,
          used: 0b0001,
        },
        {
          index: 1,
          semantic: { name: TgsiSemantic.GENERIC, index: 2 },
          interpolate: PERSPECTIVE,
          location: CENTROID,
          usageMask: 15,
          used: 0b0011,
        },
        // The indirect read of array 1 may reach both of its registers.
        {
          index: 2,
          semantic: { name: TgsiSemantic.GENERIC, index: 5 },
          interpolate: LINEAR,
          location: CENTER,
          usageMask: 15,
          used: 0b1111,
        },
        {
          index: 3,
          semantic: { name: TgsiSemantic.GENERIC, index: 6 },
          interpolate: LINEAR,
          location: CENTER,
          usageMask: 15,
          used: 0b1111,
        },
      ],
      outputs: [
        {
          index: 0,
          semantic: { name: TgsiSemantic.COLOR, index: 0 },
          interpolate: null,
          location: null,
          usageMask: 15,
          used: 0b1111,
        },
        {
          index: 1,
          semantic: { name: TgsiSemantic.POSITION, index: 0 },
          interpolate: null,
          location: null,
          usageMask: 15,
          used: 0b0100,
        },
        {
          index: 2,
          semantic: { name: TgsiSemantic.STENCIL, index: 0 },
          interpolate: null,
          location: null,
          usageMask: 15,
          used: 0b0010,
        },
      ],
      systemValues: [{ index: 0, semantic: { name: TgsiSemantic.FACE, index: 0 }, read: 0b0001 }],
      systemValuesRead: [TgsiSemantic.FACE],
      samplerTargets: { 0: [TgsiTextureTarget['2D'], TgsiTextureTarget.CUBE], 1: [TgsiTextureTarget['3D']] },
      samplerViews: { 0: { target: TgsiTextureTarget['2D'], returnType: [4, 4, 4, 4] } },
      usesKill: false,
      usesKillIf: true,
      usesDerivatives: true,
      usesImplicitLod: true,
      usesEmit: false,
      usesEndPrim: false,
      usesBarrier: false,
      writesPosition: false,
      writesDepth: true,
      writesStencil: true,
      writesSampleMask: false,
      writesPointSize: false,
      writesEdgeFlag: false,
      writesLayer: false,
      writesViewportIndex: false,
      readsPosition: true,
      readsFace: true,
      images: [],
      buffers: [],
      memory: [],
      numMemoryInstructions: 0,
      writesMemory: false,
    });
  });
});

describe('other stages', () => {
  it('vertex shader: position and point size writes, indirect output writes without an array', () => {
    const info = scanTgsi(
      parseTgsi(`VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], PSIZE
DCL OUT[2].xy, GENERIC[0]
DCL OUT[3], EDGEFLAG
DCL ADDR[0]
ARL ADDR[0].x, IN[0].xxxx
MOV OUT[0], IN[0]
MOV OUT[1].x, IN[0].yyyy
MOV OUT[ADDR[0].x].y, IN[0]
KILL
END
`),
    );
    expect(info.writesPosition).toBe(true);
    expect(info.writesPointSize).toBe(true);
    // The indirect write may reach any output, so each counts its declared usage mask as written.
    expect(info.writesEdgeFlag).toBe(true);
    expect(info.outputs.map((o) => o.used)).toEqual([0b1111, 0b1111, 0b0011, 0b1111]);
    expect(info.files.OUTPUT!.indirectWritten).toBe(true);
    expect(info.usesKill).toBe(true);
    expect(info.usesImplicitLod).toBe(false);
    expect(info.writesDepth).toBe(false);
  });

  it('geometry shader: per-vertex reads, EMIT/ENDPRIM, layer', () => {
    const info = scanTgsi(
      parseTgsi(`GEOM
PROPERTY GS_MAX_OUTPUT_VERTICES 2
DCL IN[][0], POSITION
DCL IN[][1], GENERIC[0]
DCL OUT[0], POSITION
DCL OUT[1], LAYER
MOV OUT[0], IN[1][0]
MOV OUT[1].x, IN[0][1].zzzz
EMIT
ENDPRIM
END
`),
    );
    expect(info.inputs.map((i) => [i.index, i.used])).toEqual([
      [0, 0b1111],
      [1, 0b0100],
    ]);
    expect([info.usesEmit, info.usesEndPrim, info.writesPosition, info.writesLayer]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(info.properties).toEqual({ GS_MAX_OUTPUT_VERTICES: 2 });
    expect(info.opcodeCounts).toEqual({ MOV: 2, EMIT: 1, ENDPRIM: 1, END: 1 });
  });

  it('compute shader: images, buffers, memory, barriers and system values read', () => {
    const info = scanTgsi(
      parseTgsi(`COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL IMAGE[0], 2D, PIPE_FORMAT_R32_FLOAT, WR
DCL BUFFER[0..1]
DCL MEMORY[0], SHARED
DCL TEMP[0]
LOAD TEMP[0], BUFFER[0], SV[0].xxxx
ATOMUADD TEMP[0].x, MEMORY[0], SV[0].xxxx, TEMP[0].xxxx
BARRIER
STORE IMAGE[0], SV[0], TEMP[0]
END
`),
    );
    expect(info.images).toEqual([0]);
    expect(info.buffers).toEqual([0, 1]);
    expect(info.memory).toEqual([{ index: 0, type: 'SHARED' }]);
    expect(info.numMemoryInstructions).toBe(3);
    expect(info.writesMemory).toBe(true);
    expect(info.usesBarrier).toBe(true);
    expect(info.systemValuesRead).toEqual([TgsiSemantic.THREAD_ID]);
    expect(info.systemValues).toEqual([
      { index: 0, semantic: { name: TgsiSemantic.THREAD_ID, index: 0 }, read: 0b1111 },
      { index: 1, semantic: { name: TgsiSemantic.BLOCK_ID, index: 0 }, read: 0 },
    ]);
    expect(info.files.IMAGE!.usage).toEqual({ 0: { read: 0, written: 0b1111 } });
  });

  it('an empty shader', () => {
    const info = scanTgsi(parseTgsi('FRAG\n'));
    expect([info.numInstructions, info.opcodeCounts, info.files, info.inputs]).toEqual([0, {}, {}, []]);
  });
});

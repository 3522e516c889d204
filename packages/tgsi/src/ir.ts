// The typed in-memory form of a TGSI shader: processor, properties, declarations, immediates and
// instructions with typed operands. Plain data only (no classes), so shaders can be compared with a
// deep-equality check, cloned with structuredClone and serialised as JSON.
import { opcodeInfo, type TgsiOpcode } from './opcodes.js';

/** Shader stage. Values equal `PipeShader` in gallium-api. Text names: VERT FRAG GEOM TESS_CTRL TESS_EVAL COMP. */
export const TgsiProcessor = {
  VERTEX: 0,
  FRAGMENT: 1,
  GEOMETRY: 2,
  TESS_CTRL: 3,
  TESS_EVAL: 4,
  COMPUTE: 5,
} as const;
export type TgsiProcessor = (typeof TgsiProcessor)[keyof typeof TgsiProcessor];

/** Register files (recent Mesa numbering). Text names: NULL CONST IN OUT TEMP SAMP ADDR IMM SV IMAGE SVIEW BUFFER MEMORY. */
export const TgsiFile = {
  NULL: 0,
  CONSTANT: 1,
  INPUT: 2,
  OUTPUT: 3,
  TEMPORARY: 4,
  SAMPLER: 5,
  ADDRESS: 6,
  IMMEDIATE: 7,
  SYSTEM_VALUE: 8,
  IMAGE: 9,
  SAMPLER_VIEW: 10,
  BUFFER: 11,
  MEMORY: 12,
} as const;
export type TgsiFile = (typeof TgsiFile)[keyof typeof TgsiFile];

/** Semantic names (the 2015 list plus BASEINSTANCE, DRAWID, WORK_DIM from later Mesa). */
export const TgsiSemantic = {
  POSITION: 0,
  COLOR: 1,
  BCOLOR: 2,
  FOG: 3,
  PSIZE: 4,
  GENERIC: 5,
  NORMAL: 6,
  FACE: 7,
  EDGEFLAG: 8,
  PRIMID: 9,
  INSTANCEID: 10,
  VERTEXID: 11,
  STENCIL: 12,
  CLIPDIST: 13,
  CLIPVERTEX: 14,
  GRID_SIZE: 15,
  BLOCK_ID: 16,
  BLOCK_SIZE: 17,
  THREAD_ID: 18,
  TEXCOORD: 19,
  PCOORD: 20,
  VIEWPORT_INDEX: 21,
  LAYER: 22,
  CULLDIST: 23,
  SAMPLEID: 24,
  SAMPLEPOS: 25,
  SAMPLEMASK: 26,
  INVOCATIONID: 27,
  VERTEXID_NOBASE: 28,
  BASEVERTEX: 29,
  PATCH: 30,
  TESSCOORD: 31,
  TESSOUTER: 32,
  TESSINNER: 33,
  VERTICESIN: 34,
  HELPER_INVOCATION: 35,
  BASEINSTANCE: 36,
  DRAWID: 37,
  WORK_DIM: 38,
} as const;
export type TgsiSemantic = (typeof TgsiSemantic)[keyof typeof TgsiSemantic];

/** Interpolation modes of fragment-shader inputs. */
export const TgsiInterpolate = { CONSTANT: 0, LINEAR: 1, PERSPECTIVE: 2, COLOR: 3 } as const;
export type TgsiInterpolate = (typeof TgsiInterpolate)[keyof typeof TgsiInterpolate];

/** Where an interpolated input is evaluated. */
export const TgsiInterpolateLocation = { CENTER: 0, CENTROID: 1, SAMPLE: 2 } as const;
export type TgsiInterpolateLocation = (typeof TgsiInterpolateLocation)[keyof typeof TgsiInterpolateLocation];

/** Texture targets, as in TGSI text (`2D`, `SHADOWCUBE`, ...). */
export const TgsiTextureTarget = {
  BUFFER: 0,
  '1D': 1,
  '2D': 2,
  '3D': 3,
  CUBE: 4,
  RECT: 5,
  SHADOW1D: 6,
  SHADOW2D: 7,
  SHADOWRECT: 8,
  '1D_ARRAY': 9,
  '2D_ARRAY': 10,
  SHADOW1D_ARRAY: 11,
  SHADOW2D_ARRAY: 12,
  SHADOWCUBE: 13,
  '2D_MSAA': 14,
  '2D_ARRAY_MSAA': 15,
  CUBE_ARRAY: 16,
  SHADOWCUBE_ARRAY: 17,
  UNKNOWN: 18,
} as const;
export type TgsiTextureTarget = (typeof TgsiTextureTarget)[keyof typeof TgsiTextureTarget];

/** Return type of a sampler view (`DCL SVIEW[0], 2D, FLOAT`). */
export const TgsiReturnType = { UNORM: 0, SNORM: 1, SINT: 2, UINT: 3, FLOAT: 4 } as const;
export type TgsiReturnType = (typeof TgsiReturnType)[keyof typeof TgsiReturnType];

/** Immediate data types. FLT64 immediates hold two doubles, each as a (low, high) pair of 32-bit words. */
export const TgsiImmediateType = { FLT32: 0, UINT32: 1, INT32: 2, FLT64: 3 } as const;
export type TgsiImmediateType = (typeof TgsiImmediateType)[keyof typeof TgsiImmediateType];

/** PROPERTY names (the 2015 list plus the compute fixed block size and early depth/stencil). */
export const TgsiPropertyName = {
  GS_INPUT_PRIMITIVE: 0,
  GS_OUTPUT_PRIMITIVE: 1,
  GS_MAX_OUTPUT_VERTICES: 2,
  FS_COORD_ORIGIN: 3,
  FS_COORD_PIXEL_CENTER: 4,
  FS_COLOR0_WRITES_ALL_CBUFS: 5,
  FS_DEPTH_LAYOUT: 6,
  VS_PROHIBIT_UCPS: 7,
  GS_INVOCATIONS: 8,
  VS_WINDOW_SPACE_POSITION: 9,
  TCS_VERTICES_OUT: 10,
  TES_PRIM_MODE: 11,
  TES_SPACING: 12,
  TES_VERTEX_ORDER_CW: 13,
  TES_POINT_MODE: 14,
  NUM_CLIPDIST_ENABLED: 15,
  NUM_CULLDIST_ENABLED: 16,
  FS_EARLY_DEPTH_STENCIL: 17,
  NEXT_SHADER: 18,
  CS_FIXED_BLOCK_WIDTH: 19,
  CS_FIXED_BLOCK_HEIGHT: 20,
  CS_FIXED_BLOCK_DEPTH: 21,
} as const;
export type TgsiPropertyName = (typeof TgsiPropertyName)[keyof typeof TgsiPropertyName];

/** Primitive names used as PROPERTY values (values equal `PipePrim`). */
export const TgsiPrimitive = {
  POINTS: 0,
  LINES: 1,
  LINE_LOOP: 2,
  LINE_STRIP: 3,
  TRIANGLES: 4,
  TRIANGLE_STRIP: 5,
  TRIANGLE_FAN: 6,
  QUADS: 7,
  QUAD_STRIP: 8,
  POLYGON: 9,
  LINES_ADJACENCY: 10,
  LINE_STRIP_ADJACENCY: 11,
  TRIANGLES_ADJACENCY: 12,
  TRIANGLE_STRIP_ADJACENCY: 13,
  PATCHES: 14,
} as const;
export type TgsiPrimitive = (typeof TgsiPrimitive)[keyof typeof TgsiPrimitive];

/** Channel selectors: 0 = x, 1 = y, 2 = z, 3 = w. */
export type TgsiChannel = 0 | 1 | 2 | 3;
export type TgsiSwizzle = readonly [TgsiChannel, TgsiChannel, TgsiChannel, TgsiChannel];

/** Write-mask bits. */
export const TgsiWriteMask = { X: 1, Y: 2, Z: 4, W: 8, XY: 3, XYZ: 7, XYZW: 15 } as const;

/** An indirect index: the value of `file[index].channel` added to the register index (`ADDR[0].x`). */
export interface TgsiIndirect {
  file: TgsiFile;
  index: number;
  channel: TgsiChannel;
  /** Array id the indirect access stays within (`TEMP[ADDR[0].x+1](2)`), 0 when none. */
  arrayId: number;
}

/** The second (outer) dimension of a 2D operand: `CONST[1][n]`, `IN[2][n]` in a GS. */
export interface TgsiDimension {
  index: number;
  indirect: TgsiIndirect | null;
}

/** A register reference shared by sources and destinations: `file[indirect + index]` in `dimension`. */
export interface TgsiRegister {
  file: TgsiFile;
  index: number;
  indirect: TgsiIndirect | null;
  dimension: TgsiDimension | null;
}

export interface TgsiDstOperand extends TgsiRegister {
  /** Bit mask of written channels (TgsiWriteMask). */
  writeMask: number;
}

export interface TgsiSrcOperand extends TgsiRegister {
  swizzle: TgsiSwizzle;
  /** `|x|`: absolute value is applied before negation. */
  absolute: boolean;
  /** `-x` */
  negate: boolean;
}

/** A texel offset of a texture instruction: `IMM[0].xy_` style reference to three channels. */
export interface TgsiTextureOffset {
  file: TgsiFile;
  index: number;
  swizzle: readonly [TgsiChannel, TgsiChannel, TgsiChannel];
}

export interface TgsiInstruction {
  opcode: TgsiOpcode;
  /** `_SAT`: clamp float results to [0, 1]. */
  saturate: boolean;
  /** Exactly `numDst` operands of the opcode table. */
  dst: TgsiDstOperand[];
  /**
   * Exactly `numSrc` operands of the opcode table, except EMIT and ENDPRIM, whose stream operand may be
   * left out in text (`EMIT`): then `src` is empty and the stream is 0.
   */
  src: TgsiSrcOperand[];
  /**
   * Branch target (`:N`, an instruction index) of IF/UIF/ELSE/BGNLOOP/ENDLOOP/CAL, or null when the text
   * gave none. Targets: IF/UIF → its ELSE if any, else its ENDIF; ELSE → its ENDIF; BGNLOOP → its
   * ENDLOOP; ENDLOOP → its BGNLOOP; CAL → the BGNSUB of the subroutine. Ureg always fills them in.
   */
  label: number | null;
  /**
   * Texture target and texel offsets: always set for texture opcodes (`isTex`); for SAMPLE..GATHER4 set
   * (with target UNKNOWN) only when the instruction has offsets; null otherwise.
   */
  texture: { target: TgsiTextureTarget; offsets: TgsiTextureOffset[] } | null;
  /**
   * Always set for memory opcodes (`isMemory`: LOAD, STORE, ATOM*, RESQ), else null. Qualifier bit mask:
   * 1 COHERENT, 2 RESTRICT, 4 VOLATILE; `texture` and `format` describe an image access when given.
   */
  memory: { qualifier: number; texture: TgsiTextureTarget | null; format: string | null } | null;
}

/**
 * An instruction of `opcode` with no operands, no `_SAT`, no branch target and no texture part; a
 * memory opcode gets an empty memory description (no qualifier, texture or format). The parser and
 * Ureg fill in the rest.
 */
export function blankInstruction(opcode: TgsiOpcode): TgsiInstruction {
  return {
    opcode,
    saturate: false,
    dst: [],
    src: [],
    label: null,
    texture: null,
    memory: opcodeInfo(opcode)?.isMemory ? { qualifier: 0, texture: null, format: null } : null,
  };
}

export interface TgsiSemanticDecl {
  name: TgsiSemantic;
  index: number;
}

export interface TgsiDeclaration {
  file: TgsiFile;
  /** Register range `[first..last]` (equal for a single register). */
  first: number;
  last: number;
  /** Outer dimension: the constant buffer index of `CONST[1][0..6]`, or null. */
  dimension: number | null;
  /** Per-vertex input of a GS/TCS/TES or output of a TCS (`IN[][0]`); `dimension` is then null. */
  perVertex: boolean;
  /** Channels the declaration covers (`DCL IN[0].xy`); 0xf when not written. */
  usageMask: number;
  semantic: TgsiSemanticDecl | null;
  interpolate: { mode: TgsiInterpolate; location: TgsiInterpolateLocation } | null;
  /** `ARRAY(n)` id, 0 when none. */
  arrayId: number;
  invariant: boolean;
  local: boolean;
  /** SVIEW declarations: target and per-channel return types. */
  samplerView: {
    target: TgsiTextureTarget;
    returnType: [TgsiReturnType, TgsiReturnType, TgsiReturnType, TgsiReturnType];
  } | null;
  /** IMAGE declarations. `format` is a PipeFormat name such as `PIPE_FORMAT_R32G32B32A32_FLOAT`. */
  image: { target: TgsiTextureTarget; format: string; writable: boolean; raw: boolean } | null;
  /** BUFFER declarations: `ATOMIC` counter buffer. */
  atomic: boolean;
  /** MEMORY declarations: `SHARED` (compute shared memory), `GLOBAL` (the default), `PRIVATE` or `INPUT`; null for other files. */
  memoryType: 'GLOBAL' | 'SHARED' | 'PRIVATE' | 'INPUT' | null;
}

/**
 * A declaration of `file[first..last]` with every optional part at its default: no dimension,
 * semantic, interpolation, array or attributes, all four channels used, and a MEMORY declaration
 * `GLOBAL`. The parser starts from it; Ureg and tests set only what differs.
 */
export function blankDeclaration(file: TgsiFile, first: number, last = first): TgsiDeclaration {
  return {
    file,
    first,
    last,
    dimension: null,
    perVertex: false,
    usageMask: 0xf,
    semantic: null,
    interpolate: null,
    arrayId: 0,
    invariant: false,
    local: false,
    samplerView: null,
    image: null,
    atomic: false,
    memoryType: file === TgsiFile.MEMORY ? 'GLOBAL' : null,
  };
}

export interface TgsiImmediate {
  type: TgsiImmediateType;
  /**
   * One to four 32-bit words. FLT32 values are numbers exactly representable as float32; UINT32 are
   * 0..2^32-1; INT32 are -2^31..2^31-1; FLT64 hold raw (low, high) uint32 word pairs.
   */
  values: number[];
}

export interface TgsiProperty {
  name: TgsiPropertyName;
  /** Numeric value; enumerated values (primitives, origins, ...) as their numbers. */
  value: number;
}

export interface TgsiShader {
  processor: TgsiProcessor;
  properties: TgsiProperty[];
  declarations: TgsiDeclaration[];
  immediates: TgsiImmediate[];
  instructions: TgsiInstruction[];
}

/** Swizzle `.xyzw`. */
export const IDENTITY_SWIZZLE: TgsiSwizzle = [0, 1, 2, 3];

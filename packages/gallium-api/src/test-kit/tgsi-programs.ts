// The TGSI programs the suite draws with, written as TgsiShader data so gallium-api needs no tgsi
// dependency (tgsi's tests check that each equals the parse of its text, shown in the comments): a
// minimal shader of every stage, and a pass-through colour pipeline.
import type { PipeShader } from '../enums.js';

// Numbers of the tgsi enums these programs use (TgsiFile, TgsiSemantic, TgsiInterpolate, TgsiOpcode).
const FILE = { INPUT: 2, OUTPUT: 3 } as const;
const SEMANTIC = { POSITION: 0, COLOR: 1 } as const;
const INTERPOLATE_PERSPECTIVE = 2;
const OPCODE = { MOV: 1, END: 117 } as const;
const PROCESSOR = { VERTEX: 0, FRAGMENT: 1, GEOMETRY: 2 } as const;
const PROPERTY = { GS_INPUT_PRIMITIVE: 0, GS_OUTPUT_PRIMITIVE: 1, GS_MAX_OUTPUT_VERTICES: 2 } as const;
const PRIM_POINTS = 0;

/** The properties every geometry shader declares: its input and output primitives, its vertex bound. */
const GEOMETRY_PROPERTIES = [
  { name: PROPERTY.GS_INPUT_PRIMITIVE, value: PRIM_POINTS },
  { name: PROPERTY.GS_OUTPUT_PRIMITIVE, value: PRIM_POINTS },
  { name: PROPERTY.GS_MAX_OUTPUT_VERTICES, value: 1 },
];

function declaration(file: number, index: number, semantic: number, interpolate: number | null) {
  return {
    file,
    first: index,
    last: index,
    dimension: null,
    perVertex: false,
    usageMask: 0xf,
    semantic: { name: semantic, index: 0 },
    interpolate: interpolate === null ? null : { mode: interpolate, location: 0 },
    arrayId: 0,
    invariant: false,
    local: false,
    samplerView: null,
    image: null,
    atomic: false,
    memoryType: null,
  };
}

function register(file: number, index: number) {
  return { file, index, indirect: null, dimension: null };
}

function instruction(opcode: number, dst: object[], src: object[]) {
  return { opcode, saturate: false, dst, src, label: null, texture: null, memory: null };
}

/** MOV OUT[index], IN[index] */
function move(index: number) {
  return instruction(
    OPCODE.MOV,
    [{ ...register(FILE.OUTPUT, index), writeMask: 0xf }],
    [{ ...register(FILE.INPUT, index), swizzle: [0, 1, 2, 3], absolute: false, negate: false }],
  );
}

/**
 * A TgsiShader of `stage` that only ends: `<STAGE>\nEND`; a geometry shader also declares
 * `PROPERTY GS_INPUT_PRIMITIVE POINTS / GS_OUTPUT_PRIMITIVE POINTS / GS_MAX_OUTPUT_VERTICES 1`.
 */
export function minimalTgsiShader(stage: PipeShader): unknown {
  return {
    processor: stage,
    properties: stage === PROCESSOR.GEOMETRY ? GEOMETRY_PROPERTIES.map((p) => ({ ...p })) : [],
    declarations: [],
    immediates: [],
    instructions: [instruction(OPCODE.END, [], [])],
  };
}

/**
 * The pass-through vertex shader: position and colour from vertex elements 0 and 1.
 * `VERT / DCL IN[0] / DCL IN[1] / DCL OUT[0], POSITION / DCL OUT[1], COLOR /
 * MOV OUT[0], IN[0] / MOV OUT[1], IN[1] / END`
 */
export function colorVertexShader(): unknown {
  return {
    processor: PROCESSOR.VERTEX,
    properties: [],
    declarations: [
      { ...declaration(FILE.INPUT, 0, 0, null), semantic: null },
      { ...declaration(FILE.INPUT, 1, 0, null), semantic: null },
      declaration(FILE.OUTPUT, 0, SEMANTIC.POSITION, null),
      declaration(FILE.OUTPUT, 1, SEMANTIC.COLOR, null),
    ],
    immediates: [],
    instructions: [move(0), move(1), instruction(OPCODE.END, [], [])],
  };
}

/**
 * The fragment shader writing the interpolated colour.
 * `FRAG / DCL IN[0], COLOR, PERSPECTIVE / DCL OUT[0], COLOR / MOV OUT[0], IN[0] / END`
 */
export function colorFragmentShader(): unknown {
  return {
    processor: PROCESSOR.FRAGMENT,
    properties: [],
    declarations: [
      declaration(FILE.INPUT, 0, SEMANTIC.COLOR, INTERPOLATE_PERSPECTIVE),
      declaration(FILE.OUTPUT, 0, SEMANTIC.COLOR, null),
    ],
    immediates: [],
    instructions: [move(0), instruction(OPCODE.END, [], [])],
  };
}

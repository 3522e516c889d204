// The checked program the translator consumes: names resolved to registers (temporaries, inputs,
// parameter slots, outputs, address registers), the options, and the API resource counts
// (GL_PROGRAM_*_ARB).
import type {
  ArbAttribBinding,
  ArbExtSwizzleComponent,
  ArbProgramKind,
  ArbResultBinding,
  ArbTextureTarget,
  Vec4,
} from './ast.js';
import type { ParamTable } from './param-table.js';

export interface ArbOptions {
  /** ARB_position_invariant: the position is the fixed-function transform. */
  positionInvariant: boolean;
  /** ARB_fog_linear / _exp / _exp2: fog applied to the final colour. */
  fog: 'linear' | 'exp' | 'exp2' | null;
  /** ARB_precision_hint_fastest / _nicest (no effect: every driver computes in float32). */
  precisionHint: 'fastest' | 'nicest' | null;
  /** ARB_fragment_program_shadow: SHADOW targets allowed. */
  shadow: boolean;
}

export interface ResolvedSrc {
  file: 'temp' | 'input' | 'const';
  /** Temporary number, index into `inputs`, or parameter slot (an array's first slot plus the index). */
  index: number;
  /** Relative addressing: address register number and the constant displacement (included in `index`). */
  relative: { address: number } | null;
  swizzle: Vec4;
  negate: boolean;
}

export interface ResolvedDst {
  file: 'temp' | 'output' | 'address';
  /** Temporary number, index into `outputs`, or address register number. */
  index: number;
  mask: number;
}

export interface ResolvedInstruction {
  offset: number;
  opcode: string;
  saturate: boolean;
  dst: ResolvedDst | null;
  src: ResolvedSrc[];
  extSwizzle: ArbExtSwizzleComponent[] | null;
  texture: { unit: number; target: ArbTextureTarget } | null;
}

/** GL_PROGRAM_*_ARB resource counts. */
export interface ArbResourceCounts {
  instructions: number;
  /** Fragment programs: ALU and texture instructions, texture indirections (0 in vertex programs). */
  aluInstructions: number;
  texInstructions: number;
  texIndirections: number;
  temporaries: number;
  parameters: number;
  attribs: number;
  addressRegisters: number;
}

export interface ResolvedProgram {
  kind: ArbProgramKind;
  options: ArbOptions;
  temporaries: number;
  addressRegisters: number;
  inputs: ArbAttribBinding[];
  outputs: ArbResultBinding[];
  params: ParamTable;
  instructions: ResolvedInstruction[];
  counts: ArbResourceCounts;
}

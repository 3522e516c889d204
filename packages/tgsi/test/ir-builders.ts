// Compact builders for expected IR in tests: every field has the default the parser produces, and
// tests override only what they are about.
import {
  blankDeclaration,
  blankInstruction,
  type TgsiDeclaration,
  type TgsiDstOperand,
  type TgsiFile,
  type TgsiInstruction,
  type TgsiShader,
  type TgsiSrcOperand,
} from '../src/ir.js';
import { opcodeByName, type TgsiOpcodeName } from '../src/opcodes.js';

export function src(file: TgsiFile, index: number, more: Partial<TgsiSrcOperand> = {}): TgsiSrcOperand {
  return {
    file,
    index,
    indirect: null,
    dimension: null,
    swizzle: [0, 1, 2, 3],
    absolute: false,
    negate: false,
    ...more,
  };
}

export function dst(file: TgsiFile, index: number, more: Partial<TgsiDstOperand> = {}): TgsiDstOperand {
  return { file, index, indirect: null, dimension: null, writeMask: 0xf, ...more };
}

export function decl(file: TgsiFile, first: number, more: Partial<TgsiDeclaration> = {}): TgsiDeclaration {
  return { ...blankDeclaration(file, first), ...more };
}

export function inst(
  name: TgsiOpcodeName,
  dsts: TgsiDstOperand[] = [],
  srcs: TgsiSrcOperand[] = [],
  more: Partial<TgsiInstruction> = {},
): TgsiInstruction {
  return { ...blankInstruction(opcodeByName(name)!.opcode), dst: dsts, src: srcs, ...more };
}

export function shader(processor: TgsiShader['processor'], more: Partial<TgsiShader> = {}): TgsiShader {
  return { processor, properties: [], declarations: [], immediates: [], instructions: [], ...more };
}

// Ureg: builds TGSI shaders in code. Declare registers (inputs/outputs with semantics, system values,
// temps and temp arrays, constants with optional buffer index, samplers, sampler views, images,
// buffers, memory, addresses), get deduplicated immediates, and emit instructions through one method
// per opcode (`u.MAD(dst, a, b, c)`, `u.TEX(dst, coord, samp, '2D')`). Block labels (IF/ELSE/ENDIF,
// BGNLOOP/ENDLOOP) and subroutine calls are fixed up automatically; finalize() returns the shader
// after checkTgsi has found no error in it.

import { isPerVertexFile } from './analysis/per-vertex.js';
import { checkTgsi } from './check.js';
import {
  blankDeclaration,
  blankInstruction,
  type TgsiDeclaration,
  TgsiFile,
  TgsiImmediateType,
  type TgsiInstruction,
  TgsiInterpolate,
  type TgsiInterpolateLocation,
  TgsiProcessor,
  type TgsiProperty,
  type TgsiPropertyName,
  TgsiReturnType,
  TgsiSemantic,
  type TgsiShader,
  TgsiTextureTarget,
} from './ir.js';
import { TGSI_MAX_INDEX, TGSI_MAX_TEXTURE_OFFSETS } from './limits.js';
import {
  opcodeByName,
  opcodeInfo,
  TGSI_OPCODES,
  TgsiOpcode,
  type TgsiOpcodeInfo,
  type TgsiOpcodeName,
  type TgsiOpcodeRow,
} from './opcodes.js';
import { FORMAT_NAME, MEMORY_QUALIFIER_NAMES, TEXTURE_NAMES } from './text/names.js';
import { float64Words } from './text/numbers.js';
import { BlockTracker } from './ureg/blocks.js';
import { DeclarationTable } from './ureg/declarations.js';
import { UregError } from './ureg/errors.js';
import { ImmediatePool } from './ureg/immediates.js';
import { directRegister, UregDst, UregSrc, UregSubroutine } from './ureg/operands.js';

export { UregError } from './ureg/errors.js';
export { UregDst, UregSrc, UregSubroutine } from './ureg/operands.js';

/** A texture target as a TgsiTextureTarget value or its text name (`'2D'`, `'SHADOWCUBE'`). */
export type UregTextureTarget =
  | TgsiTextureTarget
  | keyof typeof TgsiTextureTarget
  | 'CUBEARRAY'
  | 'SHADOWCUBEARRAY';

/** Per-instruction options. */
export interface UregInstructionOptions {
  /** `_SAT`: clamp results to [0, 1]. */
  saturate?: boolean;
  /** Texel offsets (`IMM[0].xyz`): the first three selected channels of each source are used. */
  offsets?: UregSrc[];
  /** Memory access of LOAD/STORE/ATOM*: qualifiers, image target and format. */
  memory?: {
    qualifiers?: Array<'COHERENT' | 'RESTRICT' | 'VOLATILE'>;
    texture?: UregTextureTarget;
    format?: string;
  };
}

/** A tuple of N elements of type T. */
export type Repeat<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N
  ? Acc
  : Repeat<T, N, [...Acc, T]>;
/** The operands of one opcode's method: its destinations, its sources, and a texture target where it samples. */
export type OperandArgs<R extends TgsiOpcodeRow> = [
  ...Repeat<UregDst, R[1]>,
  ...Repeat<UregSrc, R[2]>,
  ...(R[4] extends `${string}tex${string}` ? [target: UregTextureTarget] : []),
];

/** One method per opcode: destinations, then sources, then the texture target of texture opcodes. */
export type UregOpcodeMethods = {
  [R in TgsiOpcodeRow as R[0]]: (...args: [...OperandArgs<R>, options?: UregInstructionOptions]) => void;
};

/** Opcodes with a hand-written method on Ureg (they take a subroutine instead of operands). */
type HandWritten = 'CAL' | 'BGNSUB';

/** Interpolation a fragment-shader input gets when none is given. */
function defaultInterpolation(semantic: TgsiSemantic): TgsiInterpolate {
  switch (semantic) {
    case TgsiSemantic.POSITION:
      return TgsiInterpolate.LINEAR;
    case TgsiSemantic.FACE:
    case TgsiSemantic.PRIMID:
    case TgsiSemantic.LAYER:
    case TgsiSemantic.VIEWPORT_INDEX:
      return TgsiInterpolate.CONSTANT;
    default:
      return TgsiInterpolate.PERSPECTIVE;
  }
}

function textureTarget(method: string, target: UregTextureTarget): TgsiTextureTarget {
  const value = typeof target === 'number' ? target : TEXTURE_NAMES.valueOf(target);
  if (value === undefined || TEXTURE_NAMES.nameOf(value) === undefined) {
    throw new UregError(method, `${String(target)} is not a texture target`);
  }
  return value;
}

/** The opcode methods, installed on Ureg's prototype at the end of this file. */
export interface Ureg extends Omit<UregOpcodeMethods, HandWritten> {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above types the opcode methods installed below.
export class Ureg {
  private readonly decls = new DeclarationTable();
  private readonly imms = new ImmediatePool();
  private readonly properties: TgsiProperty[] = [];
  private readonly instructions: TgsiInstruction[] = [];
  private readonly blocks = new BlockTracker();
  private readonly calls: Array<{ at: number; sub: UregSubroutine }> = [];
  private readonly inputs = new Map<string, UregSrc>();
  private readonly outputs = new Map<string, UregDst>();
  private readonly systemValues = new Map<string, UregSrc>();
  private nextArrayId = 1;

  constructor(readonly processor: TgsiProcessor) {
    if (!Object.values(TgsiProcessor).includes(processor))
      throw new UregError('Ureg', `${processor} is not a processor`);
  }

  /** Number of instructions emitted so far (the index the next one gets). */
  get instructionCount(): number {
    return this.instructions.length;
  }

  /** Sets a PROPERTY (replacing an earlier value of the same property). */
  property(name: TgsiPropertyName, value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
      throw new UregError('property', `${value} is not an unsigned 32-bit value`);
    }
    const existing = this.properties.find((p) => p.name === name);
    if (existing) existing.value = value;
    else this.properties.push({ name, value });
    return this;
  }

  // ---- declarations --------------------------------------------------------------------------

  /** ureg_DECL_vs_input: vertex-shader input `IN[index]` (vertex attribute `index`). */
  declVsInput(index: number): UregSrc {
    if (this.processor !== TgsiProcessor.VERTEX)
      throw new UregError('declVsInput', 'only vertex shaders have vertex inputs');
    if (!this.decls.find(TgsiFile.INPUT, index))
      this.decls.add('declVsInput', blankDeclaration(TgsiFile.INPUT, index));
    return new UregSrc(directRegister(TgsiFile.INPUT, index));
  }

  /**
   * ureg_DECL_input: an input with a semantic; the same semantic returns the same register. Fragment
   * inputs are interpolated (default PERSPECTIVE; LINEAR for POSITION, CONSTANT for FACE, PRIMID, LAYER,
   * VIEWPORT_INDEX). Inputs of GEOM/TESS shaders are per-vertex: pick the vertex with `.dim(v)`.
   * `arraySize` > 1 declares consecutive registers as one indirectly addressable array.
   */
  declInput(
    semantic: TgsiSemantic,
    index = 0,
    options: {
      interpolate?: TgsiInterpolate;
      location?: TgsiInterpolateLocation;
      usageMask?: number;
      arraySize?: number;
    } = {},
  ): UregSrc {
    const key = `${semantic}:${index}`;
    const known = this.inputs.get(key);
    if (known) return known;
    const decl = this.declareIo(
      'declInput',
      TgsiFile.INPUT,
      semantic,
      index,
      options.arraySize,
      options.usageMask,
    );
    const mode =
      options.interpolate ??
      (this.processor === TgsiProcessor.FRAGMENT ? defaultInterpolation(semantic) : undefined);
    if (mode !== undefined) decl.interpolate = { mode, location: options.location ?? 0 };
    decl.perVertex = isPerVertexFile(TgsiFile.INPUT, this.processor);
    const src = new UregSrc(directRegister(TgsiFile.INPUT, decl.first, decl.arrayId));
    this.inputs.set(key, src);
    return src;
  }

  /** ureg_DECL_output: an output with a semantic; the same semantic returns the same register. */
  declOutput(
    semantic: TgsiSemantic,
    index = 0,
    options: { usageMask?: number; invariant?: boolean; arraySize?: number } = {},
  ): UregDst {
    const key = `${semantic}:${index}`;
    const known = this.outputs.get(key);
    if (known) return known;
    const decl = this.declareIo(
      'declOutput',
      TgsiFile.OUTPUT,
      semantic,
      index,
      options.arraySize,
      options.usageMask,
    );
    decl.invariant = options.invariant ?? false;
    const dst = new UregDst(directRegister(TgsiFile.OUTPUT, decl.first, decl.arrayId));
    this.outputs.set(key, dst);
    return dst;
  }

  private declareIo(
    method: string,
    file: TgsiFile,
    semantic: TgsiSemantic,
    index: number,
    arraySize = 1,
    usageMask = 0xf,
  ): TgsiDeclaration {
    if (!Number.isInteger(arraySize) || arraySize < 1)
      throw new UregError(method, `array size ${arraySize} is not a positive integer`);
    if (!Number.isInteger(usageMask) || usageMask < 1 || usageMask > 0xf)
      throw new UregError(method, `usage mask ${usageMask} is not 1..15`);
    const first = this.decls.nextIndex(file);
    const decl = blankDeclaration(file, first, first + arraySize - 1);
    decl.semantic = { name: semantic, index };
    decl.usageMask = usageMask;
    if (arraySize > 1) decl.arrayId = this.nextArrayId++;
    return this.decls.add(method, decl);
  }

  /** ureg_DECL_system_value: a system value (`SV[n], INSTANCEID`); the same semantic returns the same register. */
  declSystemValue(semantic: TgsiSemantic, index = 0): UregSrc {
    const key = `${semantic}:${index}`;
    const known = this.systemValues.get(key);
    if (known) return known;
    const first = this.decls.nextIndex(TgsiFile.SYSTEM_VALUE);
    const decl = blankDeclaration(TgsiFile.SYSTEM_VALUE, first);
    decl.semantic = { name: semantic, index };
    this.decls.add('declSystemValue', decl);
    const src = new UregSrc(directRegister(TgsiFile.SYSTEM_VALUE, first));
    this.systemValues.set(key, src);
    return src;
  }

  /** ureg_DECL_temporary: a temporary register (reusing a released one when possible). */
  declTemp(): UregDst {
    const index = this.decls.takeTemp('declTemp');
    return new UregDst(directRegister(TgsiFile.TEMPORARY, index));
  }

  /** ureg_release_temporary: lets a later declTemp() reuse this temporary. */
  releaseTemp(temp: UregDst): void {
    if (temp.file !== TgsiFile.TEMPORARY) throw new UregError('releaseTemp', 'not a temporary');
    this.decls.releaseTemp('releaseTemp', temp.index);
  }

  /** ureg_DECL_array_temporary: `size` temporaries addressable indirectly; returns element 0 (`.offset(i)` for others). */
  declTempArray(size: number): UregDst {
    if (!Number.isInteger(size) || size < 1)
      throw new UregError('declTempArray', `size ${size} is not a positive integer`);
    const first = this.decls.nextIndex(TgsiFile.TEMPORARY);
    const decl = blankDeclaration(TgsiFile.TEMPORARY, first, first + size - 1);
    decl.arrayId = this.nextArrayId++;
    this.decls.add('declTempArray', decl);
    return new UregDst(directRegister(TgsiFile.TEMPORARY, first, decl.arrayId));
  }

  /** ureg_DECL_address: an address register for indirect addressing (`ADDR[n]`). */
  declAddress(): UregDst {
    const index = this.decls.nextIndex(TgsiFile.ADDRESS);
    this.decls.add('declAddress', blankDeclaration(TgsiFile.ADDRESS, index));
    return new UregDst(directRegister(TgsiFile.ADDRESS, index));
  }

  /**
   * ureg_DECL_constant: constant `index` (`CONST[index]`), or of constant buffer `buffer` when given
   * (`CONST[buffer][index]`). Declaring a constant twice is allowed; adjacent constants share a range.
   */
  declConstant(index: number, buffer?: number): UregSrc {
    return this.declConstantRange(index, index, buffer);
  }

  /** Constants `first..last` (of `buffer` when given); returns `CONST[first]` (`.offset(i)`, `.indirect(addr)`). */
  declConstantRange(first: number, last: number, buffer?: number): UregSrc {
    const dimension = buffer ?? null;
    if (dimension !== null && (!Number.isInteger(dimension) || dimension < 0 || dimension > TGSI_MAX_INDEX)) {
      throw new UregError('declConstant', `${dimension} is not a constant buffer index`);
    }
    if (!Number.isInteger(first) || !Number.isInteger(last) || first < 0 || last < first) {
      throw new UregError('declConstant', `${first}..${last} is not a register range`);
    }
    for (let i = first; i <= last; i++) {
      if (!this.decls.find(TgsiFile.CONSTANT, i, dimension)) {
        const decl = blankDeclaration(TgsiFile.CONSTANT, i);
        decl.dimension = dimension;
        this.decls.add('declConstant', decl);
      }
    }
    const src = new UregSrc(directRegister(TgsiFile.CONSTANT, first));
    return dimension === null ? src : src.dim(dimension);
  }

  /** ureg_DECL_sampler: sampler `index` (the next free one when omitted); declaring it again returns it. */
  declSampler(index = this.decls.nextIndex(TgsiFile.SAMPLER)): UregSrc {
    if (!this.decls.find(TgsiFile.SAMPLER, index))
      this.decls.add('declSampler', blankDeclaration(TgsiFile.SAMPLER, index));
    return new UregSrc(directRegister(TgsiFile.SAMPLER, index));
  }

  /** ureg_DECL_sampler_view: sampler view `index` with a target and return type (FLOAT by default). */
  declSamplerView(
    index: number,
    target: UregTextureTarget,
    returnType:
      | TgsiReturnType
      | [TgsiReturnType, TgsiReturnType, TgsiReturnType, TgsiReturnType] = TgsiReturnType.FLOAT,
  ): UregSrc {
    const rt =
      typeof returnType === 'number'
        ? ([returnType, returnType, returnType, returnType] as const)
        : returnType;
    const samplerView = {
      target: textureTarget('declSamplerView', target),
      returnType: [...rt] as typeof rt & TgsiReturnType[],
    };
    const existing = this.decls.find(TgsiFile.SAMPLER_VIEW, index);
    if (existing) {
      if (JSON.stringify(existing.samplerView) !== JSON.stringify(samplerView)) {
        throw new UregError(
          'declSamplerView',
          `SVIEW[${index}] is already declared with another target or return type`,
        );
      }
    } else {
      const decl = blankDeclaration(TgsiFile.SAMPLER_VIEW, index);
      decl.samplerView = { target: samplerView.target, returnType: [rt[0], rt[1], rt[2], rt[3]] };
      this.decls.add('declSamplerView', decl);
    }
    return new UregSrc(directRegister(TgsiFile.SAMPLER_VIEW, index));
  }

  /** ureg_DECL_image: image `index` with a target and PipeFormat name (`'PIPE_FORMAT_R32_FLOAT'`). */
  declImage(
    index: number,
    target: UregTextureTarget,
    format: string,
    options: { writable?: boolean; raw?: boolean } = {},
  ): UregSrc {
    if (!FORMAT_NAME.test(format)) throw new UregError('declImage', `${format} is not a PIPE_FORMAT_* name`);
    const decl = blankDeclaration(TgsiFile.IMAGE, index);
    decl.image = {
      target: textureTarget('declImage', target),
      format,
      writable: options.writable ?? false,
      raw: options.raw ?? false,
    };
    this.decls.add('declImage', decl);
    return new UregSrc(directRegister(TgsiFile.IMAGE, index));
  }

  /** ureg_DECL_buffer: shader buffer `index` (an atomic counter buffer when `atomic`). */
  declBuffer(index: number, atomic = false): UregSrc {
    const decl = blankDeclaration(TgsiFile.BUFFER, index);
    decl.atomic = atomic;
    this.decls.add('declBuffer', decl);
    return new UregSrc(directRegister(TgsiFile.BUFFER, index));
  }

  /** ureg_DECL_memory: a memory region (`SHARED` compute memory by default). */
  declMemory(type: 'GLOBAL' | 'SHARED' | 'PRIVATE' | 'INPUT' = 'SHARED'): UregSrc {
    const index = this.decls.nextIndex(TgsiFile.MEMORY);
    const decl = blankDeclaration(TgsiFile.MEMORY, index);
    decl.memoryType = type;
    this.decls.add('declMemory', decl);
    return new UregSrc(directRegister(TgsiFile.MEMORY, index));
  }

  // ---- immediates ----------------------------------------------------------------------------

  /** ureg_DECL_immediate: float32 values (1-4, each rounded to float32), swizzled out of a shared IMM. */
  immFloat(values: readonly number[]): UregSrc {
    return this.immediate('immFloat', TgsiImmediateType.FLT32, values.map(Math.fround));
  }

  /** ureg_DECL_immediate_uint: unsigned 32-bit values (1-4). */
  immUint(values: readonly number[]): UregSrc {
    for (const v of values) {
      if (!Number.isInteger(v) || v < 0 || v > 0xffffffff)
        throw new UregError('immUint', `${v} is not an unsigned 32-bit integer`);
    }
    return this.immediate('immUint', TgsiImmediateType.UINT32, values);
  }

  /** ureg_DECL_immediate_int: signed 32-bit values (1-4). */
  immInt(values: readonly number[]): UregSrc {
    for (const v of values) {
      if (!Number.isInteger(v) || v < -(2 ** 31) || v >= 2 ** 31)
        throw new UregError('immInt', `${v} is not a signed 32-bit integer`);
    }
    return this.immediate(
      'immInt',
      TgsiImmediateType.INT32,
      values.map((v) => v + 0),
    );
  }

  /** ureg_DECL_immediate_f64: one or two doubles (`.xy` holds the first, `.zw` the second). */
  immDouble(values: readonly number[]): UregSrc {
    if (values.length < 1 || values.length > 2) throw new UregError('immDouble', 'expected 1 or 2 values');
    return this.immediate('immDouble', TgsiImmediateType.FLT64, values.flatMap(float64Words));
  }

  /** One to four words of `type`, placed in a shared IMM; returns them swizzled out of it. */
  private immediate(method: string, type: TgsiImmediateType, values: readonly number[]): UregSrc {
    if (values.length < 1 || values.length > 4)
      throw new UregError(method, `expected 1 to 4 values, got ${values.length}`);
    const { index, swizzle } = this.imms.add(type, values);
    return new UregSrc(directRegister(TgsiFile.IMMEDIATE, index), swizzle);
  }

  // ---- instructions --------------------------------------------------------------------------

  /** A label for a subroutine: `u.CAL(sub)` calls it, `u.BGNSUB(sub)` starts its body. */
  subroutine(): UregSubroutine {
    return new UregSubroutine();
  }

  /** ureg_CAL: calls a subroutine (its BGNSUB may come later). */
  CAL(sub: UregSubroutine): void {
    if (!(sub instanceof UregSubroutine))
      throw new UregError('CAL', 'expected a subroutine from u.subroutine()');
    this.calls.push({ at: this.instructions.length, sub });
    this.emit(TgsiOpcode.CAL, [], []);
  }

  /** ureg_BGNSUB: starts the body of a subroutine; end it with ENDSUB. */
  BGNSUB(sub: UregSubroutine): void {
    if (!(sub instanceof UregSubroutine))
      throw new UregError('BGNSUB', 'expected a subroutine from u.subroutine()');
    if (sub.start !== null) throw new UregError('BGNSUB', 'this subroutine already has a body');
    sub.start = this.instructions.length;
    this.emit(TgsiOpcode.BGNSUB, [], []);
  }

  /**
   * Emits any instruction: destinations, sources and options (texture target for texture opcodes).
   * Returns the instruction's index. The opcode methods (`u.MOV(...)`) all come here.
   */
  emit(
    opcode: TgsiOpcode | TgsiOpcodeName,
    dst: readonly UregDst[],
    src: readonly UregSrc[],
    options: UregInstructionOptions & { target?: UregTextureTarget } = {},
  ): number {
    const info = typeof opcode === 'number' ? opcodeInfo(opcode) : opcodeByName(opcode);
    if (info === undefined) throw new UregError('emit', `${String(opcode)} is not an opcode`);
    const method = info.name;
    if (dst.length !== info.numDst || src.length !== info.numSrc) {
      throw new UregError(
        method,
        `takes ${info.numDst} destination(s) and ${info.numSrc} source(s), got ${dst.length} and ${src.length}`,
      );
    }
    dst.forEach((d) => {
      if (!(d instanceof UregDst))
        throw new UregError(method, 'destinations must be UregDst (from decl* or .mask())');
    });
    src.forEach((s) => {
      if (!(s instanceof UregSrc))
        throw new UregError(method, 'sources must be UregSrc (from decl*, imm* or dst.src())');
    });
    if (options.saturate && info.numDst === 0) throw new UregError(method, 'has no destination to saturate');
    const inst: TgsiInstruction = {
      opcode: info.opcode,
      saturate: options.saturate ?? false,
      dst: dst.map((d) => d.toOperand()),
      src: src.map((s) => s.toOperand()),
      label: null,
      texture: this.textureOf(info, options),
      memory: info.isMemory ? this.memoryOf(method, options.memory) : null,
    };
    if (options.memory && !info.isMemory) throw new UregError(method, 'is not a memory instruction');
    const at = this.instructions.length;
    inst.label = this.blocks.track(info, at, this.instructions);
    this.instructions.push(inst);
    return at;
  }

  private textureOf(
    info: TgsiOpcodeInfo,
    options: UregInstructionOptions & { target?: UregTextureTarget },
  ): TgsiInstruction['texture'] {
    const offsets = (options.offsets ?? []).map((o) => {
      if (!(o instanceof UregSrc)) throw new UregError(info.name, 'texel offsets must be UregSrc');
      const { file, index, swizzle } = o.toOperand();
      return {
        file,
        index,
        swizzle: [swizzle[0], swizzle[1], swizzle[2]] as [
          (typeof swizzle)[0],
          (typeof swizzle)[0],
          (typeof swizzle)[0],
        ],
      };
    });
    if (offsets.length > 0 && !info.takesOffsets) throw new UregError(info.name, 'takes no texel offsets');
    if (offsets.length > TGSI_MAX_TEXTURE_OFFSETS)
      throw new UregError(info.name, `at most ${TGSI_MAX_TEXTURE_OFFSETS} texel offsets`);
    if (info.isTex) {
      if (options.target === undefined) throw new UregError(info.name, 'needs a texture target');
      return { target: textureTarget(info.name, options.target), offsets };
    }
    if (options.target !== undefined) throw new UregError(info.name, 'takes no texture target');
    return offsets.length > 0 ? { target: TgsiTextureTarget.UNKNOWN, offsets } : null;
  }

  private memoryOf(
    method: string,
    memory: UregInstructionOptions['memory'] = {},
  ): NonNullable<TgsiInstruction['memory']> {
    let qualifier = 0;
    for (const q of memory.qualifiers ?? []) {
      const bit = MEMORY_QUALIFIER_NAMES.valueOf(q);
      if (bit === undefined) throw new UregError(method, `${q} is not a memory qualifier`);
      qualifier |= 1 << bit;
    }
    if (memory.format !== undefined && !FORMAT_NAME.test(memory.format)) {
      throw new UregError(method, `${memory.format} is not a PIPE_FORMAT_* name`);
    }
    return {
      qualifier,
      texture: memory.texture === undefined ? null : textureTarget(method, memory.texture),
      format: memory.format ?? null,
    };
  }

  /**
   * Returns the shader: declarations (adjacent plain registers merged), immediates (padded to four
   * values), and the instructions with an END appended if none was emitted. Throws UregError if a
   * block is open, a called subroutine has no body, or checkTgsi reports an error.
   */
  finalize(): TgsiShader {
    const open = this.blocks.innermost();
    if (open !== null) throw new UregError('finalize', `the ${open} is not closed`);
    const instructions = structuredClone(this.instructions);
    for (const { at, sub } of this.calls) {
      if (sub.start === null)
        throw new UregError('finalize', `the subroutine called at instruction ${at} has no BGNSUB`);
      instructions[at]!.label = sub.start;
    }
    if (!instructions.some((i) => i.opcode === TgsiOpcode.END)) {
      instructions.push(blankInstruction(TgsiOpcode.END));
    }
    const shader: TgsiShader = {
      processor: this.processor,
      properties: this.properties.map((p) => ({ ...p })),
      declarations: this.decls.list(),
      immediates: this.imms.list(),
      instructions,
    };
    const errors = checkTgsi(shader).filter((d) => d.severity === 'error');
    if (errors.length > 0) throw new UregError('finalize', errors.map((d) => d.message).join('; '));
    return shader;
  }
}

// One method per opcode, each forwarding to emit(): destinations, sources, [target], [options].
for (const info of TGSI_OPCODES) {
  if (Object.hasOwn(Ureg.prototype, info.name)) continue;
  const operands = info.numDst + info.numSrc + (info.isTex ? 1 : 0);
  Object.defineProperty(Ureg.prototype, info.name, {
    configurable: true,
    writable: true,
    value(this: Ureg, ...args: unknown[]) {
      if (args.length !== operands && args.length !== operands + 1) {
        throw new UregError(
          info.name,
          `expects ${operands} operand(s) and optional options, got ${args.length} argument(s)`,
        );
      }
      const dst = args.slice(0, info.numDst) as UregDst[];
      const src = args.slice(info.numDst, info.numDst + info.numSrc) as UregSrc[];
      const target = info.isTex ? (args[info.numDst + info.numSrc] as UregTextureTarget) : undefined;
      const options = (args[operands] ?? {}) as UregInstructionOptions;
      this.emit(info.opcode, dst, src, target === undefined ? options : { ...options, target });
    },
  });
}

// Everything both execution engines need to know about a shader before running it, computed once:
// the register storage layout (one word array, per-lane registers stored channel by channel), every
// operand resolved to a location in that layout, the arithmetic semantics of each instruction, and
// the control-flow structure (matching IF/ELSE/ENDIF, loops, switches, subroutines). A shader the
// engines cannot run is refused here with a TgsiExecutionError, so both engines refuse the same ones.

import { isPerVertexFile } from '../analysis/per-vertex.js';
import {
  type TgsiDeclaration,
  TgsiFile,
  type TgsiInstruction,
  TgsiPrimitive,
  TgsiProcessor,
  TgsiPropertyName,
  type TgsiRegister,
  type TgsiShader,
  type TgsiSrcOperand,
} from '../ir.js';
import { opcodeInfo, TgsiOpcode, type TgsiOpcodeInfo } from '../opcodes.js';
import { fileName } from '../text/names.js';
import { TgsiExecutionError } from './errors.js';
import { type AluResult, aluSemantics, type Placeholder, placeholders, type ValueType } from './semantics.js';

/** Options shared by TgsiMachine and compileTgsi. */
export interface TgsiExecOptions {
  /** Most lanes (shader invocations) one run processes; a multiple of 4. Default 256. */
  maxLanes?: number;
  /** Loop iterations (ENDLOOPs that jump back) one run may execute in total. Default 1 048 576. */
  maxLoopIterations?: number;
  /** Deepest nesting of subroutine calls. Default 64. */
  maxCallDepth?: number;
}

export const DEFAULT_MAX_LANES = 256;
export const DEFAULT_MAX_LOOP_ITERATIONS = 1 << 20;
export const DEFAULT_MAX_CALL_DEPTH = 64;
/** Constant buffer slots a shader can address (PIPE_MAX_CONSTANT_BUFFERS). */
export const MAX_CONSTANT_BUFFERS = 32;
/** Registers one file may have. */
export const MAX_REGISTERS_PER_FILE = 4096;
/**
 * Words of padding after each register channel's lanes. Without it channels lie a multiple of 4 KiB
 * apart for the usual lane counts, and a lane loop that stores one channel while loading others hits
 * the CPU's 4K-aliasing stalls (a load waits for an unrelated store with the same low address bits);
 * one cache line of padding spreads the channels over different offsets (measured: a fused MUL lane
 * loop ran 1.8× faster).
 */
export const CHANNEL_PAD = 16;
/** Words of register storage one executable may allocate (256 MiB). */
export const MAX_STORAGE_WORDS = 1 << 26;

/**
 * Where one register file lives. Word of register r, channel c, lane l, vertex v (2D inputs) is
 * `base + v * vertexStride + r * regStride + c * chanStride + l * laneStride`.
 */
export interface RegisterSpace {
  readonly file: TgsiFile;
  readonly base: number;
  readonly count: number;
  readonly vertices: number;
  readonly regStride: number;
  readonly chanStride: number;
  readonly laneStride: number;
  readonly vertexStride: number;
}

/** A word read as an integer from a directly addressed register channel (an address register). */
export interface ScalarRef {
  readonly reg: RegRef;
  readonly channel: number;
}

/** An operand's register, resolved. */
export interface RegRef {
  /**
   * storage: TEMP, OUT, IN, ADDR, SV and IMM words; constant: a constant buffer; zero: always reads 0,
   * drops writes (direct index outside the file); none: the NULL file; resource: SAMP, SVIEW, BUFFER,
   * IMAGE or MEMORY, by index.
   */
  readonly kind: 'storage' | 'constant' | 'zero' | 'none' | 'resource';
  readonly file: TgsiFile;
  /** Register index (without the indirect part). */
  readonly index: number;
  readonly space: RegisterSpace | null;
  /** Indirect part added to `index`; the sum must lie in [lo, hi]. */
  readonly indirect: ScalarRef | null;
  readonly lo: number;
  readonly hi: number;
  /** Outer dimension: constant buffer slot or input vertex. */
  readonly dim: number;
  readonly dimIndirect: ScalarRef | null;
  /** Number of valid outer indices (constant buffer slots, input vertices). */
  readonly dimCount: number;
}

export interface PreparedSrc {
  readonly reg: RegRef;
  readonly swizzle: readonly number[];
  readonly abs: boolean;
  readonly neg: boolean;
}

export interface PreparedDst {
  readonly reg: RegRef;
  readonly writeMask: number;
}

/** The arithmetic of one instruction after write mask and saturate are applied. */
export interface PreparedAlu {
  readonly srcTypes: readonly ValueType[];
  readonly results: readonly AluResult[];
  /** Every (source, channel) the results read. */
  readonly reads: readonly Placeholder[];
}

export type InstructionKind = 'alu' | 'op' | 'flow';

export interface PreparedInstruction {
  readonly index: number;
  readonly ir: TgsiInstruction;
  readonly opcode: number;
  readonly info: TgsiOpcodeInfo;
  readonly kind: InstructionKind;
  readonly src: readonly PreparedSrc[];
  readonly dst: readonly PreparedDst[];
  readonly saturate: boolean;
  readonly alu: PreparedAlu | null;
  /** Touches a writable register file (TEMP, OUT, ADDR) through an indirect index. */
  readonly indirectWritable: boolean;
  /** Texel offsets, three integer words each. */
  readonly offsets: readonly (readonly ScalarRef[])[];
  /** Structure: see ProgramFlow. */
  match: number;
}

/** Control-flow structure of the whole instruction list. */
export interface ProgramFlow {
  /**
   * For IF/UIF: its ELSE or ENDIF; ELSE: its ENDIF; BGNLOOP: its ENDLOOP; ENDLOOP: its BGNLOOP;
   * SWITCH: its ENDSWITCH; BGNSUB: its ENDSUB; CAL/CALLNZ: the BGNSUB called; else -1.
   */
  readonly match: Int32Array;
  /** Case values of each SWITCH (by instruction index). */
  readonly cases: ReadonlyMap<number, Int32Array>;
  /** Instruction index one past the main program (its END, or the end of the list). */
  readonly mainEnd: number;
  /** The shader contains instructions that can disable lanes in straight-line code (KILL, KILL_IF, RET). */
  readonly disablesLanes: boolean;
}

const MUTABLE_FILES: ReadonlySet<TgsiFile> = new Set([TgsiFile.TEMPORARY, TgsiFile.OUTPUT, TgsiFile.ADDRESS]);
const RESOURCE_FILES: ReadonlySet<TgsiFile> = new Set([
  TgsiFile.SAMPLER,
  TgsiFile.SAMPLER_VIEW,
  TgsiFile.BUFFER,
  TgsiFile.IMAGE,
  TgsiFile.MEMORY,
]);
const STORAGE_FILES = [
  TgsiFile.TEMPORARY,
  TgsiFile.OUTPUT,
  TgsiFile.ADDRESS,
  TgsiFile.SYSTEM_VALUE,
  TgsiFile.INPUT,
] as const;

const FLOW_OPCODES: ReadonlySet<number> = new Set([
  TgsiOpcode.IF,
  TgsiOpcode.UIF,
  TgsiOpcode.ELSE,
  TgsiOpcode.ENDIF,
  TgsiOpcode.BGNLOOP,
  TgsiOpcode.ENDLOOP,
  TgsiOpcode.BRK,
  TgsiOpcode.CONT,
  TgsiOpcode.BREAKC,
  TgsiOpcode.SWITCH,
  TgsiOpcode.CASE,
  TgsiOpcode.DEFAULT,
  TgsiOpcode.ENDSWITCH,
  TgsiOpcode.CAL,
  TgsiOpcode.CALLNZ,
  TgsiOpcode.RET,
  TgsiOpcode.BGNSUB,
  TgsiOpcode.ENDSUB,
  TgsiOpcode.END,
  TgsiOpcode.NOP,
  TgsiOpcode.KILL,
  TgsiOpcode.KILL_IF,
  TgsiOpcode.DEMOTE,
]);

/** Number of vertices a geometry shader receives per input primitive. */
export function verticesPerPrimitive(prim: number): number {
  switch (prim) {
    case TgsiPrimitive.POINTS:
      return 1;
    case TgsiPrimitive.LINES:
    case TgsiPrimitive.LINE_STRIP:
    case TgsiPrimitive.LINE_LOOP:
      return 2;
    case TgsiPrimitive.LINES_ADJACENCY:
    case TgsiPrimitive.LINE_STRIP_ADJACENCY:
      return 4;
    case TgsiPrimitive.TRIANGLES_ADJACENCY:
    case TgsiPrimitive.TRIANGLE_STRIP_ADJACENCY:
      return 6;
    default:
      return 3;
  }
}

/** The analysed, runnable form of a shader. */
export class TgsiProgram {
  readonly shader: TgsiShader;
  readonly processor: TgsiProcessor;
  readonly lanes: number;
  readonly maxLoopIterations: number;
  readonly maxCallDepth: number;
  /** Words of register storage. */
  readonly storageWords: number;
  /** @internal */
  readonly spaces: ReadonlyMap<TgsiFile, RegisterSpace>;
  /** @internal */
  readonly immediates: RegisterSpace;
  /** Raw words of all immediates, 4 per immediate (unused channels 0). */
  readonly immediateWords: Int32Array;
  /** @internal */
  readonly instructions: readonly PreparedInstruction[];
  /** @internal */
  readonly flow: ProgramFlow;
  /** Vertices per input primitive (geometry shaders; 1 otherwise). */
  readonly inputVertices: number;
  /** GS_MAX_OUTPUT_VERTICES (geometry shaders; 0 otherwise). */
  readonly maxOutputVertices: number;
  /** Property values by name (last one wins). */
  readonly properties: ReadonlyMap<number, number>;

  constructor(shader: TgsiShader, options: TgsiExecOptions = {}) {
    this.shader = shader;
    this.processor = shader.processor;
    const lanes = options.maxLanes ?? DEFAULT_MAX_LANES;
    if (!Number.isInteger(lanes) || lanes < 4 || lanes % 4 !== 0 || lanes > 1 << 16) {
      throw new TgsiExecutionError(null, `maxLanes must be a multiple of 4 in [4, 65536], got ${lanes}`);
    }
    this.lanes = lanes;
    this.maxLoopIterations = positiveInteger(
      options.maxLoopIterations,
      DEFAULT_MAX_LOOP_ITERATIONS,
      'maxLoopIterations',
    );
    this.maxCallDepth = positiveInteger(options.maxCallDepth, DEFAULT_MAX_CALL_DEPTH, 'maxCallDepth');
    if (this.processor === TgsiProcessor.TESS_CTRL || this.processor === TgsiProcessor.TESS_EVAL) {
      throw new TgsiExecutionError(
        null,
        'tessellation shaders cannot be executed (only VERT, FRAG, GEOM and COMP)',
      );
    }
    const properties = new Map<number, number>();
    for (const p of shader.properties) properties.set(p.name, p.value);
    this.properties = properties;
    if (this.processor === TgsiProcessor.GEOMETRY) {
      const max = properties.get(TgsiPropertyName.GS_MAX_OUTPUT_VERTICES);
      if (max === undefined) {
        throw new TgsiExecutionError(null, 'a geometry shader needs PROPERTY GS_MAX_OUTPUT_VERTICES');
      }
      this.maxOutputVertices = max;
      this.inputVertices = verticesPerPrimitive(
        properties.get(TgsiPropertyName.GS_INPUT_PRIMITIVE) ?? TgsiPrimitive.TRIANGLES,
      );
    } else {
      this.maxOutputVertices = 0;
      this.inputVertices = 1;
    }

    // Register storage layout.
    const counts = registerCounts(shader);
    const channel = lanes + CHANNEL_PAD;
    const spaces = new Map<TgsiFile, RegisterSpace>();
    let words = 0;
    for (const file of STORAGE_FILES) {
      const count = counts.get(file) ?? 0;
      if (count > MAX_REGISTERS_PER_FILE) {
        throw new TgsiExecutionError(
          null,
          `${fileName(file)}[${count - 1}] is beyond the ${MAX_REGISTERS_PER_FILE} registers a file may have`,
        );
      }
      const vertices = file === TgsiFile.INPUT ? this.inputVertices : 1;
      spaces.set(file, {
        file,
        base: words,
        count,
        vertices,
        regStride: 4 * channel,
        chanStride: channel,
        laneStride: 1,
        vertexStride: count * 4 * channel,
      });
      words += vertices * count * 4 * channel;
    }
    const immCount = shader.immediates.length;
    this.immediates = {
      file: TgsiFile.IMMEDIATE,
      base: words,
      count: immCount,
      vertices: 1,
      regStride: 4,
      chanStride: 1,
      laneStride: 0,
      vertexStride: 0,
    };
    spaces.set(TgsiFile.IMMEDIATE, this.immediates);
    words += immCount * 4;
    if (words > MAX_STORAGE_WORDS) {
      throw new TgsiExecutionError(
        null,
        `registers × maxLanes need ${words} words of storage, more than ${MAX_STORAGE_WORDS}; use fewer lanes`,
      );
    }
    this.spaces = spaces;
    this.storageWords = words;
    this.immediateWords = immediateWords(shader);

    const arrays = arrayRanges(shader.declarations);
    this.instructions = shader.instructions.map((ir, index) => this.prepare(ir, index, arrays));
    this.flow = analyzeFlow(this.instructions, this.immediateWords);
  }

  /**
   * Storage space of a file (TEMP, OUT, IN, ADDR, SV, IMM).
   * @internal
   */
  space(file: TgsiFile): RegisterSpace {
    const s = this.spaces.get(file);
    if (!s) throw new TgsiExecutionError(null, `${fileName(file)} has no register storage`);
    return s;
  }

  /**
   * The value a CASE instruction compares the SWITCH selector with (its immediate word).
   * @internal
   */
  caseValue(ins: PreparedInstruction): number {
    return caseLabelValue(ins, this.immediateWords);
  }

  /** The first declaration of `file` covering register `index` (resource files: SVIEW, IMAGE, MEMORY), if any. */
  declarationOf(file: TgsiFile, index: number): TgsiDeclaration | undefined {
    return this.shader.declarations.find((d) => d.file === file && d.first <= index && index <= d.last);
  }

  /** Index of the register of `file` declared with a semantic, or -1. */
  findRegister(file: TgsiFile, semantic: number, semanticIndex = 0): number {
    for (const d of this.shader.declarations) {
      if (d.file === file && d.semantic?.name === semantic) {
        const offset = semanticIndex - d.semantic.index;
        if (offset >= 0 && offset <= d.last - d.first) return d.first + offset;
      }
    }
    return -1;
  }

  private prepare(
    ir: TgsiInstruction,
    index: number,
    arrays: ReadonlyMap<string, [number, number]>,
  ): PreparedInstruction {
    const info = opcodeInfo(ir.opcode);
    if (!info) throw new TgsiExecutionError(index, `unknown opcode ${ir.opcode}`);
    const semantics = aluSemantics(ir.opcode);
    const kind: InstructionKind = semantics ? 'alu' : FLOW_OPCODES.has(ir.opcode) ? 'flow' : 'op';
    if (ir.dst.length < info.numDst || (ir.src.length < info.numSrc && !info.sourceOptional)) {
      throw new TgsiExecutionError(
        index,
        `${info.name} needs ${info.numDst} destination(s) and ${info.numSrc} source(s), got ${ir.dst.length} and ${ir.src.length}`,
      );
    }
    const resolve = (r: TgsiRegister, role: string) => this.resolve(r, index, role, arrays);
    const src = ir.src.map((s, k) => prepareSrc(s, resolve(s, `source ${k}`)));
    const dst = ir.dst.map((d, k) => ({ reg: resolve(d, `destination ${k}`), writeMask: d.writeMask }));
    let indirectWritable = false;
    for (const operand of [...ir.src, ...ir.dst]) {
      if (operand.indirect && MUTABLE_FILES.has(operand.file)) indirectWritable = true;
    }
    if (kind === 'alu') {
      for (const [k, s] of src.entries()) {
        if (s.reg.kind === 'resource' || s.reg.kind === 'none') {
          throw new TgsiExecutionError(
            index,
            `${info.name} cannot read ${fileName(s.reg.file)} (source ${k})`,
          );
        }
      }
    }
    for (const [k, d] of dst.entries()) {
      const f = d.reg.file;
      const writable =
        MUTABLE_FILES.has(f) || f === TgsiFile.NULL || (info.isStore && k === 0 && RESOURCE_FILES.has(f));
      if (!writable) {
        throw new TgsiExecutionError(index, `${info.name} cannot write to ${fileName(f)} (destination ${k})`);
      }
    }
    const offsets = (ir.texture?.offsets ?? []).map((o) =>
      o.swizzle.map((channel) => ({
        reg: resolve({ file: o.file, index: o.index, indirect: null, dimension: null }, 'texel offset'),
        channel,
      })),
    );
    return {
      index,
      ir,
      opcode: ir.opcode,
      info,
      kind,
      src,
      dst,
      saturate: ir.saturate,
      alu: semantics ? prepareAlu(semantics.srcTypes, semantics.results, dst, ir.saturate) : null,
      indirectWritable,
      offsets,
      match: -1,
    };
  }

  private resolve(
    r: TgsiRegister,
    instruction: number,
    role: string,
    arrays: ReadonlyMap<string, [number, number]>,
  ): RegRef {
    const file = r.file;
    const scalar = (ind: TgsiRegister['indirect']): ScalarRef | null => {
      if (!ind) return null;
      const reg = this.resolve(
        { file: ind.file, index: ind.index, indirect: null, dimension: null },
        instruction,
        `${role} address`,
        arrays,
      );
      if (reg.kind === 'resource' || reg.kind === 'none') {
        throw new TgsiExecutionError(instruction, `${fileName(ind.file)} cannot hold an address (${role})`);
      }
      return { reg, channel: ind.channel };
    };
    const base = {
      file,
      index: r.index,
      space: null,
      indirect: scalar(r.indirect),
      lo: 0,
      hi: -1,
      dim: r.dimension?.index ?? 0,
      dimIndirect: scalar(r.dimension?.indirect ?? null),
      dimCount: 1,
    };
    if (file === TgsiFile.NULL) return { ...base, kind: 'none' };
    if (RESOURCE_FILES.has(file)) {
      if (r.indirect || r.dimension) {
        throw new TgsiExecutionError(
          instruction,
          `indirect or 2D ${fileName(file)} operands are not supported (${role})`,
        );
      }
      return { ...base, kind: 'resource' };
    }
    if (file === TgsiFile.CONSTANT) {
      // Constant indices are bounded by the bound buffer's length when they are read.
      return {
        ...base,
        kind: 'constant',
        lo: 0,
        hi: Number.MAX_SAFE_INTEGER,
        dimCount: MAX_CONSTANT_BUFFERS,
      };
    }
    const space = this.spaces.get(file);
    if (!space)
      throw new TgsiExecutionError(instruction, `${fileName(file)} operands are not supported (${role})`);
    if (r.dimension && !isPerVertexFile(file, this.processor)) {
      throw new TgsiExecutionError(instruction, `${fileName(file)} has no second dimension here (${role})`);
    }
    let lo = 0;
    let hi = space.count - 1;
    if (r.indirect && r.indirect.arrayId !== 0) {
      const range = arrays.get(`${file}:${r.indirect.arrayId}`);
      if (!range) {
        throw new TgsiExecutionError(
          instruction,
          `${fileName(file)} array ${r.indirect.arrayId} is not declared (${role})`,
        );
      }
      [lo, hi] = range;
    }
    const ref: RegRef = { ...base, kind: 'storage', space, lo, hi, dimCount: space.vertices };
    const directOutside = !r.indirect && (r.index < lo || r.index > hi);
    const dimOutside = !base.dimIndirect && (base.dim < 0 || base.dim >= space.vertices);
    return directOutside || dimOutside ? { ...ref, kind: 'zero' } : ref;
  }
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) {
    throw new TgsiExecutionError(null, `${name} must be a positive integer, got ${value}`);
  }
  return value;
}

function prepareSrc(s: TgsiSrcOperand, reg: RegRef): PreparedSrc {
  return { reg, swizzle: [...s.swizzle], abs: s.absolute, neg: s.negate };
}

function prepareAlu(
  srcTypes: readonly ValueType[],
  all: readonly AluResult[],
  dst: readonly PreparedDst[],
  saturate: boolean,
): PreparedAlu {
  // A saturated type-less move is a float move: the value is clamped as a float.
  const types = saturate ? srcTypes.map((t) => (t === 'b' ? 'f' : t)) : srcTypes;
  const results = all
    .filter((r) => r.channels.some((c) => ((dst[r.dst]?.writeMask ?? 0) >> c) & 1))
    .map((r) => (saturate && r.type === 'b' ? { ...r, type: 'f' as const } : r));
  const reads = new Map<string, Placeholder>();
  for (const r of results) for (const p of placeholders(r.expr)) reads.set(`${p.src}:${p.sel}`, p);
  return { srcTypes: types, results, reads: [...reads.values()] };
}

/** Number of registers each storage file needs: declared ranges and every direct index used. */
function registerCounts(shader: TgsiShader): Map<TgsiFile, number> {
  const counts = new Map<TgsiFile, number>();
  const need = (file: TgsiFile, index: number) =>
    counts.set(file, Math.max(counts.get(file) ?? 0, index + 1));
  for (const d of shader.declarations) need(d.file, d.last);
  for (const ins of shader.instructions) {
    for (const r of [...ins.src, ...ins.dst]) {
      need(r.file, r.index);
      if (r.indirect) need(r.indirect.file, r.indirect.index);
      if (r.dimension?.indirect) need(r.dimension.indirect.file, r.dimension.indirect.index);
    }
    for (const o of ins.texture?.offsets ?? []) need(o.file, o.index);
  }
  return counts;
}

/** `file:arrayId` → declared register range. */
function arrayRanges(declarations: readonly TgsiDeclaration[]): Map<string, [number, number]> {
  const map = new Map<string, [number, number]>();
  for (const d of declarations) if (d.arrayId !== 0) map.set(`${d.file}:${d.arrayId}`, [d.first, d.last]);
  return map;
}

const immediateFloat = new Float32Array(1);
const immediateWord = new Int32Array(immediateFloat.buffer);

function immediateWords(shader: TgsiShader): Int32Array {
  const words = new Int32Array(shader.immediates.length * 4);
  shader.immediates.forEach((imm, i) => {
    imm.values.forEach((v, c) => {
      // FLT32 immediates are float values (stored with whatever NaN payload the number carries); the
      // other types are raw words.
      if (imm.type === 0) {
        immediateFloat[0] = v;
        words[i * 4 + c] = immediateWord[0]!;
      } else {
        words[i * 4 + c] = v | 0;
      }
    });
  });
  return words;
}

interface OpenBlock {
  readonly opcode: number;
  readonly index: number;
  hasElse: boolean;
}

/** Matches the structured control flow and checks that it is balanced. */
function analyzeFlow(instructions: readonly PreparedInstruction[], immediates: Int32Array): ProgramFlow {
  const n = instructions.length;
  const match = new Int32Array(n).fill(-1);
  const cases = new Map<number, Int32Array>();
  const caseLists = new Map<number, number[]>();
  const stack: OpenBlock[] = [];
  let inSub = -1;
  let mainEnd = -1;
  let disablesLanes = false;
  const fail = (i: number, reason: string): never => {
    throw new TgsiExecutionError(i, reason);
  };
  const innermost = (i: number, kinds: readonly number[]): OpenBlock | undefined => {
    for (let k = stack.length - 1; k >= 0; k--) if (kinds.includes(stack[k]!.opcode)) return stack[k];
    return fail(i, 'is not inside a block it can leave');
  };
  const close = (i: number, opens: readonly number[], name: string): OpenBlock => {
    const top = stack.pop();
    if (!top || !opens.includes(top.opcode)) return fail(i, `${name} does not close an open block`);
    return top;
  };
  for (let i = 0; i < n; i++) {
    const ins = instructions[i]!;
    const op = ins.opcode;
    switch (op) {
      case TgsiOpcode.IF:
      case TgsiOpcode.UIF:
      case TgsiOpcode.BGNLOOP:
      case TgsiOpcode.SWITCH:
        stack.push({ opcode: op, index: i, hasElse: false });
        if (op === TgsiOpcode.SWITCH) caseLists.set(i, []);
        break;
      case TgsiOpcode.ELSE: {
        const top = stack[stack.length - 1];
        if (!top || (top.opcode !== TgsiOpcode.IF && top.opcode !== TgsiOpcode.UIF) || top.hasElse) {
          fail(i, 'ELSE without an open IF');
        }
        top!.hasElse = true;
        match[top!.index] = i;
        stack[stack.length - 1] = { ...top!, index: i };
        break;
      }
      case TgsiOpcode.ENDIF: {
        const open = close(i, [TgsiOpcode.IF, TgsiOpcode.UIF, TgsiOpcode.ELSE], 'ENDIF');
        match[open.index] = i;
        break;
      }
      case TgsiOpcode.ENDLOOP: {
        const open = close(i, [TgsiOpcode.BGNLOOP], 'ENDLOOP');
        match[open.index] = i;
        match[i] = open.index;
        break;
      }
      case TgsiOpcode.ENDSWITCH: {
        const open = close(i, [TgsiOpcode.SWITCH], 'ENDSWITCH');
        match[open.index] = i;
        cases.set(open.index, Int32Array.from(caseLists.get(open.index)!));
        break;
      }
      case TgsiOpcode.CASE:
      case TgsiOpcode.DEFAULT: {
        const top = stack[stack.length - 1];
        if (!top || top.opcode !== TgsiOpcode.SWITCH) fail(i, 'CASE/DEFAULT outside a SWITCH');
        if (op === TgsiOpcode.CASE) caseLists.get(top!.index)!.push(caseLabelValue(ins, immediates));
        break;
      }
      case TgsiOpcode.BRK:
      case TgsiOpcode.BREAKC:
        innermost(i, [TgsiOpcode.BGNLOOP, TgsiOpcode.SWITCH]);
        break;
      case TgsiOpcode.CONT:
        innermost(i, [TgsiOpcode.BGNLOOP]);
        break;
      case TgsiOpcode.BGNSUB:
        if (stack.length > 0 || inSub >= 0) fail(i, 'BGNSUB inside a block');
        inSub = i;
        break;
      case TgsiOpcode.ENDSUB:
        if (inSub < 0) fail(i, 'ENDSUB without BGNSUB');
        if (stack.length > 0) fail(stack[stack.length - 1]!.index, 'block is not closed before ENDSUB');
        match[inSub] = i;
        inSub = -1;
        break;
      case TgsiOpcode.END:
        if (inSub >= 0 || stack.length > 0) fail(i, 'END inside a block or subroutine');
        if (mainEnd < 0) mainEnd = i;
        break;
      case TgsiOpcode.KILL:
      case TgsiOpcode.KILL_IF:
      case TgsiOpcode.RET:
        disablesLanes = true;
        break;
      default:
        break;
    }
  }
  if (stack.length > 0) fail(stack[stack.length - 1]!.index, 'block is never closed');
  if (inSub >= 0) fail(inSub, 'BGNSUB is never closed by ENDSUB');
  for (let i = 0; i < n; i++) {
    const ins = instructions[i]!;
    if (ins.opcode !== TgsiOpcode.CAL && ins.opcode !== TgsiOpcode.CALLNZ) continue;
    const label = ins.ir.label;
    const target =
      label === null
        ? -1
        : instructions[label]?.opcode === TgsiOpcode.BGNSUB
          ? label
          : instructions[label - 1]?.opcode === TgsiOpcode.BGNSUB
            ? label - 1
            : -1;
    if (target < 0)
      fail(i, `call target ${label === null ? '(none)' : `:${label}`} is not a subroutine (BGNSUB)`);
    match[i] = target;
  }
  for (let i = 0; i < n; i++) instructions[i]!.match = match[i]!;
  return { match, cases, mainEnd: mainEnd < 0 ? n : mainEnd, disablesLanes };
}

/** The value of a CASE label, which must be an immediate (tgsi.rst: "The src arg must be an integer immediate"). */
function caseLabelValue(ins: PreparedInstruction, immediates: Int32Array): number {
  const s = ins.src[0];
  if (!s || s.reg.file !== TgsiFile.IMMEDIATE || s.reg.indirect || s.reg.kind !== 'storage') {
    throw new TgsiExecutionError(ins.index, 'CASE needs an immediate operand');
  }
  return immediates[s.reg.index * 4 + s.swizzle[0]!]!;
}

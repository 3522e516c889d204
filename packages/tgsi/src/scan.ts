// scanTgsi: what a shader declares and uses, for drivers and the state tracker: declared ranges and
// per-register channel usage of every file, input/output semantics with interpolation, system values
// read, texture targets per sampler, indirect addressing per file, instruction counts per opcode,
// properties, and flags such as KILL, derivatives, GS EMIT/ENDPRIM, depth/stencil/position writes and
// memory, image and buffer accesses.
import { sourceChannelsRead } from './analysis/channels.js';
import { DeclarationIndex } from './analysis/declaration-index.js';
import {
  type TgsiDeclaration,
  TgsiFile,
  type TgsiInterpolate,
  type TgsiInterpolateLocation,
  TgsiProcessor,
  TgsiPropertyName,
  type TgsiRegister,
  type TgsiReturnType,
  TgsiSemantic,
  type TgsiSemanticDecl,
  type TgsiShader,
  type TgsiTextureTarget,
} from './ir.js';
import { opcodeInfo, TgsiOpcode, type TgsiOpcodeName } from './opcodes.js';

export type TgsiFileName = keyof typeof TgsiFile;
export type TgsiPropertyKey = keyof typeof TgsiPropertyName;

/** Channel masks of one register: read and written by direct (non-indirect) accesses. */
export interface TgsiChannelUsage {
  read: number;
  written: number;
}

export interface TgsiFileScan {
  /** Declarations of this file, in declaration order. */
  declared: Array<{
    first: number;
    last: number;
    dimension: number | null;
    arrayId: number;
    usageMask: number;
  }>;
  /** One more than the highest declared index (for IMM: the number of immediates). */
  count: number;
  /** Per register index, channels read and written by direct accesses (inner index of 2D registers). */
  usage: Record<number, TgsiChannelUsage>;
  /** Some instruction reads / writes this file through an address register. */
  indirectRead: boolean;
  indirectWritten: boolean;
}

/** One input or output register. */
export interface TgsiIoScan {
  index: number;
  /** Semantic (for a declared range, the index counts up from the declaration's). */
  semantic: TgsiSemanticDecl | null;
  interpolate: TgsiInterpolate | null;
  location: TgsiInterpolateLocation | null;
  /** Declared usage mask. */
  usageMask: number;
  /**
   * Channels read (inputs) or written (outputs): by direct accesses, plus the declared usage mask when
   * an indirect access may reach the register (its array, or any register when no array is named).
   */
  used: number;
}

export interface TgsiScanInfo {
  processor: TgsiProcessor;
  numInstructions: number;
  /** Instruction count per opcode name. */
  opcodeCounts: Partial<Record<TgsiOpcodeName, number>>;
  /** PROPERTY values by name. */
  properties: Partial<Record<TgsiPropertyKey, number>>;
  /** Every file declared or used, by IR file name (`TEMPORARY`, `INPUT`, ...). */
  files: Partial<Record<TgsiFileName, TgsiFileScan>>;
  /** Declared inputs and outputs, one entry per register, by index. */
  inputs: TgsiIoScan[];
  outputs: TgsiIoScan[];
  /** Declared system values with the channels read. */
  systemValues: Array<{ index: number; semantic: TgsiSemanticDecl | null; read: number }>;
  /** Semantics of the system values the instructions read, sorted. */
  systemValuesRead: TgsiSemantic[];
  /** Texture targets each sampler index is used with by texture opcodes, sorted. */
  samplerTargets: Record<number, TgsiTextureTarget[]>;
  /** Declared target and return types of each sampler view. */
  samplerViews: Record<number, { target: TgsiTextureTarget; returnType: readonly TgsiReturnType[] }>;
  usesKill: boolean;
  usesKillIf: boolean;
  /** DDX/DDY (coarse or fine). */
  usesDerivatives: boolean;
  /** A fragment shader samples with implicit level of detail (needs derivatives across the quad). */
  usesImplicitLod: boolean;
  usesEmit: boolean;
  usesEndPrim: boolean;
  usesBarrier: boolean;
  writesPosition: boolean;
  /** Fragment shader writes depth (OUT with POSITION semantic, channel z). */
  writesDepth: boolean;
  /** Fragment shader writes stencil reference (OUT with STENCIL semantic, channel y). */
  writesStencil: boolean;
  writesSampleMask: boolean;
  writesPointSize: boolean;
  writesEdgeFlag: boolean;
  writesLayer: boolean;
  writesViewportIndex: boolean;
  /** Fragment shader reads its window position / front-facing flag (inputs or system values). */
  readsPosition: boolean;
  readsFace: boolean;
  /** Declared images, buffers and memory regions (indices). */
  images: number[];
  buffers: number[];
  memory: Array<{ index: number; type: NonNullable<TgsiDeclaration['memoryType']> }>;
  /** Number of memory instructions (LOAD, STORE, the atomics, RESQ). */
  numMemoryInstructions: number;
  /** STORE or an atomic writes a buffer, image or memory. */
  writesMemory: boolean;
}

const IMPLICIT_LOD: ReadonlySet<number> = new Set([
  TgsiOpcode.TEX,
  TgsiOpcode.TXP,
  TgsiOpcode.TXB,
  TgsiOpcode.TEX2,
  TgsiOpcode.TXB2,
  TgsiOpcode.SAMPLE,
  TgsiOpcode.SAMPLE_B,
  TgsiOpcode.SAMPLE_C,
  TgsiOpcode.LODQ,
  TgsiOpcode.LOD,
]);

const DERIVATIVES: ReadonlySet<number> = new Set([
  TgsiOpcode.DDX,
  TgsiOpcode.DDY,
  TgsiOpcode.DDX_FINE,
  TgsiOpcode.DDY_FINE,
]);

const FILE_KEYS = Object.fromEntries(Object.entries(TgsiFile).map(([k, v]) => [v, k])) as Record<
  number,
  TgsiFileName
>;
const PROPERTY_KEYS = Object.fromEntries(Object.entries(TgsiPropertyName).map(([k, v]) => [v, k])) as Record<
  number,
  TgsiPropertyKey
>;

/** Scans a shader. Invalid parts (undeclared registers, unknown opcodes) are skipped, not reported: see checkTgsi. */
export function scanTgsi(shader: TgsiShader): TgsiScanInfo {
  const decls = new DeclarationIndex(shader);
  const info: TgsiScanInfo = {
    processor: shader.processor,
    numInstructions: shader.instructions.length,
    opcodeCounts: {},
    properties: {},
    files: {},
    inputs: [],
    outputs: [],
    systemValues: [],
    systemValuesRead: [],
    samplerTargets: {},
    samplerViews: {},
    usesKill: false,
    usesKillIf: false,
    usesDerivatives: false,
    usesImplicitLod: false,
    usesEmit: false,
    usesEndPrim: false,
    usesBarrier: false,
    writesPosition: false,
    writesDepth: false,
    writesStencil: false,
    writesSampleMask: false,
    writesPointSize: false,
    writesEdgeFlag: false,
    writesLayer: false,
    writesViewportIndex: false,
    readsPosition: false,
    readsFace: false,
    images: [],
    buffers: [],
    memory: [],
    numMemoryInstructions: 0,
    writesMemory: false,
  };
  const fileScan = (file: TgsiFile): TgsiFileScan | undefined => {
    const key = FILE_KEYS[file];
    if (key === undefined) return undefined;
    info.files[key] ??= { declared: [], count: 0, usage: {}, indirectRead: false, indirectWritten: false };
    return info.files[key];
  };

  for (const prop of shader.properties) {
    const key = PROPERTY_KEYS[prop.name];
    if (key !== undefined) info.properties[key] = prop.value;
  }
  for (const decl of shader.declarations) {
    const scan = fileScan(decl.file);
    if (scan === undefined) continue;
    const { first, last, dimension, arrayId, usageMask } = decl;
    scan.declared.push({ first, last, dimension, arrayId, usageMask });
    scan.count = Math.max(scan.count, last + 1);
    if (decl.file === TgsiFile.SAMPLER_VIEW && decl.samplerView) {
      for (let i = first; i <= last; i++)
        info.samplerViews[i] = {
          target: decl.samplerView.target,
          returnType: [...decl.samplerView.returnType],
        };
    }
    if (decl.file === TgsiFile.IMAGE) info.images.push(...range(first, last));
    if (decl.file === TgsiFile.BUFFER) info.buffers.push(...range(first, last));
    if (decl.file === TgsiFile.MEMORY && decl.memoryType) {
      for (const index of range(first, last)) info.memory.push({ index, type: decl.memoryType });
    }
  }
  if (shader.immediates.length > 0) fileScan(TgsiFile.IMMEDIATE)!.count = shader.immediates.length;

  // Arrays accessed indirectly, per file and access: array ids, 0 standing for "any register".
  const indirectArrays = {
    read: new Map<TgsiFile, Set<number>>(),
    written: new Map<TgsiFile, Set<number>>(),
  };
  /** Marks channels of a register as read or written; indirect accesses mark the file and the array. */
  const use = (reg: TgsiRegister, mask: number, access: 'read' | 'written') => {
    const scan = fileScan(reg.file);
    if (scan === undefined) return;
    if (reg.indirect === null) {
      const usage = scan.usage[reg.index] ?? { read: 0, written: 0 };
      usage[access] |= mask;
      scan.usage[reg.index] = usage;
      return;
    }
    if (access === 'read') scan.indirectRead = true;
    else scan.indirectWritten = true;
    const arrays = indirectArrays[access].get(reg.file) ?? new Set<number>();
    arrays.add(reg.indirect.arrayId);
    indirectArrays[access].set(reg.file, arrays);
  };

  const svRead = new Set<TgsiSemantic>();
  for (const inst of shader.instructions) {
    const op = opcodeInfo(inst.opcode);
    if (op === undefined) continue;
    info.opcodeCounts[op.name] = (info.opcodeCounts[op.name] ?? 0) + 1;
    info.usesKill ||= op.opcode === TgsiOpcode.KILL;
    info.usesKillIf ||= op.opcode === TgsiOpcode.KILL_IF;
    info.usesDerivatives ||= DERIVATIVES.has(op.opcode);
    info.usesImplicitLod ||= shader.processor === TgsiProcessor.FRAGMENT && IMPLICIT_LOD.has(op.opcode);
    info.usesEmit ||= op.opcode === TgsiOpcode.EMIT;
    info.usesEndPrim ||= op.opcode === TgsiOpcode.ENDPRIM;
    info.usesBarrier ||= op.opcode === TgsiOpcode.BARRIER;
    if (op.isMemory) {
      info.numMemoryInstructions++;
      info.writesMemory ||= op.isStore;
    }
    for (const dst of inst.dst) use(dst, dst.writeMask, 'written');
    inst.src.forEach((src, s) => {
      if (s >= op.numSrc) return;
      const channels = sourceChannelsRead(op, inst, s);
      use(src, channels, 'read');
      if (src.file === TgsiFile.SYSTEM_VALUE) {
        const sem = src.indirect === null ? decls.find(src.file, src.index)?.decl.semantic : null;
        if (sem) svRead.add(sem.name);
      }
    });
    for (const off of inst.texture?.offsets ?? []) {
      use(
        { file: off.file, index: off.index, indirect: null, dimension: null },
        swizzleMask(off.swizzle),
        'read',
      );
    }
    if (op.isTex && inst.texture !== null) {
      const sampler = inst.src[inst.src.length - 1];
      if (sampler?.file === TgsiFile.SAMPLER && sampler.indirect === null) {
        const targets = info.samplerTargets[sampler.index] ?? [];
        info.samplerTargets[sampler.index] = targets;
        if (!targets.includes(inst.texture.target)) targets.push(inst.texture.target);
      }
    }
  }
  for (const targets of Object.values(info.samplerTargets)) targets.sort((a, b) => a - b);
  info.systemValuesRead = [...svRead].sort((a, b) => a - b);

  info.inputs = ioScan(
    shader,
    TgsiFile.INPUT,
    info.files.INPUT,
    'read',
    indirectArrays.read.get(TgsiFile.INPUT),
  );
  info.outputs = ioScan(
    shader,
    TgsiFile.OUTPUT,
    info.files.OUTPUT,
    'written',
    indirectArrays.written.get(TgsiFile.OUTPUT),
  );
  for (const decl of shader.declarations) {
    if (decl.file !== TgsiFile.SYSTEM_VALUE) continue;
    for (const index of range(decl.first, decl.last)) {
      const read = info.files.SYSTEM_VALUE?.usage[index]?.read ?? 0;
      info.systemValues.push({ index, semantic: semanticAt(decl, index), read });
    }
  }
  summarizeIo(info, shader.processor);
  return info;
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function swizzleMask(channels: readonly number[]): number {
  return channels.reduce((mask, c) => mask | (1 << c), 0);
}

function semanticAt(decl: TgsiDeclaration, index: number): TgsiSemanticDecl | null {
  return decl.semantic && { name: decl.semantic.name, index: decl.semantic.index + (index - decl.first) };
}

function ioScan(
  shader: TgsiShader,
  file: TgsiFile,
  scan: TgsiFileScan | undefined,
  access: 'read' | 'written',
  indirectArrays: ReadonlySet<number> | undefined,
): TgsiIoScan[] {
  const out: TgsiIoScan[] = [];
  for (const decl of shader.declarations) {
    if (decl.file !== file) continue;
    // An indirect access may reach every register of its array, or of the file when it names none.
    const indirect = indirectArrays?.has(0) || (decl.arrayId !== 0 && indirectArrays?.has(decl.arrayId));
    for (const index of range(decl.first, decl.last)) {
      out.push({
        index,
        semantic: semanticAt(decl, index),
        interpolate: decl.interpolate?.mode ?? null,
        location: decl.interpolate?.location ?? null,
        usageMask: decl.usageMask,
        used: (scan?.usage[index]?.[access] ?? 0) | (indirect ? decl.usageMask : 0),
      });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Derives the position/depth/... flags from the per-register usage. */
function summarizeIo(info: TgsiScanInfo, processor: TgsiProcessor): void {
  const fs = processor === TgsiProcessor.FRAGMENT;
  for (const out of info.outputs) {
    if (out.used === 0 || out.semantic === null) continue;
    switch (out.semantic.name) {
      case TgsiSemantic.POSITION:
        if (fs) info.writesDepth ||= (out.used & 0b0100) !== 0;
        else info.writesPosition = true;
        break;
      case TgsiSemantic.STENCIL:
        info.writesStencil ||= (out.used & 0b0010) !== 0;
        break;
      case TgsiSemantic.SAMPLEMASK:
        info.writesSampleMask = true;
        break;
      case TgsiSemantic.PSIZE:
        info.writesPointSize = true;
        break;
      case TgsiSemantic.EDGEFLAG:
        info.writesEdgeFlag = true;
        break;
      case TgsiSemantic.LAYER:
        info.writesLayer = true;
        break;
      case TgsiSemantic.VIEWPORT_INDEX:
        info.writesViewportIndex = true;
        break;
    }
  }
  if (!fs) return;
  const reads = (name: TgsiSemantic) =>
    info.inputs.some((i) => i.used !== 0 && i.semantic?.name === name) ||
    info.systemValuesRead.includes(name);
  info.readsPosition = reads(TgsiSemantic.POSITION);
  info.readsFace = reads(TgsiSemantic.FACE);
}

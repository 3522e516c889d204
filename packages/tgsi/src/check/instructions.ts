// checkTgsi's checks of instructions: known opcodes with the right operand counts, operands that name
// declared registers within their declarations (direct, indirect through a declared ADDR, arrays, 2D),
// no writes to read-only files, texture targets and samplers where texture opcodes need them, opcodes
// only in the stages that have them, and reads of temporaries that no instruction ever writes.
import { sourceChannelsRead } from '../analysis/channels.js';
import { DeclarationIndex } from '../analysis/declaration-index.js';
import { isPerVertexFile } from '../analysis/per-vertex.js';
import {
  TgsiFile,
  type TgsiIndirect,
  type TgsiInstruction,
  TgsiProcessor,
  type TgsiRegister,
  type TgsiShader,
  TgsiTextureTarget,
} from '../ir.js';
import { TGSI_MAX_INDEX, TGSI_MAX_INDIRECT_OFFSET, TGSI_MAX_TEXTURE_OFFSETS } from '../limits.js';
import { opcodeInfo, TgsiOpcode, type TgsiOpcodeInfo } from '../opcodes.js';
import {
  CHANNEL_LETTERS,
  FILE_NAMES,
  FORMAT_NAME,
  fileName,
  PROCESSOR_NAMES,
  TEXTURE_NAMES,
} from '../text/names.js';
import { rangeText } from './declarations.js';
import type { Reporter } from './report.js';

const READ_ONLY: ReadonlySet<TgsiFile> = new Set([
  TgsiFile.INPUT,
  TgsiFile.CONSTANT,
  TgsiFile.IMMEDIATE,
  TgsiFile.SYSTEM_VALUE,
  TgsiFile.SAMPLER,
  TgsiFile.SAMPLER_VIEW,
]);

const RESOURCES: ReadonlySet<TgsiFile> = new Set([TgsiFile.BUFFER, TgsiFile.IMAGE, TgsiFile.MEMORY]);

/** Opcodes that exist only in some processors. */
const STAGE_ONLY: ReadonlyArray<[readonly number[], TgsiProcessor]> = [
  [[TgsiOpcode.EMIT, TgsiOpcode.ENDPRIM], TgsiProcessor.GEOMETRY],
  [
    [
      TgsiOpcode.KILL,
      TgsiOpcode.KILL_IF,
      TgsiOpcode.DEMOTE,
      TgsiOpcode.DDX,
      TgsiOpcode.DDY,
      TgsiOpcode.DDX_FINE,
      TgsiOpcode.DDY_FINE,
      TgsiOpcode.INTERP_CENTROID,
      TgsiOpcode.INTERP_SAMPLE,
      TgsiOpcode.INTERP_OFFSET,
      TgsiOpcode.FBFETCH,
    ],
    TgsiProcessor.FRAGMENT,
  ],
];

function channelText(mask: number): string {
  let text = '';
  for (let c = 0; c < 4; c++) if (mask & (1 << c)) text += CHANNEL_LETTERS[c];
  return text;
}

/** The text of a register reference for messages: `TEMP[3]`, `CONST[1][2]`, `TEMP[ADDR[0].x + 1]`. */
function registerText(reg: TgsiRegister): string {
  const index = (i: number, ind: TgsiIndirect | null) =>
    ind === null
      ? `[${i}]`
      : `[${fileName(ind.file)}[${ind.index}].${CHANNEL_LETTERS[ind.channel] ?? '?'}${i === 0 ? '' : i > 0 ? ` + ${i}` : ` - ${-i}`}]`;
  const dim = reg.dimension === null ? '' : index(reg.dimension.index, reg.dimension.indirect);
  return `${fileName(reg.file)}${dim}${index(reg.index, reg.indirect)}`;
}

class InstructionChecker {
  private readonly decls: DeclarationIndex;
  /** Per TEMP index, the channels some instruction writes. */
  private readonly tempWrites = new Map<number, number>();

  constructor(
    private readonly shader: TgsiShader,
    private readonly r: Reporter,
  ) {
    this.decls = new DeclarationIndex(shader);
    this.collectTempWrites();
  }

  check(): void {
    this.shader.instructions.forEach((inst, i) => {
      this.checkInstruction(inst, i);
    });
  }

  private collectTempWrites(): void {
    for (const inst of this.shader.instructions) {
      for (const dst of inst.dst ?? []) {
        if (dst.file !== TgsiFile.TEMPORARY) continue;
        const range =
          dst.indirect === null
            ? { first: dst.index, last: dst.index }
            : dst.indirect.arrayId !== 0
              ? this.decls.findArray(TgsiFile.TEMPORARY, dst.indirect.arrayId)?.decl
              : undefined;
        if (dst.indirect !== null && range === undefined) {
          // Indirect write outside any array: it may reach every temporary.
          for (const { decl } of this.decls.ofFile(TgsiFile.TEMPORARY))
            this.markWritten(decl.first, decl.last, dst.writeMask);
        } else if (range !== undefined) {
          this.markWritten(range.first, range.last, dst.writeMask);
        }
      }
    }
  }

  private markWritten(first: number, last: number, mask: number): void {
    for (let i = first; i <= Math.min(last, first + TGSI_MAX_INDEX); i++)
      this.tempWrites.set(i, (this.tempWrites.get(i) ?? 0) | mask);
  }

  private checkInstruction(inst: TgsiInstruction, i: number): void {
    const where = { instruction: i };
    const info = opcodeInfo(inst.opcode);
    if (info === undefined) {
      this.r.error(`${inst.opcode} is not an opcode`, where, inst);
      return;
    }
    const name = info.name;
    const srcOptional = info.sourceOptional && inst.src.length === 0;
    if (inst.dst.length !== info.numDst || (inst.src.length !== info.numSrc && !srcOptional)) {
      this.r.error(
        `${name} takes ${info.numDst} destination(s) and ${info.numSrc} source(s), not ${inst.dst.length} and ${inst.src.length}`,
        where,
        inst,
      );
      return;
    }
    if (inst.saturate && info.numDst === 0)
      this.r.error(`${name} has no destination to saturate`, where, inst);
    for (const [opcodes, stage] of STAGE_ONLY) {
      if (opcodes.includes(info.opcode) && this.shader.processor !== stage) {
        this.r.error(`${name} is only allowed in ${PROCESSOR_NAMES.nameOf(stage)} shaders`, where, inst);
      }
    }
    this.checkTexture(inst, info, i);
    if (info.isMemory !== (inst.memory !== null)) {
      this.r.error(
        info.isMemory ? `${name} needs its memory access description` : `${name} is not a memory access`,
        where,
        inst,
      );
    } else if (inst.memory !== null) {
      if (inst.memory.qualifier & ~7)
        this.r.error(`${inst.memory.qualifier} is not a memory qualifier mask`, where, inst);
      if (inst.memory.texture !== null && TEXTURE_NAMES.nameOf(inst.memory.texture) === undefined) {
        this.r.error(`${inst.memory.texture} is not a texture target`, where, inst);
      }
      if (inst.memory.format !== null && !FORMAT_NAME.test(inst.memory.format)) {
        this.r.error(`${inst.memory.format} is not a PIPE_FORMAT_* name`, where, inst);
      }
    }
    for (const dst of inst.dst) {
      if (!Number.isInteger(dst.writeMask) || dst.writeMask < 1 || dst.writeMask > 0xf) {
        this.r.error(`write mask ${dst.writeMask} is not 1..15`, where, dst, inst);
      }
      this.checkRegister(dst, 'write', info, i, dst, inst);
    }
    inst.src.forEach((src, s) => {
      if (src.swizzle.length !== 4 || src.swizzle.some((c) => !Number.isInteger(c) || c < 0 || c > 3)) {
        this.r.error(`swizzle ${src.swizzle.join(',')} is not four channels 0..3`, where, src, inst);
        return;
      }
      if (
        this.checkRegister(src, 'read', info, i, src, inst) &&
        src.file === TgsiFile.TEMPORARY &&
        src.indirect === null
      ) {
        const missing = sourceChannelsRead(info, inst, s) & ~(this.tempWrites.get(src.index) ?? 0);
        if (missing !== 0) {
          this.r.warning(
            `reads TEMP[${src.index}].${channelText(missing)}, which no instruction writes`,
            where,
            src,
            inst,
          );
        }
      }
    });
  }

  private checkTexture(inst: TgsiInstruction, info: TgsiOpcodeInfo, i: number): void {
    const where = { instruction: i };
    const { texture } = inst;
    if (info.isTex) {
      if (texture === null) {
        this.r.error(`${info.name} needs a texture target`, where, inst);
        return;
      }
      const sampler = inst.src[inst.src.length - 1];
      if (sampler !== undefined && sampler.file !== TgsiFile.SAMPLER) {
        this.r.error(
          `the last source of ${info.name} must be a SAMP register, not ${fileName(sampler.file)}`,
          where,
          sampler,
          inst,
        );
      }
    } else if (texture !== null && (!info.takesOffsets || texture.target !== TgsiTextureTarget.UNKNOWN)) {
      this.r.error(`${info.name} takes no texture target`, where, inst);
      return;
    }
    if (texture === null) return;
    if (TEXTURE_NAMES.nameOf(texture.target) === undefined)
      this.r.error(`${texture.target} is not a texture target`, where, inst);
    if (texture.offsets.length > TGSI_MAX_TEXTURE_OFFSETS) {
      this.r.error(
        `${texture.offsets.length} texel offsets (at most ${TGSI_MAX_TEXTURE_OFFSETS})`,
        where,
        inst,
      );
    }
    for (const off of texture.offsets) {
      const reg: TgsiRegister = { file: off.file, index: off.index, indirect: null, dimension: null };
      this.checkRegister(reg, 'read', info, i, off, inst);
    }
  }

  /** Checks one register reference; returns whether it names a declared register. */
  private checkRegister(
    reg: TgsiRegister,
    access: 'read' | 'write',
    info: TgsiOpcodeInfo,
    i: number,
    ...nodes: object[]
  ): boolean {
    const where = { instruction: i };
    const error = (message: string) => {
      this.r.error(message, where, ...nodes);
      return false;
    };
    if (FILE_NAMES.nameOf(reg.file) === undefined) return error(`${reg.file} is not a register file`);
    const text = registerText(reg);
    if (reg.file === TgsiFile.NULL) return access === 'write' || error(`${info.name} reads the NULL file`);
    if (access === 'write' && READ_ONLY.has(reg.file))
      error(`${info.name} writes to ${text}, which is read-only`);
    if (access === 'write' && RESOURCES.has(reg.file) && info.opcode !== TgsiOpcode.STORE) {
      error(`${info.name} cannot write ${text}: only STORE writes buffers, images and memory`);
    }
    const limit = reg.indirect === null ? TGSI_MAX_INDEX : TGSI_MAX_INDIRECT_OFFSET;
    if (
      !Number.isInteger(reg.index) ||
      (reg.indirect === null ? reg.index < 0 : -reg.index > limit) ||
      reg.index > limit
    ) {
      return error(`register index ${reg.index} is out of range`);
    }
    if (reg.indirect !== null && !this.checkAddress(reg.indirect, info, i, nodes)) return false;
    if (reg.dimension?.indirect && !this.checkAddress(reg.dimension.indirect, info, i, nodes)) return false;
    if (!this.checkDimension(reg, text, error)) return false;

    if (reg.file === TgsiFile.IMMEDIATE) {
      const count = this.shader.immediates.length;
      if (reg.indirect === null && reg.index >= count) {
        return error(`${text} does not exist (the shader has ${count} immediate${count === 1 ? '' : 's'})`);
      }
      if (reg.indirect !== null && (reg.index < 0 || reg.index >= count)) {
        this.r.warning(`the base of ${text} lies outside IMM[0..${count - 1}]`, where, ...nodes);
      }
      return true;
    }
    const buffer = reg.file === TgsiFile.CONSTANT ? (reg.dimension?.index ?? null) : null;
    if (reg.file === TgsiFile.CONSTANT && reg.dimension?.indirect) {
      return (
        this.decls.ofFile(reg.file).length > 0 ||
        error(`${info.name} reads ${text}, but no CONST is declared`)
      );
    }
    if (reg.indirect === null) {
      return this.decls.find(reg.file, reg.index, buffer) !== undefined || error(`${text} is not declared`);
    }
    if (reg.indirect.arrayId !== 0) {
      const array = this.decls.findArray(reg.file, reg.indirect.arrayId);
      if (array === undefined)
        return error(
          `${text} uses array ${reg.indirect.arrayId}, which no ${fileName(reg.file)} declaration has`,
        );
      const { first, last } = array.decl;
      if (reg.index < first || reg.index > last) {
        return error(
          `the base of ${text} lies outside array ${reg.indirect.arrayId} (${rangeText(reg.file, first, last)})`,
        );
      }
      return true;
    }
    if (this.decls.ofFile(reg.file, buffer).length === 0)
      return error(`${text} is indexed, but no ${fileName(reg.file)} is declared`);
    if (this.decls.find(reg.file, reg.index, buffer) === undefined) {
      this.r.warning(
        `the base of ${text} lies outside every ${fileName(reg.file)} declaration`,
        where,
        ...nodes,
      );
    }
    return true;
  }

  /** An indirect address must be a declared ADDR register. */
  private checkAddress(ind: TgsiIndirect, info: TgsiOpcodeInfo, i: number, nodes: object[]): boolean {
    const fail = (message: string) => {
      this.r.error(message, { instruction: i }, ...nodes);
      return false;
    };
    if (ind.file !== TgsiFile.ADDRESS)
      return fail(`${info.name} addresses indirectly through ${fileName(ind.file)}; only ADDR can`);
    if (!Number.isInteger(ind.channel) || ind.channel < 0 || ind.channel > 3)
      return fail(`${ind.channel} is not a channel`);
    if (!Number.isInteger(ind.arrayId) || ind.arrayId < 0 || ind.arrayId > TGSI_MAX_INDEX)
      return fail(`array id ${ind.arrayId} is out of range`);
    return (
      this.decls.find(TgsiFile.ADDRESS, ind.index) !== undefined || fail(`ADDR[${ind.index}] is not declared`)
    );
  }

  /** Second dimensions: constant buffers, and vertices of per-vertex inputs/outputs. */
  private checkDimension(reg: TgsiRegister, text: string, error: (m: string) => boolean): boolean {
    const { processor } = this.shader;
    const perVertexFile = isPerVertexFile(reg.file, processor);
    if (reg.dimension !== null) {
      if (reg.file !== TgsiFile.CONSTANT && !perVertexFile)
        return error(`${text}: ${fileName(reg.file)} registers have no second dimension here`);
      const { index } = reg.dimension;
      if (
        !Number.isInteger(index) ||
        index > TGSI_MAX_INDEX ||
        (reg.dimension.indirect === null && index < 0)
      ) {
        return error(`dimension index ${index} is out of range`);
      }
    }
    if (perVertexFile && reg.indirect === null) {
      const decl = this.decls.find(reg.file, reg.index)?.decl;
      const perVertex =
        processor === TgsiProcessor.GEOMETRY ? reg.file === TgsiFile.INPUT : decl?.perVertex === true;
      if (perVertex && reg.dimension === null)
        return error(`${text} is per-vertex: select a vertex with ${fileName(reg.file)}[v][${reg.index}]`);
      if (!perVertex && reg.dimension !== null && decl !== undefined)
        return error(`${text}: ${fileName(reg.file)}[${reg.index}] is not per-vertex`);
    }
    return true;
  }
}

export function checkInstructions(shader: TgsiShader, r: Reporter): void {
  new InstructionChecker(shader, r).check();
}

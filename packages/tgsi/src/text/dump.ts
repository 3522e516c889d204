// dumpTgsi: the canonical text of a shader, laid out like Mesa's dumps: header, PROPERTY lines, DCL
// lines, numbered IMM[n] lines, then numbered instructions indented by block. parseTgsi reads it back
// to an equal shader; a value the text cannot express (an unknown enum, an empty write mask, ...)
// makes it throw a RangeError rather than print something that would read back differently.
import type {
  TgsiDeclaration,
  TgsiDimension,
  TgsiDstOperand,
  TgsiImmediate,
  TgsiIndirect,
  TgsiInstruction,
  TgsiProperty,
  TgsiRegister,
  TgsiShader,
  TgsiSrcOperand,
} from '../ir.js';
import { TgsiImmediateType, TgsiInterpolateLocation, TgsiSemantic, TgsiTextureTarget } from '../ir.js';
import { opcodeInfo } from '../opcodes.js';
import {
  FILE_NAMES,
  IMMEDIATE_TYPE_NAMES,
  INTERPOLATE_NAMES,
  LOCATION_NAMES,
  MEMORY_QUALIFIER_NAMES,
  PROCESSOR_NAMES,
  PROPERTY_NAMES,
  PROPERTY_VALUE_NAMES,
  RETURN_TYPE_NAMES,
  SEMANTIC_NAMES,
  swizzleText,
  TEXTURE_NAMES,
  writeMaskText,
} from './names.js';
import { formatFloat32, formatFloat64 } from './numbers.js';

/** Prints a shader as canonical TGSI text (one statement per line, ending in a newline). */
export function dumpTgsi(shader: TgsiShader): string {
  const lines = [PROCESSOR_NAMES.requireName(shader.processor)];
  for (const prop of shader.properties) lines.push(dumpProperty(prop));
  for (const decl of shader.declarations) lines.push(dumpDeclaration(decl));
  shader.immediates.forEach((imm, i) => {
    lines.push(dumpImmediate(imm, i));
  });
  let depth = 0;
  shader.instructions.forEach((inst, i) => {
    const info = opcodeInfo(inst.opcode);
    if (info?.preDedent) depth = Math.max(0, depth - 1);
    lines.push(`${String(i).padStart(3)}: ${'  '.repeat(depth)}${dumpInstruction(inst)}`);
    if (info?.postIndent) depth++;
  });
  return `${lines.join('\n')}\n`;
}

function uint(value: number, what: string): string {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${value} is not a valid ${what}`);
  return String(value);
}

function dumpProperty(prop: TgsiProperty): string {
  const table = PROPERTY_VALUE_NAMES.get(prop.name);
  const value = table ? table.requireName(prop.value) : uint(prop.value, 'property value');
  return `PROPERTY ${PROPERTY_NAMES.requireName(prop.name)} ${value}`;
}

function dumpDeclaration(decl: TgsiDeclaration): string {
  let text = `DCL ${FILE_NAMES.requireName(decl.file)}`;
  if (decl.perVertex) {
    if (decl.dimension !== null)
      throw new RangeError('a per-vertex declaration cannot also have a dimension');
    text += '[]';
  } else if (decl.dimension !== null) {
    text += `[${uint(decl.dimension, 'dimension')}]`;
  }
  const first = uint(decl.first, 'register index');
  text += decl.last === decl.first ? `[${first}]` : `[${first}..${uint(decl.last, 'register index')}]`;
  text += writeMaskText(decl.usageMask);
  const attrs: string[] = [];
  if (decl.arrayId !== 0) attrs.push(`ARRAY(${uint(decl.arrayId, 'array id')})`);
  if (decl.local) attrs.push('LOCAL');
  if (decl.semantic !== null) {
    const { name, index } = decl.semantic;
    // As Mesa does, the index is printed when not 0, and always for GENERIC and TEXCOORD.
    const showIndex = index !== 0 || name === TgsiSemantic.GENERIC || name === TgsiSemantic.TEXCOORD;
    attrs.push(`${SEMANTIC_NAMES.requireName(name)}${showIndex ? `[${uint(index, 'semantic index')}]` : ''}`);
  }
  if (decl.samplerView !== null) {
    const [x, y, z, w] = decl.samplerView.returnType;
    const types = x === y && x === z && x === w ? [x] : [x, y, z, w];
    attrs.push(
      TEXTURE_NAMES.requireName(decl.samplerView.target),
      ...types.map((t) => RETURN_TYPE_NAMES.requireName(t)),
    );
  }
  if (decl.image !== null) {
    attrs.push(TEXTURE_NAMES.requireName(decl.image.target), decl.image.format);
    if (decl.image.writable) attrs.push('WR');
    if (decl.image.raw) attrs.push('RAW');
  }
  if (decl.atomic) attrs.push('ATOMIC');
  if (decl.memoryType !== null && decl.memoryType !== 'GLOBAL') attrs.push(decl.memoryType);
  if (decl.interpolate !== null) {
    attrs.push(INTERPOLATE_NAMES.requireName(decl.interpolate.mode));
    if (decl.interpolate.location !== TgsiInterpolateLocation.CENTER) {
      attrs.push(LOCATION_NAMES.requireName(decl.interpolate.location));
    }
  }
  if (decl.invariant) attrs.push('INVARIANT');
  return attrs.length === 0 ? text : `${text}, ${attrs.join(', ')}`;
}

function dumpImmediate(imm: TgsiImmediate, index: number): string {
  const values: string[] = [];
  const words = imm.values;
  if (imm.type === TgsiImmediateType.FLT64) {
    if (words.length !== 2 && words.length !== 4)
      throw new RangeError('an FLT64 immediate holds 2 or 4 words');
    for (let i = 0; i < words.length; i += 2) values.push(formatFloat64(words[i]!, words[i + 1]!));
  } else {
    if (words.length < 1 || words.length > 4) throw new RangeError('an immediate holds 1 to 4 values');
    for (const v of words) {
      if (imm.type === TgsiImmediateType.FLT32) values.push(formatFloat32(v));
      else if (Number.isInteger(v)) values.push(String(v));
      else throw new RangeError(`${v} is not an integer`);
    }
  }
  return `IMM[${index}] ${IMMEDIATE_TYPE_NAMES.requireName(imm.type)} { ${values.join(', ')} }`;
}

function dumpIndex(index: number, indirect: TgsiIndirect | null): string {
  if (!Number.isInteger(index)) throw new RangeError(`${index} is not a valid register index`);
  if (indirect === null) return `[${uint(index, 'register index')}]`;
  const addr = `${FILE_NAMES.requireName(indirect.file)}[${uint(indirect.index, 'register index')}].${swizzleText([indirect.channel])}`;
  const offset = index === 0 ? '' : index > 0 ? ` + ${index}` : ` - ${-index}`;
  const array = indirect.arrayId === 0 ? '' : `(${uint(indirect.arrayId, 'array id')})`;
  return `[${addr}${offset}]${array}`;
}

function dumpRegister(reg: TgsiRegister): string {
  const dim: TgsiDimension | null = reg.dimension;
  const dimText = dim === null ? '' : dumpIndex(dim.index, dim.indirect);
  return `${FILE_NAMES.requireName(reg.file)}${dimText}${dumpIndex(reg.index, reg.indirect)}`;
}

function dumpDst(dst: TgsiDstOperand): string {
  return `${dumpRegister(dst)}${writeMaskText(dst.writeMask)}`;
}

function dumpSrc(src: TgsiSrcOperand): string {
  const [x, y, z, w] = src.swizzle;
  const swizzle = x === 0 && y === 1 && z === 2 && w === 3 ? '' : `.${swizzleText(src.swizzle)}`;
  const reg = `${dumpRegister(src)}${swizzle}`;
  return `${src.negate ? '-' : ''}${src.absolute ? `|${reg}|` : reg}`;
}

function dumpInstruction(inst: TgsiInstruction): string {
  const info = opcodeInfo(inst.opcode);
  if (info === undefined) throw new RangeError(`${inst.opcode} is not a valid opcode`);
  const parts = [...inst.dst.map(dumpDst), ...inst.src.map(dumpSrc)];
  if (info.isTex && inst.texture === null) throw new RangeError(`${info.name} needs a texture target`);
  if (inst.texture !== null) {
    if (info.isTex) parts.push(TEXTURE_NAMES.requireName(inst.texture.target));
    else if (!info.takesOffsets || inst.texture.target !== TgsiTextureTarget.UNKNOWN) {
      throw new RangeError(`${info.name} takes no texture target`);
    }
    for (const off of inst.texture.offsets) {
      parts.push(
        `${FILE_NAMES.requireName(off.file)}[${uint(off.index, 'register index')}].${swizzleText(off.swizzle)}`,
      );
    }
  }
  if (inst.memory !== null) {
    if (inst.memory.qualifier & ~7)
      throw new RangeError(`${inst.memory.qualifier} is not a valid memory qualifier mask`);
    for (let bit = 0; bit < 3; bit++)
      if (inst.memory.qualifier & (1 << bit)) parts.push(MEMORY_QUALIFIER_NAMES.requireName(bit));
    if (inst.memory.texture !== null) parts.push(TEXTURE_NAMES.requireName(inst.memory.texture));
    if (inst.memory.format !== null) parts.push(inst.memory.format);
  }
  let text = `${info.name}${inst.saturate ? '_SAT' : ''}`;
  if (parts.length > 0) text += ` ${parts.join(', ')}`;
  if (inst.label !== null) text += ` :${uint(inst.label, 'label')}`;
  return text;
}

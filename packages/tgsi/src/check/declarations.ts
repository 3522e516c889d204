// checkTgsi's checks of declarations, immediates and properties: valid values, attributes only on the
// files that take them, no register declared twice, no duplicate array ids or properties.
import { isPerVertexFile } from '../analysis/per-vertex.js';
import { TgsiFile, TgsiImmediateType, TgsiProcessor, type TgsiShader } from '../ir.js';
import { TGSI_MAX_INDEX } from '../limits.js';
import {
  FILE_NAMES,
  FORMAT_NAME,
  fileName,
  IMMEDIATE_TYPE_NAMES,
  INTERPOLATE_NAMES,
  LOCATION_NAMES,
  PROCESSOR_NAMES,
  PROPERTY_NAMES,
  PROPERTY_VALUE_NAMES,
  RETURN_TYPE_NAMES,
  SEMANTIC_NAMES,
  TEXTURE_NAMES,
} from '../text/names.js';
import type { Reporter } from './report.js';

const isIndex = (v: number) => Number.isInteger(v) && v >= 0 && v <= TGSI_MAX_INDEX;

/** The text of a declared range: `TEMP[0..3]`, `CONST[1][2]`. */
export function rangeText(
  file: TgsiFile,
  first: number,
  last: number,
  dimension: number | null = null,
): string {
  const dim = dimension === null ? '' : `[${dimension}]`;
  return `${fileName(file)}${dim}[${first === last ? first : `${first}..${last}`}]`;
}

export function checkDeclarations(shader: TgsiShader, r: Reporter): void {
  const seen = new Map<string, Array<{ first: number; last: number; index: number }>>();
  const arrays = new Map<string, number>();
  const semantics = new Map<string, number>();
  for (const [index, decl] of shader.declarations.entries()) {
    const where = { declaration: index };
    const bad = (message: string) => r.error(message, where, decl);
    const { file } = decl;
    if (FILE_NAMES.nameOf(file) === undefined) {
      bad(`${file} is not a register file`);
      continue;
    }
    const name = fileName(file);
    if (file === TgsiFile.IMMEDIATE || file === TgsiFile.NULL) {
      bad(`${name} registers cannot be declared with DCL`);
      continue;
    }
    if (!isIndex(decl.first) || !isIndex(decl.last) || decl.last < decl.first) {
      bad(`register range ${decl.first}..${decl.last} is not within 0..${TGSI_MAX_INDEX}`);
      continue;
    }
    if (decl.dimension !== null && (file !== TgsiFile.CONSTANT || !isIndex(decl.dimension))) {
      bad(
        file === TgsiFile.CONSTANT
          ? `constant buffer ${decl.dimension} is out of range`
          : `${name} declarations have no second dimension`,
      );
    }
    if (decl.perVertex && !isPerVertexFile(file, shader.processor)) {
      bad(`${name} registers are not per-vertex in a ${PROCESSOR_NAMES.nameOf(shader.processor)} shader`);
    }
    if (!Number.isInteger(decl.usageMask) || decl.usageMask < 1 || decl.usageMask > 0xf)
      bad(`usage mask ${decl.usageMask} is not 1..15`);
    const io = file === TgsiFile.INPUT || file === TgsiFile.OUTPUT;
    if (decl.semantic !== null) {
      if (!io && file !== TgsiFile.SYSTEM_VALUE) bad(`${name} declarations take no semantic`);
      else if (SEMANTIC_NAMES.nameOf(decl.semantic.name) === undefined)
        bad(`${decl.semantic.name} is not a semantic`);
      else if (!isIndex(decl.semantic.index)) bad(`semantic index ${decl.semantic.index} is out of range`);
      else {
        const key = `${file}:${decl.semantic.name}:${decl.semantic.index}`;
        const other = semantics.get(key);
        if (other !== undefined && !decl.perVertex) {
          const sem = `${SEMANTIC_NAMES.nameOf(decl.semantic.name)}[${decl.semantic.index}]`;
          r.warning(`${name} semantic ${sem} is declared twice (also by declaration ${other})`, where, decl);
        }
        semantics.set(key, index);
      }
    } else if (file === TgsiFile.SYSTEM_VALUE) {
      bad('an SV declaration needs a semantic');
    }
    if (decl.interpolate !== null) {
      if (!io) bad(`${name} declarations take no interpolation`);
      else if (INTERPOLATE_NAMES.nameOf(decl.interpolate.mode) === undefined)
        bad(`${decl.interpolate.mode} is not an interpolation mode`);
      else if (LOCATION_NAMES.nameOf(decl.interpolate.location) === undefined)
        bad(`${decl.interpolate.location} is not an interpolation location`);
    }
    if (decl.arrayId !== 0) {
      if (!io && file !== TgsiFile.TEMPORARY) bad(`${name} declarations take no array id`);
      else if (!isIndex(decl.arrayId)) bad(`array id ${decl.arrayId} is out of range`);
      else {
        const key = `${file}:${decl.arrayId}`;
        const other = arrays.get(key);
        if (other !== undefined)
          bad(`${name} array ${decl.arrayId} is declared twice (also by declaration ${other})`);
        arrays.set(key, index);
      }
    }
    if (decl.local && file !== TgsiFile.TEMPORARY) bad(`only TEMP declarations can be LOCAL`);
    if (decl.invariant && file !== TgsiFile.OUTPUT) bad(`only OUT declarations can be INVARIANT`);
    if ((file === TgsiFile.SAMPLER_VIEW) !== (decl.samplerView !== null)) {
      bad(
        decl.samplerView === null
          ? 'an SVIEW declaration needs a target and return type'
          : `${name} declarations take no sampler view`,
      );
    } else if (decl.samplerView !== null) {
      if (TEXTURE_NAMES.nameOf(decl.samplerView.target) === undefined)
        bad(`${decl.samplerView.target} is not a texture target`);
      for (const t of decl.samplerView.returnType)
        if (RETURN_TYPE_NAMES.nameOf(t) === undefined) bad(`${t} is not a return type`);
    }
    if ((file === TgsiFile.IMAGE) !== (decl.image !== null)) {
      bad(
        decl.image === null
          ? 'an IMAGE declaration needs a target and format'
          : `${name} declarations take no image description`,
      );
    } else if (decl.image !== null) {
      if (TEXTURE_NAMES.nameOf(decl.image.target) === undefined)
        bad(`${decl.image.target} is not a texture target`);
      if (!FORMAT_NAME.test(decl.image.format)) bad(`${decl.image.format} is not a PIPE_FORMAT_* name`);
    }
    if (decl.atomic && file !== TgsiFile.BUFFER) bad('only BUFFER declarations can be ATOMIC');
    if ((file === TgsiFile.MEMORY) !== (decl.memoryType !== null)) {
      bad(
        decl.memoryType === null
          ? 'a MEMORY declaration needs a memory type'
          : `${name} declarations take no memory type`,
      );
    }

    // Registers declared twice.
    const key = `${file}:${file === TgsiFile.CONSTANT ? (decl.dimension ?? 0) : ''}`;
    const list = seen.get(key) ?? [];
    seen.set(key, list);
    list.push({ first: decl.first, last: decl.last, index });
  }

  for (const [key, list] of seen) {
    const file = Number(key.split(':')[0]) as TgsiFile;
    const buffer = file === TgsiFile.CONSTANT ? Number(key.split(':')[1]) : null;
    const sorted = [...list].sort((a, b) => a.first - b.first || a.index - b.index);
    let cover = sorted[0]!;
    for (const entry of sorted.slice(1)) {
      if (entry.first <= cover.last) {
        const [earlier, later] = entry.index > cover.index ? [cover, entry] : [entry, cover];
        const overlap = rangeText(file, entry.first, Math.min(entry.last, cover.last), buffer);
        const decl = shader.declarations[later.index]!;
        r.error(
          `${overlap} is declared twice (also by declaration ${earlier.index})`,
          { declaration: later.index },
          decl,
        );
      }
      if (entry.last > cover.last) cover = entry;
    }
  }
}

export function checkImmediates(shader: TgsiShader, r: Reporter): void {
  for (const [index, imm] of shader.immediates.entries()) {
    const bad = (message: string) => r.error(message, { immediate: index }, imm);
    const typeName = IMMEDIATE_TYPE_NAMES.nameOf(imm.type);
    if (typeName === undefined) {
      bad(`${imm.type} is not an immediate type`);
      continue;
    }
    const n = imm.values.length;
    if (imm.type === TgsiImmediateType.FLT64 ? n !== 2 && n !== 4 : n < 1 || n > 4) {
      bad(`an ${typeName} immediate cannot hold ${n} values`);
      continue;
    }
    for (const v of imm.values) {
      const valid =
        imm.type === TgsiImmediateType.FLT32
          ? typeof v === 'number' && (Number.isNaN(v) || Math.fround(v) === v)
          : imm.type === TgsiImmediateType.INT32
            ? Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31
            : Number.isInteger(v) && v >= 0 && v <= 0xffffffff;
      if (!valid)
        bad(
          `${v} is not a valid ${imm.type === TgsiImmediateType.FLT64 ? 'FLT64 word' : `${typeName} value`}`,
        );
    }
  }
}

/** Properties that only mean something in one processor, by name prefix. */
const PROPERTY_PROCESSOR: Record<string, TgsiProcessor> = {
  GS_: TgsiProcessor.GEOMETRY,
  FS_: TgsiProcessor.FRAGMENT,
  VS_: TgsiProcessor.VERTEX,
  TCS_: TgsiProcessor.TESS_CTRL,
  TES_: TgsiProcessor.TESS_EVAL,
  CS_: TgsiProcessor.COMPUTE,
};

export function checkProperties(shader: TgsiShader, r: Reporter): void {
  const seen = new Map<number, number>();
  for (const [index, prop] of shader.properties.entries()) {
    const where = { property: index };
    const name = PROPERTY_NAMES.nameOf(prop.name);
    if (name === undefined) {
      r.error(`${prop.name} is not a property`, where, prop);
      continue;
    }
    const other = seen.get(prop.name);
    if (other !== undefined)
      r.error(`PROPERTY ${name} is set twice (also by property ${other})`, where, prop);
    seen.set(prop.name, index);
    const table = PROPERTY_VALUE_NAMES.get(prop.name);
    if (
      table !== undefined
        ? table.nameOf(prop.value) === undefined
        : !Number.isInteger(prop.value) || prop.value < 0 || prop.value > 0xffffffff
    ) {
      r.error(`${prop.value} is not a valid value of ${name}`, where, prop);
    }
    const prefix = Object.keys(PROPERTY_PROCESSOR).find((p) => name.startsWith(p));
    if (prefix !== undefined && PROPERTY_PROCESSOR[prefix] !== shader.processor) {
      r.warning(`${name} has no effect in a ${PROCESSOR_NAMES.nameOf(shader.processor)} shader`, where, prop);
    }
  }
}

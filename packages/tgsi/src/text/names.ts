// The spellings TGSI text uses for every enumeration of the IR (register files, semantics, texture
// targets, properties, ...), in both directions. Names are matched case-insensitively, as Mesa does;
// the first spelling listed for a value is the one the dumper prints.
import {
  TgsiFile,
  TgsiImmediateType,
  TgsiInterpolate,
  TgsiInterpolateLocation,
  TgsiPrimitive,
  TgsiProcessor,
  TgsiPropertyName,
  TgsiReturnType,
  TgsiSemantic,
  TgsiTextureTarget,
} from '../ir.js';

/** A two-way mapping between enum values and their text spellings. */
export class NameTable<V extends number> {
  private readonly byName = new Map<string, V>();
  private readonly byValue = new Map<number, string>();

  /** `entries` are [spelling, value]; a later entry with an already named value is an alias. */
  constructor(
    readonly what: string,
    entries: ReadonlyArray<readonly [string, V]>,
  ) {
    for (const [name, value] of entries) {
      this.byName.set(name.toUpperCase(), value);
      if (!this.byValue.has(value)) this.byValue.set(value, name);
    }
  }

  /** The value a spelling stands for (any case), or undefined. */
  valueOf(name: string): V | undefined {
    return this.byName.get(name.toUpperCase());
  }

  /** The canonical spelling of a value, or undefined when the value names nothing. */
  nameOf(value: number): string | undefined {
    return this.byValue.get(value);
  }

  /** The canonical spelling of a value; a RangeError when the value names nothing. */
  requireName(value: number): string {
    const name = this.byValue.get(value);
    if (name === undefined) throw new RangeError(`${value} is not a valid ${this.what}`);
    return name;
  }

  /** Every canonical spelling, in value order. */
  names(): string[] {
    return [...this.byValue.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
  }
}

/** A table whose spellings are the keys of an IR enum object, with some keys spelled differently. */
function fromEnum<V extends number>(
  what: string,
  values: Record<string, V>,
  spelling: Record<string, string> = {},
): NameTable<V> {
  const entries: Array<[string, V]> = [];
  for (const [key, value] of Object.entries(values)) entries.push([spelling[key] ?? key, value]);
  // The IR key stays accepted as an alias where the text spelling differs.
  for (const key of Object.keys(spelling)) entries.push([key, values[key]!]);
  return new NameTable(what, entries);
}

export const PROCESSOR_NAMES = new NameTable<TgsiProcessor>('processor', [
  ['VERT', TgsiProcessor.VERTEX],
  ['FRAG', TgsiProcessor.FRAGMENT],
  ['GEOM', TgsiProcessor.GEOMETRY],
  ['TESS_CTRL', TgsiProcessor.TESS_CTRL],
  ['TESS_EVAL', TgsiProcessor.TESS_EVAL],
  ['COMP', TgsiProcessor.COMPUTE],
]);

export const FILE_NAMES = new NameTable<TgsiFile>('register file', [
  ['NULL', TgsiFile.NULL],
  ['CONST', TgsiFile.CONSTANT],
  ['IN', TgsiFile.INPUT],
  ['OUT', TgsiFile.OUTPUT],
  ['TEMP', TgsiFile.TEMPORARY],
  ['SAMP', TgsiFile.SAMPLER],
  ['ADDR', TgsiFile.ADDRESS],
  ['IMM', TgsiFile.IMMEDIATE],
  ['SV', TgsiFile.SYSTEM_VALUE],
  ['IMAGE', TgsiFile.IMAGE],
  ['SVIEW', TgsiFile.SAMPLER_VIEW],
  ['BUFFER', TgsiFile.BUFFER],
  ['MEMORY', TgsiFile.MEMORY],
]);

export const SEMANTIC_NAMES = fromEnum('semantic', TgsiSemantic, { PRIMID: 'PRIM_ID' });

export const TEXTURE_NAMES = fromEnum('texture target', TgsiTextureTarget, {
  CUBE_ARRAY: 'CUBEARRAY',
  SHADOWCUBE_ARRAY: 'SHADOWCUBEARRAY',
});

export const RETURN_TYPE_NAMES = fromEnum('return type', TgsiReturnType);
export const INTERPOLATE_NAMES = fromEnum('interpolation mode', TgsiInterpolate);
export const LOCATION_NAMES = fromEnum('interpolation location', TgsiInterpolateLocation);
export const IMMEDIATE_TYPE_NAMES = fromEnum('immediate type', TgsiImmediateType);
export const PROPERTY_NAMES = fromEnum('property', TgsiPropertyName);
export const PRIMITIVE_NAMES = fromEnum('primitive', TgsiPrimitive);

/** FS_COORD_ORIGIN values. */
export const COORD_ORIGIN_NAMES = new NameTable('coordinate origin', [
  ['UPPER_LEFT', 0],
  ['LOWER_LEFT', 1],
]);

/** FS_COORD_PIXEL_CENTER values. */
export const PIXEL_CENTER_NAMES = new NameTable('pixel center', [
  ['HALF_INTEGER', 0],
  ['INTEGER', 1],
]);

/**
 * Properties whose values the text spells as names (exactly those Mesa's dumper prints by name);
 * every other property value is an unsigned integer.
 */
export const PROPERTY_VALUE_NAMES: ReadonlyMap<TgsiPropertyName, NameTable<number>> = new Map<
  TgsiPropertyName,
  NameTable<number>
>([
  [TgsiPropertyName.GS_INPUT_PRIMITIVE, PRIMITIVE_NAMES],
  [TgsiPropertyName.GS_OUTPUT_PRIMITIVE, PRIMITIVE_NAMES],
  [TgsiPropertyName.FS_COORD_ORIGIN, COORD_ORIGIN_NAMES],
  [TgsiPropertyName.FS_COORD_PIXEL_CENTER, PIXEL_CENTER_NAMES],
  [TgsiPropertyName.NEXT_SHADER, PROCESSOR_NAMES],
]);

/** Memory qualifiers of LOAD/STORE/ATOM*, by bit number (bit 0 = 1 = COHERENT). */
export const MEMORY_QUALIFIER_NAMES = new NameTable('memory qualifier', [
  ['COHERENT', 0],
  ['RESTRICT', 1],
  ['VOLATILE', 2],
]);

/** MEMORY declaration types. */
export const MEMORY_TYPES = ['GLOBAL', 'SHARED', 'PRIVATE', 'INPUT'] as const;

/** The text name of a register file (`TEMP`), or `file N` for an invalid value; for messages. */
export function fileName(file: number): string {
  return FILE_NAMES.nameOf(file) ?? `file ${file}`;
}

/** Channel letters, index = channel. */
export const CHANNEL_LETTERS = 'xyzw';

/** Image and memory formats are PipeFormat names (`PIPE_FORMAT_R32_FLOAT`); only their shape is checked. */
export const FORMAT_NAME = /^PIPE_FORMAT_[A-Z0-9_]+$/;

/** The text spelling of a write mask (`.xz`); empty for a full mask. */
export function writeMaskText(mask: number): string {
  if (mask === 0xf) return '';
  if (!Number.isInteger(mask) || mask <= 0 || mask > 0xf)
    throw new RangeError(`${mask} is not a valid write mask`);
  let text = '.';
  for (let c = 0; c < 4; c++) if (mask & (1 << c)) text += CHANNEL_LETTERS[c];
  return text;
}

/** The text spelling of channel selectors (`xyzw`, `xxy`). */
export function swizzleText(channels: readonly number[]): string {
  let text = '';
  for (const c of channels) {
    const letter = CHANNEL_LETTERS[c];
    if (letter === undefined || !Number.isInteger(c)) throw new RangeError(`${c} is not a valid channel`);
    text += letter;
  }
  return text;
}

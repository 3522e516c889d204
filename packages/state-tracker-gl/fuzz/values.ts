// The fuzzer's argument values: for each parameter of an entry point, from its name and TypeScript type
// (signatures.generated.ts), a value that is legal most of the time, at an edge some of the time (zero,
// negative, 2^31, NaN, ±Infinity, huge sizes) and invalid otherwise (wrong enums, deleted names, short
// or overlapping typed arrays). Every object made here remembers the expression that makes it, so a
// failing sequence prints as a program (reproduction.ts).
import { ENUM_RULES } from '../src/errors/enum-rules.js';
import * as gl from '../src/index.js';
import { ENABLE_CAPS } from '../src/state/enable-caps.js';
import { allGetPnames } from '../src/state/get-table.js';
import { programLength, programText } from './programs.js';
import { below, chance, pick, type Random } from './random.js';

/** The expression that made each generated object (typed arrays, arrays). */
export const SOURCE = new WeakMap<object, string>();

function made<T extends object>(value: T, expression: string): T {
  SOURCE.set(value, expression);
  return value;
}

/** What every call of one sequence shares: memory for overlapping views, and how likely legal values are. */
export interface Arena {
  /** 4 KiB whose views overlap each other; filled with (i * 37) & 255 at the start. */
  shared: ArrayBuffer;
  /** Probability that a value is drawn from the legal ones. */
  legal: number;
}

export const SHARED_BYTES = 4096;

export function newArena(legal: number): Arena {
  const shared = made(new ArrayBuffer(SHARED_BYTES), 'shared');
  new Uint8Array(shared).forEach((_, i, a) => {
    a[i] = (i * 37) & 255;
  });
  return { shared, legal };
}

/** Every GL enum value the package exports, in numeric order (the same order however it was loaded). */
const ALL_ENUMS: readonly number[] = [
  ...new Set(
    Object.entries(gl)
      .filter(([k, v]) => k.startsWith('GL_') && typeof v === 'number' && v >= 0x100)
      .map(([, v]) => v as number),
  ),
].sort((a, b) => a - b);

const TEXTURE_UNITS = Array.from({ length: 8 }, (_, i) => gl.GL_TEXTURE0 + i);
const GET_PNAMES = allGetPnames();
const RULES = ENUM_RULES as Readonly<Record<string, ReadonlySet<number>>>;

/** Legal enums of each parameter name, over every rule that names it. */
const BY_PARAM = new Map<string, number[]>();
for (const [key, values] of Object.entries(RULES)) {
  const param = key.slice(key.indexOf('.') + 1);
  BY_PARAM.set(param, [...new Set([...(BY_PARAM.get(param) ?? []), ...values])]);
}

/** The legal values of an enum parameter, or undefined when the parameter is not an enum. */
function legalEnums(fn: string, param: string): readonly number[] | undefined {
  const exact = RULES[`${fn}.${param}`];
  if (exact) return [...exact];
  if (param === 'cap') return ENABLE_CAPS;
  if (fn.startsWith('glGet') && param === 'pname' && /^glGet(Boolean|Integer|Float|Double)v$/.test(fn))
    return GET_PNAMES;
  if (fn === 'glActiveTexture' || fn === 'glClientActiveTexture' || fn.startsWith('glMultiTexCoord'))
    return param === 'texture' || param === 'target' ? TEXTURE_UNITS : undefined;
  if (ENUM_PARAMS.has(param)) return BY_PARAM.get(param) ?? ALL_ENUMS;
  return undefined;
}

const ENUM_PARAMS = new Set([
  'target',
  'pname',
  'mode',
  'type',
  'format',
  'internalFormat',
  'face',
  'coord',
  'cap',
  'func',
  'map',
  'plane',
  'array',
  'usage',
  'access',
  'opcode',
  'sfactor',
  'dfactor',
  'srcRgb',
  'dstRgb',
  'srcAlpha',
  'dstAlpha',
  'modeRgb',
  'modeAlpha',
  'fail',
  'zfail',
  'zpass',
  'op',
  'light',
]);
const NAME_PARAMS = new Set(['texture', 'buffer', 'list', 'id', 'base', 'name', 'program']);
const INTEGER_PARAMS = new Set([
  'width',
  'height',
  'depth',
  'n',
  'count',
  'countArg',
  'size',
  'range',
  'mapsize',
  'imageSize',
  'primcount',
  'order',
  'uorder',
  'vorder',
  'un',
  'vn',
  'i',
  'j',
  'i1',
  'i2',
  'j1',
  'j2',
  'start',
  'end',
  'first',
  'firstArg',
  'level',
  'border',
  'xoffset',
  'yoffset',
  'zoffset',
  'stride',
  'strideArg',
  'ustride',
  'vstride',
  'factor',
  'pattern',
  'ref',
  'index',
  'offset',
]);
/** Parameters an entry point writes into. */
const OUTPUT_PARAMS = new Set(['out', 'residences']);

export const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 32,
  2 ** 40,
  1e9,
  1.31,
  0.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  1e30,
  -1e30,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
];

function edge(rand: Random): number {
  return pick(rand, EDGE_NUMBERS);
}

function enumValue(rand: Random, arena: Arena, legal: readonly number[]): number {
  if (chance(rand, arena.legal) && legal.length > 0) return pick(rand, legal);
  return chance(rand, 0.5) ? pick(rand, ALL_ENUMS) : edge(rand);
}

function integer(rand: Random, arena: Arena, param: string): number {
  if (!chance(rand, arena.legal)) return chance(rand, 0.7) ? edge(rand) : below(rand, 70_000) - 1000;
  if (param === 'stride' || param === 'strideArg') return pick(rand, [0, 0, 4, 8, 12, 16, 24, 32]);
  if (param === 'level') return below(rand, 3);
  if (param === 'border') return 0;
  if (param === 'mask') return pick(rand, [0, 0xff, 0xffffffff, 1 << below(rand, 32)]);
  if (param === 'width' || param === 'height' || param === 'depth')
    return pick(rand, [1, 2, 4, 8, 16, 3, 5, below(rand, 40)]);
  return below(rand, 9);
}

function float(rand: Random, arena: Arena): number {
  if (!chance(rand, arena.legal)) return edge(rand);
  if (chance(rand, 0.3)) return below(rand, 17) - 8;
  return Math.round((rand() * 4 - 2) * 1024) / 1024;
}

function mask(rand: Random, arena: Arena): number {
  if (!chance(rand, arena.legal)) return edge(rand);
  return pick(rand, [
    gl.GL_COLOR_BUFFER_BIT,
    gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT,
    gl.GL_ALL_ATTRIB_BITS,
    gl.GL_CLIENT_ALL_ATTRIB_BITS,
    gl.GL_ACCUM_BUFFER_BIT,
    0xffffffff,
    0,
    1 << below(rand, 32),
    below(rand, 256),
  ]);
}

const TYPED = {
  Int8Array,
  Uint8Array,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
} as const;
type TypedName = keyof typeof TYPED;
type Typed = InstanceType<(typeof TYPED)[TypedName]>;
const TYPED_NAMES = Object.keys(TYPED) as TypedName[];

/** A typed array of `kind` and `length`: zeros, a ramp or random small values; sometimes a view of the arena. */
export function typedArray(rand: Random, arena: Arena, kind: TypedName, length: number): Typed {
  const Kind = TYPED[kind];
  const per = Kind.BYTES_PER_ELEMENT;
  if (length * per <= SHARED_BYTES / 2 && chance(rand, 0.08)) {
    const offset = below(rand, (SHARED_BYTES - length * per) / per + 1) * per;
    return made(new Kind(arena.shared, offset, length), `new ${kind}(shared, ${offset}, ${length})`);
  }
  const shape = below(rand, 3);
  if (shape === 0 || length > 64) {
    if (shape === 1 || length <= 64) {
      const step = 1 + below(rand, 7);
      const modulo = 2 + below(rand, 255);
      const ramp = Array.from({ length }, (_, i) => (i * step) % modulo);
      return made(
        (Kind.from as (values: number[]) => Typed)(ramp),
        `${kind}.from({ length: ${length} }, (_, i) => (i * ${step}) % ${modulo})`,
      );
    }
    return made(new Kind(length), `new ${kind}(${length})`);
  }
  const values = Array.from({ length }, () =>
    kind.startsWith('Float') ? Math.round((rand() * 4 - 2) * 8) / 8 : below(rand, 9),
  );
  return made((Kind.from as (values: number[]) => Typed)(values), `new ${kind}([${values.join(', ')}])`);
}

/** The number of elements a vector parameter takes, from the entry point's name. */
function vectorLength(fn: string): number {
  if (/Matrix/.test(fn)) return 16;
  const digit = /([1-4])(?:[a-z]+)?v$/.exec(fn);
  return digit ? Number(digit[1]) : 4;
}

function length(rand: Random, arena: Arena, wanted: number): number {
  if (chance(rand, arena.legal)) return wanted;
  return chance(rand, 0.8) ? below(rand, wanted + 1) : below(rand, 80);
}

function inputArray(rand: Random, arena: Arena, fn: string, type: string): ArrayLike<number> {
  const n = length(rand, arena, vectorLength(fn));
  const kinds = typedKinds(type);
  if (type.includes('ArrayLike') && chance(rand, 0.3)) {
    const values = Array.from({ length: n }, () => float(rand, arena));
    return made(values, `[${values.map(String).join(', ')}]`);
  }
  return typedArray(rand, arena, pick(rand, kinds), n);
}

/** The typed-array kinds a TypeScript type names (all of them for ArrayLike or ArrayBufferView). */
function typedKinds(type: string): TypedName[] {
  const named = TYPED_NAMES.filter((k) => new RegExp(`\\b${k}\\b`).test(type));
  return named.length > 0 ? named : TYPED_NAMES;
}

function outputArray(rand: Random, arena: Arena, type: string): unknown {
  if (type === 'unknown[]') return made([], '[]');
  if (type.includes('BigUint64Array')) return made(new BigUint64Array(4), 'new BigUint64Array(4)');
  if (type.includes('BigInt64Array')) return made(new BigInt64Array(4), 'new BigInt64Array(4)');
  if (type.includes('boolean[]') && chance(rand, 0.2)) return made([], '[]');
  const n = chance(rand, arena.legal) ? 16 : below(rand, 4);
  return typedArray(rand, arena, pick(rand, typedKinds(type)), n);
}

/** Bytes a pixel-transfer call may need, from the arguments before `pixels`: width × height × depth × 16
 * (at least 256: a polygon stipple, a pixel map). */
function pixelBytes(args: readonly unknown[], params: readonly (readonly [string, string])[]): number {
  let bytes = 16;
  for (const [i, [name]] of params.entries()) {
    const v = args[i];
    if ((name === 'width' || name === 'height' || name === 'depth') && typeof v === 'number')
      bytes *= Math.max(1, Math.min(64, Math.abs(v) || 1));
  }
  return Math.max(256, bytes);
}

function pixelData(
  rand: Random,
  arena: Arena,
  type: string,
  args: readonly unknown[],
  params: readonly (readonly [string, string])[],
): unknown {
  if (type.includes('null') && chance(rand, 0.1)) return null;
  const kind = pick(rand, typedKinds(type));
  const per = TYPED[kind].BYTES_PER_ELEMENT;
  const enough = Math.min(1 << 18, Math.ceil(pixelBytes(args, params) / per));
  const n = chance(rand, arena.legal) ? enough : below(rand, enough + 1);
  return typedArray(rand, arena, kind, n);
}

function pointer(rand: Random, arena: Arena, type: string): unknown {
  const r = rand();
  if (r < 0.35) return chance(rand, arena.legal) ? pick(rand, [0, 4, 8, 12, 16, 64]) : edge(rand);
  if (r < 0.4 && type.includes('null')) return null;
  const n = chance(rand, arena.legal) ? pick(rand, [12, 24, 48, 96, 256]) : below(rand, 12);
  return typedArray(rand, arena, pick(rand, TYPED_NAMES), n);
}

function indices(rand: Random, arena: Arena): unknown {
  if (chance(rand, 0.3)) return chance(rand, arena.legal) ? pick(rand, [0, 2, 4, 8]) : edge(rand);
  const n = chance(rand, arena.legal) ? pick(rand, [3, 6, 12, 24]) : below(rand, 40);
  return typedArray(rand, arena, pick(rand, ['Uint8Array', 'Uint16Array', 'Uint32Array'] as const), n);
}

function numberList(rand: Random, arena: Arena): ArrayLike<number> {
  const n = chance(rand, arena.legal) ? 1 + below(rand, 4) : below(rand, 9);
  const values = Array.from({ length: n }, () => integer(rand, arena, 'count'));
  return made(values, `[${values.map(String).join(', ')}]`);
}

/**
 * A value for parameter `param` (TypeScript type `type`) of entry point `fn`; `args` holds the values of
 * the parameters before it, so sizes of data follow the width and height just chosen.
 */
export function argument(
  rand: Random,
  arena: Arena,
  fn: string,
  index: number,
  params: readonly (readonly [string, string])[],
  args: readonly unknown[],
): unknown {
  const [param, type] = params[index]!;
  if (fn === 'glProgramStringARB' && param === 'len')
    return programLength(rand, arena.legal, () => edge(rand));
  if (type === 'string | Uint8Array') {
    const text = programText(rand, arena.legal, args[index - 1]);
    return typeof text === 'string'
      ? text
      : made(text, `new TextEncoder().encode(${JSON.stringify(String.fromCharCode(...text))})`);
  }
  if (OUTPUT_PARAMS.has(param) || (fn.startsWith('glGen') && param !== 'range' && type !== 'number'))
    return outputArray(rand, arena, type);
  if (type === 'number') {
    const legal = legalEnums(fn, param);
    if (legal) return enumValue(rand, arena, legal);
    if (NAME_PARAMS.has(param)) return chance(rand, arena.legal) ? below(rand, 7) : edge(rand);
    if (param === 'mask') return mask(rand, arena);
    if (INTEGER_PARAMS.has(param)) return integer(rand, arena, param);
    return float(rand, arena);
  }
  if (type === 'number | boolean') return chance(rand, 0.5) ? chance(rand, 0.5) : float(rand, arena);
  if (type === 'readonly IndexSource[]') {
    const list = Array.from({ length: below(rand, 4) }, () => indices(rand, arena));
    return made(list, `[${list.map((v) => describeValue(v)).join(', ')}]`);
  }
  if (type.startsWith('number | ArrayBufferView'))
    return param === 'indices' || param === 'indicesArg' ? indices(rand, arena) : pointer(rand, arena, type);
  if (fn.startsWith('glMultiDraw') && (param === 'first' || param === 'count'))
    return numberList(rand, arena);
  if (
    fn === 'glCallLists' ||
    fn === 'glDeleteTextures' ||
    fn === 'glDeleteBuffers' ||
    fn === 'glDeleteQueries' ||
    fn === 'glDeleteProgramsARB' ||
    fn === 'glAreTexturesResident' ||
    fn === 'glPrioritizeTextures'
  ) {
    return typedOrList(rand, arena, type);
  }
  if (
    /^(glGet|glRead)/.test(fn) ||
    param === 'pixels' ||
    param === 'data' ||
    param === 'bitmap' ||
    param === 'mask'
  )
    return pixelData(rand, arena, type, args, params);
  if (type.includes('ArrayLike') || type.includes('Array')) return inputArray(rand, arena, fn, type);
  return float(rand, arena);
}

function typedOrList(rand: Random, arena: Arena, type: string): unknown {
  const n = chance(rand, arena.legal) ? 1 + below(rand, 4) : below(rand, 9);
  if (type.includes('ArrayLike') && chance(rand, 0.5)) {
    const values = Array.from({ length: n }, () => (chance(rand, arena.legal) ? below(rand, 7) : edge(rand)));
    return made(values, `[${values.map(String).join(', ')}]`);
  }
  return typedArray(rand, arena, pick(rand, typedKinds(type)), n);
}

/** A name for each enum value: a core name before a vendor's (_EXT, _ARB, …), then the shortest. */
const ENUM_NAMES = new Map<number, string>();
const VENDOR =
  /_(EXT|ARB|NV|NVX|ATI|AMD|SGI|SGIS|SGIX|APPLE|IBM|INTEL|MESA|OES|KHR|HP|SUN|3DFX|S3|IMG|QCOM|WIN|PGI|REND|INGR|OML|OVR)$/;
function better(a: string, b: string): boolean {
  const va = VENDOR.test(a) ? 1 : 0;
  const vb = VENDOR.test(b) ? 1 : 0;
  if (va !== vb) return va < vb;
  return a.length !== b.length ? a.length < b.length : a < b;
}
for (const [k, v] of Object.entries(gl)) {
  if (!k.startsWith('GL_') || typeof v !== 'number' || v < 0x100) continue;
  const had = ENUM_NAMES.get(v);
  if (had === undefined || better(k, had)) ENUM_NAMES.set(v, k);
}

/** A value as source text: an enum name where `asEnum` and one matches, the recorded expression of an object. */
export function describeValue(value: unknown, asEnum = false): string {
  if (typeof value === 'number') {
    if (Object.is(value, -0)) return '-0';
    if (asEnum && ENUM_NAMES.has(value)) return ENUM_NAMES.get(value)!;
    if (value === Number.MAX_VALUE) return 'Number.MAX_VALUE';
    if (value === Number.MIN_VALUE) return 'Number.MIN_VALUE';
    return String(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return SOURCE.get(value) ?? '/* unknown object */';
}

/** Whether parameter `param` of `fn` takes an enum (so a reproduction prints its name). */
export function isEnumParam(fn: string, param: string): boolean {
  return legalEnums(fn, param) !== undefined;
}

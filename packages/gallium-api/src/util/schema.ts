// A tiny schema language for plain-data state structs: a schema checks a value and returns a private
// copy of it, so a driver can validate and keep a CSO template in one pass. Each schema has a fast path
// (`read`: the copy, or INVALID — no strings built, no exceptions) and a slow path taken only after a
// failure (`why`: the path of the bad field, `rt[2].rgbFunc`, and the reason), which checkSchema turns
// into a PipeError of the calling method.
import { PipeError } from '../errors.js';
import { describeValue } from './check.js';

/** What `read` returns for a value that does not fit. */
export const INVALID: unique symbol = Symbol('invalid');

/** Why a value does not fit: where (`state.rt[0].colormask`) and what is wrong. */
export class SchemaFailure {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {}
}

export interface Schema<T> {
  /** A private copy of `value`, or INVALID when it does not fit. */
  read(value: unknown): T | typeof INVALID;
  /** The failure of a `value` that `read` refused, found at `path`. */
  why(value: unknown, path: string): SchemaFailure;
  /**
   * For leaves kept as they are: the same test as `read`, as code a generated struct reader inlines
   * (no call per field). Absent for everything else.
   */
  readonly inline?: InlineTest;
}

/** A struct's schema (see `struct`). */
export interface StructSchema<T> extends Schema<T> {
  /**
   * `read` that writes the fields into `target` (the caller's own object of this struct) instead of a
   * fresh object, and returns it; INVALID leaves `target` unchanged.
   */
  readInto(value: unknown, target: T): T | typeof INVALID;
}

/**
 * A leaf's test as a JavaScript expression over a variable: `code(x, data)` returns an expression that
 * is true exactly when `read` accepts the value in variable `x`; `data` names a variable holding
 * `this.data` (a lookup table). The code is made only of fixed text, the names given and numbers (see
 * `numberCode`): never of anything a caller passes at run time.
 */
export interface InlineTest {
  code(x: string, data: string): string;
  readonly data?: unknown;
}

/**
 * The test that number `x` is an integer in min..max, as code: for ranges inside 32 bits an integer
 * conversion that keeps the value (`(x >>> 0) === x` is exactly "an integer in 0..2^32-1", `(x | 0) === x`
 * "an integer in -2^31..2^31-1"; NaN, ±Infinity and fractions change), cheaper than Number.isInteger.
 */
function integerInCode(x: string, min: number, max: number): string {
  if (min === 0 && max === 0xffffffff) return `(${x} >>> 0) === ${x}`;
  if (min >= 0 && max <= 0xffffffff)
    return `(${x} >>> 0) === ${x} && ${x} >= ${numberCode(min)} && ${x} <= ${numberCode(max)}`;
  if (min >= -0x80000000 && max <= 0x7fffffff)
    return `(${x} | 0) === ${x} && ${x} >= ${numberCode(min)} && ${x} <= ${numberCode(max)}`;
  return `Number.isInteger(${x}) && ${x} >= ${numberCode(min)} && ${x} <= ${numberCode(max)}`;
}

/** A number as JavaScript source (finite numbers and ±Infinity only), for InlineTest code. */
function numberCode(n: number): string {
  if (typeof n !== 'number' || Number.isNaN(n)) throw new Error(`not a number for generated code: ${n}`);
  if (n === Number.POSITIVE_INFINITY) return 'Infinity';
  if (n === Number.NEGATIVE_INFINITY) return '-Infinity';
  return Object.is(n, -0) ? '-0' : `(${String(n)})`;
}

/** Runs `schema` on `value`; a failure throws PipeError(method, "<what><path> <reason>"). */
export function checkSchema<T>(method: string, what: string, schema: Schema<T>, value: unknown): T {
  const copy = schema.read(value);
  if (copy !== INVALID) return copy;
  return refuseSchema(method, what, schema, value);
}

/**
 * checkSchema writing the copy into `target` (a struct schema's readInto): no allocation, for a caller
 * that keeps one private copy and reuses it. A failure leaves `target` as it was.
 */
export function checkSchemaInto<T>(
  method: string,
  what: string,
  schema: StructSchema<T>,
  value: unknown,
  target: T,
): T {
  const copy = schema.readInto(value, target);
  if (copy !== INVALID) return copy;
  return refuseSchema(method, what, schema, value);
}

function refuseSchema<T>(method: string, what: string, schema: Schema<T>, value: unknown): never {
  const failure = schema.why(value, what);
  throw new PipeError(method, `${failure.path} ${failure.reason}`);
}

/** A schema for values kept as they are when `accepts` says so; `reason` explains a refusal. */
export function leaf<T>(
  accepts: (value: unknown) => boolean,
  reason: (value: unknown) => string,
  inline?: InlineTest,
): Schema<T> {
  const schema: Schema<T> = {
    read: (value) => (accepts(value) ? (value as T) : INVALID),
    why: (value, path) => new SchemaFailure(path, reason(value)),
  };
  return inline === undefined ? schema : { ...schema, inline };
}

/** `schema`, plus a check of the whole copy (`problem` returns a reason, or null when it is fine). */
export function refine<T>(schema: Schema<T>, problem: (copy: T) => string | null): Schema<T> {
  return {
    read: (value) => {
      const copy = schema.read(value);
      return copy === INVALID || problem(copy) !== null ? INVALID : copy;
    },
    why: (value, path) => {
      const copy = schema.read(value);
      return copy === INVALID ? schema.why(value, path) : new SchemaFailure(path, problem(copy)!);
    },
  };
}

export const bool: Schema<boolean> = leaf(
  (value) => typeof value === 'boolean',
  (value) => `must be a boolean (got ${describeValue(value)})`,
  { code: (x) => `typeof ${x} === 'boolean'` },
);

/** A finite number. */
export const finite: Schema<number> = leaf(
  (value) => typeof value === 'number' && Number.isFinite(value),
  (value) => `must be a finite number (got ${describeValue(value)})`,
  { code: (x) => `typeof ${x} === 'number' && Number.isFinite(${x})` },
);

/** A number in min..max (inclusive); NaN never fits. */
export function numberIn(min: number, max: number): Schema<number> {
  return leaf(
    (value) => typeof value === 'number' && value >= min && value <= max,
    (value) => `must be a number in ${min}..${max} (got ${describeValue(value)})`,
    { code: (x) => `typeof ${x} === 'number' && ${x} >= ${numberCode(min)} && ${x} <= ${numberCode(max)}` },
  );
}

/** An integer in min..max (inclusive). */
export function int(min: number, max: number): Schema<number> {
  return leaf(
    (value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
    (value) => `must be an integer in ${min}..${max} (got ${describeValue(value)})`,
    { code: (x) => `typeof ${x} === 'number' && ${integerInCode(x, min, max)}` },
  );
}

/** One of the values of a const enum object; `name` appears in the message. */
export function oneOf<T extends number>(values: Readonly<Record<string, T>>, name: string): Schema<T> {
  const reason = (value: unknown) => `${describeValue(value)} is not a ${name} value`;
  const list = Object.values(values);
  const small = list.every((v) => Number.isInteger(v) && v >= 0 && v < 256);
  if (!small) {
    const allowed = new Set<number>(list);
    return leaf((value) => typeof value === 'number' && allowed.has(value), reason, {
      code: (x, data) => `typeof ${x} === 'number' && ${data}.has(${x})`,
      data: allowed,
    });
  }
  // Enum values are small integers: a lookup table answers faster than a Set.
  const table = new Uint8Array(256);
  for (const v of list) table[v] = 1;
  return leaf((value) => typeof value === 'number' && table[value] === 1, reason, {
    code: (x, data) => `typeof ${x} === 'number' && ${data}[${x}] === 1`,
    data: table,
  });
}

/** A bit mask using only bits of `mask`. */
export function bits(mask: number, name: string): Schema<number> {
  return leaf(
    (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && (value & ~mask) === 0,
    (value) => `${describeValue(value)} is not a ${name} bit mask`,
    {
      code: (x) =>
        `typeof ${x} === 'number' && Number.isInteger(${x}) && ${x} >= 0 && (${x} & ${numberCode(~mask)}) === 0`,
    },
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field names a struct reader may be generated for (schemas are written in code, never from input). */
const FIELD_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * The fast path of a struct: a function generated once per schema that reads each field with its own
 * schema and returns a fresh object literal — one shape per struct, no dynamic keys, so the engine
 * keeps it monomorphic (a loop assigning `copy[key]` is several times slower). Leaves with an inline
 * test are tested right there (no call per field: draw_vbo's info has 15 of them).
 */
function structReader(
  keys: readonly string[],
  schemas: readonly Schema<unknown>[],
): { read: (value: unknown) => unknown; readInto: (value: unknown, target: unknown) => unknown } {
  for (const key of keys)
    if (!FIELD_NAME.test(key)) throw new Error(`struct field name ${JSON.stringify(key)}`);
  const data = schemas.map((schema) => schema.inline?.data);
  const tables = data.flatMap((table, i) => (table === undefined ? [] : [`const d${i} = d[${i}];\n`]));
  const reads = keys.map((key, i) => {
    const inline = schemas[i]!.inline;
    if (inline === undefined)
      return `const f${i} = s[${i}].read(v.${key}); if (f${i} === INVALID) return INVALID;`;
    return `const f${i} = v.${key}; if (!(${inline.code(`f${i}`, `d${i}`)})) return INVALID;`;
  });
  const literal = keys.map((key, i) => `${key}: f${i}`).join(', ');
  const stores = keys.map((key, i) => `t.${key} = f${i};`).join(' ');
  const checks = `if (!isRecord(v)) return INVALID;\n  ${reads.join('\n  ')}`;
  const body = `${tables.join('')}return {
  read: function read(v) {\n  ${checks}\n  return { ${literal} };\n},
  readInto: function readInto(v, t) {\n  ${checks}\n  ${stores}\n  return t;\n},
};`;
  return new Function('s', 'd', 'isRecord', 'INVALID', body)(schemas, data, isRecord, INVALID);
}

/** A plain object with exactly the listed fields checked (extra fields are ignored and not copied). */
export function struct<T extends object>(fields: { [K in keyof T]: Schema<T[K]> }): StructSchema<T> {
  const keys = Object.keys(fields) as (keyof T & string)[];
  const schemas = keys.map((key) => fields[key] as Schema<unknown>);
  const reader = structReader(keys, schemas);
  return {
    read: reader.read as (value: unknown) => T | typeof INVALID,
    readInto: reader.readInto as (value: unknown, target: T) => T | typeof INVALID,
    why(value, path) {
      if (!isRecord(value)) return new SchemaFailure(path, `must be an object (got ${describeValue(value)})`);
      const i = keys.findIndex((key, k) => schemas[k]!.read(value[key]) === INVALID);
      return schemas[i]!.why(value[keys[i]!], `${path}.${keys[i]}`);
    },
  };
}

/** An array of min..max items. */
export function arrayOf<T>(item: Schema<T>, min: number, max: number): Schema<T[]> {
  const fits = (value: unknown): value is unknown[] =>
    Array.isArray(value) && value.length >= min && value.length <= max;
  return {
    read(value) {
      if (!fits(value)) return INVALID;
      const copy: T[] = [];
      for (let i = 0; i < value.length; i++) {
        const v = item.read(value[i]);
        if (v === INVALID) return INVALID;
        copy.push(v);
      }
      return copy;
    },
    why(value, path) {
      if (!Array.isArray(value))
        return new SchemaFailure(path, `must be an array (got ${describeValue(value)})`);
      if (!fits(value)) {
        const expected = min === max ? `${min}` : `${min}..${max}`;
        return new SchemaFailure(path, `must have ${expected} entries (got ${value.length})`);
      }
      const i = value.findIndex((v) => item.read(v) === INVALID);
      return item.why(value[i], `${path}[${i}]`);
    },
  };
}

/** A fixed-length tuple of one item schema. */
export function tupleOf<T, N extends number>(item: Schema<T>, length: N): Schema<T[] & { length: N }> {
  return arrayOf(item, length, length) as Schema<T[] & { length: N }>;
}

/** `schema` or null. */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  const inner = schema.inline;
  const result: Schema<T | null> = {
    read: (value) => (value === null ? null : schema.read(value)),
    why: (value, path) => schema.why(value, path),
  };
  if (inner === undefined) return result;
  const inline: InlineTest = { code: (x, data) => `${x} === null || (${inner.code(x, data)})` };
  return { ...result, inline: inner.data === undefined ? inline : { ...inline, data: inner.data } };
}

/** Anything but undefined, kept by reference (copied where it is interpreted, e.g. shader tokens). */
export const opaque: Schema<unknown> = leaf(
  (value) => value !== undefined,
  () => 'is missing',
);

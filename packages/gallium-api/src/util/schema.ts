// A tiny schema language for plain-data state structs: a schema checks a value and returns a private
// copy of it, so a driver can validate and keep a CSO template in one pass. Failures name the path of
// the bad field (`rt[2].rgbFunc`) and become a PipeError of the calling method.
import { PipeError } from '../errors.js';
import { describeValue } from './check.js';

/** Checks `value` (found at `path`) and returns a copy; throws SchemaFailure when it does not fit. */
export type Schema<T> = (value: unknown, path: string) => T;

/** What a schema throws; checkSchema() turns it into a PipeError. */
export class SchemaFailure extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

/** Runs `schema` on `value`; a failure throws PipeError(method, "<what><path> <reason>"). */
export function checkSchema<T>(method: string, what: string, schema: Schema<T>, value: unknown): T {
  try {
    return schema(value, what);
  } catch (error) {
    if (error instanceof SchemaFailure) throw new PipeError(method, `${error.path} ${error.reason}`);
    throw error;
  }
}

export const bool: Schema<boolean> = (value, path) => {
  if (typeof value !== 'boolean')
    throw new SchemaFailure(path, `must be a boolean (got ${describeValue(value)})`);
  return value;
};

/** A finite number. */
export const finite: Schema<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new SchemaFailure(path, `must be a finite number (got ${describeValue(value)})`);
  }
  return value;
};

/** A number in min..max (inclusive); NaN never fits. */
export function numberIn(min: number, max: number): Schema<number> {
  return (value, path) => {
    if (typeof value !== 'number' || !(value >= min && value <= max)) {
      throw new SchemaFailure(path, `must be a number in ${min}..${max} (got ${describeValue(value)})`);
    }
    return value;
  };
}

/** An integer in min..max (inclusive). */
export function int(min: number, max: number): Schema<number> {
  return (value, path) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new SchemaFailure(path, `must be an integer in ${min}..${max} (got ${describeValue(value)})`);
    }
    return value;
  };
}

/** One of the values of a const enum object; `name` appears in the message. */
export function oneOf<T extends number>(values: Readonly<Record<string, T>>, name: string): Schema<T> {
  const allowed = new Set<number>(Object.values(values));
  return (value, path) => {
    if (typeof value !== 'number' || !allowed.has(value)) {
      throw new SchemaFailure(path, `${describeValue(value)} is not a ${name} value`);
    }
    return value as T;
  };
}

/** A bit mask using only bits of `mask`. */
export function bits(mask: number, name: string): Schema<number> {
  return (value, path) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || (value & ~mask) !== 0) {
      throw new SchemaFailure(path, `${describeValue(value)} is not a ${name} bit mask`);
    }
    return value;
  };
}

/** A plain object with exactly the listed fields checked (extra fields are ignored and not copied). */
export function struct<T extends object>(fields: { [K in keyof T]: Schema<T[K]> }): Schema<T> {
  const entries = Object.entries(fields) as [keyof T & string, Schema<unknown>][];
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new SchemaFailure(path, `must be an object (got ${describeValue(value)})`);
    }
    const source = value as Record<string, unknown>;
    const copy = {} as Record<string, unknown>;
    for (const [key, schema] of entries) copy[key] = schema(source[key], `${path}.${key}`);
    return copy as T;
  };
}

/** An array of min..max items. */
export function arrayOf<T>(item: Schema<T>, min: number, max: number): Schema<T[]> {
  return (value, path) => {
    if (!Array.isArray(value))
      throw new SchemaFailure(path, `must be an array (got ${describeValue(value)})`);
    if (value.length < min || value.length > max) {
      const expected = min === max ? `${min}` : `${min}..${max}`;
      throw new SchemaFailure(path, `must have ${expected} entries (got ${value.length})`);
    }
    const copy = new Array<T>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = item(value[i], `${path}[${i}]`);
    return copy;
  };
}

/** A fixed-length tuple of one item schema. */
export function tupleOf<T, N extends number>(item: Schema<T>, length: N): Schema<T[] & { length: N }> {
  return arrayOf(item, length, length) as Schema<T[] & { length: N }>;
}

/** `schema` or null. */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (value, path) => (value === null ? null : schema(value, path));
}

/** Anything but undefined, kept by reference (shader tokens and other driver-interpreted payloads). */
export const opaque: Schema<unknown> = (value, path) => {
  if (value === undefined) throw new SchemaFailure(path, 'is missing');
  return value;
};

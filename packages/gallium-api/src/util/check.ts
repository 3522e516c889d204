// Small argument checks shared by every validator: each returns the checked value or throws a
// PipeError naming the method and saying what is wrong with which argument.
import { PipeError } from '../errors.js';

/** Throws PipeError(method, reason). */
export function refuse(method: string, reason: string): never {
  throw new PipeError(method, reason);
}

/** A short printable form of any argument for error messages. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `array(${value.length})`;
  return value.constructor?.name && value.constructor !== Object ? value.constructor.name : 'object';
}

/** An integer in min..max (inclusive). */
export function checkInt(method: string, what: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return refuse(method, `${what} must be an integer (got ${describeValue(value)})`);
  }
  if (value < min || value > max) return refuse(method, `${what} ${value} is out of range ${min}..${max}`);
  return value;
}

/** A finite number. */
export function checkFinite(method: string, what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return refuse(method, `${what} must be a finite number (got ${describeValue(value)})`);
  }
  return value;
}

/** A boolean. */
export function checkBool(method: string, what: string, value: unknown): boolean {
  if (typeof value !== 'boolean')
    return refuse(method, `${what} must be a boolean (got ${describeValue(value)})`);
  return value;
}

/** A value of a const enum object such as PipeQuery; `name` is used in the message. */
export function checkEnum<T extends number>(
  method: string,
  what: string,
  value: unknown,
  values: Readonly<Record<string, T>>,
  name: string,
): T {
  if (typeof value === 'number' && enumValues(values).has(value)) return value as T;
  return refuse(method, `${what} ${describeValue(value)} is not a ${name} value`);
}

/** A bit mask using only the bits of `allowed`. */
export function checkFlags(
  method: string,
  what: string,
  value: unknown,
  allowed: number,
  name: string,
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    return refuse(method, `${what} must be a non-negative integer bit mask (got ${describeValue(value)})`);
  }
  const unknown = value & ~allowed;
  if (unknown !== 0 || value > 0x7fffffff) {
    return refuse(method, `${what} has bits 0x${(unknown >>> 0).toString(16)} that are not ${name} flags`);
  }
  return value;
}

/** An array (any length up to `max`). */
export function checkArray<T>(method: string, what: string, value: unknown, max: number): readonly T[] {
  if (!Array.isArray(value)) return refuse(method, `${what} must be an array (got ${describeValue(value)})`);
  if (value.length > max)
    return refuse(method, `${what} has ${value.length} entries, at most ${max} allowed`);
  return value as T[];
}

/** A slot range start..start+count-1 inside `slots` slots. */
export function checkSlots(
  method: string,
  what: string,
  start: unknown,
  count: number,
  slots: number,
): number {
  const first = checkInt(method, `${what} start`, start, 0, Math.max(0, slots - 1 + (count === 0 ? 1 : 0)));
  if (first + count > slots) {
    return refuse(method, `${what} ${first}..${first + count - 1} exceed the ${slots} slots available`);
  }
  return first;
}

/** A typed array or DataView. */
export function checkBytes(method: string, what: string, value: unknown): Uint8Array {
  if (!ArrayBuffer.isView(value))
    return refuse(method, `${what} must be a typed array or DataView (got ${describeValue(value)})`);
  return value instanceof Uint8Array
    ? value
    : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}

const enumCache = new WeakMap<object, Set<number>>();

function enumValues(values: Readonly<Record<string, number>>): Set<number> {
  let set = enumCache.get(values);
  if (!set) {
    set = new Set(Object.values(values));
    enumCache.set(values, set);
  }
  return set;
}

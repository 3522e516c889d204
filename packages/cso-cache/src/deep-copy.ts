// Deep copies of plain-data state templates (objects, arrays, typed arrays, numbers, booleans), so the cache keeps a
// private template the caller cannot change afterwards.

/** A deep copy of plain data: arrays and plain objects member by member, typed arrays by content. */
export function deepCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (ArrayBuffer.isView(value)) return (value as unknown as Uint8Array).slice() as T;
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(value)) copy[name] = deepCopy((value as Record<string, unknown>)[name]);
  return copy as T;
}

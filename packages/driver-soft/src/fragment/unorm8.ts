// The one definition of 8-bit unorm conversion in driver-soft's fragment pipeline, used by the JavaScript
// back end (backend-emit.ts writes it into generated code) and by the code generation layer (the JS and
// WebAssembly emitters of src/codegen/ implement exactly this): a stored byte b reads as b · (1/255) in
// double precision; a double v is stored as 0 when v ≤ 0, 255 when v ≥ 1, else ⌊v · 255 + 0.5⌋ computed
// in double precision (NaN stores 0).

/** 1/255 as a double: byte b reads as b · UNORM8_INV. */
export const UNORM8_INV = 1 / 255;

/**
 * The JavaScript expression storing double expression `v` as a byte; `unit` when v is known to lie in
 * [0, 1] (up to a rounding step above 1, which still packs to 255): then no clamp is needed.
 */
export function unorm8Expression(v: string, unit: boolean): string {
  return unit ? `((${v} * 255 + 0.5) | 0)` : `(${v} <= 0 ? 0 : ${v} >= 1 ? 255 : (${v} * 255 + 0.5) | 0)`;
}

/** unorm8Expression as a function, for tests. */
export const unorm8 = new Function('v', `return ${unorm8Expression('v', false)};`) as (v: number) => number;

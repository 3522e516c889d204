// Test support for the code generation IR: runs one IrFunction through the JavaScript and the
// WebAssembly back ends over two memories filled alike, for comparing what they leave.
import { compileJs, emitJs } from '../../src/codegen/ir/emit-js.js';
import { emitWasm, instantiateWasm } from '../../src/codegen/ir/emit-wasm.js';
import type { IrFunction } from '../../src/codegen/ir/ir.js';
import { webAssembly } from '../../src/codegen/wasm/runtime.js';

export const PAGES = 4;

export interface BothRuns {
  js: Uint8Array;
  wasm: Uint8Array;
  source: string;
  bytes: Uint8Array;
}

/** Runs `fn` with `params` on both back ends, each over a memory `fill` has written. */
export function runBoth(
  fn: IrFunction,
  params: number[],
  fill: (memory: Uint8Array) => void,
  helpers: Record<string, (...args: number[]) => number> = {},
): BothRuns {
  const api = webAssembly()!;
  const jsMemory = new api.Memory({ initial: PAGES, maximum: PAGES });
  const wasmMemory = new api.Memory({ initial: PAGES, maximum: PAGES });
  fill(new Uint8Array(jsMemory.buffer));
  fill(new Uint8Array(wasmMemory.buffer));
  const source = emitJs(fn);
  compileJs(source, jsMemory.buffer, helpers)(...params);
  const bytes = emitWasm([fn], { minimumPages: PAGES, maximumPages: PAGES });
  new api.Module(bytes); // throws with the reason when the module is invalid
  instantiateWasm(bytes, wasmMemory, helpers)[fn.name]!(...params);
  return { js: new Uint8Array(jsMemory.buffer), wasm: new Uint8Array(wasmMemory.buffer), source, bytes };
}

/** A deterministic generator of 32-bit words. */
export function words(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s >>> 0;
  };
}

/**
 * Indices of the 4-byte words where the two memories differ, floats that are NaN in both counted equal
 * (lanes' NaN payloads are not specified); `doubles` lists byte ranges holding f64 values.
 */
export function differences(
  a: Uint8Array,
  b: Uint8Array,
  doubles: readonly [number, number][] = [],
): number[] {
  const fa = new Float32Array(a.buffer, a.byteOffset, a.length >> 2);
  const fb = new Float32Array(b.buffer, b.byteOffset, b.length >> 2);
  const da = new Float64Array(a.buffer, a.byteOffset, a.length >> 3);
  const db = new Float64Array(b.buffer, b.byteOffset, b.length >> 3);
  const ia = new Int32Array(a.buffer, a.byteOffset, a.length >> 2);
  const ib = new Int32Array(b.buffer, b.byteOffset, b.length >> 2);
  const out: number[] = [];
  for (let i = 0; i < ia.length; i++) {
    if (ia[i] === ib[i]) continue;
    const inDoubles = doubles.some(([from, to]) => i * 4 >= from && i * 4 < to);
    if (
      inDoubles
        ? Number.isNaN(da[i >> 1]) && Number.isNaN(db[i >> 1])
        : Number.isNaN(fa[i]) && Number.isNaN(fb[i])
    )
      continue;
    out.push(i);
  }
  return out;
}

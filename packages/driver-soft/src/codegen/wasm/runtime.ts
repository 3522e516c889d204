// The few parts of the JavaScript WebAssembly API the code generators use, typed here (the project's
// TypeScript libraries are ES2022 without the DOM, which declares them): validating and compiling module
// bytes synchronously, instantiating with imports, linear memories; and whether SIMD is there at all.

export interface WasmMemory {
  readonly buffer: ArrayBuffer | SharedArrayBuffer;
  grow(pages: number): number;
}

export interface WasmInstance {
  readonly exports: Record<string, unknown>;
}

/** A compiled module (opaque). */
export interface WasmModule {
  readonly compiledModule: unique symbol;
}

export interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: Record<string, Record<string, unknown>>) => WasmInstance;
  Memory: new (descriptor: { initial: number; maximum?: number; shared?: boolean }) => WasmMemory;
}

/** The host's WebAssembly object, or null where there is none. */
export function webAssembly(): WasmApi | null {
  return (globalThis as { WebAssembly?: WasmApi }).WebAssembly ?? null;
}

/** The smallest module with a v128 instruction: validates only where 128-bit SIMD is supported. */
const SIMD_PROBE = Uint8Array.from([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00, // magic, version
  0x01,
  0x05,
  0x01,
  0x60,
  0x00,
  0x01,
  0x7b, // type: () -> v128
  0x03,
  0x02,
  0x01,
  0x00, // one function of type 0
  0x0a,
  0x08,
  0x01,
  0x06,
  0x00,
  0x41,
  0x00,
  0xfd,
  0x0f,
  0x0b, // body: i32.const 0; i8x16.splat
]);

let simd: boolean | null = null;

/** Whether WebAssembly with 128-bit SIMD is available (checked once). */
export function wasmSimdSupported(): boolean {
  if (simd === null) {
    simd = webAssembly()?.validate(SIMD_PROBE) ?? false;
  }
  return simd;
}

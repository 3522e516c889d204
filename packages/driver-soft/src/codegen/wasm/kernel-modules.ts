// One IR kernel that serves every draw (triangle setup, tile quads) as WebAssembly: its module built once
// per thread and kind of memory (shared or fixed) — at first use, or on a timer (buildLater) so that a
// first small draw does not wait for it — and its export instantiated once per memory it runs over.

import { emitWasm } from '../ir/emit-wasm.js';
import type { IrFunction } from '../ir/ir.js';
import { type WasmMemory, type WasmModule, webAssembly } from './runtime.js';

const MAXIMUM_PAGES = 65536;

export class KernelModules<Export> {
  /** Milliseconds each module took to build and compile (tests and measurements). */
  readonly compileTimes: number[] = [];
  /** The module per kind of memory (null: no WebAssembly here). */
  private readonly modules = new Map<boolean, WasmModule | null>();
  /** The export per memory (null: no WebAssembly here). */
  private readonly instances = new WeakMap<WasmMemory, Export | null>();
  /** Kinds of memory whose module a timer will build. */
  private readonly scheduled = new Set<boolean>();

  constructor(
    /** The kernel, in the IR. */
    private readonly kernel: () => IrFunction,
    /** Its export's name. */
    private readonly name: string,
  ) {}

  /** Whether the module for `shared` memories is built. */
  built(shared: boolean): boolean {
    return this.modules.has(shared);
  }

  /** The export over `memory` (its module built now if it was not); null without WebAssembly. */
  exportOn(memory: WasmMemory, shared: boolean): Export | null {
    let run = this.instances.get(memory);
    if (run === undefined) {
      const module = this.moduleFor(shared);
      run = module
        ? (new (webAssembly()!.Instance)(module, { env: { memory } }).exports[this.name] as Export)
        : null;
      this.instances.set(memory, run);
    }
    return run;
  }

  /** Has the module for `shared` memories built on a timer (once), unless it is built. */
  buildLater(shared: boolean): void {
    if (this.modules.has(shared) || this.scheduled.has(shared)) return;
    this.scheduled.add(shared);
    const timer = setTimeout(() => this.moduleFor(shared), 0) as { unref?: () => void };
    // In Node, the timer does not keep the process alive.
    timer.unref?.();
  }

  /** Forgets the modules built (tests: the next draws find the kernel not built). */
  forget(): void {
    this.modules.clear();
    this.scheduled.clear();
  }

  private moduleFor(shared: boolean): WasmModule | null {
    let module = this.modules.get(shared);
    if (module === undefined) {
      const api = webAssembly();
      const start = performance.now();
      module = api
        ? new api.Module(emitWasm([this.kernel()], { minimumPages: 1, maximumPages: MAXIMUM_PAGES, shared }))
        : null;
      this.compileTimes.push(performance.now() - start);
      this.modules.set(shared, module);
    }
    return module;
  }
}

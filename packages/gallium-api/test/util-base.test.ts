// BaseScreen / BaseContext details the conformance suite leaves to drivers: user memory, allocation
// limits, shared memory, flush_frontbuffer checks, deferred fences, get_query_result_resource clamping, and a context's
// destruction releasing what it holds.
import { describe, expect, it } from 'vitest';
import { makeBox } from '../src/box.js';
import { PipeCap, PipeShaderCap } from '../src/caps.js';
import { bufferTemplate, resourceTemplate, samplerViewTemplate } from '../src/defaults.js';
import { PipeBind, PipeFlush, PipeQuery, PipeShader } from '../src/enums.js';
import { PipeUnsupportedError } from '../src/errors.js';
import { PipeFormat } from '../src/format/index.js';
import { PipeTransfer } from '../src/objects.js';
import { BaseContext } from '../src/util/base-context.js';
import { capsFromTable } from '../src/util/caps-table.js';
import { CpuScreen, type CpuScreenOptions } from '../src/util/cpu-screen.js';
import { type CpuResource, resourceHeapOffset } from '../src/util/cpu-storage.js';
import { nowNs } from '../src/util/fence.js';
import { type BaseQuery, nothingDrawnResult } from '../src/util/queries.js';
import { HEAP_ALIGNMENT } from '../src/util/wasm-heap.js';

const stageCaps = { [PipeShaderCap.MAX_INSTRUCTIONS]: 1, [PipeShaderCap.MAX_SAMPLER_VIEWS]: 16 };

/** A context that draws nothing and measures what drawing nothing measures. */
class TestContext extends BaseContext {
  protected override beginQueryNow(): void {}
  protected override endQueryNow(q: BaseQuery): void {
    q.result = nothingDrawnResult(q.type, q.beginTime, nowNs());
  }
}

class TestScreen extends CpuScreen {
  constructor(
    maxResourceBytes?: number,
    sharedMemory?: boolean,
    heap: Pick<CpuScreenOptions, 'wasmMemory' | 'wasmMemoryShared' | 'wasmMemoryMaxBytes'> = {},
  ) {
    super({
      name: 'test',
      vendor: 'tests',
      deviceVendor: 'none',
      maxResourceBytes,
      sharedMemory,
      ...heap,
      caps: capsFromTable({
        caps: {
          [PipeCap.MAX_TEXTURE_2D_LEVELS]: 13,
          [PipeCap.RESOURCE_FROM_USER_MEMORY]: 1,
          [PipeCap.QUERY_BUFFER_OBJECT]: 1,
          [PipeCap.QUERY_TIMESTAMP]: 1,
        },
        capsf: {},
        shaderCaps: [stageCaps, stageCaps],
        computeCaps: {},
        isFormatSupported: (format) => format === PipeFormat.R8G8B8A8_UNORM,
      }),
    });
  }
  protected createContext(priv: unknown, flags: number): BaseContext {
    return new TestContext(this, priv, flags);
  }
}

describe('BaseScreen', () => {
  it("resource_from_user_memory: the resource reads and writes the caller's memory", () => {
    const screen = new TestScreen();
    const ctx = screen.contextCreate();
    const memory = new Uint8Array(64);
    const r = screen.resourceFromUserMemory(resourceTemplate({ width0: 4, height0: 4 }), memory);
    ctx.textureSubdata(
      r,
      0,
      PipeTransfer.WRITE,
      makeBox(1, 0, 0, 1, 1, 1),
      new Uint8Array([1, 2, 3, 4]),
      4,
      0,
    );
    expect(Array.from(memory.subarray(4, 8))).toEqual([1, 2, 3, 4]);
    expect(() => screen.resourceFromUserMemory(resourceTemplate({ width0: 8, height0: 8 }), memory)).toThrow(
      /holds 64 bytes, the resource needs 256/,
    );
    ctx.destroy();
  });

  it('sharedMemory: created resources live in SharedArrayBuffers, user memory stays as given', () => {
    const screen = new TestScreen(undefined, true);
    expect(screen.sharedMemory).toBe(true);
    expect(new TestScreen().sharedMemory).toBe(false);
    const created = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4 }));
    expect((created as CpuResource).storage.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    const memory = new Uint8Array(64);
    const user = screen.resourceFromUserMemory(resourceTemplate({ width0: 4, height0: 4 }), memory);
    expect((user as CpuResource).storage.data.buffer).toBe(memory.buffer);
    screen.resourceDestroy(created);
    screen.resourceDestroy(user);
    screen.destroy();
  });

  it('wasmMemory: created resources are zeroed ranges of one WebAssembly.Memory, user memory stays as given', () => {
    const screen = new TestScreen(undefined, false, { wasmMemory: true });
    const heap = screen.wasmHeap!;
    expect(heap).not.toBeNull();
    expect(screen.sharedMemory).toBe(true);
    expect(new TestScreen().wasmHeap).toBeNull();
    const a = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4 })) as CpuResource;
    const b = screen.resourceCreate(bufferTemplate(100, 0)) as CpuResource;
    for (const r of [a, b]) {
      const offset = resourceHeapOffset(r)!;
      expect(offset % HEAP_ALIGNMENT).toBe(0);
      expect(r.storage.data.byteOffset).toBe(offset);
      expect(heap.offsetOf(r.storage.data)).toBe(offset);
      expect(r.storage.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    }
    // The bytes are the memory's: a write through the resource shows in the memory at its offset.
    const ctx = screen.contextCreate();
    ctx.bufferSubdata(b, PipeTransfer.WRITE, 10, new Uint8Array([7, 8, 9]));
    const memory = new Uint8Array(heap.memory.buffer);
    expect(Array.from(memory.subarray(resourceHeapOffset(b)! + 10, resourceHeapOffset(b)! + 13))).toEqual([
      7, 8, 9,
    ]);
    // Destroyed, the range is handed out again — zeroed.
    const at = resourceHeapOffset(b);
    screen.resourceDestroy(b);
    const c = screen.resourceCreate(bufferTemplate(100, 0)) as CpuResource;
    expect(resourceHeapOffset(c)).toBe(at);
    expect(c.storage.data.every((v) => v === 0)).toBe(true);
    const user = screen.resourceFromUserMemory(
      resourceTemplate({ width0: 4, height0: 4 }),
      new Uint8Array(64),
    );
    expect(resourceHeapOffset(user as CpuResource)).toBeNull();
    ctx.destroy();
    for (const r of [a, c, user]) screen.resourceDestroy(r);
    expect(heap.stats.allocations).toBe(0);
    screen.destroy();
  });

  it('wasmMemory without WebAssembly: a fixed heap over an ArrayBuffer, none when resources must be shared', () => {
    const global = globalThis as { WebAssembly?: unknown };
    const saved = global.WebAssembly;
    try {
      global.WebAssembly = undefined;
      const screen = new TestScreen(undefined, false, { wasmMemory: true, wasmMemoryMaxBytes: 4 << 20 });
      const heap = screen.wasmHeap!;
      expect(heap.shared).toBe(false);
      expect(heap.memory.buffer).toBeInstanceOf(ArrayBuffer);
      expect(screen.sharedMemory).toBe(false);
      const r = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4 })) as CpuResource;
      expect(r.storage.data.buffer).toBe(heap.memory.buffer);
      expect(heap.offsetOf(r.storage.data)).toBe(resourceHeapOffset(r));
      screen.resourceDestroy(r);
      screen.destroy();
      const threaded = new TestScreen(undefined, true, { wasmMemory: true });
      expect(threaded.wasmHeap).toBeNull();
      expect(threaded.sharedMemory).toBe(true);
      threaded.destroy();
    } finally {
      global.WebAssembly = saved;
    }
  });

  it('wasmMemory: a resource the heap has no room for is allocated outside it, one past maxResourceBytes is refused', () => {
    const screen = new TestScreen(8 << 20, false, { wasmMemory: true, wasmMemoryMaxBytes: 1 << 20 });
    const big = screen.resourceCreate(bufferTemplate(2 << 20, 0)) as CpuResource;
    expect(resourceHeapOffset(big)).toBeNull();
    expect(big.storage.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(big.storage.data.every((v) => v === 0)).toBe(true);
    const small = screen.resourceCreate(bufferTemplate(1000, 0)) as CpuResource;
    expect(resourceHeapOffset(small)).not.toBeNull();
    expect(screen.canCreateResource(bufferTemplate((8 << 20) + 1, 0))).toBe(false);
    expect(() => screen.resourceCreate(bufferTemplate((8 << 20) + 1, 0))).toThrow(
      /resourceCreate.*out of memory/,
    );
    expect(screen.wasmHeap!.stats.allocations).toBe(1);
    screen.resourceDestroy(big);
    screen.resourceDestroy(small);
    screen.destroy();
  });

  it('wasmMemoryShared false: resources live in a fixed non-shared heap, and outside it (ArrayBuffers) once it is full', () => {
    const screen = new TestScreen(8 << 20, false, {
      wasmMemory: true,
      wasmMemoryShared: false,
      wasmMemoryMaxBytes: 1 << 20,
    });
    const heap = screen.wasmHeap!;
    expect([heap.shared, heap.stats.memoryBytes, screen.sharedMemory]).toEqual([false, 1 << 20, false]);
    const inside = screen.resourceCreate(bufferTemplate(600 << 10, 0)) as CpuResource;
    expect(resourceHeapOffset(inside)).not.toBeNull();
    expect(inside.storage.data.buffer).toBe(heap.memory.buffer);
    const outside = screen.resourceCreate(bufferTemplate(600 << 10, 0)) as CpuResource;
    expect(resourceHeapOffset(outside)).toBeNull();
    expect(outside.storage.data.buffer).toBeInstanceOf(ArrayBuffer);
    expect(outside.storage.data.buffer).not.toBeInstanceOf(SharedArrayBuffer);
    expect(outside.storage.data.every((v) => v === 0)).toBe(true);
    // The first resource's view is still attached: the heap never grew.
    expect(inside.storage.data.byteLength).toBe(600 << 10);
    screen.resourceDestroy(inside);
    screen.resourceDestroy(outside);
    expect(heap.stats.allocations).toBe(0);
    screen.destroy();
  });

  it('a fixed heap the engine refuses at its size is tried at halves down to 16 MiB, then the screen has none', () => {
    const wasm = (
      globalThis as unknown as { WebAssembly: { Memory: new (d: { initial: number }) => object } }
    ).WebAssembly;
    const Memory = wasm.Memory;
    // An engine that refuses memories above 20 MiB.
    wasm.Memory = class extends Memory {
      constructor(descriptor: { initial: number }) {
        if (descriptor.initial * 65536 > 20 << 20) throw new RangeError('out of address space');
        super(descriptor);
      }
    };
    try {
      const fixed = (bytes?: number) =>
        new TestScreen(undefined, false, {
          wasmMemory: true,
          wasmMemoryShared: false,
          wasmMemoryMaxBytes: bytes,
        }).wasmHeap;
      expect(fixed()?.maximumBytes).toBe(16 << 20);
      expect(fixed(40 << 20)?.maximumBytes).toBe(20 << 20);
      expect(fixed(24 << 20)).toBeNull();
    } finally {
      wasm.Memory = Memory;
    }
  });

  it('maxResourceBytes: can_create_resource says no and resource_create refuses', () => {
    const screen = new TestScreen(1024);
    expect(screen.canCreateResource(resourceTemplate({ width0: 16, height0: 16 }))).toBe(true);
    expect(screen.canCreateResource(resourceTemplate({ width0: 32, height0: 16 }))).toBe(false);
    expect(() => screen.resourceCreate(bufferTemplate(2048, 0))).toThrow(/out of memory/);
    expect(screen.liveObjects).toEqual({ contexts: 0, resources: 0 });
    screen.destroy();
  });

  it('flush_frontbuffer needs a display target and a level, layer and box inside it', () => {
    const screen = new TestScreen();
    const plain = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4 }));
    const shown = screen.resourceCreate(
      resourceTemplate({ width0: 4, height0: 4, bind: PipeBind.DISPLAY_TARGET }),
    );
    expect(() => screen.flushFrontbuffer(null, shown, 0, 0, {}, makeBox(0, 0, 0, 4, 4, 1))).toThrow(
      PipeUnsupportedError,
    );
    expect(() => screen.flushFrontbuffer(null, plain, 0, 0, {}, null)).toThrow(/DISPLAY_TARGET/);
    expect(() => screen.flushFrontbuffer(null, shown, 0, 1, {}, null)).toThrow(/layer/);
    expect(() => screen.flushFrontbuffer(null, shown, 0, 0, {}, makeBox(2, 0, 0, 4, 1, 1))).toThrow(
      /exceeds/,
    );
  });

  it('a deferred fence stays unsignalled until its context flushes', () => {
    const screen = new TestScreen();
    const ctx = screen.contextCreate();
    const fence = ctx.flush(PipeFlush.DEFERRED);
    expect(screen.fenceFinish(null, fence, 0n)).toBe(false);
    const other = screen.contextCreate();
    expect(screen.fenceFinish(other, fence, 0n)).toBe(false);
    ctx.flush(0);
    expect(screen.fenceFinish(null, fence, 0n)).toBe(true);
    expect(() => screen.fenceFinish(null, fence, -1n)).toThrow(/timeout/);
    ctx.destroy();
    other.destroy();
    screen.destroy();
  });
});

describe('BaseContext', () => {
  it('every create_* on a destroyed context reports the destruction before looking at the template', () => {
    const screen = new TestScreen();
    const ctx = screen.contextCreate();
    ctx.destroy();
    const garbage = { not: 'a template' } as never;
    const creates = [
      () => ctx.createBlendState(garbage),
      () => ctx.createSamplerState(garbage),
      () => ctx.createRasterizerState(garbage),
      () => ctx.createDepthStencilAlphaState(garbage),
      () => ctx.createVsState(garbage),
      () => ctx.createFsState(garbage),
      () => ctx.createVertexElementsState(garbage),
      () => ctx.createComputeState(garbage),
    ];
    for (const create of creates) expect(create).toThrow(/the context has been destroyed/);
  });

  it('get_query_result_resource clamps to the result type', () => {
    const screen = new TestScreen();
    const ctx = screen.contextCreate();
    const buffer = screen.resourceCreate(bufferTemplate(16, PipeBind.QUERY_BUFFER));
    const q = ctx.createQuery(PipeQuery.TIMESTAMP, 0);
    ctx.endQuery(q);
    ctx.getQueryResultResource(q, true, 'u32', 0, buffer, 0);
    ctx.getQueryResultResource(q, true, 'i32', 0, buffer, 4);
    ctx.getQueryResultResource(q, true, 'u64', 0, buffer, 8);
    const view = new DataView((buffer as CpuResource).storage.data.buffer);
    expect(view.getUint32(0, true)).toBe(0xffffffff);
    expect(view.getUint32(4, true)).toBe(0x7fffffff);
    const result = ctx.getQueryResult(q, true);
    expect(result?.kind === 'u64' && view.getBigUint64(8, true) === result.value).toBe(true);
    expect(() => ctx.getQueryResultResource(q, true, 'u64', 0, buffer, 4)).toThrow(/multiple of 8/);
    ctx.destroy();
  });

  it("destroy releases the context's views, bindings and transfers, so destroyed resources are freed", () => {
    const screen = new TestScreen();
    const ctx = screen.contextCreate();
    const tex = screen.resourceCreate(resourceTemplate({ width0: 2, height0: 2 })) as CpuResource;
    const buf = screen.resourceCreate(bufferTemplate(16, 0)) as CpuResource;
    const view = ctx.createSamplerView(tex, samplerViewTemplate(tex));
    ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [view]);
    ctx.transferMap(buf, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 4, 1, 1));
    screen.resourceDestroy(tex);
    screen.resourceDestroy(buf);
    expect([tex.released, buf.released]).toEqual([false, false]);
    ctx.destroy();
    expect([tex.released, buf.released]).toEqual([true, true]);
    expect(screen.liveObjects).toEqual({ contexts: 0, resources: 0 });
    screen.destroy();
  });
});

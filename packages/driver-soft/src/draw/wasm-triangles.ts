// Triangle setup through WebAssembly (codegen 'wasm' with the screen's WasmHeap): the assembled triangles
// of a draw are gathered into a list in the heap and handed, BATCH at a time, to the triangle kernel
// (codegen/kernels/triangle-setup.ts), which reads the vertex store and writes the setup records where
// they are (both in the heap) and bins them into the scene's bins where those are in the heap too (else
// it gives back each record's pixel bounds, which are binned here in order). A triangle a plane cuts (or
// with a coordinate that is not a number) stops the kernel: it goes through the primitive pipeline, and
// the kernel goes on after it, so the scene gets its primitives in the draw's order. Draws the kernel does not serve — a vertex stage picking layers or viewports,
// unfilled polygon modes, user clip planes, a store or records outside the heap — go through the
// primitive pipeline whole. The records hold the bits setupTriangle writes (test/wasm-triangles.test.ts).
import { PipeFace, PipePolygonMode } from '@gallium-ts/gallium-api';
import type { PrimitiveSink, WasmHeap } from '@gallium-ts/gallium-api/util';
import {
  BIN,
  BIN_BYTES,
  FLAG,
  LINK,
  LINK_WORDS,
  LinkKind,
  OUT,
  PARAM,
  PARAM_ENTRIES,
  Stop,
  TRIANGLE_WORDS,
  triangleSetupKernel,
} from '../codegen/kernels/triangle-setup.js';
import { KernelModules } from '../codegen/wasm/kernel-modules.js';
import type { FragmentState } from '../fragment/fragment-state.js';
import { InputSource, Interp } from '../fragment/linkage.js';
import { NODE_ENTRIES } from '../raster/bins.js';
import { Rec, recordSize } from '../raster/record.js';
import type { KernelBins, Scene } from '../raster/scene.js';
import type { Clipper } from './clip.js';
import type { PrimitivePipeline } from './primitive-pipeline.js';
import type { VertexStore } from './vertex-store.js';

/** Triangles per kernel call. */
const BATCH = 2048;

/**
 * Internal switches (tests): `enabled` false sets every triangle up through the primitive pipeline;
 * `bin` false has the scene's JavaScript bin the kernel's records.
 * Before the kernel is built (once per process and kind of memory: 6–20 ms), a draw of fewer than
 * `buildAtOnceVertices` vertices goes through the primitive pipeline and has the kernel built on a timer,
 * so a program's first small draws do not wait for it; a bigger draw builds it at once.
 */
export const wasmTriangleSettings = { enabled: true, buildAtOnceVertices: 3 * BATCH, bin: true };
/**
 * Kernel calls, triangles they took, triangles handed back to the primitive pipeline, records the kernel
 * binned itself and the calls it stopped for want of bin nodes (tests read it).
 */
export const wasmTriangleCounts = { calls: 0, triangles: 0, handedBack: 0, binned: 0, nodeStops: 0 };
/** Link entries the table holds: four channels of every input register a fragment shader may have. */
const LINK_ENTRIES = 4 * 64;

type TrianglesExport = (...args: number[]) => void;

/** The kernel's modules and exports. */
const kernel = new KernelModules<TrianglesExport>(triangleSetupKernel, 'triangles');
/** Milliseconds the kernel's module took to build and compile, per kind of memory. */
export const wasmTriangleCompileTimes = kernel.compileTimes;

/** Forgets the modules built (tests: the next draws find the kernel not built). */
export function forgetTriangleModules(): void {
  kernel.forget();
}

/** Bytes of a batcher's range: the list, the results, the parameters, the link table, the binning block. */
const RANGE_BYTES =
  BATCH * TRIANGLE_WORDS * 4 +
  OUT.bounds +
  BATCH * 16 +
  PARAM_ENTRIES * 8 +
  LINK_ENTRIES * LINK_WORDS * 4 +
  BIN_BYTES;

/** A batcher's kernel and where its range lies in the heap. */
interface Runner {
  readonly run: TrianglesExport;
  readonly list: number;
  readonly out: number;
  readonly params: number;
  readonly links: number;
  /** The binning block (8-byte aligned). */
  readonly bins: number;
}

/** The kernel over `heap` with a range of its own, or null (no WebAssembly, or no room). */
function runnerOn(heap: WasmHeap): Runner | null {
  const run = kernel.exportOn(heap.memory, heap.shared);
  const list = run ? heap.tryAllocate(RANGE_BYTES) : -1;
  if (!run || list < 0) return null;
  const out = list + BATCH * TRIANGLE_WORDS * 4;
  const params = out + OUT.bounds + BATCH * 16;
  const links = params + PARAM_ENTRIES * 8;
  return { run, list, out, params, links, bins: links + LINK_ENTRIES * LINK_WORDS * 4 };
}

/**
 * The primitive sink between assembly and the primitive pipeline: passes points and lines on, and
 * triangles too unless begin() found the draw one the kernel serves; then gathers them for it.
 */
export class TriangleBatcher implements PrimitiveSink {
  /** The kernel and this batcher's range (undefined until a draw first asks for it). */
  private runner: Runner | null | undefined = undefined;
  private active = false;
  private pending = 0;
  private words: Int32Array<ArrayBufferLike> = new Int32Array(0);
  private floats: Float64Array<ArrayBufferLike> = new Float64Array(0);
  private flags = 0;
  private linkCount = 0;

  constructor(
    private readonly prims: PrimitivePipeline,
    private readonly clipper: Clipper,
    private readonly store: VertexStore,
    private readonly scene: Scene,
    private readonly heap: WasmHeap | null,
  ) {}

  /**
   * Starts gathering the triangles of the draw of `vertices` vertices (after prims.begin) when the
   * kernel serves it.
   */
  begin(vertices: number): void {
    this.stop();
    const heap = this.heap;
    if (!heap || !wasmTriangleSettings.enabled || this.store.heapAt < 0) return;
    const s = this.prims.setup;
    const r = s.raster;
    if (s.layer >= 0 || s.viewportIndex >= 0) return;
    if (r.fillFront !== PipePolygonMode.FILL || r.fillBack !== PipePolygonMode.FILL) return;
    const planes = this.clipper.frustumPlanes();
    if (!planes) return;
    if (this.runner === undefined) {
      if (!kernel.built(heap.shared) && vertices < wasmTriangleSettings.buildAtOnceVertices) {
        kernel.buildLater(heap.shared);
        return;
      }
      this.runner = runnerOn(heap);
    }
    if (!this.runner) return;
    if (this.words.buffer !== heap.memory.buffer) {
      this.words = new Int32Array(heap.memory.buffer);
      this.floats = new Float64Array(heap.memory.buffer);
    }
    const t = this.prims.target;
    const f = this.floats;
    const p = this.runner.params >> 3;
    f[p + PARAM.minX] = t.minX;
    f[p + PARAM.minY] = t.minY;
    f[p + PARAM.maxX] = t.maxX;
    f[p + PARAM.maxY] = t.maxY;
    f[p + PARAM.zmin] = t.zmin;
    f[p + PARAM.zmax] = t.zmax;
    f[p + PARAM.layer] = t.layer;
    f[p + PARAM.state] = s.stateIndex;
    f[p + PARAM.sampleOffset] = r.halfPixelCenter ? 0.5 : 0;
    f[p + PARAM.offsetUnits] = r.offsetUnits * (r.offsetUnitsUnscaled ? 1 : 2 * s.mrd);
    f[p + PARAM.offsetScale] = r.offsetScale;
    f[p + PARAM.offsetClamp] = r.offsetClamp;
    this.flags =
      (r.bottomEdgeRule ? FLAG.bottomEdgeRule : 0) |
      (r.frontCcw ? FLAG.frontCcw : 0) |
      (r.cullFace & PipeFace.FRONT ? FLAG.cullFront : 0) |
      (r.cullFace & PipeFace.BACK ? FLAG.cullBack : 0) |
      (r.offsetTri ? FLAG.offset : 0) |
      (planes.near ? FLAG.clipNear : 0) |
      (planes.far ? FLAG.clipFar : 0) |
      (planes.halfZ ? FLAG.halfZ : 0);
    this.active = this.writeLinks(s.state);
  }

  /** Gives the heap range back (the batcher is not used after this). */
  release(): void {
    if (this.runner) this.heap!.free(this.runner.list);
    this.runner = null;
    this.active = false;
  }

  /** Sets up the triangles gathered so far. */
  finish(): void {
    if (this.pending > 0) this.flush();
  }

  /** Stops gathering (dropping what is gathered when a stage stopped before finish). */
  stop(): void {
    this.active = false;
    this.pending = 0;
  }

  point(v: number, primitiveId: number): void {
    this.prims.point(v, primitiveId);
  }

  line(v0: number, v1: number, provoking: number, primitiveId: number): void {
    this.prims.line(v0, v1, provoking, primitiveId);
  }

  triangle(v0: number, v1: number, v2: number, provoking: number, edges: number, primitiveId: number): void {
    if (!this.active) {
      this.prims.triangle(v0, v1, v2, provoking, edges, primitiveId);
      return;
    }
    const at = (this.runner!.list >> 2) + this.pending * TRIANGLE_WORDS;
    const w = this.words;
    w[at] = v0;
    w[at + 1] = v1;
    w[at + 2] = v2;
    w[at + 3] = provoking;
    w[at + 4] = primitiveId;
    if (++this.pending === BATCH) this.flush();
  }

  /**
   * The link table of `state`: per channel of every input from the vertex stage (or its default), in
   * the order setupTriangle writes them. False when it does not fit.
   */
  private writeLinks(state: FragmentState): boolean {
    const links = state.links;
    const w = this.words;
    let e = 0;
    for (const link of links) {
      if (link.source !== InputSource.ATTRIBUTE && link.source !== InputSource.DEFAULT) continue;
      for (let c = 0; c < 4; c++, e++) {
        if (e === LINK_ENTRIES) return false;
        const at = (this.runner!.links >> 2) + e * LINK_WORDS;
        const vertexByte = (slot: number) => (slot < 0 ? -1 : (slot * 4 + c) * 4);
        w[at + LINK.record] = (Rec.ATTRIBS + link.register * 12 + c * 3) * 8;
        w[at + LINK.kind] =
          link.source === InputSource.DEFAULT
            ? LinkKind.DEFAULT
            : link.interp === Interp.FLAT
              ? LinkKind.FLAT
              : link.interp === Interp.LINEAR
                ? LinkKind.LINEAR
                : LinkKind.PERSPECTIVE;
        w[at + LINK.front] = vertexByte(link.slot);
        w[at + LINK.back] = vertexByte(link.backSlot);
        w[at + LINK.defaultW] = c === 3 ? 1 : 0;
      }
    }
    this.linkCount = e;
    return true;
  }

  /** Sets up and bins the gathered triangles, in order. */
  private flush(): void {
    const runner = this.runner!;
    const n = this.pending;
    this.pending = 0;
    const scene = this.scene;
    const store = this.store;
    const size = recordSize(this.prims.setup.state.inputRegisters);
    const w = this.words;
    let start = 0;
    while (start < n) {
      const count = n - start;
      // (Read each time: a split may have the scene bin into its other bins.)
      const records = scene.records;
      const bins = wasmTriangleSettings.bin ? scene.kernelBins() : null;
      const base = records.alloc(count * size);
      if (records.heapAt < 0 || store.heapAt < 0) {
        // The records or the vertices (clipping adds some) grew out of the heap: the rest goes through
        // the primitive pipeline.
        records.truncate(base);
        for (let i = start; i < n; i++) this.handBack(i);
        break;
      }
      runner.run(
        runner.list + start * TRIANGLE_WORDS * 4,
        count,
        store.heapAt,
        store.stride * 4,
        this.prims.positionSlot * 16,
        store.windowOffset * 4,
        records.heapAt + base * 8,
        size * 8,
        runner.out,
        runner.params,
        runner.links,
        this.linkCount,
        bins ? this.flags | FLAG.bin : this.flags,
        bins ? this.binningBlock(bins, base) : runner.bins,
      );
      wasmTriangleCounts.calls++;
      const out = runner.out >> 2;
      const consumed = w[out + (OUT.consumed >> 2)]!;
      const written = w[out + (OUT.records >> 2)]!;
      this.prims.clipped += w[out + (OUT.accepted >> 2)]!;
      wasmTriangleCounts.triangles += consumed;
      records.truncate(base + written * size);
      if (bins) {
        const block = runner.bins >> 2;
        scene.kernelBinned(
          w[block + (BIN.nodesLength >> 2)]!,
          w[block + (BIN.undoLength >> 2)]!,
          written,
          this.floats[(runner.bins + BIN.pixels) >> 3]!,
        );
        wasmTriangleCounts.binned += written;
      } else {
        const bounds = out + (OUT.bounds >> 2);
        for (let k = 0; k < written; k++) {
          const b = bounds + k * 4;
          scene.binTriangleRecord(base + k * size, w[b]!, w[b + 1]!, w[b + 2]!, w[b + 3]!);
        }
      }
      if (consumed === count) break;
      if (w[out + (OUT.stop >> 2)] === Stop.nodesFull) {
        // Room for the nodes of any triangle, and the kernel goes on from the one it stopped at.
        scene.reserveNodes(NODE_ENTRIES * bins!.tiles);
        wasmTriangleCounts.nodeStops++;
        start += consumed;
        continue;
      }
      // The triangle the kernel stopped at (binning it may split the draw: the records before are binned).
      this.handBack(start + consumed);
      start += consumed + 1;
    }
    scene.splitIfFull();
  }

  /** Writes the binning block for `bins`, the call's first record at arena index `base`; its address. */
  private binningBlock(bins: KernelBins, base: number): number {
    const at = this.runner!.bins;
    const w = this.words;
    const word = (offset: number, value: number) => {
      w[(at + offset) >> 2] = value;
    };
    word(BIN.heads, bins.heads);
    word(BIN.tails, bins.tails);
    word(BIN.nodes, bins.nodes);
    word(BIN.undo, bins.undo);
    word(BIN.tilesX, bins.tilesX);
    word(BIN.nodesLength, bins.nodesLength);
    word(BIN.undoLength, bins.undoLength);
    word(BIN.nodesCapacity, bins.nodesCapacity);
    word(BIN.checkpointNodes, bins.checkpointNodes);
    word(BIN.recordIndex, base);
    return at;
  }

  /** Triangle `i` of the list through the primitive pipeline. */
  private handBack(i: number): void {
    const w = this.words;
    const at = (this.runner!.list >> 2) + i * TRIANGLE_WORDS;
    wasmTriangleCounts.handedBack++;
    // Every edge: polygons reach the kernel's draws only filled, which draws no edge alone.
    this.prims.triangle(w[at]!, w[at + 1]!, w[at + 2]!, w[at + 3]!, 7, w[at + 4]!);
  }
}

// The `fill` benchmark's fragment state three ways over one BLOCK × BLOCK block at a time: driver-soft's
// fused JavaScript function for it (fragment/fused-shade.ts, what draws run today), and the IR's fill
// kernel (src/codegen/kernels/fill-block.ts) through the JavaScript and the WebAssembly back ends, each
// with its own copy of the same target and primitive record; for tests and the codegen benchmark.
import { depthStencilAlphaState, PipeBlendFactor, PipeFormat, rtBlendState } from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { compileJs, emitJs } from '../../src/codegen/ir/emit-js.js';
import { emitWasm } from '../../src/codegen/ir/emit-wasm.js';
import { fillBlockKernel } from '../../src/codegen/kernels/fill-block.js';
import { type WasmMemory, webAssembly } from '../../src/codegen/wasm/runtime.js';
import type { BackendParams } from '../../src/fragment/backend.js';
import { type BackendKey, colorTargetKey } from '../../src/fragment/backend-key.js';
import { type FusedProgram, fusedProgram } from '../../src/fragment/fused-shade.js';
import { InputSource, Interp } from '../../src/fragment/linkage.js';
import { QuadBatch } from '../../src/fragment/quad-batch.js';
import type { TargetView } from '../../src/fragment/target-view.js';
import { Rec, recordSize } from '../../src/raster/record.js';
import { FRAGMENT_LANES, SoftShader } from '../../src/shader/soft-shader.js';

const PASS_THROUGH = `FRAG
DCL IN[0], COLOR, COLOR
DCL OUT[0], COLOR
  0: MOV OUT[0], IN[0]
  1: END`;

/** Byte offset of the record in the kernels' memories, and of the target. */
const RECORD = 0;
const TARGET = 1024;
const PAGE = 65536;

/** A primitive's planes: 1/w (A, B, C) and four colour channels (A, B, C each), pixel coordinates. */
export interface FillPlanes {
  readonly w: readonly [number, number, number];
  readonly color: readonly (readonly [number, number, number])[];
}

/** The fill workload's corners over a `size` × `size` target: red, green, blue, white at alpha 0.5. */
export function fillGradientPlanes(size: number): FillPlanes {
  return {
    w: [0, 0, 1],
    color: [
      [-1 / size, 0, 1],
      [1 / size, -1 / size, 0.5],
      [0, 1 / size, 0],
      [0, 0, 0.5],
    ],
  };
}

export interface FillTimings {
  /** Milliseconds to build the IR and emit the module bytes, and to compile them (WebAssembly.Module). */
  readonly emitMs: number;
  readonly compileMs: number;
}

export class FillFixture {
  readonly fused: FusedProgram;
  private readonly fusedTarget: Uint8Array;
  private readonly fusedRecord: Float64Array;
  private readonly params: BackendParams;
  private readonly batch = new QuadBatch();
  private readonly jsMemory: WasmMemory;
  private readonly wasmMemory: WasmMemory;
  readonly jsBlock: (...params: number[]) => void;
  readonly wasmBlock: (...params: number[]) => void;
  readonly timings: FillTimings;
  readonly jsSource: string;

  constructor(
    readonly size: number,
    readonly blend: boolean,
    readonly sampleOffset = 0.5,
  ) {
    const bytes = size * size * 4;
    this.fusedTarget = new Uint8Array(bytes);
    const view: TargetView = {
      format: PipeFormat.R8G8B8A8_UNORM,
      width: size,
      height: size,
      layers: 1,
      blockSize: 4,
      u8: this.fusedTarget,
      u16: new Uint16Array(this.fusedTarget.buffer),
      u32: new Uint32Array(this.fusedTarget.buffer),
      f32: new Float32Array(this.fusedTarget.buffer),
      dv: new DataView(this.fusedTarget.buffer),
      base: 0,
      stride: size * 4,
      layerStride: bytes,
    };
    const rt = rtBlendState({
      blendEnable: blend,
      rgbSrcFactor: PipeBlendFactor.SRC_ALPHA,
      rgbDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
      alphaSrcFactor: PipeBlendFactor.SRC_ALPHA,
      alphaDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
    });
    const key: BackendKey = {
      dsa: depthStencilAlphaState(),
      zs: null,
      colors: [colorTargetKey(view, rt, 0, -1)],
      logicop: null,
      depthOutput: -1,
      stencilOutput: -1,
      clampColor: false,
      countSamples: false,
      coverageAlpha: false,
      alphaToCoverage: false,
      alphaToOne: false,
      depthClamp: false,
      fsKills: false,
    };
    const fs = new SoftShader('create_fs_state', parseTgsi(PASS_THROUGH), FRAGMENT_LANES);
    const program = fusedProgram(fs, {
      links: [
        {
          register: 0,
          source: InputSource.ATTRIBUTE,
          slot: 1,
          backSlot: 1,
          interp: Interp.PERSPECTIVE,
          sprite: false,
        },
      ],
      sampleOffset,
      key,
      unit: () => null,
      constants: [],
    });
    if (!program?.functions.block) throw new Error('the fill state is not fused');
    this.fused = program;
    this.fusedRecord = new Float64Array(recordSize(1));
    this.params = {
      colors: [view],
      zs: null,
      stencilRef: [0, 0],
      alphaRef: 0,
      blendColor: [0, 0, 0, 0],
      stats: { samples: 0 },
    };

    const api = webAssembly()!;
    const pages = Math.ceil((TARGET + bytes) / PAGE);
    this.jsMemory = new api.Memory({ initial: pages, maximum: pages });
    this.wasmMemory = new api.Memory({ initial: pages, maximum: pages });
    const start = performance.now();
    const kernel = fillBlockKernel({ blend, sampleOffset });
    const moduleBytes = emitWasm([kernel], { minimumPages: pages, maximumPages: pages });
    const emitted = performance.now();
    const module = new api.Module(moduleBytes);
    const compiled = performance.now();
    this.timings = { emitMs: emitted - start, compileMs: compiled - emitted };
    const instance = new api.Instance(module, { env: { memory: this.wasmMemory }, helpers: {} });
    this.wasmBlock = instance.exports.fillBlock as (...params: number[]) => void;
    this.jsSource = emitJs(kernel);
    this.jsBlock = compileJs(this.jsSource, this.jsMemory.buffer);
  }

  /** Sets the primitive's planes in every copy of the record. */
  setPlanes(planes: FillPlanes): void {
    const entries = new Float64Array(recordSize(1));
    entries.set(planes.w, Rec.W);
    for (const [channel, plane] of planes.color.entries()) entries.set(plane, Rec.ATTRIBS + channel * 3);
    this.fusedRecord.set(entries);
    for (const memory of [this.jsMemory, this.wasmMemory])
      new Float64Array(memory.buffer, RECORD, entries.length).set(entries);
  }

  /** Sets every copy of the target to `bytes`. */
  setTarget(bytes: Uint8Array): void {
    this.fusedTarget.set(bytes);
    for (const memory of [this.jsMemory, this.wasmMemory])
      new Uint8Array(memory.buffer, TARGET, bytes.length).set(bytes);
  }

  /** The three targets: fused JavaScript, IR through JavaScript, IR through WebAssembly. */
  targets(): [Uint8Array, Uint8Array, Uint8Array] {
    const n = this.fusedTarget.length;
    return [
      this.fusedTarget,
      new Uint8Array(this.jsMemory.buffer, TARGET, n),
      new Uint8Array(this.wasmMemory.buffer, TARGET, n),
    ];
  }

  fusedBlock(bx: number, by: number): void {
    const p = this.fused;
    p.functions.block!(
      this.batch,
      this.fusedRecord,
      0,
      bx,
      by,
      1,
      1,
      1,
      0,
      this.params,
      p.constantFloats,
      p.constantWords,
      p.texels,
    );
  }

  irJsBlock(bx: number, by: number): void {
    this.jsBlock(RECORD, bx, by, TARGET, this.size * 4);
  }

  irWasmBlock(bx: number, by: number): void {
    this.wasmBlock(RECORD, bx, by, TARGET, this.size * 4);
  }
}

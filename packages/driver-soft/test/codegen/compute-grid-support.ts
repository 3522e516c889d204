// Test support for compute grids through the IR: runs one compute program three ways — codegen 'wasm'
// and codegen 'js' (the grid kernel through each back end, over the WasmHeap) and tgsi's executable (a
// screen without the heap) — with the same buffers, constants and launches, and gives back every byte
// of every buffer afterwards and how each way's launches ran (SoftContext.computeGrids).
import { PipeBind, type PipeGridInfo, PipeShader } from '@gallium-ts/gallium-api';
import { computeGridSettings } from '../../src/compute/ir-grid.js';
import type { SoftScreenOptions } from '../../src/index.js';
import { ComputeEnv } from '../compute/compute-env.js';

export type Way = 'wasm' | 'js' | 'executable';
export const WAYS: readonly Way[] = ['wasm', 'js', 'executable'];

const OPTIONS: Record<Way, SoftScreenOptions> = {
  wasm: { codegen: 'wasm', threads: 1 },
  js: { codegen: 'js', threads: 1 },
  executable: { wasmMemory: false, threads: 1 },
};

/** A buffer's initial bytes, and the range bound (the whole buffer unless given); null: slot unbound. */
export type GridBuffer = { bytes: Uint8Array; offset?: number; size?: number } | null;

export interface GridRun {
  readonly text: string;
  readonly buffers: readonly GridBuffer[];
  /** The launches, one after the other; `indirect` words are put in a COMMAND_ARGS buffer at the offset. */
  readonly launches: readonly (Partial<PipeGridInfo> & { indirectWords?: readonly number[] })[];
  /** Constant buffer 0's words. */
  readonly constants?: Uint32Array;
  /** req_local_mem: bytes of shared memory per block. */
  readonly sharedBytes?: number;
}

export interface GridResult {
  /** Every byte of every bound buffer after the launches (empty for unbound slots). */
  readonly bytes: readonly Uint8Array[];
  readonly counts: { wasm: number; js: number; executable: number };
  /** Whether the screen's WasmHeap is shared (null: no heap). */
  readonly sharedHeap: boolean | null;
}

/**
 * Runs `run` one way (codegen 'js' with `js` as computeGridSettings.js: by default 'always', so the IR's
 * JavaScript runs every kernel it serves, however long).
 */
export function runGrid(
  run: GridRun,
  way: Way,
  js: 'auto' | 'always' = 'always',
  options: SoftScreenOptions = {},
): GridResult {
  const env = new ComputeEnv({ ...OPTIONS[way], ...options });
  const setting = computeGridSettings.js;
  computeGridSettings.js = js;
  try {
    const buffers = run.buffers.map((b) => (b ? env.buffer(b.bytes) : null));
    env.program(run.text, run.sharedBytes ?? 0);
    env.shaderBuffers(
      run.buffers.map((b, i) =>
        b ? ([buffers[i]!, b.offset ?? 0, b.size ?? b.bytes.byteLength] as const) : null,
      ),
    );
    if (run.constants) {
      const cb = env.buffer(run.constants, PipeBind.CONSTANT_BUFFER);
      env.ctx.setConstantBuffer(PipeShader.COMPUTE, 0, {
        buffer: cb,
        bufferOffset: 0,
        bufferSize: run.constants.byteLength,
        userBuffer: null,
      });
    }
    for (const { indirectWords, ...launch } of run.launches) {
      if (indirectWords) {
        const offset = launch.indirectOffset ?? 0;
        const words = new Uint32Array(offset / 4 + 3);
        words.set(indirectWords, offset / 4);
        env.launch({ ...launch, indirect: env.buffer(words, PipeBind.COMMAND_ARGS_BUFFER) });
      } else env.launch(launch);
    }
    return {
      bytes: buffers.map((b) => (b ? env.read(b) : new Uint8Array(0))),
      counts: { ...env.ctx.computeGrids },
      sharedHeap: env.screen.wasmHeap?.shared ?? null,
    };
  } finally {
    computeGridSettings.js = setting;
    env.destroy();
  }
}

/** Runs `run` all three ways: the results by way. */
export function runThreeWays(run: GridRun): Record<Way, GridResult> {
  return { wasm: runGrid(run, 'wasm'), js: runGrid(run, 'js'), executable: runGrid(run, 'executable') };
}

/** Seeded bytes: `count` words from a xorshift generator, some of them small, NaN or infinite floats. */
export function seededWords(seed: number, count: number): Uint32Array {
  let s = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s >>> 0;
  };
  const out = new Uint32Array(count);
  const f = new Float32Array(out.buffer);
  const special = [0, -0, 1, -1, 0.5, Infinity, -Infinity, NaN, 1e-40, -3.4e38, 2 ** 24];
  for (let i = 0; i < count; i++) {
    const pick = next() % 6;
    if (pick < 3) f[i] = (next() / 2 ** 32 - 0.5) * 16;
    else if (pick === 3) f[i] = special[next() % special.length]!;
    else if (pick === 4) out[i] = next() % 100;
    else out[i] = next();
  }
  return out;
}

/** The bytes of words. */
export function bytesOf(words: Uint32Array | Int32Array | Float32Array): Uint8Array {
  return new Uint8Array(words.buffer.slice(words.byteOffset, words.byteOffset + words.byteLength));
}

// Shading a batch of quads: the state's generated interpolator evaluates depth, w and the plane inputs at
// the lanes' sample positions, the rasterizer's own inputs (position, facing, primitive id) are filled
// in, the shader runs on the batch, and the state's generated back end takes the results.
import { TgsiFile } from '@gallium-ts/tgsi';
import { Rec } from '../raster/record.js';
import type { BackendParams } from './backend.js';
import type { FragmentState } from './fragment-state.js';
import type { FusedProgram } from './fused-shade.js';
import { InputSource } from './linkage.js';
import type { QuadBatch } from './quad-batch.js';

/** Per-lane interpolated 1/w, reused by every batch. */
const invW = new Float64Array(4096);

/** Shades `batch` (quads of primitives in `records` drawn with `state`) and empties it. */
export function shadeBatch(batch: QuadBatch, state: FragmentState, records: Float64Array): void {
  const quads = batch.quads;
  if (quads === 0) return;
  if (state.fused) {
    shadeFused(batch, state.fused, state.params, records);
    return;
  }
  const exec = state.fs.exec;
  const lanes = quads * 4;
  state.interpolate(batch, records, quads, state.inFloats, invW);
  for (const link of state.specialInputs)
    specialInput(batch, state, records, link.register, link.source, quads);
  if (state.depthClamp) {
    for (let q = 0; q < quads; q++) {
      const r = batch.record[q]!;
      batch.zmin.fill(records[r + Rec.ZMIN]!, q * 4, q * 4 + 4);
      batch.zmax.fill(records[r + Rec.ZMAX]!, q * 4, q * 4 + 4);
    }
  }
  if (state.positionSystemValue >= 0) {
    const sv = state.positionSystemValue;
    writePosition(
      batch,
      state,
      quads,
      [0, 1, 2, 3].map((c) => exec.registerFloats(TgsiFile.SYSTEM_VALUE, sv, c)),
    );
  }
  if (state.samplePosSystemValue >= 0) {
    // One sample per pixel, at its centre.
    const sv = state.samplePosSystemValue;
    for (let c = 0; c < 4; c++)
      exec.registerFloats(TgsiFile.SYSTEM_VALUE, sv, c).fill(c < 2 ? 0.5 : 0, 0, lanes);
  }
  for (let slot = 0; slot < state.constants.length; slot++)
    exec.setConstantBuffer(slot, state.constants[slot] ?? null);
  exec.setSampler(state.textures?.prepare() ?? null);
  state.resources?.bind(exec); // shader buffers and images (src/image)
  exec.runQuads({
    quads,
    coverage: batch.coverage,
    frontFacing: batch.front[0] === 1,
    primitiveId: records[batch.record[0]! + Rec.PRIM_ID]!,
  });
  state.backend(batch, lanes, state.outFloats, state.outInts, state.params, exec.killed, exec.demoted);
  batch.reset();
}

/**
 * Shades `batch` with the fused program of a draw (whose back end parameters are `params`), empties it;
 * `recordsAt`: the records' byte offset in the WasmHeap, −1 when they are not in it.
 */
export function shadeFused(
  batch: QuadBatch,
  fused: FusedProgram,
  params: BackendParams,
  records: Float64Array,
  recordsAt = -1,
): void {
  const quads = batch.quads;
  if (quads === 0) return;
  fused.functions.quads(
    batch,
    records,
    quads,
    params,
    fused.constantFloats,
    fused.constantWords,
    fused.texels,
    recordsAt,
  );
  batch.reset();
}

/** Window position (x, y as the POSITION input or system value wants them, z, 1/w) into `out` x..w. */
function writePosition(batch: QuadBatch, state: FragmentState, quads: number, out: Float32Array[]): void {
  const off = state.positionOffset;
  const flip = state.flipY;
  const [ox, oy, oz, ow] = out as [Float32Array, Float32Array, Float32Array, Float32Array];
  for (let q = 0; q < quads; q++) {
    for (let j = 0; j < 4; j++) {
      const l = q * 4 + j;
      const x = batch.qx[q]! + (j & 1) + off;
      const y = batch.qy[q]! + (j >> 1) + off;
      ox[l] = x;
      oy[l] = flip === null ? y : flip - y;
      oz[l] = batch.z[l]!;
      ow[l] = invW[l]!;
    }
  }
}

/** Inputs the rasterizer gives rather than a plane: window position, facing, primitive id. */
function specialInput(
  batch: QuadBatch,
  state: FragmentState,
  records: Float64Array,
  register: number,
  source: number,
  quads: number,
): void {
  const base = register * 4;
  const out = state.inFloats;
  switch (source) {
    case InputSource.POSITION:
      writePosition(batch, state, quads, out.slice(base, base + 4));
      return;
    case InputSource.FACE:
      for (let q = 0; q < quads; q++) {
        const face = batch.front[q] ? 1 : -1;
        for (let l = q * 4; l < q * 4 + 4; l++) {
          out[base]![l] = face;
          out[base + 1]![l] = 0;
          out[base + 2]![l] = 0;
          out[base + 3]![l] = 1;
        }
      }
      return;
    case InputSource.PRIMID: {
      const ints = state.inInts;
      for (let q = 0; q < quads; q++) {
        const id = records[batch.record[q]! + Rec.PRIM_ID]!;
        for (let l = q * 4; l < q * 4 + 4; l++) {
          ints[base]![l] = id;
          ints[base + 1]![l] = 0;
          ints[base + 2]![l] = 0;
          ints[base + 3]![l] = 0;
        }
      }
      return;
    }
  }
}

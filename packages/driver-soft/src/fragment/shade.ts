// Shading a batch of quads: evaluates each primitive's plane equations at the lanes' sample positions
// into the fragment shader's inputs (perspective-correct where asked), depth and 1/w, runs the shader on
// the batch, and hands the results to the state's generated back end.
import { TgsiFile } from '@gallium-ts/tgsi';
import { Rec } from '../raster/record.js';
import type { FragmentState } from './fragment-state.js';
import { InputSource, Interp } from './linkage.js';
import type { QuadBatch } from './quad-batch.js';

/** Per-lane 1/w and w, reused by every batch. */
const invW = new Float64Array(4096);
const w = new Float64Array(4096);

/** Shades `batch` (quads of primitives in `records` drawn with `state`) and empties it. */
export function shadeBatch(batch: QuadBatch, state: FragmentState, records: Float64Array): void {
  const quads = batch.quads;
  if (quads === 0) return;
  const lanes = quads * 4;
  const so = state.sampleOffset;
  // Depth and 1/w at every lane.
  for (let q = 0; q < quads; q++) {
    const r = batch.record[q]!;
    const za = records[r + Rec.Z]!,
      zb = records[r + Rec.Z + 1]!,
      zc = records[r + Rec.Z + 2]!;
    const wa = records[r + Rec.W]!,
      wb = records[r + Rec.W + 1]!,
      wc = records[r + Rec.W + 2]!;
    for (let l = q * 4; l < q * 4 + 4; l++) {
      const px = batch.x[l]! + so;
      const py = batch.y[l]! + so;
      batch.z[l] = za * px + zb * py + zc;
      const iw = wa * px + wb * py + wc;
      invW[l] = iw;
      w[l] = 1 / iw;
    }
  }
  for (const link of state.links)
    interpolateInput(batch, state, records, link.register, link.source, link.interp, quads);
  const exec = state.fs.exec;
  if (state.depthClamp) {
    for (let q = 0; q < quads; q++) {
      const r = batch.record[q]!;
      batch.zmin.fill(records[r + Rec.ZMIN]!, q * 4, q * 4 + 4);
      batch.zmax.fill(records[r + Rec.ZMAX]!, q * 4, q * 4 + 4);
    }
  }
  if (state.positionSystemValue >= 0) fillPosition(batch, state, lanes);
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

/** The POSITION system value: window x, y (as the POSITION input), z and 1/w. */
function fillPosition(batch: QuadBatch, state: FragmentState, lanes: number): void {
  const exec = state.fs.exec;
  const sv = state.positionSystemValue;
  const x = exec.registerFloats(TgsiFile.SYSTEM_VALUE, sv, 0);
  const y = exec.registerFloats(TgsiFile.SYSTEM_VALUE, sv, 1);
  const z = exec.registerFloats(TgsiFile.SYSTEM_VALUE, sv, 2);
  const w = exec.registerFloats(TgsiFile.SYSTEM_VALUE, sv, 3);
  const off = state.positionOffset;
  const flip = state.flipY;
  for (let l = 0; l < lanes; l++) {
    x[l] = batch.x[l]! + off;
    y[l] = flip === null ? batch.y[l]! + off : flip - (batch.y[l]! + off);
    z[l] = batch.z[l]!;
    w[l] = invW[l]!;
  }
}

function interpolateInput(
  batch: QuadBatch,
  state: FragmentState,
  records: Float64Array,
  register: number,
  source: number,
  interp: number,
  quads: number,
): void {
  const base = register * 4;
  const lanes = quads * 4;
  const out = state.inFloats;
  switch (source) {
    case InputSource.POSITION: {
      const off = state.positionOffset;
      const flip = state.flipY;
      for (let l = 0; l < lanes; l++) {
        out[base]![l] = batch.x[l]! + off;
        out[base + 1]![l] = flip === null ? batch.y[l]! + off : flip - (batch.y[l]! + off);
        out[base + 2]![l] = batch.z[l]!;
        out[base + 3]![l] = invW[l]!;
      }
      return;
    }
    case InputSource.FACE:
      for (let l = 0; l < lanes; l++) {
        out[base]![l] = batch.front[l] ? 1 : -1;
        out[base + 1]![l] = 0;
        out[base + 2]![l] = 0;
        out[base + 3]![l] = 1;
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
  const so = state.sampleOffset;
  const perspective = interp === Interp.PERSPECTIVE;
  for (let c = 0; c < 4; c++) {
    const dst = out[base + c]!;
    const plane = Rec.ATTRIBS + (base + c) * 3;
    for (let q = 0; q < quads; q++) {
      const r = batch.record[q]! + plane;
      const a = records[r]!,
        b = records[r + 1]!,
        cc = records[r + 2]!;
      for (let l = q * 4; l < q * 4 + 4; l++) {
        const v = a * (batch.x[l]! + so) + b * (batch.y[l]! + so) + cc;
        dst[l] = perspective ? v * w[l]! : v;
      }
    }
  }
}

// Test support for the vertex batch kernel: runs one vertex shader three ways over the same batch —
// tgsi's compiled shader (`runVertices`, what draws ran before the kernel), the kernel through the
// JavaScript back end and through the WebAssembly SIMD back end — and lists every output word where the
// back ends differ from tgsi's.
import { compileTgsi, TgsiFile, type TgsiShader } from '@gallium-ts/tgsi';
import {
  fillSystemValueSlot,
  type VertexBatchKernel,
  type VertexRunValues,
  vertexBatchKernel,
} from '../../src/codegen/kernels/vertex-batch.js';
import { runBoth, words } from './ir-support.js';
import { inputWords } from './tgsi-ir-support.js';

export const BATCH_LANES = 64;
const CONSTANT_SLOTS = 2;
const CONSTANT_WORDS = 64;
/** Byte layout of the test memory: input slots, output vertices, constant words. */
const INPUTS = 1024;
const OUTPUTS = INPUTS + 64 * BATCH_LANES * 4;
const CONSTANTS = OUTPUTS + 160 * BATCH_LANES * 4;

/**
 * The kernel of `shader` as draws make it (all its output registers, a vertex's words followed by the
 * vertex store's four window coordinates), or null when declined.
 */
export function kernelOf(shader: TgsiShader): VertexBatchKernel | null {
  const outputs = compileTgsi(shader, { maxLanes: BATCH_LANES }).registerCount(TgsiFile.OUTPUT);
  return vertexBatchKernel(shader, BATCH_LANES, outputs, outputs * 4 + 4);
}

/** The words of the run: per input channel (register · 4 + channel) and per constant slot. */
function runWords(seed: number, inputs: number) {
  const next = words(seed * 31 + 7);
  const values: VertexRunValues = {
    vertexIds: Int32Array.from({ length: BATCH_LANES }, () => (next() % 2000) - 100),
    instanceId: next() % 5,
    baseVertex: (next() % 50) - 10,
    baseInstance: next() % 7,
    drawId: 0,
  };
  return {
    values,
    inputs: Array.from({ length: inputs * 4 }, (_, w) => inputWords(seed * 100 + w, BATCH_LANES)),
    constants: Array.from({ length: CONSTANT_SLOTS }, (_, s) =>
      inputWords(seed * 100 + 90 + s, CONSTANT_WORDS),
    ),
  };
}

/** Where the IR's outputs differ from tgsi's for `seeds` seeded batches: 'js|wasm seed s out r.c lane i'. */
export function vertexMismatches(shader: TgsiShader, seeds: number): string[] {
  const kernel = kernelOf(shader);
  if (!kernel) return ['declined'];
  const found: string[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const exec = compileTgsi(shader, { maxLanes: BATCH_LANES });
    const run = runWords(seed, exec.registerCount(TgsiFile.INPUT));
    run.inputs.forEach((lanes, w) => {
      exec.registerInts(TgsiFile.INPUT, w >> 2, w & 3).set(lanes);
    });
    run.constants.forEach((data, slot) => {
      exec.setConstantBuffer(slot, data);
    });
    exec.runVertices({ count: BATCH_LANES, ...run.values });
    const fill = (memory: Uint8Array) => {
      const all = new Int32Array(memory.buffer, memory.byteOffset, memory.length >> 2);
      kernel.inputSlots.forEach((slot, s) => {
        const at = (INPUTS >> 2) + s * BATCH_LANES;
        if (slot.file === TgsiFile.INPUT) all.set(run.inputs[slot.index * 4 + slot.channel]!, at);
        else fillSystemValueSlot(slot, run.values, BATCH_LANES, all, at);
      });
      kernel.constantWords.forEach(([slot, word], j) => {
        all[(CONSTANTS >> 2) + j] = run.constants[slot]?.[word] ?? 0;
      });
    };
    const both = runBoth(kernel.fn, [BATCH_LANES, INPUTS, OUTPUTS, CONSTANTS], fill, kernel.helpers);
    for (const [way, memory] of [
      ['js', both.js],
      ['wasm', both.wasm],
    ] as const) {
      const got = new Int32Array(memory.buffer, memory.byteOffset, memory.length >> 2);
      kernel.outputSlots.forEach((slot) => {
        const expected = exec.registerInts(TgsiFile.OUTPUT, slot.index, slot.channel);
        const channel = slot.index * 4 + slot.channel;
        for (let i = 0; i < BATCH_LANES; i++) {
          const word = got[(OUTPUTS >> 2) + i * kernel.vertexWords + channel]!;
          if (word !== expected[i])
            found.push(
              `${way} seed ${seed} OUT[${slot.index}].${'xyzw'[slot.channel]} lane ${i}: ${expected[i]} ≠ ${word}`,
            );
        }
      });
    }
  }
  return found.slice(0, 20);
}

// Test support for the TGSI → IR translator: runs one fragment shader three ways over the same lanes —
// tgsi's lane program (the code the fused path splices today), the IR through the JavaScript back end
// and the IR through the WebAssembly SIMD back end — and gives the memory each leaves (see
// tgsi-ir-fixture.ts): OUT[0..1] read as words ('i') and as floats ('f'), and the killed flags.
import type { TgsiShader } from '@gallium-ts/tgsi';
import { expect } from 'vitest';
import { runBoth, words } from './ir-support.js';
import {
  fillTexels,
  laneProgramFunction,
  layoutOffsets,
  type TgsiLayout,
  tgsiIrFunction,
} from './tgsi-ir-fixture.js';

export const LAYOUT: TgsiLayout = {
  lanes: 64,
  constantSlots: 2,
  constantWords: 32,
  // OUT[0..1] × xyzw, first as words then as floats.
  outputs: (['i', 'f'] as const).flatMap((kind) =>
    [0, 1].flatMap((index) => [0, 1, 2, 3].map((channel) => ({ index, channel, kind }))),
  ),
};
export const LANES = LAYOUT.lanes;
export const INPUT_CHANNELS = 8;
export const CONSTANT_COUNT = LAYOUT.constantSlots * LAYOUT.constantWords;
const AT = layoutOffsets(LAYOUT);
/** Byte range of the outputs read as words (compared exactly). */
export const WORD_OUTPUTS: readonly [number, number] = [AT.outputs, AT.outputs + 8 * LANES * 4];
export const KILLED_AT = AT.killed;

export interface ThreeWays {
  lane: Uint8Array;
  js: Uint8Array;
  wasm: Uint8Array;
  hasKill: boolean;
}

const SPECIAL_FLOATS = [
  Number.NaN,
  0,
  -0,
  Infinity,
  -Infinity,
  1e30,
  -1e-30,
  0.5,
  1,
  -1,
  2 ** -140,
  16777217,
];

/** Seeded input words: ordinary floats, special floats, small integers and arbitrary words. */
export function inputWords(seed: number, count: number): Int32Array {
  const next = words(seed * 7919 + 1);
  const out = new Int32Array(count);
  const f = new Float32Array(out.buffer);
  for (let i = 0; i < count; i++) {
    const pick = next() % 8;
    if (pick < 4) f[i] = (next() / 2 ** 32 - 0.5) * 8;
    else if (pick === 4) f[i] = SPECIAL_FLOATS[next() % SPECIAL_FLOATS.length]!;
    else if (pick === 5) out[i] = (next() % 70) - 20;
    else out[i] = next() | 0;
  }
  return out;
}

function fillInputs(memory: Uint8Array, inputs: Int32Array, constants: Int32Array): void {
  memory.set(new Uint8Array(inputs.buffer, inputs.byteOffset, inputs.byteLength), AT.inputs);
  memory.set(new Uint8Array(constants.buffer, constants.byteOffset, constants.byteLength), AT.constants);
}

/**
 * Runs `shader` three ways with `inputs` (IN[r].c at word (r·4 + c)·LANES + lane) and `constants`
 * (CONSTANT_COUNT words: slot 0, then slot 1).
 */
export function runThreeWays(
  shader: TgsiShader,
  inputs: Int32Array,
  constants: Int32Array,
  layout: TgsiLayout = LAYOUT,
): ThreeWays {
  const lane = new Uint8Array(AT.end);
  fillInputs(lane, inputs, constants);
  const program = laneProgramFunction(shader, layout, lane.buffer);
  expect(program).not.toBeNull();
  program!.shade();
  const ir = tgsiIrFunction(shader, layout);
  expect(ir).not.toBeNull();
  const fill = (memory: Uint8Array) => {
    fillInputs(memory, inputs, constants);
    fillTexels(memory, layout);
  };
  const both = runBoth(ir!.fn, [], fill, ir!.helpers);
  return {
    lane,
    js: both.js.subarray(0, AT.end),
    wasm: both.wasm.subarray(0, AT.end),
    hasKill: program!.hasKill,
  };
}

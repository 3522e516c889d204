// Test support for the TGSI → IR translator: runs one fragment shader three ways over the same lanes —
// tgsi's lane program (the code the fused path splices today), the IR through the JavaScript back end
// and the IR through the WebAssembly SIMD back end — and gives the memory each leaves: IN[0..1] and
// CONST[0..1][0..7] as input words, OUT[0..1] as words ('i') and as floats ('f'), the killed flags.
import {
  emitTgsiLaneProgram,
  TGSI_LANE_HELPER_NAMES,
  TGSI_LANE_HELPERS,
  TgsiFile,
  type TgsiShader,
} from '@gallium-ts/tgsi';
import { expect } from 'vitest';
import { IrBuilder } from '../../src/codegen/ir/builder.js';
import type { IrFunction } from '../../src/codegen/ir/ir.js';
import { TgsiIrShader } from '../../src/codegen/tgsi/translate.js';
import { runBoth, words } from './ir-support.js';

export const LANES = 64;
const INPUT_CHANNELS = 8;
/** Constant buffers 0 and 1, 32 words each. */
const CONSTANT_SLOTS = 2;
const CONSTANT_WORDS = 32;
const IN_AT = 0;
const CONST_AT = IN_AT + INPUT_CHANNELS * LANES * 4;
const OUT_AT = CONST_AT + CONSTANT_SLOTS * CONSTANT_WORDS * 4;
/** OUT[0..1] × xyzw, first as words then as floats. */
const WANTED = (['i', 'f'] as const).flatMap((kind) =>
  [0, 1].flatMap((index) => [0, 1, 2, 3].map((channel) => ({ index, channel, kind }))),
);
const KILL_AT = OUT_AT + WANTED.length * LANES * 4;
const END = KILL_AT + LANES * 4;
/** Byte range of the outputs read as words (compared exactly). */
export const WORD_OUTPUTS: readonly [number, number] = [OUT_AT, OUT_AT + 8 * LANES * 4];

export interface ThreeWays {
  lane: Uint8Array;
  js: Uint8Array;
  wasm: Uint8Array;
  hasKill: boolean;
}

const SPECIAL_FLOATS = [Number.NaN, 0, -0, Infinity, -Infinity, 1e30, -1e-30, 0.5, 1, -1, 2 ** -140, 16777217];

/** Seeded input words: ordinary floats, special floats, small integers and arbitrary words. */
export function inputWords(seed: number, count: number): Int32Array {
  const next = words(seed * 7919 + 1);
  const out = new Int32Array(count);
  const f = new Float32Array(out.buffer);
  for (let i = 0; i < count; i++) {
    const pick = next() % 8;
    if (pick < 4) f[i] = ((next() / 2 ** 32) - 0.5) * 8;
    else if (pick === 4) f[i] = SPECIAL_FLOATS[next() % SPECIAL_FLOATS.length]!;
    else if (pick === 5) out[i] = (next() % 70) - 20;
    else out[i] = next() | 0;
  }
  return out;
}

function fillInputs(memory: Uint8Array, inputs: Int32Array, constants: Int32Array): void {
  memory.set(new Uint8Array(inputs.buffer, inputs.byteOffset, inputs.byteLength), IN_AT);
  memory.set(new Uint8Array(constants.buffer, constants.byteOffset, constants.byteLength), CONST_AT);
}

/** The shader run by the lane program, written into a memory image laid out as the IR's. */
function laneProgram(
  shader: TgsiShader,
  inputs: Int32Array,
  constants: Int32Array,
): { memory: Uint8Array; hasKill: boolean } {
  const program = emitTgsiLaneProgram(shader, {
    input: (file, index, channel, kind) => {
      expect(file).toBe(TgsiFile.INPUT);
      return `${kind === 'f' ? 'inF' : 'inI'}[${(index * 4 + channel) * LANES} + lane]`;
    },
    outputs: WANTED,
  });
  expect(program).not.toBeNull();
  const memory = new Uint8Array(END);
  fillInputs(memory, inputs, constants);
  const stores = program!.outputs.map((v, k) =>
    v === null ? '' : `${WANTED[k]!.kind === 'f' ? 'outF' : 'outI'}[${(OUT_AT >> 2) + k * LANES} + lane] = ${v};`,
  );
  const source = `const {${TGSI_LANE_HELPER_NAMES.join(', ')}} = h;
${program!.prelude}
for (let lane = 0; lane < ${LANES}; lane++) {
${program!.body}
${stores.join('\n')}
${program!.killed ? `outI[${KILL_AT >> 2} + lane] = ${program!.killed} !== 0 ? -1 : 0;` : ''}
}`;
  const floats = new Float32Array(inputs.buffer, inputs.byteOffset, inputs.length);
  const slots = Array.from({ length: CONSTANT_SLOTS }, (_, s) =>
    constants.slice(s * CONSTANT_WORDS, (s + 1) * CONSTANT_WORDS),
  );
  new Function('h', 'CF', 'CW', 'inF', 'inI', 'outF', 'outI', source)(
    TGSI_LANE_HELPERS,
    slots.map((w) => new Float32Array(w.buffer)),
    slots,
    floats,
    inputs,
    new Float32Array(memory.buffer),
    new Int32Array(memory.buffer),
  );
  return { memory, hasKill: program!.killed !== null };
}

/** The shader translated into an IR function over the memory layout above. */
export function shaderFunction(shader: TgsiShader): { fn: IrFunction; translated: TgsiIrShader } {
  const translated = TgsiIrShader.of(shader);
  expect(translated).not.toBeNull();
  const b = new IrBuilder('shade');
  translated!.constantsBefore(b, (slot, word, kind) =>
    slot < CONSTANT_SLOTS && word < CONSTANT_WORDS
      ? b.load(kind === 'f' ? 'f32' : 'i32', b.i32(CONST_AT + (slot * CONSTANT_WORDS + word) * 4), `c${word}${kind}`)
      : kind === 'f'
        ? b.f32(0)
        : b.i32(0),
  );
  b.lanes(b.i32(0), b.i32(LANES), (lane) => {
    const offset = b.mul(lane, b.i32(4), 'offset');
    const at = (base: number) => b.add(offset, b.i32(base));
    const result = translated!.lanes(b, {
      input: (file, index, channel, kind) => {
        expect(file).toBe(TgsiFile.INPUT);
        return b.load(kind === 'f' ? 'f32' : 'i32', at(IN_AT + (index * 4 + channel) * LANES * 4), 'in');
      },
      outputs: WANTED,
    });
    result.outputs.forEach((v, k) => {
      if (v) b.store(v.type === 'f32' ? 'f32' : 'i32', at(OUT_AT + k * LANES * 4), v);
    });
    if (result.killed) b.store('i32', at(KILL_AT), result.killed);
  });
  return { fn: b.finish(), translated: translated! };
}

/**
 * Runs `shader` three ways with `inputs` (IN[r].c at word (r·4 + c)·LANES + lane) and `constants`
 * (CONSTANT_SLOTS × CONSTANT_WORDS words).
 */
export function runThreeWays(shader: TgsiShader, inputs: Int32Array, constants: Int32Array): ThreeWays {
  const { memory: lane, hasKill } = laneProgram(shader, inputs, constants);
  const { fn, translated } = shaderFunction(shader);
  const both = runBoth(fn, [], (memory) => fillInputs(memory, inputs, constants), translated.helpers);
  return { lane, js: both.js.subarray(0, END), wasm: both.wasm.subarray(0, END), hasKill };
}

export const CONSTANT_COUNT = CONSTANT_SLOTS * CONSTANT_WORDS;
export { INPUT_CHANNELS };

// Test helpers: run a TGSI program on both engines (interpreter and JIT) with the same inputs, check
// that every output word agrees bit for bit, and hand back the results for exact expectations.
import { expect } from 'vitest';
import type { TgsiExecutable } from '../../src/exec/executable.js';
import { compileTgsi, TgsiMachine } from '../../src/exec/index.js';
import type { TgsiExecOptions } from '../../src/exec/program.js';
import { TgsiFile, type TgsiShader } from '../../src/ir.js';
import { parseTgsi } from '../../src/text/parse.js';

export const ENGINES = [
  ['interpreter', (s: TgsiShader, o?: TgsiExecOptions) => new TgsiMachine(s, o)],
  ['jit', (s: TgsiShader, o?: TgsiExecOptions) => compileTgsi(s, o)],
] as const;

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** The float32 bits of a number, as uint32. */
export function bits(v: number): number {
  f32[0] = v;
  return u32[0]!;
}

/** A value to place in a register channel: a number is a float, {i} / {u} are integer words. */
export type Word = number | { i: number } | { u: number };

/** An integer word given as a signed value. */
export const I = (i: number): Word => ({ i });
/** An integer word given as an unsigned value. */
export const U = (u: number): Word => ({ u });

export function word(w: Word): number {
  if (typeof w === 'number') return bits(w);
  return 'i' in w ? w.i >>> 0 : w.u >>> 0;
}

/**
 * Runs `exec` on both engines; checks that `read` returns the same words; returns the interpreter's.
 * Whatever `exec` returns for an engine (the buffers it bound, say) is handed to `read` with it.
 */
export function onBoth<T, C = void>(
  shader: TgsiShader | string,
  exec: (e: TgsiExecutable) => C,
  read: (e: TgsiExecutable, context: C) => T,
  options?: TgsiExecOptions,
): T {
  const s = typeof shader === 'string' ? parseTgsi(shader) : shader;
  const results = ENGINES.map(([, make]) => {
    const e = make(s, options);
    return read(e, exec(e));
  });
  expect(results[1], 'JIT result differs from the interpreter').toEqual(results[0]);
  return results[0]!;
}

/** Output register words of lanes 0..count-1: out[lane][reg][chan] as uint32. */
export function outputs(e: TgsiExecutable, count: number): number[][][] {
  const regs = e.registerCount(TgsiFile.OUTPUT);
  const views = Array.from({ length: regs }, (_, r) =>
    [0, 1, 2, 3].map((c) => e.registerUints(TgsiFile.OUTPUT, r, c)),
  );
  return Array.from({ length: count }, (_, lane) => views.map((v) => v.map((ch) => ch[lane]!)));
}

/** Fills input register `reg` of every lane: values[lane] is a vec4. */
export function setInput(
  e: TgsiExecutable,
  reg: number,
  values: readonly (readonly Word[])[],
  vertex = 0,
): void {
  for (let c = 0; c < 4; c++) {
    const lanes = e.registerUints(TgsiFile.INPUT, reg, c, vertex);
    values.forEach((v, lane) => {
      lanes[lane] = word(v[c] ?? 0);
    });
  }
}

/**
 * Runs one instruction in a vertex shader over several lanes. `instruction` names its sources IN[0],
 * IN[1], ... and its destination OUT[0] (and OUT[1]); `lanes[l][k]` is the vec4 of IN[k] in lane l.
 * Returns OUT[0] (and OUT[1]) words per lane: result[lane][reg][chan].
 */
export function runInstruction(
  instruction: string,
  lanes: readonly (readonly (readonly Word[])[])[],
  extra = '',
): number[][][] {
  const text = `VERT\nDCL IN[0..4]\nDCL OUT[0..1]\nDCL TEMP[0..3]\nDCL ADDR[0]\n${extra}${instruction}\nEND\n`;
  return onBoth(
    text,
    (e) => {
      for (let k = 0; k < 5; k++)
        setInput(
          e,
          k,
          lanes.map((l) => l[k] ?? [0, 0, 0, 0]),
        );
      e.run(lanes.length);
    },
    (e) => outputs(e, lanes.length),
    { maxLanes: Math.max(4, Math.ceil(lanes.length / 4) * 4) },
  );
}

/** OUT[0] of a single-lane run of one instruction, as words. */
export function op1(instruction: string, ...sources: (readonly Word[])[]): number[] {
  return runInstruction(instruction, [sources])[0]![0]!;
}

// The 8-bit colour store skips its clamp when blendStaysInUnitRange says the blended value stays in
// [0, 1]: checked here by evaluating every accepted equation (the generated expression itself) over
// corner and random inputs, and by showing the rule refuses equations that leave the range.
import { PipeBlend, PipeBlendFactor } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { blendEquation, blendStaysInUnitRange } from '../../src/fragment/backend-emit.js';

const FACTORS: number[] = Object.values(PipeBlendFactor);
const FUNCS = [PipeBlend.ADD, PipeBlend.SUBTRACT, PipeBlend.REVERSE_SUBTRACT, PipeBlend.MIN, PipeBlend.MAX];
const NAMES = [
  'sr',
  'sg',
  'sb',
  'sa',
  'tr',
  'tg',
  'tb',
  'ta',
  'dr',
  'dg',
  'db',
  'da',
  'kr',
  'kg',
  'kb',
  'ka',
];

/** The generated expression for channel c as a function of the sixteen inputs. */
function equation(func: number, src: number, dst: number, c: number): (...v: number[]) => number {
  return new Function(...NAMES, `return ${blendEquation(func, src, dst, c)};`) as (...v: number[]) => number;
}

/** The store with and without the clamp (the two forms writeColor emits). */
const clampedByte = (v: number) => (v <= 0 ? 0 : v >= 1 ? 255 : (v * 255 + 0.5) | 0);
const plainByte = (v: number) => (v * 255 + 0.5) | 0;

/** Inputs in [0, 1]: the corners, values next to them, and a seeded random spread (float32 like sources). */
function unitValues(): number[] {
  const values = [0, 1, 2 ** -149, 2 ** -30, 0.5, 1 - 2 ** -24, Math.fround(1 / 3), Math.fround(0.6)];
  let seed = 12345;
  for (let i = 0; i < 24; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    values.push(Math.fround(seed / 2 ** 32));
  }
  return values;
}

describe('blendStaysInUnitRange', () => {
  const values = unitValues();
  const pick = (i: number, k: number) => values[(i * 7 + k * 13) % values.length]!;

  it('accepts only equations whose stores equal the clamped stores for colours in [0, 1]', () => {
    let accepted = 0;
    const failures: string[] = [];
    for (const func of FUNCS)
      for (const src of FACTORS)
        for (const dst of FACTORS) {
          if (!blendStaysInUnitRange(func, src, dst)) continue;
          accepted++;
          for (let c = 0; c < 4; c++) {
            const f = equation(func, src, dst, c);
            for (let i = 0; i < values.length * values.length; i++) {
              // Constant colour inputs far outside [0, 1]: an accepted equation must not read them.
              const inputs = NAMES.map((name, k) => (name.startsWith('k') ? 1e6 : pick(i, k)));
              const v = f(...inputs);
              if (!(v >= 0 && v <= 1 + 2 ** -50 && plainByte(v) === clampedByte(v)))
                failures.push(`${func}/${src}/${dst} channel ${c}: ${inputs.join(',')} -> ${v}`);
            }
          }
        }
    expect(failures.slice(0, 5)).toEqual([]);
    // MIN and MAX with any factors, and ADD's convex combinations and single terms.
    expect(accepted).toBeGreaterThan(2 * FACTORS.length ** 2);
  });

  it('refuses equations that can leave the range', () => {
    const F = PipeBlendFactor;
    expect(blendStaysInUnitRange(PipeBlend.ADD, F.ONE, F.ONE)).toBe(false);
    expect(blendStaysInUnitRange(PipeBlend.ADD, F.SRC_ALPHA, F.ONE)).toBe(false);
    expect(blendStaysInUnitRange(PipeBlend.SUBTRACT, F.ONE, F.ZERO)).toBe(false);
    expect(blendStaysInUnitRange(PipeBlend.REVERSE_SUBTRACT, F.ZERO, F.ONE)).toBe(false);
    expect(blendStaysInUnitRange(PipeBlend.ADD, F.CONST_COLOR, F.ZERO)).toBe(false);
    expect(blendStaysInUnitRange(PipeBlend.ADD, F.SRC_ALPHA, F.INV_DST_ALPHA)).toBe(false);
    expect(blendStaysInUnitRange(PipeBlend.ADD, F.SRC_ALPHA, F.INV_SRC_ALPHA)).toBe(true);
  });
});

// Seeded, bounded fuzzing: random GL calls on driver-noop with random values of each parameter's kind
// (numbers: enums, small, negative, huge, NaN, infinities; arrays of any length; typed arrays of any
// size; output arrays of the entry point's type), the kinds read from the parameter names. Every call
// must return normally — bad input records a GL error, it never throws — and the context must still draw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENUM_RULES } from '../src/errors/enum-rules.js';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

/** mulberry32: a small seeded generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENUMS = [...new Set(Object.values(ENUM_RULES).flatMap((s) => [...s]))];
const entryPoints = Object.entries(gl).filter(
  (e): e is [string, (...args: unknown[]) => unknown] => e[0].startsWith('gl') && typeof e[1] === 'function',
);

function number(rand: () => number): number {
  const pick = Math.floor(rand() * 6);
  if (pick < 2) return ENUMS[Math.floor(rand() * ENUMS.length)]!;
  if (pick === 2) return Math.floor(rand() * 8);
  if (pick === 3) return rand() * 4 - 2;
  return [-1, 0, 1, 2 ** 31, 2 ** 40, Number.NaN, Number.POSITIVE_INFINITY, -0.5][Math.floor(rand() * 8)]!;
}

function numbers(rand: () => number): number[] {
  return Array.from({ length: Math.floor(rand() * 20) }, () =>
    rand() < 0.8 ? rand() * 2 - 1 : number(rand),
  );
}

function typedArray(rand: () => number): ArrayBufferView {
  const n = Math.floor(rand() * 48);
  const kinds = [Float32Array, Uint8Array, Uint16Array, Uint32Array, Int16Array, Float64Array];
  const Kind = kinds[Math.floor(rand() * kinds.length)]!;
  return new Kind(n).map(() => Math.floor(rand() * 6));
}

/** An output array of the type the entry point's name says. */
function output(fn: string): unknown {
  if (/ui64v$/.test(fn)) return new BigUint64Array(16);
  if (/i64v$/.test(fn)) return new BigInt64Array(16);
  if (/Pointerv$/.test(fn)) return [];
  if (fn === 'glGetBooleanv' || fn === 'glAreTexturesResident') return new Uint8Array(16);
  if (/uiv$/.test(fn) || /^glGen/.test(fn)) return new Uint32Array(16);
  if (/iv$/.test(fn)) return new Int32Array(16);
  if (/dv$/.test(fn) || fn === 'glGetClipPlane') return new Float64Array(16);
  return new Float32Array(16);
}

/** A random value of the kind parameter `param` of entry point `fn` takes. */
function argument(fn: string, param: string, rand: () => number): unknown {
  if (param === 'out' || param === '_residences') return output(fn);
  if (fn.startsWith('glMultiDraw') && (param === 'first' || param === 'count')) return numbers(rand);
  if (fn === 'glMultiDrawElements' && param === 'indices') return [typedArray(rand), Math.floor(rand() * 8)];
  if (
    ['equation', 'm', 'params', 'v', 'v1', 'v2', 'names', 'ids', 'textures', 'priorities'].includes(param)
  ) {
    return rand() < 0.5 ? numbers(rand) : typedArray(rand);
  }
  if (param === 'data') return rand() < 0.2 ? null : typedArray(rand);
  if (param === 'pointer' || param === 'indices')
    return rand() < 0.5 ? typedArray(rand) : Math.floor(rand() * 64);
  if (param === 'lists') return rand() < 0.5 ? numbers(rand) : typedArray(rand);
  if (['flag', 'invert', 'red', 'green', 'blue', 'alpha'].includes(param) && rand() < 0.5)
    return rand() < 0.5;
  return number(rand);
}

/** The parameter names of an entry point, from its source. */
function parameters(fn: (...args: unknown[]) => unknown): string[] {
  const list = /^[^(]*\(([^)]*)\)/.exec(fn.toString())?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.trim().split('=')[0]!.trim())
    .filter(Boolean);
}

let ctx: NoopGl;
beforeAll(async () => {
  ctx = await noopContext(32, 32);
});
afterAll(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

describe('fuzzing the entry points', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`seed ${seed}: 5,000 random calls never throw`, () => {
      gl.makeCurrent(ctx.ctx);
      const rand = random(seed);
      for (let i = 0; i < 5_000; i++) {
        const [name, fn] = entryPoints[Math.floor(rand() * entryPoints.length)]!;
        const args = parameters(fn).map((param) => argument(name, param, rand));
        try {
          fn(...args);
        } catch (error) {
          throw new Error(
            `${name}(${args.map((a) => String(a).slice(0, 24)).join(', ')}) threw: ${String(error)}`,
          );
        }
      }
      // Whatever state the calls left, the context still works.
      while (ctx.ctx.insideBeginEnd) gl.glEnd();
      while (ctx.ctx.lists.compiling) gl.glEndList();
      gl.glGetError();
      gl.glBegin(gl.GL_POINTS);
      gl.glVertex2f(0, 0);
      gl.glEnd();
      gl.glFinish();
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    }, 60_000);
  }
});

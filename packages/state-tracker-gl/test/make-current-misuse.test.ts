// makeCurrent refuses what is not a GlContext or null with a TypeError naming what it got; a Promise
// (a forgotten `await createContext(...)`) is named as such.
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, type GlContext, getCurrentContext, makeCurrent } from '../src/index.js';

afterEach(() => makeCurrent(null));

describe('makeCurrent misuse', () => {
  it('a Promise: says to await createContext', async () => {
    const pending = createContext({ width: 4, height: 4, driver: 'noop' });
    expect(() => makeCurrent(pending as unknown as GlContext)).toThrow(
      new TypeError('makeCurrent: got a Promise — await createContext(...) first'),
    );
    expect(getCurrentContext()).toBeNull();
    const ctx = await pending;
    makeCurrent(ctx);
    expect(getCurrentContext()).toBe(ctx);
    makeCurrent(null);
    expect(getCurrentContext()).toBeNull();
    await ctx.destroy();
  });

  it.each([
    [undefined, 'got undefined'],
    [42, 'got a number (42)'],
    ['ctx', 'got a string (ctx)'],
    [{}, 'got a plain object'],
    [new Map(), 'got an object of class Map'],
    [() => 0, 'got a function'],
  ])('%o: a TypeError naming it', (value, named) => {
    let error: unknown;
    try {
      makeCurrent(value as unknown as GlContext);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(`makeCurrent: expected a GlContext or null, ${named}`);
  });
});

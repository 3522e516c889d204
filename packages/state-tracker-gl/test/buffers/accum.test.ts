// The accumulation buffer (GL 1.5, 4.2.4) on every driver, noop included: createContext's accumBits,
// the bits and clear value glGet reports, glPushAttrib(GL_ACCUM_BUFFER_BIT), the errors, display lists,
// and values computed by hand with Mesa's arithmetic (main/accum.c on R16G16B16A16_SNORM: the clear value
// becomes ((int)(65535 x) - 1) / 2, LOAD/ACCUM add (short)(colour × value × 32767), RETURN writes
// clamp(acc × value / 32767) × 255 rounded to nearest even). Every value here goes through pipe
// transfers only (RETURN writes the window, glReadPixels reads it), so it holds on driver-noop too.
import { afterEach, describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';

const DRIVERS = [...DRAWING_DRIVERS, 'noop'];

let ctx: gl.GlContext | null = null;
afterEach(async () => {
  await ctx?.destroy();
  ctx = null;
  gl.makeCurrent(null);
});

async function context(driver: string, options: Partial<gl.CreateContextOptions> = {}): Promise<void> {
  ctx = await gl.createContext({ width: 4, height: 2, driver, accumBits: 16, ...options });
  gl.makeCurrent(ctx);
}

function integer(pname: number): number {
  const out = new Int32Array(4);
  gl.glGetIntegerv(pname, out);
  return out[0]!;
}

function floats(pname: number): number[] {
  const out = new Float32Array(4);
  gl.glGetFloatv(pname, out);
  return Array.from(out);
}

/** Pixel (x, y) of the read buffer as RGBA bytes. */
function pixel(x: number, y: number): number[] {
  const out = new Uint8Array(4);
  gl.glReadPixels(x, y, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return Array.from(out);
}

/** Puts a colour in the accumulation buffer and returns it into the draw buffers at weight 1. */
function returnColour(r: number, g: number, b: number, a: number): void {
  gl.glClearAccum(r, g, b, a);
  gl.glClear(gl.GL_ACCUM_BUFFER_BIT);
  gl.glAccum(gl.GL_RETURN, 1);
}

const BITS = [gl.GL_ACCUM_RED_BITS, gl.GL_ACCUM_GREEN_BITS, gl.GL_ACCUM_BLUE_BITS, gl.GL_ACCUM_ALPHA_BITS];

describe.each(DRIVERS)('the accumulation buffer [%s]', (driver) => {
  it('has 16 bits per channel when asked for 1..16 bits, none by default', async () => {
    for (const [accumBits, bits] of [
      [16, 16],
      [1, 16],
      [undefined, 0],
      [0, 0],
    ] as const) {
      await context(driver, { accumBits });
      expect(BITS.map(integer)).toEqual([bits, bits, bits, bits]);
      await ctx!.destroy();
    }
  });

  it('createContext rejects accumBits outside 0..16 and a doubleBuffer that is not a boolean', async () => {
    for (const accumBits of [-1, 17, 2.5, Number.NaN, '16' as unknown as number]) {
      await expect(gl.createContext({ width: 4, height: 4, driver, accumBits })).rejects.toThrow(RangeError);
    }
    const doubleBuffer = 1 as unknown as boolean;
    await expect(gl.createContext({ width: 4, height: 4, driver, doubleBuffer })).rejects.toThrow(RangeError);
  });

  it('glClearAccum clamps to [-1, 1]; glPushAttrib(GL_ACCUM_BUFFER_BIT) saves the clear value', async () => {
    await context(driver);
    expect(floats(gl.GL_ACCUM_CLEAR_VALUE)).toEqual([0, 0, 0, 0]);
    gl.glClearAccum(2, -3, 0.5, -0.25);
    expect(floats(gl.GL_ACCUM_CLEAR_VALUE)).toEqual([1, -1, 0.5, -0.25]);
    gl.glPushAttrib(gl.GL_ACCUM_BUFFER_BIT);
    gl.glClearAccum(0, 0, 0, 0);
    gl.glPopAttrib();
    expect(floats(gl.GL_ACCUM_CLEAR_VALUE)).toEqual([1, -1, 0.5, -0.25]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('records the errors the spec names and changes nothing', async () => {
    await context(driver, { accumBits: 0 });
    gl.glAccum(0x1234, 1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    gl.glAccum(gl.GL_ACCUM, 1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    await ctx!.destroy();
    await context(driver);
    returnColour(1, 1, 1, 1);
    gl.glBegin(gl.GL_POINTS);
    gl.glAccum(gl.GL_LOAD, 0);
    gl.glClearAccum(0, 0, 0, 0);
    gl.glEnd();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(floats(gl.GL_ACCUM_CLEAR_VALUE)).toEqual([1, 1, 1, 1]);
    gl.glAccum(gl.GL_RETURN, 1);
    expect(pixel(0, 0)).toEqual([255, 255, 255, 255]);
  });

  it('clears to ((int)(65535 x) - 1) / 2 and RETURN scales, clamps and rounds', async () => {
    await context(driver);
    // 0.5 → 16383, -0.25 → -8192, 1 → 32767, 0.2 → 6553.
    returnColour(0.5, -0.25, 1, 0.2);
    // 16383 / 32767 × 255 = 127.496; negative → 0; 255; 6553 / 32767 × 255 = 50.997.
    expect(pixel(0, 0)).toEqual([127, 0, 255, 51]);
    gl.glAccum(gl.GL_RETURN, 2);
    // 254.992 → 255; 0; 2 × 255 clamps to 255; 101.995 → 102.
    expect(pixel(3, 1)).toEqual([255, 0, 255, 102]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('LOAD, MULT, ADD and ACCUM on pixels read from the read buffer', async () => {
    await context(driver);
    returnColour(0.5, 0, 1, 0.2); // the window: 127, 0, 255, 51
    gl.glAccum(gl.GL_LOAD, 1); // 127 / 255 × 32767 = 16319.6 → 16319; 0; 32767; 6552.2 → 6552
    gl.glAccum(gl.GL_RETURN, 1);
    expect(pixel(1, 0)).toEqual([127, 0, 255, 51]);
    gl.glAccum(gl.GL_MULT, 0.5); // 8159.5 → 8159; 0; 16383; 3276
    gl.glAccum(gl.GL_RETURN, 1);
    expect(pixel(1, 0)).toEqual([63, 0, 127, 25]); // 63.495, 0, 127.496, 25.496
    gl.glAccum(gl.GL_ADD, 0.25); // + (short)8191.75 = 8191: 16350; 8191; 24574; 11467
    gl.glAccum(gl.GL_RETURN, 1);
    expect(pixel(1, 0)).toEqual([127, 64, 191, 89]); // 127.23, 63.74, 191.24, 89.24
    // ACCUM of the window at 1: 127 → 16319 more; 64 → 8223 more; 191 → 24542 more (24574 + 24542 wraps
    // as Mesa's 16-bit addition does, to -16420: RETURN writes 0); 89 → 11435 more.
    gl.glAccum(gl.GL_ACCUM, 1);
    gl.glAccum(gl.GL_RETURN, 1);
    expect(pixel(1, 0)).toEqual([254, 128, 0, 178]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('covers only the scissor box, and RETURN writes only the channels the colour mask enables', async () => {
    await context(driver);
    returnColour(0, 0, 0, 0);
    gl.glEnable(gl.GL_SCISSOR_TEST);
    gl.glScissor(2, 1, 5, 5);
    returnColour(1, 1, 1, 1);
    expect([pixel(2, 1), pixel(3, 1), pixel(1, 1), pixel(2, 0)]).toEqual([
      [255, 255, 255, 255],
      [255, 255, 255, 255],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    gl.glDisable(gl.GL_SCISSOR_TEST);
    gl.glAccum(gl.GL_RETURN, 1); // the accumulation buffer was cleared in the box only
    expect([pixel(2, 1), pixel(1, 1)]).toEqual([
      [255, 255, 255, 255],
      [0, 0, 0, 0],
    ]);
    gl.glColorMask(false, true, false, true);
    returnColour(0.5, 0.5, 0.5, 0.5);
    expect([pixel(2, 1), pixel(0, 0)]).toEqual([
      [255, 127, 255, 127],
      [0, 127, 0, 127],
    ]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('RETURN writes the draw buffers (none for GL_NONE); LOAD reads the read buffer', async () => {
    await context(driver, { doubleBuffer: true });
    returnColour(1, 0, 0, 1); // into the back buffer
    gl.glReadBuffer(gl.GL_FRONT);
    expect(pixel(0, 0)).toEqual([0, 0, 0, 0]);
    gl.glDrawBuffer(gl.GL_FRONT_AND_BACK);
    returnColour(0, 1, 0, 1);
    gl.glDrawBuffer(gl.GL_NONE);
    returnColour(0, 0, 1, 1);
    expect(pixel(0, 0)).toEqual([0, 255, 0, 255]);
    gl.glDrawBuffer(gl.GL_FRONT);
    returnColour(1, 1, 0, 1);
    gl.glReadBuffer(gl.GL_BACK);
    expect(pixel(0, 0)).toEqual([0, 255, 0, 255]);
    gl.glAccum(gl.GL_LOAD, 1); // from the back buffer
    gl.glAccum(gl.GL_RETURN, 1); // into the front one
    gl.glReadBuffer(gl.GL_FRONT);
    expect(pixel(0, 0)).toEqual([0, 255, 0, 255]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('a conditional render whose query counted no samples skips glAccum and the accumulation clear', async () => {
    await context(driver);
    // Drivers without GL_NV_conditional_render have nothing to test; noop's queries count no samples.
    if (!ctx!.limits.conditionalRender || driver === 'noop') return;
    returnColour(0.5, 0.5, 0.5, 0.5);
    const ids = new Uint32Array(2);
    gl.glGenQueries(2, ids);
    gl.glBeginQuery(gl.GL_SAMPLES_PASSED, ids[0]!);
    gl.glEndQuery(gl.GL_SAMPLES_PASSED); // nothing drawn: 0 samples
    gl.glBeginQuery(gl.GL_SAMPLES_PASSED, ids[1]!);
    gl.glRectf(-1, -1, 1, 1);
    gl.glEndQuery(gl.GL_SAMPLES_PASSED);
    gl.glBeginConditionalRender(ids[0]!, gl.GL_QUERY_WAIT);
    returnColour(1, 1, 1, 1);
    gl.glEndConditionalRender();
    gl.glAccum(gl.GL_RETURN, 1);
    expect(pixel(0, 0)).toEqual([127, 127, 127, 127]);
    gl.glBeginConditionalRender(ids[1]!, gl.GL_QUERY_WAIT);
    returnColour(1, 1, 1, 1);
    gl.glEndConditionalRender();
    expect(pixel(0, 0)).toEqual([255, 255, 255, 255]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('does nothing in selection and feedback modes, as Mesa (nothing reaches the framebuffer)', async () => {
    await context(driver);
    returnColour(0.5, 0.5, 0.5, 0.5);
    gl.glSelectBuffer(4, new Uint32Array(4));
    gl.glRenderMode(gl.GL_SELECT);
    gl.glClearAccum(1, 1, 1, 1);
    gl.glClear(gl.GL_ACCUM_BUFFER_BIT);
    gl.glAccum(gl.GL_RETURN, 1);
    gl.glAccum(gl.GL_LOAD, 0);
    expect(gl.glRenderMode(gl.GL_RENDER)).toBe(0);
    expect(pixel(0, 0)).toEqual([127, 127, 127, 127]);
    gl.glAccum(gl.GL_RETURN, 1);
    expect(pixel(0, 0)).toEqual([127, 127, 127, 127]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('glAccum and glClearAccum are compiled into display lists', async () => {
    await context(driver);
    returnColour(0, 0, 0, 0);
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    gl.glClearAccum(0, 1, 0, 1);
    gl.glClear(gl.GL_ACCUM_BUFFER_BIT);
    gl.glAccum(gl.GL_RETURN, 1);
    gl.glAccum(0x1234, 1);
    gl.glEndList();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    expect(floats(gl.GL_ACCUM_CLEAR_VALUE)).toEqual([0, 0, 0, 0]);
    expect(pixel(0, 0)).toEqual([0, 0, 0, 0]);
    gl.glCallList(list);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    expect(pixel(0, 0)).toEqual([0, 255, 0, 255]);
  });
});

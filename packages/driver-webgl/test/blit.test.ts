// Blits blitFramebuffer cannot do, drawn instead: a colour mask leaving channels out keeps them, and
// alphaBlend blends the source over the destination by source alpha (8-bit rounding: within 1); what
// neither can do is refused with PipeUnsupportedError and changes nothing.
import {
  blitInfo,
  makeBox,
  PipeBind,
  PipeFormat,
  PipeMask,
  PipeTexFilter,
  PipeTransfer,
  PipeUnsupportedError,
  resourceTemplate,
} from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { createWebglScreen } from '../src/index.js';
import { sharedGl } from './helpers/gl.js';

async function setup() {
  const screen = await createWebglScreen({ gl: await sharedGl() });
  const ctx = screen.contextCreate();
  const make = (
    format: PipeFormat,
    bytes: number[],
    bind = PipeBind.SAMPLER_VIEW | PipeBind.RENDER_TARGET,
  ) => {
    const r = screen.resourceCreate(resourceTemplate({ format, width0: 2, height0: 2, bind }));
    const size = bytes.length / 4;
    ctx.textureSubdata(
      r,
      0,
      PipeTransfer.WRITE,
      makeBox(0, 0, 0, 2, 2, 1),
      Uint8Array.from(bytes),
      2 * size,
      4 * size,
    );
    return r;
  };
  const read = (r: ReturnType<typeof make>) => {
    const m = ctx.transferMap(r, 0, PipeTransfer.READ, makeBox(0, 0, 0, 2, 2, 1))!;
    const out = Array.from(m.data.slice(0, 16));
    ctx.transferUnmap(m.transfer);
    return out;
  };
  return { screen, ctx, make, read };
}

const SRC = [200, 100, 50, 128, 10, 20, 30, 255, 255, 255, 255, 0, 0, 0, 0, 64];
const DST = [40, 80, 120, 160, 1, 2, 3, 4, 100, 100, 100, 100, 250, 250, 250, 250];

describe('blits drawn instead of copied', () => {
  it('a colour mask of R and G keeps B and A of the destination', async () => {
    const { screen, ctx, make, read } = await setup();
    const src = make(PipeFormat.R8G8B8A8_UNORM, SRC);
    const dst = make(PipeFormat.R8G8B8A8_UNORM, DST);
    ctx.blit(blitInfo(dst, src, { mask: PipeMask.R | PipeMask.G, filter: PipeTexFilter.NEAREST }));
    const want = DST.map((d, i) => (i % 4 < 2 ? SRC[i]! : d));
    expect(read(dst)).toEqual(want);
    for (const r of [src, dst]) screen.resourceDestroy(r);
    ctx.destroy();
    screen.destroy();
  });

  it('alphaBlend: source × alpha + destination × (1 − alpha), within one unit', async () => {
    const { screen, ctx, make, read } = await setup();
    const src = make(PipeFormat.R8G8B8A8_UNORM, SRC);
    const dst = make(PipeFormat.R8G8B8A8_UNORM, DST);
    ctx.blit(blitInfo(dst, src, { alphaBlend: true }));
    const got = read(dst);
    for (let i = 0; i < 16; i++) {
      const a = SRC[(i & ~3) + 3]! / 255;
      const want = SRC[i]! * a + DST[i]! * (1 - a);
      expect(Math.abs(got[i]! - want), `byte ${i}`).toBeLessThanOrEqual(1);
    }
    for (const r of [src, dst]) screen.resourceDestroy(r);
    ctx.destroy();
    screen.destroy();
  });

  it('an integer source into a float destination is refused and changes nothing', async () => {
    const { screen, ctx, make, read } = await setup();
    const src = make(PipeFormat.R8G8B8A8_UINT, SRC);
    const dst = make(PipeFormat.R8G8B8A8_UNORM, DST);
    const before = read(dst);
    expect(() => ctx.blit(blitInfo(dst, src))).toThrow(PipeUnsupportedError);
    expect(read(dst)).toEqual(before);
    for (const r of [src, dst]) screen.resourceDestroy(r);
    ctx.destroy();
    screen.destroy();
  });
});

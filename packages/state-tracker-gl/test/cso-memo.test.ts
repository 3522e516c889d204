// The CSO kept per GL state value (draw/cso-memo.ts): a toggle between known states re-binds their cached
// CSOs without creating any; the bound state always follows GL — after glPopAttrib, with stencil, alpha
// and blend inputs, across a texture change — and a remembered entry the CSO cache deleted is looked up
// again, never bound.
import { CsoContext } from '@gallium-ts/cso-cache';
import {
  depthStencilAlphaState,
  PipeBlend,
  PipeBlendFactor,
  type PipeBlendState,
  type PipeDepthStencilAlphaState,
  PipeFunc,
  PipeMask,
  PipeStencilOp,
} from '@gallium-ts/gallium-api';
import type { BoundState } from '@gallium-ts/gallium-api/util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CsoMemo, type DerivedCso } from '../src/draw/cso-memo.js';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
beforeEach(async () => {
  ctx = await noopContext();
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

function triangle(): void {
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glVertex2f(0, 0);
  gl.glVertex2f(1, 0);
  gl.glVertex2f(0, 1);
  gl.glEnd();
  gl.glFlush();
}

/** The driver's bound state (driver-noop keeps it, validated, on its base context). */
function bound(): BoundState {
  return (ctx.ctx.pipe as unknown as { bound: BoundState }).bound;
}
const boundDsa = () => bound().cso.depthStencilAlpha!.state as PipeDepthStencilAlphaState;

describe('CSOs per GL state', () => {
  it('a glEnable/glDisable toggle re-binds the two cached CSOs, creating none, and the bound state follows GL', () => {
    triangle();
    gl.glEnable(gl.GL_DEPTH_TEST);
    triangle();
    const creates = ctx.counters.createDepthStencilAlphaState;
    const binds = ctx.counters.bindDepthStencilAlphaState;
    for (let i = 0; i < 20; i++) {
      if (i & 1) gl.glEnable(gl.GL_DEPTH_TEST);
      else gl.glDisable(gl.GL_DEPTH_TEST);
      triangle();
      expect(boundDsa().depth.enabled).toBe((i & 1) === 1);
    }
    expect(ctx.counters.createDepthStencilAlphaState).toBe(creates);
    expect(ctx.counters.bindDepthStencilAlphaState - binds).toBe(20);
  });

  it('the state glPopAttrib restores reaches the driver, with the function it restores', () => {
    gl.glPushAttrib(gl.GL_ENABLE_BIT | gl.GL_DEPTH_BUFFER_BIT);
    gl.glEnable(gl.GL_DEPTH_TEST);
    gl.glDepthFunc(gl.GL_GREATER);
    triangle();
    expect(boundDsa().depth).toMatchObject({ enabled: true, func: PipeFunc.GREATER });
    gl.glPopAttrib();
    triangle();
    expect(boundDsa().depth.enabled).toBe(false);
    gl.glEnable(gl.GL_DEPTH_TEST);
    triangle();
    expect(boundDsa().depth).toMatchObject({ enabled: true, func: PipeFunc.LESS });
    gl.glPushAttrib(gl.GL_DEPTH_BUFFER_BIT);
    gl.glDepthFunc(gl.GL_GREATER);
    triangle();
    gl.glPopAttrib();
    triangle();
    expect(boundDsa().depth.func).toBe(PipeFunc.LESS);
  });

  it('stencil and alpha inputs decide the state: two-sided stencil, references, and back again', () => {
    gl.glEnable(gl.GL_STENCIL_TEST);
    gl.glStencilFunc(gl.GL_EQUAL, 1, 0xff);
    triangle();
    const oneSided = boundDsa();
    expect(oneSided.stencil[0]).toMatchObject({ enabled: true, func: PipeFunc.EQUAL, valuemask: 0xff });
    expect(oneSided.stencil[1]!.enabled).toBe(false);
    gl.glStencilOpSeparate(gl.GL_BACK, gl.GL_KEEP, gl.GL_KEEP, gl.GL_INCR);
    triangle();
    expect(boundDsa().stencil[1]).toMatchObject({ enabled: true, zpassOp: PipeStencilOp.INCR });
    expect(boundDsa().stencil[0]!.zpassOp).toBe(PipeStencilOp.KEEP);
    gl.glStencilOpSeparate(gl.GL_BACK, gl.GL_KEEP, gl.GL_KEEP, gl.GL_KEEP);
    const creates = ctx.counters.createDepthStencilAlphaState;
    triangle();
    expect(boundDsa()).toEqual(oneSided);
    expect(ctx.counters.createDepthStencilAlphaState).toBe(creates);
    gl.glEnable(gl.GL_ALPHA_TEST);
    for (const ref of [0.25, 0.5, 0.25]) {
      gl.glAlphaFunc(gl.GL_GEQUAL, ref);
      triangle();
      expect(boundDsa().alpha).toEqual({ enabled: true, func: PipeFunc.GEQUAL, refValue: ref });
    }
    expect(ctx.counters.createDepthStencilAlphaState).toBe(creates + 2);
  });

  it('blend and rasterizer toggles bind the state GL asks for', () => {
    gl.glBlendFunc(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA);
    for (let i = 0; i < 4; i++) {
      if (i & 1) gl.glEnable(gl.GL_BLEND);
      else gl.glDisable(gl.GL_BLEND);
      if (i & 2) gl.glEnable(gl.GL_CULL_FACE);
      else gl.glDisable(gl.GL_CULL_FACE);
      triangle();
      const blend = bound().cso.blend!.state as { rt: { blendEnable: boolean }[] };
      const raster = bound().cso.rasterizer!.state as { cullFace: number };
      expect(blend.rt[0]!.blendEnable).toBe((i & 1) === 1);
      expect(raster.cullFace !== 0).toBe((i & 2) === 2);
    }
  });

  it('every input of the keys reaches the state: blend equations and factors, colour mask, depth, alpha', () => {
    gl.glEnable(gl.GL_BLEND);
    gl.glBlendFuncSeparate(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_CONSTANT_ALPHA, gl.GL_DST_COLOR, gl.GL_ZERO);
    gl.glBlendEquationSeparate(gl.GL_FUNC_REVERSE_SUBTRACT, gl.GL_FUNC_ADD);
    gl.glColorMask(true, false, true, false);
    gl.glEnable(gl.GL_DEPTH_TEST);
    gl.glDepthFunc(gl.GL_GEQUAL);
    gl.glDepthMask(false);
    gl.glEnable(gl.GL_ALPHA_TEST);
    gl.glAlphaFunc(gl.GL_NOTEQUAL, 0.75);
    triangle();
    const blend = bound().cso.blend!.state as PipeBlendState;
    expect(blend.rt[0]).toEqual({
      blendEnable: true,
      rgbFunc: PipeBlend.REVERSE_SUBTRACT,
      rgbSrcFactor: PipeBlendFactor.SRC_ALPHA,
      rgbDstFactor: PipeBlendFactor.INV_CONST_ALPHA,
      alphaFunc: PipeBlend.ADD,
      alphaSrcFactor: PipeBlendFactor.DST_COLOR,
      alphaDstFactor: PipeBlendFactor.ZERO,
      colormask: PipeMask.R | PipeMask.B,
    });
    expect(boundDsa().depth).toMatchObject({ enabled: true, writemask: false, func: PipeFunc.GEQUAL });
    expect(boundDsa().alpha).toEqual({ enabled: true, func: PipeFunc.NOTEQUAL, refValue: 0.75 });
    // MIN ignores the factors (Mesa makes them ONE); turning blending off keeps the colour mask.
    gl.glBlendEquation(gl.GL_MIN);
    triangle();
    expect((bound().cso.blend!.state as PipeBlendState).rt[0]).toMatchObject({
      rgbFunc: PipeBlend.MIN,
      rgbSrcFactor: PipeBlendFactor.ONE,
      rgbDstFactor: PipeBlendFactor.ONE,
    });
    gl.glDisable(gl.GL_BLEND);
    gl.glDisable(gl.GL_DEPTH_TEST);
    gl.glDisable(gl.GL_ALPHA_TEST);
    triangle();
    expect((bound().cso.blend!.state as PipeBlendState).rt[0]).toMatchObject({
      blendEnable: false,
      colormask: PipeMask.R | PipeMask.B,
    });
    expect(boundDsa().depth.enabled).toBe(false);
    expect(boundDsa().alpha.enabled).toBe(false);
  });

  it('a texture change between toggles: textures and the toggled state both reach the driver', async () => {
    // The package's own programs, which sample the enabled unit.
    await ctx.ctx.destroy();
    const real = await gl.createContext({ width: 16, height: 16, driver: 'noop' });
    gl.makeCurrent(real);
    ctx = { ...ctx, ctx: real };
    const texels = new Uint8Array(4 * 4 * 4).fill(255);
    gl.glBindTexture(gl.GL_TEXTURE_2D, 1);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, 4, 4, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, texels);
    gl.glEnable(gl.GL_TEXTURE_2D);
    for (let i = 0; i < 6; i++) {
      if (i & 1) gl.glEnable(gl.GL_DEPTH_TEST);
      else gl.glDisable(gl.GL_DEPTH_TEST);
      if (i === 3) gl.glDisable(gl.GL_TEXTURE_2D);
      triangle();
      expect(boundDsa().depth.enabled).toBe((i & 1) === 1);
      expect(bound().samplerViews[1]![0] !== null).toBe(i < 3);
    }
  });
});

describe('CsoMemo', () => {
  /** A "GL state" that is one number: the alpha reference of an alpha test. */
  const alphaRef: DerivedCso<PipeDepthStencilAlphaState> & { value: number } = {
    value: 0,
    keyLength: 1,
    key(_c, key) {
      key[0] = alphaRef.value;
      return 1;
    },
    template(key) {
      const t = depthStencilAlphaState();
      t.alpha.enabled = true;
      t.alpha.refValue = key[0]!;
      return t;
    },
  };

  it('gives a remembered entry back for a known key, the cache’s entry for a new one', () => {
    const cso = new CsoContext(ctx.ctx.pipe.screen.contextCreate());
    const memo = new CsoMemo(cso.cache.depthStencilAlpha, alphaRef);
    const c = ctx.ctx;
    alphaRef.value = 0.5;
    const first = memo.entry(c);
    expect(first.template.alpha.refValue).toBe(0.5);
    alphaRef.value = 0.25;
    const second = memo.entry(c);
    alphaRef.value = 0.5;
    expect(memo.entry(c)).toBe(first);
    alphaRef.value = 0.25;
    expect(memo.entry(c)).toBe(second);
    // Two lookups made the two entries; the memo answered the rest.
    expect(cso.counters().creates.depthStencilAlpha).toBe(2);
    expect(cso.counters().hits.depthStencilAlpha).toBe(0);
    cso.destroy();
    cso.pipe.destroy();
  });

  it('never returns an entry the cache deleted: evicted ones are looked up (and created) again', () => {
    const cso = new CsoContext(ctx.ctx.pipe.screen.contextCreate(), { maxEntriesPerType: 2 });
    const memo = new CsoMemo(cso.cache.depthStencilAlpha, alphaRef);
    const seen = new Set<unknown>();
    for (let round = 0; round < 3; round++) {
      for (const value of [0.1, 0.2, 0.3, 0.4]) {
        alphaRef.value = value;
        const entry = memo.entry(ctx.ctx);
        expect(entry.deleted).toBe(false);
        expect(entry.template.alpha.refValue).toBe(value);
        cso.setDepthStencilAlphaEntry(entry); // throws if the entry were deleted
        seen.add(entry);
      }
    }
    const counters = cso.counters();
    // Four keys, two cache places: remembered entries were evicted, and each time the memo looked the
    // key up again, which made a new entry (every entry handed out was live when handed out).
    expect(counters.evictions.depthStencilAlpha).toBeGreaterThan(0);
    expect(counters.creates.depthStencilAlpha).toBeGreaterThan(4);
    expect(seen.size).toBe(counters.creates.depthStencilAlpha);
    cso.destroy();
    cso.pipe.destroy();
  });

  it('after the CSO context is destroyed no remembered entry is handed out', () => {
    const cso = new CsoContext(ctx.ctx.pipe.screen.contextCreate());
    const memo = new CsoMemo(cso.cache.depthStencilAlpha, alphaRef);
    alphaRef.value = 0.75;
    const entry = memo.entry(ctx.ctx);
    cso.destroy();
    expect(entry.deleted).toBe(true);
    expect(() => memo.entry(ctx.ctx)).toThrow(/destroyed/);
    cso.pipe.destroy();
  });
});

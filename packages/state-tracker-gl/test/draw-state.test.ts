// The draw path only sends changed state to the driver: repeated draws with no state change make no
// bind calls; a toggled enable rebinds only its CSO; constants are rewritten only when fixed-function
// state changed; programs switch when the state key changes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

describe('state reaching the driver', () => {
  it('draws with unchanged state bind nothing again', () => {
    triangle();
    ctx.ctx.pipe.flush(0);
    const c = ctx.counters;
    const before = { ...c };
    for (let i = 0; i < 10; i++) triangle();
    expect(c.drawVbo - before.drawVbo).toBe(10);
    for (const method of [
      'bindRasterizerState',
      'bindBlendState',
      'bindDepthStencilAlphaState',
      'bindVsState',
      'bindFsState',
      'setViewportStates',
      'setFramebufferState',
      'setConstantBuffer',
      'bindVertexElementsState',
    ] as const) {
      expect(c[method] - before[method], method).toBe(0);
    }
    expect(ctx.programs.constantWrites).toBe(1);
  });

  it('toggling depth test rebinds only the depth/stencil/alpha state, from the cache', () => {
    triangle();
    const c = ctx.counters;
    const before = { ...c };
    for (let i = 0; i < 10; i++) {
      gl.glEnable(gl.GL_DEPTH_TEST);
      triangle();
      gl.glDisable(gl.GL_DEPTH_TEST);
      triangle();
    }
    expect(c.bindDepthStencilAlphaState - before.bindDepthStencilAlphaState).toBe(20);
    expect(c.createDepthStencilAlphaState - before.createDepthStencilAlphaState).toBe(1);
    expect(c.bindRasterizerState - before.bindRasterizerState).toBe(0);
    expect(c.bindBlendState - before.bindBlendState).toBe(0);
    expect(ctx.programs.programCalls).toBe(1);
  });

  it('fixed-function changes ask for the program again, switch it when the key differs, and rewrite constants', () => {
    triangle();
    gl.glTranslatef(1, 0, 0);
    triangle();
    expect(ctx.programs.programCalls).toBe(2);
    expect(ctx.programs.constantWrites).toBe(2);
    expect(ctx.programs.programs.length).toBe(1);
    gl.glEnable(gl.GL_LIGHTING);
    triangle();
    expect(ctx.programs.programs.length).toBe(2);
    gl.glDisable(gl.GL_LIGHTING);
    triangle();
    expect(ctx.counters.createVsState).toBe(2);
    expect(ctx.counters.bindVsState).toBe(3);
  });

  it('the rasterizer state follows GL: front face, culling, polygon mode, flat shading, scissor, line stipple', () => {
    const states: import('@gallium-ts/gallium-api').PipeRasterizerState[] = [];
    const pipe = ctx.ctx.pipe;
    const original = pipe.createRasterizerState.bind(pipe);
    pipe.createRasterizerState = (s) => {
      states.push(structuredClone(s));
      return original(s);
    };
    gl.glFrontFace(gl.GL_CW);
    gl.glEnable(gl.GL_CULL_FACE);
    gl.glCullFace(gl.GL_FRONT);
    gl.glPolygonMode(gl.GL_BACK, gl.GL_LINE);
    gl.glShadeModel(gl.GL_FLAT);
    gl.glEnable(gl.GL_SCISSOR_TEST);
    gl.glEnable(gl.GL_LINE_STIPPLE);
    gl.glLineStipple(3, 0x0f0f);
    gl.glLineWidth(2.5);
    triangle();
    const r = states.at(-1)!;
    // Y_0_BOTTOM: GL's CW front face is Gallium's counter-clockwise.
    expect(r.frontCcw).toBe(true);
    expect(r.cullFace).toBe(1);
    expect(r.fillBack).toBe(1);
    expect(r.fillFront).toBe(1);
    expect(r.flatshade).toBe(true);
    expect(r.flatshadeFirst).toBe(false);
    expect(r.scissor).toBe(true);
    expect(r.lineStippleEnable).toBe(true);
    expect(r.lineStippleFactor).toBe(2);
    expect(r.lineStipplePattern).toBe(0x0f0f);
    expect(r.lineWidth).toBe(2.5);
    expect(r.halfPixelCenter).toBe(true);
    expect(r.bottomEdgeRule).toBe(false);
    expect(ctx.ctx.ff.edgeFlags).toBe(true);
  });

  it('blend, depth/stencil and alpha state follow GL', () => {
    const blends: import('@gallium-ts/gallium-api').PipeBlendState[] = [];
    const dsas: import('@gallium-ts/gallium-api').PipeDepthStencilAlphaState[] = [];
    const pipe = ctx.ctx.pipe;
    const ob = pipe.createBlendState.bind(pipe);
    const od = pipe.createDepthStencilAlphaState.bind(pipe);
    pipe.createBlendState = (s) => {
      blends.push(structuredClone(s));
      return ob(s);
    };
    pipe.createDepthStencilAlphaState = (s) => {
      dsas.push(structuredClone(s));
      return od(s);
    };
    gl.glEnable(gl.GL_BLEND);
    gl.glBlendFuncSeparate(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA, gl.GL_ONE, gl.GL_ZERO);
    gl.glBlendEquation(gl.GL_FUNC_REVERSE_SUBTRACT);
    gl.glColorMask(true, false, true, false);
    gl.glEnable(gl.GL_DEPTH_TEST);
    gl.glDepthFunc(gl.GL_GEQUAL);
    gl.glDepthMask(false);
    gl.glEnable(gl.GL_STENCIL_TEST);
    gl.glStencilFuncSeparate(gl.GL_BACK, gl.GL_EQUAL, 3, 0x1ff);
    gl.glStencilOpSeparate(gl.GL_FRONT, gl.GL_INCR_WRAP, gl.GL_DECR, gl.GL_INVERT);
    gl.glEnable(gl.GL_ALPHA_TEST);
    gl.glAlphaFunc(gl.GL_GREATER, 0.25);
    triangle();
    const b = blends.at(-1)!.rt[0]!;
    expect(b).toMatchObject({
      blendEnable: true,
      rgbFunc: 2,
      alphaFunc: 2,
      rgbSrcFactor: 0x3,
      rgbDstFactor: 0x13,
      alphaSrcFactor: 1,
      alphaDstFactor: 0x11,
      colormask: 5,
    });
    const d = dsas.at(-1)!;
    expect(d.depth).toMatchObject({ enabled: true, func: 6, writemask: false });
    expect(d.stencil[0]).toMatchObject({
      enabled: true,
      func: 7,
      failOp: 5,
      zfailOp: 4,
      zpassOp: 7,
      valuemask: 0xff,
    });
    expect(d.stencil[1]).toMatchObject({ enabled: true, func: 2, valuemask: 0xff, failOp: 0 });
    expect(d.alpha).toMatchObject({ enabled: true, func: 4, refValue: 0.25 });
  });

  it('logic op replaces blending', () => {
    const blends: import('@gallium-ts/gallium-api').PipeBlendState[] = [];
    const pipe = ctx.ctx.pipe;
    const ob = pipe.createBlendState.bind(pipe);
    pipe.createBlendState = (s) => {
      blends.push(structuredClone(s));
      return ob(s);
    };
    gl.glEnable(gl.GL_BLEND);
    gl.glEnable(gl.GL_COLOR_LOGIC_OP);
    gl.glLogicOp(gl.GL_XOR);
    triangle();
    expect(blends.at(-1)!.logicopEnable).toBe(true);
    expect(blends.at(-1)!.logicopFunc).toBe(6);
    expect(blends.at(-1)!.rt[0]!.blendEnable).toBe(false);
  });
});

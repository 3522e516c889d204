// Pixel probes of the per-fragment operations on every drawing driver: stencil counts and every stencil
// operation read back with glReadPixels(GL_STENCIL_INDEX), alpha-test decisions, blend factors and
// equations, logic ops on known bytes, and window depth read back as floats.

import { PipeCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { describeOnDrawingDrivers } from '../../helpers/drawing-drivers.js';
import { softWithout } from '../../helpers/lowering-drivers.js';
import { depthAt, pixel, pointOn, stencilAt, unorm8s, useProbeContext } from './probe.js';

/** The window colour the blend and logic-op probes clear to, (0.2, 0.4, 0.6, 1) in bytes. */
const DST = [51, 102, 153, 255];

/** Logic ops on known bytes: natively on soft, in the fragment program on webgl and on soft without LOGIC_OP. */
function logicOpProbe(driver: string): void {
  useProbeContext(driver);
  it('logic ops combine the bytes of the fragment and the window', () => {
    gl.glClearColor(0.2, 0.4, 0.6, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    gl.glEnable(gl.GL_COLOR_LOGIC_OP);
    const src = [0xa5, 0x3c, 0xf0, 0x0f];
    const ops: [number, (s: number, d: number) => number][] = [
      [gl.GL_XOR, (s, d) => s ^ d],
      [gl.GL_AND, (s, d) => s & d],
      [gl.GL_OR_REVERSE, (s, d) => s | (~d & 0xff)],
      [gl.GL_EQUIV, (s, d) => ~(s ^ d) & 0xff],
      [gl.GL_NAND, (s, d) => ~(s & d) & 0xff],
      [gl.GL_COPY_INVERTED, (s) => ~s & 0xff],
    ];
    ops.forEach(([op], i) => {
      gl.glLogicOp(op);
      gl.glColor4ub(src[0]!, src[1]!, src[2]!, src[3]!);
      pointOn(i, 0);
    });
    for (const [i, [, f]] of ops.entries())
      expect(pixel(i, 0), `op ${i}`).toEqual(src.map((s, c) => f(s, DST[c]!)));
  });
}

describeOnDrawingDrivers('logic-op probe', logicOpProbe);
describe(`logic-op probe [lowered on soft]`, () =>
  logicOpProbe(softWithout('logic-op', { caps: { [PipeCap.LOGIC_OP]: 0 } })));

describeOnDrawingDrivers('per-fragment probes', (driver) => {
  useProbeContext(driver);

  it('stencil GL_INCR counts overlapping rectangles exactly', () => {
    gl.glEnable(gl.GL_STENCIL_TEST);
    gl.glStencilFunc(gl.GL_ALWAYS, 0, 0xff);
    gl.glStencilOp(gl.GL_KEEP, gl.GL_KEEP, gl.GL_INCR);
    for (let i = 0; i < 5; i++) gl.glRectf(i, 0, 10, 4);
    for (let x = 0; x < 12; x++) expect(stencilAt(x, 1), `x = ${x}`).toBe(x < 10 ? Math.min(x + 1, 5) : 0);
  });

  it('every stencil operation from a known value: saturating and wrapping increments, invert, replace under a write mask', () => {
    gl.glEnable(gl.GL_STENCIL_TEST);
    const cases: [op: number, from: number, ref: number, mask: number, to: number][] = [
      [gl.GL_INCR, 255, 0, 0xff, 255],
      [gl.GL_DECR, 0, 0, 0xff, 0],
      [gl.GL_INCR_WRAP, 255, 0, 0xff, 0],
      [gl.GL_DECR_WRAP, 0, 0, 0xff, 255],
      [gl.GL_INVERT, 5, 0, 0xff, 250],
      [gl.GL_ZERO, 77, 0, 0xff, 0],
      [gl.GL_REPLACE, 0x30, 0xff, 0x0f, 0x3f],
      [gl.GL_KEEP, 42, 7, 0xff, 42],
    ];
    cases.forEach(([op, from, ref, mask, to], i) => {
      gl.glEnable(gl.GL_SCISSOR_TEST);
      gl.glScissor(i, 0, 1, 1);
      gl.glStencilMask(0xff);
      gl.glClearStencil(from);
      gl.glClear(gl.GL_STENCIL_BUFFER_BIT);
      gl.glDisable(gl.GL_SCISSOR_TEST);
      gl.glStencilMask(mask);
      gl.glStencilFunc(gl.GL_ALWAYS, ref, 0xff);
      gl.glStencilOp(gl.GL_KEEP, gl.GL_KEEP, op);
      pointOn(i, 0);
      expect(stencilAt(i, 0), `case ${i}`).toBe(to);
    });
  });

  it('the stencil test compares (ref & mask) with (stencil & mask); the failing fragment runs the fail operation', () => {
    gl.glClearStencil(0x35);
    gl.glClear(gl.GL_STENCIL_BUFFER_BIT);
    gl.glEnable(gl.GL_STENCIL_TEST);
    gl.glColor3f(1, 1, 1);
    gl.glStencilFunc(gl.GL_EQUAL, 0x05, 0x0f); // 0x35 & 0x0f = 5: passes
    gl.glStencilOp(gl.GL_KEEP, gl.GL_KEEP, gl.GL_INCR);
    pointOn(1, 1);
    gl.glStencilFunc(gl.GL_LESS, 0x40, 0xff); // 0x40 < 0x35 fails
    gl.glStencilOp(gl.GL_DECR, gl.GL_KEEP, gl.GL_KEEP);
    pointOn(2, 1);
    expect(pixel(1, 1)).toEqual([255, 255, 255, 255]);
    expect(stencilAt(1, 1)).toBe(0x36);
    expect(pixel(2, 1)).toEqual([0, 0, 0, 255]);
    expect(stencilAt(2, 1)).toBe(0x34);
  });

  it('the alpha test passes and fails by the comparison with the reference', () => {
    gl.glEnable(gl.GL_ALPHA_TEST);
    gl.glColor4f(1, 1, 1, 0.25);
    const funcs: [func: number, ref: number, passes: boolean][] = [
      [gl.GL_GREATER, 0.2, true],
      [gl.GL_GREATER, 0.3, false],
      [gl.GL_LESS, 0.3, true],
      [gl.GL_LEQUAL, 0.2, false],
      [gl.GL_GEQUAL, 0.2, true],
      [gl.GL_NEVER, 0, false],
      [gl.GL_ALWAYS, 1, true],
      [gl.GL_NOTEQUAL, 0.75, true],
    ];
    funcs.forEach(([func, ref], i) => {
      gl.glAlphaFunc(func, ref);
      pointOn(i, 3);
    });
    for (const [i, [, , passes]] of funcs.entries())
      expect(pixel(i, 3)[0], `case ${i}`).toBe(passes ? 255 : 0);
  });

  /** The source colour of the blend probes in bytes, so no implementation rounds it differently. */
  const SRC = [235, 133, 30, 191];
  function blendPoint(x: number): void {
    gl.glColor4ub(SRC[0]!, SRC[1]!, SRC[2]!, SRC[3]!);
    pointOn(x, 0);
  }

  it('blend factors and equations on known colours', () => {
    gl.glClearColor(0.2, 0.4, 0.6, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    const s = SRC.map((b) => b / 255);
    const d = DST.map((b) => b / 255);
    gl.glEnable(gl.GL_BLEND);
    gl.glBlendFunc(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA);
    blendPoint(0);
    gl.glBlendFunc(gl.GL_ONE, gl.GL_ONE);
    blendPoint(1);
    gl.glBlendFunc(gl.GL_DST_COLOR, gl.GL_ZERO);
    blendPoint(2);
    gl.glBlendColor(0.31, 0.62, 0.13, 0.44);
    gl.glBlendFunc(gl.GL_CONSTANT_COLOR, gl.GL_ONE_MINUS_CONSTANT_COLOR);
    blendPoint(3);
    gl.glBlendFunc(gl.GL_ONE, gl.GL_ONE);
    gl.glBlendEquation(gl.GL_FUNC_REVERSE_SUBTRACT);
    blendPoint(4);
    gl.glBlendEquation(gl.GL_MIN);
    blendPoint(5);
    gl.glBlendEquation(gl.GL_MAX);
    blendPoint(6);
    const k = [0.31, 0.62, 0.13, 0.44];
    // GL leaves the arithmetic of blending to the implementation (GL 1.5 section 4.1.8 names no
    // rounding): blending in fixed point, as WebGL implementations do, may land one step off the
    // rounded product. Products are checked within one step; sums, differences, MIN and MAX exactly.
    const expectBlend = (x: number, f: (i: number) => number, step: 0 | 1) => {
      const got = pixel(x, 0);
      const want = unorm8s([0, 1, 2, 3].map(f));
      for (let i = 0; i < 4; i++)
        expect(Math.abs(got[i]! - want[i]!), `pixel ${x} channel ${i}`).toBeLessThanOrEqual(step);
    };
    expectBlend(0, (i) => s[i]! * s[3]! + d[i]! * (1 - s[3]!), 1);
    expectBlend(1, (i) => s[i]! + d[i]!, 0);
    expectBlend(2, (i) => s[i]! * d[i]!, 1);
    expectBlend(3, (i) => s[i]! * k[i]! + d[i]! * (1 - k[i]!), 1);
    expectBlend(4, (i) => d[i]! - s[i]!, 0);
    expectBlend(5, (i) => Math.min(s[i]!, d[i]!), 0);
    expectBlend(6, (i) => Math.max(s[i]!, d[i]!), 0);
  });

  it('window depth is (z_ndc + 1) / 2 mapped into glDepthRange; glDepthMask(false) keeps the buffer', () => {
    gl.glEnable(gl.GL_DEPTH_TEST);
    gl.glDepthFunc(gl.GL_ALWAYS);
    pointOn(1, 1, -0.5); // glOrtho(…, -1, 1): z_ndc = 0.5
    gl.glDepthRange(0.25, 0.5);
    pointOn(2, 1, -0.5);
    gl.glDepthMask(false);
    pointOn(3, 1, 0.9);
    const lsb = 2 ** -23; // within two steps of the 24-bit depth buffer
    expect(Math.abs(depthAt(1, 1) - 0.75)).toBeLessThan(lsb);
    expect(Math.abs(depthAt(2, 1) - 0.4375)).toBeLessThan(lsb);
    expect(depthAt(3, 1)).toBe(1);
  });
});

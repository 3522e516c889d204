// Per-fragment test scenes: depth functions, writes and ranges, stencil masks and operations (one- and
// two-sided), the alpha test and the scissor. Each function is the twin of the mesa-scenes.c function
// named in its comment. glEnable(GL_DEPTH_TEST) sets the depth writemask from glDepthMask (true by
// default), as st_update_depth_stencil_alpha does; a single-sided stencil leaves the back face disabled.
import { PipeFunc, PipeMask, PipePrim, PipeStencilOp } from '@gallium-ts/gallium-api';
import { DEPTH_FUNCS, PALETTE } from './gl-state.js';
import type { SceneEnv } from './scene-env.js';

const DEPTH_TEST = { depth: { enabled: true, writemask: true } };
const NO_COLOR = { colormask: 0 };
const ALL_COLOR = { colormask: PipeMask.RGBA };

/** scene_depth_less: three triangles whose depths vary across them, so that they interpenetrate. */
export function depthLess(env: SceneEnv): void {
  env.depthStencilAlpha(DEPTH_TEST);
  env.begin(PipePrim.TRIANGLES);
  env.color(1.0, 0.2, 0.2, 1.0);
  env.vertex(-0.9, -0.8, -0.6, 1.0);
  env.vertex(0.8, -0.5, 0.6, 1.0);
  env.vertex(-0.4, 0.9, 0.0, 1.0);
  env.color(0.2, 1.0, 0.2, 1.0);
  env.vertex(0.9, -0.9, -0.5, 1.0);
  env.vertex(0.6, 0.9, 0.5, 1.0);
  env.vertex(-0.9, 0.2, 0.2, 1.0);
  env.color(0.2, 0.4, 1.0, 1.0);
  env.vertex(-0.7, -0.95, 0.4, 1.0);
  env.vertex(0.95, 0.1, -0.7, 1.0);
  env.vertex(-0.2, 0.6, -0.2, 1.0);
  env.end();
}

/** scene_depth_funcs: a plane at z = 0, then per function a band at its depth and a band crossing it. */
export function depthFuncs(env: SceneEnv): void {
  env.depthStencilAlpha({ depth: { enabled: true, writemask: true, func: PipeFunc.ALWAYS } });
  env.color(0.4, 0.4, 0.4, 1.0);
  env.ndcRect(-1.0, -1.0, 1.0, 1.0);
  for (let i = 0; i < 8; i++) {
    const x0 = -1.0 + 0.25 * i + 0.03125;
    const x1 = x0 + 0.1875;
    env.depthStencilAlpha({ depth: { func: DEPTH_FUNCS[i]! } });
    const [r, g, b] = PALETTE[i % 4]!;
    env.color(r, g, b, 1.0);
    env.ndcRect(x0, -0.9, x1, -0.5);
    env.color(r * 0.6, g * 0.6, b * 0.6, 1.0);
    env.begin(PipePrim.QUADS);
    env.vertex(x0, -0.4, 0.8, 1.0);
    env.vertex(x1, -0.4, 0.8, 1.0);
    env.vertex(x1, 0.9, -0.8, 1.0);
    env.vertex(x0, 0.9, -0.8, 1.0);
    env.end();
  }
}

/** A rectangle at depth z in the current colour (the quads of scene_depth_writes_off). */
function rectAt(env: SceneEnv, x0: number, y0: number, x1: number, y1: number, z: number): void {
  env.begin(PipePrim.QUADS);
  env.vertex(x0, y0, z, 1.0);
  env.vertex(x1, y0, z, 1.0);
  env.vertex(x1, y1, z, 1.0);
  env.vertex(x0, y1, z, 1.0);
  env.end();
}

/** scene_depth_writes_off: a near quad drawn with glDepthMask(GL_FALSE) is overdrawn by farther ones. */
export function depthWritesOff(env: SceneEnv): void {
  env.depthStencilAlpha({ depth: { enabled: true, writemask: false } });
  env.color(1.0, 0.2, 0.2, 1.0);
  rectAt(env, -0.9, -0.9, 0.3, 0.3, -0.5);
  env.depthStencilAlpha({ depth: { writemask: true } });
  env.color(0.2, 1.0, 0.2, 1.0);
  rectAt(env, -0.5, -0.5, 0.6, 0.6, 0.0);
  env.color(0.2, 0.4, 1.0, 1.0);
  rectAt(env, -0.2, -0.2, 0.9, 0.9, -0.2);
  env.color(1.0, 1.0, 0.4, 1.0);
  rectAt(env, -0.95, -0.95, 0.95, 0.95, 0.5);
}

/** scene_depth_range: a plane squeezed into [0, 0.5], a full-range ramp, and a reversed range. */
export function depthRange(env: SceneEnv): void {
  env.depthStencilAlpha(DEPTH_TEST);
  env.depthRange(0.0, 0.5);
  env.color(1.0, 0.6, 0.2, 1.0);
  env.ndcRect(-0.9, -0.9, 0.9, 0.9);
  env.depthRange(0.0, 1.0);
  env.begin(PipePrim.QUADS);
  env.color(0.2, 1.0, 0.6, 1.0);
  env.vertex(-1.0, -0.6, -1.0, 1.0);
  env.vertex(1.0, -0.6, 1.0, 1.0);
  env.vertex(1.0, 0.0, 1.0, 1.0);
  env.vertex(-1.0, 0.0, -1.0, 1.0);
  env.end();
  env.depthRange(1.0, 0.0);
  env.begin(PipePrim.QUADS);
  env.color(0.6, 0.4, 1.0, 1.0);
  env.vertex(-1.0, 0.2, -1.0, 1.0);
  env.vertex(1.0, 0.2, 1.0, 1.0);
  env.vertex(1.0, 0.8, 1.0, 1.0);
  env.vertex(-1.0, 0.8, -1.0, 1.0);
  env.end();
}

/** scene_stencil_masked: a triangle of 1s, then EQUAL, NOTEQUAL and a value mask. */
export function stencilMasked(env: SceneEnv): void {
  // write a triangle of 1s without touching colour
  env.blend({}, NO_COLOR);
  env.depthStencilAlpha({
    stencil: [{ enabled: true, func: PipeFunc.ALWAYS, zpassOp: PipeStencilOp.REPLACE }],
  });
  env.stencilRef(1);
  env.begin(PipePrim.TRIANGLES);
  env.vertex(-0.8, -0.8, 0.0, 1.0);
  env.vertex(0.85, -0.6, 0.0, 1.0);
  env.vertex(-0.3, 0.9, 0.0, 1.0);
  env.end();
  env.blend({}, ALL_COLOR);
  env.depthStencilAlpha({ stencil: [{ zpassOp: PipeStencilOp.KEEP, func: PipeFunc.EQUAL }] });
  env.begin(PipePrim.QUADS);
  env.color(1.0, 0.2, 0.2, 1.0);
  env.vertex(-1.0, -1.0, 0.0, 1.0);
  env.color(1.0, 1.0, 0.2, 1.0);
  env.vertex(1.0, -1.0, 0.0, 1.0);
  env.color(1.0, 1.0, 1.0, 1.0);
  env.vertex(1.0, 1.0, 0.0, 1.0);
  env.color(1.0, 0.2, 1.0, 1.0);
  env.vertex(-1.0, 1.0, 0.0, 1.0);
  env.end();
  env.depthStencilAlpha({ stencil: [{ func: PipeFunc.NOTEQUAL }] });
  env.color(0.2, 0.8, 0.4, 1.0);
  env.ndcRect(-1.0, -1.0, 1.0, 0.0);
  // the value mask: (3 & 1) == (1 & 1) inside the triangle
  env.depthStencilAlpha({ stencil: [{ func: PipeFunc.EQUAL, valuemask: 0x01 }] });
  env.stencilRef(3);
  env.color(0.2, 0.4, 1.0, 1.0);
  env.ndcRect(-1.0, 0.4, 1.0, 0.6);
}

/** zpass op with ALWAYS, as glStencilOp(GL_KEEP, GL_KEEP, op). */
const zpass = (op: PipeStencilOp) => ({ stencil: [{ zpassOp: op }] as [{ zpassOp: PipeStencilOp }] });

/** scene_stencil_ops: values written by each op, then one colour per value drawn with EQUAL. */
export function stencilOps(env: SceneEnv): void {
  const values = [0, 1, 2, 15, 253, 254, 255];
  env.blend({}, NO_COLOR);
  env.depthStencilAlpha({ stencil: [{ enabled: true, func: PipeFunc.ALWAYS }] });
  env.stencilRef(0);
  env.depthStencilAlpha(zpass(PipeStencilOp.INCR));
  env.ndcRect(-1.0, -1.0, 0.5, 1.0);
  env.ndcRect(-0.5, -1.0, 1.0, 1.0);
  env.depthStencilAlpha(zpass(PipeStencilOp.DECR));
  env.ndcRect(-1.0, 0.5, 1.0, 1.0);
  env.depthStencilAlpha(zpass(PipeStencilOp.INVERT));
  env.ndcRect(-1.0, -1.0, 1.0, -0.5);
  env.depthStencilAlpha(zpass(PipeStencilOp.INCR_WRAP));
  env.ndcRect(-1.0, -1.0, 1.0, -0.75);
  env.depthStencilAlpha(zpass(PipeStencilOp.DECR_WRAP));
  env.ndcRect(-1.0, 0.75, 1.0, 1.0);
  env.stencilRef(0xff);
  env.depthStencilAlpha(zpass(PipeStencilOp.REPLACE));
  env.depthStencilAlpha({ stencil: [{ writemask: 0x0f }] });
  env.ndcRect(-0.25, -0.25, 0.25, 0.25);
  env.depthStencilAlpha({ stencil: [{ writemask: 0xff }] });
  env.blend({}, ALL_COLOR);
  env.depthStencilAlpha(zpass(PipeStencilOp.KEEP));
  for (let i = 0; i < 7; i++) {
    env.depthStencilAlpha({ stencil: [{ func: PipeFunc.EQUAL }] });
    env.stencilRef(values[i]!);
    env.color(0.2 * (i % 3) + 0.4, 0.2 * (i % 4) + 0.2, 1.0 - 0.2 * (i % 5), 1.0);
    env.ndcRect(-1.0, -1.0, 1.0, 1.0);
  }
}

/** scene_stencil_two_sided: front faces increment, back faces decrement with wrapping. */
export function stencilTwoSided(env: SceneEnv): void {
  const values = [0, 1, 2, 254, 255];
  const colors = [PALETTE[0]!, PALETTE[1]!, PALETTE[2]!, PALETTE[3]!, [1.0, 1.0, 1.0, 1.0]];
  env.blend({}, NO_COLOR);
  // glStencilFuncSeparate(GL_FRONT_AND_BACK, ...) + different ops per face: both faces enabled
  env.depthStencilAlpha({
    stencil: [
      { enabled: true, func: PipeFunc.ALWAYS, zpassOp: PipeStencilOp.INCR },
      { enabled: true, func: PipeFunc.ALWAYS, zpassOp: PipeStencilOp.DECR_WRAP },
    ],
  });
  env.stencilRef(0, 0);
  env.begin(PipePrim.TRIANGLES);
  // counter-clockwise: front
  env.vertex(-0.9, -0.9, 0.0, 1.0);
  env.vertex(0.5, -0.9, 0.0, 1.0);
  env.vertex(-0.2, 0.6, 0.0, 1.0);
  env.vertex(-0.6, -0.3, 0.0, 1.0);
  env.vertex(0.9, -0.2, 0.0, 1.0);
  env.vertex(0.1, 0.9, 0.0, 1.0);
  // clockwise: back
  env.vertex(-0.9, 0.9, 0.0, 1.0);
  env.vertex(0.6, 0.8, 0.0, 1.0);
  env.vertex(-0.4, -0.5, 0.0, 1.0);
  env.vertex(0.2, -0.95, 0.0, 1.0);
  env.vertex(0.95, 0.95, 0.0, 1.0);
  env.vertex(0.95, -0.9, 0.0, 1.0);
  env.end();
  env.blend({}, ALL_COLOR);
  // glStencilOp and glStencilFunc set both faces alike again: single-sided
  env.depthStencilAlpha({ stencil: [{ zpassOp: PipeStencilOp.KEEP }, { enabled: false }] });
  for (let i = 0; i < 5; i++) {
    env.depthStencilAlpha({ stencil: [{ func: PipeFunc.EQUAL }] });
    env.stencilRef(values[i]!);
    env.colorv(colors[i]!);
    env.ndcRect(-1.0, -1.0, 1.0, 1.0);
  }
}

/** gradient_band: a band from y0 to y1 going from colour a (left) to colour b (right). */
export function gradientBand(
  env: SceneEnv,
  y0: number,
  y1: number,
  a: readonly number[],
  b: readonly number[],
): void {
  env.begin(PipePrim.QUADS);
  env.colorv(a);
  env.vertex(-0.9, y0, 0.0, 1.0);
  env.colorv(b);
  env.vertex(0.9, y0, 0.0, 1.0);
  env.colorv(b);
  env.vertex(0.9, y1, 0.0, 1.0);
  env.colorv(a);
  env.vertex(-0.9, y1, 0.0, 1.0);
  env.end();
}

/** scene_alpha_test: four bands with an alpha ramp, each under another alpha function. */
export function alphaTest(env: SceneEnv): void {
  const funcs = [PipeFunc.GREATER, PipeFunc.LESS, PipeFunc.GEQUAL, PipeFunc.LEQUAL];
  const refs = [0.5, 0.25, 0.75, 0.6];
  const left = [1.0, 0.4, 0.2, 0.0];
  const right = [0.2, 0.6, 1.0, 1.0];
  for (let i = 0; i < 4; i++) {
    env.depthStencilAlpha({ alpha: { enabled: true, func: funcs[i]!, refValue: Math.fround(refs[i]!) } });
    gradientBand(env, -0.95 + 0.48 * i, -0.57 + 0.48 * i, left, right);
  }
}

/** scene_scissor: full-screen gradients through four scissor boxes (the last one empty). */
export function scissor(env: SceneEnv): void {
  const boxes = [
    [10, 20, 50, 40],
    [40, 50, 80, 70],
    [100, 0, 28, 128],
    [64, 64, 0, 0],
  ] as const;
  env.rasterizer({ scissor: true });
  for (let i = 0; i < 4; i++) {
    const [x, y, w, h] = boxes[i]!;
    env.scissor(x, y, w, h);
    env.begin(PipePrim.QUADS);
    env.colorv(PALETTE[i]!);
    env.vertex(-1.0, -1.0, 0.0, 1.0);
    env.colorv(PALETTE[(i + 1) % 4]!);
    env.vertex(1.0, -1.0, 0.0, 1.0);
    env.colorv(PALETTE[(i + 1) % 4]!);
    env.vertex(1.0, 1.0, 0.0, 1.0);
    env.colorv(PALETTE[i]!);
    env.vertex(-1.0, 1.0, 0.0, 1.0);
    env.end();
  }
}

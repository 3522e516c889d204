// Colour output scenes: every blend factor pair, the blend equations, separate RGB/alpha blending with a
// constant colour, the sixteen logic ops and colour masks. Each function is the twin of the
// mesa-scenes.c function named in its comment.
import { PipeBlend, PipeBlendFactor, PipeMask, PipePrim } from '@gallium-ts/gallium-api';
import { gradientBand } from './fragment-tests.js';
import { BLEND_EQUATIONS, BLEND_FACTORS, glBlend, LOGIC_OPS } from './gl-state.js';
import type { SceneEnv } from './scene-env.js';

const F = PipeBlendFactor;
const ADD = PipeBlend.ADD;

/** glBlendFunc(src, dst): the same factors for colour and alpha, equation ADD. */
const blendFunc = (src: PipeBlendFactor, dst: PipeBlendFactor) => glBlend(ADD, ADD, src, dst, src, dst);

/** scene_blend_factors: 256x256, a cell per source factor (row) and destination factor (column). */
export function blendFactors(env: SceneEnv): void {
  env.color(0.2, 0.6, 1.0, 0.4);
  env.ndcRect(-1.0, -1.0, 1.0, 1.0);
  env.blendColor(0.4, 0.8, 0.6, 0.2);
  env.color(0.8, 0.4, 0.2, 0.6);
  for (let src = 0; src < 15; src++) {
    for (let dst = 0; dst < 14; dst++) {
      env.blend({}, blendFunc(BLEND_FACTORS[src]!, BLEND_FACTORS[dst]!));
      env.pixelRect(16.0 * dst + 2.0, 16.0 * src + 2.0, 16.0 * dst + 14.0, 16.0 * src + 14.0);
    }
  }
}

/** gradient_background: left (0, 0.2, 0.8, 0.2) to right (0.8, 0.6, 0, 1). */
function gradientBackground(env: SceneEnv): void {
  env.begin(PipePrim.QUADS);
  env.color(0.0, 0.2, 0.8, 0.2);
  env.vertex(-1.0, -1.0, 0.0, 1.0);
  env.color(0.8, 0.6, 0.0, 1.0);
  env.vertex(1.0, -1.0, 0.0, 1.0);
  env.color(0.8, 0.6, 0.0, 1.0);
  env.vertex(1.0, 1.0, 0.0, 1.0);
  env.color(0.0, 0.2, 0.8, 0.2);
  env.vertex(-1.0, 1.0, 0.0, 1.0);
  env.end();
}

const BAND_A = [0.2, 0.8, 0.4, 0.0];
const BAND_B = [1.0, 0.2, 0.6, 1.0];

/** scene_blend_equations: bands of ONE, ONE blending with each equation. */
export function blendEquations(env: SceneEnv): void {
  gradientBackground(env);
  for (let i = 0; i < 5; i++) {
    const eq = BLEND_EQUATIONS[i]!;
    env.blend({}, glBlend(eq, eq, F.ONE, F.ONE, F.ONE, F.ONE));
    gradientBand(env, -0.95 + 0.39 * i, -0.65 + 0.39 * i, BAND_A, BAND_B);
  }
}

/** scene_blend_separate: glBlendFuncSeparate, glBlendEquationSeparate and glBlendColor. */
export function blendSeparate(env: SceneEnv): void {
  gradientBackground(env);
  env.blend({}, glBlend(ADD, ADD, F.SRC_ALPHA, F.INV_SRC_ALPHA, F.ONE, F.ZERO));
  gradientBand(env, -0.95, -0.55, BAND_A, BAND_B);
  env.blend({}, glBlend(ADD, ADD, F.ONE, F.ONE, F.ZERO, F.ONE));
  gradientBand(env, -0.45, -0.05, BAND_A, BAND_B);
  env.blend({}, glBlend(PipeBlend.REVERSE_SUBTRACT, ADD, F.ONE, F.ONE, F.SRC_ALPHA, F.INV_SRC_ALPHA));
  gradientBand(env, 0.05, 0.45, BAND_A, BAND_B);
  env.blendColor(0.2, 0.4, 0.6, 0.8);
  env.blend(
    {},
    glBlend(PipeBlend.SUBTRACT, PipeBlend.MAX, F.CONST_COLOR, F.INV_CONST_ALPHA, F.CONST_ALPHA, F.ZERO),
  );
  gradientBand(env, 0.55, 0.95, BAND_A, BAND_B);
}

/** scene_logic_op: a 4x4 grid, one cell per logic op (blending never applies with a logic op). */
export function logicOp(env: SceneEnv): void {
  env.colorUb(0xcc, 0x55, 0xf0, 0xff);
  env.ndcRect(-1.0, -1.0, 1.0, 1.0);
  env.colorUb(0xaa, 0x33, 0x3c, 0xff);
  for (let i = 0; i < 16; i++) {
    env.blend({ logicopEnable: true, logicopFunc: LOGIC_OPS[i]! });
    const [x, y] = [32.0 * (i % 4), 32.0 * Math.floor(i / 4)];
    env.pixelRect(x + 3.0, y + 3.0, x + 29.0, y + 29.0);
  }
}

/** scene_color_mask: five bands, each writing other channels. */
export function colorMask(env: SceneEnv): void {
  const { R, G, B, A } = PipeMask;
  const masks = [R | A, G | A, B | A, R | G, 0];
  for (let i = 0; i < 5; i++) {
    env.blend({}, { colormask: masks[i]! });
    env.begin(PipePrim.QUADS);
    env.color(1.0, 1.0, 1.0, 0.0);
    env.vertex(-0.95 + 0.39 * i, -0.9, 0.0, 1.0);
    env.color(1.0, 1.0, 1.0, 0.0);
    env.vertex(-0.65 + 0.39 * i, -0.9, 0.0, 1.0);
    env.color(0.8, 0.8, 0.8, 0.6);
    env.vertex(-0.65 + 0.39 * i, 0.9, 0.0, 1.0);
    env.color(0.8, 0.8, 0.8, 0.6);
    env.vertex(-0.95 + 0.39 * i, 0.9, 0.0, 1.0);
    env.end();
  }
}

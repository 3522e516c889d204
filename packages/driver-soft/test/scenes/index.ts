// The reference scenes driver-soft is compared on: each draws through the pipe API exactly what the
// function of the same name in reference/mesa-scenes.c draws through OpenGL, whose pictures under Mesa's
// llvmpipe and softpipe are the fixtures in test/fixtures/mesa/. The list is in the C table's order.
import { blendEquations, blendFactors, blendSeparate, colorMask, logicOp } from './blending.js';
import { clipNearFar, clipSides, userClipPlanes } from './clipping.js';
import {
  alphaTest,
  depthFuncs,
  depthLess,
  depthRange,
  depthWritesOff,
  scissor,
  stencilMasked,
  stencilOps,
  stencilTwoSided,
} from './fragment-tests.js';
import { linesStipple, linesWidth1, linesWidth2, linesWidth5, lineTies, points } from './lines-points.js';
import { cull, polygonOffset, unfilled, unfilledCull, viewport } from './rasterization.js';
import type { PipeScene } from './render.js';
import type { SceneEnv } from './scene-env.js';
import {
  mipmapLinearLinear,
  mipmapLinearNearest,
  mipmapNearestLinear,
  mipmapNearestNearest,
  textureModulatePerspective,
  wrapLinear,
  wrapNearest,
} from './textures.js';
import {
  flatFirstVertex,
  flatLastVertex,
  flatQuadsPolygon,
  flatTriangle,
  quadsPolygon,
  smoothTriangles,
  triangleFan,
  triangleStrip,
} from './triangles.js';

export { type PipeScene, renderScene } from './render.js';
export { SceneEnv } from './scene-env.js';

/** A scene of `kind` named `name`, drawn by `draw` into a width × height window. */
export function scene(
  name: string,
  kind: PipeScene['kind'],
  draw: (env: SceneEnv) => void,
  width = 128,
  height = 128,
): PipeScene {
  return { name, kind, width, height, draw };
}

export const PIPE_SCENES: readonly PipeScene[] = [
  scene('flat-triangle', 'filled', flatTriangle),
  scene('smooth-triangles', 'filled', smoothTriangles),
  scene('flat-last-vertex', 'filled', flatLastVertex),
  scene('flat-first-vertex', 'filled', flatFirstVertex),
  scene('triangle-fan', 'filled', triangleFan),
  scene('triangle-strip', 'filled', triangleStrip),
  scene('quads-polygon', 'filled', quadsPolygon),
  scene('flat-quads-polygon', 'filled', flatQuadsPolygon),
  scene('wrap-nearest', 'filled', wrapNearest, 256, 128),
  scene('wrap-linear', 'filled', wrapLinear, 256, 128),
  scene('mipmap-nearest-nearest', 'filled', mipmapNearestNearest),
  scene('mipmap-linear-nearest', 'filled', mipmapLinearNearest),
  scene('mipmap-nearest-linear', 'filled', mipmapNearestLinear),
  scene('mipmap-linear-linear', 'filled', mipmapLinearLinear),
  scene('texture-modulate-perspective', 'filled', textureModulatePerspective),
  scene('lines-width1', 'lines-points', linesWidth1),
  scene('lines-width2', 'lines-points', linesWidth2),
  scene('lines-width5', 'lines-points', linesWidth5),
  scene('lines-stipple', 'lines-points', linesStipple),
  scene('line-ties', 'lines-points', lineTies, 1024, 512),
  scene('points', 'lines-points', points),
  scene('depth-less', 'filled', depthLess),
  scene('depth-funcs', 'filled', depthFuncs),
  scene('depth-writes-off', 'filled', depthWritesOff),
  scene('depth-range', 'filled', depthRange),
  scene('stencil-masked', 'filled', stencilMasked),
  scene('stencil-ops', 'filled', stencilOps),
  scene('stencil-two-sided', 'filled', stencilTwoSided),
  scene('blend-factors', 'filled', blendFactors, 256, 256),
  scene('blend-equations', 'filled', blendEquations),
  scene('blend-separate', 'filled', blendSeparate),
  scene('logic-op', 'filled', logicOp),
  scene('color-mask', 'filled', colorMask),
  scene('scissor', 'filled', scissor),
  scene('clip-near-far', 'filled', clipNearFar),
  scene('clip-sides', 'filled', clipSides),
  scene('user-clip-planes', 'filled', userClipPlanes),
  scene('polygon-offset', 'lines-points', polygonOffset),
  scene('unfilled', 'lines-points', unfilled),
  scene('unfilled-cull', 'lines-points', unfilledCull),
  scene('cull', 'lines-points', cull),
  scene('viewport', 'filled', viewport),
  scene('alpha-test', 'filled', alphaTest),
];

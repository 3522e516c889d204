// Checks of the commands that render: draw_vbo's info against the bound pipeline, blit's two sides,
// clear colours and surface rectangles.
import { PipeBind, PipeMask, PipePrim, PipeTexFilter } from '../enums.js';
import { formatDescription, formatsCompatibleForView, isFormat } from '../format/index.js';
import type { PipeBlitInfo, PipeBox, PipeDrawInfo, PipeRasterizerState } from '../state.js';
import type { BoundState } from './bound-state.js';
import { checkBox } from './box-check.js';
import {
  checkArray,
  checkBool,
  checkEnum,
  checkFinite,
  checkFlags,
  checkInt,
  describeValue,
  refuse,
} from './check.js';
import { checkOwned } from './lifetime.js';
import type { PipeCapsSource } from './limits.js';
import { formatLabel } from './names.js';
import { checkBuffer, checkBufferRange, checkTexture } from './resource.js';
import { checkSchema } from './schema.js';
import { drawInfoSchema, scissorStateSchema } from './state-schemas.js';
import { CpuStreamOutputTarget, type CpuSurface } from './views.js';

/**
 * draw_vbo: the info's fields, a complete pipeline bound (vertex shader, rasterizer, fragment shader
 * unless rasterization is discarded, blend, depth/stencil/alpha, vertex elements), an index buffer for
 * indexed draws, and live stream-output and indirect sources. Returns the private copy.
 */
export function checkDrawInfo(
  method: string,
  info: PipeDrawInfo,
  bound: BoundState,
  context: object,
  screen: object,
): PipeDrawInfo {
  const d = checkSchema(method, 'info', drawInfoSchema, info);
  const cso = bound.cso;
  if (!cso.vs) refuse(method, 'no vertex shader is bound');
  if (!cso.rasterizer) refuse(method, 'no rasterizer state is bound');
  const discard = (cso.rasterizer.state as PipeRasterizerState).rasterizerDiscard;
  if (!cso.fs && !discard) refuse(method, 'no fragment shader is bound');
  if (!cso.blend) refuse(method, 'no blend state is bound');
  if (!cso.depthStencilAlpha) refuse(method, 'no depth/stencil/alpha state is bound');
  if (!cso.vertexElements) refuse(method, 'no vertex elements state is bound');
  if (d.indexed && !bound.indexBuffer)
    refuse(method, 'indexed draw without an index buffer (set_index_buffer)');
  if (d.mode === PipePrim.PATCHES && d.verticesPerPatch < 1)
    refuse(method, 'PATCHES needs verticesPerPatch >= 1');
  if (d.countFromStreamOutput !== null) {
    checkOwned(method, 'stream output target', d.countFromStreamOutput, CpuStreamOutputTarget, context);
  }
  if (d.indirect !== null) {
    const buffer = checkBuffer(method, 'indirect', d.indirect, screen);
    checkBufferRange(method, 'indirect', buffer, d.indirectOffset, d.indexed ? 20 : 16);
  }
  return d;
}

/**
 * blit: both sides are live textures with a box inside the level (the source box may be flipped by a
 * negative size), a format compatible with the resource and supported for sampling / rendering, a mask,
 * a filter and, when enabled, a scissor.
 */
export function checkBlitInfo(
  method: string,
  info: PipeBlitInfo,
  caps: PipeCapsSource,
  screen: object,
): void {
  if (typeof info !== 'object' || info === null)
    refuse(method, `info must be an object (got ${describeValue(info)})`);
  for (const [name, bind] of [
    ['src', PipeBind.SAMPLER_VIEW],
    ['dst', PipeBind.RENDER_TARGET],
  ] as const) {
    const side = info[name];
    if (typeof side !== 'object' || side === null) refuse(method, `info.${name} must be an object`);
    const resource = checkTexture(method, `info.${name}.resource`, side.resource, screen);
    const b = side.box;
    if (name === 'dst' && b && (b.width < 0 || b.height < 0 || b.depth < 0))
      refuse(method, 'the destination box must not be flipped');
    checkBox(method, resource, side.level, b && unflipped(b));
    if (!isFormat(side.format) || !formatsCompatibleForView(resource.format, side.format)) {
      refuse(
        method,
        `info.${name}.format ${formatLabel(side.format)} does not fit the resource's ${formatLabel(resource.format)}`,
      );
    }
    const desc = formatDescription(side.format);
    const binding =
      bind === PipeBind.RENDER_TARGET && (desc.isDepth || desc.isStencil) ? PipeBind.DEPTH_STENCIL : bind;
    if (
      !caps.isFormatSupported(side.format, resource.target, resource.nrSamples, resource.nrSamples, binding)
    ) {
      refuse(method, `info.${name}.format ${formatLabel(side.format)} is not supported for blits`);
    }
  }
  const mask = checkFlags(method, 'info.mask', info.mask, PipeMask.RGBA | PipeMask.ZS, 'PipeMask');
  if (mask === 0) refuse(method, 'info.mask selects nothing');
  checkEnum(method, 'info.filter', info.filter, PipeTexFilter, 'PipeTexFilter');
  if (checkBool(method, 'info.scissorEnable', info.scissorEnable))
    checkSchema(method, 'info.scissor', scissorStateSchema, info.scissor);
  checkBool(method, 'info.renderConditionEnable', info.renderConditionEnable);
}

/** An RGBA clear colour: four finite numbers. */
export function checkColor(method: string, color: unknown): void {
  const list = checkArray<number>(method, 'color', color, 4);
  if (list.length !== 4) refuse(method, `color needs 4 components (got ${list.length})`);
  list.forEach((c, i) => {
    checkFinite(method, `color[${i}]`, c);
  });
}

/** A rectangle (dstx, dsty, width, height) inside a surface. */
export function checkSurfaceRect(
  method: string,
  surface: CpuSurface,
  x: unknown,
  y: unknown,
  w: unknown,
  h: unknown,
): void {
  const dx = checkInt(method, 'dstx', x, 0, surface.width);
  const dy = checkInt(method, 'dsty', y, 0, surface.height);
  checkInt(method, 'width', w, 0, surface.width - dx);
  checkInt(method, 'height', h, 0, surface.height - dy);
}

/** The same region with non-negative sizes (blit sources may be mirrored by negative sizes). */
function unflipped(b: PipeBox): PipeBox {
  return {
    x: b.width < 0 ? b.x + b.width : b.x,
    y: b.height < 0 ? b.y + b.height : b.y,
    z: b.depth < 0 ? b.z + b.depth : b.z,
    width: Math.abs(b.width),
    height: Math.abs(b.height),
    depth: Math.abs(b.depth),
  };
}

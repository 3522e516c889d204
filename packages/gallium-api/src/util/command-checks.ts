// Checks of the commands that render: draw_vbo's info (the bound pipeline is checked once per change of
// it, not per draw), blit's two sides and masks, clear colours and surface rectangles.
import { PipeBind, PipeMask, PipePrim, PipeTexFilter } from '../enums.js';
import { formatDescription, formatsCompatibleForView, isFormat, type PipeFormat } from '../format/index.js';
import type { PipeBlitInfo, PipeBlitSide, PipeBox, PipeDrawInfo, PipeRasterizerState } from '../state.js';
import type { BoundState } from './bound-state.js';
import { checkBox } from './box-check.js';
import { checkDrawCaps } from './cap-checks.js';
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
import type { PipeCapsSource, PipeLimits } from './limits.js';
import { formatLabel } from './names.js';
import { checkBuffer, checkBufferRange, checkTexture } from './resource.js';
import { checkSchema, checkSchemaInto } from './schema.js';
import { drawInfoSchema, scissorStateSchema } from './state-schemas.js';
import { BaseStreamOutputTarget, type BaseSurface } from './views.js';

/**
 * What is missing from the bound pipeline for a draw (vertex shader, rasterizer, fragment shader unless
 * rasterization is discarded, blend, depth/stencil/alpha, vertex elements), or null when it is complete.
 */
export function missingPipelineState(bound: BoundState): string | null {
  const cso = bound.cso;
  if (!cso.vs) return 'no vertex shader is bound';
  if (!cso.rasterizer) return 'no rasterizer state is bound';
  const discard = (cso.rasterizer.state as PipeRasterizerState).rasterizerDiscard;
  if (!cso.fs && !discard) return 'no fragment shader is bound';
  if (!cso.blend) return 'no blend state is bound';
  if (!cso.depthStencilAlpha) return 'no depth/stencil/alpha state is bound';
  if (!cso.vertexElements) return 'no vertex elements state is bound';
  return null;
}

/**
 * draw_vbo's info: its fields, the caps its features need, an index buffer for indexed draws, live
 * stream-output and indirect sources. Returns the private copy: a fresh one, or `into` rewritten.
 */
export function checkDrawInfo(
  method: string,
  info: PipeDrawInfo,
  bound: BoundState,
  limits: PipeLimits,
  context: object,
  screen: object,
  into: PipeDrawInfo | null = null,
): PipeDrawInfo {
  const d =
    into === null
      ? checkSchema(method, 'info', drawInfoSchema, info)
      : checkSchemaInto(method, 'info', drawInfoSchema, info, into);
  checkDrawCaps(method, d, limits.gates, limits.maxStreamOutputBuffers > 0);
  if (d.indexed && !bound.indexBuffer)
    refuse(method, 'indexed draw without an index buffer (set_index_buffer)');
  if (d.mode === PipePrim.PATCHES && d.verticesPerPatch < 1)
    refuse(method, 'PATCHES needs verticesPerPatch >= 1');
  if (d.countFromStreamOutput !== null) {
    checkOwned(method, 'stream output target', d.countFromStreamOutput, BaseStreamOutputTarget, context);
  }
  if (d.indirect !== null) {
    const buffer = checkBuffer(method, 'indirect', d.indirect, screen);
    checkBufferRange(method, 'indirect', buffer, d.indirectOffset, d.indexed ? 20 : 16);
  }
  return d;
}

/**
 * blit: both sides are live textures with a box inside the level (the source box may be flipped by a
 * negative size), a format compatible with the resource and supported for sampling / rendering; a mask
 * whose bits the formats have (RGBA between colour formats, Z and S between formats with depth and
 * stencil); a filter; a scissor and window rectangles when used. Returns the private copy.
 */
export function checkBlitInfo(
  method: string,
  info: PipeBlitInfo,
  caps: PipeCapsSource,
  limits: PipeLimits,
  screen: object,
): PipeBlitInfo {
  if (typeof info !== 'object' || info === null)
    refuse(method, `info must be an object (got ${describeValue(info)})`);
  const side = (name: 'src' | 'dst', bind: number): PipeBlitSide => {
    const s = info[name];
    if (typeof s !== 'object' || s === null) refuse(method, `info.${name} must be an object`);
    const resource = checkTexture(method, `info.${name}.resource`, s.resource, screen);
    const b = s.box;
    if (name === 'dst' && b && (b.width < 0 || b.height < 0 || b.depth < 0))
      refuse(method, 'the destination box must not be flipped');
    checkBox(method, resource, s.level, b && unflipped(b));
    if (!isFormat(s.format) || !formatsCompatibleForView(resource.format, s.format)) {
      refuse(
        method,
        `info.${name}.format ${formatLabel(s.format)} does not fit the resource's ${formatLabel(resource.format)}`,
      );
    }
    const desc = formatDescription(s.format);
    const binding =
      bind === PipeBind.RENDER_TARGET && (desc.isDepth || desc.isStencil) ? PipeBind.DEPTH_STENCIL : bind;
    if (!caps.isFormatSupported(s.format, resource.target, resource.nrSamples, resource.nrSamples, binding)) {
      refuse(method, `info.${name}.format ${formatLabel(s.format)} is not supported for blits`);
    }
    return { resource, level: s.level, box: { ...b }, format: s.format };
  };
  const src = side('src', PipeBind.SAMPLER_VIEW);
  const dst = side('dst', PipeBind.RENDER_TARGET);
  const mask = checkFlags(method, 'info.mask', info.mask, PipeMask.RGBA | PipeMask.ZS, 'PipeMask');
  if (mask === 0) refuse(method, 'info.mask selects nothing');
  checkMaskAgainstFormats(method, mask, src.format, dst.format);
  const filter = checkEnum(method, 'info.filter', info.filter, PipeTexFilter, 'PipeTexFilter');
  const scissorEnable = checkBool(method, 'info.scissorEnable', info.scissorEnable);
  const scissor = scissorEnable
    ? checkSchema(method, 'info.scissor', scissorStateSchema, info.scissor)
    : { minx: 0, miny: 0, maxx: 0, maxy: 0 };
  const windowRectangleInclude = checkBool(
    method,
    'info.windowRectangleInclude',
    info.windowRectangleInclude,
  );
  const rects = checkArray(
    method,
    'info.windowRectangles',
    info.windowRectangles,
    limits.maxWindowRectangles,
  );
  const windowRectangles = rects.map((r, i) =>
    checkSchema(method, `info.windowRectangles[${i}]`, scissorStateSchema, r),
  );
  const renderConditionEnable = checkBool(method, 'info.renderConditionEnable', info.renderConditionEnable);
  const alphaBlend = checkBool(method, 'info.alphaBlend', info.alphaBlend);
  if (alphaBlend && mask & PipeMask.ZS) refuse(method, 'info.alphaBlend blends colour; the mask selects Z/S');
  return {
    src,
    dst,
    mask,
    filter,
    scissorEnable,
    scissor,
    windowRectangleInclude,
    windowRectangles,
    renderConditionEnable,
    alphaBlend,
  };
}

/** RGBA bits need colour formats on both sides, Z needs depth on both, S stencil on both. */
function checkMaskAgainstFormats(method: string, mask: number, src: PipeFormat, dst: PipeFormat): void {
  const s = formatDescription(src);
  const d = formatDescription(dst);
  const colour = (f: typeof s) => !f.isDepth && !f.isStencil;
  if (mask & PipeMask.RGBA && !(colour(s) && colour(d)))
    refuse(method, `info.mask has colour bits but ${s.name} → ${d.name} is not a colour blit`);
  if (mask & PipeMask.Z && !(s.isDepth && d.isDepth))
    refuse(method, `info.mask has Z but ${s.name} → ${d.name} does not have depth on both sides`);
  if (mask & PipeMask.S && !(s.isStencil && d.isStencil))
    refuse(method, `info.mask has S but ${s.name} → ${d.name} does not have stencil on both sides`);
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
  surface: BaseSurface,
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

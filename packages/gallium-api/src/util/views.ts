// Views a context creates of screen resources — sampler views, surfaces, stream-output targets — as
// reference-counted objects holding a reference to their resource (and telling their context when they
// are freed, so a driver can free what it made for them), and the checks of their templates (and of
// image views, which are bound by value).
import { levelHeight, levelLayers, levelWidth } from '../box.js';
import { PipeCap } from '../caps.js';
import type { PipeContext } from '../context.js';
import { PipeBind, PipeImageAccess, PipeSwizzle, PipeTextureTarget } from '../enums.js';
import { PipeUnsupportedError } from '../errors.js';
import type { PipeFormat } from '../format/format-enum.js';
import { formatDescription, formatsCompatibleForView, isFormat } from '../format/index.js';
import type { PipeSamplerView, PipeStreamOutputTarget, PipeSurface } from '../objects.js';
import type { PipeImageView, PipeSamplerViewTemplate, PipeSurfaceTemplate } from '../state.js';
import { checkInt, describeValue, refuse } from './check.js';
import { RefCounted } from './lifetime.js';
import type { PipeCapsSource, PipeLimits } from './limits.js';
import { enumName, formatLabel } from './names.js';
import { type BaseResource, checkBufferRange } from './resource.js';

const T = PipeTextureTarget;

/** View targets a resource target may be viewed as when PIPE_CAP_SAMPLER_VIEW_TARGET is set. */
const VIEW_TARGETS: Readonly<Record<number, readonly number[]>> = {
  [T.BUFFER]: [T.BUFFER],
  [T.TEXTURE_1D]: [T.TEXTURE_1D, T.TEXTURE_1D_ARRAY],
  [T.TEXTURE_1D_ARRAY]: [T.TEXTURE_1D, T.TEXTURE_1D_ARRAY],
  [T.TEXTURE_2D]: [T.TEXTURE_2D, T.TEXTURE_2D_ARRAY],
  [T.TEXTURE_RECT]: [T.TEXTURE_RECT],
  [T.TEXTURE_2D_ARRAY]: [T.TEXTURE_2D, T.TEXTURE_2D_ARRAY, T.TEXTURE_CUBE, T.TEXTURE_CUBE_ARRAY],
  [T.TEXTURE_CUBE]: [T.TEXTURE_CUBE, T.TEXTURE_2D, T.TEXTURE_2D_ARRAY, T.TEXTURE_CUBE_ARRAY],
  [T.TEXTURE_CUBE_ARRAY]: [T.TEXTURE_CUBE_ARRAY, T.TEXTURE_CUBE, T.TEXTURE_2D, T.TEXTURE_2D_ARRAY],
  [T.TEXTURE_3D]: [T.TEXTURE_3D],
};

/** Number of array layers / faces a resource has (1 for non-layered targets, including 3D). */
export function arrayLayers(resource: Pick<BaseResource, 'target' | 'arraySize'>): number {
  const layered =
    resource.target === T.TEXTURE_1D_ARRAY ||
    resource.target === T.TEXTURE_2D_ARRAY ||
    resource.target === T.TEXTURE_CUBE ||
    resource.target === T.TEXTURE_CUBE_ARRAY;
  return layered ? resource.arraySize : 1;
}

/** Called when a view, surface or target is freed (its last reference released). */
export type FreedHook = (object: ContextView) => void;

/** An object a context made that holds a reference to a resource for as long as it lives. */
abstract class ContextView extends RefCounted {
  /** Whatever the driver keeps for the object. */
  driverData: unknown = null;

  constructor(
    readonly context: PipeContext,
    protected readonly resource: BaseResource,
    private readonly onFreed: FreedHook | null,
  ) {
    super();
    resource.addRef();
  }

  protected free(): void {
    this.onFreed?.(this);
    this.resource.release();
  }
}

/** A view of a texture (sampler views and surfaces). */
abstract class TextureView extends ContextView {
  get texture(): BaseResource {
    return this.resource;
  }
}

export type { ContextView };

/** pipe_sampler_view made by create_sampler_view; holds a reference to its texture. */
export class BaseSamplerView extends TextureView implements PipeSamplerView {
  readonly format: PipeFormat;
  readonly target: PipeTextureTarget;
  readonly firstLevel: number;
  readonly lastLevel: number;
  readonly firstLayer: number;
  readonly lastLayer: number;
  readonly bufferOffset: number;
  readonly bufferSize: number;
  readonly swizzleR: PipeSwizzle;
  readonly swizzleG: PipeSwizzle;
  readonly swizzleB: PipeSwizzle;
  readonly swizzleA: PipeSwizzle;

  constructor(
    context: PipeContext,
    texture: BaseResource,
    t: PipeSamplerViewTemplate,
    onFreed: FreedHook | null,
  ) {
    super(context, texture, onFreed);
    this.format = t.format;
    this.target = t.target;
    this.firstLevel = t.firstLevel;
    this.lastLevel = t.lastLevel;
    this.firstLayer = t.firstLayer;
    this.lastLayer = t.lastLayer;
    this.bufferOffset = t.bufferOffset;
    this.bufferSize = t.bufferSize;
    this.swizzleR = t.swizzleR;
    this.swizzleG = t.swizzleG;
    this.swizzleB = t.swizzleB;
    this.swizzleA = t.swizzleA;
  }
}

/** pipe_surface made by create_surface; holds a reference to its texture. */
export class BaseSurface extends TextureView implements PipeSurface {
  readonly format: PipeFormat;
  readonly level: number;
  readonly firstLayer: number;
  readonly lastLayer: number;
  readonly width: number;
  readonly height: number;

  constructor(
    context: PipeContext,
    texture: BaseResource,
    t: PipeSurfaceTemplate,
    onFreed: FreedHook | null,
  ) {
    super(context, texture, onFreed);
    this.format = t.format;
    this.level = t.level;
    this.firstLayer = t.firstLayer;
    this.lastLayer = t.lastLayer;
    this.width = levelWidth(texture, t.level);
    this.height = levelHeight(texture, t.level);
  }
}

/** pipe_stream_output_target; `filled` is the internal offset (bytes already written). */
export class BaseStreamOutputTarget extends ContextView implements PipeStreamOutputTarget {
  filled = 0;

  constructor(
    context: PipeContext,
    buffer: BaseResource,
    readonly bufferOffset: number,
    readonly bufferSize: number,
    onFreed: FreedHook | null,
  ) {
    super(context, buffer, onFreed);
  }

  get buffer(): BaseResource {
    return this.resource;
  }
}

/** Checks a sampler-view template against its texture and the caps; returns a private copy. */
export function checkSamplerViewTemplate(
  method: string,
  texture: BaseResource,
  template: unknown,
  caps: PipeCapsSource,
  limits: PipeLimits,
): PipeSamplerViewTemplate {
  if (typeof template !== 'object' || template === null)
    return refuse(method, `template must be an object (got ${describeValue(template)})`);
  const t = { ...(template as PipeSamplerViewTemplate) };
  if (!isFormat(t.format)) refuse(method, `unknown format ${describeValue(t.format)}`);
  const targetName = enumName(T, t.target);
  if (!(t.target in VIEW_TARGETS))
    refuse(method, `target ${describeValue(t.target)} is not a PipeTextureTarget value`);
  if (t.target !== texture.target) {
    const allowed = limits.samplerViewTarget && VIEW_TARGETS[texture.target]!.includes(t.target);
    if (!allowed)
      refuse(method, `a ${enumName(T, texture.target)} resource cannot be viewed as ${targetName}`);
  }
  const identity = [PipeSwizzle.X, PipeSwizzle.Y, PipeSwizzle.Z, PipeSwizzle.W];
  (['swizzleR', 'swizzleG', 'swizzleB', 'swizzleA'] as const).forEach((swizzle, i) => {
    checkInt(method, swizzle, t[swizzle], PipeSwizzle.X, PipeSwizzle.ONE);
    if (t[swizzle] !== identity[i] && !limits.gates.textureSwizzle)
      throw new PipeUnsupportedError(
        method,
        `${swizzle} is not the identity and PIPE_CAP_TEXTURE_SWIZZLE is 0`,
      );
  });
  if (
    !caps.isFormatSupported(t.format, t.target, texture.nrSamples, texture.nrSamples, PipeBind.SAMPLER_VIEW)
  ) {
    refuse(method, `format ${formatLabel(t.format)} cannot be sampled as ${targetName}`);
  }
  if (texture.target === T.BUFFER) {
    if (!limits.textureBufferObjects)
      refuse(method, 'buffer sampler views are not supported (PIPE_CAP_TEXTURE_BUFFER_OBJECTS is 0)');
    checkBufferRange(method, 'view', texture, t.bufferOffset, t.bufferSize);
    const bs = formatDescription(t.format).blockSize;
    if (t.bufferSize % bs !== 0)
      refuse(method, `bufferSize ${t.bufferSize} is not a multiple of the ${bs}-byte texel`);
    if (t.bufferSize / bs > limits.maxTextureBufferSize) {
      refuse(
        method,
        `the view has ${t.bufferSize / bs} texels, more than PIPE_CAP_MAX_TEXTURE_BUFFER_SIZE (${limits.maxTextureBufferSize})`,
      );
    }
    const align = Math.max(1, caps.getParam(PipeCap.TEXTURE_BUFFER_OFFSET_ALIGNMENT));
    if (t.bufferOffset % align !== 0)
      refuse(method, `bufferOffset ${t.bufferOffset} is not a multiple of ${align}`);
    return t;
  }
  checkViewFormat(method, texture, t.format);
  checkInt(method, 'firstLevel', t.firstLevel, 0, texture.lastLevel);
  checkInt(method, 'lastLevel', t.lastLevel, t.firstLevel, texture.lastLevel);
  const layers = arrayLayers(texture);
  checkLayerRange(method, t, layers);
  const count = t.lastLayer - t.firstLayer + 1;
  if (t.target === T.TEXTURE_CUBE && count !== 6)
    refuse(method, `a TEXTURE_CUBE view needs 6 layers (got ${count})`);
  if (t.target === T.TEXTURE_CUBE_ARRAY && count % 6 !== 0) {
    refuse(method, `a TEXTURE_CUBE_ARRAY view needs a multiple of 6 layers (got ${count})`);
  }
  const single = t.target === T.TEXTURE_1D || t.target === T.TEXTURE_2D;
  if (single && layers > 1 && count !== 1)
    refuse(method, `a ${targetName} view covers one layer (got ${count})`);
  return t;
}

/** Checks a surface template against its texture and the caps; returns a private copy. */
export function checkSurfaceTemplate(
  method: string,
  texture: BaseResource,
  template: unknown,
  caps: PipeCapsSource,
): PipeSurfaceTemplate {
  if (texture.target === T.BUFFER)
    refuse(method, `resource ${texture.id} is a buffer; surfaces view textures`);
  if (typeof template !== 'object' || template === null)
    return refuse(method, `template must be an object (got ${describeValue(template)})`);
  const src = template as PipeSurfaceTemplate;
  const t: PipeSurfaceTemplate = {
    format: src.format,
    level: src.level,
    firstLayer: src.firstLayer,
    lastLayer: src.lastLayer,
  };
  if (!isFormat(t.format)) refuse(method, `unknown format ${describeValue(t.format)}`);
  checkViewFormat(method, texture, t.format);
  const desc = formatDescription(t.format);
  const bind = desc.isDepth || desc.isStencil ? PipeBind.DEPTH_STENCIL : PipeBind.RENDER_TARGET;
  if (!caps.isFormatSupported(t.format, texture.target, texture.nrSamples, texture.nrSamples, bind)) {
    const as = bind === PipeBind.DEPTH_STENCIL ? 'a depth/stencil buffer' : 'a render target';
    refuse(method, `format ${formatLabel(t.format)} cannot be ${as} for ${enumName(T, texture.target)}`);
  }
  checkInt(method, 'level', t.level, 0, texture.lastLevel);
  checkLayerRange(method, t, levelLayers(texture, t.level));
  return t;
}

/** Checks that a view of `texture` may have `format`. */
function checkViewFormat(method: string, texture: BaseResource, format: PipeFormat): void {
  if (!formatsCompatibleForView(texture.format, format)) {
    refuse(
      method,
      `format ${formatLabel(format)} is not compatible with the texture's ${formatLabel(texture.format)}`,
    );
  }
}

/** Checks a view's layers `firstLayer..lastLayer` against the `layers` of what it views. */
function checkLayerRange(
  method: string,
  view: { firstLayer: number; lastLayer: number },
  layers: number,
): void {
  checkInt(method, 'firstLayer', view.firstLayer, 0, layers - 1);
  checkInt(method, 'lastLayer', view.lastLayer, view.firstLayer, layers - 1);
}

/** Checks a stream-output target's range: 4-byte aligned, inside the buffer, not empty. */
export function checkStreamOutputRange(
  method: string,
  buffer: BaseResource,
  offset: unknown,
  size: unknown,
): void {
  checkBufferRange(method, 'target', buffer, offset, size);
  if ((offset as number) % 4 !== 0) refuse(method, `bufferOffset ${offset} is not a multiple of 4`);
  if ((size as number) === 0) refuse(method, 'bufferSize is 0');
}

/** Checks an image view against its (live, checked) resource and the caps; returns a private copy. */
export function checkImageView(
  method: string,
  resource: BaseResource,
  view: PipeImageView,
  caps: PipeCapsSource,
): PipeImageView {
  const v: PipeImageView = { ...view };
  if (!isFormat(v.format)) refuse(method, `unknown image format ${describeValue(v.format)}`);
  checkInt(method, 'access', v.access, 0, PipeImageAccess.READ_WRITE);
  if (
    !caps.isFormatSupported(
      v.format,
      resource.target,
      resource.nrSamples,
      resource.nrSamples,
      PipeBind.SHADER_IMAGE,
    )
  ) {
    refuse(
      method,
      `format ${formatLabel(v.format)} cannot be a shader image of ${enumName(T, resource.target)}`,
    );
  }
  if (resource.target === T.BUFFER) {
    checkBufferRange(method, 'image', resource, v.offset, v.size);
    return v;
  }
  if (!formatsCompatibleForView(resource.format, v.format)) {
    refuse(
      method,
      `image format ${formatLabel(v.format)} is not compatible with ${formatLabel(resource.format)}`,
    );
  }
  checkInt(method, 'level', v.level, 0, resource.lastLevel);
  checkLayerRange(method, v, levelLayers(resource, v.level));
  return v;
}

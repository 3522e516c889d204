// Everything bound to a context, as the validated copies drivers render from, with the dirty bits of
// what changed. Bindings of reference-counted objects (resources, views, surfaces, targets) hold a
// reference while bound, as Gallium's "Every binding point acquires a reference ... and releases a
// reference to the previous".
import {
  PIPE_MAX_ATTRIBS,
  PIPE_MAX_CONSTANT_BUFFERS,
  PIPE_MAX_SAMPLERS,
  PIPE_MAX_SHADER_BUFFERS,
  PIPE_MAX_SHADER_IMAGES,
  PIPE_MAX_SHADER_SAMPLER_VIEWS,
  PIPE_MAX_SO_BUFFERS,
  PIPE_MAX_VIEWPORTS,
  PIPE_SHADER_TYPES,
  type PipeShader,
} from '../enums.js';
import type { PipeCsoKind } from '../objects.js';
import type {
  PipeBlendColor,
  PipeClipState,
  PipeConstantBuffer,
  PipeDebugCallback,
  PipeDeviceResetCallback,
  PipeFramebufferState,
  PipeImageView,
  PipeIndexBuffer,
  PipePolyStipple,
  PipeScissorState,
  PipeShaderBuffer,
  PipeStencilRef,
  PipeVertexBuffer,
  PipeViewportState,
} from '../state.js';
import type { CsoObject } from './cso.js';
import { PipeDirty } from './dirty.js';
import type { RefCounted } from './lifetime.js';
import type { BaseQuery } from './queries.js';
import type { BaseResource } from './resource.js';
import type { BaseSamplerView, BaseStreamOutputTarget, BaseSurface } from './views.js';

/** CSO kinds bound one at a time (samplers are bound per stage and slot). */
export type SingleCsoKind = Exclude<PipeCsoKind, 'sampler'>;

/** The render condition set by render_condition. */
export interface RenderCondition {
  query: BaseQuery | null;
  condition: boolean;
  mode: number;
}

/**
 * Replaces `slots[index]` with `next`, taking a reference on the new object before releasing the old.
 * Returns whether the slot changed.
 */
export function rebind<T extends RefCounted>(slots: (T | null)[], index: number, next: T | null): boolean {
  const previous = slots[index] ?? null;
  if (previous === next) return false;
  next?.addRef();
  slots[index] = next;
  previous?.release();
  return true;
}

/**
 * Replaces the CSO in `slots[key]` with `next`, moving the binding count that keeps a bound CSO from
 * being deleted.
 */
export function rebindCso<K extends string | number, C extends CsoObject>(
  slots: Record<K, C | null>,
  key: K,
  next: C | null,
): boolean {
  const previous = slots[key];
  if (previous === next) return false;
  moveBinding(previous, next);
  slots[key] = next;
  return true;
}

/** Moves the binding count that keeps a bound CSO from being deleted from `previous` to `next`. */
function moveBinding(previous: CsoObject | null, next: CsoObject | null): void {
  if (previous !== null) previous.bindings--;
  if (next !== null) next.bindings++;
}

/**
 * rebindCso for the `kind` slot of a context's single CSOs, the slot written by name (swapCso).
 * Returns whether the slot changed.
 */
export function rebindSingleCso(
  slots: Record<SingleCsoKind, CsoObject | null>,
  kind: SingleCsoKind,
  next: CsoObject | null,
): boolean {
  const previous = swapCso(slots, kind, next);
  if (previous === next) return false;
  moveBinding(previous, next);
  return true;
}

/**
 * Puts `next` in the `kind` slot of `slots` and returns what was there (binding counts untouched). Each kind's slot is written by name: a context binds many kinds, and a slot chosen by a
 * string variable would be a generic keyed access on every bind.
 */
function swapCso(
  slots: Record<SingleCsoKind, CsoObject | null>,
  kind: SingleCsoKind,
  next: CsoObject | null,
): CsoObject | null {
  let previous: CsoObject | null;
  switch (kind) {
    case 'blend':
      previous = slots.blend;
      slots.blend = next;
      return previous;
    case 'rasterizer':
      previous = slots.rasterizer;
      slots.rasterizer = next;
      return previous;
    case 'depthStencilAlpha':
      previous = slots.depthStencilAlpha;
      slots.depthStencilAlpha = next;
      return previous;
    case 'vs':
      previous = slots.vs;
      slots.vs = next;
      return previous;
    case 'fs':
      previous = slots.fs;
      slots.fs = next;
      return previous;
    case 'gs':
      previous = slots.gs;
      slots.gs = next;
      return previous;
    case 'tcs':
      previous = slots.tcs;
      slots.tcs = next;
      return previous;
    case 'tes':
      previous = slots.tes;
      slots.tes = next;
      return previous;
    case 'compute':
      previous = slots.compute;
      slots.compute = next;
      return previous;
    case 'vertexElements':
      previous = slots.vertexElements;
      slots.vertexElements = next;
      return previous;
  }
}

/** The render condition of a fresh context, and of render_condition with a null query: none. */
export function noRenderCondition(): RenderCondition {
  return { query: null, condition: false, mode: 0 };
}

/** The framebuffer of a fresh context: nothing attached. */
function emptyFramebuffer(): PipeFramebufferState {
  return { width: 0, height: 0, samples: 0, layers: 0, nrCbufs: 0, cbufs: [], zsbuf: null };
}

function perStage<T>(slots: number): T[][] {
  return Array.from({ length: PIPE_SHADER_TYPES }, () => new Array<T>(slots).fill(null as T));
}

/** The bound state of one context. Drivers read it; BaseContext writes it after validation. */
export class BoundState {
  /** PipeDirty bits of the groups that changed since the driver last cleared them (all, initially). */
  dirty: number = PipeDirty.ALL;
  readonly cso: Record<SingleCsoKind, CsoObject | null> = {
    blend: null,
    rasterizer: null,
    depthStencilAlpha: null,
    vs: null,
    fs: null,
    gs: null,
    tcs: null,
    tes: null,
    compute: null,
    vertexElements: null,
  };
  readonly samplers: (CsoObject<'sampler'> | null)[][] = perStage(PIPE_MAX_SAMPLERS);
  readonly samplerViews: (BaseSamplerView | null)[][] = perStage(PIPE_MAX_SHADER_SAMPLER_VIEWS);
  /** Constant buffers per stage; `constantBufferResources` holds the references of their buffers. */
  readonly constantBuffers: (PipeConstantBuffer | null)[][] = perStage(PIPE_MAX_CONSTANT_BUFFERS);
  readonly constantBufferResources: (BaseResource | null)[][] = perStage(PIPE_MAX_CONSTANT_BUFFERS);
  readonly shaderBuffers: (PipeShaderBuffer | null)[][] = perStage(PIPE_MAX_SHADER_BUFFERS);
  readonly shaderBufferResources: (BaseResource | null)[][] = perStage(PIPE_MAX_SHADER_BUFFERS);
  readonly shaderImages: (PipeImageView | null)[][] = perStage(PIPE_MAX_SHADER_IMAGES);
  readonly shaderImageResources: (BaseResource | null)[][] = perStage(PIPE_MAX_SHADER_IMAGES);
  readonly vertexBuffers: (PipeVertexBuffer | null)[] = new Array(PIPE_MAX_ATTRIBS).fill(null);
  readonly vertexBufferResources: (BaseResource | null)[] = new Array(PIPE_MAX_ATTRIBS).fill(null);
  indexBuffer: PipeIndexBuffer | null = null;
  readonly indexBufferResource: (BaseResource | null)[] = [null];
  framebuffer: PipeFramebufferState = emptyFramebuffer();
  /** References held by the framebuffer: colour buffers 0..7, then the depth/stencil buffer. */
  readonly framebufferSurfaces: (BaseSurface | null)[] = new Array(9).fill(null);
  readonly streamOutputTargets: (BaseStreamOutputTarget | null)[] = new Array(PIPE_MAX_SO_BUFFERS).fill(null);
  numStreamOutputTargets = 0;
  readonly computeResources: (BaseSurface | null)[] = [];
  readonly globalBindings: (BaseResource | null)[] = [];
  blendColor: PipeBlendColor = { color: [0, 0, 0, 0] };
  stencilRef: PipeStencilRef = { refValue: [0, 0] };
  sampleMask = 0xffffffff;
  minSamples = 1;
  clip: PipeClipState = { ucp: [] };
  polygonStipple: PipePolyStipple = { stipple: new Array(32).fill(0xffffffff) };
  readonly scissors: PipeScissorState[] = Array.from({ length: PIPE_MAX_VIEWPORTS }, () => ({
    minx: 0,
    miny: 0,
    maxx: 0,
    maxy: 0,
  }));
  readonly viewports: PipeViewportState[] = Array.from({ length: PIPE_MAX_VIEWPORTS }, () => ({
    scale: [1, 1, 1] as [number, number, number],
    translate: [0, 0, 0] as [number, number, number],
  }));
  windowRectangles: { include: boolean; rects: PipeScissorState[] } = { include: false, rects: [] };
  tessOuterLevel: number[] = [1, 1, 1, 1];
  tessInnerLevel: number[] = [1, 1];
  debugCallback: PipeDebugCallback | null = null;
  resetCallback: PipeDeviceResetCallback | null = null;
  renderCondition: RenderCondition = noRenderCondition();

  /** The sampler views bound to `shader`. */
  views(shader: PipeShader): readonly (BaseSamplerView | null)[] {
    return this.samplerViews[shader]!;
  }

  /** Releases every reference the bindings hold and resets them to empty. */
  unbindAll(): void {
    const clear = <T extends RefCounted>(slots: (T | null)[]) => {
      for (let i = 0; i < slots.length; i++) rebind(slots, i, null);
    };
    for (let s = 0; s < PIPE_SHADER_TYPES; s++) {
      clear(this.samplerViews[s]!);
      clear(this.constantBufferResources[s]!);
      clear(this.shaderBufferResources[s]!);
      clear(this.shaderImageResources[s]!);
      this.constantBuffers[s]!.fill(null);
      this.shaderBuffers[s]!.fill(null);
      this.shaderImages[s]!.fill(null);
      for (let i = 0; i < PIPE_MAX_SAMPLERS; i++) rebindCso(this.samplers[s]!, i, null);
    }
    for (const kind of Object.keys(this.cso) as SingleCsoKind[]) rebindCso(this.cso, kind, null);
    clear(this.vertexBufferResources);
    this.vertexBuffers.fill(null);
    clear(this.indexBufferResource);
    this.indexBuffer = null;
    clear(this.framebufferSurfaces);
    this.framebuffer = emptyFramebuffer();
    clear(this.streamOutputTargets);
    this.numStreamOutputTargets = 0;
    clear(this.computeResources);
    clear(this.globalBindings);
    this.renderCondition = noRenderCondition();
    this.dirty = PipeDirty.ALL;
  }
}

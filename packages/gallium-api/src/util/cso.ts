// Constant state objects as drivers hand them out: the kind, the owning context, the validated private
// copy of the state (never the caller's object), what the driver derived from it when it was created,
// and how many binding points hold it (a bound CSO cannot be deleted).
import type { PipeContext } from '../context.js';
import type { PipeCso, PipeCsoKind } from '../objects.js';
import { describeValue, refuse } from './check.js';

const KIND_NAMES: Readonly<Record<PipeCsoKind, string>> = {
  blend: 'blend state',
  sampler: 'sampler state',
  rasterizer: 'rasterizer state',
  depthStencilAlpha: 'depth/stencil/alpha state',
  vs: 'vertex shader',
  fs: 'fragment shader',
  gs: 'geometry shader',
  tcs: 'tessellation control shader',
  tes: 'tessellation evaluation shader',
  compute: 'compute state',
  vertexElements: 'vertex elements state',
};

/** A CSO: `state` is the driver's validated copy of the template (plus whatever a driver derives). */
export class CsoObject<K extends PipeCsoKind = PipeCsoKind, S = unknown> implements PipeCso<K> {
  /** delete_* was called or the context was destroyed. */
  destroyed = false;
  /** Binding points currently holding this CSO. */
  bindings = 0;
  /** What the driver derived at creation (a compiled shader, a blend function), set by its onCreateCso. */
  driverData: unknown = null;

  constructor(
    readonly kind: K,
    readonly context: PipeContext,
    readonly state: S,
  ) {}

  destroyHandle(): void {
    this.destroyed = true;
  }
}

/** The words for a CSO kind in messages ("blend state"). */
export function csoKindName(kind: PipeCsoKind): string {
  return KIND_NAMES[kind];
}

/** Checks that `value` is a live CSO of `kind` made by `context`. */
export function checkCso<K extends PipeCsoKind>(
  method: string,
  value: unknown,
  kind: K,
  context: object,
): CsoObject<K> {
  // The kind's name is looked up only for a refusal: the check itself reads nothing keyed by the kind.
  if (!(value instanceof CsoObject))
    return refuse(method, `${describeValue(value)} is not a ${KIND_NAMES[kind]} object`);
  if (value.kind !== kind)
    return refuse(
      method,
      `the object is a ${KIND_NAMES[value.kind as PipeCsoKind]}, not a ${KIND_NAMES[kind]}`,
    );
  if (value.context !== context) return refuse(method, `the ${KIND_NAMES[kind]} belongs to another context`);
  if (value.destroyed) return refuse(method, `the ${KIND_NAMES[kind]} has been deleted`);
  return value as CsoObject<K>;
}

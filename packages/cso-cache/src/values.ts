// Equality and private copies of the plain state structs a CSO context shadows. Numbers compare by value,
// driver objects (surfaces, resources, queries, targets) by identity. A user (CPU-memory) buffer never
// compares equal: its contents may have changed in place, so setting it always reaches the driver.
import type {
  PipeBlendColor,
  PipeClipState,
  PipeConstantBuffer,
  PipeFramebufferState,
  PipeIndexBuffer,
  PipePolyStipple,
  PipeQueryObject,
  PipeRenderCond,
  PipeScissorState,
  PipeStencilRef,
  PipeStreamOutputTarget,
  PipeVertexBuffer,
  PipeViewportState,
} from '@gallium-ts/gallium-api';

/** How a shadowed value compares and is kept. */
export interface ValueKind<T> {
  /** Whether `a` (the shadowed value) and `b` set the same driver state. */
  same(a: T, b: T): boolean;
  /** A private copy to shadow (driver objects inside stay shared). */
  copy(value: T): T;
}

/** render_condition arguments. */
export interface CsoRenderCondition {
  query: PipeQueryObject | null;
  condition: boolean;
  mode: PipeRenderCond;
}

/** set_stream_output_targets arguments; an offset of -1 appends where the target left off. */
export interface CsoStreamOutputs {
  targets: readonly (PipeStreamOutputTarget | null)[];
  offsets: readonly number[];
}

function numbersEqual(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Driver objects: equal only when identical (shared, never copied). */
export const identityKind = {
  same: (): boolean => false,
  copy: <T>(value: T): T => value,
};

/** Plain numbers. */
export const numberKind: ValueKind<number> = {
  same: (a, b) => a === b,
  copy: (v) => v,
};

export const viewportKind: ValueKind<PipeViewportState> = {
  same: (a, b) =>
    a.scale[0] === b.scale[0] &&
    a.scale[1] === b.scale[1] &&
    a.scale[2] === b.scale[2] &&
    a.translate[0] === b.translate[0] &&
    a.translate[1] === b.translate[1] &&
    a.translate[2] === b.translate[2],
  copy: (v) => ({
    scale: [v.scale[0], v.scale[1], v.scale[2]],
    translate: [v.translate[0], v.translate[1], v.translate[2]],
  }),
};

export const scissorKind: ValueKind<PipeScissorState> = {
  same: (a, b) => a.minx === b.minx && a.miny === b.miny && a.maxx === b.maxx && a.maxy === b.maxy,
  copy: (v) => ({ minx: v.minx, miny: v.miny, maxx: v.maxx, maxy: v.maxy }),
};

export const stencilRefKind: ValueKind<PipeStencilRef> = {
  same: (a, b) => a.refValue[0] === b.refValue[0] && a.refValue[1] === b.refValue[1],
  copy: (v) => ({ refValue: [v.refValue[0], v.refValue[1]] }),
};

export const blendColorKind: ValueKind<PipeBlendColor> = {
  same: (a, b) =>
    a.color[0] === b.color[0] &&
    a.color[1] === b.color[1] &&
    a.color[2] === b.color[2] &&
    a.color[3] === b.color[3],
  copy: (v) => ({ color: [v.color[0], v.color[1], v.color[2], v.color[3]] }),
};

export const clipKind: ValueKind<PipeClipState> = {
  same: (a, b) => a.ucp.length === b.ucp.length && a.ucp.every((plane, i) => numbersEqual(plane, b.ucp[i]!)),
  copy: (v) => ({ ucp: v.ucp.map((p) => [p[0], p[1], p[2], p[3]]) }),
};

export const polygonStippleKind: ValueKind<PipePolyStipple> = {
  same: (a, b) => numbersEqual(a.stipple, b.stipple),
  copy: (v) => ({ stipple: v.stipple.slice() }),
};

export const framebufferKind: ValueKind<PipeFramebufferState> = {
  same(a, b) {
    if (
      a.width !== b.width ||
      a.height !== b.height ||
      a.samples !== b.samples ||
      a.layers !== b.layers ||
      a.nrCbufs !== b.nrCbufs ||
      a.zsbuf !== b.zsbuf
    ) {
      return false;
    }
    for (let i = 0; i < a.nrCbufs; i++) if (a.cbufs[i] !== b.cbufs[i]) return false;
    return true;
  },
  copy: (v) => ({
    width: v.width,
    height: v.height,
    samples: v.samples,
    layers: v.layers,
    nrCbufs: v.nrCbufs,
    cbufs: v.cbufs.slice(),
    zsbuf: v.zsbuf,
  }),
};

export const vertexBufferKind: ValueKind<PipeVertexBuffer> = {
  same: (a, b) =>
    a.userBuffer === null &&
    b.userBuffer === null &&
    a.buffer === b.buffer &&
    a.stride === b.stride &&
    a.bufferOffset === b.bufferOffset,
  copy: (v) => ({
    stride: v.stride,
    bufferOffset: v.bufferOffset,
    buffer: v.buffer,
    userBuffer: v.userBuffer,
  }),
};

export const indexBufferKind: ValueKind<PipeIndexBuffer> = {
  same: (a, b) =>
    a.userBuffer === null &&
    b.userBuffer === null &&
    a.buffer === b.buffer &&
    a.indexSize === b.indexSize &&
    a.offset === b.offset,
  copy: (v) => ({ indexSize: v.indexSize, offset: v.offset, buffer: v.buffer, userBuffer: v.userBuffer }),
};

export const constantBufferKind: ValueKind<PipeConstantBuffer> = {
  same: (a, b) =>
    a.userBuffer === null &&
    b.userBuffer === null &&
    a.buffer === b.buffer &&
    a.bufferOffset === b.bufferOffset &&
    a.bufferSize === b.bufferSize,
  copy: (v) => ({
    buffer: v.buffer,
    bufferOffset: v.bufferOffset,
    bufferSize: v.bufferSize,
    userBuffer: v.userBuffer,
  }),
};

export const renderConditionKind: ValueKind<CsoRenderCondition> = {
  same: (a, b) => a.query === b.query && a.condition === b.condition && a.mode === b.mode,
  copy: (v) => ({ query: v.query, condition: v.condition, mode: v.mode }),
};

/**
 * Stream-output targets are unchanged only when the same targets are set to append (offset -1); any
 * other offset resets a target's internal offset, which is a change. The shadow keeps -1 offsets, so a
 * restore resumes the targets where they left off.
 */
export const streamOutputsKind: ValueKind<CsoStreamOutputs> = {
  same: (a, b) =>
    a.targets.length === b.targets.length &&
    a.targets.every((t, i) => t === b.targets[i] && b.offsets[i] === -1),
  copy: (v) => ({ targets: v.targets.slice(), offsets: v.targets.map(() => -1) }),
};

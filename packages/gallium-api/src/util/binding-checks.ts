// Checks of what set_* binds: constant, vertex, index and shader buffers, the framebuffer and stream
// output targets. Each returns the validated copy and the resources/objects the binding must reference;
// the context stores them only after every check passed.

import { PipeUnsupportedError } from '../errors.js';
import { formatDescription } from '../format/index.js';
import type { PipeSurface } from '../objects.js';
import type {
  PipeConstantBuffer,
  PipeFramebufferState,
  PipeIndexBuffer,
  PipeShaderBuffer,
  PipeVertexBuffer,
} from '../state.js';
import { checkFramebufferCaps, checkVertexBufferCaps } from './cap-checks.js';
import { checkArray, checkBytes, checkInt, describeValue, refuse } from './check.js';
import { checkOwned } from './lifetime.js';
import type { PipeLimits, PipeStageLimits } from './limits.js';
import { type BaseResource, checkBuffer, checkBufferRange } from './resource.js';
import { MAX_FRAMEBUFFER_COORD } from './state-schemas.js';
import { BaseStreamOutputTarget, BaseSurface } from './views.js';

/** A validated buffer binding: the private copy and the resource it references (if any). */
export interface CheckedBinding<T> {
  copy: T | null;
  resource: BaseResource | null;
}

const NOTHING: CheckedBinding<never> = { copy: null, resource: null };
const I32_MAX = 0x7fffffff;

/**
 * A binding names exactly one of a buffer resource and a user array (or, when not `required`, neither).
 * User arrays need the screen's cap. Returns the resource, if one is named.
 */
export function checkBufferSource(
  method: string,
  what: string,
  buffer: unknown,
  userBuffer: unknown,
  userAllowed: boolean,
  required: boolean,
  screen: object,
): BaseResource | null {
  const hasBuffer = buffer !== null && buffer !== undefined;
  const hasUser = userBuffer !== null && userBuffer !== undefined;
  if (hasBuffer && hasUser) refuse(method, `${what} names both a buffer and a userBuffer`);
  if (!hasBuffer && !hasUser) {
    if (required) refuse(method, `${what} names neither a buffer nor a userBuffer`);
    return null;
  }
  if (hasUser) {
    if (!userAllowed) throw new PipeUnsupportedError(method, 'user buffers are not supported by this screen');
    checkBytes(method, `${what}.userBuffer`, userBuffer);
    return null;
  }
  return checkBuffer(method, `${what}.buffer`, buffer, screen);
}

/** set_constant_buffer's pipe_constant_buffer (null unbinds). */
export function checkConstantBuffer(
  method: string,
  buffer: PipeConstantBuffer | null,
  stage: PipeStageLimits,
  limits: PipeLimits,
  screen: object,
): CheckedBinding<PipeConstantBuffer> {
  if (buffer === null) return NOTHING;
  if (typeof buffer !== 'object')
    refuse(method, `buffer must be an object or null (got ${describeValue(buffer)})`);
  const copy = { ...buffer };
  checkInt(method, 'bufferSize', copy.bufferSize, 1, stage.maxConstBufferSize);
  checkInt(method, 'bufferOffset', copy.bufferOffset, 0, I32_MAX);
  if (copy.bufferOffset % limits.constantBufferOffsetAlignment !== 0) {
    refuse(
      method,
      `bufferOffset ${copy.bufferOffset} is not a multiple of ${limits.constantBufferOffsetAlignment}`,
    );
  }
  const resource = checkBufferSource(
    method,
    'buffer',
    copy.buffer,
    copy.userBuffer,
    limits.userConstantBuffers,
    true,
    screen,
  );
  if (resource) checkBufferRange(method, 'constant', resource, copy.bufferOffset, copy.bufferSize);
  else {
    const user = copy.userBuffer!;
    if (copy.bufferOffset + copy.bufferSize > user.byteLength) {
      refuse(
        method,
        `bytes ${copy.bufferOffset}..${copy.bufferOffset + copy.bufferSize} exceed the ${user.byteLength}-byte user buffer`,
      );
    }
  }
  return { copy, resource };
}

/** One entry of set_vertex_buffers (null, or neither buffer nor userBuffer, unbinds). */
export function checkVertexBuffer(
  method: string,
  what: string,
  b: PipeVertexBuffer | null,
  limits: PipeLimits,
  screen: object,
): CheckedBinding<PipeVertexBuffer> {
  if (b === null) return NOTHING;
  if (typeof b !== 'object') refuse(method, `${what} must be an object or null (got ${describeValue(b)})`);
  checkInt(method, `${what}.stride`, b.stride, 0, limits.maxVertexAttribStride);
  checkInt(method, `${what}.bufferOffset`, b.bufferOffset, 0, I32_MAX);
  const resource = checkBufferSource(
    method,
    what,
    b.buffer,
    b.userBuffer,
    limits.userVertexBuffers,
    false,
    screen,
  );
  if (resource === null && (b.userBuffer === null || b.userBuffer === undefined)) return NOTHING;
  if (resource && b.bufferOffset > resource.width0) {
    refuse(method, `${what}.bufferOffset ${b.bufferOffset} is past the ${resource.width0}-byte buffer`);
  }
  checkVertexBufferCaps(method, what, b, limits.gates);
  return { copy: { ...b }, resource };
}

/** set_index_buffer's pipe_index_buffer (null unbinds). */
export function checkIndexBuffer(
  method: string,
  buffer: PipeIndexBuffer | null,
  limits: PipeLimits,
  screen: object,
): CheckedBinding<PipeIndexBuffer> {
  if (buffer === null) return NOTHING;
  if (typeof buffer !== 'object')
    refuse(method, `buffer must be an object or null (got ${describeValue(buffer)})`);
  if (buffer.indexSize !== 1 && buffer.indexSize !== 2 && buffer.indexSize !== 4) {
    refuse(method, `indexSize must be 1, 2 or 4 (got ${describeValue(buffer.indexSize)})`);
  }
  checkInt(method, 'offset', buffer.offset, 0, I32_MAX);
  if (buffer.offset % buffer.indexSize !== 0) {
    refuse(method, `offset ${buffer.offset} is not a multiple of the index size ${buffer.indexSize}`);
  }
  const resource = checkBufferSource(
    method,
    'buffer',
    buffer.buffer,
    buffer.userBuffer,
    limits.userIndexBuffers,
    true,
    screen,
  );
  if (resource && buffer.offset > resource.width0) {
    refuse(method, `offset ${buffer.offset} is past the ${resource.width0}-byte buffer`);
  }
  return { copy: { ...buffer }, resource };
}

/** One entry of set_shader_buffers (null or a null buffer unbinds). */
export function checkShaderBuffer(
  method: string,
  what: string,
  b: PipeShaderBuffer | null,
  limits: PipeLimits,
  screen: object,
): CheckedBinding<PipeShaderBuffer> {
  if (b === null || b.buffer === null) return NOTHING;
  const resource = checkBuffer(method, `${what}.buffer`, b.buffer, screen);
  checkBufferRange(method, what, resource, b.bufferOffset, b.bufferSize);
  if (b.bufferOffset % limits.shaderBufferOffsetAlignment !== 0) {
    refuse(
      method,
      `${what}.bufferOffset ${b.bufferOffset} is not a multiple of ${limits.shaderBufferOffsetAlignment}`,
    );
  }
  return { copy: { ...b }, resource };
}

/**
 * set_framebuffer_state: sizes in range, colour surfaces in cbufs and a depth/stencil one in zsbuf, all
 * live surfaces of `context` at least as large as the framebuffer. Returns the private copy.
 */
export function checkFramebuffer(
  method: string,
  state: PipeFramebufferState,
  limits: PipeLimits,
  context: object,
): PipeFramebufferState {
  if (typeof state !== 'object' || state === null)
    refuse(method, `state must be an object (got ${describeValue(state)})`);
  const width = checkInt(method, 'width', state.width, 0, MAX_FRAMEBUFFER_COORD);
  const height = checkInt(method, 'height', state.height, 0, MAX_FRAMEBUFFER_COORD);
  const samples = checkInt(method, 'samples', state.samples, 0, 32);
  const layers = checkInt(method, 'layers', state.layers, 0, 2048);
  const nrCbufs = checkInt(method, 'nrCbufs', state.nrCbufs, 0, limits.maxRenderTargets);
  const cbufList = checkArray<PipeSurface | null>(method, 'cbufs', state.cbufs, 64);
  if (cbufList.length < nrCbufs)
    refuse(method, `cbufs has ${cbufList.length} entries, nrCbufs is ${nrCbufs}`);
  const attachment = (what: string, s: PipeSurface, depth: boolean) => {
    const surface = checkOwned(method, what, s, BaseSurface, context);
    const desc = formatDescription(surface.format);
    if ((desc.isDepth || desc.isStencil) !== depth) {
      refuse(method, `${what} has format ${desc.name}, not a ${depth ? 'depth/stencil' : 'colour'} format`);
    }
    if (surface.width < width || surface.height < height) {
      refuse(
        method,
        `${what} is ${surface.width}x${surface.height}, smaller than the ${width}x${height} framebuffer`,
      );
    }
    return surface;
  };
  const cbufs = cbufList
    .slice(0, nrCbufs)
    .map((s, i) => (s === null ? null : attachment(`cbufs[${i}]`, s, false)));
  const zsbuf = state.zsbuf === null ? null : attachment('zsbuf', state.zsbuf, true);
  const copy = { width, height, samples, layers, nrCbufs, cbufs, zsbuf };
  checkFramebufferCaps(method, copy, limits.gates);
  return copy;
}

/**
 * set_stream_output_targets: at most the screen's buffers, one offset per target (-1 appends), targets
 * of `context` whose ranges on one buffer are disjoint ("Two stream output targets can use the same
 * resource at the same time, but with a disjoint memory range").
 */
export function checkStreamOutputTargets(
  method: string,
  targets: readonly unknown[],
  offsets: readonly unknown[],
  limits: PipeLimits,
  context: object,
): (BaseStreamOutputTarget | null)[] {
  const list = checkArray<unknown>(method, 'targets', targets, limits.maxStreamOutputBuffers);
  const offs = checkArray<number>(method, 'offsets', offsets, list.length);
  if (offs.length !== list.length)
    refuse(method, `offsets has ${offs.length} entries for ${list.length} targets`);
  const checked = list.map((t, i) =>
    t === null ? null : checkOwned(method, `targets[${i}]`, t, BaseStreamOutputTarget, context),
  );
  offs.forEach((o, i) => {
    checkInt(method, `offsets[${i}]`, o, -1, checked[i]?.bufferSize ?? I32_MAX);
    if (o > 0 && o % 4 !== 0) refuse(method, `offsets[${i}] ${o} is not a multiple of 4`);
  });
  for (let i = 0; i < checked.length; i++) {
    for (let j = i + 1; j < checked.length; j++) {
      const a = checked[i];
      const b = checked[j];
      if (
        a &&
        b &&
        a.buffer === b.buffer &&
        a.bufferOffset < b.bufferOffset + b.bufferSize &&
        b.bufferOffset < a.bufferOffset + a.bufferSize
      ) {
        refuse(method, `targets[${i}] and targets[${j}] overlap in the same buffer`);
      }
    }
  }
  return checked;
}

// Per-method call counters for screens and contexts: one numeric field per PipeScreen / PipeContext
// method, as plain class fields so every increment is a fast property store (they run in benchmarks).
// The field lists double as the runtime lists of method names, checked against the interfaces below.
import type { PipeContext } from '../context.js';
import type { PipeScreen } from '../screen.js';

/** Names of the PipeContext methods (everything callable, not the uploader getters). */
export type PipeContextMethod = {
  [K in keyof PipeContext]: PipeContext[K] extends (...args: never[]) => unknown ? K : never;
}[keyof PipeContext];

/** Names of the PipeScreen methods. */
export type PipeScreenMethod = {
  [K in keyof PipeScreen]: PipeScreen[K] extends (...args: never[]) => unknown ? K : never;
}[keyof PipeScreen];

/** One counter per PipeContext method: `counters.bindBlendState` is how often it was called. */
export class PipeContextCounters implements Record<PipeContextMethod, number> {
  destroy = 0;
  drawVbo = 0;
  createQuery = 0;
  destroyQuery = 0;
  beginQuery = 0;
  endQuery = 0;
  getQueryResult = 0;
  getQueryResultResource = 0;
  setActiveQueryState = 0;
  renderCondition = 0;
  createBlendState = 0;
  bindBlendState = 0;
  deleteBlendState = 0;
  createSamplerState = 0;
  bindSamplerStates = 0;
  deleteSamplerState = 0;
  createRasterizerState = 0;
  bindRasterizerState = 0;
  deleteRasterizerState = 0;
  createDepthStencilAlphaState = 0;
  bindDepthStencilAlphaState = 0;
  deleteDepthStencilAlphaState = 0;
  createVsState = 0;
  bindVsState = 0;
  deleteVsState = 0;
  createFsState = 0;
  bindFsState = 0;
  deleteFsState = 0;
  createGsState = 0;
  bindGsState = 0;
  deleteGsState = 0;
  createTcsState = 0;
  bindTcsState = 0;
  deleteTcsState = 0;
  createTesState = 0;
  bindTesState = 0;
  deleteTesState = 0;
  createVertexElementsState = 0;
  bindVertexElementsState = 0;
  deleteVertexElementsState = 0;
  setBlendColor = 0;
  setStencilRef = 0;
  setSampleMask = 0;
  setMinSamples = 0;
  setClipState = 0;
  setConstantBuffer = 0;
  setFramebufferState = 0;
  setPolygonStipple = 0;
  setScissorStates = 0;
  setWindowRectangles = 0;
  setViewportStates = 0;
  setSamplerViews = 0;
  setTessState = 0;
  setDebugCallback = 0;
  setShaderBuffers = 0;
  setShaderImages = 0;
  setVertexBuffers = 0;
  setIndexBuffer = 0;
  createStreamOutputTarget = 0;
  streamOutputTargetDestroy = 0;
  setStreamOutputTargets = 0;
  createSamplerView = 0;
  samplerViewDestroy = 0;
  createSurface = 0;
  surfaceDestroy = 0;
  clear = 0;
  clearRenderTarget = 0;
  clearDepthStencil = 0;
  clearTexture = 0;
  clearBuffer = 0;
  flush = 0;
  flushResource = 0;
  isResourceReferenced = 0;
  resourceCopyRegion = 0;
  blit = 0;
  transferMap = 0;
  transferFlushRegion = 0;
  transferUnmap = 0;
  bufferSubdata = 0;
  textureSubdata = 0;
  textureBarrier = 0;
  memoryBarrier = 0;
  createComputeState = 0;
  bindComputeState = 0;
  deleteComputeState = 0;
  setComputeResources = 0;
  setGlobalBinding = 0;
  launchGrid = 0;
  generateMipmap = 0;
  getDeviceResetStatus = 0;
  setDeviceResetCallback = 0;
}

/** One counter per PipeScreen method. */
export class PipeScreenCounters implements Record<PipeScreenMethod, number> {
  getName = 0;
  getVendor = 0;
  getDeviceVendor = 0;
  getParam = 0;
  getParamf = 0;
  getShaderParam = 0;
  getComputeParam = 0;
  getTimestamp = 0;
  contextCreate = 0;
  isFormatSupported = 0;
  canCreateResource = 0;
  resourceCreate = 0;
  resourceFromUserMemory = 0;
  resourceDestroy = 0;
  fenceReference = 0;
  fenceFinish = 0;
  flushFrontbuffer = 0;
  destroy = 0;
}

/** Sets every counter of `counters` back to zero, keeping the same (live) object. */
export function resetCounters(counters: PipeContextCounters | PipeScreenCounters): void {
  const record = counters as unknown as Record<string, number>;
  for (const key of Object.keys(record)) record[key] = 0;
}

/** Every PipeContext method name, in interface order. */
export const PIPE_CONTEXT_METHODS: readonly PipeContextMethod[] = Object.freeze(
  Object.keys(new PipeContextCounters()) as PipeContextMethod[],
);

/** Every PipeScreen method name, in interface order. */
export const PIPE_SCREEN_METHODS: readonly PipeScreenMethod[] = Object.freeze(
  Object.keys(new PipeScreenCounters()) as PipeScreenMethod[],
);

// Compile-time proof that the counter classes list every method and nothing else.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contextExact: Exactly<keyof PipeContextCounters, PipeContextMethod> = true;
const screenExact: Exactly<keyof PipeScreenCounters, PipeScreenMethod> = true;
void contextExact;
void screenExact;

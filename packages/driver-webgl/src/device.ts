// WebglDevice: one WebGL2 context and what the screen learnt about it at creation (extensions, limits).
// Every PipeContext and every resource of a screen draws through it: WebGL contexts share no objects,
// so the screen's resources live in this one context. Code that changes GL bindings or fixed-function
// state outside a context's draw (readback, uploads, blits) calls `disturb()`, and the context that
// draws next sets its state again. Context loss is checked here: every GL use after a loss is refused.
// The device also keeps the submission order fences need (gpu-fence.ts: `finish()` completes every
// fence made before it) and knows whether query results can be read within one task (browsers deliver
// them only after the page returns to its event loop).
import { PipeError } from '@gallium-ts/gallium-api';

/** Extensions the driver uses when the context has them. */
export interface WebglExtensions {
  colorBufferFloat: boolean;
  textureFloatLinear: boolean;
  /** OES_draw_buffers_indexed (per-attachment blending and colour masks), null without it or under `gl`. */
  drawBuffersIndexed: object | null;
  disjointTimerQuery: unknown | null;
  loseContext: { loseContext(): void; restoreContext(): void } | null;
}

/** Numbers of the context that caps and checks depend on. */
export interface WebglLimits {
  maxTextureSize: number;
  max3dTextureSize: number;
  maxCubeMapSize: number;
  maxArrayLayers: number;
  maxDrawBuffers: number;
  maxVertexAttribs: number;
  maxUniformBlockSize: number;
  maxVertexUniformBlocks: number;
  maxFragmentUniformBlocks: number;
  maxTextureUnits: number;
  maxVertexTextureUnits: number;
  maxCombinedTextureUnits: number;
  uniformBufferOffsetAlignment: number;
  maxTransformFeedbackSeparateAttribs: number;
  lineWidthRange: [number, number];
  pointSizeRange: [number, number];
  minTexelOffset: number;
  maxTexelOffset: number;
}

/** Whether `gl` is the npm package `gl` (stackgl), whose limits the driver works around. */
export function isStackgl(gl: WebGL2RenderingContext): boolean {
  return gl.getExtension('STACKGL_destroy_context') !== null;
}

/** Whether an ANY_SAMPLES_PASSED query's result is available right after gl.finish(). */
function probeSyncQueryResults(gl: WebGL2RenderingContext): boolean {
  const query = gl.createQuery();
  if (!query) return false;
  gl.beginQuery(gl.ANY_SAMPLES_PASSED, query);
  gl.endQuery(gl.ANY_SAMPLES_PASSED);
  gl.finish();
  // `gl` answers 1, browsers false (true in a later task)
  const available = Boolean(gl.getQueryParameter(query, gl.QUERY_RESULT_AVAILABLE));
  gl.deleteQuery(query);
  return available;
}

export class WebglDevice {
  readonly extensions: WebglExtensions;
  readonly limits: WebglLimits;
  /** The npm package `gl`: one colour attachment, one transform-feedback varying. */
  readonly stackgl: boolean;
  /** Increments whenever GL state was changed outside a context's draw path. */
  epoch = 0;
  /** Increments whenever the CPU changes a texture (it must be uploaded before the GPU uses it). */
  cpuWrites = 0;
  /** The context that set the GL state last (it must set everything again when another one drew). */
  owner: unknown = null;
  /**
   * Whether GL query results are available once `finish()` returns: true under `gl`; false in browsers,
   * which make them available only after the page returns to its event loop (probed at creation).
   */
  readonly syncQueryResults: boolean;
  private fenceSerial = 0;
  private finishedSerial = 0;
  private lost = false;
  private readonly lossListeners = new Set<() => void>();

  constructor(readonly gl: WebGL2RenderingContext) {
    const ext = (name: string) => gl.getExtension(name);
    this.stackgl = isStackgl(gl);
    this.extensions = {
      colorBufferFloat: ext('EXT_color_buffer_float') !== null,
      textureFloatLinear: ext('OES_texture_float_linear') !== null,
      drawBuffersIndexed: this.stackgl ? null : ext('OES_draw_buffers_indexed'),
      disjointTimerQuery: ext('EXT_disjoint_timer_query_webgl2'),
      loseContext: ext('WEBGL_lose_context') as WebglExtensions['loseContext'],
    };
    const p = (name: number) => gl.getParameter(name) as number;
    const range = (name: number): [number, number] => {
      const r = gl.getParameter(name) as ArrayLike<number>;
      return [r[0]!, r[1]!];
    };
    this.limits = {
      maxTextureSize: p(gl.MAX_TEXTURE_SIZE),
      max3dTextureSize: p(gl.MAX_3D_TEXTURE_SIZE),
      maxCubeMapSize: p(gl.MAX_CUBE_MAP_TEXTURE_SIZE),
      maxArrayLayers: p(gl.MAX_ARRAY_TEXTURE_LAYERS),
      maxDrawBuffers: this.stackgl ? 1 : Math.min(p(gl.MAX_DRAW_BUFFERS), p(gl.MAX_COLOR_ATTACHMENTS)),
      maxVertexAttribs: p(gl.MAX_VERTEX_ATTRIBS),
      maxUniformBlockSize: p(gl.MAX_UNIFORM_BLOCK_SIZE),
      maxVertexUniformBlocks: p(gl.MAX_VERTEX_UNIFORM_BLOCKS),
      maxFragmentUniformBlocks: p(gl.MAX_FRAGMENT_UNIFORM_BLOCKS),
      maxTextureUnits: p(gl.MAX_TEXTURE_IMAGE_UNITS),
      maxVertexTextureUnits: p(gl.MAX_VERTEX_TEXTURE_IMAGE_UNITS),
      maxCombinedTextureUnits: p(gl.MAX_COMBINED_TEXTURE_IMAGE_UNITS),
      uniformBufferOffsetAlignment: p(gl.UNIFORM_BUFFER_OFFSET_ALIGNMENT),
      maxTransformFeedbackSeparateAttribs: p(gl.MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS),
      lineWidthRange: range(gl.ALIASED_LINE_WIDTH_RANGE),
      pointSizeRange: range(gl.ALIASED_POINT_SIZE_RANGE),
      minTexelOffset: p(gl.MIN_PROGRAM_TEXEL_OFFSET),
      maxTexelOffset: p(gl.MAX_PROGRAM_TEXEL_OFFSET),
    };
    this.syncQueryResults = probeSyncQueryResults(gl);
    const canvas = (gl as { canvas?: unknown }).canvas as
      | { addEventListener?: (type: string, fn: (e: { preventDefault(): void }) => void) => void }
      | undefined;
    canvas?.addEventListener?.('webglcontextlost', (e) => {
      e.preventDefault();
      this.markLost();
    });
  }

  /** Whether the context is lost (the event was seen, the context says so now, or it was released). */
  get isLost(): boolean {
    if (!this.lost && this.gl.isContextLost()) this.markLost();
    return this.lost;
  }

  /**
   * Gives the context back, for a screen that opened it and is being destroyed: WEBGL_lose_context
   * frees it in browsers (which keep only a few live contexts a page, losing the oldest beyond that),
   * STACKGL_destroy_context under `gl`. Every later use is refused as after a loss.
   */
  releaseContext(): void {
    if (this.lost) return;
    const destroy = this.stackgl
      ? (this.gl.getExtension('STACKGL_destroy_context') as { destroy(): void } | null)
      : null;
    if (destroy) destroy.destroy();
    else this.extensions.loseContext?.loseContext();
    this.markLost();
  }

  /** Calls `fn` once when the context is lost. */
  onLoss(fn: () => void): () => void {
    this.lossListeners.add(fn);
    return () => this.lossListeners.delete(fn);
  }

  /** Throws PipeError naming `method` when the context is lost. */
  check(method: string): void {
    if (this.isLost) throw new PipeError(method, 'the WebGL2 context was lost; create a new screen');
  }

  /** The number of a new fence: fences are numbered in submission order. */
  nextFenceSerial(): number {
    return ++this.fenceSerial;
  }

  /** gl.finish(): every command issued so far is complete, so is every fence made so far. */
  finish(): void {
    this.gl.finish();
    this.finishedSerial = this.fenceSerial;
  }

  /** Whether a finish ran after the fence numbered `serial` was made. */
  finishedThrough(serial: number): boolean {
    return serial <= this.finishedSerial;
  }

  /** GL state was changed outside a context's draw: the next draw sets everything again. */
  disturb(): void {
    this.epoch++;
  }

  private markLost(): void {
    if (this.lost) return;
    this.lost = true;
    for (const fn of this.lossListeners) fn();
  }
}

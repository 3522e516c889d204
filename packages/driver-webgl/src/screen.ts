// WebglScreen and createWebglScreen: the PipeScreen of one WebGL2 context. Resources are WebGL buffers
// and textures with CPU shadows (storage/), caps come from what the context reported at creation
// (caps.ts), fences are GpuFences (gpu-fence.ts), and context loss is reported to every PipeContext.
import {
  formatDescription,
  PipeDriverError,
  PipeError,
  type PipeResourceTemplate,
  PipeTextureTarget,
  PipeUnsupportedError,
  type ScreenOptions,
} from '@gallium-ts/gallium-api';
import { type BaseFence, BaseScreen, capsFromTable, resourceLayout } from '@gallium-ts/gallium-api/util';
import { webglCaps } from './caps.js';
import { WebglContext } from './context/webgl-context.js';
import { WebglDevice } from './device.js';
import { glTextureFormat } from './formats.js';
import type { GpuFence } from './gpu-fence.js';
import type { GlContextLike } from './platform/gl-context.js';
import { WebglBufferStorage } from './storage/buffer-storage.js';
import { TextureReadback } from './storage/readback.js';
import { WebglTextureStorage } from './storage/texture-storage.js';

/**
 * The storage of a resource of this driver.
 * @internal
 */
export type WebglStorage = WebglBufferStorage | WebglTextureStorage;

/** Largest resource the screen allocates (its CPU shadow included), in bytes. */
export const MAX_RESOURCE_BYTES = 1 << 30;

/** Options of createWebglScreen (also through the loader: `createScreen({ driver: 'webgl', ... })`). */
export interface WebglScreenOptions extends ScreenOptions {
  /** A WebGL2 context to use. */
  gl?: GlContextLike;
  /** A canvas to open a WebGL2 context on (browsers). */
  canvas?: { getContext(type: 'webgl2', attributes?: object): unknown };
  /** Size of the context made in Node through the npm package `gl` when neither `gl` nor `canvas` is given. */
  width?: number;
  height?: number;
}

export class WebglScreen extends BaseScreen<WebglStorage> {
  readonly device: WebglDevice;
  /** @internal */
  readonly readback: TextureReadback;
  /** Whether the screen opened its context (from a canvas or `gl`) and releases it when destroyed. */
  readonly ownsContext: boolean;

  /** A screen on `gl`; with `ownsContext`, destroying the screen releases the context (WEBGL_lose_context). */
  constructor(gl: GlContextLike, options: { ownsContext?: boolean } = {}) {
    const device = new WebglDevice(gl);
    super({
      name: 'webgl2',
      vendor: 'gallium-ts',
      deviceVendor: String(gl.getParameter(gl.RENDERER) ?? 'WebGL2'),
      caps: capsFromTable(webglCaps(device)),
    });
    this.device = device;
    this.ownsContext = options.ownsContext ?? false;
    this.readback = new TextureReadback(device);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    gl.pixelStorei(gl.PACK_ALIGNMENT, 1);
  }

  protected createContext(priv: unknown, flags: number): WebglContext {
    this.device.check('contextCreate');
    return new WebglContext(this, priv, flags);
  }

  protected createStorage(
    method: string,
    template: Readonly<PipeResourceTemplate>,
    userMemory: ArrayBufferView | null,
  ): WebglStorage {
    this.device.check(method);
    if (userMemory !== null)
      throw new PipeUnsupportedError(method, 'resources from user memory are not supported');
    if (template.target === PipeTextureTarget.BUFFER) {
      if (template.width0 > MAX_RESOURCE_BYTES)
        throw new PipeError(
          method,
          `out of memory: ${template.width0} bytes exceed the ${MAX_RESOURCE_BYTES} a buffer may have`,
        );
      return new WebglBufferStorage(this.device, template.width0);
    }
    const gl = glTextureFormat(template.format);
    if (!gl) throw new PipeUnsupportedError(method, `format ${template.format} cannot be a WebGL2 texture`);
    const { size } = resourceLayout(template, formatDescription(template.format).blockSize);
    if (size > MAX_RESOURCE_BYTES)
      throw new PipeError(
        method,
        `out of memory: the texture needs ${size} bytes, more than ${MAX_RESOURCE_BYTES}`,
      );
    return new WebglTextureStorage(this.device, this.readback, template, gl);
  }

  /**
   * fence_finish: a timeout above 0 finishes the device and answers true (WebGL2 signals sync objects
   * only between tasks of a page, while gl.finish() completes every earlier command); 0 polls.
   */
  protected override waitFence(fence: BaseFence, timeoutNs: bigint): boolean {
    const gpu = fence.driverData as GpuFence | null;
    if (!gpu) return fence.signalled;
    fence.signalled = gpu.signalled(timeoutNs > 0n);
    return fence.signalled;
  }

  protected override destroyNow(): void {
    if (this.device.isLost) return;
    this.readback.release();
    if (this.ownsContext) this.device.releaseContext();
  }
}

/**
 * A WebGL2 screen on `options.gl`, on a context opened on `options.canvas`, or (Node) on a new context
 * of the npm package `gl` of `options.width` × `options.height` (default 256 × 256). A context the
 * screen opened (canvas, `gl`) is released when the screen is destroyed; a given `gl` is left alone.
 */
export async function createWebglScreen(options: WebglScreenOptions = {}): Promise<WebglScreen> {
  if (options.gl) return new WebglScreen(options.gl);
  if (options.canvas) {
    const gl = options.canvas.getContext('webgl2', {
      preserveDrawingBuffer: true,
      antialias: false,
      depth: false,
      stencil: false,
    }) as GlContextLike | null;
    if (!gl) throw new PipeDriverError('webgl', 'the canvas could not open a WebGL2 context');
    return new WebglScreen(gl, { ownsContext: true });
  }
  const { createNodeGlContext } = await import('./platform/node-gl.js');
  const gl = await createNodeGlContext(options.width ?? 256, options.height ?? 256);
  return new WebglScreen(gl, { ownsContext: true });
}

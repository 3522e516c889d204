// The window-system framebuffer of a context: a front RGBA8 colour buffer (and a back one when the
// context is double-buffered), an optional depth/stencil buffer in the formats the screen supports, and
// an optional accumulation buffer (16-bit signed per channel, kept in CPU memory: src/meta/accum.ts).
// Row 0 of each buffer is window y = 0 (GL's bottom row).
import {
  formatDescription,
  PipeBind,
  type PipeContext,
  PipeError,
  PipeFormat,
  type PipeResource,
  type PipeScreen,
  type PipeSurface,
  PipeTextureTarget,
  resourceTemplate,
  surfaceTemplate,
} from '@gallium-ts/gallium-api';

/** One colour buffer of the window: the resource and its render-target surface. */
export interface ColorBuffer {
  resource: PipeResource;
  surface: PipeSurface;
}

export interface WindowFramebuffer {
  width: number;
  height: number;
  /** The front colour buffer: what the window shows. */
  front: ColorBuffer;
  /** The back colour buffer of a double-buffered context, else null. swapBuffers exchanges the two. */
  back: ColorBuffer | null;
  /**
   * The accumulation buffer (RGBA, 16-bit signed per channel, row 0 at window y = 0), or null when the
   * context has none. Values are Mesa's R16G16B16A16_SNORM: 32767 stands for 1.0.
   */
  accum: Int16Array | null;
  zs: PipeResource | null;
  zsSurface: PipeSurface | null;
  depthBits: number;
  stencilBits: number;
}

const COLOR_FORMATS = [PipeFormat.R8G8B8A8_UNORM, PipeFormat.B8G8R8A8_UNORM];

/** Depth/stencil formats to try, best first, for the requested bit counts. */
function zsCandidates(depthBits: number, stencilBits: number): PipeFormat[] {
  if (stencilBits > 0) {
    return depthBits > 24
      ? [PipeFormat.Z32_FLOAT_S8X24_UINT, PipeFormat.Z24_UNORM_S8_UINT, PipeFormat.S8_UINT_Z24_UNORM]
      : depthBits > 0
        ? [PipeFormat.Z24_UNORM_S8_UINT, PipeFormat.S8_UINT_Z24_UNORM, PipeFormat.Z32_FLOAT_S8X24_UINT]
        : [PipeFormat.S8_UINT, PipeFormat.Z24_UNORM_S8_UINT, PipeFormat.S8_UINT_Z24_UNORM];
  }
  if (depthBits > 24) return [PipeFormat.Z32_UNORM, PipeFormat.Z32_FLOAT, PipeFormat.Z24X8_UNORM];
  if (depthBits > 16) {
    return [
      PipeFormat.Z24X8_UNORM,
      PipeFormat.X8Z24_UNORM,
      PipeFormat.Z24_UNORM_S8_UINT,
      PipeFormat.Z32_FLOAT,
    ];
  }
  return [PipeFormat.Z16_UNORM, PipeFormat.Z24X8_UNORM, PipeFormat.Z24_UNORM_S8_UINT, PipeFormat.Z32_FLOAT];
}

function channelBits(format: PipeFormat, name: 'Z' | 'S'): number {
  return formatDescription(format).channels.find((c) => c.name === name)?.size ?? 0;
}

function supported(screen: PipeScreen, format: PipeFormat, bind: number): boolean {
  return screen.isFormatSupported(format, PipeTextureTarget.TEXTURE_2D, 0, 0, bind);
}

/** What the window framebuffer holds besides its front colour buffer. */
export interface WindowBuffers {
  depthBits: number;
  stencilBits: number;
  /** Accumulation bits per channel: 0 (none) or 16. */
  accumBits: number;
  doubleBuffer: boolean;
}

function createColorBuffer(
  screen: PipeScreen,
  pipe: PipeContext,
  format: PipeFormat,
  width: number,
  height: number,
): ColorBuffer {
  const bind = PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW;
  const resource = screen.resourceCreate(resourceTemplate({ format, width0: width, height0: height, bind }));
  return { resource, surface: pipe.createSurface(resource, surfaceTemplate(resource)) };
}

/** Releases the pipe objects of the window framebuffer. */
export function destroyWindowFramebuffer(screen: PipeScreen, pipe: PipeContext, fb: WindowFramebuffer): void {
  for (const buffer of [fb.front, fb.back]) {
    if (!buffer) continue;
    pipe.surfaceDestroy(buffer.surface);
    screen.resourceDestroy(buffer.resource);
  }
  if (fb.zsSurface) pipe.surfaceDestroy(fb.zsSurface);
  if (fb.zs) screen.resourceDestroy(fb.zs);
}

/** Creates the buffers; throws PipeError naming what the screen cannot do. */
export function createWindowFramebuffer(
  screen: PipeScreen,
  pipe: PipeContext,
  width: number,
  height: number,
  buffers: WindowBuffers,
): WindowFramebuffer {
  const { depthBits, stencilBits } = buffers;
  const colorBind = PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW;
  const colorFormat = COLOR_FORMATS.find((f) => supported(screen, f, colorBind));
  if (colorFormat === undefined) {
    throw new PipeError('createContext', 'the screen supports no RGBA8 render-target format');
  }
  const front = createColorBuffer(screen, pipe, colorFormat, width, height);
  const back = buffers.doubleBuffer ? createColorBuffer(screen, pipe, colorFormat, width, height) : null;
  let zs: PipeResource | null = null;
  let zsSurface: PipeSurface | null = null;
  if (depthBits > 0 || stencilBits > 0) {
    const zsFormat = zsCandidates(depthBits, stencilBits).find(
      (f) =>
        supported(screen, f, PipeBind.DEPTH_STENCIL) &&
        channelBits(f, 'Z') >= Math.min(depthBits, 24) &&
        channelBits(f, 'S') >= stencilBits,
    );
    if (zsFormat === undefined) {
      throw new PipeError(
        'createContext',
        `the screen supports no depth/stencil format with ${depthBits} depth and ${stencilBits} stencil bits`,
      );
    }
    zs = screen.resourceCreate(
      resourceTemplate({ format: zsFormat, width0: width, height0: height, bind: PipeBind.DEPTH_STENCIL }),
    );
    zsSurface = pipe.createSurface(zs, surfaceTemplate(zs));
  }
  const zsFormat = zs?.format;
  return {
    width,
    height,
    front,
    back,
    accum: buffers.accumBits > 0 ? new Int16Array(width * height * 4) : null,
    zs,
    zsSurface,
    depthBits: zsFormat === undefined ? 0 : channelBits(zsFormat, 'Z'),
    stencilBits: zsFormat === undefined ? 0 : channelBits(zsFormat, 'S'),
  };
}

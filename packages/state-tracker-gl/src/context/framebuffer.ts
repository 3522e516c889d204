// The window-system framebuffer of a context: one RGBA8 colour buffer and an optional depth/stencil
// buffer, in the formats the screen supports. Row 0 of each resource is window y = 0 (GL's bottom row).
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

export interface WindowFramebuffer {
  width: number;
  height: number;
  color: PipeResource;
  colorSurface: PipeSurface;
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

/** Creates the buffers; throws PipeError naming what the screen cannot do. */
export function createWindowFramebuffer(
  screen: PipeScreen,
  pipe: PipeContext,
  width: number,
  height: number,
  depthBits: number,
  stencilBits: number,
): WindowFramebuffer {
  const colorBind = PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW;
  const colorFormat = COLOR_FORMATS.find((f) => supported(screen, f, colorBind));
  if (colorFormat === undefined) {
    throw new PipeError('createContext', 'the screen supports no RGBA8 render-target format');
  }
  const color = screen.resourceCreate(
    resourceTemplate({ format: colorFormat, width0: width, height0: height, bind: colorBind }),
  );
  const colorSurface = pipe.createSurface(color, surfaceTemplate(color));
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
    color,
    colorSurface,
    zs,
    zsSurface,
    depthBits: zsFormat === undefined ? 0 : channelBits(zsFormat, 'Z'),
    stencilBits: zsFormat === undefined ? 0 : channelBits(zsFormat, 'S'),
  };
}

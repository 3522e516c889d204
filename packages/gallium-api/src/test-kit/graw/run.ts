// One graw test draw on any PipeScreen, the way Mesa's fs-test.c, vs-test.c and gs-test.c set up
// their pipe: a 250×250 render target cleared to the test's colour, no blending or depth, the
// rasterizer and viewport of the tests, the 16×16 texture and its sampler on the fragment stage, two
// constant buffers, R32G32B32A32_FLOAT vertex elements, the shaders; then one draw and a readback into
// an RgbaImage (top row = window y 0 = the target's first row). Everything it creates is unbound and
// destroyed before it returns. A refusal by the driver (PipeUnsupportedError, or caps that rule the
// draw out) is returned as such.
import { makeBox } from '../../box.js';
import { PipeCapf, PipeShaderCap } from '../../caps.js';
import type { PipeContext } from '../../context.js';
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  rasterizerState,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '../../defaults.js';
import { PipeBind, PipeClear, PipeFace, PipePrim, PipeShader, PipeTextureTarget } from '../../enums.js';
import { PipeError, PipeUnsupportedError } from '../../errors.js';
import { formatName, PipeFormat, packRgbaUnorm8Row, unpackRgbaUnorm8Row } from '../../format/index.js';
import { type RgbaImage, rgbaImage } from '../../image/rgba-image.js';
import { PipeTransfer } from '../../objects.js';
import type { PipeScreen } from '../../screen.js';
import { GRAW_CLEAR_COLOR, GRAW_SIZE, GRAW_TEXTURE_SIZE, GRAW_VIEWPORT, grawTextureRgba } from './setup.js';

/** The render-target formats the graw tests try, in order (PIPE_FORMAT_RGBA8888_UNORM, BGRA8888_UNORM). */
export const GRAW_TARGET_FORMATS: readonly PipeFormat[] = [
  PipeFormat.R8G8B8A8_UNORM,
  PipeFormat.B8G8R8A8_UNORM,
];

/** The format of the graw tests' texture. */
export const GRAW_TEXTURE_FORMAT = PipeFormat.B8G8R8A8_UNORM;

/** What one graw test draws (built by drawFsTest, drawVsTest and drawGsTest). */
export interface GrawScene {
  /** TgsiShader tokens of each stage; `gs` null for none. */
  readonly vs: unknown;
  readonly fs: unknown;
  readonly gs: unknown;
  /** The vertex buffer's contents. */
  readonly vertices: Float32Array;
  /** Bytes from one vertex to the next. */
  readonly stride: number;
  /** Byte offsets of the R32G32B32A32_FLOAT vertex elements, one per vertex-shader input. */
  readonly elementOffsets: readonly number[];
  readonly mode: PipePrim;
  readonly count: number;
  /** The stage whose constant buffers 0, 1, ... are `constants`. */
  readonly constantStage: PipeShader;
  readonly constants: readonly Float32Array[];
  readonly pointSize: number;
}

/** Options every graw drawing function takes. */
export interface GrawOptions {
  /** The render target's format: R8G8B8A8_UNORM or B8G8R8A8_UNORM; default the first one the screen renders to. */
  readonly format?: PipeFormat;
  /** A context of `screen` to draw with (left as it was found: everything is unbound again); default a new one, destroyed after. */
  readonly context?: PipeContext;
}

/** A graw test the driver drew: the picture and the render target's format. */
export interface GrawPicture {
  readonly kind: 'picture';
  readonly image: RgbaImage;
  readonly format: PipeFormat;
}

/** A graw test the driver refused: the PipeUnsupportedError it threw, or one naming the cap that rules it out. */
export interface GrawRefusal {
  readonly kind: 'refused';
  readonly error: PipeUnsupportedError;
}

export type GrawResult = GrawPicture | GrawRefusal;

/** Draws `scene` on `screen` and reads the picture back; see the file comment. */
export function runGrawScene(screen: PipeScreen, scene: GrawScene, options: GrawOptions = {}): GrawResult {
  const refusal = capsRefusal(screen, scene, options.format);
  if (refusal) return { kind: 'refused', error: refusal };
  const format = options.format ?? GRAW_TARGET_FORMATS.find((f) => rendersTo(screen, f))!;
  const ctx = options.context ?? screen.contextCreate();
  const undo: (() => void)[] = options.context ? [] : [() => ctx.destroy()];
  let failed = true;
  try {
    const image = draw(screen, ctx, scene, format, undo);
    failed = false;
    return { kind: 'picture', image, format };
  } catch (error) {
    if (error instanceof PipeUnsupportedError) {
      failed = false;
      return { kind: 'refused', error };
    }
    throw error;
  } finally {
    unwind(undo, failed);
  }
}

/** Runs the clean-up steps last first; the first error of theirs is thrown unless one is already on its way. */
function unwind(undo: (() => void)[], failed: boolean): void {
  let first: unknown = null;
  for (const step of undo.reverse()) {
    try {
      step();
    } catch (error) {
      first ??= error;
    }
  }
  if (first !== null && !failed) throw first;
}

function rendersTo(screen: PipeScreen, format: PipeFormat): boolean {
  return screen.isFormatSupported(format, PipeTextureTarget.TEXTURE_2D, 0, 0, PipeBind.RENDER_TARGET);
}

/** The refusal the screen's caps announce for `scene`, or null. */
function capsRefusal(
  screen: PipeScreen,
  scene: GrawScene,
  format: PipeFormat | undefined,
): PipeUnsupportedError | null {
  if (format !== undefined && !GRAW_TARGET_FORMATS.includes(format))
    throw new PipeError(
      'resourceCreate',
      `the graw tests render to R8G8B8A8_UNORM or B8G8R8A8_UNORM, not ${formatName(format)}`,
    );
  if (
    format !== undefined ? !rendersTo(screen, format) : !GRAW_TARGET_FORMATS.some((f) => rendersTo(screen, f))
  )
    return new PipeUnsupportedError(
      'resourceCreate',
      `the screen renders to none of ${(format !== undefined ? [format] : GRAW_TARGET_FORMATS).map(formatName).join(', ')}`,
    );
  if (
    !screen.isFormatSupported(GRAW_TEXTURE_FORMAT, PipeTextureTarget.TEXTURE_2D, 0, 0, PipeBind.SAMPLER_VIEW)
  )
    return new PipeUnsupportedError('resourceCreate', 'the screen cannot sample B8G8R8A8_UNORM 2D textures');
  if (scene.gs !== null && screen.getShaderParam(PipeShader.GEOMETRY, PipeShaderCap.MAX_INSTRUCTIONS) <= 0)
    return new PipeUnsupportedError(
      'createGsState',
      'the screen has no geometry shader stage (MAX_INSTRUCTIONS 0)',
    );
  if (screen.getShaderParam(scene.constantStage, PipeShaderCap.MAX_CONST_BUFFERS) < scene.constants.length)
    return new PipeUnsupportedError(
      'setConstantBuffer',
      `the shader stage takes fewer than ${scene.constants.length} constant buffers (MAX_CONST_BUFFERS)`,
    );
  if (scene.mode === PipePrim.POINTS && screen.getParamf(PipeCapf.MAX_POINT_WIDTH) < scene.pointSize)
    return new PipeUnsupportedError(
      'createRasterizerState',
      `points of size ${scene.pointSize} exceed MAX_POINT_WIDTH`,
    );
  return null;
}

/** Sets the pipe up, draws, reads back; pushes onto `undo` how to release each thing it makes. */
function draw(
  screen: PipeScreen,
  ctx: PipeContext,
  scene: GrawScene,
  format: PipeFormat,
  undo: (() => void)[],
): RgbaImage {
  const resource = (template: ReturnType<typeof resourceTemplate>) => {
    const r = screen.resourceCreate(template);
    undo.push(() => screen.resourceDestroy(r));
    return r;
  };
  const buffer = (data: Float32Array, bind: number) => {
    const b = resource(bufferTemplate(data.byteLength, bind));
    ctx.bufferSubdata(b, PipeTransfer.WRITE, 0, data);
    return b;
  };

  const target = resource(
    resourceTemplate({ format, width0: GRAW_SIZE, height0: GRAW_SIZE, bind: PipeBind.RENDER_TARGET }),
  );
  const surface = ctx.createSurface(target, surfaceTemplate(target));
  undo.push(() => ctx.surfaceDestroy(surface));
  ctx.setFramebufferState({
    width: GRAW_SIZE,
    height: GRAW_SIZE,
    samples: 1,
    layers: 1,
    nrCbufs: 1,
    cbufs: [surface],
    zsbuf: null,
  });
  undo.push(() =>
    ctx.setFramebufferState({
      width: 0,
      height: 0,
      samples: 0,
      layers: 0,
      nrCbufs: 0,
      cbufs: [],
      zsbuf: null,
    }),
  );

  const blend = ctx.createBlendState(blendState());
  ctx.bindBlendState(blend);
  undo.push(() => {
    ctx.bindBlendState(null);
    ctx.deleteBlendState(blend);
  });
  const dsa = ctx.createDepthStencilAlphaState(depthStencilAlphaState());
  ctx.bindDepthStencilAlphaState(dsa);
  undo.push(() => {
    ctx.bindDepthStencilAlphaState(null);
    ctx.deleteDepthStencilAlphaState(dsa);
  });
  // The tests memset the state to zero (clockwise front faces, first-vertex flags off) and set these;
  // their zero point size and line width mean one pixel, which is what 1 asks for here. Their
  // depth_clip = 1 is rasterizerState's default (depth clipping on).
  const raster = ctx.createRasterizerState(
    rasterizerState({
      frontCcw: false,
      cullFace: PipeFace.NONE,
      halfPixelCenter: true,
      bottomEdgeRule: true,
      pointSize: scene.pointSize,
      lineWidth: 1,
    }),
  );
  ctx.bindRasterizerState(raster);
  undo.push(() => {
    ctx.bindRasterizerState(null);
    ctx.deleteRasterizerState(raster);
  });
  ctx.setViewportStates(0, [{ scale: [...GRAW_VIEWPORT.scale], translate: [...GRAW_VIEWPORT.translate] }]);

  // The texture and its sampler, bound to the fragment stage as every graw test does.
  const texture = resource(
    resourceTemplate({
      format: GRAW_TEXTURE_FORMAT,
      width0: GRAW_TEXTURE_SIZE,
      height0: GRAW_TEXTURE_SIZE,
      bind: PipeBind.SAMPLER_VIEW,
    }),
  );
  const texels = new Uint8Array(GRAW_TEXTURE_SIZE * GRAW_TEXTURE_SIZE * 4);
  packRgbaUnorm8Row(GRAW_TEXTURE_FORMAT, grawTextureRgba(), texels, 0, GRAW_TEXTURE_SIZE * GRAW_TEXTURE_SIZE);
  ctx.textureSubdata(
    texture,
    0,
    PipeTransfer.WRITE,
    makeBox(0, 0, 0, GRAW_TEXTURE_SIZE, GRAW_TEXTURE_SIZE, 1),
    texels,
    GRAW_TEXTURE_SIZE * 4,
    texels.byteLength,
  );
  const view = ctx.createSamplerView(texture, samplerViewTemplate(texture));
  ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [view]);
  undo.push(() => {
    ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [null]);
    ctx.samplerViewDestroy(view);
  });
  const sampler = ctx.createSamplerState(samplerState());
  ctx.bindSamplerStates(PipeShader.FRAGMENT, 0, [sampler]);
  undo.push(() => {
    ctx.bindSamplerStates(PipeShader.FRAGMENT, 0, [null]);
    ctx.deleteSamplerState(sampler);
  });

  scene.constants.forEach((data, index) => {
    const b = buffer(data, PipeBind.CONSTANT_BUFFER);
    ctx.setConstantBuffer(scene.constantStage, index, {
      buffer: b,
      bufferOffset: 0,
      bufferSize: data.byteLength,
      userBuffer: null,
    });
    undo.push(() => ctx.setConstantBuffer(scene.constantStage, index, null));
  });

  const vertexBuffer = buffer(scene.vertices, PipeBind.VERTEX_BUFFER);
  const elements = ctx.createVertexElementsState(
    scene.elementOffsets.map((srcOffset) => ({
      srcOffset,
      instanceDivisor: 0,
      vertexBufferIndex: 0,
      srcFormat: PipeFormat.R32G32B32A32_FLOAT,
    })),
  );
  ctx.bindVertexElementsState(elements);
  undo.push(() => {
    ctx.bindVertexElementsState(null);
    ctx.deleteVertexElementsState(elements);
  });
  ctx.setVertexBuffers(0, [
    { stride: scene.stride, bufferOffset: 0, buffer: vertexBuffer, userBuffer: null },
  ]);
  undo.push(() => ctx.setVertexBuffers(0, [null]));

  const vs = ctx.createVsState(tgsiShaderState(scene.vs));
  ctx.bindVsState(vs);
  undo.push(() => {
    ctx.bindVsState(null);
    ctx.deleteVsState(vs);
  });
  const fs = ctx.createFsState(tgsiShaderState(scene.fs));
  ctx.bindFsState(fs);
  undo.push(() => {
    ctx.bindFsState(null);
    ctx.deleteFsState(fs);
  });
  if (scene.gs !== null) {
    const gs = ctx.createGsState(tgsiShaderState(scene.gs));
    ctx.bindGsState(gs);
    undo.push(() => {
      ctx.bindGsState(null);
      ctx.deleteGsState(gs);
    });
  }

  ctx.clear(PipeClear.COLOR, GRAW_CLEAR_COLOR, 0, 0);
  ctx.drawVbo(drawInfo({ mode: scene.mode, count: scene.count }));
  ctx.flush(0);
  return readBack(ctx, target, format);
}

/** The render target as RGBA bytes, its first row on top. */
function readBack(
  ctx: PipeContext,
  target: Parameters<PipeContext['transferMap']>[0],
  format: PipeFormat,
): RgbaImage {
  const mapping = ctx.transferMap(target, 0, PipeTransfer.READ, makeBox(0, 0, 0, GRAW_SIZE, GRAW_SIZE, 1));
  if (!mapping) throw new PipeError('transferMap', 'a READ map of the render target returned null');
  const image = rgbaImage(GRAW_SIZE, GRAW_SIZE);
  try {
    for (let y = 0; y < GRAW_SIZE; y++)
      unpackRgbaUnorm8Row(
        format,
        mapping.data,
        y * mapping.transfer.stride,
        image.data,
        GRAW_SIZE,
        y * GRAW_SIZE * 4,
      );
  } finally {
    ctx.transferUnmap(mapping.transfer);
  }
  return image;
}

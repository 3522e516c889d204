// SceneEnv: what a reference scene draws with through the pipe API. It keeps GL's current colour and
// texture coordinate and turns begin/vertex/end into one vertex buffer and one draw_vbo, and it turns
// each state change into a new CSO merged over the previous one (like GL's state machine), so a pipe
// scene reads line by line like its C twin in reference/mesa-scenes.c. Everything it creates is
// released by destroy().
import {
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  formatDescription,
  makeBox,
  PIPE_MAX_CLIP_PLANES,
  PipeBind,
  type PipeBlendState,
  type PipeContext,
  type PipeDepthStencilAlphaState,
  PipeFormat,
  PipePrim,
  type PipeRasterizerState,
  type PipeResource,
  type PipeRtBlendState,
  type PipeSamplerState,
  PipeShader,
  type PipeStencilState,
  PipeSwizzle,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTransfer,
  packRgbaFloat,
  blendState as pipeBlendState,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { glRasterizer } from './gl-state.js';
import { fragmentShader, type Shading, vertexShader } from './shaders.js';

/** Floats per vertex: position, colour and texture coordinate, four each. */
const VERTEX_FLOATS = 12;

/** A texel function, as mesa-scenes.c's TexelFn: the RGBA8 texel (x, y) of `level`. */
export type TexelFn = (level: number, x: number, y: number) => readonly [number, number, number, number];

/** A depth/stencil/alpha change: any part of either face may be given. */
export interface DsaPatch {
  depth?: Partial<PipeDepthStencilAlphaState['depth']>;
  stencil?: [Partial<PipeStencilState>?, Partial<PipeStencilState>?];
  alpha?: Partial<PipeDepthStencilAlphaState['alpha']>;
}

/** The texture environments the scenes' fragment shaders implement (see shaders.ts). */
export type TextureEnv = Exclude<Shading, 'color'>;

export class SceneEnv {
  private readonly colorNow = [1, 1, 1, 1];
  private readonly texCoordNow = [0, 0, 0, 1];
  private mode: PipePrim | null = null;
  private batch: number[] = [];

  private raster = glRasterizer();
  private dsa = depthStencilAlphaState();
  private blendNow = pipeBlendState();
  /** GL's default texture parameters as Mesa translates them (min filter NEAREST_MIPMAP_LINEAR). */
  private samplerNow = samplerState({
    minImgFilter: PipeTexFilter.NEAREST,
    minMipFilter: PipeTexMipfilter.LINEAR,
    magImgFilter: PipeTexFilter.LINEAR,
  });
  private depthRangeNow: [number, number] = [0, 1];
  private viewportNow: [number, number, number, number];
  private readonly clipPlanes: [number, number, number, number][] = Array.from(
    { length: PIPE_MAX_CLIP_PLANES },
    () => [0, 0, 0, 0],
  );
  private texturing = false;
  private envMode: TextureEnv = 'modulate';
  private readonly fragmentShaders = new Map<Shading, ReturnType<PipeContext['createFsState']>>();
  private readonly resources: PipeResource[] = [];

  constructor(
    readonly ctx: PipeContext,
    readonly width: number,
    readonly height: number,
  ) {
    this.viewportNow = [0, 0, width, height];
    const vs = ctx.createVsState(tgsiShaderState(vertexShader()));
    ctx.bindVsState(vs);
    ctx.bindVertexElementsState(
      ctx.createVertexElementsState(
        [0, 16, 32].map((srcOffset) => ({
          srcOffset,
          instanceDivisor: 0,
          vertexBufferIndex: 0,
          srcFormat: PipeFormat.R32G32B32A32_FLOAT,
        })),
      ),
    );
    this.rasterizer({});
    this.depthStencilAlpha({});
    this.blend({});
    this.bindFragmentShader();
    this.applyViewport();
  }

  // --- Vertices (glColor*, glTexCoord*, glBegin/glVertex4f/glEnd) ----------------------------------

  /** glColor4f */
  color(r: number, g: number, b: number, a = 1): void {
    this.colorNow.splice(0, 4, r, g, b, a);
  }

  /** glColor4fv */
  colorv(c: readonly number[]): void {
    this.color(c[0]!, c[1]!, c[2]!, c[3]!);
  }

  /** glColor4ub */
  colorUb(r: number, g: number, b: number, a: number): void {
    this.color(r / 255, g / 255, b / 255, a / 255);
  }

  /** glTexCoord2f */
  texCoord(s: number, t: number): void {
    this.texCoordNow.splice(0, 4, s, t, 0, 1);
  }

  /** glTexCoord4f */
  texCoord4(s: number, t: number, r: number, q: number): void {
    this.texCoordNow.splice(0, 4, s, t, r, q);
  }

  /** glBegin */
  begin(mode: PipePrim): void {
    if (this.mode !== null) throw new Error('begin inside begin/end');
    this.mode = mode;
    this.batch = [];
  }

  /** glVertex4f: a vertex with the current colour and texture coordinate. */
  vertex(x: number, y: number, z: number, w: number): void {
    if (this.mode === null) throw new Error('vertex outside begin/end');
    this.batch.push(x, y, z, w, ...this.colorNow, ...this.texCoordNow);
  }

  /** glEnd: the batch becomes a vertex buffer and one draw_vbo. */
  end(): void {
    if (this.mode === null) throw new Error('end without begin');
    const data = new Float32Array(this.batch);
    const buffer = this.own(
      this.ctx.screen.resourceCreate(bufferTemplate(data.byteLength, PipeBind.VERTEX_BUFFER)),
    );
    this.ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, data);
    this.ctx.setVertexBuffers(0, [{ stride: VERTEX_FLOATS * 4, bufferOffset: 0, buffer, userBuffer: null }]);
    this.ctx.drawVbo(drawInfo({ mode: this.mode, start: 0, count: data.length / VERTEX_FLOATS }));
    this.mode = null;
  }

  /** mesa-scenes.c ndc_rect: a GL_QUADS rectangle in NDC at z = 0, w = 1 in the current colour. */
  ndcRect(x0: number, y0: number, x1: number, y1: number): void {
    this.begin(PipePrim.QUADS);
    this.vertex(x0, y0, 0, 1);
    this.vertex(x1, y0, 0, 1);
    this.vertex(x1, y1, 0, 1);
    this.vertex(x0, y1, 0, 1);
    this.end();
  }

  /** mesa-scenes.c pixel_rect: the same in window pixels of the scene. */
  pixelRect(x0: number, y0: number, x1: number, y1: number): void {
    const [w, h] = [this.width, this.height];
    this.ndcRect((x0 * 2) / w - 1, (y0 * 2) / h - 1, (x1 * 2) / w - 1, (y1 * 2) / h - 1);
  }

  // --- State ---------------------------------------------------------------------------------------

  /** Rasterizer state: `fields` over the current state. */
  rasterizer(fields: Partial<PipeRasterizerState>): void {
    this.raster = { ...this.raster, ...fields };
    const cso = this.ctx.createRasterizerState(this.raster);
    this.ctx.bindRasterizerState(cso);
  }

  /** Depth/stencil/alpha state: `patch` over the current state. */
  depthStencilAlpha(patch: DsaPatch): void {
    const [front, back] = this.dsa.stencil;
    this.dsa = {
      depth: { ...this.dsa.depth, ...patch.depth },
      stencil: [
        { ...front, ...patch.stencil?.[0] },
        { ...back, ...patch.stencil?.[1] },
      ],
      alpha: { ...this.dsa.alpha, ...patch.alpha },
    };
    this.ctx.bindDepthStencilAlphaState(this.ctx.createDepthStencilAlphaState(this.dsa));
  }

  /** Blend state: `fields` and render target 0's `rt0` over the current state. */
  blend(fields: Partial<Omit<PipeBlendState, 'rt'>>, rt0: Partial<PipeRtBlendState> = {}): void {
    const { rt, ...rest } = this.blendNow;
    this.blendNow = pipeBlendState({ ...rest, ...fields }, { ...rt[0], ...rt0 });
    this.ctx.bindBlendState(this.ctx.createBlendState(this.blendNow));
  }

  /** glBlendColor */
  blendColor(r: number, g: number, b: number, a: number): void {
    this.ctx.setBlendColor({ color: [r, g, b, a] });
  }

  /** The reference values of glStencilFunc(Separate): front and back. */
  stencilRef(front: number, back = front): void {
    this.ctx.setStencilRef({ refValue: [front, back] });
  }

  /** glViewport */
  viewport(x: number, y: number, w: number, h: number): void {
    this.viewportNow = [x, y, w, h];
    this.applyViewport();
  }

  /** glDepthRange */
  depthRange(near: number, far: number): void {
    this.depthRangeNow = [near, far];
    this.applyViewport();
  }

  /** glScissor, clamped to the framebuffer as st_update_scissor does (no flip: row 0 is y = 0). */
  scissor(x: number, y: number, w: number, h: number): void {
    const box = {
      minx: Math.max(x, 0),
      miny: Math.max(y, 0),
      maxx: Math.min(x + w, this.width),
      maxy: Math.min(y + h, this.height),
    };
    const empty = box.minx >= box.maxx || box.miny >= box.maxy;
    this.ctx.setScissorStates(0, [empty ? { minx: 0, miny: 0, maxx: 0, maxy: 0 } : box]);
  }

  /** glClipPlane with identity matrices: the plane is already in clip space. */
  clipPlane(index: number, plane: readonly [number, number, number, number]): void {
    this.clipPlanes[index] = [...plane];
    this.ctx.setClipState({ ucp: this.clipPlanes.map((p) => [...p] as [number, number, number, number]) });
  }

  /**
   * mesa-scenes.c make_texture: a 2D RGBA8 texture of `levels` levels, bound to unit 0, texturing on.
   * Other tests may store it in another 8-bit `format` and view it through a `swizzle`.
   */
  texture(
    width: number,
    height: number,
    levels: number,
    texel: TexelFn,
    options: {
      format?: PipeFormat;
      swizzle?: readonly [PipeSwizzle, PipeSwizzle, PipeSwizzle, PipeSwizzle];
    } = {},
  ): void {
    const format = options.format ?? PipeFormat.R8G8B8A8_UNORM;
    const bytes = formatDescription(format).blockSize;
    const tex = this.own(
      this.ctx.screen.resourceCreate(
        resourceTemplate({
          format,
          width0: width,
          height0: height,
          lastLevel: levels - 1,
          bind: PipeBind.SAMPLER_VIEW,
        }),
      ),
    );
    for (let level = 0; level < levels; level++) {
      const w = Math.max(1, width >> level);
      const h = Math.max(1, height >> level);
      const data = new Uint8Array(w * h * bytes);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++)
          packRgbaFloat(
            format,
            texel(level, x, y).map((c) => c / 255),
            data,
            (y * w + x) * bytes,
          );
      this.ctx.textureSubdata(
        tex,
        level,
        PipeTransfer.WRITE,
        makeBox(0, 0, 0, w, h, 1),
        data,
        w * bytes,
        w * h * bytes,
      );
    }
    const [swizzleR, swizzleG, swizzleB, swizzleA] = options.swizzle ?? [
      PipeSwizzle.X,
      PipeSwizzle.Y,
      PipeSwizzle.Z,
      PipeSwizzle.W,
    ];
    this.ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [
      this.ctx.createSamplerView(tex, samplerViewTemplate(tex, { swizzleR, swizzleG, swizzleB, swizzleA })),
    ]);
    this.sampler({});
    this.texturing = true;
    this.bindFragmentShader();
  }

  /** glTexParameter*: `fields` over the current sampler state. */
  sampler(fields: Partial<PipeSamplerState>): void {
    this.samplerNow = { ...this.samplerNow, ...fields };
    this.ctx.bindSamplerStates(PipeShader.FRAGMENT, 0, [this.ctx.createSamplerState(this.samplerNow)]);
  }

  /**
   * glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_REPLACE / GL_MODULATE); 'replace-projective' is
   * GL_REPLACE through TXP, as GL's state tracker looks texels up.
   */
  texEnv(mode: TextureEnv): void {
    this.envMode = mode;
    this.bindFragmentShader();
  }

  // --- Framebuffer -----------------------------------------------------------------------------------

  /** Takes ownership of a resource: destroy() releases it. */
  own(resource: PipeResource): PipeResource {
    this.resources.push(resource);
    return resource;
  }

  /** Releases every resource this environment created (context objects go with the context). */
  destroy(): void {
    for (const resource of this.resources.splice(0)) this.ctx.screen.resourceDestroy(resource);
  }

  private bindFragmentShader(): void {
    const shading: Shading = this.texturing ? this.envMode : 'color';
    let fs = this.fragmentShaders.get(shading);
    if (!fs) {
      fs = this.ctx.createFsState(tgsiShaderState(fragmentShader(shading)));
      this.fragmentShaders.set(shading, fs);
    }
    this.ctx.bindFsState(fs);
  }

  /** The GL viewport transform with no y flip: NDC y = -1 lands on row y. */
  private applyViewport(): void {
    const [x, y, w, h] = this.viewportNow;
    const [near, far] = this.depthRangeNow;
    this.ctx.setViewportStates(0, [
      {
        scale: [w / 2, h / 2, (far - near) / 2],
        translate: [x + w / 2, y + h / 2, (near + far) / 2],
      },
    ]);
  }
}

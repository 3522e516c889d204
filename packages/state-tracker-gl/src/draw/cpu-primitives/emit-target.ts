// Draws the CPU primitive path's batches through the pipe: a pass-through vertex shader (one per set of
// outputs, kept for the context's life) feeding the bound fixed-function fragment program, the whole
// framebuffer as viewport (so wide lines and points may reach past the GL viewport, as GL allows), and
// per batch kind the GL rasterizer state with what the CPU already did taken out: culling, polygon
// modes, polygon offset, two-sided colours, user clip planes — and, for the triangles of wide lines and
// points, polygon stipple and smoothing, which only polygons get. Saves and restores the state it changes.
import { CsoBit } from '@gallium-ts/cso-cache';
import {
  drawInfo,
  PipeFace,
  PipeFormat,
  PipePolygonMode,
  PipePrim,
  type PipeRasterizerState,
  type PipeShaderCso,
  type PipeVertexElement,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { TgsiProcessor, TgsiSemantic, Ureg } from '@gallium-ts/tgsi';
import type { GlContext } from '../../context/gl-context.js';
import { RASTERIZER } from '../derive-state.js';
import { EmitKind } from './emitter.js';
import type { OutputLayout, PassedOutput } from './shade-vertices.js';

const SAVED =
  CsoBit.RASTERIZER | CsoBit.VERTEX_ELEMENTS | CsoBit.VERTEX_SHADER | CsoBit.VIEWPORT | CsoBit.VERTEX_BUFFERS;

const PRIMS: Record<EmitKind, number> = {
  [EmitKind.POLYGONS]: PipePrim.TRIANGLES,
  [EmitKind.WIDE]: PipePrim.TRIANGLES,
  [EmitKind.LINES]: PipePrim.LINES,
  [EmitKind.POINTS]: PipePrim.POINTS,
};

/** The vertex shader that hands IN[0] on as the position and IN[1 + i] as output `passed[i]`. */
function passThroughShader(passed: readonly PassedOutput[]): unknown {
  const u = new Ureg(TgsiProcessor.VERTEX);
  u.MOV(u.declOutput(TgsiSemantic.POSITION, 0), u.declVsInput(0));
  passed.forEach((o, i) => {
    u.MOV(u.declOutput(o.semantic, o.index), u.declVsInput(i + 1));
  });
  return u.finalize();
}

export class EmitTarget {
  private readonly shaders = new Map<string, PipeShaderCso<'vs'>>();
  private readonly key = new Float64Array(RASTERIZER.keyLength);
  private rasterizers: PipeRasterizerState[] = [];

  constructor(private readonly c: GlContext) {}

  /** Saves the state the batches change and binds what they share. */
  begin(layout: OutputLayout): void {
    const c = this.c;
    c.cso.saveState(SAVED);
    const signature = layout.passed.map((o) => `${o.semantic}.${o.index}`).join(',');
    let vs = this.shaders.get(signature);
    if (!vs) {
      vs = c.pipe.createVsState(tgsiShaderState(passThroughShader(layout.passed)));
      this.shaders.set(signature, vs);
    }
    c.cso.setVertexShader(vs);
    const elements: PipeVertexElement[] = [];
    for (let i = 0; i <= layout.passed.length; i++)
      elements.push({
        srcOffset: 16 * i,
        instanceDivisor: 0,
        vertexBufferIndex: 0,
        srcFormat: PipeFormat.R32G32B32A32_FLOAT,
      });
    c.cso.setVertexElements(elements);
    const { width, height } = c.fb;
    c.cso.setViewport({ scale: [width / 2, height / 2, 0.5], translate: [width / 2, height / 2, 0.5] });
    RASTERIZER.key(c, this.key);
    const gl = RASTERIZER.template(this.key);
    this.rasterizers = [EmitKind.POLYGONS, EmitKind.WIDE, EmitKind.LINES, EmitKind.POINTS].map((kind) =>
      batchRasterizer(gl, kind),
    );
  }

  /** Draws one batch (see Emitter). */
  draw(kind: EmitKind, data: Float32Array, vertexCount: number): void {
    const c = this.c;
    c.cso.setRasterizer(this.rasterizers[kind]!);
    const stride = data.length / vertexCount;
    if (c.limits.userVertexBuffers) {
      c.cso.setVertexBuffers(0, [
        { stride: stride * 4, bufferOffset: 0, buffer: null, userBuffer: data.slice() },
      ]);
    } else {
      const upload = c.pipe.streamUploader.upload(0, data, 16);
      c.pipe.streamUploader.unmap();
      c.cso.setVertexBuffers(0, [
        { stride: stride * 4, bufferOffset: upload.offset, buffer: upload.buffer, userBuffer: null },
      ]);
    }
    const info = drawInfo({ mode: PRIMS[kind] as never, start: 0, count: vertexCount });
    c.draw.colorPasses.run(() => c.cso.drawVbo(info));
  }

  /** Puts the saved state back. */
  end(): void {
    this.c.cso.restoreState();
  }

  destroy(): void {
    for (const vs of this.shaders.values()) this.c.pipe.deleteVsState(vs);
    this.shaders.clear();
  }
}

/** The GL rasterizer state `gl` for a batch of `kind`, without what the CPU path did itself. */
function batchRasterizer(gl: PipeRasterizerState, kind: EmitKind): PipeRasterizerState {
  const r: PipeRasterizerState = { ...gl };
  r.cullFace = PipeFace.NONE;
  r.fillFront = PipePolygonMode.FILL;
  r.fillBack = PipePolygonMode.FILL;
  r.offsetTri = false;
  r.offsetLine = false;
  r.offsetPoint = false;
  r.lightTwoside = false;
  r.clipPlaneEnable = 0;
  r.pointSizePerVertex = false;
  if (kind !== EmitKind.POLYGONS) {
    r.polyStipple = false;
    r.polySmooth = false;
  }
  return r;
}

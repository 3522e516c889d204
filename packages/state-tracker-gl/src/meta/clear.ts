// glClear (GL 1.5, 4.2.3): honours the scissor box and the colour, depth and stencil write masks, which
// Gallium's `clear` ignores, and clears every colour buffer glDrawBuffer names (none for GL_NONE).
// Unmasked clears of the whole window use `clear` (on every bound colour buffer); unmasked clears of a
// scissor box use clear_render_target on each draw buffer and clear_depth_stencil; masked clears draw a quad
// through the pipeline with the masks as blend/depth/stencil state, saving and restoring the state they
// change.
import { CsoBit } from '@gallium-ts/cso-cache';
import {
  blendState,
  depthStencilAlphaState,
  drawInfo,
  PipeClear,
  PipeFormat,
  PipeFunc,
  PipeMask,
  PipePrim,
  PipeShader,
  type PipeShaderCso,
  PipeStencilOp,
  rasterizerState,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { TgsiProcessor, TgsiPropertyName, TgsiSemantic, Ureg } from '@gallium-ts/tgsi';
import type { GlContext } from '../context/gl-context.js';
import { deriveScissor } from '../draw/derive-state.js';

/** Which buffers to clear. */
export interface ClearRequest {
  color: boolean;
  depth: boolean;
  stencil: boolean;
}

const SAVED =
  CsoBit.BLEND |
  CsoBit.DEPTH_STENCIL_ALPHA |
  CsoBit.RASTERIZER |
  CsoBit.VERTEX_ELEMENTS |
  CsoBit.VERTEX_SHADER |
  CsoBit.FRAGMENT_SHADER |
  CsoBit.GEOMETRY_SHADER |
  CsoBit.VIEWPORT |
  CsoBit.SCISSOR |
  CsoBit.STENCIL_REF |
  CsoBit.CONSTANT_BUFFERS |
  CsoBit.VERTEX_BUFFERS;

/** The meta shaders of a context: position pass-through and a constant colour. */
const shaders = new WeakMap<GlContext, { vs: PipeShaderCso<'vs'>; fs: PipeShaderCso<'fs'> }>();

function clearShaders(c: GlContext): { vs: PipeShaderCso<'vs'>; fs: PipeShaderCso<'fs'> } {
  let s = shaders.get(c);
  if (!s) {
    const v = new Ureg(TgsiProcessor.VERTEX);
    v.MOV(v.declOutput(TgsiSemantic.POSITION, 0), v.declVsInput(0));
    const f = new Ureg(TgsiProcessor.FRAGMENT).property(TgsiPropertyName.FS_COLOR0_WRITES_ALL_CBUFS, 1);
    f.MOV(f.declOutput(TgsiSemantic.COLOR, 0), f.declConstant(0));
    s = {
      vs: c.pipe.createVsState(tgsiShaderState(v.finalize())),
      fs: c.pipe.createFsState(tgsiShaderState(f.finalize())),
    };
    shaders.set(c, s);
  }
  return s;
}

/** Deletes the meta shaders (context destruction). */
export function destroyClearShaders(c: GlContext): void {
  const s = shaders.get(c);
  if (!s) return;
  c.pipe.deleteVsState(s.vs);
  c.pipe.deleteFsState(s.fs);
  shaders.delete(c);
}

export function clearBuffers(c: GlContext, req: ClearRequest): void {
  const { st, fb } = c;
  const colorBuffers = c.draw.colorPasses.buffers();
  const color = req.color && colorBuffers.length > 0;
  const depth = req.depth && fb.depthBits > 0 && st.depth.mask;
  const stencilMax = (1 << fb.stencilBits) - 1;
  const stencilMask = st.stencil.writeMask[0]! & stencilMax;
  const stencil = req.stencil && fb.stencilBits > 0 && stencilMask !== 0;
  const colorMasked = color && !st.color.colorMask.every((m) => m);
  if (color && st.color.colorMask.every((m) => !m) && !depth && !stencil) return;
  if (!color && !depth && !stencil) return;
  const box = st.scissor.enabled ? deriveScissor(c) : { minx: 0, miny: 0, maxx: fb.width, maxy: fb.height };
  if (box.maxx <= box.minx || box.maxy <= box.miny) return;
  c.draw.validateFramebuffer();
  const clearColor = st.color.clearColor;
  const stencilValue = st.stencil.clear & stencilMax;
  if (colorMasked || (stencil && stencilMask !== stencilMax)) {
    clearWithQuad(c, color, depth, stencil, stencilMask, stencilValue);
    return;
  }
  const whole = box.minx === 0 && box.miny === 0 && box.maxx === fb.width && box.maxy === fb.height;
  const zsFlags = (depth ? PipeClear.DEPTH : 0) | (stencil ? PipeClear.STENCIL : 0);
  // `clear` reaches the bound colour buffers: all of them unless draws go one buffer at a time.
  const allBound = c.draw.colorPasses.bound === colorBuffers.length;
  if (whole && (!color || allBound)) {
    const colorBits = color ? (PipeClear.COLOR0 << colorBuffers.length) - PipeClear.COLOR0 : 0;
    c.pipe.clear(colorBits | zsFlags, [...clearColor], st.depth.clear, stencilValue);
    return;
  }
  const w = box.maxx - box.minx;
  const h = box.maxy - box.miny;
  if (color) {
    for (const buffer of colorBuffers) {
      c.pipe.clearRenderTarget(buffer.surface, [...clearColor], box.minx, box.miny, w, h, true);
    }
  }
  if (zsFlags && whole) {
    c.pipe.clear(zsFlags, [...clearColor], st.depth.clear, stencilValue);
  } else if (zsFlags && fb.zsSurface) {
    c.pipe.clearDepthStencil(
      fb.zsSurface,
      zsFlags,
      st.depth.clear,
      stencilValue,
      box.minx,
      box.miny,
      w,
      h,
      true,
    );
  }
}

function clearWithQuad(
  c: GlContext,
  color: boolean,
  depth: boolean,
  stencil: boolean,
  stencilMask: number,
  stencilValue: number,
): void {
  const { st, fb, cso } = c;
  const { vs, fs } = clearShaders(c);
  const mask = st.color.colorMask;
  cso.saveState(SAVED);
  try {
    cso.setBlend(
      blendState(
        {},
        {
          colormask: color
            ? (mask[0] ? PipeMask.R : 0) |
              (mask[1] ? PipeMask.G : 0) |
              (mask[2] ? PipeMask.B : 0) |
              (mask[3] ? PipeMask.A : 0)
            : 0,
        },
      ),
    );
    const stencilFace = {
      enabled: stencil,
      func: PipeFunc.ALWAYS,
      failOp: PipeStencilOp.REPLACE,
      zpassOp: PipeStencilOp.REPLACE,
      zfailOp: PipeStencilOp.REPLACE,
      valuemask: 0xff,
      writemask: stencilMask,
    };
    cso.setDepthStencilAlpha(
      depthStencilAlphaState({
        depth: { enabled: depth, writemask: depth, func: PipeFunc.ALWAYS },
        stencil: [stencilFace, stencilFace],
      }),
    );
    cso.setRasterizer(rasterizerState({ scissor: st.scissor.enabled }));
    cso.setScissor(deriveScissor(c));
    cso.setViewport({
      scale: [fb.width / 2, fb.height / 2, 0.5],
      translate: [fb.width / 2, fb.height / 2, 0.5],
    });
    cso.setStencilRef({ refValue: [stencilValue, stencilValue] });
    cso.setVertexShader(vs);
    cso.setFragmentShader(fs);
    cso.setGeometryShader(null);
    cso.setConstantBuffer(PipeShader.FRAGMENT, 0, {
      buffer: null,
      bufferOffset: 0,
      bufferSize: 16,
      userBuffer: new Float32Array(st.color.clearColor),
    });
    const z = 2 * st.depth.clear - 1;
    const quad = new Float32Array([-1, -1, z, 1, 1, -1, z, 1, 1, 1, z, 1, -1, 1, z, 1]);
    cso.setVertexElements([
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
    ]);
    if (c.limits.userVertexBuffers) {
      cso.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: null, userBuffer: quad }]);
    } else {
      const upload = c.pipe.streamUploader.upload(0, quad, 16);
      c.pipe.streamUploader.unmap();
      cso.setVertexBuffers(0, [
        { stride: 16, bufferOffset: upload.offset, buffer: upload.buffer, userBuffer: null },
      ]);
    }
    const info = drawInfo({ mode: PipePrim.TRIANGLE_FAN, start: 0, count: 4 });
    c.draw.colorPasses.run(() => cso.drawVbo(info));
  } finally {
    cso.restoreState();
    c.draw.forgetVertexState();
  }
}

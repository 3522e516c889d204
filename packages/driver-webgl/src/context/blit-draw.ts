// The colour part of a blit drawn instead of copied, for what blitFramebuffer cannot do: a colour mask
// leaving out channels, and blending (alphaBlend: source over destination by source alpha). Each
// destination pixel samples the source at its mapped position (scaling and mirroring by the boxes'
// signed sizes) with the blit's filter at the source level, under the blit's scissor.
import {
  levelWidth,
  type PipeBlitInfo,
  PipeMask,
  PipeTexFilter,
  PipeUnsupportedError,
} from '@gallium-ts/gallium-api';
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { FULLSCREEN_VS, linkGlProgram } from '../gl-program.js';
import { attachLevel, glLevelHeight, type WebglTextureStorage } from '../storage/texture-storage.js';

const SAMPLERS: Readonly<Record<number, { sampler: string; coord: string }>> = {
  3553: { sampler: 'sampler2D', coord: 't' }, // TEXTURE_2D
  35866: { sampler: 'sampler2DArray', coord: 'vec3(t, u_layer)' }, // TEXTURE_2D_ARRAY
  32879: { sampler: 'sampler3D', coord: 'vec3(t, u_layer)' }, // TEXTURE_3D
};

const fragmentSource = (sampler: string, coord: string) => `#version 300 es
precision highp float;
uniform highp ${sampler} u_src;
uniform vec4 u_map; // source texel = window * u_map.xy + u_map.zw
uniform vec2 u_size;
uniform float u_level;
uniform float u_layer;
out vec4 o_color;
void main() {
  vec2 t = (gl_FragCoord.xy * u_map.xy + u_map.zw) / u_size;
  o_color = textureLod(u_src, ${coord}, u_level);
}
`;

interface BlitProgram {
  program: WebGLProgram;
  map: WebGLUniformLocation | null;
  size: WebGLUniformLocation | null;
  level: WebGLUniformLocation | null;
  layer: WebGLUniformLocation | null;
}

export class BlitDraw {
  private readonly programs = new Map<number, BlitProgram>();
  private fbo: WebGLFramebuffer | null = null;
  private vao: WebGLVertexArrayObject | null = null;
  private readonly samplers: WebGLSampler[] = [];

  constructor(private readonly device: WebglDevice) {}

  /** Draws the colour of `info` (float formats; the caller checked the rest). */
  blit(info: PipeBlitInfo): void {
    const gl = this.device.gl;
    const src = (info.src.resource as BaseResource).storage as WebglTextureStorage;
    const dst = (info.dst.resource as BaseResource).storage as WebglTextureStorage;
    if (src.gl.kind !== 'float' || dst.gl.kind !== 'float' || src.glTarget === gl.TEXTURE_CUBE_MAP)
      throw new PipeUnsupportedError(
        'blit',
        'masked or blended blits draw from float 2D, array or 3D textures only',
      );
    const p = this.program(src.glTarget);
    this.fbo ??= gl.createFramebuffer()!;
    this.vao ??= gl.createVertexArray()!;
    const linear = info.filter === PipeTexFilter.LINEAR && src.gl.filterable !== 'never';
    const sampler = this.sampler(linear);
    const sb = info.src.box;
    const db = info.dst.box;
    const dstW = levelWidth(dst.template, info.dst.level);
    const dstH = glLevelHeight(dst.template, info.dst.level);
    const srcW = levelWidth(src.template, info.src.level);
    const srcH = glLevelHeight(src.template, info.src.level);
    const sx = sb.width / db.width;
    const sy = sb.height / db.height;
    this.device.disturb();
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.useProgram(p.program);
    gl.bindVertexArray(this.vao);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(src.glTarget, src.texture);
    src.setLevels(0, src.template.lastLevel);
    gl.bindSampler(0, sampler);
    gl.viewport(0, 0, dstW, dstH);
    gl.uniform4f(p.map, sx, sy, sb.x - db.x * sx, sb.y - db.y * sy);
    gl.uniform2f(p.size, srcW, srcH);
    gl.uniform1f(p.level, info.src.level);
    const m = info.mask;
    gl.colorMask(
      (m & PipeMask.R) !== 0,
      (m & PipeMask.G) !== 0,
      (m & PipeMask.B) !== 0,
      (m & PipeMask.A) !== 0,
    );
    if (info.alphaBlend) {
      gl.enable(gl.BLEND);
      gl.blendEquation(gl.FUNC_ADD);
      gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
    } else gl.disable(gl.BLEND);
    for (const cap of [
      gl.DEPTH_TEST,
      gl.STENCIL_TEST,
      gl.CULL_FACE,
      gl.RASTERIZER_DISCARD,
      gl.POLYGON_OFFSET_FILL,
    ])
      gl.disable(cap);
    // the destination rectangle, within the blit's scissor
    let x0 = Math.min(db.x, db.x + db.width);
    let x1 = Math.max(db.x, db.x + db.width);
    let y0 = Math.min(db.y, db.y + db.height);
    let y1 = Math.max(db.y, db.y + db.height);
    if (info.scissorEnable) {
      x0 = Math.max(x0, info.scissor.minx);
      y0 = Math.max(y0, info.scissor.miny);
      x1 = Math.min(x1, info.scissor.maxx);
      y1 = Math.min(y1, info.scissor.maxy);
    }
    if (x1 <= x0 || y1 <= y0) return;
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(x0, y0, x1 - x0, y1 - y0);
    const srcDepth = src.glTarget === gl.TEXTURE_3D ? Math.max(1, src.template.depth0 >> info.src.level) : 1;
    for (let i = 0; i < Math.abs(db.depth); i++) {
      const sz = sb.depth < 0 ? sb.z - 1 - i : sb.z + i;
      const dz = db.depth < 0 ? db.z - 1 - i : db.z + i;
      gl.uniform1f(p.layer, src.glTarget === gl.TEXTURE_3D ? (sz + 0.5) / srcDepth : sz);
      attachLevel(gl, gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, dst, info.dst.level, dz);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
    }
    gl.bindSampler(0, null);
  }

  release(): void {
    const gl = this.device.gl;
    for (const p of this.programs.values()) gl.deleteProgram(p.program);
    for (const s of this.samplers) if (s) gl.deleteSampler(s);
    if (this.fbo) gl.deleteFramebuffer(this.fbo);
    if (this.vao) gl.deleteVertexArray(this.vao);
  }

  private program(target: number): BlitProgram {
    let p = this.programs.get(target);
    if (!p) {
      const gl = this.device.gl;
      const { sampler, coord } = SAMPLERS[target]!;
      const program = linkGlProgram(gl, 'blit', FULLSCREEN_VS, fragmentSource(sampler, coord));
      gl.useProgram(program);
      gl.uniform1i(gl.getUniformLocation(program, 'u_src'), 0);
      const u = (name: string) => gl.getUniformLocation(program, name);
      p = { program, map: u('u_map'), size: u('u_size'), level: u('u_level'), layer: u('u_layer') };
      this.programs.set(target, p);
    }
    return p;
  }

  private sampler(linear: boolean): WebGLSampler {
    const i = linear ? 1 : 0;
    let s = this.samplers[i];
    if (!s) {
      const gl = this.device.gl;
      s = gl.createSampler()!;
      gl.samplerParameteri(
        s,
        gl.TEXTURE_MIN_FILTER,
        linear ? gl.LINEAR_MIPMAP_NEAREST : gl.NEAREST_MIPMAP_NEAREST,
      );
      gl.samplerParameteri(s, gl.TEXTURE_MAG_FILTER, linear ? gl.LINEAR : gl.NEAREST);
      for (const w of [gl.TEXTURE_WRAP_S, gl.TEXTURE_WRAP_T, gl.TEXTURE_WRAP_R])
        gl.samplerParameteri(s, w, gl.CLAMP_TO_EDGE);
      this.samplers[i] = s;
    }
    return s;
  }
}

// OCCLUSION_COUNTER on WebGL2, which can only tell whether any sample passed: before a draw that
// counted queries measure, the draw is replayed with the counting variant of its fragment shader
// (every fragment that survives the shader writes 1.0) into an R16F target with additive blending
// (blending 32-bit float targets needs EXT_float_blend; half floats count exactly to 2048 per pixel),
// against a copy of the depth/stencil buffer taken just before, so each fragment passes or fails its
// tests exactly as in the real draw; the target's sum is the number of samples (single sampling).
import type { BaseSurface } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { attachLevel, type WebglTextureStorage } from '../storage/texture-storage.js';

interface Scratch {
  texture: WebGLTexture;
  internalFormat: number;
  width: number;
  height: number;
}

export class OcclusionCounter {
  private fbo: WebGLFramebuffer | null = null;
  private target: Scratch | null = null;
  private zs: Scratch | null = null;

  constructor(private readonly device: WebglDevice) {}

  /** Samples that `draw` (issuing the counting program) writes on a w × h framebuffer with depth/stencil `zs`. */
  count(w: number, h: number, zs: BaseSurface | null, draw: () => void): number {
    const gl = this.device.gl;
    this.fbo ??= gl.createFramebuffer()!;
    this.target = this.scratch(this.target, gl.R16F, w, h);
    const scissor = gl.isEnabled(gl.SCISSOR_TEST);
    gl.disable(gl.SCISSOR_TEST);
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, this.target.texture, 0);
    const point =
      zs && (zs.texture.storage as WebglTextureStorage).gl.kind === 'depthStencil'
        ? gl.DEPTH_STENCIL_ATTACHMENT
        : gl.DEPTH_ATTACHMENT;
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.DEPTH_STENCIL_ATTACHMENT, gl.TEXTURE_2D, null, 0);
    if (zs) {
      const storage = zs.texture.storage as WebglTextureStorage;
      this.zs = this.scratch(this.zs, storage.gl.internalFormat, w, h);
      gl.framebufferTexture2D(gl.FRAMEBUFFER, point, gl.TEXTURE_2D, this.zs.texture, 0);
      const read = gl.createFramebuffer()!;
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, read);
      attachLevel(gl, gl.READ_FRAMEBUFFER, point, storage, zs.level, zs.firstLayer);
      const bits =
        point === gl.DEPTH_STENCIL_ATTACHMENT
          ? gl.DEPTH_BUFFER_BIT | gl.STENCIL_BUFFER_BIT
          : gl.DEPTH_BUFFER_BIT;
      gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, this.fbo);
      gl.blitFramebuffer(0, 0, w, h, 0, 0, w, h, bits, gl.NEAREST);
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
      gl.deleteFramebuffer(read);
      gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    }
    gl.colorMask(true, true, true, true);
    gl.clearBufferfv(gl.COLOR, 0, new Float32Array([0, 0, 0, 0]));
    if (scissor) gl.enable(gl.SCISSOR_TEST);
    gl.enable(gl.BLEND);
    gl.blendEquation(gl.FUNC_ADD);
    gl.blendFunc(gl.ONE, gl.ONE);
    draw();
    const pixels = new Float32Array(w * h * 4);
    gl.readPixels(0, 0, w, h, gl.RGBA, gl.FLOAT, pixels);
    let samples = 0;
    for (let i = 0; i < pixels.length; i += 4) samples += pixels[i]!;
    return samples;
  }

  release(): void {
    const gl = this.device.gl;
    if (this.fbo) gl.deleteFramebuffer(this.fbo);
    for (const s of [this.target, this.zs]) if (s) gl.deleteTexture(s.texture);
  }

  /** A texture of `internalFormat` of at least w × h (kept and grown as needed). */
  private scratch(s: Scratch | null, internalFormat: number, w: number, h: number): Scratch {
    if (s && s.internalFormat === internalFormat && s.width >= w && s.height >= h) return s;
    const gl = this.device.gl;
    if (s) gl.deleteTexture(s.texture);
    const width = Math.max(w, s?.width ?? 0);
    const height = Math.max(h, s?.height ?? 0);
    const texture = gl.createTexture()!;
    const bound = gl.getParameter(gl.TEXTURE_BINDING_2D) as WebGLTexture | null;
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texStorage2D(gl.TEXTURE_2D, 1, internalFormat, width, height);
    gl.bindTexture(gl.TEXTURE_2D, bound);
    return { texture, internalFormat, width, height };
  }
}

// Reads a colour texture of the test framebuffers back as float words. `gl` cannot select a read
// attachment other than 0 (see the platform README), so each texture is read through a framebuffer
// that has it at COLOR_ATTACHMENT0.
import type { GlContextLike } from '../../src/platform/index.js';

export function readTextureWords(
  gl: GlContextLike,
  texture: WebGLTexture,
  width: number,
  height: number,
): Uint32Array {
  const fbo = gl.createFramebuffer()!;
  gl.bindFramebuffer(gl.READ_FRAMEBUFFER, fbo);
  gl.framebufferTexture2D(gl.READ_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
  const px = new Float32Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.FLOAT, px);
  gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
  gl.deleteFramebuffer(fbo);
  return new Uint32Array(px.buffer);
}

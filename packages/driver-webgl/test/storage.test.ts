// Texture storage through the GPU: for every format the screen can render to (or use as depth/stencil),
// bytes written by texture_subdata are uploaded to the GL texture, then read back from it (readPixels,
// or the depth and stencil passes) as if the GPU had written them: the result is the format's canonical
// form of the bytes (what packing the unpacked texel gives), exactly — except 24-bit depth, which
// WebGL2 can only sample as a float: within one unit. Also: formats WebGL2 lacks reach the GPU
// converted (B8G8R8A8 as RGBA8, L8 as RGBA8).
import {
  allFormats,
  formatDescription,
  makeBox,
  PipeBind,
  PipeFormat,
  PipeTextureTarget,
  PipeTransfer,
  resourceTemplate,
  unpackStencil,
  unpackZFloat,
} from '@gallium-ts/gallium-api';
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import { describe, expect, it } from 'vitest';
import { convertTexels, glTextureFormat } from '../src/formats.js';
import { createWebglScreen } from '../src/index.js';
import type { WebglTextureStorage } from '../src/storage/texture-storage.js';
import { sharedGl } from './helpers/gl.js';

const W = 7;
const H = 3;

/** Deterministic bytes; float formats get finite values (NaN payloads are not canonical). */
function texels(format: PipeFormat): Uint8Array {
  const d = formatDescription(format);
  const bytes = new Uint8Array(W * H * d.blockSize);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 73 + format * 11 + 5) & 0xff;
  if (format === PipeFormat.Z32_FLOAT) {
    // depth in [0, 1] (GL clamps float depth)
    bytes.set(new Uint8Array(new Float32Array(Array.from({ length: W * H }, (_, i) => i / (W * H))).buffer));
  } else if (d.channels.some((c) => c.type === 7 /* FLOAT */)) {
    const canonical = convertTexels(
      PipeFormat.R32G32B32A32_FLOAT,
      format,
      new Uint8Array(new Float32Array(Array.from({ length: W * H * 4 }, (_, i) => (i % 13) / 4 - 1)).buffer),
      W * H,
    );
    bytes.set(canonical);
  }
  return bytes;
}

describe('GPU round trip of every renderable and depth/stencil format', async () => {
  const screen = await createWebglScreen({ gl: await sharedGl() });
  const formats = allFormats().filter(
    (f) =>
      screen.isFormatSupported(f, PipeTextureTarget.TEXTURE_2D, 0, 0, PipeBind.RENDER_TARGET) ||
      screen.isFormatSupported(f, PipeTextureTarget.TEXTURE_2D, 0, 0, PipeBind.DEPTH_STENCIL),
  );
  screen.destroy();

  it('covers the formats a GL state tracker renders to', () => {
    for (const f of [
      PipeFormat.R8G8B8A8_UNORM,
      PipeFormat.B8G8R8A8_UNORM,
      PipeFormat.Z24_UNORM_S8_UINT,
      PipeFormat.Z16_UNORM,
      PipeFormat.R32G32B32A32_FLOAT,
    ])
      expect(formats).toContain(f);
  });

  it.each(formats.map((f) => [formatDescription(f).name, f] as const))('%s', async (_name, format) => {
    const s = await createWebglScreen({ gl: await sharedGl() });
    const ctx = s.contextCreate();
    const d = formatDescription(format);
    const bind = d.isDepth || d.isStencil ? PipeBind.DEPTH_STENCIL : PipeBind.RENDER_TARGET;
    const r = s.resourceCreate(resourceTemplate({ format, width0: W, height0: H, bind }));
    const bytes = texels(format);
    const box = makeBox(0, 0, 0, W, H, 1);
    ctx.textureSubdata(r, 0, PipeTransfer.WRITE, box, bytes, W * d.blockSize, W * H * d.blockSize);
    const storage = (r as BaseResource).storage as WebglTextureStorage;
    storage.prepare();
    storage.gpuWrote(0);
    const map = ctx.transferMap(r, 0, PipeTransfer.READ, box)!;
    const got = map.data.slice(0, bytes.length);
    ctx.transferUnmap(map.transfer);
    const twin = glTextureFormat(format)!.twin;
    const want = convertTexels(twin, format, convertTexels(format, twin, bytes, W * H), W * H);
    if (d.isDepth && d.channels.some((c) => c.name === 'Z' && c.size === 24)) {
      for (let i = 0; i < W * H; i++) {
        const at = i * d.blockSize;
        expect(
          Math.abs(unpackZFloat(format, got, at) - unpackZFloat(format, want, at)) * 0xffffff,
        ).toBeLessThanOrEqual(1);
        if (d.isStencil) expect(unpackStencil(format, got, at)).toBe(unpackStencil(format, want, at));
      }
    } else expect(Array.from(got)).toEqual(Array.from(want));
    s.resourceDestroy(r);
    ctx.destroy();
    s.destroy();
  });
});

describe('formats WebGL2 lacks', () => {
  it('are converted texel by texel to their GL twin', () => {
    expect(glTextureFormat(PipeFormat.B8G8R8A8_UNORM)?.twin).toBe(PipeFormat.R8G8B8A8_UNORM);
    expect(
      Array.from(
        convertTexels(PipeFormat.B8G8R8A8_UNORM, PipeFormat.R8G8B8A8_UNORM, Uint8Array.from([1, 2, 3, 4]), 1),
      ),
    ).toEqual([3, 2, 1, 4]);
    expect(
      Array.from(convertTexels(PipeFormat.L8_UNORM, PipeFormat.R8G8B8A8_UNORM, Uint8Array.from([9]), 1)),
    ).toEqual([9, 9, 9, 255]);
    expect(
      Array.from(
        convertTexels(PipeFormat.R8G8B8X8_UNORM, PipeFormat.R8G8B8_UNORM, Uint8Array.from([1, 2, 3, 4]), 1),
      ),
    ).toEqual([1, 2, 3]);
    // Z24 in the low bits and stencil above, as GL's UNSIGNED_INT_24_8 wants them swapped
    expect(
      Array.from(
        convertTexels(
          PipeFormat.Z24_UNORM_S8_UINT,
          PipeFormat.S8_UINT_Z24_UNORM,
          Uint8Array.from([1, 2, 3, 4]),
          1,
        ),
      ),
    ).toEqual([4, 1, 2, 3]);
  });
});

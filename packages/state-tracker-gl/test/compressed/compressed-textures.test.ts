// Compressed textures through the GL API on every driver (soft, webgl, noop): S3TC images uploaded with
// glCompressedTexImage2D read back by glGetTexImage as Mesa decodes them (fixtures/mesa-s3tc.json) and
// by glGetCompressedTexImage as given; S3TC images from uncompressed data; sub-images on the block grid;
// the generic compressed formats; the queries; every error of GL 1.5 3.8.3 and
// EXT_texture_compression_s3tc (as Mesa reports them); display-list compilation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';
import { fromHex, MESA_S3TC_CASES, toHex } from './mesa-s3tc.js';

const DXT1 = gl.GL_COMPRESSED_RGB_S3TC_DXT1_EXT;
const DXT1A = gl.GL_COMPRESSED_RGBA_S3TC_DXT1_EXT;
const DXT3 = gl.GL_COMPRESSED_RGBA_S3TC_DXT3_EXT;
const DXT5 = gl.GL_COMPRESSED_RGBA_S3TC_DXT5_EXT;

const level = (pname: number, target = gl.GL_TEXTURE_2D, lvl = 0) => {
  const out = new Int32Array(1);
  gl.glGetTexLevelParameteriv(target, lvl, pname, out);
  return out[0];
};
const texImage = (w: number, h: number) => {
  const out = new Uint8Array(w * h * 4);
  gl.glGetTexImage(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return out;
};
const compressedImage = (size: number) => {
  const out = new Uint8Array(size);
  gl.glGetCompressedTexImage(gl.GL_TEXTURE_2D, 0, out);
  return out;
};

/** An 8×8 RGBA image of two colours per block (exactly representable in every S3TC format). */
function twoColors(): Uint8Array {
  const image = new Uint8Array(8 * 8 * 4);
  for (let t = 0; t < 64; t++) image.set(t % 3 === 0 ? [255, 0, 0, 255] : [0, 255, 255, 255], t * 4);
  return image;
}

for (const driver of [...DRAWING_DRIVERS, 'noop']) {
  describe(`compressed textures [${driver}]`, () => {
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: 8, height: 8, driver });
      gl.makeCurrent(ctx);
      gl.glPixelStorei(gl.GL_PACK_ALIGNMENT, 1);
      gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
    });
    afterEach(async () => {
      await ctx.destroy();
      gl.makeCurrent(null);
    });

    it('decodes every S3TC case as Mesa does and returns the blocks as given', () => {
      for (const c of MESA_S3TC_CASES) {
        const blocks = fromHex(c.blocks);
        gl.glCompressedTexImage2D(gl.GL_TEXTURE_2D, 0, c.format, c.width, c.height, 0, blocks.length, blocks);
        expect(gl.glGetError(), c.name).toBe(gl.GL_NO_ERROR);
        expect(toHex(texImage(c.width, c.height)), c.name).toBe(c.mesa);
        expect(toHex(compressedImage(blocks.length)), c.name).toBe(c.blocks);
        expect(level(gl.GL_TEXTURE_COMPRESSED)).toBe(1);
        expect(level(gl.GL_TEXTURE_COMPRESSED_IMAGE_SIZE)).toBe(blocks.length);
        expect(level(gl.GL_TEXTURE_INTERNAL_FORMAT)).toBe(c.format);
        expect([gl.GL_TEXTURE_RED_SIZE, gl.GL_TEXTURE_ALPHA_SIZE].map((p) => level(p))).toEqual([
          4,
          c.format === DXT1 ? 0 : 4,
        ]);
      }
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it.each([
      ['RGB_DXT1', DXT1, 32],
      ['RGBA_DXT1', DXT1A, 32],
      ['RGBA_DXT3', DXT3, 64],
      ['RGBA_DXT5', DXT5, 64],
    ])(
      'glTexImage2D with %s encodes uncompressed data (exact for two colours a block)',
      (_, format, size) => {
        const image = twoColors();
        gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, format, 8, 8, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, image);
        expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
        expect(toHex(texImage(8, 8))).toBe(toHex(image));
        expect(level(gl.GL_TEXTURE_COMPRESSED_IMAGE_SIZE)).toBe(size);
        // The blocks round-trip through glCompressedTexImage2D.
        const blocks = compressedImage(size);
        gl.glCompressedTexImage2D(gl.GL_TEXTURE_2D, 0, format, 8, 8, 0, size, blocks);
        expect(toHex(texImage(8, 8))).toBe(toHex(image));
      },
    );

    it('glCompressedTexSubImage2D and glTexSubImage2D replace whole blocks', () => {
      const c = MESA_S3TC_CASES.find((m) => m.format === DXT5 && m.width === 16)!;
      const blocks = fromHex(c.blocks);
      gl.glCompressedTexImage2D(gl.GL_TEXTURE_2D, 0, DXT5, 16, 16, 0, blocks.length, blocks);
      // Block (1, 2) of the image gets block 0's bytes.
      gl.glCompressedTexSubImage2D(gl.GL_TEXTURE_2D, 0, 4, 8, 4, 4, DXT5, 16, blocks.subarray(0, 16));
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      const expected = fromHex(c.mesa);
      const got = texImage(16, 16);
      for (let y = 0; y < 16; y++) {
        for (let x = 0; x < 16; x++) {
          const inBlock = x >= 4 && x < 8 && y >= 8 && y < 12;
          const from = inBlock ? ((y - 8) * 16 + (x - 4)) * 4 : (y * 16 + x) * 4;
          expect(Array.from(got.subarray((y * 16 + x) * 4, (y * 16 + x) * 4 + 4))).toEqual(
            Array.from(expected.subarray(from, from + 4)),
          );
        }
      }
      const bytes = compressedImage(blocks.length);
      expect(toHex(bytes.subarray(9 * 16, 10 * 16))).toBe(c.blocks.slice(0, 32));
      // Uncompressed data on the block grid: a one-colour block.
      const white = new Uint8Array(4 * 4 * 4).fill(255);
      gl.glTexSubImage2D(gl.GL_TEXTURE_2D, 0, 12, 12, 4, 4, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, white);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      const after = texImage(16, 16);
      expect(Array.from(after.subarray((13 * 16 + 13) * 4, (13 * 16 + 13) * 4 + 4))).toEqual([
        255, 255, 255, 255,
      ]);
    });

    it('glCopyTexImage2D encodes the framebuffer; generated mipmap levels give their blocks when asked', () => {
      gl.glClearColor(1, 0, 0, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glCopyTexImage2D(gl.GL_TEXTURE_2D, 0, DXT1, 0, 0, 8, 8, 0);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(level(gl.GL_TEXTURE_COMPRESSED)).toBe(1);
      const red = Array.from({ length: 64 }, () => [255, 0, 0, 255]).flat();
      // noop draws nothing: its framebuffer keeps whatever it was created with.
      if (driver !== 'noop') expect(Array.from(texImage(8, 8))).toEqual(red);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_GENERATE_MIPMAP, gl.GL_TRUE);
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        DXT5,
        8,
        8,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array(256).fill(255),
      );
      expect(level(gl.GL_TEXTURE_WIDTH, gl.GL_TEXTURE_2D, 2)).toBe(2);
      expect(level(gl.GL_TEXTURE_COMPRESSED, gl.GL_TEXTURE_2D, 2)).toBe(1);
      expect(level(gl.GL_TEXTURE_COMPRESSED_IMAGE_SIZE, gl.GL_TEXTURE_2D, 2)).toBe(16);
      const blocks = new Uint8Array(16);
      gl.glGetCompressedTexImage(gl.GL_TEXTURE_2D, 2, blocks);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      // A white level (an opaque white block: alpha endpoints 255, colour endpoints 0xffff); noop's
      // mipmap generation (a blit) writes nothing.
      if (driver === 'noop') return;
      expect(Array.from(blocks.subarray(0, 2))).toEqual([255, 255]);
      expect(Array.from(blocks.subarray(8, 10))).toEqual([255, 255]);
    });

    it('takes S3TC images on cube faces, and images with no data (blocks of zeros)', () => {
      const c = MESA_S3TC_CASES.find((m) => m.format === DXT3 && m.width === 16)!;
      const blocks = fromHex(c.blocks);
      const name = new Uint32Array(1);
      gl.glGenTextures(1, name);
      gl.glBindTexture(gl.GL_TEXTURE_CUBE_MAP, name[0]!);
      for (let face = 0; face < 6; face++)
        gl.glCompressedTexImage2D(gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X + face, 0, DXT3, 16, 16, 0, 256, blocks);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      const out = new Uint8Array(16 * 16 * 4);
      gl.glGetTexImage(gl.GL_TEXTURE_CUBE_MAP_NEGATIVE_Z, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
      expect(toHex(out)).toBe(c.mesa);
      gl.glCompressedTexImage2D(gl.GL_TEXTURE_CUBE_MAP_POSITIVE_Y, 0, DXT3, 16, 8, 0, 128, blocks);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
      gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, DXT5, 8, 4, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(toHex(compressedImage(32))).toBe('00'.repeat(32));
    });

    it('stores the generic compressed formats uncompressed, as their base format', () => {
      const image = Uint8Array.from({ length: 4 * 4 * 4 }, (_, i) => (i * 37) & 255);
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        gl.GL_COMPRESSED_RGBA,
        4,
        4,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        image,
      );
      expect(level(gl.GL_TEXTURE_COMPRESSED)).toBe(0);
      expect(level(gl.GL_TEXTURE_INTERNAL_FORMAT)).toBe(gl.GL_RGBA);
      expect(toHex(texImage(4, 4))).toBe(toHex(image));
      for (const [generic, base] of [
        [gl.GL_COMPRESSED_ALPHA, gl.GL_ALPHA],
        [gl.GL_COMPRESSED_LUMINANCE, gl.GL_LUMINANCE],
        [gl.GL_COMPRESSED_LUMINANCE_ALPHA, gl.GL_LUMINANCE_ALPHA],
        [gl.GL_COMPRESSED_INTENSITY, gl.GL_INTENSITY],
        [gl.GL_COMPRESSED_RGB, gl.GL_RGB],
      ]) {
        gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, generic!, 4, 4, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, image);
        expect(level(gl.GL_TEXTURE_INTERNAL_FORMAT)).toBe(base);
      }
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('answers the compression queries and lists the extensions', () => {
      const v = new Int32Array(8);
      gl.glGetIntegerv(gl.GL_NUM_COMPRESSED_TEXTURE_FORMATS, v);
      expect(v[0]).toBe(3);
      gl.glGetIntegerv(gl.GL_COMPRESSED_TEXTURE_FORMATS, v);
      expect(Array.from(v.subarray(0, 3))).toEqual([DXT1, DXT3, DXT5]);
      gl.glHint(gl.GL_TEXTURE_COMPRESSION_HINT, gl.GL_NICEST);
      gl.glGetIntegerv(gl.GL_TEXTURE_COMPRESSION_HINT, v);
      expect(v[0]).toBe(gl.GL_NICEST);
      const extensions = gl.glGetString(gl.GL_EXTENSIONS)!.split(' ');
      expect(extensions).toContain('GL_ARB_texture_compression');
      expect(extensions).toContain('GL_EXT_texture_compression_s3tc');
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('records the errors Mesa records and changes nothing', () => {
      const px = new Uint8Array(64 * 64 * 4);
      const blk = new Uint8Array(4096);
      const T2 = gl.GL_TEXTURE_2D;
      const UB = gl.GL_UNSIGNED_BYTE;
      const cases: [string, () => void, number][] = [
        [
          'glTexImage1D S3TC',
          () => gl.glTexImage1D(gl.GL_TEXTURE_1D, 0, DXT1, 8, 0, gl.GL_RGBA, UB, px),
          gl.GL_INVALID_ENUM,
        ],
        [
          'glTexImage3D S3TC',
          () => gl.glTexImage3D(gl.GL_TEXTURE_3D, 0, DXT1, 8, 8, 4, 0, gl.GL_RGBA, UB, px),
          gl.GL_INVALID_ENUM,
        ],
        [
          'glTexImage2D S3TC border 1',
          () => gl.glTexImage2D(T2, 0, DXT1, 10, 10, 1, gl.GL_RGBA, UB, px),
          gl.GL_INVALID_OPERATION,
        ],
        [
          'uncompressed format',
          () => gl.glCompressedTexImage2D(T2, 0, gl.GL_RGBA, 8, 8, 0, 256, blk),
          gl.GL_INVALID_ENUM,
        ],
        [
          'generic format',
          () => gl.glCompressedTexImage2D(T2, 0, gl.GL_COMPRESSED_RGB, 8, 8, 0, 32, blk),
          gl.GL_INVALID_ENUM,
        ],
        [
          'imageSize mismatch',
          () => gl.glCompressedTexImage2D(T2, 0, DXT1, 8, 8, 0, 31, blk),
          gl.GL_INVALID_VALUE,
        ],
        [
          'negative imageSize',
          () => gl.glCompressedTexImage2D(T2, 0, DXT1, 8, 8, 0, -1, blk),
          gl.GL_INVALID_VALUE,
        ],
        ['border 1', () => gl.glCompressedTexImage2D(T2, 0, DXT1, 8, 8, 1, 32, blk), gl.GL_INVALID_OPERATION],
        ['border 2', () => gl.glCompressedTexImage2D(T2, 0, DXT1, 8, 8, 2, 32, blk), gl.GL_INVALID_VALUE],
        [
          'negative width',
          () => gl.glCompressedTexImage2D(T2, 0, DXT1, -1, 8, 0, 32, blk),
          gl.GL_INVALID_VALUE,
        ],
        [
          'negative level',
          () => gl.glCompressedTexImage2D(T2, -1, DXT1, 8, 8, 0, 32, blk),
          gl.GL_INVALID_VALUE,
        ],
        [
          'too large',
          () => gl.glCompressedTexImage2D(T2, 0, DXT1, 1 << 20, 4, 0, 8 << 18, blk),
          gl.GL_INVALID_VALUE,
        ],
        ['1D', () => gl.glCompressedTexImage1D(gl.GL_TEXTURE_1D, 0, DXT1, 8, 0, 16, blk), gl.GL_INVALID_ENUM],
        [
          '3D',
          () => gl.glCompressedTexImage3D(gl.GL_TEXTURE_3D, 0, DXT1, 8, 8, 4, 0, 128, blk),
          gl.GL_INVALID_ENUM,
        ],
        [
          '2D on a 1D target',
          () => gl.glCompressedTexImage2D(gl.GL_TEXTURE_1D, 0, DXT1, 8, 8, 0, 32, blk),
          gl.GL_INVALID_ENUM,
        ],
        [
          'sub offset off the grid',
          () => gl.glCompressedTexSubImage2D(T2, 0, 2, 0, 4, 4, DXT5, 16, blk),
          gl.GL_INVALID_OPERATION,
        ],
        [
          'sub other format',
          () => gl.glCompressedTexSubImage2D(T2, 0, 4, 4, 4, 4, DXT3, 16, blk),
          gl.GL_INVALID_OPERATION,
        ],
        [
          'sub RGBA format',
          () => gl.glCompressedTexSubImage2D(T2, 0, 4, 4, 4, 4, gl.GL_RGBA, 16, blk),
          gl.GL_INVALID_OPERATION,
        ],
        [
          'sub imageSize mismatch',
          () => gl.glCompressedTexSubImage2D(T2, 0, 4, 4, 4, 4, DXT5, 15, blk),
          gl.GL_INVALID_VALUE,
        ],
        [
          'sub outside',
          () => gl.glCompressedTexSubImage2D(T2, 0, 4, 4, 8, 4, DXT5, 32, blk),
          gl.GL_INVALID_VALUE,
        ],
        [
          'sub 2×2 not at the edge',
          () => gl.glCompressedTexSubImage2D(T2, 0, 4, 4, 2, 2, DXT5, 16, blk),
          gl.GL_INVALID_OPERATION,
        ],
        [
          'sub 3×3 at 0',
          () => gl.glCompressedTexSubImage2D(T2, 0, 0, 0, 3, 3, DXT5, 16, blk),
          gl.GL_INVALID_OPERATION,
        ],
        [
          'sub of an undefined level',
          () => gl.glCompressedTexSubImage2D(T2, 1, 0, 0, 4, 4, DXT5, 16, blk),
          gl.GL_INVALID_OPERATION,
        ],
        [
          'sub 1D',
          () => gl.glCompressedTexSubImage1D(gl.GL_TEXTURE_1D, 0, 0, 4, DXT5, 16, blk),
          gl.GL_INVALID_ENUM,
        ],
        [
          'sub 3D',
          () => gl.glCompressedTexSubImage3D(gl.GL_TEXTURE_3D, 0, 0, 0, 0, 4, 4, 1, DXT5, 16, blk),
          gl.GL_INVALID_ENUM,
        ],
        [
          'glTexSubImage2D off the grid',
          () => gl.glTexSubImage2D(T2, 0, 2, 0, 4, 4, gl.GL_RGBA, UB, px),
          gl.GL_INVALID_OPERATION,
        ],
        [
          'glCopyTexSubImage2D off the grid',
          () => gl.glCopyTexSubImage2D(T2, 0, 1, 0, 0, 0, 4, 4),
          gl.GL_INVALID_OPERATION,
        ],
        [
          'get of a proxy',
          () => gl.glGetCompressedTexImage(gl.GL_PROXY_TEXTURE_2D, 0, blk),
          gl.GL_INVALID_ENUM,
        ],
        ['get of level -1', () => gl.glGetCompressedTexImage(T2, -1, blk), gl.GL_INVALID_VALUE],
        ['get of an undefined level', () => gl.glGetCompressedTexImage(T2, 5, blk), gl.GL_INVALID_VALUE],
      ];
      const before = fromHex(MESA_S3TC_CASES.find((m) => m.format === DXT5 && m.width === 6)!.blocks);
      for (const [name, call, error] of cases) {
        // An 8×8 DXT5 image whose first block row is `before`.
        const blocks = new Uint8Array(64);
        blocks.set(before);
        gl.glCompressedTexImage2D(T2, 0, DXT5, 8, 8, 0, 64, blocks);
        call();
        expect(gl.glGetError(), name).toBe(error);
        expect(level(gl.GL_TEXTURE_INTERNAL_FORMAT), name).toBe(DXT5);
        expect(toHex(compressedImage(64)), name).toBe(toHex(blocks));
      }
      // Queries of uncompressed images.
      gl.glTexImage2D(T2, 0, gl.GL_RGBA, 8, 8, 0, gl.GL_RGBA, UB, px);
      gl.glGetCompressedTexImage(T2, 0, blk);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      level(gl.GL_TEXTURE_COMPRESSED_IMAGE_SIZE);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    });

    it('reads no more than imageSize bytes and never past the array', () => {
      const short = new Uint8Array(8).fill(0xff);
      gl.glCompressedTexImage2D(gl.GL_TEXTURE_2D, 0, DXT5, 4, 4, 0, 16, short);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(toHex(compressedImage(16))).toBe(`${'ff'.repeat(8)}${'00'.repeat(8)}`);
      // The output-array rule (README "Errors"): a short array receives nothing.
      const out = new Uint8Array(4);
      gl.glGetCompressedTexImage(gl.GL_TEXTURE_2D, 0, out);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      expect(Array.from(out)).toEqual([0, 0, 0, 0]);
    });

    it('compiles glCompressedTexImage2D and glCompressedTexSubImage2D into display lists with a copy of the data', () => {
      const c = MESA_S3TC_CASES.find((m) => m.format === DXT1 && m.width === 16)!;
      const blocks = fromHex(c.blocks);
      const list = gl.glGenLists(1);
      gl.glNewList(list, gl.GL_COMPILE);
      gl.glCompressedTexImage2D(gl.GL_TEXTURE_2D, 0, DXT1, 16, 16, 0, blocks.length, blocks);
      gl.glCompressedTexSubImage2D(gl.GL_TEXTURE_2D, 0, 0, 0, 4, 4, DXT1, 8, blocks.subarray(8, 16));
      gl.glEndList();
      expect(level(gl.GL_TEXTURE_WIDTH)).toBe(0);
      const original = blocks.slice();
      blocks.fill(0);
      gl.glCallList(list);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      const expected = original.slice();
      expected.set(original.subarray(8, 16), 0);
      expect(toHex(compressedImage(expected.length))).toBe(toHex(expected));
    });
  });
}

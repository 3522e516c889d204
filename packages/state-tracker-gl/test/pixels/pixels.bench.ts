// Throughput of the pixel module on a 1024×1024 image (run: npx vitest bench --run test/pixels/pixels.bench.ts).
// The byte-shuffle fast paths (RGBA/UNSIGNED_BYTE ↔ R8G8B8A8 and B8G8R8A8) against the general path
// (per-component float conversion), which a scale of 1.0001 forces. 4 MiB of client bytes per call.

import { PipeFormat } from '@gallium-ts/gallium-api';
import { bench, describe } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import {
  chooseTextureFormat,
  packFromTexels,
  textureFormatFor,
  unpackToTexels,
} from '../../src/pixels/index.js';
import { image, store, transfer } from './helpers.js';

const SIZE = 1024;
const client = new Uint8Array(SIZE * SIZE * 4).map((_, i) => (i * 37) & 255);
const rgba8 = chooseTextureFormat(GL.GL_RGBA8, () => true)!;
const bgra8 = textureFormatFor(PipeFormat.B8G8R8A8_UNORM, GL.GL_RGBA)!;
const identity = transfer();
const scaled = transfer({ colorScale: [1.0001, 1, 1, 1] });
const texels = unpackToTexels(
  image(SIZE, SIZE, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, client),
  store(),
  identity,
  rgba8,
);
const out = new Uint8Array(SIZE * SIZE * 4);

describe('1024×1024 RGBA/UNSIGNED_BYTE (4 MiB)', () => {
  bench('unpack to R8G8B8A8 (fast path: row copies)', () => {
    unpackToTexels(image(SIZE, SIZE, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, client), store(), identity, rgba8);
  });
  bench('unpack to B8G8R8A8 (fast path: byte shuffle)', () => {
    unpackToTexels(image(SIZE, SIZE, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, client), store(), identity, bgra8);
  });
  bench('unpack to R8G8B8A8 with RED_SCALE 1.0001 (general path)', () => {
    unpackToTexels(image(SIZE, SIZE, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, client), store(), scaled, rgba8);
  });
  bench('pack R8G8B8A8 to RGBA (fast path: row copies)', () => {
    packFromTexels(rgba8, texels, image(SIZE, SIZE, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, out), store(), null);
  });
  bench('pack R8G8B8A8 to BGRA (fast path: byte shuffle)', () => {
    packFromTexels(rgba8, texels, image(SIZE, SIZE, GL.GL_BGRA, GL.GL_UNSIGNED_BYTE, out), store(), null);
  });
  bench('pack R8G8B8A8 to RGBA with RED_SCALE 1.0001 (general path)', () => {
    packFromTexels(
      rgba8,
      texels,
      image(SIZE, SIZE, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, out),
      store(),
      scaled,
      'readPixels',
    );
  });
});

// TargetSnapshot puts saved rows back bit for bit, whichever way it copies them: as 8-byte words where a
// band is aligned to them (float targets holding NaN payloads included), as bytes where it is not (an
// RGBA8 band of 3 rows of 5 × 4 bytes), in ordinary and in shared memory; a save replaces the one
// before it (only the last save's rows go back).
import {
  makeBox,
  PipeFormat,
  type PipeFramebufferState,
  type PipeResource,
  PipeTransfer,
  surfaceTemplate,
} from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { createSoftScreen } from '../src/index.js';
import { TargetSnapshot } from '../src/raster/target-snapshot.js';
import { Rig } from './pixels/rig.js';

/** Bytes with NaN payloads (quiet, signalling, negative) among them, as 8-byte little-endian words. */
function pattern(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length).map((_, i) => (i * 31 + seed) & 255);
  const nans = [0x7ff0000000000001n, 0xfff8000000000abcn, 0x7ff8123456789abcn, 0xffffffffffffffffn];
  const words = new DataView(bytes.buffer);
  for (let at = 0; at + 8 <= length; at += 40) words.setBigUint64(at, nans[(at / 40) % nans.length]!, true);
  return bytes;
}

function readAll(r: Rig, resource: PipeResource): Uint8Array {
  const box = makeBox(0, 0, 0, resource.width0, resource.height0, 1);
  const map = r.ctx.transferMap(resource, 0, PipeTransfer.READ, box)!;
  const rowBytes = map.data.length / resource.height0;
  const bytes = map.data.slice(0, rowBytes * resource.height0);
  r.ctx.transferUnmap(map.transfer);
  return bytes;
}

describe.each([
  { name: 'ordinary memory', threads: 1 },
  { name: 'shared memory', threads: 2 },
])('TargetSnapshot ($name)', ({ threads }) => {
  it.each([
    { format: PipeFormat.R32G32B32A32_FLOAT, bytes: 16, words: true },
    { format: PipeFormat.R8G8B8A8_UNORM, bytes: 4, words: false },
  ])('restores the saved rows of $format exactly', ({ format, bytes, words }) => {
    const width = 5;
    const height = 6;
    const r = new Rig({ width, height, colors: [format], screen: createSoftScreen({ threads }) });
    try {
      const color = r.colors[0]!;
      const write = (data: Uint8Array) =>
        r.ctx.textureSubdata(
          color,
          0,
          PipeTransfer.WRITE,
          makeBox(0, 0, 0, width, height, 1),
          data,
          width * bytes,
          width * height * bytes,
        );
      const before = pattern(width * height * bytes, 7);
      write(before);
      const fb: PipeFramebufferState = {
        width,
        height,
        samples: 1,
        layers: 1,
        nrCbufs: 1,
        cbufs: [r.ctx.createSurface(color, surfaceTemplate(color))],
        zsbuf: null,
      };
      const saved = new TargetSnapshot().save(fb, 0, height).save(fb, 1, 4);
      const after = pattern(width * height * bytes, 99);
      write(after);
      saved.restore();
      const rowBytes = width * bytes;
      const expected = after.slice();
      expected.set(before.subarray(rowBytes, rowBytes * 4), rowBytes);
      expect(readAll(r, color)).toEqual(expected);
      // (control) which copy this case takes: words need 8-byte rows.
      expect(((rowBytes * 3) % 8 === 0) === words).toBe(true);
    } finally {
      r.destroy();
    }
  });
});

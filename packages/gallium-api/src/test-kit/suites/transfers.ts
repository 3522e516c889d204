// transfer_map / transfer_unmap / transfer_flush_region: boxes on every target (array layers, cube faces,
// cube-array face+layer, 3D slices, lower levels), the mapped data starting at the box origin, write-back
// at unmap, READ_WRITE and discarding maps, and FLUSH_EXPLICIT where only flushed ranges land.
import { describe, expect, it } from 'vitest';
import { makeBox } from '../../box.js';
import { PipeCap } from '../../caps.js';
import { PipeResourceFlag, PipeTextureTarget } from '../../enums.js';
import { type PipeResource, PipeTransfer } from '../../objects.js';
import type { PipeBox } from '../../state.js';
import { type SuiteEnv, TARGET_SHAPES, targetSupported, useHarness } from '../env.js';
import { expectPipeError, type PipeHarness } from '../harness.js';
import { pattern } from '../texel-grid.js';

const T = PipeTextureTarget;

/** A box strictly inside `level` when possible (offset by one texel, one layer) to catch origin mistakes. */
function innerBox(h: PipeHarness, r: PipeResource, level: number): PipeBox {
  const full = h.levelBox(r, level);
  const shrink = (size: number) => (size > 2 ? { at: 1, size: size - 2 } : { at: 0, size });
  const x = shrink(full.width);
  const y = shrink(full.height);
  const z = shrink(full.depth);
  return makeBox(x.at, y.at, z.at, x.size, y.size, z.size);
}

/** Writes `bytes` into `box` through the map and checks the whole level against the model. */
function writeAndCheck(h: PipeHarness, r: PipeResource, level: number, box: PipeBox, seed: number): void {
  const model = h.grid(r, level);
  const bytes = pattern(box.width * box.height * box.depth * h.blockSize(r), seed);
  h.writeBox(r, level, box, bytes);
  model.writeBox(box, bytes);
  expect(
    h.readBox(r, level, h.levelBox(r, level)),
    `level ${level} after writing ${JSON.stringify(box)}`,
  ).toEqual(model.data);
  expect(h.readBox(r, level, box)).toEqual(bytes);
}

export function transferSuite(env: SuiteEnv): void {
  describe('transfers', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    for (const { name, target, shape } of TARGET_SHAPES) {
      it(
        `${name}: "The returned pointer points to the start of the mapped range according to the box region, not the beginning of the resource"`,
        (test) => {
          if (!targetSupported(h().screen, target)) test.skip(`the caps do not offer ${name}`);
          const r = h().resource({ target, format: h().formatFor(target), ...shape });
          for (let level = 0; level <= r.lastLevel; level++)
            writeAndCheck(h(), r, level, innerBox(h(), r, level), 10 + level);
        },
        t,
      );
    }

    it(
      '"For PIPE_TEXTURE_1D_ARRAY and PIPE_TEXTURE_2D_ARRAY, the box::z and box::depth fields refer to the array dimension of the texture"',
      () => {
        for (const target of [T.TEXTURE_1D_ARRAY, T.TEXTURE_2D_ARRAY]) {
          const height0 = target === T.TEXTURE_1D_ARRAY ? 1 : 2;
          const r = h().resource({ target, format: h().formatFor(target), width0: 2, height0, arraySize: 4 });
          const model = h().grid(r, 0);
          const layer = pattern(2 * height0 * h().blockSize(r), 3);
          h().writeBox(r, 0, makeBox(0, 0, 2, 2, height0, 1), layer);
          model.writeBox(makeBox(0, 0, 2, 2, height0, 1), layer);
          for (let z = 0; z < 4; z++) {
            const box = makeBox(0, 0, z, 2, height0, 1);
            expect(h().readBox(r, 0, box), `layer ${z}`).toEqual(model.readBox(box));
          }
          expect(model.readBox(makeBox(0, 0, 2, 2, height0, 1))).toEqual(layer);
        }
      },
      t,
    );

    it(
      '"For PIPE_TEXTURE_CUBE, the box:z and box::depth fields refer to the faces of the cube map (z + depth <= 6)"',
      () => {
        const r = h().resource({
          target: T.TEXTURE_CUBE,
          format: h().formatFor(T.TEXTURE_CUBE),
          width0: 2,
          height0: 2,
          arraySize: 6,
        });
        const faces = pattern(2 * 2 * 6 * h().blockSize(r), 4);
        h().writeBox(r, 0, makeBox(0, 0, 0, 2, 2, 6), faces);
        const face = 2 * 2 * h().blockSize(r);
        for (let z = 0; z < 6; z++) {
          expect(h().readBox(r, 0, makeBox(0, 0, z, 2, 2, 1)), `face ${z}`).toEqual(
            faces.subarray(z * face, (z + 1) * face),
          );
        }
        expectPipeError(
          () => h().ctx.transferMap(r, 0, PipeTransfer.READ, makeBox(0, 0, 5, 2, 2, 2)),
          'transferMap',
          /exceeds|outside/,
        );
      },
      t,
    );

    it(
      '"For PIPE_TEXTURE_CUBE_ARRAY, the box:z and box::depth fields refer to both the face and array dimension of the texture (face = z % 6, array = z / 6)"',
      (test) => {
        if (!targetSupported(h().screen, T.TEXTURE_CUBE_ARRAY)) test.skip('PIPE_CAP_CUBE_MAP_ARRAY is 0');
        const r = h().resource({
          target: T.TEXTURE_CUBE_ARRAY,
          format: h().formatFor(T.TEXTURE_CUBE_ARRAY),
          width0: 2,
          height0: 2,
          arraySize: 12,
        });
        const bs = h().blockSize(r);
        const model = h().grid(r, 0);
        const face = pattern(2 * 2 * bs, 5);
        const z = 1 * 6 + 3; // face 3 of cube 1
        h().writeBox(r, 0, makeBox(0, 0, z, 2, 2, 1), face);
        model.writeBox(makeBox(0, 0, z, 2, 2, 1), face);
        expect(h().readBox(r, 0, makeBox(0, 0, 0, 2, 2, 12))).toEqual(model.data);
        expect(model.data.subarray(z * face.length, (z + 1) * face.length)).toEqual(face);
      },
      t,
    );

    it(
      '3D textures: z and depth select slices of the level',
      (test) => {
        // "The box parameter to some of these functions defines a 1D, 2D or 3D region of pixels. This is self-explanatory for 1D, 2D and 3D texture targets."
        if (!targetSupported(h().screen, T.TEXTURE_3D)) test.skip('PIPE_CAP_MAX_TEXTURE_3D_LEVELS is 0');
        const r = h().resource({
          target: T.TEXTURE_3D,
          format: h().formatFor(T.TEXTURE_3D),
          width0: 4,
          height0: 4,
          depth0: 4,
          lastLevel: 1,
        });
        expect(h().levelBox(r, 1)).toEqual(makeBox(0, 0, 0, 2, 2, 2));
        writeAndCheck(h(), r, 1, makeBox(1, 0, 1, 1, 2, 1), 6);
        expectPipeError(
          () => h().ctx.transferMap(r, 1, PipeTransfer.READ, makeBox(0, 0, 1, 2, 2, 2)),
          'transferMap',
        );
      },
      t,
    );

    it(
      'READ_WRITE: "Resource contents read back ... at transfer create time" and written back at unmap',
      () => {
        const r = h().resource({ width0: 4, height0: 4, format: h().formatFor(T.TEXTURE_2D) });
        const bs = h().blockSize(r);
        const before = h().fillLevel(r, 0, 7);
        const box = makeBox(1, 1, 0, 2, 2, 1);
        const mapping = h().ctx.transferMap(r, 0, PipeTransfer.READ_WRITE, box)!;
        const { transfer, data } = mapping;
        const texel = (x: number, y: number) => transfer.stride * y + x * bs;
        expect(Array.from(data.subarray(texel(0, 0), texel(0, 0) + bs))).toEqual(
          Array.from(before.subarray((1 * 4 + 1) * bs, (1 * 4 + 2) * bs)),
        );
        data.fill(0xee, texel(1, 1), texel(1, 1) + bs);
        h().ctx.transferUnmap(transfer);
        const expected = before.slice();
        expected.fill(0xee, (2 * 4 + 2) * bs, (2 * 4 + 3) * bs);
        expect(h().readBox(r, 0, h().levelBox(r, 0))).toEqual(expected);
      },
      t,
    );

    it(
      'WRITE without DISCARD: "Resource contents will be written back at transfer_unmap time" and texels not written keep their values',
      () => {
        const r = h().buffer(64);
        const before = h().fillLevel(r, 0, 8);
        const { transfer, data } = h().ctx.transferMap(
          r,
          0,
          PipeTransfer.WRITE,
          makeBox(16, 0, 0, 16, 1, 1),
        )!;
        data[3] = 0x5a;
        h().ctx.transferUnmap(transfer);
        const expected = before.slice();
        expected[19] = 0x5a;
        expect(h().readBox(r, 0, makeBox(0, 0, 0, 64, 1, 1))).toEqual(expected);
      },
      t,
    );

    it(
      'DISCARD_RANGE and DISCARD_WHOLE_RESOURCE maps: written bytes land, bytes outside the box stay',
      () => {
        // "PIPE_TRANSFER_DISCARD_RANGE The memory within the mapped region is discarded." — only that region.
        for (const discard of [PipeTransfer.DISCARD_RANGE, PipeTransfer.DISCARD_WHOLE_RESOURCE]) {
          const r = h().buffer(48);
          const before = h().fillLevel(r, 0, 9);
          const fresh = pattern(16, 10);
          h().writeBox(r, 0, makeBox(8, 0, 0, 16, 1, 1), fresh, PipeTransfer.WRITE | discard);
          const after = h().readBox(r, 0, makeBox(0, 0, 0, 48, 1, 1));
          expect(after.subarray(8, 24)).toEqual(fresh);
          if (discard === PipeTransfer.DISCARD_RANGE) {
            expect(after.subarray(0, 8)).toEqual(before.subarray(0, 8));
            expect(after.subarray(24)).toEqual(before.subarray(24));
          }
        }
      },
      t,
    );

    it(
      'two maps of one resource at once both land',
      () => {
        // "transfer_map creates a memory mapping and the transfer object associated with it": each transfer is a mapping of its own.
        const r = h().buffer(32);
        const a = h().ctx.transferMap(r, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 8, 1, 1))!;
        const b = h().ctx.transferMap(r, 0, PipeTransfer.WRITE, makeBox(16, 0, 0, 8, 1, 1))!;
        a.data.fill(1);
        b.data.fill(2);
        h().ctx.transferUnmap(b.transfer);
        h().ctx.transferUnmap(a.transfer);
        const got = h().readBox(r, 0, makeBox(0, 0, 0, 32, 1, 1));
        expect(Array.from(got.subarray(0, 8))).toEqual(new Array(8).fill(1));
        expect(Array.from(got.subarray(16, 24))).toEqual(new Array(8).fill(2));
      },
      t,
    );

    it(
      'FLUSH_EXPLICIT on a buffer: "it will not automatically be flushed on write or unmap ... Flush ranges are relative to the mapped range"',
      () => {
        const r = h().buffer(64);
        const before = h().fillLevel(r, 0, 11);
        const { transfer, data } = h().ctx.transferMap(
          r,
          0,
          PipeTransfer.WRITE | PipeTransfer.FLUSH_EXPLICIT,
          makeBox(16, 0, 0, 32, 1, 1),
        )!;
        data.fill(0xab);
        h().ctx.transferFlushRegion(transfer, makeBox(4, 0, 0, 8, 1, 1));
        h().ctx.transferFlushRegion(transfer, makeBox(30, 0, 0, 2, 1, 1));
        h().ctx.transferUnmap(transfer);
        const expected = before.slice();
        expected.fill(0xab, 20, 28);
        expected.fill(0xab, 46, 48);
        expect(h().readBox(r, 0, makeBox(0, 0, 0, 64, 1, 1))).toEqual(expected);
      },
      t,
    );

    it(
      'FLUSH_EXPLICIT on a 2D texture: only the flushed box (relative to the mapped box) lands',
      () => {
        // "Flush ranges are relative to the mapped range, not the beginning of the resource."
        const r = h().resource({ width0: 8, height0: 6, format: h().formatFor(T.TEXTURE_2D) });
        const bs = h().blockSize(r);
        const model = h().grid(r, 0);
        const mapped = makeBox(2, 1, 0, 4, 3, 1);
        const { transfer, data } = h().ctx.transferMap(
          r,
          0,
          PipeTransfer.WRITE | PipeTransfer.FLUSH_EXPLICIT,
          mapped,
        )!;
        for (let y = 0; y < 3; y++) data.fill(0x77, y * transfer.stride, y * transfer.stride + 4 * bs);
        h().ctx.transferFlushRegion(transfer, makeBox(1, 1, 0, 2, 1, 1));
        h().ctx.transferUnmap(transfer);
        model.fillBox(makeBox(3, 2, 0, 2, 1, 1), new Uint8Array(bs).fill(0x77));
        expect(h().readBox(r, 0, h().levelBox(r, 0))).toEqual(model.data);
        const again = h().ctx.transferMap(r, 0, PipeTransfer.WRITE | PipeTransfer.FLUSH_EXPLICIT, mapped)!;
        expectPipeError(
          () => h().ctx.transferFlushRegion(again.transfer, makeBox(3, 0, 0, 2, 1, 1)),
          'transferFlushRegion',
          /exceeds|outside/,
        );
        h().ctx.transferUnmap(again.transfer);
      },
      t,
    );

    it(
      'PERSISTENT + COHERENT maps see later writes while mapped (when PIPE_CAP_BUFFER_MAP_PERSISTENT_COHERENT)',
      (test) => {
        // "PIPE_TRANSFER_PERSISTENT Allows the resource to be used for rendering while mapped. PIPE_RESOURCE_FLAG_MAP_PERSISTENT must be set when creating the resource." COHERENT "ensures any writes done by the device are immediately visible to the CPU and vice versa".
        const flags = PipeResourceFlag.MAP_PERSISTENT | PipeResourceFlag.MAP_COHERENT;
        if (h().screen.getParam(PipeCap.BUFFER_MAP_PERSISTENT_COHERENT) === 0) {
          expectPipeError(
            () => h().resource({ target: T.BUFFER, format: 0, width0: 16, flags }),
            'resourceCreate',
            /persistent/i,
          );
          test.skip('PIPE_CAP_BUFFER_MAP_PERSISTENT_COHERENT is 0: only the refusal was checked');
        }
        const r = h().resource({ target: T.BUFFER, format: 0, width0: 16, flags });
        const usage = PipeTransfer.READ_WRITE | PipeTransfer.PERSISTENT | PipeTransfer.COHERENT;
        const { transfer, data } = h().ctx.transferMap(r, 0, usage, makeBox(0, 0, 0, 16, 1, 1))!;
        h().ctx.bufferSubdata(r, PipeTransfer.WRITE, 4, new Uint8Array([9, 8, 7]));
        expect(Array.from(data.subarray(4, 7))).toEqual([9, 8, 7]);
        data[0] = 42;
        expect(h().readBox(r, 0, makeBox(0, 0, 0, 1, 1, 1))[0]).toBe(42);
        h().ctx.transferUnmap(transfer);
        const plain = h().buffer(16);
        expectPipeError(
          () =>
            h().ctx.transferMap(
              plain,
              0,
              PipeTransfer.WRITE | PipeTransfer.PERSISTENT,
              makeBox(0, 0, 0, 4, 1, 1),
            ),
          'transferMap',
          /PERSISTENT/,
        );
      },
      t,
    );

    it(
      'transfer_unmap: the transfer cannot be used again',
      () => {
        // "transfer_unmap remove the memory mapping for and destroy the transfer object."
        const r = h().buffer(8);
        const { transfer } = h().ctx.transferMap(
          r,
          0,
          PipeTransfer.WRITE | PipeTransfer.FLUSH_EXPLICIT,
          makeBox(0, 0, 0, 8, 1, 1),
        )!;
        h().ctx.transferUnmap(transfer);
        expectPipeError(() => h().ctx.transferUnmap(transfer), 'transferUnmap', /destroyed|unmapped/);
        expectPipeError(
          () => h().ctx.transferFlushRegion(transfer, makeBox(0, 0, 0, 1, 1, 1)),
          'transferFlushRegion',
        );
      },
      t,
    );
  });
}

// Resources too large for memory fail with PipeError naming the size, never a crash: driver-soft keeps
// every resource in one Uint8Array (gallium-api's CPU storage layer), refuses anything above the
// screen's maxResourceBytes (default 1 GiB) before allocating, and turns the engine's refusal
// (ArrayBuffer lengths above buffer.constants.MAX_LENGTH, 2^32 in Node 20) into PipeError when the
// limit is raised. Each limit is tested at its edge: the largest size passes, one step over fails.
// Transfers, subdata, clears and copies of boxes past a resource fail the same way. Nothing here
// allocates more than a few kilobytes.
import { constants } from 'node:buffer';
import {
  bufferTemplate,
  drawInfo,
  makeBox,
  PipeBind,
  PipeError,
  PipeFormat,
  PipePrim,
  type PipeResourceTemplate,
  PipeTextureTarget,
  PipeTransfer,
  resourceTemplate,
} from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { createSoftScreen } from '../../src/index.js';
import { MAX_DRAW_VERTICES } from '../../src/soft-context.js';
import { Rig } from '../pixels/rig.js';

const GIB = 2 ** 30;

/** A 4096×4096 RGBA32F 2D array of `layers` layers: 2^28 bytes a layer. */
function bigArray(layers: number): PipeResourceTemplate {
  return resourceTemplate({
    target: PipeTextureTarget.TEXTURE_2D_ARRAY,
    format: PipeFormat.R32G32B32A32_FLOAT,
    width0: 4096,
    height0: 4096,
    arraySize: layers,
    bind: PipeBind.SAMPLER_VIEW,
  });
}

describe('resource_create', () => {
  it('refuses one byte over maxResourceBytes, naming the size; the largest size passes', () => {
    const screen = createSoftScreen({ maxResourceBytes: 4096 });
    const ok = screen.resourceCreate(bufferTemplate(4096, PipeBind.VERTEX_BUFFER));
    expect(() => screen.resourceCreate(bufferTemplate(4097, PipeBind.VERTEX_BUFFER))).toThrow(
      'resourceCreate: out of memory: the resource needs 4097 bytes, more than the 4096 this screen allocates',
    );
    expect(screen.canCreateResource(bufferTemplate(4096, PipeBind.VERTEX_BUFFER))).toBe(true);
    expect(screen.canCreateResource(bufferTemplate(4097, PipeBind.VERTEX_BUFFER))).toBe(false);
    screen.resourceDestroy(ok);
    screen.destroy();
  });

  it('refuses 1 GiB + 1 byte by default, and 2^31 bytes as a width0 no buffer can have', () => {
    const screen = createSoftScreen();
    expect(() => screen.resourceCreate(bufferTemplate(GIB + 1, PipeBind.VERTEX_BUFFER))).toThrow(
      `resourceCreate: out of memory: the resource needs ${GIB + 1} bytes, more than the ${GIB} this screen allocates`,
    );
    expect(() => screen.resourceCreate(bufferTemplate(2 ** 31, PipeBind.VERTEX_BUFFER))).toThrow(
      'resourceCreate: width0 must be an integer from 1 to 2147483647 (got 2147483648)',
    );
    expect(() => screen.resourceFromUserMemory(bufferTemplate(GIB + 1, 0), new Uint8Array(16))).toThrow(
      /out of memory: the resource needs 1073741825 bytes/,
    );
    screen.destroy();
  });

  it('counts every layer and level: 4096² RGBA32F × 256 layers is 2^36 bytes', () => {
    const screen = createSoftScreen();
    expect(() => screen.resourceCreate(bigArray(256))).toThrow(
      `out of memory: the resource needs ${2 ** 36} bytes, more than the ${GIB} this screen allocates`,
    );
    // width0 × height0 far past 2^53 is refused by the size caps before any product is taken.
    expect(() =>
      screen.resourceCreate(
        resourceTemplate({
          target: PipeTextureTarget.TEXTURE_2D,
          format: PipeFormat.R8G8B8A8_UNORM,
          width0: 2 ** 31 - 1,
          height0: 2 ** 31 - 1,
          bind: PipeBind.SAMPLER_VIEW,
        }),
      ),
    ).toThrow('resourceCreate: width0 2147483647 exceeds the TEXTURE_2D limit of 4096');
    screen.destroy();
  });

  it('with the limit raised, sizes past what an ArrayBuffer can hold fail with PipeError, not RangeError', () => {
    const screen = createSoftScreen({ maxResourceBytes: Number.MAX_SAFE_INTEGER });
    // 17 layers of 2^28 bytes: the first size over 2^32 this template reaches (16 layers are exactly 2^32).
    const size = 17 * 2 ** 28;
    expect(size).toBeGreaterThan(constants.MAX_LENGTH);
    expect(16 * 2 ** 28).toBeLessThanOrEqual(constants.MAX_LENGTH);
    expect(() => screen.resourceCreate(bigArray(17))).toThrow(
      `resourceCreate: out of memory: cannot allocate ${size} bytes`,
    );
    expect(() => screen.resourceCreate(bigArray(256))).toThrow(PipeError);
    screen.destroy();
  });
});

describe('transfers and copies of huge boxes', () => {
  it('fail with PipeError naming the box, the bytes or the data size', () => {
    const r = new Rig({ width: 16, height: 16 });
    const { ctx, screen } = r;
    const buffer = screen.resourceCreate(bufferTemplate(64, PipeBind.VERTEX_BUFFER));
    const texture = r.colors[0]!;
    const cases: [() => unknown, string][] = [
      [
        () => ctx.transferMap(buffer, 0, PipeTransfer.READ, makeBox(0, 0, 0, 2 ** 31, 1, 1)),
        'transferMap: box (0, 0, 0) 2147483648x1x1 exceeds level 0 of size 64x1x1',
      ],
      [
        () => ctx.transferMap(texture, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 2 ** 30, 2 ** 30, 1)),
        'transferMap: box (0, 0, 0) 1073741824x1073741824x1 exceeds level 0 of size 16x16x1',
      ],
      [
        () => ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 2 ** 53, new Uint8Array(8)),
        'bufferSubdata: write bytes 9007199254740992..9007199254741000 exceed the 64-byte buffer',
      ],
      [
        () =>
          ctx.textureSubdata(
            texture,
            0,
            PipeTransfer.WRITE,
            makeBox(0, 0, 0, 16, 16, 1),
            new Uint8Array(1024),
            2 ** 40,
            2 ** 50,
          ),
        'textureSubdata: data holds 1024 bytes, the box needs 16492674416704',
      ],
      [
        () => ctx.clearBuffer(buffer, 0, 2 ** 40, new Uint8Array(4)),
        'clearBuffer: clear bytes 0..1099511627776 exceed the 64-byte buffer',
      ],
      [
        () => ctx.resourceCopyRegion(buffer, 0, 0, 0, 0, buffer, 0, makeBox(0, 0, 0, 2 ** 40, 1, 1)),
        'resourceCopyRegion: box (0, 0, 0) 1099511627776x1x1 exceeds level 0 of size 64x1x1',
      ],
    ];
    for (const [call, message] of cases) expect(call).toThrow(message);
    screen.resourceDestroy(buffer);
    r.destroy();
  });

  it('a draw naming more vertices than one draw may fails before anything is allocated', () => {
    const r = new Rig({ width: 8, height: 8 });
    expect(() =>
      r.ctx.drawVbo(
        drawInfo({ mode: PipePrim.TRIANGLES, count: MAX_DRAW_VERTICES / 2 + 1, instanceCount: 2 }),
      ),
    ).toThrow(
      `drawVbo: the draw names ${MAX_DRAW_VERTICES + 2} vertices, more than the ${MAX_DRAW_VERTICES} one draw may`,
    );
    r.destroy();
  });
});

// The whole pipe conformance suite on a driver whose storage is not CPU memory (a Map of rows):
// transfers, subdata, copies, clears and query-result writes all go through ResourceStorage; MAP_DIRECTLY
// maps return null as Gallium documents for storage that cannot be mapped.
import { bufferTemplate, makeBox, PipeTransfer } from '@gallium-ts/gallium-api';
import { describePipeConformance } from '@gallium-ts/gallium-api/test-kit';
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import { describe, expect, it } from 'vitest';
import { type MapStorage, MapStorageScreen } from './map-storage.js';

describePipeConformance('map storage', () => new MapStorageScreen(), { rendersPixels: true, draws: false });

describe('MapStorage through the validating layer', () => {
  it('keeps only the rows written; MAP_DIRECTLY maps return null', () => {
    const screen = new MapStorageScreen();
    const ctx = screen.contextCreate();
    const buffer = screen.resourceCreate(bufferTemplate(64, 0)) as BaseResource<MapStorage>;
    expect(buffer.storage.storedRows).toBe(0);
    ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 8, new Uint8Array([1, 2, 3]));
    expect(buffer.storage.storedRows).toBe(1);
    expect(
      ctx.transferMap(buffer, 0, PipeTransfer.READ | PipeTransfer.MAP_DIRECTLY, makeBox(0, 0, 0, 4, 1, 1)),
    ).toBeNull();
    const map = ctx.transferMap(buffer, 0, PipeTransfer.READ, makeBox(8, 0, 0, 4, 1, 1))!;
    expect(Array.from(map.data)).toEqual([1, 2, 3, 0]);
    ctx.transferUnmap(map.transfer);
    ctx.destroy();
    screen.resourceDestroy(buffer);
    screen.destroy();
  });
});

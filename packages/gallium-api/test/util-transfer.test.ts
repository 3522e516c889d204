// util/transfer: the usage rules, staging maps (tight strides, read-in, write-back at unmap) versus
// direct maps (the resource's own strides), and FLUSH_EXPLICIT regions relative to the mapped box.
import { describe, expect, it } from 'vitest';
import { makeBox } from '../src/box.js';
import { resourceTemplate } from '../src/defaults.js';
import { PipeResourceFlag, PipeTextureTarget as T } from '../src/enums.js';
import { PipeTransfer as P } from '../src/objects.js';
import type { PipeScreen } from '../src/screen.js';
import type { PipeBox, PipeResourceTemplate } from '../src/state.js';
import { allocateResourceBytes } from '../src/util/cpu-storage.js';
import { BaseResource } from '../src/util/resource.js';
import type { ResourceBytes } from '../src/util/resource-bytes.js';
import { checkClearTexture, checkTextureSubdata } from '../src/util/resource-ops.js';
import { StagingPool } from '../src/util/staging-pool.js';
import {
  checkTransferMap,
  checkTransferUsage,
  flushTransferRegion,
  mapTransfer as mapChecked,
} from '../src/util/transfer.js';

const ctx = {};
const cpuResource = (id: number, template: PipeResourceTemplate) =>
  new BaseResource<ResourceBytes>(
    {} as PipeScreen,
    id,
    template,
    allocateResourceBytes('t', template, 1 << 20, null),
  );
const texture = (flags = 0) =>
  cpuResource(1, resourceTemplate({ target: T.TEXTURE_2D, width0: 4, height0: 4, flags }));

/** transfer_map's checks, then the map (never null for CPU storage). */
function mapTransfer(
  method: string,
  context: object,
  r: BaseResource,
  level: number,
  usage: number,
  box: PipeBox,
  pool = new StagingPool(0),
) {
  const checked = checkTransferMap(method, r, level, usage, box);
  return mapChecked(method, context, r, level, checked.usage, checked.box, pool)!;
}

describe('checkTransferUsage', () => {
  const r = texture(PipeResourceFlag.MAP_PERSISTENT);
  const reason = (usage: number) => {
    try {
      checkTransferUsage('transferMap', usage, r);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('accepts READ, WRITE and write-side flags', () => {
    for (const usage of [
      P.READ,
      P.WRITE,
      P.READ_WRITE,
      P.WRITE | P.DISCARD_RANGE,
      P.WRITE | P.UNSYNCHRONIZED | P.FLUSH_EXPLICIT,
      P.READ | P.PERSISTENT,
      P.WRITE | P.DONTBLOCK | P.MAP_DIRECTLY,
    ]) {
      expect(reason(usage), String(usage)).toBeNull();
    }
  });

  it('"Cannot be used with PIPE_TRANSFER_READ": each of the four flags with READ', () => {
    expect(reason(P.READ | P.DISCARD_RANGE)).toBe(
      'transferMap: usage combines READ with DISCARD_RANGE, which cannot be used with READ',
    );
    expect(reason(P.READ_WRITE | P.DISCARD_WHOLE_RESOURCE)).toMatch(/READ with DISCARD_WHOLE_RESOURCE/);
    expect(reason(P.READ | P.UNSYNCHRONIZED)).toMatch(/READ with UNSYNCHRONIZED/);
    expect(reason(P.READ | P.FLUSH_EXPLICIT)).toMatch(/READ with FLUSH_EXPLICIT/);
  });

  it('needs READ or WRITE, known bits, and resource flags for PERSISTENT/COHERENT', () => {
    expect(reason(0)).toBe('transferMap: usage has neither READ nor WRITE');
    expect(reason(P.FLUSH_EXPLICIT)).toBe('transferMap: usage has neither READ nor WRITE');
    expect(reason(1 << 20)).toMatch(/is not a PipeTransfer bit mask/);
    expect(reason(P.WRITE | P.COHERENT)).toBe('transferMap: COHERENT is only valid with PERSISTENT');
    expect(reason(P.WRITE | P.PERSISTENT | P.COHERENT)).toMatch(/MAP_COHERENT/);
    expect(() => checkTransferUsage('transferMap', P.WRITE | P.PERSISTENT, texture())).toThrow(
      /MAP_PERSISTENT/,
    );
  });
});

describe('mapTransfer', () => {
  it('staging maps are tight, read in, and written back whole at unmap', () => {
    const r = texture();
    r.storage.data.forEach((_, i, a) => {
      a[i] = i;
    });
    const t = mapTransfer('transferMap', ctx, r, 0, P.READ_WRITE, makeBox(1, 1, 0, 2, 2, 1));
    expect([t.stride, t.layerStride, t.direct, t.data.length]).toEqual([8, 16, false, 16]);
    expect(Array.from(t.data.subarray(0, 8))).toEqual([20, 21, 22, 23, 24, 25, 26, 27]);
    expect(t.transfer).toBe(t);
    t.data[0] = 200;
    expect(r.storage.data[20]).toBe(20);
    expect(r.reference.count).toBe(2);
    t.destroyHandle();
    expect(r.storage.data[20]).toBe(200);
    expect(r.reference.count).toBe(1);
  });

  it('MAP_DIRECTLY views the bytes with the level strides', () => {
    const r = texture();
    const t = mapTransfer('transferMap', ctx, r, 0, P.WRITE | P.MAP_DIRECTLY, makeBox(1, 1, 0, 2, 2, 1));
    expect([t.stride, t.layerStride, t.direct, t.data.length]).toEqual([16, 64, true, 24]);
    t.data[16] = 9;
    expect(r.storage.data[20 + 16]).toBe(9);
    t.destroyHandle();
  });

  it('FLUSH_EXPLICIT: only flushed boxes land, relative to the map; other flushes are refused', () => {
    const r = texture();
    const t = mapTransfer('transferMap', ctx, r, 0, P.WRITE | P.FLUSH_EXPLICIT, makeBox(1, 0, 0, 3, 4, 1));
    t.data.fill(5);
    flushTransferRegion('transferFlushRegion', t, makeBox(2, 3, 0, 1, 1, 1));
    t.destroyHandle();
    const landed = Array.from(r.storage.data.entries())
      .filter(([, v]) => v === 5)
      .map(([i]) => i);
    expect(landed).toEqual([3 * 16 + 3 * 4, 3 * 16 + 3 * 4 + 1, 3 * 16 + 3 * 4 + 2, 3 * 16 + 3 * 4 + 3]);
    const plain = mapTransfer('transferMap', ctx, r, 0, P.WRITE, makeBox(0, 0, 0, 1, 1, 1));
    expect(() => flushTransferRegion('transferFlushRegion', plain, makeBox(0, 0, 0, 1, 1, 1))).toThrow(
      /not mapped with FLUSH_EXPLICIT/,
    );
    const explicit = mapTransfer(
      'transferMap',
      ctx,
      r,
      0,
      P.WRITE | P.FLUSH_EXPLICIT,
      makeBox(0, 0, 0, 2, 2, 1),
    );
    expect(() => flushTransferRegion('f', explicit, makeBox(1, 1, 0, 2, 1, 1))).toThrow(
      'f: box (1, 1, 0) 2x1x1 exceeds the mapped 2x2x1 range',
    );
    expect(() => flushTransferRegion('f', explicit, makeBox(0, 0, 0, 0, 1, 1))).toThrow(/empty/);
  });

  it('checks the box and level first', () => {
    const r = texture();
    expect(() => mapTransfer('transferMap', ctx, r, 1, P.READ, makeBox(0, 0, 0, 1, 1, 1))).toThrow(
      'transferMap: level 1 out of range 0..0',
    );
    expect(() => mapTransfer('transferMap', ctx, r, 0, P.READ, makeBox(3, 0, 0, 2, 1, 1))).toThrow(
      /exceeds level 0 of size 4x4x1/,
    );
  });
});

describe('StagingPool', () => {
  it('recycles arrays by size up to its limit', () => {
    const pool = new StagingPool(100);
    const a = pool.take(64, 1, false);
    expect(a.length).toBe(64);
    pool.give(a, 1);
    expect(pool.take(32, 1, false)).not.toBe(a);
    expect(pool.take(64, 1, false)).toBe(a);
    pool.give(a, 1);
    pool.give(new Uint8Array(64), 1);
    expect(pool.take(64, 1, false)).toBe(a);
    expect(pool.take(64, 1, false)).not.toBe(a);
  });

  it('a recycled array asked for zeroed is zeroed when another resource used it, kept for the same one', () => {
    const pool = new StagingPool();
    const a = pool.take(16, 1, true).fill(7);
    pool.give(a, 1);
    const again = pool.take(16, 1, true);
    expect(again).toBe(a);
    expect(again[0]).toBe(7);
    pool.give(again, 1);
    const other = pool.take(16, 2, true);
    expect(other).toBe(a);
    expect(Array.from(other)).toEqual(new Array(16).fill(0));
  });

  it('regression: a DISCARD map of a fresh buffer never shows the bytes another resource left in the pool', () => {
    const pool = new StagingPool();
    const secret = cpuResource(5, resourceTemplate({ width0: 4, height0: 4 }));
    secret.storage.data.fill(0xab);
    const read = mapTransfer('transferMap', ctx, secret, 0, P.READ, makeBox(0, 0, 0, 4, 4, 1), pool);
    read.destroyHandle();
    const fresh = cpuResource(6, resourceTemplate({ width0: 4, height0: 4 }));
    for (const usage of [
      P.WRITE | P.DISCARD_RANGE,
      P.WRITE | P.DISCARD_WHOLE_RESOURCE,
      P.WRITE | P.FLUSH_EXPLICIT,
    ]) {
      const map = mapTransfer('transferMap', ctx, fresh, 0, usage, makeBox(0, 0, 0, 4, 4, 1), pool);
      expect(map.data.includes(0xab), `usage ${usage}`).toBe(false);
      map.data.fill(0xcd);
      map.destroyHandle();
      fresh.storage.data.fill(0);
    }
  });

  it('a staging map returns its array when unmapped; the next map of that size reuses it', () => {
    const pool = new StagingPool();
    const r = texture();
    const first = mapTransfer(
      'transferMap',
      ctx,
      r,
      0,
      P.WRITE | P.DISCARD_RANGE,
      makeBox(0, 0, 0, 2, 2, 1),
      pool,
    );
    const array = first.data;
    first.destroyHandle();
    const second = mapTransfer('transferMap', ctx, r, 0, P.READ, makeBox(2, 2, 0, 2, 2, 1), pool);
    expect(second.data).toBe(array);
    second.destroyHandle();
  });
});

describe('multisampled resources', () => {
  it('cannot be mapped, written with texture_subdata or cleared with clear_texture', () => {
    const r = cpuResource(3, resourceTemplate({ width0: 2, height0: 2, nrSamples: 4 }));
    const box = makeBox(0, 0, 0, 1, 1, 1);
    expect(() => mapTransfer('transferMap', ctx, r, 0, P.READ, box)).toThrow(
      'transferMap: resource 3 is multisampled (4 samples); resolve it with blit first',
    );
    expect(() => checkTextureSubdata('textureSubdata', r, 0, P.WRITE, box, new Uint8Array(4), 4, 0)).toThrow(
      /multisampled/,
    );
    expect(() => checkClearTexture('clearTexture', r, 0, box, new Uint8Array(4))).toThrow(/multisampled/);
  });
});

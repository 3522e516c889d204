// Transfers on CpuResources: usage-flag rules, staging maps with read-in and write-back (honouring
// FLUSH_EXPLICIT and transfer_flush_region), and direct maps for MAP_DIRECTLY / PERSISTENT.
import { PipeResourceFlag } from '../enums.js';
import { PipeTransfer, type PipeTransferMapping } from '../objects.js';
import type { PipeBox } from '../state.js';
import { checkBox } from './box-check.js';
import { describeValue, refuse } from './check.js';
import type { CpuResource } from './resource.js';
import { StagingPool } from './staging-pool.js';

const ALL_USAGE = Object.values(PipeTransfer).reduce((a, b) => a | b, 0);
const NOT_WITH_READ: readonly [number, string][] = [
  [PipeTransfer.DISCARD_RANGE, 'DISCARD_RANGE'],
  [PipeTransfer.DISCARD_WHOLE_RESOURCE, 'DISCARD_WHOLE_RESOURCE'],
  [PipeTransfer.UNSYNCHRONIZED, 'UNSYNCHRONIZED'],
  [PipeTransfer.FLUSH_EXPLICIT, 'FLUSH_EXPLICIT'],
];

/**
 * Checks PipeTransfer usage flags for mapping `resource`: known bits, READ and/or WRITE, none of
 * DISCARD_RANGE / DISCARD_WHOLE_RESOURCE / UNSYNCHRONIZED / FLUSH_EXPLICIT with READ ("Cannot be used
 * with PIPE_TRANSFER_READ"), PERSISTENT / COHERENT only on resources created for them.
 */
export function checkTransferUsage(method: string, usage: unknown, resource: CpuResource): number {
  if (typeof usage !== 'number' || !Number.isInteger(usage) || usage < 0 || (usage & ~ALL_USAGE) !== 0) {
    return refuse(method, `usage ${describeValue(usage)} is not a PipeTransfer bit mask`);
  }
  if ((usage & PipeTransfer.READ_WRITE) === 0) return refuse(method, 'usage has neither READ nor WRITE');
  if (usage & PipeTransfer.READ) {
    for (const [bit, name] of NOT_WITH_READ) {
      if (usage & bit) refuse(method, `usage combines READ with ${name}, which cannot be used with READ`);
    }
  }
  if (usage & PipeTransfer.PERSISTENT && !(resource.flags & PipeResourceFlag.MAP_PERSISTENT)) {
    refuse(
      method,
      `PERSISTENT needs a resource created with PIPE_RESOURCE_FLAG_MAP_PERSISTENT (resource ${resource.id})`,
    );
  }
  if (usage & PipeTransfer.COHERENT) {
    if (!(usage & PipeTransfer.PERSISTENT)) refuse(method, 'COHERENT is only valid with PERSISTENT');
    if (!(resource.flags & PipeResourceFlag.MAP_COHERENT)) {
      refuse(
        method,
        `COHERENT needs a resource created with PIPE_RESOURCE_FLAG_MAP_COHERENT (resource ${resource.id})`,
      );
    }
  }
  return usage;
}

/**
 * Multisampled resources keep one value per pixel here and cannot be mapped or written directly:
 * resolve them with a blit first.
 */
export function checkSingleSampled(method: string, resource: CpuResource): void {
  if (resource.nrSamples > 1) {
    refuse(
      method,
      `resource ${resource.id} is multisampled (${resource.nrSamples} samples); resolve it with blit first`,
    );
  }
}

/** A mapping of a box of one level. It is its own PipeTransferMapping (`transfer` is itself). */
export class CpuTransfer implements PipeTransfer, PipeTransferMapping {
  /** Set by transfer_unmap (or the context's destruction). */
  destroyed = false;

  constructor(
    readonly context: object,
    readonly resource: CpuResource,
    readonly level: number,
    readonly usage: number,
    readonly box: Readonly<PipeBox>,
    readonly data: Uint8Array,
    readonly stride: number,
    readonly layerStride: number,
    /** The data is a view of the resource's bytes (no staging copy). */
    readonly direct: boolean,
    /** Where a staging array goes back when the mapping ends. */
    private readonly pool: StagingPool | null = null,
  ) {}

  get transfer(): PipeTransfer {
    return this;
  }

  /** Ends the mapping: writes back a staging WRITE map without FLUSH_EXPLICIT, drops the reference. */
  destroyHandle(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    const writeBack = this.usage & PipeTransfer.WRITE && !(this.usage & PipeTransfer.FLUSH_EXPLICIT);
    if (writeBack && !this.direct) {
      this.resource.bytes.write(this.level, this.box, this.data, this.stride, this.layerStride);
    }
    this.resource.release();
    if (!this.direct) this.pool?.give(this.data);
  }
}

/**
 * transfer_map on a CpuResource (already checked live): validates level, box and usage, then maps.
 * MAP_DIRECTLY and PERSISTENT maps view the resource's bytes (rows `stride` apart as stored); other
 * maps are tightly packed staging copies taken from `pool`, read in unless the contents are discarded or
 * the map is a write-only FLUSH_EXPLICIT one (whose unflushed bytes never land); those start with
 * undefined contents.
 */
export function mapTransfer(
  method: string,
  context: object,
  resource: CpuResource,
  level: unknown,
  usage: unknown,
  box: unknown,
  pool: StagingPool = new StagingPool(0),
): CpuTransfer {
  const b = checkBox(method, resource, level, box);
  checkSingleSampled(method, resource);
  const lvl = level as number;
  const flags = checkTransferUsage(method, usage, resource);
  const bytes = resource.bytes;
  const bs = bytes.blockSize;
  let transfer: CpuTransfer;
  if (flags & (PipeTransfer.MAP_DIRECTLY | PipeTransfer.PERSISTENT)) {
    const { stride, layerStride } = bytes.levels[lvl]!;
    const start = bytes.offsetOf(lvl, b.x, b.y, b.z);
    const end = bytes.offsetOf(lvl, b.x + b.width, b.y + b.height - 1, b.z + b.depth - 1);
    const data = bytes.data.subarray(start, end);
    transfer = new CpuTransfer(context, resource, lvl, flags, b, data, stride, layerStride, true);
  } else {
    const stride = b.width * bs;
    const layerStride = stride * b.height;
    let data: Uint8Array;
    try {
      data = pool.take(layerStride * b.depth);
    } catch {
      return refuse(method, `out of memory: cannot allocate a ${layerStride * b.depth}-byte staging map`);
    }
    const discards = flags & (PipeTransfer.DISCARD_RANGE | PipeTransfer.DISCARD_WHOLE_RESOURCE);
    const writeOnlyExplicit = !(flags & PipeTransfer.READ) && flags & PipeTransfer.FLUSH_EXPLICIT;
    if (!discards && !writeOnlyExplicit) bytes.read(lvl, b, data, stride, layerStride);
    transfer = new CpuTransfer(context, resource, lvl, flags, b, data, stride, layerStride, false, pool);
  }
  resource.addRef();
  return transfer;
}

/**
 * transfer_flush_region: "Flush ranges are relative to the mapped range, not the beginning of the
 * resource." Copies that part of a staging FLUSH_EXPLICIT map into the resource.
 */
export function flushTransferRegion(method: string, transfer: CpuTransfer, box: unknown): void {
  if (!(transfer.usage & PipeTransfer.FLUSH_EXPLICIT))
    refuse(method, 'the transfer was not mapped with FLUSH_EXPLICIT');
  if (typeof box !== 'object' || box === null)
    refuse(method, `box must be an object (got ${describeValue(box)})`);
  const r = box as PipeBox;
  const m = transfer.box;
  for (const key of ['x', 'y', 'z', 'width', 'height', 'depth'] as const) {
    if (!Number.isInteger(r[key]) || r[key] < 0)
      refuse(method, `box.${key} must be a non-negative integer (got ${describeValue(r[key])})`);
  }
  if (r.width === 0 || r.height === 0 || r.depth === 0)
    refuse(method, `box size ${r.width}x${r.height}x${r.depth} is empty`);
  if (r.x + r.width > m.width || r.y + r.height > m.height || r.z + r.depth > m.depth) {
    refuse(
      method,
      `box (${r.x}, ${r.y}, ${r.z}) ${r.width}x${r.height}x${r.depth} exceeds the mapped ${m.width}x${m.height}x${m.depth} range`,
    );
  }
  if (transfer.direct) return;
  const bs = transfer.resource.bytes.blockSize;
  const offset = r.z * transfer.layerStride + r.y * transfer.stride + r.x * bs;
  const target = {
    x: m.x + r.x,
    y: m.y + r.y,
    z: m.z + r.z,
    width: r.width,
    height: r.height,
    depth: r.depth,
  };
  transfer.resource.bytes.write(
    transfer.level,
    target,
    transfer.data.subarray(offset),
    transfer.stride,
    transfer.layerStride,
  );
}

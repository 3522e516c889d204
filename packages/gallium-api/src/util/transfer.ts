// Transfers of the validating layer: usage-flag rules, staging maps that read the box in from the
// resource's storage and write it back (honouring FLUSH_EXPLICIT and transfer_flush_region), and direct
// maps for MAP_DIRECTLY / PERSISTENT where the storage can be mapped.
import { PipeResourceFlag } from '../enums.js';
import { PipeUnsupportedError } from '../errors.js';
import { PipeTransfer, type PipeTransferMapping } from '../objects.js';
import type { PipeBox } from '../state.js';
import { checkBox } from './box-check.js';
import { describeValue, refuse } from './check.js';
import type { BaseResource } from './resource.js';
import { resourceBlockSize } from './resource-template.js';
import type { StagingPool } from './staging-pool.js';

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
export function checkTransferUsage(method: string, usage: unknown, resource: BaseResource): number {
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
export function checkSingleSampled(method: string, resource: BaseResource): void {
  if (resource.nrSamples > 1) {
    refuse(
      method,
      `resource ${resource.id} is multisampled (${resource.nrSamples} samples); resolve it with blit first`,
    );
  }
}

/** A mapping of a box of one level. It is its own PipeTransferMapping (`transfer` is itself). */
export class BaseTransfer implements PipeTransfer, PipeTransferMapping {
  /** Set by transfer_unmap (or the context's destruction). */
  destroyed = false;

  constructor(
    readonly context: object,
    readonly resource: BaseResource,
    readonly level: number,
    readonly usage: number,
    readonly box: Readonly<PipeBox>,
    readonly data: Uint8Array,
    readonly stride: number,
    readonly layerStride: number,
    /** The data is a view of the storage itself (no staging copy). */
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
      this.resource.storage.write(this.level, this.box, this.data, this.stride, this.layerStride);
    }
    this.resource.release();
    if (!this.direct) this.pool?.give(this.data, this.resource.id);
  }
}

/**
 * Checks level, box and usage of transfer_map on a (live, checked) resource. Returns the checked box.
 */
export function checkTransferMap(
  method: string,
  resource: BaseResource,
  level: unknown,
  usage: unknown,
  box: unknown,
): { box: PipeBox; usage: number } {
  const b = checkBox(method, resource, level, box);
  checkSingleSampled(method, resource);
  return { box: b, usage: checkTransferUsage(method, usage, resource) };
}

/**
 * transfer_map after checkTransferMap. MAP_DIRECTLY and PERSISTENT maps view the storage itself (rows
 * `stride` apart as stored): a MAP_DIRECTLY map of a storage that cannot be mapped returns null ("Fail if
 * the resource cannot be mapped directly"). Other maps are tightly packed staging copies from `pool`,
 * read in unless the contents are discarded or the map is a write-only FLUSH_EXPLICIT one (whose
 * unflushed bytes never land); those never show another resource's bytes.
 */
export function mapTransfer(
  method: string,
  context: object,
  resource: BaseResource,
  level: number,
  usage: number,
  b: PipeBox,
  pool: StagingPool,
): BaseTransfer | null {
  const storage = resource.storage;
  let transfer: BaseTransfer;
  if (usage & (PipeTransfer.MAP_DIRECTLY | PipeTransfer.PERSISTENT)) {
    const direct = storage.mapDirectly?.(level, b) ?? null;
    if (direct === null) {
      if (usage & PipeTransfer.PERSISTENT) {
        throw new PipeUnsupportedError(
          method,
          `the storage of resource ${resource.id} cannot be mapped persistently`,
        );
      }
      return null;
    }
    transfer = new BaseTransfer(
      context,
      resource,
      level,
      usage,
      b,
      direct.data,
      direct.stride,
      direct.layerStride,
      true,
    );
  } else {
    const stride = b.width * resourceBlockSize(resource);
    const layerStride = stride * b.height;
    const discards = usage & (PipeTransfer.DISCARD_RANGE | PipeTransfer.DISCARD_WHOLE_RESOURCE);
    const writeOnlyExplicit = !(usage & PipeTransfer.READ) && usage & PipeTransfer.FLUSH_EXPLICIT;
    const readIn = !discards && !writeOnlyExplicit;
    let data: Uint8Array;
    try {
      data = pool.take(layerStride * b.depth, resource.id, !readIn);
    } catch {
      return refuse(method, `out of memory: cannot allocate a ${layerStride * b.depth}-byte staging map`);
    }
    if (readIn) storage.read(level, b, data, stride, layerStride);
    transfer = new BaseTransfer(context, resource, level, usage, b, data, stride, layerStride, false, pool);
  }
  resource.addRef();
  return transfer;
}

/**
 * transfer_flush_region: "Flush ranges are relative to the mapped range, not the beginning of the
 * resource." Writes that part of a staging FLUSH_EXPLICIT map to the storage.
 */
export function flushTransferRegion(method: string, transfer: BaseTransfer, box: unknown): void {
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
  const bs = resourceBlockSize(transfer.resource);
  const offset = r.z * transfer.layerStride + r.y * transfer.stride + r.x * bs;
  const target = {
    x: m.x + r.x,
    y: m.y + r.y,
    z: m.z + r.z,
    width: r.width,
    height: r.height,
    depth: r.depth,
  };
  transfer.resource.storage.write(
    transfer.level,
    target,
    transfer.data.subarray(offset),
    transfer.stride,
    transfer.layerStride,
  );
}

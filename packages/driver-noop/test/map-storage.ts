// A test driver whose resources do not live in one block of CPU memory: every row of every level and
// layer is its own entry of a Map, created on first write (absent rows read as zeros). It proves the
// validating layer reaches resource contents only through ResourceStorage, as a WebGL driver's
// buffers and textures must be reached. It cannot be mapped directly, so its screen offers neither
// persistent maps nor user memory.
import { levelWidth, type PipeBox, PipeCap, type PipeResourceTemplate } from '@gallium-ts/gallium-api';
import {
  BaseScreen,
  type PipeCapsSource,
  type ResourceStorage,
  resourceBlockSize,
} from '@gallium-ts/gallium-api/util';
import { NOOP_CAPS } from '../src/index.js';
import { PaintingContext } from './painting-context.js';

/** Resource contents as a Map of rows keyed by level, layer and row. */
export class MapStorage implements ResourceStorage {
  private readonly rows = new Map<string, Uint8Array>();
  private readonly blockSize: number;

  constructor(private readonly template: Readonly<PipeResourceTemplate>) {
    this.blockSize = resourceBlockSize(template);
  }

  /** How many rows hold data (for tests). */
  get storedRows(): number {
    return this.rows.size;
  }

  read(level: number, box: PipeBox, dst: Uint8Array, dstStride: number, dstLayerStride: number): void {
    const bytes = box.width * this.blockSize;
    for (let z = 0; z < box.depth; z++)
      for (let y = 0; y < box.height; y++) {
        const at = z * dstLayerStride + y * dstStride;
        const row = this.rows.get(this.key(level, box.y + y, box.z + z));
        if (row) dst.set(row.subarray(box.x * this.blockSize, box.x * this.blockSize + bytes), at);
        else dst.fill(0, at, at + bytes);
      }
  }

  write(level: number, box: PipeBox, src: Uint8Array, srcStride: number, srcLayerStride: number): void {
    const bytes = box.width * this.blockSize;
    for (let z = 0; z < box.depth; z++)
      for (let y = 0; y < box.height; y++) {
        const from = z * srcLayerStride + y * srcStride;
        this.row(level, box.y + y, box.z + z).set(src.subarray(from, from + bytes), box.x * this.blockSize);
      }
  }

  fill(level: number, box: PipeBox, pattern: Uint8Array): void {
    const bytes = box.width * this.blockSize;
    for (let z = 0; z < box.depth; z++)
      for (let y = 0; y < box.height; y++) {
        const row = this.row(level, box.y + y, box.z + z);
        for (let i = 0; i < bytes; i++) row[box.x * this.blockSize + i] = pattern[i % pattern.length]!;
      }
  }

  copyFrom(
    src: ResourceStorage,
    srcLevel: number,
    srcBox: PipeBox,
    dstLevel: number,
    dstx: number,
    dsty: number,
    dstz: number,
  ): void {
    const stride = srcBox.width * this.blockSize;
    const layerStride = stride * srcBox.height;
    const staging = new Uint8Array(layerStride * srcBox.depth);
    src.read(srcLevel, srcBox, staging, stride, layerStride);
    const dst = {
      x: dstx,
      y: dsty,
      z: dstz,
      width: srcBox.width,
      height: srcBox.height,
      depth: srcBox.depth,
    };
    this.write(dstLevel, dst, staging, stride, layerStride);
  }

  release(): void {
    this.rows.clear();
  }

  private key(level: number, y: number, z: number): string {
    return `${level}/${z}/${y}`;
  }

  private row(level: number, y: number, z: number): Uint8Array {
    const key = this.key(level, y, z);
    let row = this.rows.get(key);
    if (!row) {
      row = new Uint8Array(levelWidth(this.template, level) * this.blockSize);
      this.rows.set(key, row);
    }
    return row;
  }
}

/** The noop driver's caps without what Map storage cannot do: persistent maps and user memory. */
const MAP_STORAGE_CAPS: PipeCapsSource = {
  ...NOOP_CAPS,
  getParam: (cap) =>
    cap === PipeCap.BUFFER_MAP_PERSISTENT_COHERENT || cap === PipeCap.RESOURCE_FROM_USER_MEMORY
      ? 0
      : NOOP_CAPS.getParam(cap),
};

/** A screen of MapStorage resources whose contexts paint clears and draw nothing else. */
export class MapStorageScreen extends BaseScreen<MapStorage> {
  constructor() {
    super({ name: 'map-storage', vendor: 'gallium-ts tests', deviceVendor: 'none', caps: MAP_STORAGE_CAPS });
  }

  protected createStorage(
    _method: string,
    template: Readonly<PipeResourceTemplate>,
    _userMemory: ArrayBufferView | null,
  ): MapStorage {
    return new MapStorage(template);
  }

  protected override presentFrontbuffer(): void {}

  protected createContext(priv: unknown, flags: number): PaintingContext {
    return new PaintingContext(this, priv, flags);
  }
}

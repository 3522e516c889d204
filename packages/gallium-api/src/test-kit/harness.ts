// The per-test harness of the conformance suite: opens a screen and a context from the driver's factory,
// tracks every resource and context a test makes and destroys them afterwards (then the screen, which
// must accept it), and reads/writes resource levels through transfers honouring the strides the
// driver reports.
import { expect } from 'vitest';
import { levelHeight, levelLayers, levelWidth, makeBox } from '../box.js';
import type { PipeContext } from '../context.js';
import { bufferTemplate, resourceTemplate } from '../defaults.js';
import { PipeTextureTarget } from '../enums.js';
import { PipeError } from '../errors.js';
import { allFormats, formatDescription, PipeFormat } from '../format/index.js';
import { type PipeResource, PipeTransfer } from '../objects.js';
import type { PipeScreen } from '../screen.js';
import type { PipeBox, PipeResourceTemplate } from '../state.js';
import type { ResolvedConformanceOptions, ScreenFactory } from './options.js';
import { pattern, TexelGrid } from './texel-grid.js';

export class PipeHarness {
  private readonly resources = new Set<PipeResource>();
  private readonly contexts: PipeContext[] = [];

  private constructor(
    readonly screen: PipeScreen,
    readonly ctx: PipeContext,
    readonly options: ResolvedConformanceOptions,
  ) {
    this.contexts.push(ctx);
  }

  static async open(factory: ScreenFactory, options: ResolvedConformanceOptions): Promise<PipeHarness> {
    const screen = await factory();
    return new PipeHarness(screen, screen.contextCreate(), options);
  }

  /** Destroys what the test left (contexts, then resources), then the screen. */
  dispose(): void {
    for (const ctx of this.contexts) ctx.destroy();
    for (const resource of this.resources) this.screen.resourceDestroy(resource);
    this.contexts.length = 0;
    this.resources.clear();
    this.screen.destroy();
  }

  /** Another context of the same screen, destroyed by dispose. */
  context(): PipeContext {
    const ctx = this.screen.contextCreate();
    this.contexts.push(ctx);
    return ctx;
  }

  /** Destroys a context made by context() now. */
  destroyContext(ctx: PipeContext): void {
    ctx.destroy();
    this.contexts.splice(this.contexts.indexOf(ctx), 1);
  }

  /** A tracked resource from a template (fields default to a 1×1 RGBA8 2D texture). */
  resource(fields: Partial<PipeResourceTemplate>): PipeResource {
    const resource = this.screen.resourceCreate(resourceTemplate(fields));
    this.resources.add(resource);
    return resource;
  }

  /** A tracked buffer of `size` bytes. */
  buffer(size: number, bind = 0): PipeResource {
    const resource = this.screen.resourceCreate(bufferTemplate(size, bind));
    this.resources.add(resource);
    return resource;
  }

  /** Destroys a tracked resource now. */
  destroyResource(resource: PipeResource): void {
    this.resources.delete(resource);
    this.screen.resourceDestroy(resource);
  }

  /** Whether every reference to `resource` is gone (options.resourceReleased). */
  released(resource: PipeResource): boolean {
    return this.options.resourceReleased(resource);
  }

  /** The format the suite uses for `target`: RGBA8 when supported, else the first supported format. */
  formatFor(target: PipeTextureTarget, bindings = 0): PipeFormat {
    if (target === PipeTextureTarget.BUFFER) return PipeFormat.NONE;
    const supported = (f: PipeFormat) => this.screen.isFormatSupported(f, target, 0, 0, bindings);
    if (supported(PipeFormat.R8G8B8A8_UNORM)) return PipeFormat.R8G8B8A8_UNORM;
    const format = allFormats().find(supported);
    if (format === undefined) throw new Error(`the screen supports no format for target ${target}`);
    return format;
  }

  /** Bytes per texel of a resource's storage (1 for buffers). */
  blockSize(resource: PipeResource): number {
    return resource.target === PipeTextureTarget.BUFFER ? 1 : formatDescription(resource.format).blockSize;
  }

  /** The box covering all of `level`. */
  levelBox(resource: PipeResource, level: number): PipeBox {
    return makeBox(
      0,
      0,
      0,
      levelWidth(resource, level),
      levelHeight(resource, level),
      levelLayers(resource, level),
    );
  }

  /** Writes `pattern(size, seed)` over all of `level`; returns those bytes (tightly packed). */
  fillLevel(resource: PipeResource, level: number, seed: number): Uint8Array {
    const box = this.levelBox(resource, level);
    const bytes = pattern(box.width * box.height * box.depth * this.blockSize(resource), seed);
    this.writeBox(resource, level, box, bytes);
    return bytes;
  }

  /** A model of `level` holding what the driver returns for it now. */
  grid(resource: PipeResource, level: number, ctx = this.ctx): TexelGrid {
    const box = this.levelBox(resource, level);
    return new TexelGrid(
      box.width,
      box.height,
      box.depth,
      this.blockSize(resource),
      this.readBox(resource, level, box, ctx),
    );
  }

  /** Reads `box` through a READ map, returning it tightly packed (rows and layers per the map's strides). */
  readBox(resource: PipeResource, level: number, box: PipeBox, ctx = this.ctx): Uint8Array {
    const mapping = ctx.transferMap(resource, level, PipeTransfer.READ, box);
    expect(mapping, 'a READ transfer_map without DONTBLOCK returned null').not.toBeNull();
    const { transfer, data } = mapping!;
    const row = box.width * this.blockSize(resource);
    checkStrides(transfer.stride, transfer.layerStride, row, box);
    const out = new Uint8Array(row * box.height * box.depth);
    for (let z = 0; z < box.depth; z++)
      for (let y = 0; y < box.height; y++) {
        const from = z * transfer.layerStride + y * transfer.stride;
        out.set(data.subarray(from, from + row), (z * box.height + y) * row);
      }
    ctx.transferUnmap(transfer);
    return out;
  }

  /** Writes tightly packed `bytes` into `box` through a map with `usage` (WRITE by default). */
  writeBox(
    resource: PipeResource,
    level: number,
    box: PipeBox,
    bytes: Uint8Array,
    usage: number = PipeTransfer.WRITE,
    ctx = this.ctx,
  ): void {
    const mapping = ctx.transferMap(resource, level, usage, box);
    expect(mapping, 'a WRITE transfer_map without DONTBLOCK returned null').not.toBeNull();
    const { transfer, data } = mapping!;
    const row = box.width * this.blockSize(resource);
    checkStrides(transfer.stride, transfer.layerStride, row, box);
    for (let z = 0; z < box.depth; z++)
      for (let y = 0; y < box.height; y++) {
        const from = (z * box.height + y) * row;
        data.set(bytes.subarray(from, from + row), z * transfer.layerStride + y * transfer.stride);
      }
    ctx.transferUnmap(transfer);
  }

  /** The bytes of every level of each resource (to prove a refused call changed nothing). */
  snapshot(resources: readonly PipeResource[]): Uint8Array[][] {
    return resources.map((r) =>
      Array.from({ length: r.lastLevel + 1 }, (_, level) => this.readBox(r, level, this.levelBox(r, level))),
    );
  }
}

function checkStrides(stride: number, layerStride: number, row: number, box: PipeBox): void {
  if (box.height > 1)
    expect(stride, 'transfer.stride is smaller than a row of the box').toBeGreaterThanOrEqual(row);
  if (box.depth > 1) {
    expect(layerStride, 'transfer.layerStride is smaller than a layer of the box').toBeGreaterThanOrEqual(
      stride * (box.height - 1) + row,
    );
  }
}

/**
 * Runs `call`, expecting a PipeError from `method` whose reason matches `reason` (a pattern, or text
 * it contains); returns the error.
 */
export function expectPipeError(call: () => unknown, method: string, reason?: RegExp | string): PipeError {
  let error: unknown;
  try {
    call();
  } catch (e) {
    error = e;
  }
  expect(error, `${method} should have thrown a PipeError`).toBeInstanceOf(PipeError);
  const e = error as PipeError;
  expect(e.method).toBe(method);
  if (reason) expect(e.reason).toMatch(reason);
  return e;
}

/**
 * Bad input: `call` throws a PipeError naming `method` and a reason matching `reason`, and the bytes of
 * every resource in `watched` are the same afterwards ("no other resource changes").
 */
export function expectRefused(
  h: PipeHarness,
  call: () => unknown,
  method: string,
  reason: RegExp,
  watched: readonly PipeResource[],
): PipeError {
  const before = h.snapshot(watched);
  const error = expectPipeError(call, method, reason);
  expect(h.snapshot(watched)).toEqual(before);
  return error;
}

// How a draw reaches WebGL2: drawArrays for what WebGL2 draws as it is, drawElements of the bound index
// buffer when its indices, restart and bias allow, and otherwise generated index lists (primconvert.ts)
// — one per polygon mode when the modes depend on each triangle's facing (facing.ts). index_bias goes
// into the attribute offsets where they stay in the buffer, into the indices otherwise.
import {
  type PipeDrawInfo,
  PipePolygonMode,
  PipePrim,
  type PipeRasterizerState,
  PipeShader,
  PipeUnsupportedError,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import { assemblePrimitives, type BaseResource, type BoundState } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { FACING_UNIFORM } from '../glsl/link.js';
import type { WebglBufferStorage } from '../storage/buffer-storage.js';
import { clipPositions, frontFacing } from './facing.js';
import { expandStippledDraw } from './line-stipple.js';
import {
  convertByTriangle,
  convertPrimitives,
  type IndexList,
  IndexListCache,
  indexedVertices,
  nativeMode,
  sequentialVertices,
} from './primconvert.js';
import type { LinkedProgram, ShaderData } from './programs.js';
import { setStateUniform } from './uniforms.js';
import type { VertexArrays } from './vertex-arrays.js';

const INDEX_TYPES: Readonly<Record<number, number>> = { 1: 0x1401, 2: 0x1403, 4: 0x1405 };

/** Polygon modes that depend on each triangle's facing (computed on the CPU, see facing.ts). */
export const SPLIT = 'split' as const;

/** How one draw reaches WebGL2. */
export interface DrawPlan {
  /** Lists drawn one after another from the context's index buffer (facing-dependent modes). */
  parts?: IndexList[];
  /** drawArrays of each range one after another (stippled lines with facing-dependent modes). */
  ranges?: { mode: number; first: number; count: number }[];
  /** drawArrays(mode, first, count) */
  arrays: { mode: number; first: number; count: number } | null;
  /** drawElements of a buffer: mode, count, type, byte offset */
  elements: { mode: number; count: number; type: number; offset: number } | null;
  /** vertex-id offset the shader adds (gts_baseVertex) */
  baseVertex: number;
  /** bias applied through attribute offsets */
  attributeBias: number;
}

/**
 * The polygon mode this draw uses, SPLIT when it depends on each triangle's facing (different modes
 * per face, or an unfilled mode with culling), or null when every primitive is culled.
 */
export function fillMode(raster: PipeRasterizerState, mode: PipePrim): PipePolygonMode | typeof SPLIT | null {
  const triangles =
    mode >= PipePrim.TRIANGLES && mode !== PipePrim.LINES_ADJACENCY && mode !== PipePrim.LINE_STRIP_ADJACENCY;
  if (!triangles) return PipePolygonMode.FILL;
  if (raster.fillFront === PipePolygonMode.FILL && raster.fillBack === PipePolygonMode.FILL)
    return PipePolygonMode.FILL;
  if (raster.cullFace === 3) return null;
  const front = raster.cullFace === 1 ? null : raster.fillFront;
  const back = raster.cullFace === 2 ? null : raster.fillBack;
  for (const [m, offset] of [
    [PipePolygonMode.LINE, raster.offsetLine],
    [PipePolygonMode.POINT, raster.offsetPoint],
  ] as const) {
    if ((front === m || back === m) && offset && (raster.offsetUnits !== 0 || raster.offsetScale !== 0))
      throw new PipeUnsupportedError(
        'drawVbo',
        'polygon offset of lines and points does not exist in WebGL2',
      );
  }
  if (front !== back || raster.cullFace !== 0) return SPLIT;
  return front ?? PipePolygonMode.FILL;
}

/** Whether the linked program's fragment shader reads the facing (FACE, two-sided colours). */
export function readsFacing(linked: LinkedProgram): boolean {
  return linked.source.uniforms.some((u) => u.name === FACING_UNIFORM.name);
}

/** The vertex indices of a draw (restarts as -1), `bias` added to indexed ones. */
export function drawVertices(bound: BoundState, info: PipeDrawInfo, bias: number): Int32Array {
  const ib = bound.indexBuffer;
  if (!info.indexed || !ib) return sequentialVertices(info.start, info.count);
  const bytes = ib.userBuffer
    ? new Uint8Array(ib.userBuffer.buffer, ib.userBuffer.byteOffset, ib.userBuffer.byteLength)
    : ((ib.buffer as BaseResource).storage as WebglBufferStorage).bytes;
  return indexedVertices(
    bytes,
    ib.offset + info.start * ib.indexSize,
    ib.indexSize,
    info.count,
    info.primitiveRestart ? info.restartIndex : null,
    bias,
  );
}

/** Whether `count` indices of `size` bytes from `offset` contain `value`. */
function containsIndex(
  bytes: Uint8Array,
  offset: number,
  size: number,
  count: number,
  value: number,
): boolean {
  const end = Math.min(bytes.length, offset + count * size);
  if (size === 1) {
    for (let i = offset; i < end; i++) if (bytes[i] === value) return true;
    return false;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = offset; i + size <= end; i += size)
    if ((size === 2 ? view.getUint16(i, true) : view.getUint32(i, true)) === value) return true;
  return false;
}

/** Primitives one instance of the draw assembles (restarts cut runs). */
export function primitivesOf(bound: BoundState, info: PipeDrawInfo): number {
  const vertices = drawVertices(bound, info, 0);
  const none = () => {};
  return assemblePrimitives(info.mode, vertices, vertices.length, false, {
    point: none,
    line: none,
    triangle: none,
  });
}

export class DrawPlanner {
  /** The context's stream index buffer (user indices and generated lists). */
  readonly indexBuffer: WebGLBuffer;
  private readonly lists = new IndexListCache();
  private readonly arraysPlan: DrawPlan = {
    arrays: { mode: 0, first: 0, count: 0 },
    elements: null,
    baseVertex: 0,
    attributeBias: 0,
  };

  constructor(
    private readonly device: WebglDevice,
    private readonly vertexArrays: VertexArrays,
  ) {
    this.indexBuffer = device.gl.createBuffer()!;
  }

  /** Binds the vertex array (and index list) of the draw and says how to issue it. */
  plan(
    bound: BoundState,
    info: PipeDrawInfo,
    raster: PipeRasterizerState,
    fill: PipePolygonMode | typeof SPLIT,
    linked: LinkedProgram,
  ): DrawPlan {
    const gl = this.device.gl;
    const fs = bound.cso.fs!.driverData as ShaderData;
    const flat = raster.flatshade || fs.flatInputs;
    const flatFirst = raster.flatshadeFirst && flat;
    if (fill === SPLIT) return this.facingPlan(bound, info, raster, linked, flatFirst, flat);
    const native = fill === PipePolygonMode.FILL ? nativeMode(info.mode, flatFirst) : null;
    const elements = bound.cso.vertexElements!.state as PipeVertexElement[];
    const setup = (bias: number) =>
      this.vertexArrays.setup(
        linked.source.attributes,
        elements,
        bound.vertexBuffers,
        bias,
        info.startInstance,
      );
    if (!info.indexed) {
      setup(0);
      if (native !== null) {
        // the common draw: one plan object reused (issued before the next draw plans)
        const arrays = this.arraysPlan.arrays!;
        arrays.mode = native;
        arrays.first = info.start;
        arrays.count = info.count;
        return this.arraysPlan;
      }
      const list = this.lists.get(
        `${info.mode}:${info.start}:${info.count}:${flatFirst}:${flat}:${fill}`,
        () =>
          convertPrimitives(
            info.mode,
            sequentialVertices(info.start, info.count),
            info.count,
            flatFirst,
            fill,
            flat,
          ),
      );
      return this.listPlan(list, 0, 0);
    }
    const ib = bound.indexBuffer!;
    const size = ib.indexSize;
    const bytes = ib.userBuffer
      ? new Uint8Array(ib.userBuffer.buffer, ib.userBuffer.byteOffset, ib.userBuffer.byteLength)
      : ((ib.buffer as BaseResource).storage as WebglBufferStorage).bytes;
    const offset = ib.offset + info.start * size;
    const allOnes = size === 1 ? 0xff : size === 2 ? 0xffff : 0xffffffff;
    const attributeBias = setup(info.indexBias) ? info.indexBias : 0;
    const cpuBias = info.indexBias - attributeBias;
    // WebGL2 always restarts at the all-ones index; the npm package `gl` checks every index against the
    // vertex buffers, restart index included, so there index lists holding it are converted
    const has = (index: number) => containsIndex(bytes, offset, size, info.count, index);
    const restartNative = info.primitiveRestart
      ? (info.restartIndex === allOnes && !this.device.stackgl) || (!has(info.restartIndex) && !has(allOnes))
      : !has(allOnes);
    if (
      attributeBias === info.indexBias &&
      cpuBias === 0 &&
      native !== null &&
      restartNative &&
      offset % size === 0
    ) {
      if (ib.userBuffer) {
        this.vertexArrays.bind();
        gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
        gl.bufferData(
          gl.ELEMENT_ARRAY_BUFFER,
          bytes.subarray(offset, Math.min(bytes.length, offset + info.count * size)),
          gl.STREAM_DRAW,
        );
        return {
          arrays: null,
          elements: { mode: native, count: info.count, type: INDEX_TYPES[size]!, offset: 0 },
          baseVertex: attributeBias,
          attributeBias,
        };
      }
      this.vertexArrays.bind();
      ((ib.buffer as BaseResource).storage as WebglBufferStorage).glIndexBuffer();
      return {
        arrays: null,
        elements: { mode: native, count: info.count, type: INDEX_TYPES[size]!, offset },
        baseVertex: attributeBias,
        attributeBias,
      };
    }
    if (cpuBias !== 0) setup(0);
    const vertices = indexedVertices(
      bytes,
      offset,
      size,
      info.count,
      info.primitiveRestart ? info.restartIndex : null,
      cpuBias,
    );
    return this.listPlan(
      convertPrimitives(info.mode, vertices, info.count, flatFirst, fill, flat),
      cpuBias === 0 ? attributeBias : 0,
      attributeBias,
    );
  }

  /**
   * A draw of lines with the line stipple on: expanded into arrays of separate vertices carrying each
   * line's stipple data (line-stipple.ts). One instance.
   */
  stippledPlan(
    bound: BoundState,
    info: PipeDrawInfo,
    raster: PipeRasterizerState,
    fill: PipePolygonMode | typeof SPLIT,
    linked: LinkedProgram,
  ): DrawPlan {
    const draw = expandStippledDraw(bound, info, drawVertices(bound, info, info.indexBias), raster, fill);
    this.vertexArrays.setup(linked.source.attributes, draw.elements, draw.buffers, 0, info.startInstance);
    this.vertexArrays.bind();
    // BASEVERTEX as the draw gave it; VERTEXID comes with each expanded vertex
    const baseVertex = info.indexed ? info.indexBias : 0;
    const single = draw.ranges.length === 1 ? draw.ranges[0]! : null;
    return single
      ? { arrays: single, elements: null, baseVertex, attributeBias: 0 }
      : { ranges: draw.ranges, arrays: null, elements: null, baseVertex, attributeBias: 0 };
  }

  /** The draw split by facing: the vertex shader run on the CPU decides each triangle's mode. */
  private facingPlan(
    bound: BoundState,
    info: PipeDrawInfo,
    raster: PipeRasterizerState,
    linked: LinkedProgram,
    flatFirst: boolean,
    flat: boolean,
  ): DrawPlan {
    const vertices = drawVertices(bound, info, info.indexBias);
    const positions = clipPositions(
      {
        vs: (bound.cso.vs!.driverData as ShaderData).tokens,
        elements: bound.cso.vertexElements!.state as PipeVertexElement[],
        vertexBuffers: bound.vertexBuffers,
        constants: bound.constantBuffers[PipeShader.VERTEX]!,
        instance: 0,
        startInstance: info.startInstance,
      },
      vertices.filter((v) => v >= 0),
    );
    const cullFront = (raster.cullFace & 1) !== 0;
    const cullBack = (raster.cullFace & 2) !== 0;
    // Where the fragment shader reads the facing, each facing's lines and points are a part of their
    // own drawn with it (WebGL lines and points are always front-facing).
    const facings = readsFacing(linked) ? [true, false] : [null];
    const parts = facings.flatMap((only) =>
      convertByTriangle(
        info.mode,
        vertices,
        vertices.length,
        flatFirst,
        (a, b, c) => {
          const front = frontFacing(positions, a, b, c, raster.frontCcw);
          if (front === null || (front ? cullFront : cullBack)) return null;
          if (only !== null && front !== only) return null;
          return front ? raster.fillFront : raster.fillBack;
        },
        flat,
      ).map((list) => (only === null || list.glMode === 0x0004 ? list : { ...list, facing: only ? 1 : -1 })),
    );
    this.vertexArrays.setup(
      linked.source.attributes,
      bound.cso.vertexElements!.state as PipeVertexElement[],
      bound.vertexBuffers,
      0,
      info.startInstance,
    );
    this.vertexArrays.bind();
    this.device.gl.bindBuffer(this.device.gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
    return { parts, arrays: null, elements: null, baseVertex: 0, attributeBias: 0 };
  }

  private listPlan(list: IndexList, baseVertex: number, attributeBias: number): DrawPlan {
    const gl = this.device.gl;
    this.vertexArrays.bind();
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, list.indices, gl.STREAM_DRAW);
    return {
      arrays: null,
      elements: { mode: list.glMode, count: list.indices.length, type: 0x1405, offset: 0 },
      baseVertex,
      attributeBias,
    };
  }

  /** Issues a planned draw (the program `p` and state are set). */
  issue(plan: DrawPlan, instances: number, p?: LinkedProgram): void {
    const gl = this.device.gl;
    this.vertexArrays.bind();
    for (const part of plan.parts ?? []) {
      if (p !== undefined && part.facing !== undefined) setStateUniform(gl, p, FACING_UNIFORM, [part.facing]);
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
      gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, part.indices, gl.STREAM_DRAW);
      gl.drawElementsInstanced(part.glMode, part.indices.length, 0x1405, 0, instances);
    }
    if (p !== undefined && plan.parts?.some((part) => part.facing !== undefined))
      setStateUniform(gl, p, FACING_UNIFORM, [0]);
    for (const r of plan.ranges ?? []) gl.drawArraysInstanced(r.mode, r.first, r.count, instances);
    if (plan.arrays)
      gl.drawArraysInstanced(plan.arrays.mode, plan.arrays.first, plan.arrays.count, instances);
    else if (plan.elements)
      gl.drawElementsInstanced(
        plan.elements.mode,
        plan.elements.count,
        plan.elements.type,
        plan.elements.offset,
        instances,
      );
  }

  release(): void {
    this.device.gl.deleteBuffer(this.indexBuffer);
  }
}

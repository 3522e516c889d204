// Line stipple (rasterizer line_stipple_enable), which WebGL2 lacks, in the fragment shader. Mesa's draw
// module stipples a line after clipping by cutting it into one piece per step along it (the major axis,
// or the line's direction for rectangular lines), keeping the pieces whose pattern bit is set; the
// counter advances by each line's length rounded up, runs on along a strip or loop and around a
// polygon's outline, and starts again at every independent line, strip, loop and polygon. Here the
// vertex shader runs on the CPU (facing.ts) to find each line's clipped start in window coordinates and
// the counter there; the draw is expanded into separate vertices per primitive (every attribute
// gathered from the buffers' shadows), each line's two vertices carrying its stipple data in two extra
// attributes (the variant key's lineStipple), and the fragment shader discards the fragments whose step
// has a 0 bit. Filled triangles and points of a facing-dependent polygon mode ride along unstippled.
import {
  formatDescription,
  type PipeDrawInfo,
  PipeFormat,
  PipePolygonMode,
  PipePrim,
  type PipeRasterizerState,
  PipeShader,
  type PipeVertexBuffer,
  type PipeVertexElement,
  type PipeViewportState,
} from '@gallium-ts/gallium-api';
import { assemblePrimitives, type BaseResource, type BoundState } from '@gallium-ts/gallium-api/util';
import { STIPPLE_INPUTS } from '../glsl/index.js';
import type { WebglBufferStorage } from '../storage/buffer-storage.js';
import { clipPositions, frontFacing } from './facing.js';
import type { ShaderData } from './programs.js';

const GL_POINTS = 0x0000;
const GL_LINES = 0x0001;
const GL_TRIANGLES = 0x0004;
/**
 * Floats of stipple data per expanded vertex (two vec4 attributes): the line's clipped start in window
 * coordinates and its direction per step; the counter at the start, the line's last
 * step (-1: not a stippled line), the vertex's index in the draw (VERTEXID: gl_VertexID counts the
 * expanded vertices), 0.
 */
const STIPPLE_FLOATS = 8;

/** Whether a draw of `mode` under polygon mode `fill` rasterizes lines (what line stipple applies to). */
export function drawsLines(
  mode: PipePrim,
  raster: PipeRasterizerState,
  fill: PipePolygonMode | 'split',
): boolean {
  switch (mode) {
    case PipePrim.POINTS:
      return false;
    case PipePrim.LINES:
    case PipePrim.LINE_STRIP:
    case PipePrim.LINE_LOOP:
    case PipePrim.LINES_ADJACENCY:
    case PipePrim.LINE_STRIP_ADJACENCY:
      return true;
    default:
      return fill === 'split'
        ? raster.fillFront === PipePolygonMode.LINE || raster.fillBack === PipePolygonMode.LINE
        : fill === PipePolygonMode.LINE;
  }
}

/** A stippled draw as WebGL2 draws it: arrays of expanded vertices, fed by these elements and buffers. */
export interface StippledDraw {
  /** drawArrays(mode, first, count) of each range, in order. */
  readonly ranges: { mode: number; first: number; count: number }[];
  /** The bound elements plus the two stipple elements at STIPPLE_INPUTS. */
  readonly elements: PipeVertexElement[];
  /** User arrays of the expanded vertices (per-vertex elements), the bound buffers for the others. */
  readonly buffers: (PipeVertexBuffer | null)[];
}

function bytesOf(vb: PipeVertexBuffer): Uint8Array | null {
  if (vb.userBuffer)
    return new Uint8Array(vb.userBuffer.buffer, vb.userBuffer.byteOffset, vb.userBuffer.byteLength);
  return vb.buffer ? ((vb.buffer as BaseResource).storage as WebglBufferStorage).bytes : null;
}

/** Clip-space planes as (x, y, z, w) coefficients: inside where the dot product is ≥ 0. */
function clipPlanes(raster: PipeRasterizerState): number[][] {
  const planes = [
    [1, 0, 0, 1],
    [-1, 0, 0, 1],
    [0, 1, 0, 1],
    [0, -1, 0, 1],
  ];
  if (raster.depthClipNear) planes.push(raster.clipHalfz ? [0, 0, 1, 0] : [0, 0, 1, 1]);
  if (raster.depthClipFar) planes.push([0, 0, -1, 1]);
  return planes;
}

/**
 * The parameter range [t0, t1] of segment a–b (clip space) inside every plane, or null when none of it
 * is (Liang–Barsky).
 */
function clipSegment(a: Float32Array, b: Float32Array, planes: number[][]): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  for (const p of planes) {
    const da = p[0]! * a[0]! + p[1]! * a[1]! + p[2]! * a[2]! + p[3]! * a[3]!;
    const db = p[0]! * b[0]! + p[1]! * b[1]! + p[2]! * b[2]! + p[3]! * b[3]!;
    if (!(da >= 0) && !(db >= 0)) return null;
    if (da < 0) t0 = Math.max(t0, da / (da - db));
    else if (db < 0) t1 = Math.min(t1, da / (da - db));
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

/** Sub-pixel precision of rasterizers (llvmpipe's and GPUs' 8 fractional bits). */
const SUBPIXEL = 256;

/**
 * Window coordinates (x, y) of clip-space point a + t (b − a), in single precision as Mesa's draw module
 * computes them.
 */
function windowPoint(a: Float32Array, b: Float32Array, t: number, vp: PipeViewportState): [number, number] {
  const f = Math.fround;
  const c = (i: number) => (t === 0 ? a[i]! : t === 1 ? b[i]! : f(a[i]! + f(t * f(b[i]! - a[i]!))));
  const w = c(3);
  return [
    f(f(vp.scale[0] * f(c(0) / w)) + vp.translate[0]),
    f(f(vp.scale[1] * f(c(1) / w)) + vp.translate[1]),
  ];
}

/** `v` on the sub-pixel grid, as rasterizers snap vertices: steps from a pixel centre end on pixel centres. */
function snap(v: number): number {
  return Math.round(v * SUBPIXEL) / SUBPIXEL;
}

/** Collects the expanded vertices of each GL mode with their stipple data. */
class Expansion {
  readonly sources = {
    [GL_POINTS]: [] as number[],
    [GL_LINES]: [] as number[],
    [GL_TRIANGLES]: [] as number[],
  };
  readonly data = { [GL_POINTS]: [] as number[], [GL_LINES]: [] as number[], [GL_TRIANGLES]: [] as number[] };
  /** Stipple counter: the lines' steps so far (each its length rounded up, as Mesa 22 counts). */
  counter = 0;

  constructor(
    private readonly positions: ReadonlyMap<number, Float32Array>,
    private readonly planes: number[][],
    private readonly vp: PipeViewportState,
    private readonly rectangular: boolean,
  ) {}

  /** An unstippled primitive's vertices (stipple data flagged off). */
  plain(mode: typeof GL_POINTS | typeof GL_TRIANGLES, ...vertices: number[]): void {
    for (const v of vertices) {
      this.sources[mode].push(v);
      this.data[mode].push(0, 0, 0, 0, 0, -1, v, 0);
    }
  }

  /** A stippled line a → b, its provoking vertex drawn last (WebGL2's rule); advances the counter. */
  line(a: number, b: number, provoking: number): void {
    const pa = this.positions.get(a)!;
    const pb = this.positions.get(b)!;
    const range = clipSegment(pa, pb, this.planes);
    let d = [0, 0, 0, 0, 0, -1];
    if (range) {
      const [x0, y0] = windowPoint(pa, pb, range[0], this.vp);
      const [x1, y1] = windowPoint(pa, pb, range[1], this.vp);
      const dx = x1 - x0;
      const dy = y1 - y0;
      // the draw module's length: along the line for rectangular lines, else along the major axis
      const length = this.rectangular ? Math.hypot(dx, dy) : Math.max(Math.abs(dx), Math.abs(dy));
      // the line's direction per step (±1 along the major axis for GL's lines)
      const ux = length > 0 ? dx / length : 1;
      const uy = length > 0 ? dy / length : 0;
      if (Number.isFinite(length)) {
        const steps = Math.ceil(length);
        d = [snap(x0), snap(y0), ux, uy, this.counter, Math.max(0, steps - 1)];
        this.counter += steps;
      }
    }
    const [first, last] = provoking === a && a !== b ? [b, a] : [a, b];
    this.sources[GL_LINES].push(first, last);
    this.data[GL_LINES].push(...d, first, 0, ...d, last, 0);
  }
}

/**
 * Where edge `edge` (1: v0 → v1, 2: v1 → v2, 4: v2 → v0) of triangle `k` of a polygon
 * (assemblePrimitives' decomposition) comes in the draw module's outline: it draws each of its own
 * triangles' edges v2 → v0, v0 → v1, v1 → v2, its quads split (v0 v1 v3) (v1 v2 v3) — so an outline
 * starts with the edge closing the quad, a quad strip's with the edge between its last two vertices —
 * and polygons into fans around v0 (starting with v0 → v1).
 */
function edgeRank(mode: PipePrim, k: number, edge: 1 | 2 | 4): number {
  const first = edge === 4 ? 0 : edge === 1 ? 1 : 2;
  switch (mode) {
    case PipePrim.QUADS: // (a b c) edges a→b, b→c; (a c d) edges c→d, d→a: d→a, a→b, b→c, c→d
      return k === 0 ? first : edge === 4 ? -1 : 3;
    case PipePrim.QUAD_STRIP: // a = v0, b = v1, c = v3, d = v2: c→d, d→a, a→b, b→c
      return k === 0 ? first + 2 : edge === 4 ? 1 : 0;
    case PipePrim.POLYGON:
      return 3 * k + (edge === 1 ? 0 : edge === 2 ? 1 : 2);
    default:
      return first;
  }
}

/**
 * Expands a draw of lines (line primitives, or polygons in LINE mode) with the line stipple on into
 * arrays of separate vertices with their stipple data. `fill` is the uniform polygon mode or 'split'
 * (each triangle's mode by its facing, culled ones dropped). One instance: the caller refuses more.
 */
export function expandStippledDraw(
  bound: BoundState,
  info: PipeDrawInfo,
  vertices: Int32Array,
  raster: PipeRasterizerState,
  fill: PipePolygonMode | 'split',
): StippledDraw {
  const elements = bound.cso.vertexElements!.state as PipeVertexElement[];
  const positions = clipPositions(
    {
      vs: (bound.cso.vs!.driverData as ShaderData).tokens,
      elements,
      vertexBuffers: bound.vertexBuffers,
      constants: bound.constantBuffers[PipeShader.VERTEX]!,
      instance: 0,
      startInstance: info.startInstance,
    },
    vertices.filter((v) => v >= 0),
  );
  const x = new Expansion(positions, clipPlanes(raster), bound.viewports[0]!, raster.lineRectangular);
  const independent = info.mode === PipePrim.LINES || info.mode === PipePrim.LINES_ADJACENCY;
  const modeOf = (a: number, b: number, c: number): PipePolygonMode | null => {
    if (fill !== 'split') return fill;
    const front = frontFacing(positions, a, b, c, raster.frontCcw);
    if (front === null || (raster.cullFace & (front ? 1 : 2)) !== 0) return null;
    return front ? raster.fillFront : raster.fillBack;
  };
  // each run between restarts is a strip, loop or list of its own: the counter starts again
  let start = 0;
  for (let i = 0; i <= vertices.length; i++) {
    if (i < vertices.length && vertices[i]! >= 0) continue;
    if (i > start) {
      x.counter = 0;
      let polygon = -1;
      let triangleOfPolygon = 0;
      const outline: { rank: number; a: number; b: number }[] = [];
      const flushOutline = () => {
        x.counter = 0;
        // drawn in the direction the draw module draws them (which decides the end pixels), the end
        // vertex providing flat inputs as in primconvert's outlines
        for (const e of outline.sort((p, q) => p.rank - q.rank)) x.line(e.a, e.b, e.b);
        outline.length = 0;
        triangleOfPolygon = 0;
      };
      assemblePrimitives(info.mode, vertices.subarray(start, i), i - start, raster.flatshadeFirst, {
        point: (v) => x.plain(GL_POINTS, v),
        line: (a, b, provoking) => {
          if (independent) x.counter = 0;
          x.line(a, b, provoking);
        },
        triangle: (a, b, c, provoking, edges, primitiveId) => {
          const mode = modeOf(a, b, c);
          if (mode === PipePolygonMode.FILL) {
            // rotated so that the provoking vertex is last, winding kept
            if (provoking === a) x.plain(GL_TRIANGLES, b, c, a);
            else if (provoking === b) x.plain(GL_TRIANGLES, c, a, b);
            else x.plain(GL_TRIANGLES, a, b, c);
          } else if (mode === PipePolygonMode.LINE) {
            // a polygon's edges are gathered (quads and polygons come as several triangles with the
            // same primitive id) and stippled in the draw module's order, the counter starting afresh
            if (primitiveId !== polygon) flushOutline();
            polygon = primitiveId;
            const k = triangleOfPolygon++;
            if (edges & 1) outline.push({ rank: edgeRank(info.mode, k, 1), a, b });
            if (edges & 2) outline.push({ rank: edgeRank(info.mode, k, 2), a: b, b: c });
            if (edges & 4) outline.push({ rank: edgeRank(info.mode, k, 4), a: c, b: a });
          } else if (mode === PipePolygonMode.POINT) {
            if (edges & 1) x.plain(GL_POINTS, a);
            if (edges & 2) x.plain(GL_POINTS, b);
            if (edges & 4) x.plain(GL_POINTS, c);
          }
        },
      });
      flushOutline();
    }
    start = i + 1;
  }
  return gather(bound, elements, x);
}

/** The expanded vertices as user arrays: one per per-vertex element, and one of stipple data. */
function gather(bound: BoundState, elements: readonly PipeVertexElement[], x: Expansion): StippledDraw {
  const order = [GL_TRIANGLES, GL_LINES, GL_POINTS] as const;
  const sources = order.flatMap((m) => x.sources[m]);
  const ranges: StippledDraw['ranges'] = [];
  let first = 0;
  for (const m of order) {
    const count = x.sources[m].length;
    if (count > 0) ranges.push({ mode: m, first, count });
    first += count;
  }
  const buffers: (PipeVertexBuffer | null)[] = [...bound.vertexBuffers];
  const expanded: PipeVertexElement[] = elements.map((e) => {
    const vb = bound.vertexBuffers[e.vertexBufferIndex];
    if (e.instanceDivisor !== 0 || !vb || vb.stride === 0) return e;
    const bytes = bytesOf(vb);
    const size = formatDescription(e.srcFormat).blockSize;
    const stride = Math.ceil(size / 4) * 4;
    const out = new Uint8Array(Math.max(stride, sources.length * stride));
    if (bytes)
      sources.forEach((v, j) => {
        const at = vb.bufferOffset + e.srcOffset + v * vb.stride;
        // reads outside the buffer give zeros
        if (at >= 0 && at + size <= bytes.length) out.set(bytes.subarray(at, at + size), j * stride);
      });
    buffers.push({ stride, bufferOffset: 0, buffer: null, userBuffer: out });
    return { ...e, srcOffset: 0, vertexBufferIndex: buffers.length - 1 };
  });
  const stipple = Float32Array.from(order.flatMap((m) => x.data[m]));
  buffers.push({
    stride: STIPPLE_FLOATS * 4,
    bufferOffset: 0,
    buffer: null,
    userBuffer: stipple.length ? stipple : new Float32Array(STIPPLE_FLOATS),
  });
  STIPPLE_INPUTS.forEach((input, k) => {
    expanded[input] = {
      srcOffset: k * 16,
      instanceDivisor: 0,
      vertexBufferIndex: buffers.length - 1,
      srcFormat: PipeFormat.R32G32B32A32_FLOAT,
    };
  });
  return { ranges, elements: expanded, buffers };
}

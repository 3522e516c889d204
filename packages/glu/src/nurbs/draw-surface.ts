// Draws one NURBS surface (the maps given between gluBeginSurface and gluEndSurface, and its trim loops):
// samples the vertex map's domain, triangulates the trimmed region, evaluates every map at each vertex
// (the normal from the partial derivatives when there is no normal map) and sends the primitives of the
// display mode to a sink.
import { GL_LINE_LOOP, GL_TRIANGLE_STRIP, GL_TRIANGLES } from '@gallium-ts/state-tracker-gl';
import { GLU_OUTLINE_PATCH, GLU_OUTLINE_POLYGON } from '../glu-enums.js';
import {
  type BasisAt,
  basisAt,
  evaluateSurfaceWithBasis,
  type SurfaceMap,
  surfaceNormal,
} from './evaluate.js';
import type { KnotVector } from './knots.js';
import { culledByFrustum, currentSamplingMatrices } from './matrices.js';
import { type GLUnurbs, reportNurbsError } from './nurbs-object.js';
import type { NurbsSink } from './output.js';
import { measurePoint, measuresInPixels, type SamplingMatrices, sampleParameters } from './sampling.js';
import { triangulateDomain } from './triangulate.js';
import { trimPolygons } from './trim-curves.js';
import type { TrimLoop } from './trim-loops.js';

/** Basis functions of one knot vector, computed once per parameter value a draw uses. */
class BasisCache {
  private readonly cache = new Map<number, BasisAt>();
  constructor(private readonly kv: KnotVector) {}
  at(t: number): BasisAt {
    let basis = this.cache.get(t);
    if (!basis) {
      basis = basisAt(this.kv, Math.min(this.kv.max, Math.max(this.kv.min, t)));
      this.cache.set(t, basis);
    }
    return basis;
  }
}

interface CachedMap {
  readonly map: SurfaceMap;
  readonly u: BasisCache;
  readonly v: BasisCache;
  /** The evaluated values, a view of exactly the map's coordinates. */
  readonly values: Float64Array;
}

/** Evaluates every map of a surface at (u, v) and sends the attributes and the vertex to a sink. */
class SurfaceVertexWriter {
  private readonly vertex: CachedMap;
  private readonly others: CachedMap[];
  private readonly hasNormalMap: boolean;
  private readonly point = new Float64Array(4);
  private readonly du = new Float64Array(4);
  private readonly dv = new Float64Array(4);
  private readonly attribute = new Float64Array(4);
  private readonly normal = new Float64Array([0, 0, 1]);

  constructor(
    maps: readonly SurfaceMap[],
    private readonly sink: NurbsSink,
  ) {
    const cached = (map: SurfaceMap, values: Float64Array): CachedMap => ({
      map,
      u: new BasisCache(map.u),
      v: new BasisCache(map.v),
      values: values.subarray(0, map.type.size),
    });
    this.vertex = cached(maps.find((m) => m.type.role === 'vertex') as SurfaceMap, this.point);
    this.others = maps
      .filter((m) => m.type.role !== 'vertex' && m.type.role !== 'index')
      .map((m) => cached(m, this.attribute));
    this.hasNormalMap = this.others.some((m) => m.map.type.role === 'normal');
  }

  write(u: number, v: number): void {
    for (const other of this.others) {
      evaluateSurfaceWithBasis(other.map, other.u.at(u), other.v.at(v), this.attribute, this.du, this.dv);
      const role = other.map.type.role;
      if (role === 'normal') this.sink.normal(other.values);
      else if (role === 'color') this.sink.color(other.values);
      else this.sink.texCoord(other.values);
    }
    const vertex = this.vertex;
    evaluateSurfaceWithBasis(vertex.map, vertex.u.at(u), vertex.v.at(v), this.point, this.du, this.dv);
    if (!this.hasNormalMap) {
      surfaceNormal(vertex.map.type.size, this.point, this.du, this.dv, this.normal);
      this.sink.normal(this.normal);
    }
    this.sink.vertex(vertex.values);
  }
}

/** The control polygons of the vertex map along u (one per v index) or along v, as measure points. */
function controlLines(
  map: SurfaceMap,
  alongU: boolean,
  method: number,
  matrices: SamplingMatrices | null,
): number[][][] {
  const size = map.type.size;
  const lines: number[][][] = [];
  const outer = alongU ? map.v.count : map.u.count;
  const inner = alongU ? map.u.count : map.v.count;
  for (let a = 0; a < outer; a++) {
    const line: number[][] = [];
    for (let b = 0; b < inner; b++) {
      const index = alongU ? b * map.v.count + a : a * map.v.count + b;
      const p = Array.from(map.points.subarray(index * size, index * size + size));
      line.push(measurePoint(method, matrices, p, map.type.rational));
    }
    lines.push(line);
  }
  return lines;
}

/** Points along a loop, with extra points where its edges cross grid lines (for outlines on the surface). */
function refineLoop(loop: TrimLoop, gridU: readonly number[], gridV: readonly number[]): number[] {
  const out: number[] = [];
  const n = loop.length / 2;
  for (let i = 0; i < n; i++) {
    const u0 = loop[2 * i] as number;
    const v0 = loop[2 * i + 1] as number;
    const u1 = loop[(2 * i + 2) % loop.length] as number;
    const v1 = loop[(2 * i + 3) % loop.length] as number;
    const ts: number[] = [];
    for (const g of gridU) if ((g - u0) * (g - u1) < 0) ts.push((g - u0) / (u1 - u0));
    for (const g of gridV) if ((g - v0) * (g - v1) < 0) ts.push((g - v0) / (v1 - v0));
    ts.sort((a, b) => a - b);
    out.push(u0, v0);
    for (const t of ts) out.push(u0 + (u1 - u0) * t, v0 + (v1 - v0) * t);
  }
  return out;
}

/** Draws the surface made of `maps` (exactly one vertex map, checked by the caller). */
export function drawSurface(nobj: GLUnurbs, maps: readonly SurfaceMap[], sink: NurbsSink): void {
  const props = nobj.props;
  const vertexMap = maps.find((m) => m.type.role === 'vertex') as SurfaceMap;
  const needsMatrices = measuresInPixels(props.samplingMethod) || props.culling;
  const matrices = needsMatrices ? currentSamplingMatrices(nobj) : null;
  if (props.culling && matrices && culledByFrustum(matrices, vertexMap.points, vertexMap.type.size)) return;
  const method = props.samplingMethod;
  const gridU = sampleParameters(
    vertexMap.u,
    props,
    props.uStep,
    controlLines(vertexMap, true, method, matrices),
  );
  const gridV = sampleParameters(
    vertexMap.v,
    props,
    props.vStep,
    controlLines(vertexMap, false, method, matrices),
  );
  const domain = [vertexMap.u.min, vertexMap.u.max, vertexMap.v.min, vertexMap.v.max];
  let loops: TrimLoop[] = [
    [domain[0], domain[2], domain[1], domain[2], domain[1], domain[3], domain[0], domain[3]] as number[],
  ];
  if (nobj.trimLoops.length > 0) {
    const perUnit = Math.max(
      (gridU.length - 1) / (vertexMap.u.max - vertexMap.u.min),
      (gridV.length - 1) / (vertexMap.v.max - vertexMap.v.min),
    );
    const trimmed = trimPolygons(nobj.trimLoops, domain, perUnit);
    if (typeof trimmed === 'number') {
      reportNurbsError(nobj, trimmed);
      return;
    }
    loops = trimmed;
  }
  const writer = new SurfaceVertexWriter(maps, sink);
  if (props.displayMode === GLU_OUTLINE_PATCH) {
    for (const loop of loops) {
      const points = refineLoop(loop, gridU, gridV);
      sink.begin(GL_LINE_LOOP);
      for (let i = 0; i < points.length; i += 2) writer.write(points[i] as number, points[i + 1] as number);
      sink.end();
    }
    return;
  }
  const primitives = triangulateDomain(loops, gridU, gridV);
  for (const primitive of primitives) {
    const p = primitive.points;
    if (props.displayMode === GLU_OUTLINE_POLYGON) {
      const triangles = primitive.strip ? stripToTriangles(p) : p;
      for (let i = 0; i < triangles.length; i += 6) {
        sink.begin(GL_LINE_LOOP);
        for (let k = 0; k < 6; k += 2)
          writer.write(triangles[i + k] as number, triangles[i + k + 1] as number);
        sink.end();
      }
      continue;
    }
    sink.begin(primitive.strip ? GL_TRIANGLE_STRIP : GL_TRIANGLES);
    for (let i = 0; i < p.length; i += 2) writer.write(p[i] as number, p[i + 1] as number);
    sink.end();
  }
}

/** The triangles of a strip of (u, v) points, each listed counter-clockwise. */
function stripToTriangles(p: readonly number[]): number[] {
  const out: number[] = [];
  const n = p.length / 2;
  for (let i = 0; i + 2 < n; i++) {
    const order = i % 2 === 0 ? [i, i + 1, i + 2] : [i + 1, i, i + 2];
    for (const k of order) out.push(p[2 * k] as number, p[2 * k + 1] as number);
  }
  return out;
}

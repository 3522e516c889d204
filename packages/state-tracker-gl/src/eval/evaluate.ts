// glEvalCoord1/glEvalCoord2 (GL 1.5, 5.1): evaluates the enabled maps at a domain coordinate and, when a
// vertex map is enabled (VERTEX_4 over VERTEX_3), adds the vertex to the open immediate-mode primitive,
// as glVertex would. The colour, normal and texture coordinates (unit 0) of that vertex come from the
// enabled maps of those kinds (the texture map with the most coordinates wins; GL_AUTO_NORMAL's analytic
// normal wins over a normal map), the rest from the current values, which evaluation never changes. An
// index map is evaluated into nothing: there are no colour indices in an RGBA context.
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import { attribOffset, CURRENT_FLOATS } from '../vertex/attrib-layout.js';
import { evaluateCurve, evaluateSurface, SurfaceScratch } from './bernstein.js';
import { componentsOf, type EvaluatorState } from './eval-state.js';
import { MapKind } from './map-targets.js';

/** The vertex's attributes: a copy of the current values with the evaluated ones written over. */
const attribs = new Float32Array(CURRENT_FLOATS);
const value = new Float64Array(4);
const du = new Float64Array(4);
const dv = new Float64Array(4);
const curveWork = new Float64Array(4 * 32);
const surface = new SurfaceScratch();

/** The vertex map in use (VERTEX_4 over VERTEX_3), or -1 when none is enabled. */
function vertexKind(enabled: readonly boolean[]): number {
  return enabled[MapKind.VERTEX_4] ? MapKind.VERTEX_4 : enabled[MapKind.VERTEX_3] ? MapKind.VERTEX_3 : -1;
}

/** The texture-coordinate map in use (the one with the most coordinates), or -1. */
function texCoordKind(enabled: readonly boolean[]): number {
  for (let kind = MapKind.TEXTURE_COORD_4; kind >= MapKind.TEXTURE_COORD_1; kind--)
    if (enabled[kind]) return kind;
  return -1;
}

/** Copies an evaluated value of `kind` into attribute `a` of the vertex (missing components 0, q 1). */
function store(a: number, kind: number): void {
  const at = attribOffset(a);
  const k = componentsOf(kind);
  if (a === Attrib.NORMAL) {
    for (let i = 0; i < 3; i++) attribs[at + i] = value[i]!;
    return;
  }
  for (let i = 0; i < 4; i++) attribs[at + i] = i < k ? value[i]! : i === 3 ? 1 : 0;
}

/** Adds the vertex at the evaluated position `value` (k = 3 or 4) with the attributes in `attribs`. */
function emitVertex(c: GlContext, k: number, evaluatedMask: number): void {
  const batch = c.batch;
  // Vertices already in the batch keep their (current) values of the attributes evaluated here.
  if ((batch.layout.mask & evaluatedMask) !== evaluatedMask) batch.include(evaluatedMask, c.current);
  batch.vertex(attribs, value[0]!, value[1]!, value[2]!, k === 4 ? value[3]! : 1);
}

/** The attribute an evaluated map of `kind` sets. */
function attribOf(kind: number): number {
  return kind === MapKind.COLOR_4
    ? Attrib.COLOR0
    : kind === MapKind.NORMAL
      ? Attrib.NORMAL
      : Attrib.TEXCOORD0;
}

/** Evaluates map1[kind] at u into `value`. */
function evaluate1(e: EvaluatorState, kind: number, u: number): void {
  const map = e.map1[kind]!;
  const k = componentsOf(kind);
  evaluateCurve(map.points, 0, k, map.order, k, (u - map.u1) / (map.u2 - map.u1), curveWork, value);
}

/** Evaluates map2[kind] at (u, v) into `value`, with the partial derivatives into `du`/`dv` if asked. */
function evaluate2(e: EvaluatorState, kind: number, u: number, v: number, derivatives: boolean): void {
  const map = e.map2[kind]!;
  const uu = (u - map.u1) / (map.u2 - map.u1);
  const vv = (v - map.v1) / (map.v2 - map.v1);
  const k = componentsOf(kind);
  evaluateSurface(
    map.points,
    map.uorder,
    map.vorder,
    k,
    uu,
    vv,
    surface,
    value,
    derivatives ? du : null,
    derivatives ? dv : null,
  );
}

/**
 * The enabled attribute maps of one dimension, in the order they are evaluated: colour, normal (unless
 * `skipNormal`), the texture-coordinate map in use.
 */
function attributeKinds(enabled: readonly boolean[], skipNormal: boolean): number[] {
  const kinds: number[] = [];
  if (enabled[MapKind.COLOR_4]) kinds.push(MapKind.COLOR_4);
  if (enabled[MapKind.NORMAL] && !skipNormal) kinds.push(MapKind.NORMAL);
  const texCoord = texCoordKind(enabled);
  if (texCoord >= 0) kinds.push(texCoord);
  return kinds;
}

/** glEvalCoord1 at `u`. */
export function evalCoord1(c: GlContext, u: number): void {
  const e: EvaluatorState = c.evaluators;
  const vertex = vertexKind(e.map1Enabled);
  if (vertex < 0 || !c.insideBeginEnd) return;
  attribs.set(c.current);
  let mask = 0;
  for (const kind of attributeKinds(e.map1Enabled, false)) {
    evaluate1(e, kind, u);
    store(attribOf(kind), kind);
    mask |= 1 << attribOf(kind);
  }
  evaluate1(e, vertex, u);
  emitVertex(c, componentsOf(vertex), mask);
}

/** glEvalCoord2 at (u, v). */
export function evalCoord2(c: GlContext, u: number, v: number): void {
  const e: EvaluatorState = c.evaluators;
  const vertex = vertexKind(e.map2Enabled);
  if (vertex < 0 || !c.insideBeginEnd) return;
  attribs.set(c.current);
  let mask = 0;
  for (const kind of attributeKinds(e.map2Enabled, e.autoNormal)) {
    evaluate2(e, kind, u, v, false);
    store(attribOf(kind), kind);
    mask |= 1 << attribOf(kind);
  }
  const k = componentsOf(vertex);
  evaluate2(e, vertex, u, v, e.autoNormal);
  if (e.autoNormal) {
    analyticNormal(k);
    mask |= 1 << Attrib.NORMAL;
  }
  emitVertex(c, k, mask);
}

/**
 * GL_AUTO_NORMAL: the normal n = ∂p/∂u × ∂p/∂v, normalized, from the derivatives in `du`/`dv` of the
 * position in `value`. For a VERTEX_4 map p is (x, y, z) / w, whose derivatives are (∂x·w − x·∂w) / w²:
 * the w² only scales n, so it is left out. The derivatives are taken in the map's own parameters (0..1
 * over its domain), as Mesa does. A zero normal (a degenerate point) stays zero.
 */
function analyticNormal(k: number): void {
  if (k === 4) {
    const w = value[3]!;
    for (let i = 0; i < 3; i++) {
      du[i] = du[i]! * w - du[3]! * value[i]!;
      dv[i] = dv[i]! * w - dv[3]! * value[i]!;
    }
  }
  const nx = du[1]! * dv[2]! - du[2]! * dv[1]!;
  const ny = du[2]! * dv[0]! - du[0]! * dv[2]!;
  const nz = du[0]! * dv[1]! - du[1]! * dv[0]!;
  const length = Math.hypot(nx, ny, nz);
  const scale = length > 0 ? 1 / length : 0;
  const at = attribOffset(Attrib.NORMAL);
  attribs[at] = nx * scale;
  attribs[at + 1] = ny * scale;
  attribs[at + 2] = nz * scale;
}

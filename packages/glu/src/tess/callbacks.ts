// The callbacks of a GLU tessellator object (gluTessCallback) and how each is called: the _DATA form,
// when set, is called instead of the plain one with the polygon data of gluTessBeginPolygon appended.
// With neither set, begin, vertex and end draw with GL (glBegin, glVertex3dv, glEnd); edge flags, errors
// and combine do nothing.
import { glBegin, glEnd, glVertex3dv } from '@gallium-ts/state-tracker-gl';
import {
  GLU_TESS_BEGIN,
  GLU_TESS_BEGIN_DATA,
  GLU_TESS_COMBINE,
  GLU_TESS_COMBINE_DATA,
  GLU_TESS_EDGE_FLAG,
  GLU_TESS_EDGE_FLAG_DATA,
  GLU_TESS_END,
  GLU_TESS_END_DATA,
  GLU_TESS_ERROR,
  GLU_TESS_ERROR_DATA,
  GLU_TESS_VERTEX,
  GLU_TESS_VERTEX_DATA,
} from '../glu-enums.js';

/**
 * GLU_TESS_COMBINE: makes the data of a new vertex at `coords` from up to four vertices (`data[i]` is
 * `undefined` where fewer) with `weights` summing to 1, and returns it. Returning `undefined` counts as
 * no combine callback. The _DATA form receives the polygon data as a fourth argument.
 */
export type GLUtessCombineCallback = (
  coords: [number, number, number],
  data: [unknown, unknown, unknown, unknown],
  weights: [number, number, number, number],
  polygonData?: unknown,
) => unknown;

/** Any function gluTessCallback accepts (see the README for each callback's arguments). */
// biome-ignore lint/suspicious/noExplicitAny: callbacks take the caller's own vertex and polygon data
export type GLUtessCallback = (...args: any[]) => unknown;

/** The callback table of one tessellator; null where not set. */
export class TessCallbacks {
  private readonly table = new Map<number, GLUtessCallback>();

  /** Whether `which` names a tessellator callback. */
  static isCallbackName(which: number): boolean {
    return which >= GLU_TESS_BEGIN && which <= GLU_TESS_COMBINE_DATA;
  }

  set(which: number, fn: GLUtessCallback | null | undefined): void {
    if (typeof fn === 'function') this.table.set(which, fn);
    else this.table.delete(which);
  }

  /** Whether the caller asked for edge flags (which makes the output independent triangles). */
  get wantsEdgeFlags(): boolean {
    return this.table.has(GLU_TESS_EDGE_FLAG) || this.table.has(GLU_TESS_EDGE_FLAG_DATA);
  }

  begin(type: number, polygonData: unknown): void {
    const withData = this.table.get(GLU_TESS_BEGIN_DATA);
    if (withData) withData(type, polygonData);
    else (this.table.get(GLU_TESS_BEGIN) ?? glBegin)(type);
  }

  vertex(data: unknown, polygonData: unknown): void {
    const withData = this.table.get(GLU_TESS_VERTEX_DATA);
    if (withData) withData(data, polygonData);
    else {
      const plain = this.table.get(GLU_TESS_VERTEX);
      if (plain) plain(data);
      else if (isVertexArray(data)) glVertex3dv(data);
    }
  }

  end(polygonData: unknown): void {
    const withData = this.table.get(GLU_TESS_END_DATA);
    if (withData) withData(polygonData);
    else (this.table.get(GLU_TESS_END) ?? glEnd)();
  }

  edgeFlag(flag: boolean, polygonData: unknown): void {
    const withData = this.table.get(GLU_TESS_EDGE_FLAG_DATA);
    if (withData) withData(flag, polygonData);
    else this.table.get(GLU_TESS_EDGE_FLAG)?.(flag);
  }

  error(errno: number, polygonData: unknown): void {
    const withData = this.table.get(GLU_TESS_ERROR_DATA);
    if (withData) withData(errno, polygonData);
    else this.table.get(GLU_TESS_ERROR)?.(errno);
  }

  /** The combine callback's new vertex data, or undefined when there is no callback or it gave none. */
  combine(
    coords: [number, number, number],
    data: [unknown, unknown, unknown, unknown],
    weights: [number, number, number, number],
    polygonData: unknown,
  ): unknown {
    const withData = this.table.get(GLU_TESS_COMBINE_DATA);
    if (withData) return withData([...coords], [...data], [...weights], polygonData);
    return this.table.get(GLU_TESS_COMBINE)?.([...coords], [...data], [...weights]);
  }
}

/** Whether vertex data can go to glVertex3dv (three numbers). */
function isVertexArray(data: unknown): data is ArrayLike<number> {
  return (
    data !== null &&
    typeof data === 'object' &&
    typeof (data as ArrayLike<number>).length === 'number' &&
    (data as ArrayLike<number>).length >= 3
  );
}

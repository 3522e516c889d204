// Hands a tessellation to the callbacks as libGLU does: triangles as one GL_TRIANGLES primitive, with
// an edge flag before each vertex whose flag differs from the previous one when edge flags were asked
// for (GL's edge flag belongs to the edge that starts at the vertex); boundary-only contours as one
// GL_LINE_LOOP each.
import { GL_LINE_LOOP, GL_TRIANGLES } from '@gallium-ts/state-tracker-gl';
import type { TessCallbacks } from './callbacks.js';
import type { OutputTriangle } from './tessellate.js';

export function emitTriangles(
  triangles: readonly OutputTriangle[],
  callbacks: TessCallbacks,
  polygonData: unknown,
): void {
  if (triangles.length === 0) return;
  const flags = callbacks.wantsEdgeFlags;
  let lastFlag: boolean | undefined;
  callbacks.begin(GL_TRIANGLES, polygonData);
  for (const triangle of triangles) {
    for (let i = 0; i < 3; i++) {
      if (flags && triangle.boundary[i] !== lastFlag) {
        lastFlag = triangle.boundary[i]!;
        callbacks.edgeFlag(lastFlag, polygonData);
      }
      callbacks.vertex(triangle.vertices[i], polygonData);
    }
  }
  callbacks.end(polygonData);
}

export function emitContours(
  contours: readonly (readonly unknown[])[],
  callbacks: TessCallbacks,
  polygonData: unknown,
): void {
  for (const contour of contours) {
    callbacks.begin(GL_LINE_LOOP, polygonData);
    for (const data of contour) callbacks.vertex(data, polygonData);
    callbacks.end(polygonData);
  }
}

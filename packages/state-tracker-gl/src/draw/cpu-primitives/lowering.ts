// The one place that decides which primitives a draw sends through the CPU primitive path instead of the
// driver: lines wider and points larger than the driver draws (the limits read once per context), and
// polygons drawn as lines or points with polygon offset where the driver has no
// PIPE_CAP_POLYGON_OFFSET_LINE_POINT, or at all where it ignores edge flags (no
// PIPE_CAP_VERTEX_EDGE_FLAGS) — as Mesa's draw module adds its wide-line, wide-point, offset and unfilled
// stages for a driver that lacks them. In SELECT and FEEDBACK modes every primitive goes there (it
// reports them instead of drawing). Also the line width and point size the native rasterizer gets.
import { PipePrim } from '@gallium-ts/gallium-api';
import type { GlContext } from '../../context/gl-context.js';
import { GL_BACK, GL_FRONT, GL_LINE, GL_POINT, GL_RENDER } from '../../gl-enums.js';

/** Primitive classes, as bits of DrawState's lowering mask. */
export const PrimClass = { POINTS: 1, LINES: 2, POLYGONS: 4 } as const;

/** The class of a PipePrim mode. */
export function primClass(mode: number): number {
  if (mode === PipePrim.POINTS) return PrimClass.POINTS;
  if (mode === PipePrim.LINES || mode === PipePrim.LINE_LOOP || mode === PipePrim.LINE_STRIP)
    return PrimClass.LINES;
  return PrimClass.POLYGONS;
}

/** Whether attenuation makes the vertex program compute each point's size. */
export function pointSizePerVertex(c: GlContext): boolean {
  // A vertex program's point size is its PSIZE output under GL_VERTEX_PROGRAM_POINT_SIZE_ARB.
  if (c.arb.enables.vertexProgram) return c.arb.enables.pointSize;
  const a = c.ff.point.distanceAttenuation;
  return a[0] !== 1 || a[1] !== 0 || a[2] !== 0;
}

/** The line width GL draws with: glLineWidth clamped to the advertised range. */
export function lineWidth(c: GlContext): number {
  const [min, max] = c.limits.lineWidthRange;
  return Math.min(Math.max(c.st.line.width, min), max);
}

/** The point size GL draws with (without attenuation): glPointSize clamped to GL_POINT_SIZE_MIN/MAX. */
export function pointSize(c: GlContext): number {
  const p = c.ff.point;
  return Math.min(Math.max(p.size, p.minSize), p.maxSize);
}

/** The widest line the driver draws in the current smooth mode. */
export function nativeLineWidth(c: GlContext): number {
  return c.st.line.smooth ? c.limits.nativeSmoothLineWidth : c.limits.nativeLineWidth;
}

/** The largest point the driver draws in the current smooth mode. */
export function nativePointSize(c: GlContext): number {
  // Sprites are never smooth in the pipe rasterizer state (derive-state.ts), so they take the plain limit.
  const smooth = c.st.pointRaster.smooth && !c.ff.point.sprite;
  return smooth ? c.limits.nativeSmoothPointSize : c.limits.nativePointSize;
}

/** Whether some point of the current state may be larger than the driver draws. */
export function pointsTooLarge(c: GlContext): boolean {
  const largest = pointSizePerVertex(c) ? Math.max(c.ff.point.maxSize, c.ff.point.minSize) : pointSize(c);
  return largest > nativePointSize(c);
}

/** Whether lines of the current state are wider than the driver draws. */
export function linesTooWide(c: GlContext): boolean {
  return lineWidth(c) > nativeLineWidth(c);
}

/** The polygon modes of the faces culling lets through. */
function visibleModes(c: GlContext): number[] {
  const p = c.st.polygon;
  if (!p.cull) return [p.modeFront, p.modeBack];
  if (p.cullFace === GL_FRONT) return [p.modeBack];
  if (p.cullFace === GL_BACK) return [p.modeFront];
  return [];
}

/** The PrimClass bits of the primitives the current state must draw on the CPU (0: all native). */
export function cpuPrimitiveClasses(c: GlContext): number {
  if (c.selectFeedback.renderMode !== GL_RENDER)
    return PrimClass.POINTS | PrimClass.LINES | PrimClass.POLYGONS;
  const wideLines = linesTooWide(c);
  const largePoints = pointsTooLarge(c);
  const p = c.st.polygon;
  const offsetMissing = !c.limits.offsetLinePoint;
  let polygons = false;
  for (const mode of visibleModes(c)) {
    if ((mode === GL_LINE || mode === GL_POINT) && !c.limits.edgeFlags) polygons = true;
    if (mode === GL_LINE && (wideLines || (offsetMissing && p.offsetLine))) polygons = true;
    if (mode === GL_POINT && (largePoints || (offsetMissing && p.offsetPoint))) polygons = true;
  }
  return (
    (largePoints ? PrimClass.POINTS : 0) |
    (wideLines ? PrimClass.LINES : 0) |
    (polygons ? PrimClass.POLYGONS : 0)
  );
}

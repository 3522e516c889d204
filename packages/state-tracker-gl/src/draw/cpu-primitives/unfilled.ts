// Polygons after clipping, in window coordinates (GL 1.5, 3.5): facing from the signed area, culling,
// the colours of the face, the polygon mode of the face — filled, its edges with edge flags set as lines,
// or the vertices that start such edges as points — and polygon offset for the mode when enabled.
import type { ClippedPolygon } from './clip.js';
import { copyProvokingColours, useBackColours } from './colours.js';
import { type CpuVertex, windowAt } from './cpu-vertex.js';
import { EmitKind } from './emitter.js';
import { polygonOffset } from './polygon-offset.js';
import type { OutputLayout } from './shade-vertices.js';

/** Where the stage sends what it draws: the emitter and the line and point stages, or feedback's sink. */
export interface TriangleSink {
  triangle(a: CpuVertex, b: CpuVertex, c: CpuVertex, kind: EmitKind): void;
}
export interface LineSink {
  /** The line stipple restarts (each polygon outline). */
  restart(): void;
  line(a: CpuVertex, b: CpuVertex): void;
}
export interface PointSink {
  point(v: CpuVertex): void;
}

export const PolygonMode = { FILL: 0, LINE: 1, POINT: 2 } as const;

export interface PolygonSettings {
  /** Counter-clockwise polygons face the front (glFrontFace(GL_CCW)). */
  frontCcw: boolean;
  cullFront: boolean;
  cullBack: boolean;
  /** PolygonMode of front and back faces. */
  modeFront: number;
  modeBack: number;
  /** Two-sided lighting: back faces take the back colours. */
  twoSided: boolean;
  flat: boolean;
  /** Offset enabled per PolygonMode (GL_POLYGON_OFFSET_FILL, _LINE, _POINT). */
  offsetEnabled: [boolean, boolean, boolean];
  offsetFactor: number;
  offsetUnits: number;
  /** The resolvable depth difference r. */
  resolvable: number;
}

export class PolygonStage {
  constructor(
    private readonly layout: OutputLayout,
    private readonly settings: PolygonSettings,
    private readonly emitter: TriangleSink,
    private readonly lines: LineSink,
    private readonly points: PointSink,
  ) {}

  /**
   * A clipped polygon (its vertices copies this stage may change, window coordinates set); in
   * GL_LINE mode its edges are drawn from edge `outlineFrom` on (edge i starts at vertex i).
   */
  polygon(polygon: ClippedPolygon, provoking: CpuVertex, outlineFrom = 0): void {
    const s = this.settings;
    const layout = this.layout;
    const { vertices, edgeFlags } = polygon;
    const at = windowAt(layout.registers);
    let area = 0;
    for (let i = 0; i < vertices.length; i++) {
      const a = vertices[i]!;
      const b = vertices[(i + 1) % vertices.length]!;
      area += a[at]! * b[at + 1]! - b[at]! * a[at + 1]!;
    }
    if (area === 0 || !Number.isFinite(area)) return;
    const front = s.frontCcw ? area > 0 : area < 0;
    if (front ? s.cullFront : s.cullBack) return;
    const back = !front && s.twoSided;
    if (s.flat) copyProvokingColours(vertices, provoking, layout, back);
    else if (back) for (const v of vertices) useBackColours(v, layout);
    const mode = front ? s.modeFront : s.modeBack;
    if (s.offsetEnabled[mode]) {
      const dz = polygonOffset(vertices, layout.registers, s.offsetFactor, s.offsetUnits, s.resolvable);
      for (const v of vertices) v[at + 2] = Math.min(Math.max(v[at + 2]! + dz, 0), 1);
    }
    const n = vertices.length;
    if (mode === PolygonMode.FILL) {
      for (let i = 1; i + 1 < n; i++)
        this.emitter.triangle(vertices[0]!, vertices[i]!, vertices[i + 1]!, EmitKind.POLYGONS);
    } else if (mode === PolygonMode.LINE) {
      this.lines.restart();
      for (let k = 0; k < n; k++) {
        const i = (outlineFrom + k) % n;
        if (edgeFlags[i]) this.lines.line(vertices[i]!, vertices[(i + 1) % n]!);
      }
    } else {
      for (let i = 0; i < n; i++) if (edgeFlags[i]) this.points.point(vertices[i]!);
    }
  }
}

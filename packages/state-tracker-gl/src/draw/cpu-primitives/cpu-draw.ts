// The CPU primitive path of a context, for the primitives cpu-primitives/lowering.ts says the driver
// cannot draw as GL wants: runs the vertex program over the draw's vertices, assembles primitives, clips
// them, and sends points, lines and polygons through their stages (wide points, wide lines, unfilled
// polygons with offset) to the emitter, whose batches the EmitTarget draws with the bound fragment
// program. Every draw path calls `draw` with its vertices: immediate mode, display lists, arrays.
import { PipePrim } from '@gallium-ts/gallium-api';
import type { GlContext } from '../../context/gl-context.js';
import {
  GL_BACK,
  GL_CCW,
  GL_FLAT,
  GL_FRONT,
  GL_FRONT_AND_BACK,
  GL_LINE,
  GL_POINT,
  GL_UPPER_LEFT,
} from '../../gl-enums.js';
import { assemble } from './assemble.js';
import { Clipper } from './clip.js';
import { copyProvokingColours } from './colours.js';
import { type CpuVertex, cpuVertices, toWindow, windowTransform } from './cpu-vertex.js';
import { EmitTarget } from './emit-target.js';
import { Emitter } from './emitter.js';
import { LineStipple } from './line-stipple.js';
import { lineWidth, nativeLineWidth, nativePointSize, pointSize, pointSizePerVertex } from './lowering.js';
import { resolvableDepth } from './polygon-offset.js';
import { outputLayout, shadeVertices } from './shade-vertices.js';
import { PolygonMode, PolygonStage } from './unfilled.js';
import type { VertexInputs } from './vertex-inputs.js';
import { LineStage } from './wide-line.js';
import { PointStage } from './wide-point.js';

const POLYGON_MODES = new Map([
  [GL_LINE, PolygonMode.LINE],
  [GL_POINT, PolygonMode.POINT],
]);

export class CpuPrimitivePath {
  private readonly target: EmitTarget;

  constructor(private readonly c: GlContext) {
    this.target = new EmitTarget(c);
  }

  /** Draws primitives of PipePrim `mode` over vertices 0..count-1 of `inputs` (after validation). */
  draw(mode: number, count: number, inputs: VertexInputs): void {
    const c = this.c;
    if (count === 0) return;
    const program = c.draw.program;
    const layout = outputLayout(program);
    const shaded = shadeVertices(c, program, count, inputs);
    const vertices = cpuVertices(shaded, layout.registers, count);
    const { st, ff } = c;
    let planes = 0;
    ff.clipPlanes.forEach((p, i) => {
      if (p.enabled) planes |= 1 << i;
    });
    const clipper = new Clipper(layout, planes);
    const viewport = windowTransform(c);
    const flat = ff.shadeModel === GL_FLAT;
    const target = this.target;
    const emitter = new Emitter(layout, c.fb.width, c.fb.height, (kind, data, n) =>
      target.draw(kind, data, n),
    );
    const { line } = st;
    const stipple =
      line.stipple && line.stipplePattern !== 0xffff
        ? new LineStipple(line.stipplePattern, line.stippleRepeat, layout.registers)
        : null;
    const lines = new LineStage(emitter, layout.registers, lineWidth(c), nativeLineWidth(c), stipple);
    // GL restarts the stipple at every glBegin and at every segment of GL_LINES.
    const independentLines = mode === PipePrim.LINES;
    const perVertex = pointSizePerVertex(c);
    let coordReplace = 0;
    ff.textureUnits.forEach((u, i) => {
      if (u.coordReplace) coordReplace |= 1 << i;
    });
    const points = new PointStage(emitter, layout, {
      size: perVertex ? null : pointSize(c),
      maxSize: c.limits.pointSizeRange[1],
      nativeSize: nativePointSize(c),
      sprite: ff.point.sprite,
      coordReplace,
      upperLeft: st.pointRaster.spriteCoordOrigin === GL_UPPER_LEFT,
    });
    const p = st.polygon;
    const cull = p.cull ? p.cullFace : 0;
    const polygons = new PolygonStage(
      layout,
      {
        frontCcw: p.frontFace === GL_CCW,
        cullFront: cull === GL_FRONT || cull === GL_FRONT_AND_BACK,
        cullBack: cull === GL_BACK || cull === GL_FRONT_AND_BACK,
        modeFront: POLYGON_MODES.get(p.modeFront) ?? PolygonMode.FILL,
        modeBack: POLYGON_MODES.get(p.modeBack) ?? PolygonMode.FILL,
        twoSided: ff.lighting && ff.lightModel.twoSide,
        flat,
        offsetEnabled: [p.offsetFill, p.offsetLine, p.offsetPoint],
        offsetFactor: Number.isFinite(p.offsetFactor) ? p.offsetFactor : 0,
        offsetUnits: Number.isFinite(p.offsetUnits) ? p.offsetUnits : 0,
        resolvable: resolvableDepth(c.fb.depthBits),
      },
      emitter,
      lines,
      points,
    );
    const edgeFlag = layout.edgeFlag;
    const flagged = (v: CpuVertex) => edgeFlag < 0 || v[edgeFlag * 4] !== 0;
    const windowed = (v: CpuVertex) => {
      const copy = v.slice();
      toWindow(copy, layout, viewport);
      return copy;
    };
    target.begin(layout);
    try {
      assemble(mode, count, {
        point(i) {
          const v = vertices[i]!;
          if (clipper.pointInside(v)) points.point(windowed(v));
        },
        line(i, j, provoking) {
          if (independentLines) lines.restart();
          const clipped = clipper.clipLine(vertices[i]!, vertices[j]!);
          if (!clipped) return;
          const ends = clipped.map(windowed);
          if (flat) copyProvokingColours(ends, vertices[provoking]!, layout, false);
          lines.line(ends[0]!, ends[1]!);
        },
        triangle(i, j, k, provoking, edges) {
          const corners = [vertices[i]!, vertices[j]!, vertices[k]!];
          const clipped = clipper.clipPolygon({
            vertices: corners,
            edgeFlags: corners.map((v, e) => (edges & (1 << e)) !== 0 && flagged(v)),
          });
          if (clipped.vertices.length < 3) return;
          polygons.polygon(
            { vertices: clipped.vertices.map(windowed), edgeFlags: clipped.edgeFlags },
            vertices[provoking]!,
          );
        },
      });
      emitter.flush();
    } finally {
      target.end();
    }
  }

  destroy(): void {
    this.target.destroy();
  }
}

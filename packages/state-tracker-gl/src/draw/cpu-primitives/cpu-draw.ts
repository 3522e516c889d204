// The CPU primitive path of a context, for the primitives cpu-primitives/lowering.ts says the driver
// cannot draw as GL wants: runs the vertex program over the draw's vertices, assembles primitives, clips
// them, and sends points, lines and polygons through their stages (wide points, wide lines, unfilled
// polygons with offset) to the emitter, whose batches the EmitTarget draws with the bound fragment
// program. Every draw path calls `draw` with its vertices: immediate mode, display lists, arrays. In
// SELECT and FEEDBACK modes every primitive comes here, and the clipped, culled primitives go to
// feedback/feedback-primitives.ts instead of the emitter: nothing is drawn.
import { PipePrim } from '@gallium-ts/gallium-api';
import { assemblePrimitives, type PrimitiveSink } from '@gallium-ts/gallium-api/util';
import type { GlContext } from '../../context/gl-context.js';
import { assembleForFeedback } from '../../feedback/feedback-assembly.js';
import { FeedbackPrimitives } from '../../feedback/feedback-primitives.js';
import { withFeedbackTexCoords } from '../../feedback/feedback-texcoords.js';
import { GL_RENDER } from '../../gl-enums.js';
import { attribOffset } from '../../vertex/attrib-layout.js';
import { Attrib } from '../program-source.js';
import { Clipper } from './clip.js';
import { copyProvokingColours } from './colours.js';
import { type CpuVertex, cpuVertices, toWindow, windowTransform } from './cpu-vertex.js';
import { EmitTarget } from './emit-target.js';
import { Emitter } from './emitter.js';
import { lineWidth, nativeLineWidth } from './lowering.js';
import { outputLayout, shadeVertices } from './shade-vertices.js';
import { clipPlaneMask, lineStipple, pointSettings, polygonSettings } from './stage-settings.js';
import { PolygonStage } from './unfilled.js';
import type { VertexInputs } from './vertex-inputs.js';
import { LineStage } from './wide-line.js';
import { PointStage } from './wide-point.js';

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
    const feedback = c.selectFeedback.renderMode !== GL_RENDER;
    const vertices = withFeedbackTexCoords(
      c,
      program,
      layout,
      cpuVertices(shaded, layout.registers, count),
      inputs,
    );
    const clipper = new Clipper(layout, clipPlaneMask(c));
    const viewport = windowTransform(c);
    const polygonState = polygonSettings(c);
    const flat = polygonState.flat;
    let emitter: { flush(): void };
    let lines: { restart(): void; line(a: CpuVertex, b: CpuVertex): void };
    let points: { point(v: CpuVertex): void };
    let polygons: PolygonStage;
    if (feedback) {
      const at = attribOffset(Attrib.COLOR0);
      const sink = new FeedbackPrimitives(c.selectFeedback, layout, c.current.subarray(at, at + 4));
      emitter = sink;
      lines = sink;
      points = sink;
      // The polygon stage's restarts (every triangle) are not feedback's: see `triangle` below.
      const outline = { restart() {}, line: (a: CpuVertex, b: CpuVertex) => sink.line(a, b) };
      polygons = new PolygonStage(layout, polygonState, sink, outline, sink);
    } else {
      const target = this.target;
      const batches = new Emitter(layout, c.fb.width, c.fb.height, (kind, data, n) =>
        target.draw(kind, data, n),
      );
      const stipple = lineStipple(c, layout.registers);
      const lineStage = new LineStage(batches, layout.registers, lineWidth(c), nativeLineWidth(c), stipple);
      const pointStage = new PointStage(batches, layout, pointSettings(c));
      polygons = new PolygonStage(layout, polygonState, batches, lineStage, pointStage);
      emitter = batches;
      lines = lineStage;
      points = pointStage;
    }
    // GL restarts the stipple at every glBegin and at every segment of GL_LINES.
    const independentLines = mode === PipePrim.LINES;
    const edgeFlag = layout.edgeFlag;
    const flagged = (v: CpuVertex) => edgeFlag < 0 || v[edgeFlag * 4] !== 0;
    const windowed = (v: CpuVertex) => {
      const copy = v.slice();
      toWindow(copy, layout, viewport);
      return copy;
    };
    let polygonId = -1;
    if (!feedback) this.target.begin(layout);
    try {
      const primitives: PrimitiveSink = {
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
        triangle(i, j, k, provoking, edges, primitiveId) {
          // Feedback restarts the stipple (GL_LINE_RESET_TOKEN) at each polygon, not at each triangle.
          if (feedback && primitiveId !== polygonId) lines.restart();
          polygonId = primitiveId;
          const corners = [vertices[i]!, vertices[j]!, vertices[k]!];
          const clipped = clipper.clipPolygon({
            vertices: corners,
            edgeFlags: corners.map((v, e) => (edges & (1 << e)) !== 0 && flagged(v)),
          });
          if (clipped.vertices.length < 3) return;
          // Outlines of whole triangles start with the edge back to the first vertex, as Mesa's.
          const outlineFrom = feedback && clipped.vertices === corners ? 2 : 0;
          polygons.polygon(
            { vertices: clipped.vertices.map(windowed), edgeFlags: clipped.edgeFlags },
            vertices[provoking]!,
            outlineFrom,
          );
        },
      };
      // gallium-api's assembly, as the CPU drivers assemble: GL's provoking vertices (the last, a
      // polygon's first), quads and polygons as triangles with edge masks hiding the inner diagonals;
      // feedback's own split of quads and polygons (the tokens it reports are the triangles).
      if (feedback) assembleForFeedback(mode, count, primitives);
      else assemblePrimitives(mode as PipePrim, consecutiveSlots(count), count, false, primitives);
      emitter.flush();
    } finally {
      if (!feedback) this.target.end();
    }
  }

  destroy(): void {
    this.target.destroy();
  }
}

/** The slots 0..count-1: vertices taken in order, without restarts. */
function consecutiveSlots(count: number): Int32Array {
  const slots = new Int32Array(count);
  for (let i = 0; i < count; i++) slots[i] = i;
  return slots;
}

// Draws one NURBS curve (the maps given between gluBeginCurve and gluEndCurve) as a line strip through
// samples of its vertex map, with the other maps' colours, normals and texture coordinates.
import { GL_LINE_STRIP } from '@gallium-ts/state-tracker-gl';
import { type CurveMap, evaluateCurve } from './evaluate.js';
import { culledByFrustum, currentSamplingMatrices } from './matrices.js';
import type { GLUnurbs } from './nurbs-object.js';
import type { NurbsSink } from './output.js';
import { measurePoint, measuresInPixels, sampleParameters } from './sampling.js';

/** Draws the curve made of `maps` (exactly one vertex map, checked by the caller). */
export function drawCurve(nobj: GLUnurbs, maps: readonly CurveMap[], sink: NurbsSink): void {
  const props = nobj.props;
  const vertexMap = maps.find((m) => m.type.role === 'vertex') as CurveMap;
  const size = vertexMap.type.size;
  const matrices =
    measuresInPixels(props.samplingMethod) || props.culling ? currentSamplingMatrices(nobj) : null;
  if (props.culling && matrices && culledByFrustum(matrices, vertexMap.points, size)) return;
  const polygon: number[][] = [];
  for (let i = 0; i < vertexMap.knots.count; i++) {
    const p = Array.from(vertexMap.points.subarray(i * size, i * size + size));
    polygon.push(measurePoint(props.samplingMethod, matrices, p, vertexMap.type.rational));
  }
  const params = sampleParameters(vertexMap.knots, props, props.uStep, [polygon]);
  const others = maps.filter((m) => m.type.role !== 'vertex' && m.type.role !== 'index');
  const point = new Float64Array(4);
  const attribute = new Float64Array(4);
  sink.begin(GL_LINE_STRIP);
  for (const t of params) {
    for (const map of others) {
      evaluateCurve(map, Math.min(map.knots.max, Math.max(map.knots.min, t)), attribute);
      const values = attribute.subarray(0, map.type.size);
      if (map.type.role === 'normal') sink.normal(values);
      else if (map.type.role === 'color') sink.color(values);
      else sink.texCoord(values);
    }
    evaluateCurve(vertexMap, t, point);
    sink.vertex(point.subarray(0, size));
  }
  sink.end();
}

// The sampling matrices of a NURBS object: GL's current model-view, projection and viewport when
// GLU_AUTO_LOAD_MATRIX is true, else those given to gluLoadSamplingMatrices; and view-frustum culling
// (GLU_CULLING) of a control net that lies wholly outside one clip plane.
import {
  GL_MODELVIEW_MATRIX,
  GL_PROJECTION_MATRIX,
  GL_VIEWPORT,
  glGetDoublev,
  glGetIntegerv,
} from '@gallium-ts/state-tracker-gl';
import type { GLUnurbs } from './nurbs-object.js';
import { clipCoordinates, type SamplingMatrices } from './sampling.js';

export function currentSamplingMatrices(nobj: GLUnurbs): SamplingMatrices | null {
  if (!nobj.props.autoLoadMatrix) return nobj.loadedMatrices;
  const model = new Float64Array(16);
  const projection = new Float64Array(16);
  const viewport = new Int32Array(4);
  glGetDoublev(GL_MODELVIEW_MATRIX, model);
  glGetDoublev(GL_PROJECTION_MATRIX, projection);
  glGetIntegerv(GL_VIEWPORT, viewport);
  return { model, projection, viewport: Float64Array.from(viewport) };
}

/** Whether every control point (`size` coordinates, homogeneous when 4) is outside the same clip plane. */
export function culledByFrustum(matrices: SamplingMatrices, points: Float64Array, size: number): boolean {
  let outside = 0b111111;
  for (let i = 0; i + size <= points.length && outside !== 0; i += size) {
    const p = [
      points[i] as number,
      points[i + 1] as number,
      size > 2 ? (points[i + 2] as number) : 0,
      size === 4 ? (points[i + 3] as number) : 1,
    ];
    const [x, y, z, w] = clipCoordinates(matrices, p) as [number, number, number, number];
    let mask = 0;
    if (x < -w) mask |= 1;
    if (x > w) mask |= 2;
    if (y < -w) mask |= 4;
    if (y > w) mask |= 8;
    if (z < -w) mask |= 16;
    if (z > w) mask |= 32;
    outside &= mask;
  }
  return outside !== 0;
}

// Where evaluated NURBS vertices go: GL immediate mode (GLU_NURBS_RENDERER) or the application's
// GLU_NURBS_BEGIN/VERTEX/NORMAL/COLOR/TEXTURE_COORD/END callbacks, or their _DATA forms, which take
// precedence and receive the gluNurbsCallbackData value (GLU_NURBS_TESSELLATOR).
import {
  GL_CURRENT_COLOR,
  GL_CURRENT_NORMAL,
  GL_CURRENT_TEXTURE_COORDS,
  glBegin,
  glColor4dv,
  glColor4fv,
  glEnd,
  glGetFloatv,
  glNormal3dv,
  glNormal3fv,
  glTexCoord1dv,
  glTexCoord2dv,
  glTexCoord3dv,
  glTexCoord4dv,
  glTexCoord4fv,
  glVertex3dv,
  glVertex4dv,
} from '@gallium-ts/state-tracker-gl';
import {
  GLU_NURBS_BEGIN,
  GLU_NURBS_BEGIN_DATA,
  GLU_NURBS_COLOR,
  GLU_NURBS_COLOR_DATA,
  GLU_NURBS_END,
  GLU_NURBS_END_DATA,
  GLU_NURBS_NORMAL,
  GLU_NURBS_NORMAL_DATA,
  GLU_NURBS_TEXTURE_COORD,
  GLU_NURBS_TEXTURE_COORD_DATA,
  GLU_NURBS_VERTEX,
  GLU_NURBS_VERTEX_DATA,
} from '../glu-enums.js';

/** Receives primitives; array arguments hold exactly the map's coordinates and are not kept. */
export interface NurbsSink {
  begin(mode: number): void;
  normal(normal: Float64Array): void;
  color(color: Float64Array): void;
  texCoord(coords: Float64Array): void;
  vertex(coords: Float64Array): void;
  end(): void;
}

const TEXCOORD_BY_SIZE = [glTexCoord1dv, glTexCoord1dv, glTexCoord2dv, glTexCoord3dv, glTexCoord4dv];

/** The sink of GLU_NURBS_RENDERER: GL immediate mode on the current context. */
export const glSink: NurbsSink = {
  begin: (mode) => glBegin(mode),
  normal: (n) => glNormal3dv(n),
  color: (c) => glColor4dv(c),
  texCoord: (t) => (TEXCOORD_BY_SIZE[t.length] ?? glTexCoord4dv)(t),
  vertex: (v) => (v.length === 4 ? glVertex4dv(v) : glVertex3dv(v)),
  end: () => glEnd(),
};

/**
 * Runs `draw` (GL drawing) and puts back GL's current normal, colour and texture coordinates, which the
 * drawing set per vertex: like GL's evaluators, with which GLU renderers draw, it leaves them unchanged.
 */
export function keepingCurrentAttributes(draw: () => void): void {
  const normal = new Float32Array(4);
  const color = new Float32Array(4);
  const texCoord = new Float32Array(4);
  glGetFloatv(GL_CURRENT_NORMAL, normal);
  glGetFloatv(GL_CURRENT_COLOR, color);
  glGetFloatv(GL_CURRENT_TEXTURE_COORDS, texCoord);
  try {
    draw();
  } finally {
    glNormal3fv(normal);
    glColor4fv(color);
    glTexCoord4fv(texCoord);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: application callbacks take the arguments GLU documents.
export type NurbsCallback = (...args: any[]) => void;

/** The sink of GLU_NURBS_TESSELLATOR: the callbacks in `callbacks`, copies of the values as Float64Arrays. */
export function callbackSink(
  callbacks: ReadonlyMap<number, NurbsCallback>,
  userData: () => unknown,
): NurbsSink {
  const call = (plain: number, withData: number, ...args: unknown[]) => {
    const dataForm = callbacks.get(withData);
    if (dataForm) dataForm(...args, userData());
    else callbacks.get(plain)?.(...args);
  };
  return {
    begin: (mode) => call(GLU_NURBS_BEGIN, GLU_NURBS_BEGIN_DATA, mode),
    normal: (n) => call(GLU_NURBS_NORMAL, GLU_NURBS_NORMAL_DATA, Float64Array.from(n)),
    color: (c) => call(GLU_NURBS_COLOR, GLU_NURBS_COLOR_DATA, Float64Array.from(c)),
    texCoord: (t) => call(GLU_NURBS_TEXTURE_COORD, GLU_NURBS_TEXTURE_COORD_DATA, Float64Array.from(t)),
    vertex: (v) => call(GLU_NURBS_VERTEX, GLU_NURBS_VERTEX_DATA, Float64Array.from(v)),
    end: () => call(GLU_NURBS_END, GLU_NURBS_END_DATA),
  };
}

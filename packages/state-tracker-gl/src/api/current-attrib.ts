// Setting current vertex attributes (glColor, glNormal, glTexCoord, ..., ARB_vertex_program's
// glVertexAttrib, and glVertex): shared by every typed variant of those entry points. Inside a display list
// they are compiled; inside glBegin/glEnd glVertex adds a vertex to the immediate-mode batch.

import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import type { Vec4 } from '../ffp/ffp-state.js';
import {
  GL_AMBIENT,
  GL_AMBIENT_AND_DIFFUSE,
  GL_BACK,
  GL_DIFFUSE,
  GL_EMISSION,
  GL_FRONT,
  GL_FRONT_AND_BACK,
  GL_INVALID_ENUM,
  GL_SPECULAR,
} from '../gl-enums.js';
import { attribOffset, attribSize } from '../vertex/attrib-layout.js';

/** glVertex4: a vertex at (x, y, z, w) with the current attributes. */
export function vertex(x: number, y: number, z: number, w: number): void {
  const c = cur();
  if (c.recording && c.lists.vertex(x, y, z, w, vertex)) return;
  if (c.insideBeginEnd) c.batch.vertex(c.current, x, y, z, w);
}

/** Sets current attribute `a` (an Attrib) to (v0, v1, v2, v3), as many components as it has. */
export function attrib(a: number, v0: number, v1: number, v2: number, v3: number): void {
  const c = cur();
  if (a >= Attrib.TEXCOORD0 && !(a - Attrib.TEXCOORD0 < c.limits.textureUnits)) {
    // glMultiTexCoord with a target that is no texture unit.
    if (
      !c.recording ||
      c.lists.recordError(
        GL_INVALID_ENUM,
        'glMultiTexCoord',
        'target is not GL_TEXTURE0 + a unit below GL_MAX_TEXTURE_UNITS',
      )
    )
      c.setError(GL_INVALID_ENUM, 'target is not GL_TEXTURE0 + a unit below GL_MAX_TEXTURE_UNITS');
    return;
  }
  if (c.recording && c.lists.attrib(a, v0, v1, v2, v3, setCurrentAttrib)) return;
  writeCurrentAttrib(c, a, v0, v1, v2, v3);
}

/**
 * Sets generic attribute `a` (Attrib.GENERIC0 + n, 0 < n < MAX_GENERIC_ATTRIBS, checked by the caller)
 * to (v0, v1, v2, v3): compiled into a display list being compiled, stored in the batch's vertices from
 * now on, as the conventional attributes are.
 */
export function genericAttrib(a: number, v0: number, v1: number, v2: number, v3: number): void {
  const c = cur();
  if (c.recording && c.lists.attrib(a, v0, v1, v2, v3, setCurrentAttrib)) return;
  writeCurrentAttrib(c, a, v0, v1, v2, v3);
}

/** Writes a current attribute of the current context (also what display lists replay). */
export function setCurrentAttrib(a: number, v0: number, v1: number, v2: number, v3: number): void {
  writeCurrentAttrib(cur(), a, v0, v1, v2, v3);
}

function writeCurrentAttrib(c: GlContext, a: number, v0: number, v1: number, v2: number, v3: number): void {
  const bit = 1 << a;
  // The batch's vertices so far keep the value they were given: store the attribute in them first.
  const batch = c.batch;
  if ((batch.layout.mask & bit) === 0) batch.include(bit, c.current);
  const at = attribOffset(a);
  const v = c.current;
  c.currentStale |= bit;
  v[at] = v0;
  const n = attribSize(a);
  if (n > 1) v[at + 1] = v1;
  if (n > 2) v[at + 2] = v2;
  if (n > 3) v[at + 3] = v3;
  if (a === Attrib.COLOR0 && c.ff.colorMaterial.enabled) applyColorMaterial();
}

/** GL_COLOR_MATERIAL: copies the current colour into the tracked material parameters (GL 1.5, 2.14.3). */
export function applyColorMaterial(): void {
  const c = cur();
  const { face, mode } = c.ff.colorMaterial;
  const at = attribOffset(Attrib.COLOR0);
  const color: Vec4 = [c.current[at]!, c.current[at + 1]!, c.current[at + 2]!, c.current[at + 3]!];
  for (const [i, f] of [GL_FRONT, GL_BACK].entries()) {
    if (face !== f && face !== GL_FRONT_AND_BACK) continue;
    const m = c.ff.materials[i as 0 | 1];
    if (mode === GL_EMISSION) m.emission = [...color];
    else if (mode === GL_AMBIENT) m.ambient = [...color];
    else if (mode === GL_DIFFUSE) m.diffuse = [...color];
    else if (mode === GL_SPECULAR) m.specular = [...color];
    else if (mode === GL_AMBIENT_AND_DIFFUSE) {
      m.ambient = [...color];
      m.diffuse = [...color];
    }
  }
  c.dirty |= Dirty.PROGRAM;
}

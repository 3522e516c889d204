// What the accumulation samples share, after the Red Book's accpersp.c and jitter.h: accFrustum /
// accPerspective, which move the projection by a sub-pixel offset (antialiasing) and the eye by an
// offset on a plane of focus (depth of field), and the eight jitter offsets (j8) within one pixel.
// The C twins are acc_frustum / acc_perspective in reference/samples.c.
import {
  GL_MODELVIEW,
  GL_PROJECTION,
  glFrustum,
  glLoadIdentity,
  glMatrixMode,
  glTranslatef,
} from '@gallium-ts/state-tracker-gl';

/** The Red Book's eight sub-pixel offsets (jitter.h, j8), in pixels. */
export const JITTER_8: readonly (readonly [number, number])[] = [
  [-0.334818, 0.435331],
  [0.286438, -0.393495],
  [0.459462, 0.14154],
  [-0.414498, -0.192829],
  [-0.18379, 0.082102],
  [-0.079263, -0.317383],
  [0.102254, 0.299133],
  [0.164216, -0.054399],
];

/**
 * glFrustum moved by (pixdx, pixdy) pixels of a width × height window, seen from an eye moved by
 * (eyedx, eyedy) whose plane `focus` away stays in place; resets the modelview matrix to that eye.
 */
export function accFrustum(
  left: number,
  right: number,
  bottom: number,
  top: number,
  near: number,
  far: number,
  jitter: { pixdx: number; pixdy: number; eyedx: number; eyedy: number; focus: number },
  width: number,
  height: number,
): void {
  const { pixdx, pixdy, eyedx, eyedy, focus } = jitter;
  const dx = -((pixdx * (right - left)) / width + (eyedx * near) / focus);
  const dy = -((pixdy * (top - bottom)) / height + (eyedy * near) / focus);
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  glFrustum(left + dx, right + dx, bottom + dy, top + dy, near, far);
  glMatrixMode(GL_MODELVIEW);
  glLoadIdentity();
  glTranslatef(-eyedx, -eyedy, 0);
}

/** accFrustum for a perspective of `fovy` degrees (as gluPerspective). */
export function accPerspective(
  fovy: number,
  aspect: number,
  near: number,
  far: number,
  jitter: { pixdx: number; pixdy: number; eyedx: number; eyedy: number; focus: number },
  width: number,
  height: number,
): void {
  const half = (fovy * Math.PI) / 360;
  const top = near / (Math.cos(half) / Math.sin(half));
  const right = top * aspect;
  accFrustum(-right, right, -top, top, near, far, jitter, width, height);
}

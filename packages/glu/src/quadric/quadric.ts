// The GLU quadric object and its settings: gluNewQuadric, gluDeleteQuadric, gluQuadricDrawStyle,
// gluQuadricNormals, gluQuadricTexture, gluQuadricOrientation and gluQuadricCallback(GLU_ERROR). Invalid
// arguments are reported through the object's GLU_ERROR callback, as libGLU does, and change nothing.
import {
  GLU_ERROR,
  GLU_FILL,
  GLU_FLAT,
  GLU_INSIDE,
  GLU_INVALID_ENUM,
  GLU_LINE,
  GLU_NONE,
  GLU_OUTSIDE,
  GLU_POINT,
  GLU_SILHOUETTE,
  GLU_SMOOTH,
} from '../glu-enums.js';

/** A GLU_ERROR callback: receives the GLU error code (GLU_INVALID_ENUM, GLU_INVALID_VALUE). */
export type GLUquadricErrorCallback = (errorCode: number) => void;

/** A quadric object (C's GLUquadric*): how gluSphere, gluCylinder, gluDisk and gluPartialDisk draw. */
export interface GLUquadric {
  /** GLU_SMOOTH (default), GLU_FLAT or GLU_NONE. */
  normals: number;
  /** Whether texture coordinates are generated (default false). */
  textureCoords: boolean;
  /** GLU_OUTSIDE (default) or GLU_INSIDE. */
  orientation: number;
  /** GLU_FILL (default), GLU_LINE, GLU_SILHOUETTE or GLU_POINT. */
  drawStyle: number;
  /** The GLU_ERROR callback, or null. */
  errorCallback: GLUquadricErrorCallback | null;
}

/** gluNewQuadric(): a new quadric object with GLU's defaults (smooth normals, outside, filled). */
export function gluNewQuadric(): GLUquadric {
  return {
    normals: GLU_SMOOTH,
    textureCoords: false,
    orientation: GLU_OUTSIDE,
    drawStyle: GLU_FILL,
    errorCallback: null,
  };
}

/** gluDeleteQuadric(quad): releases the object (nothing to free in JavaScript; kept for ported code). */
export function gluDeleteQuadric(_quad: GLUquadric | null): void {}

/** Reports `errorCode` through the quadric's GLU_ERROR callback, when it has one. */
export function quadricError(quad: GLUquadric, errorCode: number): void {
  quad.errorCallback?.(errorCode);
}

/** gluQuadricCallback(quad, which, fn): sets the GLU_ERROR callback (null removes it); other `which`: GLU_INVALID_ENUM. */
export function gluQuadricCallback(
  quad: GLUquadric,
  which: number,
  fn: GLUquadricErrorCallback | null,
): void {
  if (which !== GLU_ERROR) {
    quadricError(quad, GLU_INVALID_ENUM);
    return;
  }
  quad.errorCallback = fn;
}

/** gluQuadricNormals(quad, normal): GLU_SMOOTH, GLU_FLAT or GLU_NONE; anything else is GLU_INVALID_ENUM. */
export function gluQuadricNormals(quad: GLUquadric, normal: number): void {
  if (normal !== GLU_SMOOTH && normal !== GLU_FLAT && normal !== GLU_NONE) {
    quadricError(quad, GLU_INVALID_ENUM);
    return;
  }
  quad.normals = normal;
}

/** gluQuadricTexture(quad, texture): generate texture coordinates when `texture` is true / non-zero. */
export function gluQuadricTexture(quad: GLUquadric, texture: boolean | number): void {
  quad.textureCoords = Boolean(texture);
}

/** gluQuadricOrientation(quad, orientation): GLU_OUTSIDE or GLU_INSIDE; anything else is GLU_INVALID_ENUM. */
export function gluQuadricOrientation(quad: GLUquadric, orientation: number): void {
  if (orientation !== GLU_OUTSIDE && orientation !== GLU_INSIDE) {
    quadricError(quad, GLU_INVALID_ENUM);
    return;
  }
  quad.orientation = orientation;
}

/** gluQuadricDrawStyle(quad, draw): GLU_FILL, GLU_LINE, GLU_SILHOUETTE or GLU_POINT; else GLU_INVALID_ENUM. */
export function gluQuadricDrawStyle(quad: GLUquadric, draw: number): void {
  if (draw !== GLU_FILL && draw !== GLU_LINE && draw !== GLU_SILHOUETTE && draw !== GLU_POINT) {
    quadricError(quad, GLU_INVALID_ENUM);
    return;
  }
  quad.drawStyle = draw;
}

// The GLU quadric object and its settings: gluNewQuadric, gluDeleteQuadric, gluQuadricDrawStyle,
// gluQuadricNormals, gluQuadricTexture, gluQuadricOrientation and gluQuadricCallback(GLU_ERROR). Invalid
// arguments are reported through the object's GLU_ERROR callback, as libGLU does, and change nothing.
import type {
  QuadricCallbackWhich,
  QuadricDrawStyle,
  QuadricNormal,
  QuadricOrientation,
} from '../enum-types.js';
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

/**
 * Creates a quadric object with GLU's defaults: smooth normals, outside orientation, filled, no texture
 * coordinates, no error callback.
 * @see GLU 1.3 §6.1
 */
export function gluNewQuadric(): GLUquadric {
  return {
    normals: GLU_SMOOTH,
    textureCoords: false,
    orientation: GLU_OUTSIDE,
    drawStyle: GLU_FILL,
    errorCallback: null,
  };
}

/**
 * Releases a quadric object; nothing needs freeing in JavaScript, so it only exists for ported code.
 * @see GLU 1.3 §6.1
 */
export function gluDeleteQuadric(_quad: GLUquadric | null): void {}

/** Reports `errorCode` through the quadric's GLU_ERROR callback, when it has one. */
export function quadricError(quad: GLUquadric, errorCode: number): void {
  quad.errorCallback?.(errorCode);
}

/**
 * Sets the quadric's GLU_ERROR callback, which receives the GLU error code of a failed call; null removes
 * it.
 * Reports GLU_INVALID_ENUM through the current callback for any `which` other than GLU_ERROR.
 * @see GLU 1.3 §6.2
 */
export function gluQuadricCallback(
  quad: GLUquadric,
  which: QuadricCallbackWhich,
  fn: GLUquadricErrorCallback | null,
): void {
  if (which !== GLU_ERROR) {
    quadricError(quad, GLU_INVALID_ENUM);
    return;
  }
  quad.errorCallback = fn;
}

/**
 * Chooses the normals the quadric's primitives emit: one per vertex (GLU_SMOOTH), one per face (GLU_FLAT)
 * or none (GLU_NONE).
 * Reports GLU_INVALID_ENUM through the quadric's callback for another value.
 * @see GLU 1.3 §6.3
 */
export function gluQuadricNormals(quad: GLUquadric, normal: QuadricNormal): void {
  if (normal !== GLU_SMOOTH && normal !== GLU_FLAT && normal !== GLU_NONE) {
    quadricError(quad, GLU_INVALID_ENUM);
    return;
  }
  quad.normals = normal;
}

/**
 * Turns the generation of texture coordinates for the quadric's primitives on (true / non-zero) or off.
 * @see GLU 1.3 §6.3
 */
export function gluQuadricTexture(quad: GLUquadric, texture: boolean | number): void {
  quad.textureCoords = Boolean(texture);
}

/**
 * Chooses whether the quadric's normals and front faces point outward (GLU_OUTSIDE) or inward
 * (GLU_INSIDE).
 * Reports GLU_INVALID_ENUM through the quadric's callback for another value.
 * @see GLU 1.3 §6.3
 */
export function gluQuadricOrientation(quad: GLUquadric, orientation: QuadricOrientation): void {
  if (orientation !== GLU_OUTSIDE && orientation !== GLU_INSIDE) {
    quadricError(quad, GLU_INVALID_ENUM);
    return;
  }
  quad.orientation = orientation;
}

/**
 * Chooses how the quadric's primitives are drawn: filled polygons (GLU_FILL), all edges (GLU_LINE),
 * outline edges only (GLU_SILHOUETTE) or vertices (GLU_POINT).
 * Reports GLU_INVALID_ENUM through the quadric's callback for another value.
 * @see GLU 1.3 §6.3
 */
export function gluQuadricDrawStyle(quad: GLUquadric, draw: QuadricDrawStyle): void {
  if (draw !== GLU_FILL && draw !== GLU_LINE && draw !== GLU_SILHOUETTE && draw !== GLU_POINT) {
    quadricError(quad, GLU_INVALID_ENUM);
    return;
  }
  quad.drawStyle = draw;
}

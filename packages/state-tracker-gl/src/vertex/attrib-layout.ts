// Where each vertex attribute sits in the current-values array — position (4 floats), normal (3), primary
// colour (4), secondary colour (4), fog coordinate (1), edge flag (1), 4 floats per texture unit, then 4
// per generic attribute (ARB_vertex_program; generic 0 is the position and its slot stays unused) — and in
// an interleaved vertex of a VertexLayout, which stores only some attributes, in the same order (position
// always), as Mesa's vbo module sizes vertices to the attributes in use.
import { PipeFormat } from '@gallium-ts/gallium-api';
import { Attrib, MAX_GENERIC_ATTRIBS } from '../draw/program-source.js';

/** Floats before the first texture coordinate. */
export const FIXED_FLOATS = 17;
/** The most texture units the fixed-function programs address. */
export const MAX_FFP_UNITS = 8;
/** Floats of the current-values array. */
export const CURRENT_FLOATS = FIXED_FLOATS + 4 * (MAX_FFP_UNITS + MAX_GENERIC_ATTRIBS);

// Switches rather than table lookups: where the attribute is a constant (glColor3f's COLOR0) the
// engine folds them to numbers, so the writers of the current values store straight to fixed places.

/** Float offset of attribute `a` (an Attrib value). */
export function attribOffset(a: number): number {
  switch (a) {
    case Attrib.POSITION:
      return 0;
    case Attrib.NORMAL:
      return 4;
    case Attrib.COLOR0:
      return 7;
    case Attrib.COLOR1:
      return 11;
    case Attrib.FOG_COORD:
      return 15;
    case Attrib.EDGEFLAG:
      return 16;
    default:
      // Texture coordinates and the generic attributes after them, 4 floats each.
      return FIXED_FLOATS + 4 * (a - Attrib.TEXCOORD0);
  }
}

/** Number of floats attribute `a` has. */
export function attribSize(a: number): number {
  switch (a) {
    case Attrib.NORMAL:
      return 3;
    case Attrib.FOG_COORD:
    case Attrib.EDGEFLAG:
      return 1;
    default:
      return 4;
  }
}

/** The float vertex format of attribute `a`. */
export function attribFloatFormat(a: number): PipeFormat {
  return FLOAT_FORMATS[attribSize(a) - 1]!;
}

/** Attributes a vertex can store: the fixed ones, MAX_FFP_UNITS texture coordinates and the generic ones. */
export const ATTRIB_COUNT = Attrib.GENERIC0 + MAX_GENERIC_ATTRIBS;
/** The Attrib bits of every attribute. */
export const ALL_ATTRIB_BITS = (1 << ATTRIB_COUNT) - 1;

/**
 * The attribute whose values a vertex program input naming `a` reads: generic attribute 0 is the
 * position (ARB_vertex_program aliases them), every other attribute is itself.
 */
export function sourceAttrib(a: number): number {
  return a === Attrib.GENERIC0 ? Attrib.POSITION : a;
}

/** Whether a context with `textureUnits` units has attribute `a` (no texture coordinates of units it lacks). */
export function attribUsable(a: number, textureUnits: number): boolean {
  return !(a >= Attrib.TEXCOORD0 && a < Attrib.GENERIC0 && a - Attrib.TEXCOORD0 >= textureUnits);
}

/** Attrib bit of the position, which every vertex stores. */
export const POSITION_BIT = 1 << Attrib.POSITION;

/** The attributes an interleaved vertex stores (Attrib bits) and where each one sits. */
export class VertexLayout {
  /** Floats per vertex. */
  readonly stride: number;
  /** Float offset of each attribute in the vertex, -1 where it is not stored. */
  readonly offsets = new Int32Array(ATTRIB_COUNT).fill(-1);
  /** For each float of the vertex, its index in the current-values array. */
  readonly sources: Int32Array;
  /**
   * Stores one vertex of this layout at float `f` of `d`: the position (x, y, z, w) and every other
   * attribute from the current values `c` — straight-line stores to fixed places (see vertexWriter).
   */
  readonly write: VertexWriter;

  constructor(readonly mask: number) {
    let stride = 0;
    for (let a = 0; a < ATTRIB_COUNT; a++) {
      if ((mask & (1 << a)) === 0) continue;
      this.offsets[a] = stride;
      stride += attribSize(a);
    }
    this.stride = stride;
    this.sources = new Int32Array(stride);
    for (let a = 0; a < ATTRIB_COUNT; a++) {
      const at = this.offsets[a]!;
      for (let k = 0; at >= 0 && k < attribSize(a); k++) this.sources[at + k] = attribOffset(a) + k;
    }
    this.write = vertexWriter(this.sources);
  }

  /** Whether the vertex stores attribute `a`. */
  stores(a: number): boolean {
    return (this.mask & (1 << a)) !== 0;
  }
}

/** Stores a vertex: position (x, y, z, w) and the current values `c` of the other attributes, at `f` of `d`. */
export type VertexWriter = (
  d: Float32Array,
  f: number,
  c: Float32Array,
  x: number,
  y: number,
  z: number,
  w: number,
) => void;

/**
 * The writer of a layout whose vertex float i comes from current value sources[i] (i >= 4): generated
 * once per layout as straight-line stores with the indices written in (immediate mode calls it for
 * every glVertex; a loop over `sources` costs about a third more per vertex). The code is made of fixed
 * text and integers only. Where code cannot be generated (a content security policy without
 * 'unsafe-eval') the same stores run as a loop.
 */
function vertexWriter(sources: Int32Array): VertexWriter {
  const stores = ['d[f] = x;', 'd[f + 1] = y;', 'd[f + 2] = z;', 'd[f + 3] = w;'];
  for (let i = 4; i < sources.length; i++) stores.push(`d[f + ${i | 0}] = c[${sources[i]! | 0}];`);
  try {
    return new Function('d', 'f', 'c', 'x', 'y', 'z', 'w', stores.join('\n')) as VertexWriter;
  } catch {
    return (d, f, c, x, y, z, w) => {
      d[f] = x;
      d[f + 1] = y;
      d[f + 2] = z;
      d[f + 3] = w;
      for (let i = 4; i < sources.length; i++) d[f + i] = c[sources[i]!]!;
    };
  }
}

const layouts = new Map<number, VertexLayout>();

/** The layout storing the attributes in `mask` (Attrib bits below ATTRIB_COUNT) and the position. */
export function vertexLayout(mask: number): VertexLayout {
  const m = (mask | POSITION_BIT) & ALL_ATTRIB_BITS;
  let layout = layouts.get(m);
  if (layout === undefined) {
    layout = new VertexLayout(m);
    layouts.set(m, layout);
  }
  return layout;
}

/** The Attrib bits of every attribute a vertex can hold with `units` texture units. */
export function allAttribs(units: number): number {
  return (1 << (Attrib.TEXCOORD0 + units)) - 1;
}

export const FLOAT_FORMATS = [
  PipeFormat.R32_FLOAT,
  PipeFormat.R32G32_FLOAT,
  PipeFormat.R32G32B32_FLOAT,
  PipeFormat.R32G32B32A32_FLOAT,
] as const;

/**
 * The current values of a new context: normal (0,0,1), colour (1,1,1,1), secondary (0,0,0,1), edge flag
 * TRUE, texcoords and generic attributes (0,0,0,1).
 */
export function defaultCurrentValues(): Float32Array {
  const v = new Float32Array(CURRENT_FLOATS);
  v.set([0, 0, 0, 1], 0);
  v.set([0, 0, 1], 4);
  v.set([1, 1, 1, 1], 7);
  v.set([0, 0, 0, 1], 11);
  v[15] = 0;
  v[16] = 1;
  for (let u = 0; u < MAX_FFP_UNITS + MAX_GENERIC_ATTRIBS; u++) v[FIXED_FLOATS + 4 * u + 3] = 1;
  return v;
}

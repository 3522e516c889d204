// Client vertex array state (GL 1.5, 2.8): one array per fixed-function attribute and one per generic
// attribute of ARB_vertex_program, each enabled or not, with its size, type, stride and either client
// memory (a typed array read at draw time) or a byte offset into the buffer object bound when the
// pointer was set. Generic array 0, when enabled, supplies the vertices' positions in place of the
// vertex array (ARB_vertex_program, 2.8).

import { Attrib, MAX_GENERIC_ATTRIBS } from '../draw/program-source.js';
import { GL_FLOAT, GL_UNSIGNED_BYTE } from '../gl-enums.js';
import type { BufferObject } from '../objects/buffer-objects.js';
import { MAX_FFP_UNITS } from './attrib-layout.js';

export interface ClientArray {
  enabled: boolean;
  size: number;
  type: number;
  /** Bytes between vertices as given (0: tightly packed). */
  stride: number;
  normalized: boolean;
  /** Client memory, or null when a buffer object supplies the data. */
  pointer: ArrayBufferView | null;
  /** Byte offset into the buffer object (or into `pointer`'s bytes). */
  offset: number;
  buffer: BufferObject | null;
}

function clientArray(size: number, type: number, normalized: boolean): ClientArray {
  return { enabled: false, size, type, stride: 0, normalized, pointer: null, offset: 0, buffer: null };
}

export class ClientArrays {
  /**
   * Arrays by Attrib value: the texture coordinates of all MAX_FFP_UNITS units (those of units the
   * context lacks are never enabled), then the generic arrays (initially 4 floats, not normalized).
   */
  readonly arrays: ClientArray[];
  /** GL_INDEX_ARRAY (colour index mode has no effect in an RGBA context; its state is kept). */
  readonly index: ClientArray = clientArray(1, GL_FLOAT, false);
  arrayBuffer: BufferObject | null = null;
  elementArrayBuffer: BufferObject | null = null;

  constructor() {
    this.arrays = [
      clientArray(4, GL_FLOAT, false),
      clientArray(3, GL_FLOAT, true),
      clientArray(4, GL_FLOAT, true),
      clientArray(3, GL_FLOAT, true),
      clientArray(1, GL_FLOAT, false),
      clientArray(1, GL_UNSIGNED_BYTE, false),
      ...Array.from({ length: MAX_FFP_UNITS }, () => clientArray(4, GL_FLOAT, false)),
      ...Array.from({ length: MAX_GENERIC_ATTRIBS }, () => clientArray(4, GL_FLOAT, false)),
    ];
  }

  get(attrib: number): ClientArray {
    return this.arrays[attrib]!;
  }

  texCoord(unit: number): ClientArray {
    return this.arrays[Attrib.TEXCOORD0 + unit]!;
  }

  /** Generic array `index` (below MAX_GENERIC_ATTRIBS). */
  generic(index: number): ClientArray {
    return this.arrays[Attrib.GENERIC0 + index]!;
  }

  /** The array the vertices' positions come from: generic array 0 when enabled, else the vertex array. */
  position(): ClientArray {
    const generic = this.arrays[Attrib.GENERIC0]!;
    return generic.enabled ? generic : this.arrays[Attrib.POSITION]!;
  }

  /** The array that supplies a vertex program input naming attribute `a` (see sourceAttrib). */
  source(a: number): ClientArray | undefined {
    return a === Attrib.POSITION || a === Attrib.GENERIC0 ? this.position() : this.arrays[a];
  }
}

// Client vertex array state (GL 1.5, 2.8): one array per fixed-function attribute, each enabled or not,
// with its size, type, stride and either client memory (a typed array read at draw time) or a byte
// offset into the buffer object bound when the pointer was set.

import { Attrib } from '../draw/program-source.js';
import { GL_FLOAT, GL_UNSIGNED_BYTE } from '../gl-enums.js';
import type { BufferObject } from '../objects/buffer-objects.js';

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
  /** Arrays by Attrib value. */
  readonly arrays: ClientArray[];
  /** GL_INDEX_ARRAY (colour index mode has no effect in an RGBA context; its state is kept). */
  readonly index: ClientArray = clientArray(1, GL_FLOAT, false);
  arrayBuffer: BufferObject | null = null;
  elementArrayBuffer: BufferObject | null = null;

  constructor(units: number) {
    this.arrays = [
      clientArray(4, GL_FLOAT, false),
      clientArray(3, GL_FLOAT, true),
      clientArray(4, GL_FLOAT, true),
      clientArray(3, GL_FLOAT, true),
      clientArray(1, GL_FLOAT, false),
      clientArray(1, GL_UNSIGNED_BYTE, false),
      ...Array.from({ length: units }, () => clientArray(4, GL_FLOAT, false)),
    ];
  }

  get(attrib: number): ClientArray {
    return this.arrays[attrib]!;
  }

  texCoord(unit: number): ClientArray {
    return this.arrays[Attrib.TEXCOORD0 + unit]!;
  }
}

// A display list's geometry called between glBegin and glEnd: instead of drawing from the list's vertex
// buffer, each compiled primitive replays as the immediate-mode calls it was compiled from — glBegin
// (which records GL_INVALID_OPERATION there), per vertex the attributes the list sets and glVertex, then
// glEnd (which ends the primitive that was open) — so the vertices join the open primitive exactly as
// the calls would. Geometry compiled from one command GL forbids there (glRect, an array draw) records
// GL_INVALID_OPERATION instead, as calling that command would. The vertices are read back from the
// list's vertex buffer (this only happens for lists called between glBegin and glEnd).
import { makeBox, PipeTransfer } from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { allowedBetweenBeginEnd } from '../errors/begin-end-rules.js';
import { GL_INVALID_OPERATION } from '../gl-enums.js';
import { ATTRIB_COUNT, attribSize, POSITION_BIT } from '../vertex/attrib-layout.js';
import type { DisplayList, DrawOp } from './display-lists.js';

/** One compiled primitive: `count` vertices from `first` of mode `mode`, made by `command`. */
export interface PrimitiveSpan {
  /** glBegin for a glBegin/glEnd pair, else the one command that made it (glRect, glDrawArrays...). */
  command: string;
  mode: number;
  first: number;
  count: number;
  /** The attributes set between its glBegin and glEnd (Attrib bits): replayed before each vertex. */
  attribMask: number;
}

/** The immediate-mode entry points geometry replays through. */
export interface Loopback {
  begin(mode: number): void;
  /** Sets current attribute `attrib` (an Attrib), as glColor, glNormal... do. */
  attrib(attrib: number, v0: number, v1: number, v2: number, v3: number): void;
  vertex(x: number, y: number, z: number, w: number): void;
  end(): void;
}

/** Replays the primitives of `op` of `list` through `immediate` (see the header). */
export function loopBack(c: GlContext, list: DisplayList, op: DrawOp, immediate: Loopback): void {
  const floats = readVertices(c, list);
  const layout = list.layout;
  for (const span of op.spans) {
    const attribs = span.attribMask & layout.mask & ~POSITION_BIT;
    // A glBegin/glEnd pair replays as its calls; geometry of one command is that command.
    const oneCommand = span.command !== 'glBegin';
    if (oneCommand && c.insideBeginEnd && !allowedBetweenBeginEnd(span.command)) {
      c.setError(GL_INVALID_OPERATION, `the list's ${span.command} is not allowed between glBegin and glEnd`);
      continue;
    }
    immediate.begin(span.mode);
    for (let v = span.first; v < span.first + span.count; v++) {
      const at = v * layout.stride;
      for (let a = 1; a < ATTRIB_COUNT; a++) {
        if (!(attribs & (1 << a))) continue;
        const o = at + layout.offsets[a]!;
        const n = attribSize(a);
        immediate.attrib(
          a,
          floats[o]!,
          n > 1 ? floats[o + 1]! : 0,
          n > 2 ? floats[o + 2]! : 0,
          n > 3 ? floats[o + 3]! : 1,
        );
      }
      immediate.vertex(floats[at]!, floats[at + 1]!, floats[at + 2]!, floats[at + 3]!);
    }
    immediate.end();
  }
}

/** The list's vertices, read back from its vertex buffer. */
function readVertices(c: GlContext, list: DisplayList): Float32Array {
  const buffer = list.buffer;
  if (!buffer) return new Float32Array(0);
  const map = c.pipe.transferMap(buffer, 0, PipeTransfer.READ, makeBox(0, 0, 0, list.floats * 4, 1, 1));
  if (!map) return new Float32Array(0);
  const floats = new Float32Array(map.data.slice(0, list.floats * 4).buffer);
  c.pipe.transferUnmap(map.transfer);
  return floats;
}

// Edge flags of converted quads and polygons drawn unfilled (glPolygonMode GL_LINE or GL_POINT): the
// driver takes the flag of the edge from vertex i to i + 1 from vertex i's EDGEFLAG, but a triangle split
// out of a quad or polygon must hide its inner edges while the triangle next to it, sharing those
// vertices, shows its outer ones. So the triangles are drawn in passes in which every vertex needs one
// flag (the GL flag where the triangle's side is a polygon edge, 0 where it is inside), each pass with
// the flags in a vertex buffer of its own in place of the EDGEFLAG attribute. The GL flags are read
// from what the EDGEFLAG element reads (a float, or a byte for GL_EDGE_FLAG_ARRAY's booleans).
import {
  formatName,
  makeBox,
  PipeFormat,
  type PipeResource,
  PipeTransfer,
  type PipeVertexBuffer,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';

/** One pass: its triangles' indices and the flag each of their vertices needs. */
export interface EdgeFlagPass {
  indices: number[];
  flags: Map<number, number>;
}

/**
 * Splits triangles (`indices`, three a triangle, `edges` their polygon-edge bits) into passes where
 * each vertex needs one flag; `original(v)` is vertex v's GL edge flag (0 or 1).
 */
export function edgeFlagPasses(
  indices: Uint32Array,
  count: number,
  edges: Uint8Array,
  original: (v: number) => number,
): EdgeFlagPass[] {
  const passes: EdgeFlagPass[] = [];
  for (let t = 0; t < count / 3; t++) {
    const e = edges[t]!;
    const corner = [0, 1, 2].map((k) => {
      const v = indices[3 * t + k]!;
      return [v, e & (1 << k) ? original(v) : 0] as const;
    });
    let pass = passes.find((p) => corner.every(([v, f]) => (p.flags.get(v) ?? f) === f));
    if (pass === undefined) {
      pass = { indices: [], flags: new Map() };
      passes.push(pass);
    }
    for (const [v, f] of corner) {
      pass.flags.set(v, f);
      pass.indices.push(v);
    }
  }
  return passes;
}

/**
 * The GL edge flag of each vertex 0..maxIndex as the EDGEFLAG element `element` reads it from
 * `buffer` (absent: 1, GL's initial flag).
 */
export function readEdgeFlags(
  c: GlContext,
  element: PipeVertexElement,
  buffer: PipeVertexBuffer | undefined,
  maxIndex: number,
): (v: number) => number {
  if (buffer === undefined) return () => 1;
  const isFloat = formatName(element.srcFormat).includes('FLOAT');
  const read = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const flags = new Uint8Array(maxIndex + 1);
    for (let v = 0; v <= maxIndex; v++) {
      const at = buffer.bufferOffset + v * buffer.stride + element.srcOffset;
      if (at + (isFloat ? 4 : 1) > bytes.byteLength) flags[v] = 1;
      else flags[v] = (isFloat ? view.getFloat32(at, true) : view.getUint8(at)) !== 0 ? 1 : 0;
    }
    return flags;
  };
  let flags: Uint8Array;
  if (buffer.userBuffer) {
    const u = buffer.userBuffer;
    flags = read(new Uint8Array(u.buffer, u.byteOffset, u.byteLength));
  } else flags = readResource(c, buffer.buffer!, read);
  return (v) => flags[v] ?? 1;
}

function readResource(
  c: GlContext,
  resource: PipeResource,
  read: (bytes: Uint8Array) => Uint8Array,
): Uint8Array {
  const map = c.pipe.transferMap(resource, 0, PipeTransfer.READ, makeBox(0, 0, 0, resource.width0, 1, 1));
  if (!map) return new Uint8Array(0);
  try {
    return read(map.data);
  } finally {
    c.pipe.transferUnmap(map.transfer);
  }
}

/** A float vertex buffer of a pass's flags, indexed by vertex (0 for vertices outside the pass). */
export function passFlagBuffer(pass: EdgeFlagPass, maxIndex: number): PipeVertexBuffer {
  const flags = new Float32Array(maxIndex + 1);
  for (const [v, f] of pass.flags) flags[v] = f;
  return { stride: 4, bufferOffset: 0, buffer: null, userBuffer: flags };
}

/** The format the pass buffers hold. */
export const PASS_FLAG_FORMAT = PipeFormat.R32_FLOAT;

// Facing of a draw's triangles, for polygon modes that differ by face or combine with culling: WebGL2
// has no polygon mode and tells no primitive's facing, so the vertex shader runs on the CPU (tgsi's
// JIT, the same semantics the GPU translation has) over the vertices the draw uses, fed from the
// buffers' shadows, and each triangle's winding is the sign of its clip-space determinant (the window
// area's sign for w > 0, with no division). Gallium's front face is counter-clockwise with y down (the
// first memory row at the top) unless frontCcw is false.
import {
  formatDescription,
  type PipeConstantBuffer,
  type PipeVertexBuffer,
  type PipeVertexElement,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
} from '@gallium-ts/gallium-api';
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import { compileTgsi, type TgsiExecutable, TgsiFile, TgsiSemantic, type TgsiShader } from '@gallium-ts/tgsi';
import type { WebglBufferStorage } from '../storage/buffer-storage.js';
import { glVertexFormat } from './vertex-formats.js';

const LANES = 256;
const compiled = new WeakMap<TgsiShader, TgsiExecutable>();

function bytesOf(buffer: unknown, user: ArrayBufferView | null): Uint8Array | null {
  if (user) return new Uint8Array(user.buffer, user.byteOffset, user.byteLength);
  return buffer ? ((buffer as BaseResource).storage as WebglBufferStorage).bytes : null;
}

export interface FacingInputs {
  readonly vs: TgsiShader;
  readonly elements: readonly PipeVertexElement[];
  readonly vertexBuffers: readonly (PipeVertexBuffer | null)[];
  readonly constants: readonly (PipeConstantBuffer | null)[];
  /** The instance whose positions are computed (per-instance attributes), and start_instance. */
  readonly instance: number;
  readonly startInstance: number;
}

/** Clip-space positions (x, y, z, w) of the vertices `ids` (vertex indices, bias included) by index. */
export function clipPositions(input: FacingInputs, ids: Iterable<number>): Map<number, Float32Array> {
  let exe = compiled.get(input.vs);
  if (!exe) {
    exe = compileTgsi(input.vs, { maxLanes: LANES });
    compiled.set(input.vs, exe);
  }
  input.constants.forEach((cb, i) => {
    const bytes = cb ? bytesOf(cb.buffer, cb.userBuffer) : null;
    exe.setConstantBuffer(
      i,
      bytes && cb ? bytes.subarray(cb.bufferOffset, cb.bufferOffset + cb.bufferSize) : null,
    );
  });
  const position = exe.findOutput(TgsiSemantic.POSITION);
  const out = new Map<number, Float32Array>();
  const all = [...new Set(ids)];
  const value = [0, 0, 0, 1];
  for (let first = 0; first < all.length; first += LANES) {
    const batch = all.slice(first, first + LANES);
    input.elements.forEach((e, i) => {
      if (i >= exe.registerCount(TgsiFile.INPUT)) return;
      const vb = input.vertexBuffers[e.vertexBufferIndex];
      const bytes = vb ? bytesOf(vb.buffer, vb.userBuffer) : null;
      const fetch = glVertexFormat(e.srcFormat)?.fetch ?? 'float';
      const size = formatDescription(e.srcFormat).blockSize;
      const channels = [0, 1, 2, 3].map((c) =>
        fetch === 'float' ? exe.registerFloats(TgsiFile.INPUT, i, c) : exe.registerInts(TgsiFile.INPUT, i, c),
      );
      batch.forEach((id, lane) => {
        value[0] = 0;
        value[1] = 0;
        value[2] = 0;
        value[3] = 1;
        if (vb && bytes) {
          const element =
            e.instanceDivisor === 0
              ? id
              : input.startInstance + Math.floor(input.instance / e.instanceDivisor);
          const at = vb.bufferOffset + e.srcOffset + element * vb.stride;
          if (at >= 0 && at + size <= bytes.length) {
            if (fetch === 'float') unpackRgbaFloat(e.srcFormat, bytes, at, value);
            else if (fetch === 'int') unpackRgbaSint(e.srcFormat, bytes, at, value);
            else unpackRgbaUint(e.srcFormat, bytes, at, value);
          }
        }
        for (let c = 0; c < 4; c++) channels[c]![lane] = value[c]!;
      });
    });
    exe.runVertices({
      count: batch.length,
      vertexIds: batch,
      instanceId: input.instance,
      baseInstance: input.startInstance,
    });
    const xyzw = [0, 1, 2, 3].map((c) => exe.registerFloats(TgsiFile.OUTPUT, position, c));
    batch.forEach((id, lane) => {
      out.set(id, Float32Array.of(xyzw[0]![lane]!, xyzw[1]![lane]!, xyzw[2]![lane]!, xyzw[3]![lane]!));
    });
  }
  return out;
}

/**
 * Whether triangle (a, b, c) faces front: the sign of det[(x y w) of each vertex] is the sign of its
 * window area for positive w (y up, as GL's window); Gallium's counter-clockwise is with y down.
 * Null for a degenerate triangle.
 */
export function frontFacing(
  positions: ReadonlyMap<number, Float32Array>,
  a: number,
  b: number,
  c: number,
  frontCcw: boolean,
): boolean | null {
  const p = positions.get(a)!;
  const q = positions.get(b)!;
  const r = positions.get(c)!;
  const det =
    p[0]! * (q[1]! * r[3]! - r[1]! * q[3]!) -
    q[0]! * (p[1]! * r[3]! - r[1]! * p[3]!) +
    r[0]! * (p[1]! * q[3]! - q[1]! * p[3]!);
  if (det === 0 || Number.isNaN(det)) return null;
  // det > 0: counter-clockwise with y up, clockwise with y down
  return frontCcw ? det < 0 : det > 0;
}

// What a translated program reads besides attributes and textures: its constant buffers, as uniform
// blocks (each copied into a GL uniform buffer of the block's size, zero padded, re-uploaded when the
// pipe buffer or its range changes), and the state uniforms of emulated fixed-function state.
import type { PipeConstantBuffer } from '@gallium-ts/gallium-api';
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import type { GlslStateUniform, GlslUniformBlock } from '../glsl/index.js';
import type { WebglBufferStorage } from '../storage/buffer-storage.js';
import type { LinkedProgram } from './programs.js';

/** One GL uniform buffer per block binding, with what it holds now. */
export class UniformBlocks {
  private readonly buffers: {
    buffer: WebGLBuffer;
    size: number;
    source: unknown;
    version: number;
    range: string;
  }[] = [];

  constructor(private readonly device: WebglDevice) {}

  /** Binds the data of every block of the program; `force` re-uploads user arrays. */
  bind(
    blocks: readonly GlslUniformBlock[],
    constants: (stage: 'vertex' | 'fragment', index: number) => PipeConstantBuffer | null,
    force: boolean,
  ): void {
    const gl = this.device.gl;
    for (const block of blocks) {
      const cb = constants(block.stage, block.buffer);
      let slot = this.buffers[block.binding];
      if (!slot || slot.size < block.byteSize) {
        if (slot) gl.deleteBuffer(slot.buffer);
        const buffer = gl.createBuffer()!;
        gl.bindBuffer(gl.UNIFORM_BUFFER, buffer);
        gl.bufferData(gl.UNIFORM_BUFFER, block.byteSize, gl.DYNAMIC_DRAW);
        slot = { buffer, size: block.byteSize, source: null, version: -1, range: '' };
        this.buffers[block.binding] = slot;
      }
      const storage = cb?.buffer ? ((cb.buffer as BaseResource).storage as WebglBufferStorage) : null;
      const source = storage ?? cb?.userBuffer ?? null;
      const version = storage ? storage.version : -1;
      const range = cb ? `${cb.bufferOffset}:${cb.bufferSize}:${block.byteSize}` : '';
      const stale =
        source !== slot.source ||
        version !== slot.version ||
        range !== slot.range ||
        (force && cb?.userBuffer);
      if (stale) {
        const data = new Uint8Array(block.byteSize);
        if (cb) {
          const bytes = storage
            ? storage.bytes
            : new Uint8Array(cb.userBuffer!.buffer, cb.userBuffer!.byteOffset, cb.userBuffer!.byteLength);
          const start = Math.min(cb.bufferOffset, bytes.length);
          const end = Math.min(bytes.length, cb.bufferOffset + Math.min(cb.bufferSize, block.byteSize));
          data.set(bytes.subarray(start, end));
        }
        gl.bindBuffer(gl.UNIFORM_BUFFER, slot.buffer);
        gl.bufferSubData(gl.UNIFORM_BUFFER, 0, data);
        slot.source = source;
        slot.version = version;
        slot.range = range;
      }
      gl.bindBufferRange(gl.UNIFORM_BUFFER, block.binding, slot.buffer, 0, block.byteSize);
    }
  }

  release(): void {
    for (const slot of this.buffers) if (slot) this.device.gl.deleteBuffer(slot.buffer);
  }
}

/** Sets the state uniform `u` of `p` to `value` unless it holds it already. */
export function setStateUniform(
  gl: WebGL2RenderingContext,
  p: LinkedProgram,
  u: GlslStateUniform,
  value: readonly number[],
): void {
  const location = p.uniforms.get(u.name);
  if (!location) return;
  const key = value.join(',');
  if (p.last.get(u.name) === key) return;
  p.last.set(u.name, key);
  switch (u.type) {
    case 'float':
      gl.uniform1fv(location, new Float32Array(value));
      break;
    case 'int':
      gl.uniform1iv(location, new Int32Array(value));
      break;
    case 'uint':
      gl.uniform1uiv(location, new Uint32Array(value));
      break;
    default:
      gl.uniform4fv(location, new Float32Array(value));
  }
}

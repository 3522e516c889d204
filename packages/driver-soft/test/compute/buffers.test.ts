// Shader buffers (set_shader_buffers: buffer, offset, size): LOAD/STORE address bytes of the bound
// range only — reads past bufferSize give 0 and writes past it are dropped, so bytes of the resource
// outside the range never change, whatever the addresses say; an unbound slot reads 0.
import { PipeError, PipeShader } from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ComputeEnv } from './compute-env.js';

let env: ComputeEnv;
beforeEach(() => {
  env = new ComputeEnv();
});
afterEach(() => env.destroy());

/** Thread t stores the word 0x100 + t at byte 4t of BUFFER[0], then loads 4 words at 4t into BUFFER[1][16t]. */
const STRIDE = `COMP
DCL SV[0], THREAD_ID
DCL BUFFER[0]
DCL BUFFER[1]
DCL TEMP[0..2]
IMM[0] UINT32 { 4, 256, 16, 0 }
UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
UADD TEMP[1].x, SV[0].xxxx, IMM[0].yyyy
STORE BUFFER[0].x, TEMP[0].xxxx, TEMP[1].xxxx
UMUL TEMP[0].y, SV[0].xxxx, IMM[0].zzzz
LOAD TEMP[2], BUFFER[0], TEMP[0].xxxx
STORE BUFFER[1], TEMP[0].yyyy, TEMP[2]
END
`;

describe('shader buffers', () => {
  it('a bound range [16, 16 + 30): writes past 30 bytes are dropped, reads past it give 0, nothing outside changes', () => {
    const memory = env.buffer(new Uint32Array(16).fill(0xaaaaaaaa));
    const loads = env.buffer(12 * 16);
    env.program(STRIDE);
    env.shaderBuffers([[memory, 16, 30], loads]);
    env.launch({ block: [12, 1, 1] });
    const A = 0xaaaaaaaa;
    // Words 4..10 are the range's first 7 whole words (bytes 16..43); word 11 (bytes 44..47) straddles
    // the end at byte 46 and keeps its bytes, like every word outside the range.
    expect(env.uints(memory)).toEqual([
      A,
      A,
      A,
      A,
      0x100,
      0x101,
      0x102,
      0x103,
      0x104,
      0x105,
      0x106,
      A,
      A,
      A,
      A,
      A,
    ]);
    const words = env.uints(loads);
    for (let t = 0; t < 12; t++) {
      const want = [0, 1, 2, 3].map((c) => (t + c < 7 ? 0x100 + t + c : 0));
      expect(words.slice(t * 4, t * 4 + 4), `thread ${t}`).toEqual(want);
    }
  });

  it('addresses far outside (2^31, 2^32 - 4) read 0 and write nothing', () => {
    const memory = env.buffer(new Uint32Array([1, 2, 3, 4]));
    const out = env.buffer(16);
    env.program(`COMP
DCL BUFFER[0]
DCL BUFFER[1]
DCL TEMP[0]
IMM[0] UINT32 { 2147483648, 4294967292, 4294967295, 0 }
STORE BUFFER[0], IMM[0].xxxx, IMM[0].zzzz
STORE BUFFER[0], IMM[0].yyyy, IMM[0].zzzz
LOAD TEMP[0].x, BUFFER[0], IMM[0].xxxx
LOAD TEMP[0].y, BUFFER[0].xxxx, IMM[0].yyyy
LOAD TEMP[0].z, BUFFER[0].xxxx, IMM[0].zzzz
LOAD TEMP[0].w, BUFFER[0].xxxx, IMM[0].wwww
STORE BUFFER[1], IMM[0].wwww, TEMP[0]
END
`);
    env.shaderBuffers([memory, out]);
    env.launch({});
    expect(env.uints(memory)).toEqual([1, 2, 3, 4]);
    expect(env.uints(out)).toEqual([0, 0, 0, 1]);
  });

  it('an unbound slot reads 0 and drops writes; slots past MAX_SHADER_BUFFERS cannot be bound', () => {
    const loads = env.buffer(4 * 16);
    env.program(STRIDE);
    env.shaderBuffers([null, loads]);
    env.launch({ block: [4, 1, 1] });
    expect(env.uints(loads)).toEqual(new Array(16).fill(0));
    expect(() => env.ctx.setShaderBuffers(PipeShader.COMPUTE, 16, [null])).toThrow(PipeError);
  });

  it('a bufferOffset not a multiple of SHADER_BUFFER_OFFSET_ALIGNMENT (4) is refused', () => {
    const memory = env.buffer(64);
    expect(() => env.shaderBuffers([[memory, 6, 8]])).toThrow(/bufferOffset 6 is not a multiple of 4/);
    expect(() => env.shaderBuffers([[memory, 60, 8]])).toThrow(PipeError);
  });
});

// What compute refuses, and how: unsupported memory spaces and resource slots at create_compute_state
// (PipeUnsupportedError / PipeError naming them), caps limits at create and launch, and failures while
// a grid runs (the loop-iteration limit) as PipeError naming
// the block. tgsi stops a run at its limit without undoing anything, so what blocks wrote before the
// failure stays written (see the README); nothing is ever written outside a bound range, and the
// context keeps working.
import {
  makeBox,
  PipeBind,
  PipeError,
  PipeFormat,
  PipeShader,
  PipeUnsupportedError,
  samplerState,
  samplerViewTemplate,
  tgsiComputeState,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ComputeEnv } from './compute-env.js';

let env: ComputeEnv;
beforeEach(() => {
  env = new ComputeEnv();
});
afterEach(() => env.destroy());

const create = (text: string, reqLocalMem = 0) =>
  env.ctx.createComputeState(tgsiComputeState(parseTgsi(text), reqLocalMem));

describe('create_compute_state', () => {
  it.each(['GLOBAL', 'PRIVATE', 'INPUT'])('MEMORY declared %s is unsupported and says so', (type) => {
    const text = `COMP\nDCL MEMORY[0]${type === 'GLOBAL' ? '' : `, ${type}`}\nEND\n`;
    expect(() => create(text)).toThrow(PipeUnsupportedError);
    expect(() => create(text)).toThrow(
      new RegExp(`MEMORY\\[0\\] is ${type} memory; driver-soft runs only SHARED`),
    );
  });

  it('BUFFER and IMAGE slots beyond the caps (16) are refused, in every stage', () => {
    expect(() => create('COMP\nDCL BUFFER[16]\nEND\n')).toThrow(
      /BUFFER\[16\] is beyond the 16 slots of PIPE_SHADER_CAP_MAX_SHADER_BUFFERS/,
    );
    expect(() => create('COMP\nDCL IMAGE[20], 2D, PIPE_FORMAT_R32_UINT, WR\nEND\n')).toThrow(
      /IMAGE\[20\] is beyond the 16 slots of PIPE_SHADER_CAP_MAX_SHADER_IMAGES/,
    );
    expect(() => env.ctx.createFsState(tgsiShaderState(parseTgsi('FRAG\nDCL BUFFER[0..16]\nEND\n')))).toThrow(
      /BUFFER\[16\]/,
    );
  });

  it('shared memory outside a compute shader is refused', () => {
    expect(() =>
      env.ctx.createFsState(tgsiShaderState(parseTgsi('FRAG\nDCL MEMORY[0], SHARED\nEND\n'))),
    ).toThrow(/not a compute shader/);
  });

  it('shared memory beyond MAX_LOCAL_SIZE (32 KiB), private memory and kernel input are refused', () => {
    expect(() => create('COMP\nEND\n', 32768)).not.toThrow();
    expect(() => create('COMP\nEND\n', 32769)).toThrow(/MAX_LOCAL_SIZE/);
    expect(() =>
      env.ctx.createComputeState({ ...tgsiComputeState(parseTgsi('COMP\nEND\n')), reqPrivateMem: 4 }),
    ).toThrow(/MAX_PRIVATE_SIZE/);
    env.program('COMP\nEND\n');
    expect(() => env.launch({ input: new Uint8Array(4) })).toThrow(/MAX_INPUT_SIZE \(0\)/);
  });

  it('a shader of another stage or with invalid TGSI is refused', () => {
    expect(() => env.ctx.createComputeState(tgsiComputeState(parseTgsi('FRAG\nEND\n')))).toThrow(PipeError);
    expect(() => create('COMP\nMOV TEMP[0], TEMP[1]\nEND\n')).toThrow(/invalid TGSI/);
  });
});

describe('launch_grid failures', () => {
  it('no bound compute state is a PipeError', () => {
    expect(() => env.launch({})).toThrow(/no compute state is bound/);
  });

  it('the loop-iteration limit stops the grid with a PipeError naming the block; earlier writes stay, the context keeps working', () => {
    const out = env.buffer(4 * 4);
    // Each block writes 1 to its word, then block 1 loops forever.
    env.program(`COMP
DCL SV[0], BLOCK_ID
DCL BUFFER[0]
DCL TEMP[0]
IMM[0] UINT32 { 4, 1, 0, 0 }
UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
STORE BUFFER[0].x, TEMP[0].xxxx, IMM[0].yyyy
USEQ TEMP[0].y, SV[0].xxxx, IMM[0].yyyy
IF TEMP[0].yyyy
  BGNLOOP
    UADD TEMP[0].z, TEMP[0].zzzz, IMM[0].yyyy
  ENDLOOP
ENDIF
END
`);
    env.shaderBuffers([out]);
    let error: unknown = null;
    try {
      env.launch({ block: [2, 1, 1], grid: [4, 1, 1] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PipeError);
    expect((error as PipeError).message).toMatch(/^launchGrid: block \(1, 0, 0\) stopped: .*loop/);
    // Blocks 0 and 1 wrote before the limit stopped block 1; blocks 2 and 3 never ran.
    expect(env.uints(out)).toEqual([1, 1, 0, 0]);
    env.program(`COMP
DCL BUFFER[0]
IMM[0] UINT32 { 12, 7, 0, 0 }
STORE BUFFER[0].x, IMM[0].xxxx, IMM[0].yyyy
END
`);
    env.shaderBuffers([out]);
    env.launch({});
    expect(env.uints(out)).toEqual([1, 1, 0, 7]);
  });

  it("texture instructions sample the compute stage's views: TXF reads the texel, an unbound view reads 0", () => {
    const tex = env.texture({
      format: PipeFormat.R8G8B8A8_UNORM,
      width0: 2,
      height0: 1,
      bind: PipeBind.SAMPLER_VIEW,
    });
    env.write(tex, 0, makeBox(0, 0, 0, 2, 1, 1), new Uint8Array([0, 0, 0, 0, 255, 51, 0, 255]));
    env.ctx.setSamplerViews(PipeShader.COMPUTE, 0, [
      env.ctx.createSamplerView(tex, samplerViewTemplate(tex)),
    ]);
    env.ctx.bindSamplerStates(PipeShader.COMPUTE, 0, [env.ctx.createSamplerState(samplerState())]);
    const out = env.buffer(32);
    env.shaderBuffers([out]);
    env.program(`COMP
DCL BUFFER[0]
DCL SAMP[0..1]
DCL SVIEW[0], 2D, FLOAT
DCL SVIEW[1], 2D, FLOAT
DCL TEMP[0..1]
IMM[0] INT32 { 1, 0, 0, 0 }
IMM[1] UINT32 { 0, 16, 0, 0 }
TXF TEMP[0], IMM[0], SAMP[0], 2D
STORE BUFFER[0].xyzw, IMM[1].xxxx, TEMP[0]
TXF TEMP[1], IMM[0], SAMP[1], 2D
STORE BUFFER[0].xyzw, IMM[1].yyyy, TEMP[1]
END
`);
    env.launch({});
    expect(env.floats(out)).toEqual([1, Math.fround(0.2), 0, 1, 0, 0, 0, 0]);
  });

  it('set_global_binding is accepted, but no TGSI shader can reach GLOBAL memory (refused at create)', () => {
    const global = env.buffer(64);
    const handles = [0];
    env.ctx.setGlobalBinding(0, [global], handles);
    expect(handles).toEqual([2 ** 32]);
    env.ctx.setGlobalBinding(0, [null], null);
    expect(() => create('COMP\nDCL MEMORY[0], GLOBAL\nEND\n')).toThrow(PipeUnsupportedError);
  });

  it('compute shader buffers are bound per stage: a fragment binding is not seen by compute', () => {
    const out = env.buffer(4);
    env.program(`COMP
DCL BUFFER[0]
IMM[0] UINT32 { 0, 9, 0, 0 }
STORE BUFFER[0].x, IMM[0].xxxx, IMM[0].yyyy
END
`);
    env.shaderBuffers([out], PipeShader.FRAGMENT);
    env.launch({});
    expect(env.uints(out)).toEqual([0]);
    env.shaderBuffers([out]);
    env.launch({});
    expect(env.uints(out)).toEqual([9]);
  });
});

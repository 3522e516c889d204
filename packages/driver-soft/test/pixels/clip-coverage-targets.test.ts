// Depth clipping near and far (each switchable) and depth clamping, rasterizer discard, the single-sample
// meaning of sample_mask, alpha_to_coverage and alpha_to_one, several render targets (COLOR[i] each, or
// COLOR[0] to all with FS_COLOR0_WRITES_ALL_CBUFS), and every format the caps claim as a render target
// storing a colour exactly as gallium-api's pack functions do.
import {
  drawInfo,
  formatDescription,
  isFormat,
  PipeBind,
  PipeClear,
  PipeFormat,
  PipeFormatChannelType,
  PipeFunc,
  PipeTextureTarget,
  packRgbaFloat,
  packRgbaSint,
  packRgbaUint,
} from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { fs, PipePrim, Rig } from './rig.js';

let rig: Rig;
afterEach(() => rig?.destroy());

const RED = [1, 0, 0, 1];

describe('depth clipping and clamping', () => {
  /** A quad across the target whose window depth runs from −0.5 (x = 0) to 1.5 (x = 32). */
  const ramp = (r: Rig) => {
    const v = (x: number, y: number) => [x, y, -0.5 + (2 * x) / 32, 1, ...RED];
    r.draw(PipePrim.TRIANGLE_STRIP, [v(0, 0), v(32, 0), v(0, 4), v(32, 4)]);
  };
  const row = (r: Rig) =>
    r
      .bytes()[1]!
      .map((p) => (p[0] ? 1 : 0))
      .join('');
  const cases = [
    { near: true, far: true, expected: `${'0'.repeat(8)}${'1'.repeat(16)}${'0'.repeat(8)}` },
    { near: false, far: true, expected: `${'1'.repeat(24)}${'0'.repeat(8)}` },
    { near: true, far: false, expected: `${'0'.repeat(8)}${'1'.repeat(24)}` },
    { near: false, far: false, expected: '1'.repeat(32) },
  ];
  for (const c of cases)
    it(`depth_clip_near ${c.near}, depth_clip_far ${c.far}: the clipped part is gone`, () => {
      rig = new Rig({ width: 32, height: 4 });
      rig.raster({ depthClipNear: c.near, depthClipFar: c.far });
      ramp(rig);
      expect(row(rig)).toBe(c.expected);
    });

  it('depth_clamp clamps unclipped depth to the viewport range before the test and the store', () => {
    rig = new Rig({ width: 32, height: 4, zs: PipeFormat.Z32_FLOAT });
    rig.ctx.clear(PipeClear.DEPTH, [0, 0, 0, 0], 1, 0);
    // Depth range [0.25, 0.75] for this viewport.
    rig.ctx.setViewportStates(0, [{ scale: [16, 2, 0.25], translate: [16, 2, 0.5] }]);
    rig.raster({ depthClipNear: false, depthClipFar: false, depthClamp: true });
    rig.dsa({
      depth: {
        enabled: true,
        writemask: true,
        func: PipeFunc.ALWAYS,
        boundsTest: false,
        boundsMin: 0,
        boundsMax: 1,
      },
    });
    // Clip z from −3 to 3 across: window z = 0.5 + 0.25 z, clamped to [0.25, 0.75].
    const floats = [
      [-1, -1, -3],
      [1, -1, 3],
      [-1, 1, -3],
      [1, 1, 3],
    ];
    rig.ctx.setVertexBuffers(0, [
      {
        stride: 32,
        bufferOffset: 0,
        buffer: null,
        userBuffer: new Float32Array(floats.flatMap(([x, y, z]) => [x!, y!, z!, 1, ...RED])),
      },
    ]);
    rig.ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLE_STRIP, start: 0, count: 4 }));
    expect(rig.depth(0, 1)).toBe(0.25);
    expect(rig.depth(31, 1)).toBe(0.75);
    expect(rig.depth(16, 1)).toBeCloseTo(0.5 + 0.25 * ((16.5 / 16 - 1) * 3), 6);
  });
});

describe('single-sample coverage', () => {
  it('rasterizer_discard draws nothing', () => {
    rig = new Rig();
    rig.raster({ rasterizerDiscard: true });
    rig.rect(0, 0, 16, 16, RED);
    expect(rig.covered()).toEqual([]);
  });

  it('sample_mask: bit 0 clear masks every fragment (colour, depth and stencil); other bits do nothing', () => {
    rig = new Rig({ zs: PipeFormat.Z24_UNORM_S8_UINT });
    rig.ctx.clear(PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
    rig.dsa({
      depth: {
        enabled: true,
        writemask: true,
        func: PipeFunc.ALWAYS,
        boundsTest: false,
        boundsMin: 0,
        boundsMax: 1,
      },
    });
    rig.ctx.setSampleMask(0xfffffffe);
    rig.rect(0, 0, 16, 16, RED, 0.25);
    expect(rig.covered()).toEqual([]);
    expect(rig.depth(3, 3)).toBe(1);
    rig.ctx.setSampleMask(1);
    rig.rect(0, 0, 16, 16, RED, 0.25);
    expect(rig.covered().length).toBe(256);
  });

  it('alpha_to_coverage: alpha below ½ leaves the sample uncovered; alpha_to_one writes alpha 1', () => {
    rig = new Rig({ width: 16, height: 4 });
    rig.blend({ alphaToCoverage: true });
    const v = (x: number, y: number, a: number) => [x, y, 0.5, 1, 1, 0, 0, a];
    // Alpha runs from 0 at x = 0 to 1 at x = 16 (linear in x): samples at x + ½.
    const ramp = () => rig.draw(PipePrim.TRIANGLE_STRIP, [v(0, 0, 0), v(16, 0, 1), v(0, 4, 0), v(16, 4, 1)]);
    ramp();
    expect(
      rig
        .bytes()[1]!
        .map((p) => (p[0] ? 1 : 0))
        .join(''),
    ).toBe('0000000011111111');
    expect(rig.bytes()[1]![8]![3]).toBe(Math.round((8.5 / 16) * 255));
    rig.blend({ alphaToCoverage: true, alphaToOne: true });
    ramp();
    expect(rig.bytes()[1]![8]![3]).toBe(255);
  });
});

describe('several render targets', () => {
  it('COLOR[i] goes to target i; FS_COLOR0_WRITES_ALL_CBUFS sends COLOR[0] to all', () => {
    rig = new Rig({
      width: 4,
      height: 4,
      colors: [PipeFormat.R8G8B8A8_UNORM, PipeFormat.B8G8R8A8_UNORM, PipeFormat.R32G32B32A32_FLOAT],
    });
    rig.fs(
      fs(
        'IMM[0] FLT32 {1, 0, 0, 1}\nIMM[1] FLT32 {0, 1, 0, 1}\nIMM[2] FLT32 {0.25, 0.5, 2, 1}',
        'MOV OUT[0], IMM[0]\nMOV OUT[1], IMM[1]\nMOV OUT[2], IMM[2]',
        'DCL OUT[0], COLOR[0]\nDCL OUT[1], COLOR[1]\nDCL OUT[2], COLOR[2]',
      ),
    );
    rig.rect(0, 0, 4, 4, []);
    expect(rig.bytes(0)[1]![1]).toEqual([255, 0, 0, 255]);
    expect([...rig.texel(rig.colors[1]!, 1, 1)]).toEqual([0, 255, 0, 255]);
    expect([...new Float32Array(rig.texel(rig.colors[2]!, 1, 1).buffer)]).toEqual([0.25, 0.5, 2, 1]);
    rig.fs(fs('PROPERTY FS_COLOR0_WRITES_ALL_CBUFS 1\nIMM[0] FLT32 {0, 0, 1, 1}', 'MOV OUT[0], IMM[0]'));
    rig.rect(0, 0, 4, 4, []);
    expect(rig.bytes(0)[1]![1]).toEqual([0, 0, 255, 255]);
    expect([...rig.texel(rig.colors[1]!, 1, 1)]).toEqual([255, 0, 0, 255]);
    expect([...new Float32Array(rig.texel(rig.colors[2]!, 1, 1).buffer)]).toEqual([0, 0, 1, 1]);
  });
});

describe('render target formats', () => {
  const formats = Object.values(PipeFormat).filter(
    (f) =>
      isFormat(f) &&
      f !== PipeFormat.NONE &&
      new Rig({ width: 1, height: 1 }).screen.isFormatSupported(
        f,
        PipeTextureTarget.TEXTURE_2D,
        1,
        1,
        PipeBind.RENDER_TARGET,
      ),
  );

  it('the caps claim a broad set of render target formats', () => {
    expect(formats.length).toBeGreaterThan(60);
  });

  it.each(formats.map((f) => [formatDescription(f).name, f] as const))(
    '%s stores a drawn colour as packed by gallium-api',
    (_, format) => {
      const desc = formatDescription(format);
      const integer = desc.isPureInteger;
      const signed = desc.channels.some(
        (c) => c.type === PipeFormatChannelType.SINT || c.type === PipeFormatChannelType.SNORM,
      );
      rig = new Rig({ width: 2, height: 2, colors: [format] });
      const value = integer
        ? signed
          ? [-5, 7, 1, -1]
          : [5, 7, 1, 3]
        : signed
          ? [-0.5, 0.25, 1.5, -2]
          : [0.25, 0.5, 0.75, 1.5];
      rig.fs(fs(`IMM[0] ${integer ? 'INT32' : 'FLT32'} {${value.join(', ')}}`, 'MOV OUT[0], IMM[0]'));
      rig.rect(0, 0, 2, 2, []);
      const expected = new Uint8Array(desc.blockSize);
      const normalized = desc.channels.some(
        (c) => c.type === PipeFormatChannelType.UNORM || c.type === PipeFormatChannelType.SNORM,
      );
      const clamped = normalized
        ? value.map((c) => Math.min(1, Math.max(signed ? -1 : 0, Math.fround(c))))
        : value.map(Math.fround);
      if (!integer) packRgbaFloat(format, clamped, expected, 0);
      else if (signed) packRgbaSint(format, value, expected, 0);
      else packRgbaUint(format, value, expected, 0);
      expect([...rig.texel(rig.colors[0]!, 1, 1)]).toEqual([...expected]);
    },
  );
});

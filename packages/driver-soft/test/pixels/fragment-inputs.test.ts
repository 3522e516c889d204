// What the fragment shader sees and what it may write: perspective, linear and flat interpolation
// (integer inputs always flat, flatshade for colours), window POSITION with both origins and pixel
// centres, FACE, SAMPLEID and SAMPLEPOS of the one sample, two-sided colours (BCOLOR), KILL_IF, depth
// and stencil reference written by the shader.
import {
  PipeClear,
  PipeFormat,
  PipeFunc,
  PipePolygonMode,
  PipeStencilOp,
  unpackStencil,
} from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_FS, fs, PipePrim, Rig } from './rig.js';

let rig: Rig;
afterEach(() => rig?.destroy());

const FLOAT_RT = { colors: [PipeFormat.R32G32B32A32_FLOAT] };

describe('interpolation', () => {
  // Window positions, w and one attribute per vertex.
  const tri = [
    [0, 0, 1, 0.0],
    [32, 0, 4, 1.0],
    [0, 32, 2, 0.5],
  ] as const;
  const draw = (r: Rig) =>
    r.draw(
      PipePrim.TRIANGLES,
      tri.map(([x, y, w, a]) => [x, y, 0.5, w, a, a, a, 1]),
    );
  /** Screen-space barycentrics of the sample (x + ½, y + ½). */
  const bary = (x: number, y: number) => {
    const px = x + 0.5,
      py = y + 0.5;
    return [1 - px / 32 - py / 32, px / 32, py / 32];
  };

  it('perspective-correct by default, screen-linear with LINEAR, the provoking (last) vertex with CONSTANT', () => {
    for (const [mode, expected] of [
      [
        'PERSPECTIVE',
        (l: number[]) =>
          (l[0]! * tri[0][3]) / tri[0][2] + (l[1]! * tri[1][3]) / tri[1][2] + (l[2]! * tri[2][3]) / tri[2][2],
      ],
      ['LINEAR', (l: number[]) => l[0]! * tri[0][3] + l[1]! * tri[1][3] + l[2]! * tri[2][3]],
      ['CONSTANT', () => tri[2][3]],
    ] as const) {
      rig = new Rig({ width: 32, height: 32, ...FLOAT_RT });
      rig.fs(fs(`DCL IN[0], GENERIC[0], ${mode}`, 'MOV OUT[0], IN[0]'));
      draw(rig);
      const px = rig.floats();
      for (const [x, y] of [
        [2, 2],
        [20, 5],
        [4, 25],
        [13, 13],
      ] as const) {
        const l = bary(x, y);
        const oneOverW = l[0]! / tri[0][2] + l[1]! / tri[1][2] + l[2]! / tri[2][2];
        const value = mode === 'PERSPECTIVE' ? expected(l) / oneOverW : expected(l);
        expect(px[y]![x]![0], `${mode} at ${x},${y}`).toBeCloseTo(value, 5);
      }
      rig.destroy();
    }
  });

  it('integer inputs are flat: the provoking vertex value, bit for bit', () => {
    rig = new Rig({
      width: 16,
      height: 16,
      colors: [PipeFormat.R32G32B32A32_SINT],
      outputs: [{ semantic: 'GENERIC[0]', int: true }],
    });
    rig.fs(fs('DCL IN[0], GENERIC[0], CONSTANT', 'MOV OUT[0], IN[0]'));
    rig.draw(PipePrim.TRIANGLES, [
      [0, 0, 0.5, 1, 1, 2, 3, 4],
      [16, 0, 0.5, 1, 5, 6, 7, 8],
      [0, 16, 0.5, 1, -9, 10, 123456, -7],
    ]);
    expect([...new Int32Array(rig.texel(rig.colors[0]!, 3, 3).buffer)]).toEqual([-9, 10, 123456, -7]);
    rig.raster({ flatshadeFirst: true });
    rig.draw(PipePrim.TRIANGLES, [
      [0, 0, 0.5, 1, 1, 2, 3, 4],
      [16, 0, 0.5, 1, 5, 6, 7, 8],
      [0, 16, 0.5, 1, -9, 10, 123456, -7],
    ]);
    expect([...new Int32Array(rig.texel(rig.colors[0]!, 3, 3).buffer)]).toEqual([1, 2, 3, 4]);
  });

  it('flatshade makes COLOR inputs flat (the last vertex)', () => {
    rig = new Rig({ width: 16, height: 16, outputs: [{ semantic: 'COLOR' }] });
    rig.fs(fs('DCL IN[0], COLOR, COLOR', 'MOV OUT[0], IN[0]'));
    rig.raster({ flatshade: true });
    rig.draw(PipePrim.TRIANGLES, [
      [0, 0, 0.5, 1, 1, 0, 0, 1],
      [16, 0, 0.5, 1, 0, 1, 0, 1],
      [0, 16, 0.5, 1, 0, 0, 1, 1],
    ]);
    expect(rig.bytes()[2]![2]).toEqual([0, 0, 255, 255]);
    expect(rig.bytes()[10]![1]).toEqual([0, 0, 255, 255]);
  });
});

describe('system inputs', () => {
  it('POSITION: pixel centres at .5 (or integers with FS_COORD_PIXEL_CENTER INTEGER), y down or up (FS_COORD_ORIGIN)', () => {
    const cases = [
      ['', [3.5, 5.5]],
      ['PROPERTY FS_COORD_PIXEL_CENTER INTEGER', [3, 5]],
      ['PROPERTY FS_COORD_ORIGIN LOWER_LEFT', [3.5, 16 - 5.5]],
    ] as const;
    for (const [property, xy] of cases) {
      rig = new Rig({ width: 16, height: 16, ...FLOAT_RT });
      rig.fs(fs(`${property}\nDCL IN[0], POSITION, LINEAR`, 'MOV OUT[0], IN[0]'));
      rig.rect(0, 0, 16, 16, [], 0.25);
      const p = rig.floats()[5]![3]!;
      expect(p.slice(0, 3), property).toEqual([xy[0], xy[1], 0.25]);
      expect(p[3]).toBe(1);
      rig.destroy();
    }
  });

  it('FACE is positive for front faces, negative for back faces', () => {
    rig = new Rig({ width: 16, height: 8, ...FLOAT_RT });
    rig.fs(fs('DCL IN[0], FACE, CONSTANT', 'MOV OUT[0], IN[0]'));
    const v = (x: number, y: number) => [x, y, 0.5, 1, 0, 0, 0, 0];
    rig.draw(PipePrim.TRIANGLES, [v(0, 0), v(8, 0), v(0, 8), v(16, 0), v(8, 8), v(16, 8)]);
    const a = rig.floats()[1]![1]![0]!;
    const b = rig.floats()[6]![14]![0]!;
    expect(Math.sign(a) * Math.sign(b)).toBe(-1);
    // frontCcw is false in the rig: the clockwise (in window space) triangle is the front one.
    expect(a).toBeGreaterThan(0);
  });

  it('SAMPLEID is 0 and SAMPLEPOS the pixel centre (one sample)', () => {
    rig = new Rig({ width: 8, height: 8, ...FLOAT_RT });
    rig.fs(
      fs(
        'DCL SV[0], SAMPLEID\nDCL SV[1], SAMPLEPOS\nDCL TEMP[0]',
        'I2F TEMP[0].x, SV[0].xxxx\nMOV TEMP[0].yz, SV[1].yyxy\nMOV TEMP[0].w, SV[1].wwww\nMOV OUT[0], TEMP[0]',
      ),
    );
    rig.ctx.clear(PipeClear.COLOR, [9, 9, 9, 9], 1, 0);
    rig.rect(0, 0, 8, 8, []);
    expect(rig.floats()[4]![4]).toEqual([0, 0.5, 0.5, 0]);
  });

  it('light_twoside: back faces take BCOLOR', () => {
    rig = new Rig({ width: 16, height: 8, outputs: [{ semantic: 'COLOR' }, { semantic: 'BCOLOR' }] });
    rig.fs(fs('DCL IN[0], COLOR, COLOR', 'MOV OUT[0], IN[0]'));
    rig.raster({ lightTwoside: true });
    const v = (x: number, y: number) => [x, y, 0.5, 1, 1, 0, 0, 1, 0, 1, 0, 1];
    rig.draw(PipePrim.TRIANGLES, [v(0, 0), v(8, 0), v(0, 8), v(16, 0), v(8, 8), v(16, 8)]);
    expect(rig.bytes()[1]![1]).toEqual([255, 0, 0, 255]);
    expect(rig.bytes()[6]![14]).toEqual([0, 255, 0, 255]);
  });

  it('light_twoside: back faces drawn as lines or points (thin, wide, large) take BCOLOR too', () => {
    rig = new Rig({ width: 16, height: 8, outputs: [{ semantic: 'COLOR' }, { semantic: 'BCOLOR' }] });
    rig.fs(fs('DCL IN[0], COLOR, COLOR', 'MOV OUT[0], IN[0]'));
    const v = (x: number, y: number) => [x, y, 0.5, 1, 1, 0, 0, 1, 0, 1, 0, 1];
    // A front triangle with an edge down column 0 and a back one with an edge down column 15.
    const triangles = [v(0.5, 0.5), v(7.5, 0.5), v(0.5, 7.5), v(15.5, 0.5), v(8.5, 7.5), v(15.5, 7.5)];
    const red = [255, 0, 0, 255];
    const green = [0, 255, 0, 255];
    for (const lineWidth of [1, 3]) {
      rig.ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
      rig.raster({
        lightTwoside: true,
        fillFront: PipePolygonMode.LINE,
        fillBack: PipePolygonMode.LINE,
        lineWidth,
      });
      rig.draw(PipePrim.TRIANGLES, triangles);
      expect(rig.bytes()[4]![0], `line width ${lineWidth}`).toEqual(red);
      expect(rig.bytes()[4]![15], `line width ${lineWidth}`).toEqual(green);
    }
    rig.ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
    rig.raster({
      lightTwoside: true,
      fillFront: PipePolygonMode.POINT,
      fillBack: PipePolygonMode.POINT,
      pointSize: 3,
    });
    rig.draw(PipePrim.TRIANGLES, triangles);
    expect(rig.bytes()[1]![1]).toEqual(red);
    expect(rig.bytes()[6]![14]).toEqual(green);
  });
});

describe('shader outputs that decide tests', () => {
  it('KILL_IF discards the fragments with a negative operand', () => {
    rig = new Rig({ width: 16, height: 16 });
    rig.fs(
      fs(
        'DCL IN[0], POSITION, LINEAR\nDCL TEMP[0]\nIMM[0] FLT32 {8, 0, 0, 0}',
        'SUB TEMP[0].x, IN[0].xxxx, IMM[0].xxxx\nKILL_IF TEMP[0].xxxx\nMOV OUT[0], IMM[0].xxxx',
      ),
    );
    rig.rect(0, 0, 16, 16, []);
    expect(
      rig
        .bytes()[3]!
        .map((p) => (p[0] ? 1 : 0))
        .join(''),
    ).toBe('0000000011111111');
  });

  it('depth written by the shader (POSITION.z) is tested and stored instead of the interpolated one', () => {
    rig = new Rig({ width: 8, height: 8, zs: PipeFormat.Z32_FLOAT });
    rig.ctx.clear(PipeClear.DEPTH, [0, 0, 0, 0], 0.5, 0);
    rig.fs(
      fs(
        'IMM[0] FLT32 {1, 0.25, 0.125, 1}',
        'MOV OUT[0], IMM[0]\nMOV OUT[1].z, IMM[0].zzzz',
        'DCL OUT[0], COLOR\nDCL OUT[1], POSITION',
      ),
    );
    rig.dsa({
      depth: {
        enabled: true,
        writemask: true,
        func: PipeFunc.LESS,
        boundsTest: false,
        boundsMin: 0,
        boundsMax: 1,
      },
    });
    rig.rect(0, 0, 8, 8, [], 0.9);
    expect(rig.depth(2, 2)).toBe(0.125);
    expect(rig.bytes()[2]![2]![0]).toBe(255);
  });

  it('the stencil reference written by the shader (STENCIL.y) replaces the state one', () => {
    rig = new Rig({ width: 8, height: 8, zs: PipeFormat.Z24_UNORM_S8_UINT });
    rig.ctx.clear(PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
    rig.ctx.setStencilRef({ refValue: [3, 3] });
    rig.fs(
      fs(
        'IMM[0] INT32 {0, 77, 0, 0}',
        'MOV OUT[0], IMM[0]\nMOV OUT[1].y, IMM[0].yyyy',
        'DCL OUT[0], COLOR\nDCL OUT[1], STENCIL',
      ),
    );
    const face = {
      enabled: true,
      func: PipeFunc.ALWAYS,
      failOp: 0,
      zfailOp: 0,
      zpassOp: PipeStencilOp.REPLACE,
      valuemask: 255,
      writemask: 255,
    };
    rig.dsa({ stencil: [face, { ...face, enabled: false }] } as never);
    rig.rect(0, 0, 8, 8, []);
    expect(unpackStencil(rig.zs!.format, rig.texel(rig.zs!, 4, 4), 0)).toBe(77);
  });

  it('the rig default colour shader draws', () => {
    rig = new Rig();
    rig.fs(COLOR_FS);
    rig.rect(0, 0, 2, 2, [1, 0, 0, 1]);
    expect(rig.covered()).toEqual(['0,0', '0,1', '1,0', '1,1']);
  });
});

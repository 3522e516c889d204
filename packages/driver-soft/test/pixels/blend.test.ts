// Blending arithmetic on known values: every factor and equation (MIN and MAX ignore the factors), the
// constant colour, dual-source factors from COLOR[1], the 16 logic ops on 8-bit, 16-bit UNORM and
// integer targets, blending off on integer targets, sRGB targets encoding on store and blending in
// linear space, and fragment colour clamping for UNORM, SNORM and float targets.
import {
  PipeBlend,
  PipeBlendFactor,
  PipeClear,
  PipeFormat,
  PipeLogicop,
  packRgbaFloat,
  rtBlendState,
} from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { fs, Rig } from './rig.js';

let rig: Rig;
afterEach(() => rig?.destroy());

const S = [0.8, 0.4, 0.2, 0.6];
const S1 = [0.1, 0.9, 0.5, 0.3];
const D_BYTES = [51, 153, 255, 102];
const K = [0.25, 0.5, 0.75, 0.5];

/** A fragment shader writing constant colours (COLOR[0], and COLOR[1] when given). */
function constantFs(c0: readonly number[], c1?: readonly number[], type = 'FLT32'): string {
  const imm = (i: number, c: readonly number[]) => `IMM[${i}] ${type} {${c.join(', ')}}`;
  if (!c1) return fs(imm(0, c0), 'MOV OUT[0], IMM[0]');
  return fs(
    `${imm(0, c0)}\n${imm(1, c1)}`,
    'MOV OUT[0], IMM[0]\nMOV OUT[1], IMM[1]',
    'DCL OUT[0], COLOR\nDCL OUT[1], COLOR[1]',
  );
}

/** A 4×4 RGBA8 rig whose colour buffer holds D_BYTES. */
function withDestination(format = PipeFormat.R8G8B8A8_UNORM): Rig {
  const r = new Rig({ width: 4, height: 4, colors: [format] });
  r.ctx.clear(
    PipeClear.COLOR,
    D_BYTES.map((b) => b / 255),
    1,
    0,
  );
  r.ctx.setBlendColor({ color: K as [number, number, number, number] });
  return r;
}

const byte = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);
const s = S.map(Math.fround);
const s1 = S1.map(Math.fround);
const d = D_BYTES.map((b) => b / 255);

/** The value of blend factor `f` for channel `c`. */
function factor(f: number, c: number): number {
  const a = c === 3;
  const table: Record<number, number> = {
    [PipeBlendFactor.ONE]: 1,
    [PipeBlendFactor.ZERO]: 0,
    [PipeBlendFactor.SRC_COLOR]: s[c]!,
    [PipeBlendFactor.SRC_ALPHA]: s[3]!,
    [PipeBlendFactor.DST_COLOR]: d[c]!,
    [PipeBlendFactor.DST_ALPHA]: d[3]!,
    [PipeBlendFactor.SRC_ALPHA_SATURATE]: a ? 1 : Math.min(s[3]!, 1 - d[3]!),
    [PipeBlendFactor.CONST_COLOR]: K[c]!,
    [PipeBlendFactor.CONST_ALPHA]: K[3]!,
    [PipeBlendFactor.SRC1_COLOR]: s1[c]!,
    [PipeBlendFactor.SRC1_ALPHA]: s1[3]!,
    [PipeBlendFactor.INV_SRC_COLOR]: 1 - s[c]!,
    [PipeBlendFactor.INV_SRC_ALPHA]: 1 - s[3]!,
    [PipeBlendFactor.INV_DST_COLOR]: 1 - d[c]!,
    [PipeBlendFactor.INV_DST_ALPHA]: 1 - d[3]!,
    [PipeBlendFactor.INV_CONST_COLOR]: 1 - K[c]!,
    [PipeBlendFactor.INV_CONST_ALPHA]: 1 - K[3]!,
    [PipeBlendFactor.INV_SRC1_COLOR]: 1 - s1[c]!,
    [PipeBlendFactor.INV_SRC1_ALPHA]: 1 - s1[3]!,
  };
  return table[f]!;
}

function blendWith(rt: Parameters<typeof rtBlendState>[0]): void {
  rig.blend({ rt: Array.from({ length: 8 }, () => rtBlendState({ blendEnable: true, ...rt })) });
}

describe('blend factors', () => {
  for (const [name, f] of Object.entries(PipeBlendFactor)) {
    it(`${name} as source factor (destination ZERO) and destination factor (source ZERO)`, () => {
      rig = withDestination();
      rig.fs(constantFs(S, S1));
      blendWith({
        rgbSrcFactor: f,
        alphaSrcFactor: f,
        rgbDstFactor: PipeBlendFactor.ZERO,
        alphaDstFactor: PipeBlendFactor.ZERO,
      });
      rig.rect(0, 0, 2, 4, []);
      blendWith({
        rgbSrcFactor: PipeBlendFactor.ZERO,
        alphaSrcFactor: PipeBlendFactor.ZERO,
        rgbDstFactor: f,
        alphaDstFactor: f,
      });
      rig.rect(2, 0, 4, 4, []);
      const row = rig.bytes()[1]!;
      expect(row[0]).toEqual([0, 1, 2, 3].map((c) => byte(s[c]! * factor(f, c))));
      expect(row[3]).toEqual([0, 1, 2, 3].map((c) => byte(d[c]! * factor(f, c))));
    });
  }
});

describe('blend equations', () => {
  const eq: Record<string, (a: number, b: number) => number> = {
    ADD: (a, b) => a + b,
    SUBTRACT: (a, b) => a - b,
    REVERSE_SUBTRACT: (a, b) => b - a,
  };
  for (const [name, func] of Object.entries(PipeBlend)) {
    it(`${name} with SRC_ALPHA / INV_SRC_ALPHA (MIN and MAX take no factors)`, () => {
      rig = withDestination();
      rig.fs(constantFs(S));
      blendWith({
        rgbFunc: func,
        alphaFunc: func,
        rgbSrcFactor: PipeBlendFactor.SRC_ALPHA,
        alphaSrcFactor: PipeBlendFactor.SRC_ALPHA,
        rgbDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
        alphaDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
      });
      rig.rect(0, 0, 4, 4, []);
      const expected = [0, 1, 2, 3].map((c) => {
        if (name === 'MIN') return byte(Math.min(s[c]!, d[c]!));
        if (name === 'MAX') return byte(Math.max(s[c]!, d[c]!));
        return byte(eq[name]!(s[c]! * s[3]!, d[c]! * (1 - s[3]!)));
      });
      expect(rig.bytes()[2]![2]).toEqual(expected);
    });
  }

  it('separate RGB and alpha functions and factors, and independent per-target blending and masks', () => {
    rig = new Rig({ width: 4, height: 4, colors: [PipeFormat.R8G8B8A8_UNORM, PipeFormat.R8G8B8A8_UNORM] });
    rig.ctx.clear(
      PipeClear.COLOR,
      D_BYTES.map((b) => b / 255),
      1,
      0,
    );
    rig.fs(
      fs(
        `IMM[0] FLT32 {${S.join(', ')}}`,
        'MOV OUT[0], IMM[0]\nMOV OUT[1], IMM[0]',
        'DCL OUT[0], COLOR[0]\nDCL OUT[1], COLOR[1]',
      ),
    );
    rig.blend({
      independentBlendEnable: true,
      rt: [
        rtBlendState({
          blendEnable: true,
          rgbFunc: PipeBlend.ADD,
          rgbSrcFactor: PipeBlendFactor.ONE,
          rgbDstFactor: PipeBlendFactor.ONE,
          alphaFunc: PipeBlend.REVERSE_SUBTRACT,
          alphaSrcFactor: PipeBlendFactor.ONE,
          alphaDstFactor: PipeBlendFactor.ONE,
        }),
        rtBlendState({ colormask: 0b1001 }),
        ...Array.from({ length: 6 }, () => rtBlendState()),
      ],
    });
    rig.rect(0, 0, 4, 4, []);
    expect(rig.bytes(0)[0]![0]).toEqual([
      byte(s[0]! + d[0]!),
      byte(s[1]! + d[1]!),
      byte(s[2]! + d[2]!),
      byte(d[3]! - s[3]!),
    ]);
    expect(rig.bytes(1)[0]![0]).toEqual([byte(s[0]!), D_BYTES[1], D_BYTES[2], byte(s[3]!)]);
  });
});

describe('logic ops', () => {
  const SB = [0b11001010, 0b01010101, 0b11110000, 0b00111100];
  const DB = [0b10101100, 0b00001111, 0b01100110, 0b11111111];
  const ops: Record<string, (a: number, b: number) => number> = {
    CLEAR: () => 0,
    NOR: (a, b) => ~(a | b),
    AND_INVERTED: (a, b) => ~a & b,
    COPY_INVERTED: (a) => ~a,
    AND_REVERSE: (a, b) => a & ~b,
    INVERT: (_, b) => ~b,
    XOR: (a, b) => a ^ b,
    NAND: (a, b) => ~(a & b),
    AND: (a, b) => a & b,
    EQUIV: (a, b) => ~(a ^ b),
    NOOP: (_, b) => b,
    OR_INVERTED: (a, b) => ~a | b,
    COPY: (a) => a,
    OR_REVERSE: (a, b) => a | ~b,
    OR: (a, b) => a | b,
    SET: () => -1,
  };
  for (const [name, op] of Object.entries(PipeLogicop)) {
    it(`${name} on RGBA8, R16_UNORM and R32_UINT targets (blending disabled)`, () => {
      rig = new Rig({
        width: 4,
        height: 4,
        colors: [PipeFormat.R8G8B8A8_UNORM, PipeFormat.R16_UNORM, PipeFormat.R32_UINT],
      });
      rig.ctx.clearRenderTarget(
        rig.ctx.createSurface(rig.colors[0]!, {
          format: PipeFormat.R8G8B8A8_UNORM,
          level: 0,
          firstLayer: 0,
          lastLayer: 0,
        }),
        DB.map((b) => b / 255),
        0,
        0,
        4,
        4,
        false,
      );
      rig.ctx.clearRenderTarget(
        rig.ctx.createSurface(rig.colors[1]!, {
          format: PipeFormat.R16_UNORM,
          level: 0,
          firstLayer: 0,
          lastLayer: 0,
        }),
        [0x1234 / 65535, 0, 0, 1],
        0,
        0,
        4,
        4,
        false,
      );
      rig.ctx.clearRenderTarget(
        rig.ctx.createSurface(rig.colors[2]!, {
          format: PipeFormat.R32_UINT,
          level: 0,
          firstLayer: 0,
          lastLayer: 0,
        }),
        [0x89abcdef, 0, 0, 0],
        0,
        0,
        4,
        4,
        false,
      );
      rig.fs(
        fs(
          `IMM[0] FLT32 {${SB.map((b) => b / 255).join(', ')}}\nIMM[1] FLT32 {${0xf0f0 / 65535}, 0, 0, 1}\nIMM[2] UINT32 {305419896, 0, 0, 0}`,
          'MOV OUT[0], IMM[0]\nMOV OUT[1], IMM[1]\nMOV OUT[2], IMM[2]',
          'DCL OUT[0], COLOR[0]\nDCL OUT[1], COLOR[1]\nDCL OUT[2], COLOR[2]',
        ),
      );
      rig.blend({
        logicopEnable: true,
        logicopFunc: op,
        rt: Array.from({ length: 8 }, () =>
          rtBlendState({ blendEnable: true, rgbDstFactor: PipeBlendFactor.ONE }),
        ),
      });
      rig.rect(0, 0, 4, 4, []);
      expect(rig.bytes(0)[1]![1]).toEqual(SB.map((sv, c) => ops[name]!(sv, DB[c]!) & 255));
      const r16 = rig.texel(rig.colors[1]!, 1, 1);
      expect(r16[0]! | (r16[1]! << 8)).toBe(ops[name]!(0xf0f0, 0x1234) & 0xffff);
      const r32 = new DataView(rig.texel(rig.colors[2]!, 1, 1).buffer).getUint32(0, true);
      expect(r32).toBe(ops[name]!(0x12345678, 0x89abcdef) >>> 0);
    });
  }
});

describe('integer, sRGB and clamped targets', () => {
  it('blending is disabled for integer targets: the shader value is stored', () => {
    rig = new Rig({ width: 4, height: 4, colors: [PipeFormat.R32G32B32A32_SINT] });
    rig.ctx.clear(PipeClear.COLOR, [5, 6, 7, 8], 1, 0);
    rig.fs(constantFs([-3, 100, 7, 2147483647], undefined, 'INT32'));
    blendWith({ rgbSrcFactor: PipeBlendFactor.ONE, rgbDstFactor: PipeBlendFactor.ONE });
    rig.rect(0, 0, 4, 4, []);
    expect([...new Int32Array(rig.texel(rig.colors[0]!, 2, 2).buffer)]).toEqual([-3, 100, 7, 2147483647]);
  });

  it('sRGB targets store the encoded colour and blend in linear space', () => {
    rig = new Rig({ width: 4, height: 4, colors: [PipeFormat.R8G8B8A8_SRGB] });
    rig.ctx.clear(PipeClear.COLOR, [0.5, 0.2, 0, 1], 1, 0);
    rig.fs(constantFs([0.25, 0.25, 0.5, 0.5]));
    blendWith({
      rgbSrcFactor: PipeBlendFactor.ONE,
      rgbDstFactor: PipeBlendFactor.ONE,
      alphaSrcFactor: PipeBlendFactor.ONE,
      alphaDstFactor: PipeBlendFactor.ZERO,
    });
    rig.rect(0, 2, 4, 4, []);
    const expected = (rgba: number[]) => {
      const out = new Uint8Array(4);
      packRgbaFloat(PipeFormat.R8G8B8A8_SRGB, rgba, out, 0);
      return [...out];
    };
    // The cleared destination as stored decodes to (about) 0.5 and 0.2; the sum is encoded again.
    const dst = rig.floats(0)[0]![0]!;
    expect([...rig.texel(rig.colors[0]!, 1, 3)]).toEqual(
      expected([dst[0]! + 0.25, dst[1]! + 0.25, dst[2]! + 0.5, 0.5]),
    );
    expect([...rig.texel(rig.colors[0]!, 1, 0)]).toEqual(expected([0.5, 0.2, 0, 1]));
  });

  it('fragment colours are clamped to [0, 1] for UNORM, [-1, 1] for SNORM, not for float unless clamp_fragment_color', () => {
    rig = new Rig({
      width: 4,
      height: 4,
      colors: [PipeFormat.R8G8B8A8_UNORM, PipeFormat.R8G8B8A8_SNORM, PipeFormat.R32G32B32A32_FLOAT],
    });
    rig.fs(
      fs(
        'IMM[0] FLT32 {1.5, -0.5, -1.5, 0.5}',
        'MOV OUT[0], IMM[0]\nMOV OUT[1], IMM[0]\nMOV OUT[2], IMM[0]',
        'DCL OUT[0], COLOR[0]\nDCL OUT[1], COLOR[1]\nDCL OUT[2], COLOR[2]',
      ),
    );
    rig.rect(0, 0, 4, 2, []);
    rig.raster({ clampFragmentColor: true });
    rig.rect(0, 2, 4, 4, []);
    expect([...rig.texel(rig.colors[0]!, 0, 0)]).toEqual([255, 0, 0, 128]);
    expect([...new Int8Array(rig.texel(rig.colors[1]!, 0, 0).buffer)]).toEqual([127, -64, -127, 64]);
    expect([...new Float32Array(rig.texel(rig.colors[2]!, 0, 0).buffer)]).toEqual([1.5, -0.5, -1.5, 0.5]);
    expect([...new Float32Array(rig.texel(rig.colors[2]!, 0, 3).buffer)]).toEqual([1, 0, 0, 0.5]);
  });
});

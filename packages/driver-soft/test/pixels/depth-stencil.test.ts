// Depth and stencil on every depth/stencil format: depth stored quantised exactly as the format keeps it
// and compared at that precision, every depth function, every stencil operation (wrapping included)
// with masks and references, two-sided stencil, and the depth bounds test.
import {
  formatDescription,
  PipeClear,
  PipeFormat,
  PipeFunc,
  PipeStencilOp,
  type PipeStencilState,
  packDepthStencil,
  unpackStencil,
} from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { PipePrim, Rig } from './rig.js';

let rig: Rig;
afterEach(() => rig?.destroy());

const RED = [1, 0, 0, 1];
const DEPTH_FORMATS = [
  { format: PipeFormat.Z16_UNORM, bits: 16 },
  { format: PipeFormat.Z24_UNORM_S8_UINT, bits: 24 },
  { format: PipeFormat.Z24X8_UNORM, bits: 24 },
  { format: PipeFormat.X8Z24_UNORM, bits: 24 },
  { format: PipeFormat.S8_UINT_Z24_UNORM, bits: 24 },
  { format: PipeFormat.Z32_UNORM, bits: 32 },
  { format: PipeFormat.Z32_FLOAT, bits: 0 },
  { format: PipeFormat.Z32_FLOAT_S8X24_UINT, bits: 0 },
] as const;
const STENCIL_FORMATS = [
  PipeFormat.Z24_UNORM_S8_UINT,
  PipeFormat.S8_UINT_Z24_UNORM,
  PipeFormat.Z32_FLOAT_S8X24_UINT,
  PipeFormat.S8_UINT,
];

const depthOn = (func: PipeFunc, writemask = true) => ({
  depth: { enabled: true, writemask, func, boundsTest: false, boundsMin: 0, boundsMax: 1 },
});

/** The value a format stores for depth z (read back as [0, 1]). */
const quantised = (z: number, bits: number) =>
  bits === 0 ? Math.fround(z) : Math.round(z * (2 ** bits - 1)) / (2 ** bits - 1);

describe('depth formats', () => {
  it.each(DEPTH_FORMATS)(
    'format $format stores depth quantised as the format keeps it',
    ({ format, bits }) => {
      rig = new Rig({ width: 8, height: 8, zs: format });
      rig.ctx.clear(PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
      rig.dsa(depthOn(PipeFunc.LESS));
      rig.rect(0, 0, 8, 8, RED, 0.375);
      expect(rig.depth(3, 3)).toBe(quantised(0.375, bits));
      // A depth a quarter of a 16-bit step above: equal at 16 bits, different at 24 and more.
      rig.dsa(depthOn(PipeFunc.EQUAL, false));
      rig.rect(0, 0, 4, 8, [0, 1, 0, 1], 0.375 + 2 ** -18);
      expect(rig.bytes()[3]![1]).toEqual(bits === 16 ? [0, 255, 0, 255] : [255, 0, 0, 255]);
    },
  );

  const FUNCS = Object.entries(PipeFunc) as [string, PipeFunc][];
  it.each(FUNCS)('depth func %s against a stored 0.5', (name, func) => {
    rig = new Rig({ width: 12, height: 4, zs: PipeFormat.Z24_UNORM_S8_UINT });
    rig.ctx.clear(PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 0.5, 0);
    rig.dsa(depthOn(func, false));
    const zs = [0.25, 0.5, 0.75];
    for (const [i, z] of zs.entries()) rig.rect(i * 4, 0, i * 4 + 4, 4, RED, z);
    const stored = Math.round(0.5 * 0xffffff);
    const pass = (z: number) => {
      const q = Math.round(z * 0xffffff);
      return [false, q < stored, q === stored, q <= stored, q > stored, q !== stored, q >= stored, true][
        func
      ]!;
    };
    expect(
      zs.map((_, i) => rig.bytes()[1]![i * 4 + 1]![0] === 255),
      name,
    ).toEqual(zs.map(pass));
  });
});

describe('stencil', () => {
  const op = (o: PipeStencilOp, s: number, ref: number) =>
    [s, 0, ref, Math.min(s + 1, 255), Math.max(s - 1, 0), (s + 1) & 255, (s - 1) & 255, ~s & 255][o]!;
  const face = (fields: Partial<PipeStencilState>): PipeStencilState => ({
    enabled: true,
    func: PipeFunc.ALWAYS,
    failOp: PipeStencilOp.KEEP,
    zpassOp: PipeStencilOp.KEEP,
    zfailOp: PipeStencilOp.KEEP,
    valuemask: 255,
    writemask: 255,
    ...fields,
  });
  const stencilAt = (r: Rig, x: number, y: number) => unpackStencil(r.zs!.format, r.texel(r.zs!, x, y), 0);

  it.each(STENCIL_FORMATS)(
    'format %i: every operation on 0, 1, 254, 255 (wrap and saturate), with a write mask',
    (format) => {
      rig = new Rig({ width: 4, height: 4, zs: format });
      rig.ctx.setStencilRef({ refValue: [0x5a, 0] });
      for (const [name, o] of Object.entries(PipeStencilOp))
        for (const s of [0, 1, 254, 255])
          for (const writemask of [255, 0x0f]) {
            rig.ctx.clear(PipeClear.STENCIL, [0, 0, 0, 0], 1, s);
            rig.dsa({ stencil: [face({ zpassOp: o, writemask }), face({ enabled: false })] } as never);
            rig.rect(0, 0, 4, 4, RED);
            const expected = (s & ~writemask & 255) | (op(o, s, 0x5a) & writemask);
            expect(stencilAt(rig, 1, 1), `${name} on ${s}, write mask ${writemask}`).toBe(expected);
          }
    },
  );

  it.each(STENCIL_FORMATS.filter((f) => f !== PipeFormat.S8_UINT))(
    'format %i: clearing depth keeps every stencil bit and clearing stencil every depth bit',
    (format) => {
      // 5 × 3: an odd number of texels.
      rig = new Rig({ width: 5, height: 3, zs: format });
      const texel = (z: number, s: number) => {
        const bytes = new Uint8Array(formatDescription(format).blockSize);
        packDepthStencil(format, z, s, bytes, 0);
        return [...bytes];
      };
      const everyTexel = () =>
        Array.from({ length: 15 }, (_, i) => [...rig.texel(rig.zs!, i % 5, Math.floor(i / 5))]);
      rig.ctx.clear(PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 0.25, 0x5a);
      expect(everyTexel()).toEqual(Array(15).fill(texel(0.25, 0x5a)));
      rig.ctx.clear(PipeClear.DEPTH, [0, 0, 0, 0], 0.75, 0xff);
      expect(everyTexel()).toEqual(Array(15).fill(texel(0.75, 0x5a)));
      rig.ctx.clear(PipeClear.STENCIL, [0, 0, 0, 0], 0, 0xa5);
      expect(everyTexel()).toEqual(Array(15).fill(texel(0.75, 0xa5)));
    },
  );

  it('fail, zfail and zpass operations with the value mask and reference', () => {
    rig = new Rig({ width: 12, height: 4, zs: PipeFormat.Z24_UNORM_S8_UINT });
    rig.ctx.setStencilRef({ refValue: [0x35, 0] });
    rig.ctx.clear(PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 0.5, 0x15);
    const state = face({
      func: PipeFunc.EQUAL,
      valuemask: 0x0f,
      failOp: PipeStencilOp.ZERO,
      zfailOp: PipeStencilOp.INVERT,
      zpassOp: PipeStencilOp.INCR,
    });
    // (0x35 & 0x0f) = (0x15 & 0x0f): the stencil test passes; depth decides zfail or zpass.
    rig.dsa({ ...depthOn(PipeFunc.LESS, false), stencil: [state, face({ enabled: false })] } as never);
    rig.rect(0, 0, 4, 4, RED, 0.75);
    rig.rect(4, 0, 8, 4, RED, 0.25);
    rig.ctx.setStencilRef({ refValue: [0x36, 0] });
    rig.rect(8, 0, 12, 4, RED, 0.25);
    expect([stencilAt(rig, 1, 1), stencilAt(rig, 5, 1), stencilAt(rig, 9, 1)]).toEqual([
      ~0x15 & 255,
      0x16,
      0,
    ]);
    expect(rig.covered()).toEqual(
      rig.covered().filter((p) => Number(p.split(',')[0]) >= 4 && Number(p.split(',')[0]) < 8),
    );
  });

  it('two-sided: front faces use stencil[0] and its reference, back faces stencil[1]', () => {
    rig = new Rig({ width: 16, height: 8, zs: PipeFormat.Z24_UNORM_S8_UINT });
    rig.ctx.clear(PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
    rig.ctx.setStencilRef({ refValue: [7, 9] });
    rig.dsa({
      stencil: [face({ zpassOp: PipeStencilOp.REPLACE }), face({ zpassOp: PipeStencilOp.REPLACE })],
    } as never);
    const v = (x: number, y: number) => [x, y, 0.5, 1, ...RED];
    // Opposite windings: one triangle of each facing.
    rig.draw(PipePrim.TRIANGLES, [v(0, 0), v(8, 0), v(0, 8), v(16, 0), v(8, 8), v(16, 8)]);
    const a = stencilAt(rig, 1, 1);
    const b = stencilAt(rig, 14, 6);
    expect([a, b].sort()).toEqual([7, 9]);
    expect(a).not.toBe(b);
  });
});

describe('depth bounds', () => {
  it('discards fragments whose stored depth lies outside [boundsMin, boundsMax]', () => {
    rig = new Rig({ width: 8, height: 4, zs: PipeFormat.Z24_UNORM_S8_UINT });
    rig.ctx.clear(PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
    rig.dsa(depthOn(PipeFunc.ALWAYS));
    rig.rect(0, 0, 4, 4, [0, 0, 1, 1], 0.25);
    rig.rect(4, 0, 8, 4, [0, 0, 1, 1], 0.75);
    rig.dsa({
      depth: {
        enabled: false,
        writemask: false,
        func: PipeFunc.ALWAYS,
        boundsTest: true,
        boundsMin: 0.5,
        boundsMax: 1,
      },
    });
    rig.rect(0, 0, 8, 4, RED, 0.1);
    expect(rig.bytes()[1]!.map((p) => p[0])).toEqual([0, 0, 0, 0, 255, 255, 255, 255]);
  });
});

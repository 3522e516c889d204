// The fixed-function state the variant key emulates, each drawn and checked pixel by pixel against
// values the GL rules decide: alpha test, user clip planes (from POSITION, CLIPVERTEX, CLIPDIST),
// flat shading with the last vertex's colour, two-sided colour, polygon stipple, point sprite
// coordinates in both origins, point size from PSIZE or the uniform, fragment colour clamping.
import { PipeFunc } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { type DrawCase, drawWithShaders, FULL_QUAD, untouched } from './helpers/draw.js';
import { sharedGl } from './helpers/gl.js';

const W = 16;
const H = 16;
const PASS_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
END
`;
const COLOR_FS = 'FRAG\nDCL IN[0], COLOR, COLOR\nDCL OUT[0], COLOR\nMOV OUT[0], IN[0]\nEND\n';

/** Colour at each quad corner: (x, y, 0.25, a) in window fractions, alpha = x fraction. */
function quadColors(): number[] {
  const out: number[] = [];
  for (let v = 0; v < 6; v++) {
    const x = (FULL_QUAD[v * 4]! + 1) / 2;
    const y = (FULL_QUAD[v * 4 + 1]! + 1) / 2;
    out.push(x, y, 0.25, x);
  }
  return out;
}

async function draw(c: Partial<DrawCase>) {
  const gl = await sharedGl();
  const r = drawWithShaders(gl, {
    vs: PASS_VS,
    fs: COLOR_FS,
    attributes: { 0: FULL_QUAD, 1: quadColors() },
    mode: gl.TRIANGLES,
    count: 6,
    width: W,
    height: H,
    ...c,
  });
  const words = r.colors.get(0)!;
  const f = new Float32Array(words.buffer);
  return {
    gl,
    written: (x: number, y: number) => !untouched(words, y * W + x),
    rgba: (x: number, y: number) => [...f.subarray((y * W + x) * 4, (y * W + x) * 4 + 4)],
    program: r.program,
  };
}

describe('alpha test', () => {
  it('discards fragments whose COLOR[0].a fails the function against gts_alphaRef', async () => {
    for (const [func, keep] of [
      [PipeFunc.LESS, (a: number) => a < 0.5],
      [PipeFunc.GEQUAL, (a: number) => a >= 0.5],
      [PipeFunc.NEVER, () => false],
      [PipeFunc.ALWAYS, () => true],
    ] as const) {
      const r = await draw({
        key: { alphaEnabled: true, alphaFunc: func },
        uniforms: func % 7 ? { gts_alphaRef: 0.5 } : {},
      });
      for (let x = 0; x < W; x++) expect(r.written(x, 3), `func ${func} x ${x}`).toBe(keep((x + 0.5) / W));
    }
  });
});

describe('user clip planes', () => {
  it('plane i enabled: pixels where dot(POSITION, plane) < 0 are discarded', async () => {
    const planes = new Array(32).fill(0);
    planes.splice(4, 4, 1, 0, 0, 0.5); // plane 1: x_ndc + 0.5 >= 0
    const r = await draw({ key: { clipPlaneEnable: 0b10 }, uniforms: { gts_clipPlane: planes } });
    for (let x = 0; x < W; x++) expect(r.written(x, 5)).toBe(((x + 0.5) / W) * 2 - 1 + 0.5 >= 0);
  });

  it('CLIPVERTEX replaces POSITION; CLIPDIST outputs are the distances themselves', async () => {
    const vsCv = `VERT\nDCL IN[0]\nDCL IN[1]\nDCL OUT[0], POSITION\nDCL OUT[1], COLOR\nDCL OUT[2], CLIPVERTEX\nMOV OUT[0], IN[0]\nMOV OUT[1], IN[1]\nMOV OUT[2], IN[0].yxzw\nEND\n`;
    const planes = [1, 0, 0, 0, ...new Array(28).fill(0)]; // plane 0 on CLIPVERTEX.x = y_ndc
    const a = await draw({ vs: vsCv, key: { clipPlaneEnable: 1 }, uniforms: { gts_clipPlane: planes } });
    for (let y = 0; y < H; y++) expect(a.written(2, y)).toBe(((y + 0.5) / H) * 2 - 1 >= 0);
    const vsCd = `VERT\nDCL IN[0]\nDCL IN[1]\nDCL OUT[0], POSITION\nDCL OUT[1], COLOR\nDCL OUT[2], CLIPDIST[0]\nDCL OUT[3], CLIPDIST[1]\nIMM FLT32 { 1.0, -1.0, 0.0, 0.0 }\nMOV OUT[0], IN[0]\nMOV OUT[1], IN[1]\nMOV OUT[2], IMM[0].xxxx\nMOV OUT[2].z, IN[0].xxxx\nMOV OUT[3], IMM[0].xxxx\nMOV OUT[3].y, IMM[0].yyyy\nEND\n`;
    const b = await draw({ vs: vsCd, key: { clipPlaneEnable: 0b100 } });
    for (let x = 0; x < W; x++) expect(b.written(x, 1)).toBe(((x + 0.5) / W) * 2 - 1 >= 0);
    const c = await draw({ vs: vsCd, key: { clipPlaneEnable: 0b100000 } }); // CLIPDIST[1].y = -1: all clipped
    expect(c.written(3, 3)).toBe(false);
  });
});

describe('flat shading', () => {
  it('COLOR-interpolated inputs take the last vertex of each triangle', async () => {
    const colors = [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 0.5, 0.25, 0.125, 1];
    const r = await draw({ attributes: { 0: FULL_QUAD, 1: colors }, key: { flatshade: true } });
    expect(r.rgba(1, 1)).toEqual([0, 0, 1, 1]); // first triangle: vertex 2
    expect(r.rgba(W - 2, H - 2)).toEqual([0.5, 0.25, 0.125, 1]); // second: vertex 5
    const smooth = await draw({ attributes: { 0: FULL_QUAD, 1: colors } });
    expect(smooth.rgba(1, 1)).not.toEqual([0, 0, 1, 1]);
  });
});

describe('two-sided colour', () => {
  it('back faces read BCOLOR when the VS writes it', async () => {
    const vs = `VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL OUT[1], COLOR\nDCL OUT[2], BCOLOR\nIMM FLT32 { 1.0, 0.0, 0.5, 0.25 }\nMOV OUT[0], IN[0]\nMOV OUT[1], IMM[0].xyyx\nMOV OUT[2], IMM[0].yzwx\nEND\n`;
    const tris = [-1, -1, 0, 1, 0, -1, 0, 1, -1, 1, 0, 1, 0, -1, 0, 1, 0, 1, 0, 1, 1, -1, 0, 1];
    const r = await draw({ vs, attributes: { 0: tris }, key: { lightTwoside: true } });
    expect(r.rgba(1, 1)).toEqual([1, 0, 0, 1]);
    expect(r.rgba(W / 2 + 1, 1)).toEqual([0, 0.5, 0.25, 1]);
    const off = await draw({ vs, attributes: { 0: tris } });
    expect(off.rgba(W / 2 + 1, 1)).toEqual([1, 0, 0, 1]);
  });
});

describe('polygon stipple', () => {
  it('row y & 31 of the pattern, bit 31 - (x & 31), decides each pixel', async () => {
    const pattern = Array.from(
      { length: 32 },
      (_, y) => ((0xf0f0f0f0 >>> (y % 4)) | (y === 3 ? 0x80000000 : 0)) >>> 0,
    );
    const r = await draw({ key: { polyStipple: true }, uniforms: { gts_stipple: pattern } });
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) expect(r.written(x, y)).toBe(((pattern[y]! >>> (31 - x)) & 1) === 1);
  });
});

describe('points', () => {
  const spriteFs = 'FRAG\nDCL IN[0], GENERIC[2], PERSPECTIVE\nDCL OUT[0], COLOR\nMOV OUT[0], IN[0]\nEND\n';
  const pointVs = `VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL OUT[1], GENERIC[2]\nMOV OUT[0], IN[0]\nMOV OUT[1], IN[0]\nEND\n`;
  // One 8-pixel point centred at window (8, 8).
  const centre = [0, 0, 0, 1];

  it('sprite coordinates replace GENERIC[i] with (s, t, 0, 1); t = 0 at the top (UPPER_LEFT) or bottom (LOWER_LEFT)', async () => {
    for (const mode of [0, 1] as const) {
      const gl = await sharedGl();
      const r = await draw({
        vs: pointVs,
        fs: spriteFs,
        attributes: { 0: centre },
        mode: gl.POINTS,
        count: 1,
        key: { spriteCoordEnable: 1 << 2, spriteCoordMode: mode },
        uniforms: { gts_pointSize: 8 },
      });
      for (const [x, y] of [
        [4, 4],
        [11, 4],
        [4, 11],
        [9, 10],
      ] as const) {
        const s = (x + 0.5 - 4) / 8;
        const t = (y + 0.5 - 4) / 8; // from window y = 4 (the first memory row of the point)
        expect(r.rgba(x, y)).toEqual([s, mode === 0 ? t : 1 - t, 0, 1]);
      }
      expect(r.written(3, 8)).toBe(false);
      expect(r.written(12, 8)).toBe(false);
    }
  });

  it('point size comes from PSIZE when per-vertex, else from gts_pointSize', async () => {
    const gl = await sharedGl();
    const vs = `VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL OUT[1], COLOR\nDCL OUT[2], PSIZE\nIMM FLT32 { 4.0, 1.0, 0.0, 0.0 }\nMOV OUT[0], IN[0]\nMOV OUT[1], IMM[0].yyyy\nMOV OUT[2], IMM[0].xxxx\nEND\n`;
    const count = (r: Awaited<ReturnType<typeof draw>>) => {
      let n = 0;
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) n += r.written(x, y) ? 1 : 0;
      return n;
    };
    const perVertex = await draw({
      vs,
      attributes: { 0: centre },
      mode: gl.POINTS,
      count: 1,
      key: { pointSizePerVertex: true },
    });
    expect(count(perVertex)).toBe(16);
    const fixed = await draw({
      vs,
      attributes: { 0: centre },
      mode: gl.POINTS,
      count: 1,
      uniforms: { gts_pointSize: 6 },
    });
    expect(count(fixed)).toBe(36);
  });
});

describe('colour clamping', () => {
  it('clampFragmentColor clamps float colour outputs to [0, 1] (NaN to 0)', async () => {
    const fs = `FRAG\nDCL OUT[0], COLOR\nIMM FLT32 { 2.5, -1.0, 0.5, 0x7fc00000 }\nMOV OUT[0], IMM[0]\nEND\n`;
    const on = await draw({ fs, key: { clampFragmentColor: true } });
    expect(on.rgba(3, 3)).toEqual([1, 0, 0.5, 0]);
    const off = await draw({ fs });
    expect(off.rgba(3, 3).slice(0, 3)).toEqual([2.5, -1, 0.5]);
  });
});

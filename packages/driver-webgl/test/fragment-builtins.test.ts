// Fragment inputs that come from the rasterizer, drawn as a full-viewport quad and compared with
// TgsiMachine.runQuads over the same 2×2 quads: DDX/DDY (coarse and fine) of inputs linear in the
// window position, the POSITION input with FS_COORD_ORIGIN / FS_COORD_PIXEL_CENTER, FACE as an input
// ((±1, 0, 0, 1)) and as a system value ((~0 or 0, 0, 0, 1)), and LINEAR versus PERSPECTIVE inputs.
import { parseTgsi, TgsiFile, TgsiMachine } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { mismatches } from './helpers/compare.js';
import { drawWithShaders, FULL_QUAD } from './helpers/draw.js';
import { sharedGl } from './helpers/gl.js';
import { floatBits } from './helpers/words.js';

const W = 16;
const H = 8;
const VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
END
`;

/** GENERIC[0] at window position (x, y): (2x + y, x - 3y, 0.25x, 1), affine so interpolation is exact. */
const generic = (x: number, y: number) => [2 * x + y, x - 3 * y, 0.25 * x, 1];
/** The quad's vertices in window coordinates: NDC (-1..1) maps to 0..W, 0..H. */
const quadGeneric = () => {
  const out: number[] = [];
  for (let v = 0; v < 6; v++)
    out.push(...generic(((FULL_QUAD[v * 4]! + 1) / 2) * W, ((FULL_QUAD[v * 4 + 1]! + 1) / 2) * H));
  return out;
};

/** Runs `fs` on TgsiMachine over the W×H window in 2×2 quads; returns words in pixel order (row = y). */
function machine(fs: string, input: (x: number, y: number, reg: number) => number[]): Uint32Array {
  const shader = parseTgsi(fs);
  const quads = (W / 2) * (H / 2);
  const m = new TgsiMachine(shader, { maxLanes: quads * 4 });
  const regs = shader.declarations.filter((d) => d.file === TgsiFile.INPUT).map((d) => d.first);
  const lanePixel = (lane: number): [number, number] => {
    const q = lane >> 2;
    const j = lane & 3;
    return [(q % (W / 2)) * 2 + (j & 1), Math.floor(q / (W / 2)) * 2 + (j >> 1)];
  };
  for (const r of regs) {
    for (let c = 0; c < 4; c++) {
      const lanes = m.registerFloats(TgsiFile.INPUT, r, c);
      for (let l = 0; l < quads * 4; l++) lanes[l] = input(...lanePixel(l), r)[c]!;
    }
  }
  m.runQuads({ quads });
  const out = new Uint32Array(W * H * 4);
  for (let c = 0; c < 4; c++) {
    const lanes = m.registerUints(TgsiFile.OUTPUT, 0, c);
    for (let l = 0; l < quads * 4; l++) {
      const [x, y] = lanePixel(l);
      out[(y * W + x) * 4 + c] = lanes[l]!;
    }
  }
  return out;
}

async function quad(fs: string) {
  const gl = await sharedGl();
  return drawWithShaders(gl, {
    vs: VS,
    fs,
    attributes: { 0: FULL_QUAD, 1: quadGeneric() },
    mode: gl.TRIANGLES,
    count: 6,
    width: W,
    height: H,
  }).colors.get(0)!;
}

const centre = (x: number, y: number) => generic(x + 0.5, y + 0.5);

describe('derivatives', () => {
  it('DDX/DDY and DDX_FINE/DDY_FINE of linear inputs equal the per-pixel steps', async () => {
    for (const [dx, dy] of [
      ['DDX', 'DDY'],
      ['DDX_FINE', 'DDY_FINE'],
    ]) {
      const fs = `FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nDCL TEMP[0..1]\n${dx} TEMP[0], IN[0]\n${dy} TEMP[1], IN[0]\nMOV TEMP[0].zw, TEMP[1].xxxy\nMOV OUT[0], TEMP[0]\nEND\n`;
      const got = await quad(fs);
      expect(mismatches(got, machine(fs, centre), { abs: 1e-5 })).toEqual([]);
    }
  });

  it('DDX of a value quadratic in x: coarse derivatives, one per 2×2 quad', async () => {
    const fs = `FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nDCL TEMP[0]\nMUL TEMP[0], IN[0].zzzz, IN[0].zzzz\nDDX TEMP[0].x, TEMP[0].xxxx\nDDY TEMP[0].y, TEMP[0].yyyy\nMOV OUT[0], TEMP[0]\nEND\n`;
    expect(mismatches(await quad(fs), machine(fs, centre), { abs: 1e-5 })).toEqual([]);
  });
});

describe('window position', () => {
  const positionFs = (props: string) =>
    `FRAG\n${props}DCL IN[0], POSITION, LINEAR\nDCL OUT[0], COLOR\nMOV OUT[0], IN[0]\nEND\n`;
  const cases: Array<[string, (x: number, y: number) => number[], Record<string, number>]> = [
    ['', (x, y) => [x + 0.5, y + 0.5, 0.5, 1], {}],
    ['PROPERTY FS_COORD_PIXEL_CENTER INTEGER\n', (x, y) => [x, y, 0.5, 1], {}],
    ['PROPERTY FS_COORD_ORIGIN LOWER_LEFT\n', (x, y) => [x + 0.5, H - y - 0.5, 0.5, 1], { gts_fbHeight: H }],
    [
      'PROPERTY FS_COORD_ORIGIN LOWER_LEFT\nPROPERTY FS_COORD_PIXEL_CENTER INTEGER\n',
      (x, y) => [x, H - y - 1, 0.5, 1],
      { gts_fbHeight: H },
    ],
  ];
  for (const [props, expected, uniforms] of cases) {
    it(`POSITION input with ${props.trim().replace(/\n/g, ', ') || 'the defaults (UPPER_LEFT, HALF_INTEGER)'}`, async () => {
      const gl = await sharedGl();
      const r = drawWithShaders(gl, {
        vs: VS,
        fs: positionFs(props),
        uniforms,
        attributes: { 0: FULL_QUAD, 1: quadGeneric() },
        mode: gl.TRIANGLES,
        count: 6,
        width: W,
        height: H,
      });
      const want = new Uint32Array(W * H * 4);
      for (let y = 0; y < H; y++)
        for (let x = 0; x < W; x++) want.set(expected(x, y).map(floatBits), (y * W + x) * 4);
      expect(mismatches(r.colors.get(0)!, want, {})).toEqual([]);
    });
  }
});

describe('face', () => {
  it('FACE input is (+1, 0, 0, 1) on front faces and (-1, 0, 0, 1) on back faces; the system value (~0 or 0, 0, 0, 1)', async () => {
    const gl = await sharedGl();
    const fs = `FRAG\nDCL IN[0], FACE, CONSTANT\nDCL SV[0], FACE\nDCL OUT[0], COLOR\nDCL TEMP[0]\nMOV TEMP[0], IN[0]\nMOV TEMP[0].y, SV[0].xxxx\nMOV TEMP[0].z, SV[0].wwww\nMOV OUT[0], TEMP[0]\nEND\n`;
    // Left triangle counter-clockwise (front), right triangle clockwise (back).
    const tris = [-1, -1, 0, 1, 0, -1, 0, 1, -1, 1, 0, 1, 0, -1, 0, 1, 0, 1, 0, 1, 1, -1, 0, 1];
    const r = drawWithShaders(gl, {
      vs: VS,
      fs,
      attributes: { 0: tris, 1: new Array(24).fill(0) },
      mode: gl.TRIANGLES,
      count: 6,
      width: W,
      height: H,
    });
    const words = r.colors.get(0)!;
    const at = (x: number, y: number) => [...words.subarray((y * W + x) * 4, (y * W + x) * 4 + 4)];
    expect(at(1, 1)).toEqual([floatBits(1), 0xffffffff, 1, floatBits(1)]);
    expect(at(W / 2 + 1, 1)).toEqual([floatBits(-1), 0, 1, floatBits(1)]);
  });
});

describe('interpolation', () => {
  it('LINEAR inputs interpolate in window space, PERSPECTIVE ones perspective-correctly', async () => {
    const gl = await sharedGl();
    const fs = `FRAG\nDCL IN[0], GENERIC[0], LINEAR\nDCL IN[1], GENERIC[1], PERSPECTIVE\nDCL OUT[0], COLOR\nDCL TEMP[0]\nMOV TEMP[0].xy, IN[0].xxxx\nMOV TEMP[0].zw, IN[1].xxxx\nMOV OUT[0], TEMP[0]\nEND\n`;
    const vs = `VERT\nDCL IN[0]\nDCL IN[1]\nDCL OUT[0], POSITION\nDCL OUT[1], GENERIC[0]\nDCL OUT[2], GENERIC[1]\nMOV OUT[0], IN[0]\nMOV OUT[1], IN[1]\nMOV OUT[2], IN[1]\nEND\n`;
    // One triangle with w = 1 at the left and w = 4 at the right: u = 0 at the left, 1 at the right.
    const pos = [-1, -1, 0, 1, 4, -4, 0, 4, -1, 1, 0, 1];
    const u = [0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1];
    const r = drawWithShaders(gl, {
      vs,
      fs,
      attributes: { 0: pos, 1: u },
      mode: gl.TRIANGLES,
      count: 3,
      width: W,
      height: H,
    });
    const words = new Float32Array(r.colors.get(0)!.buffer);
    const y = 0;
    for (const x of [0, 3, 7]) {
      const screen = (x + 0.5) / W; // window-space fraction along the bottom edge
      const persp = screen / 4 / (1 - screen + screen / 4);
      expect(words[(y * W + x) * 4]).toBeCloseTo(screen, 5);
      expect(words[(y * W + x) * 4 + 2]).toBeCloseTo(persp, 5);
    }
  });
});

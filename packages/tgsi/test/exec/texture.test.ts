// Texture opcodes through a small recording sampler: each opcode must hand the sampler the coordinates,
// shadow reference, level of detail, derivatives, offsets and units where tgsi.rst places them, and
// store what the sampler returns. Run on both engines.
import { describe, expect, it } from 'vitest';
import type { TgsiSampler, TgsiTextureRequest } from '../../src/exec/resources.js';
import { TgsiFile, TgsiTextureTarget } from '../../src/ir.js';
import { parseTgsi } from '../../src/text/parse.js';
import { ENGINES, onBoth, setInput, type Word } from './harness.js';

interface Recorded {
  call: string;
  view: number;
  sampler: number;
  target: number;
  lodMode: string;
  active: number[];
  coords: number[][];
  compare: number[] | null;
  lod: number[];
  ddx: number[][];
  ddy: number[][];
  offsets: number[][] | null;
  component: number;
}

/** Records every request; results encode the inputs so stores can be checked too. */
class RecordingSampler implements TgsiSampler {
  readonly log: Recorded[] = [];

  private record(call: string, r: TgsiTextureRequest, ints: boolean): void {
    const lanes = (a: ArrayLike<number>) => Array.from(a).slice(0, r.count);
    this.log.push({
      call,
      view: r.view,
      sampler: r.sampler,
      target: r.target,
      lodMode: r.lodMode,
      active: lanes(r.active),
      coords: (ints ? r.icoords : r.coords).map(lanes),
      compare: r.compare ? lanes(r.compare) : null,
      lod: lanes(ints ? r.ilod : r.lod),
      ddx: r.ddx.map(lanes),
      ddy: r.ddy.map(lanes),
      offsets: r.offsets ? r.offsets.map(lanes) : null,
      component: r.component,
    });
  }

  sample(r: TgsiTextureRequest): void {
    this.record('sample', r, false);
    for (let i = 0; i < r.count; i++) {
      if (!r.active[i]) continue;
      r.out[0]![i] = r.coords[0]![i]!;
      r.out[1]![i] = r.coords[1]![i]!;
      r.out[2]![i] = r.compare ? r.compare[i]! : -1;
      r.out[3]![i] = r.lod[i]!;
    }
  }

  fetch(r: TgsiTextureRequest): void {
    this.record('fetch', r, true);
    for (let i = 0; i < r.count; i++) {
      for (let c = 0; c < 3; c++) r.outWords[c]![i] = r.icoords[c]![i]! + (r.offsets ? r.offsets[c]![i]! : 0);
      r.outWords[3]![i] = r.ilod[i]!;
    }
  }

  gather(r: TgsiTextureRequest): void {
    this.record('gather', r, false);
    for (let i = 0; i < r.count; i++) for (let c = 0; c < 4; c++) r.out[c]![i] = 10 * r.component + c;
  }

  lod(r: TgsiTextureRequest): void {
    this.record('lod', r, false);
    for (let i = 0; i < r.count; i++) {
      r.out[0]![i] = 1.5;
      r.out[1]![i] = 2.5;
      r.out[2]![i] = 99;
      r.out[3]![i] = 99;
    }
  }

  size(view: number, level: number, out: Int32Array): void {
    out.set([(16 >> level) + view, 8 >> level, 1, 5]);
  }

  samples(view: number): number {
    return 4 + view;
  }
}

/** Runs a vertex shader with IN[0..2] per lane through a fresh sampler per engine. */
function tex(text: string, inputs: (readonly Word[])[][], fragment = false) {
  return onBoth(
    text,
    (e) => {
      const s = new RecordingSampler();
      e.setSampler(s);
      for (let k = 0; k < 3; k++)
        setInput(
          e,
          k,
          inputs.map((l) => l[k] ?? [0, 0, 0, 0]),
        );
      if (fragment) e.runQuads({ quads: inputs.length / 4 });
      else e.run(inputs.length);
      return s.log;
    },
    (e, log) => ({
      log,
      out: Array.from({ length: inputs.length }, (_, i) =>
        [0, 1, 2, 3].map((c) => e.registerFloats(TgsiFile.OUTPUT, 0, c)[i]!),
      ),
      outInts: Array.from({ length: inputs.length }, (_, i) =>
        [0, 1, 2, 3].map((c) => e.registerInts(TgsiFile.OUTPUT, 0, c)[i]!),
      ),
    }),
    { maxLanes: 8 },
  );
}

const head = (stage = 'VERT') =>
  `${stage}\nDCL IN[0..2]${stage === 'FRAG' ? ', GENERIC[0], LINEAR' : ''}\nDCL OUT[0]${stage === 'FRAG' ? ', COLOR' : ''}\nDCL SAMP[0..3]\nDCL SVIEW[0..3], 2D, FLOAT\nDCL TEMP[0]\nIMM[0] INT32 { 1, -2, 3, 0 }\n`;

describe('TEX-style lookups', () => {
  it('TEX on SHADOW2D takes the reference from src0.z and the unit from SAMP', () => {
    const r = tex(`${head()}TEX OUT[0], IN[0], SAMP[2], SHADOW2D\nEND\n`, [[[0.5, 0.25, 0.75, 9]]]);
    const req = r.log[0]!;
    expect(req).toMatchObject({
      call: 'sample',
      view: 2,
      sampler: 2,
      target: TgsiTextureTarget.SHADOW2D,
      lodMode: 'implicit',
    });
    expect(req.coords.map((c) => c[0])).toEqual([0.5, 0.25, 0.75, 9]);
    expect(req.compare).toEqual([0.75]);
    expect(r.out[0]).toEqual([0.5, 0.25, 0.75, 0]);
  });

  it('TEX on SHADOWCUBE takes the reference from src0.w; plain 2D has none', () => {
    expect(
      tex(`${head()}TEX OUT[0], IN[0], SAMP[0], SHADOWCUBE\nEND\n`, [[[1, 2, 3, 4]]]).log[0]!.compare,
    ).toEqual([4]);
    expect(
      tex(`${head()}TEX OUT[0], IN[0], SAMP[0], 2D\nEND\n`, [[[1, 2, 3, 4]]]).log[0]!.compare,
    ).toBeNull();
  });

  it('TXP divides x, y and z by w', () => {
    const req = tex(`${head()}TXP OUT[0], IN[0], SAMP[0], SHADOW2D\nEND\n`, [[[1, 3, 2, 4]]]).log[0]!;
    expect(req.coords.map((c) => c[0])).toEqual([0.25, 0.75, 0.5, 4]);
    expect(req.compare).toEqual([0.5]);
  });

  it('TXB takes the bias from src0.w, TXL the level from src0.w', () => {
    const b = tex(`${head()}TXB OUT[0], IN[0], SAMP[1], 2D\nEND\n`, [[[1, 2, 3, -1.5]]]);
    expect(b.log[0]).toMatchObject({ lodMode: 'bias', lod: [-1.5], view: 1 });
    expect(b.out[0]![3]).toBe(-1.5);
    const l = tex(`${head()}TXL OUT[0], IN[0], SAMP[1], 2D\nEND\n`, [[[1, 2, 3, 2]]]);
    expect(l.log[0]).toMatchObject({ lodMode: 'explicit', lod: [2] });
  });

  it('TXB2 / TXL2 / TEX2 take bias, level or reference from src1 and the unit from src2', () => {
    const b2 = tex(`${head()}TXB2 OUT[0], IN[0], IN[1], SAMP[3], CUBE_ARRAY\nEND\n`, [
      [
        [1, 2, 3, 4],
        [0.5, 7, 0, 0],
      ],
    ]);
    expect(b2.log[0]).toMatchObject({ lodMode: 'bias', lod: [0.5], view: 3, compare: null });
    const l2 = tex(`${head()}TXL2 OUT[0], IN[0], IN[1], SAMP[3], SHADOWCUBE_ARRAY\nEND\n`, [
      [
        [1, 2, 3, 4],
        [3, 0.25, 0, 0],
      ],
    ]);
    expect(l2.log[0]).toMatchObject({ lodMode: 'explicit', lod: [3], compare: [0.25] });
    const t2 = tex(`${head()}TEX2 OUT[0], IN[0], IN[1], SAMP[1], SHADOWCUBE_ARRAY\nEND\n`, [
      [
        [1, 2, 3, 4],
        [0.125, 0, 0, 0],
      ],
    ]);
    expect(t2.log[0]).toMatchObject({ lodMode: 'implicit', compare: [0.125], view: 1 });
  });

  it('TXD passes the shader derivatives src1 and src2', () => {
    const r = tex(`${head()}TXD OUT[0], IN[0], IN[1], IN[2], SAMP[0], 2D\nEND\n`, [
      [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
        [9, 10, 11, 12],
      ],
    ]);
    expect(r.log[0]).toMatchObject({ lodMode: 'derivatives', ddx: [[5], [6], [7]], ddy: [[9], [10], [11]] });
  });

  it('TXF fetches with integer coordinates, the level in src0.w and immediate texel offsets', () => {
    const r = tex(`${head()}TXF OUT[0], IN[0], SAMP[0], 2D, IMM[0].xyz\nEND\n`, [
      [[{ i: 4 }, { i: 5 }, { i: 6 }, { i: 2 }]],
    ]);
    expect(r.log[0]).toMatchObject({ call: 'fetch', lod: [2], offsets: [[1], [-2], [3]] });
    expect(r.outInts[0]).toEqual([5, 3, 9, 2]);
  });

  it('TG4 gathers the component in src1.x', () => {
    const r = tex(`${head()}TG4 OUT[0], IN[0], IN[1], SAMP[0], 2D\nEND\n`, [
      [
        [0.5, 0.5, 0, 0],
        [{ i: 2 }, 0, 0, 0],
      ],
    ]);
    expect(r.log[0]).toMatchObject({ call: 'gather', component: 2 });
    expect(r.out[0]).toEqual([20, 21, 22, 23]);
  });

  it('LODQ returns (lod, lambda) in x, y and zeros in z, w', () => {
    const r = tex(`${head()}LODQ OUT[0], IN[0], SAMP[0], 2D\nEND\n`, [[[0.5, 0.5, 0, 0]]]);
    expect(r.out[0]).toEqual([1.5, 2.5, 0, 0]);
  });

  it('TXQ, TXQ_LZ and TXQS query sizes and sample counts as integers', () => {
    expect(tex(`${head()}TXQ OUT[0], IN[0], SAMP[1], 2D\nEND\n`, [[[{ i: 1 }, 0, 0, 0]]]).outInts[0]).toEqual(
      [9, 4, 1, 5],
    );
    expect(tex(`${head()}TXQ_LZ OUT[0], SAMP[0], 2D\nEND\n`, [[[0, 0, 0, 0]]]).outInts[0]).toEqual([
      16, 8, 1, 5,
    ]);
    expect(tex(`${head()}TXQS OUT[0], SAMP[2], 2D\nEND\n`, [[[0, 0, 0, 0]]]).outInts[0]).toEqual([
      6, 0, 0, 0,
    ]);
  });

  it('computes implicit derivatives per quad in fragment shaders', () => {
    const quad = [[[0, 0, 0, 0]], [[0.5, 0, 0, 0]], [[0, 0.25, 1, 0]], [[0.5, 0.25, 1, 0]]] as Word[][][];
    const r = tex(`${head('FRAG')}TEX OUT[0], IN[0], SAMP[0], 2D\nEND\n`, quad, true);
    expect(r.log[0]!.ddx).toEqual([
      [0.5, 0.5, 0.5, 0.5],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(r.log[0]!.ddy).toEqual([
      [0, 0, 0, 0],
      [0.25, 0.25, 0.25, 0.25],
      [1, 1, 1, 1],
    ]);
  });

  it('asks only for the active lanes and stores only them', () => {
    const text = `${head()}MOV OUT[0], IMM[0].wwww\nIF IN[1].xxxx\n  TEX OUT[0], IN[0], SAMP[0], 2D\nENDIF\nEND\n`;
    const r = tex(text, [
      [
        [1, 1, 1, 1],
        [1, 0, 0, 0],
      ],
      [
        [2, 2, 2, 2],
        [0, 0, 0, 0],
      ],
    ]);
    expect(r.log[0]!.active).toEqual([1, 0]);
    expect(r.out[1]).toEqual([0, 0, 0, 0]);
    expect(r.out[0]![0]).toBe(1);
  });
});

describe('SAMPLE-style lookups', () => {
  it('SAMPLE uses SVIEW and SAMP separately, its target from the SVIEW declaration, and swizzles by the SVIEW operand', () => {
    const r = tex(`${head()}SAMPLE OUT[0], IN[0], SVIEW[1].yxwz, SAMP[3]\nEND\n`, [[[0.5, 0.25, 0, 0]]]);
    expect(r.log[0]).toMatchObject({
      view: 1,
      sampler: 3,
      target: TgsiTextureTarget['2D'],
      lodMode: 'implicit',
    });
    expect(r.out[0]).toEqual([0.25, 0.5, 0, -1]);
  });

  it('SAMPLE_B, SAMPLE_L, SAMPLE_C, SAMPLE_C_LZ and SAMPLE_D take their extra operand from src3 (and src4)', () => {
    const ins = [
      [1, 2, 3, 4],
      [0.5, 0, 0, 0],
      [0.75, 0, 0, 0],
    ] as Word[][];
    expect(
      tex(`${head()}SAMPLE_B OUT[0], IN[0], SVIEW[0], SAMP[0], IN[1].xxxx\nEND\n`, [ins]).log[0],
    ).toMatchObject({ lodMode: 'bias', lod: [0.5] });
    expect(
      tex(`${head()}SAMPLE_L OUT[0], IN[0], SVIEW[0], SAMP[0], IN[1].xxxx\nEND\n`, [ins]).log[0],
    ).toMatchObject({ lodMode: 'explicit', lod: [0.5] });
    expect(
      tex(`${head()}SAMPLE_C OUT[0], IN[0], SVIEW[0], SAMP[0], IN[1].xxxx\nEND\n`, [ins]).log[0],
    ).toMatchObject({ lodMode: 'implicit', compare: [0.5] });
    expect(
      tex(`${head()}SAMPLE_C_LZ OUT[0], IN[0], SVIEW[0], SAMP[0], IN[1].xxxx\nEND\n`, [ins]).log[0],
    ).toMatchObject({ lodMode: 'explicit', lod: [0], compare: [0.5] });
    expect(
      tex(`${head()}SAMPLE_D OUT[0], IN[0], SVIEW[0], SAMP[0], IN[1], IN[2]\nEND\n`, [ins]).log[0],
    ).toMatchObject({ lodMode: 'derivatives', ddx: [[0.5], [0], [0]], ddy: [[0.75], [0], [0]] });
  });

  it('SAMPLE_I fetches with integer address and level in w; SAMPLE_I_MS takes the sample from src2', () => {
    const a = [
      [{ i: 3 }, { i: 4 }, { i: 0 }, { i: 1 }],
      [0, 0, 0, 0],
      [{ i: 2 }, 0, 0, 0],
    ] as Word[][];
    expect(tex(`${head()}SAMPLE_I OUT[0], IN[0], SVIEW[0]\nEND\n`, [a]).log[0]).toMatchObject({
      call: 'fetch',
      lod: [1],
    });
    expect(tex(`${head()}SAMPLE_I_MS OUT[0], IN[0], SVIEW[0], IN[2].xxxx\nEND\n`, [a]).log[0]).toMatchObject({
      call: 'fetch',
      lod: [2],
    });
  });

  it('SVIEWINFO, SAMPLE_INFO, SAMPLE_POS and GATHER4', () => {
    expect(
      tex(`${head()}SVIEWINFO OUT[0], IN[0].xxxx, SVIEW[2]\nEND\n`, [[[{ i: 2 }, 0, 0, 0]]]).outInts[0],
    ).toEqual([6, 2, 1, 5]);
    expect(tex(`${head()}SAMPLE_INFO OUT[0], SVIEW[1], IN[0]\nEND\n`, [[[0, 0, 0, 0]]]).outInts[0]).toEqual([
      5, 0, 0, 0,
    ]);
    expect(tex(`${head()}SAMPLE_POS OUT[0], SVIEW[0], IN[0].xxxx\nEND\n`, [[[0, 0, 0, 0]]]).out[0]).toEqual([
      0.5, 0.5, 0, 0,
    ]);
    const g = tex(`${head()}GATHER4 OUT[0], IN[0], SVIEW[0].zzzz, SAMP[0]\nEND\n`, [[[0.5, 0.5, 0, 0]]]);
    expect(g.log[0]).toMatchObject({ call: 'gather', component: 2 });
  });
});

describe('errors', () => {
  it('a texture instruction without a sampler fails with TgsiExecutionError', () => {
    for (const [, make] of ENGINES) {
      const e = make(parseTgsi(`${head()}TEX OUT[0], IN[0], SAMP[0], 2D\nEND\n`), { maxLanes: 4 });
      expect(() => e.run(1)).toThrowError(/needs a sampler/);
    }
  });
});

// The fast paths of texture instructions give the same bits as the general ones: coordinates read
// in place from a register against coordinates copied (indirect or modified operands), quad
// derivatives computed once per quad against values computed here, shared zero derivatives and LODs
// after lookups that filled them, and the result store — block copy when every lane is active,
// lane-by-lane copy under a mask (also when the batch is not a whole number of quads), _SAT, write
// masks, the SVIEW swizzle folded into the store, indirect destinations. On both engines.
import { describe, expect, it } from 'vitest';
import type { TgsiExecutable } from '../../src/exec/executable.js';
import type { TgsiSampler, TgsiTextureRequest } from '../../src/exec/resources.js';
import { TgsiFile } from '../../src/ir.js';
import { bits, onBoth, setInput, type Word } from './harness.js';

const fr = Math.fround;

interface Seen {
  coords: number[][];
  icoords: number[][];
  lod: number[];
  ddx: number[][];
  ddy: number[][];
  compare: number[] | null;
  offsets: number[][] | null;
}

/**
 * Records each request's inputs (for lanes 0..count-1) and writes, for every lane of the batch
 * (active or not), texel channel c = `texel(i, c)`.
 */
class PatternSampler implements TgsiSampler {
  readonly seen: Seen[] = [];
  constructor(private readonly texel: (lane: number, channel: number) => number) {}

  private answer(r: TgsiTextureRequest): void {
    const lanes = (a: ArrayLike<number>) => Array.from(a).slice(0, r.count);
    this.seen.push({
      coords: r.coords.map(lanes),
      icoords: r.icoords.map(lanes),
      lod: lanes(r.lod),
      ddx: r.ddx.map(lanes),
      ddy: r.ddy.map(lanes),
      compare: r.compare ? lanes(r.compare) : null,
      offsets: r.offsets ? r.offsets.map(lanes) : null,
    });
    for (let i = 0; i < r.count; i++) for (let c = 0; c < 4; c++) r.out[c]![i] = this.texel(i, c);
  }

  sample(r: TgsiTextureRequest): void {
    this.answer(r);
  }
  fetch(r: TgsiTextureRequest): void {
    this.answer(r);
  }
  gather(r: TgsiTextureRequest): void {
    this.answer(r);
  }
  lod(r: TgsiTextureRequest): void {
    this.answer(r);
  }
  size(): void {}
  samples(): number {
    return 1;
  }
}

const plain = (i: number, c: number) => 10 * i + c + 0.5;

/** Runs `text` on both engines with IN[k] = inputs[k][lane]; returns the requests and OUT[0..1] words per lane. */
function run(
  text: string,
  inputs: readonly (readonly (readonly Word[])[])[],
  lanes: number,
  texel: (lane: number, channel: number) => number = plain,
) {
  const fragment = text.startsWith('FRAG');
  return onBoth(
    text,
    (e) => {
      const sampler = new PatternSampler(texel);
      e.setSampler(sampler);
      inputs.forEach((values, k) => {
        setInput(e, k, values);
      });
      if (fragment) e.runQuads({ quads: lanes / 4 });
      else e.run(lanes);
      return sampler.seen;
    },
    (e, seen) => ({ seen, out: outputWords(e, lanes) }),
    { maxLanes: 64 },
  );
}

/** OUT[r] channel c of lane i at [r][c][i], as uint32 words. */
function outputWords(e: TgsiExecutable, lanes: number): number[][][] {
  return Array.from({ length: e.registerCount(TgsiFile.OUTPUT) }, (_, r) =>
    [0, 1, 2, 3].map((c) => Array.from(e.registerUints(TgsiFile.OUTPUT, r, c).subarray(0, lanes))),
  );
}

/** Texture coordinates of 8 quads with distinct per-pixel steps (non-linear, so every quad differs). */
const QUAD_LANES = 32;
const coordsOf = (i: number): Word[] => [
  fr(0.01 * i * i),
  fr(1 - 0.03 * i),
  fr(0.5 + 0.002 * i * (i % 3)),
  2,
];
const COORDS = Array.from({ length: QUAD_LANES }, (_, i) => coordsOf(i));

const HEAD = `FRAG
DCL IN[0..2], GENERIC[0], PERSPECTIVE
DCL OUT[0..1], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0..3]
DCL TEMP[4..5], ARRAY(1)
DCL ADDR[0]
IMM[0] INT32 { 0, 1, 2, -1 }
IMM[1] FLT32 { 7.0, -1.0, 0.25, 0.0 }
`;

describe('coordinates in place and copied', () => {
  it('TEX reads the same coordinates and derivatives from a register in place as from an indirect copy', () => {
    const direct = run(`${HEAD}TEX OUT[0], IN[0].yxwz, SAMP[0], 2D\nEND\n`, [COORDS], QUAD_LANES);
    const copied = run(
      `${HEAD}UARL ADDR[0].x, IMM[0].xxxx\nTEX OUT[0], IN[ADDR[0].x].yxwz, SAMP[0], 2D\nEND\n`,
      [COORDS],
      QUAD_LANES,
    );
    expect(copied).toEqual(direct);
    expect(direct.seen[0]!.coords[0]).toEqual(COORDS.map((c) => c[1]));
  });

  it('a negated operand is copied with the sign flipped, and gives the derivatives of the flipped values', () => {
    const r = run(`${HEAD}TEX OUT[0], -IN[0], SAMP[0], 2D\nEND\n`, [COORDS], QUAD_LANES);
    const x = COORDS.map((c) => -(c[0] as number));
    expect(r.seen[0]!.coords[0]).toEqual(x);
    expect(r.seen[0]!.ddx[0]).toEqual(x.map((_, i) => fr(x[(i & ~3) + 1]! - x[i & ~3]!)));
  });

  it('TXF reads integer coordinates in place, and its level from w', () => {
    const ints = Array.from({ length: 8 }, (_, i) => [{ i: i - 3 }, { i: 2 * i }, { i: 5 }, { i: i & 1 }]);
    const r = run(`${HEAD.replace('FRAG', 'VERT')}TXF OUT[0], IN[0], SAMP[0], 2D\nEND\n`, [ints], 8);
    expect(r.seen[0]!.icoords[0]).toEqual(ints.map((v) => v[0]!.i));
    expect(r.seen[0]!.icoords[1]).toEqual(ints.map((v) => v[1]!.i));
  });
});

describe('derivatives and levels of detail', () => {
  it('implicit derivatives: one value per quad, top-right − top-left and bottom-left − top-left, in float32', () => {
    const r = run(`${HEAD}TEX OUT[0], IN[0], SAMP[0], 2D\nEND\n`, [COORDS], QUAD_LANES);
    const req = r.seen[0]!;
    for (let c = 0; c < 3; c++) {
      const v = COORDS.map((p) => p[c] as number);
      const top = (i: number) => v[i & ~3]!;
      expect(req.ddx[c]).toEqual(v.map((_, i) => fr(v[(i & ~3) + 1]! - top(i))));
      expect(req.ddy[c]).toEqual(v.map((_, i) => fr(v[(i & ~3) + 2]! - top(i))));
    }
    expect(req.lod).toEqual(new Array(QUAD_LANES).fill(0));
  });

  it('after lookups that filled them, an explicit LOD sees zero derivatives and an implicit one a zero LOD', () => {
    const text = `${HEAD}TXB TEMP[0], IN[0], SAMP[0], 2D\nTXL TEMP[1], IN[1], SAMP[0], 2D\nTEX TEMP[2], IN[1], SAMP[0], 2D\nTXD OUT[0], IN[0], IN[1], IN[2], SAMP[0], 2D\nTXL OUT[1], IN[0], SAMP[0], 2D\nEND\n`;
    const other = COORDS.map((c) => [c[1]!, c[0]!, c[2]!, 0.75]);
    const third = COORDS.map((c) => [c[2]!, c[2]!, c[0]!, 1]);
    const r = run(text, [COORDS, other, third], QUAD_LANES);
    const zeros = new Array(QUAD_LANES).fill(0);
    const [txb, txl, tex, txd, txl2] = r.seen;
    expect(txb!.lod).toEqual(new Array(QUAD_LANES).fill(2));
    expect(txb!.ddx[0]).not.toEqual(zeros);
    expect(txl!.lod).toEqual(new Array(QUAD_LANES).fill(0.75));
    expect(txl!.ddx).toEqual([zeros, zeros, zeros]);
    expect(txl!.ddy).toEqual([zeros, zeros, zeros]);
    expect(tex!.lod).toEqual(zeros);
    expect(txd!.ddx).toEqual([0, 1, 2].map((c) => other.map((v) => v[c])));
    expect(txd!.ddy).toEqual([0, 1, 2].map((c) => third.map((v) => v[c])));
    expect(txd!.lod).toEqual(zeros);
    expect(txl2!.ddx).toEqual([zeros, zeros, zeros]);
  });

  it('vertex shaders get zero derivatives for implicit lookups', () => {
    const r = run(`${HEAD.replace('FRAG', 'VERT')}TEX OUT[0], IN[0], SAMP[0], 2D\nEND\n`, [COORDS], 12);
    const zeros = new Array(12).fill(0);
    expect(r.seen[0]!.ddx).toEqual([zeros, zeros, zeros]);
    expect(r.seen[0]!.ddy).toEqual([zeros, zeros, zeros]);
  });

  it('texel offsets: an immediate one and a per-lane one, 0 in inactive lanes', () => {
    const ints = Array.from({ length: 8 }, (_, i) => [{ i }, { i: -i }, { i: 3 * i }, { i: 0 }]);
    const text = `${HEAD.replace('FRAG', 'VERT')}TXF OUT[0], IN[0], SAMP[0], 2D, IMM[0].wyz
UIF IN[1].xxxx
  TXF OUT[1], IN[0], SAMP[0], 2D, IN[0].yxz
ENDIF
END
`;
    const active = Array.from({ length: 8 }, (_, i) => [{ i: i % 3 === 0 ? 0 : 1 }, 0, 0, 0]);
    const r = run(text, [ints, active], 8);
    expect(r.seen[0]!.offsets).toEqual([new Array(8).fill(-1), new Array(8).fill(1), new Array(8).fill(2)]);
    const on = (i: number) => i % 3 !== 0;
    expect(r.seen[1]!.offsets).toEqual([
      ints.map((v, i) => (on(i) ? v[1]!.i : 0)),
      ints.map((v, i) => (on(i) ? v[0]!.i : 0)),
      ints.map((v, i) => (on(i) ? v[2]!.i : 0)),
    ]);
  });
});

describe('storing the result', () => {
  const lanes = (n: number, f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));
  const texelBits = (i: number, c: number) => bits(plain(i, c));

  it('every lane active: all channels of all lanes, inside an IF every lane takes too', () => {
    for (const body of [
      'TEX OUT[0], IN[0], SAMP[0], 2D',
      'IF IMM[1].xxxx\n  TEX OUT[0], IN[0], SAMP[0], 2D\nENDIF',
    ]) {
      const r = run(`${HEAD}${body}\nEND\n`, [COORDS], QUAD_LANES);
      expect(r.out[0]).toEqual([0, 1, 2, 3].map((c) => lanes(QUAD_LANES, (i) => texelBits(i, c))));
    }
  });

  it('some lanes active: the others keep their value, also when the batch ends inside a quad', () => {
    const text = `${HEAD.replace('FRAG', 'VERT')}MOV OUT[0], IMM[1].yyyy
IF IN[1].xxxx
  TEX OUT[0].xzw, IN[0], SAMP[0], 2D
ENDIF
END
`;
    const n = 7;
    // Lane 6 alone is the tail after the last whole group of four lanes.
    for (const inactive of [[2, 6], [6]]) {
      const cond = lanes(n, (i) => (inactive.includes(i) ? 0 : 1)).map((v) => [v, 0, 0, 0]);
      const r = run(text, [COORDS.slice(0, n), cond], n);
      const minusOne = bits(-1);
      const expected = [0, 1, 2, 3].map((c) =>
        lanes(n, (i) => (c === 1 || inactive.includes(i) ? minusOne : texelBits(i, c))),
      );
      expect(r.out[0]).toEqual(expected);
    }
  });

  it('_SAT clamps to [0, 1]: NaN and −0 become +0, whether every lane is active or not', () => {
    const special = [Number.NaN, -0, -2, 0.25, 1, 7, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    const texel = (i: number, c: number) => special[(i + c) % special.length]!;
    // tgsi.rst: saturate(x) = min(max(x, 0), 1), with NaN giving 0.
    const sat = (v: number) => bits(v > 0 ? Math.min(v, 1) : 0);
    for (const body of [
      'TEX_SAT OUT[0], IN[0], SAMP[0], 2D',
      'IF IN[1].xxxx\n  TEX_SAT OUT[0], IN[0], SAMP[0], 2D\nENDIF',
    ]) {
      const r = run(
        `${HEAD}MOV OUT[0], IMM[1].yyyy\n${body}\nEND\n`,
        [COORDS, lanes(QUAD_LANES, (i) => (i % 5 === 0 ? 0 : 1)).map((v) => [v])],
        QUAD_LANES,
        texel,
      );
      const active = (i: number) => !body.startsWith('IF') || i % 5 !== 0;
      expect(r.out[0]).toEqual(
        [0, 1, 2, 3].map((c) => lanes(QUAD_LANES, (i) => (active(i) ? sat(texel(i, c)) : bits(-1)))),
      );
    }
  });

  it('SAMPLE: the SVIEW swizzle and the write mask are applied in one store', () => {
    const r = run(
      `${HEAD}MOV OUT[0], IMM[1].yyyy\nSAMPLE OUT[0].xzw, IN[0], SVIEW[0].wzyx, SAMP[0]\nEND\n`,
      [COORDS],
      QUAD_LANES,
    );
    const from = [3, 1, 1, 0];
    expect(r.out[0]).toEqual(
      [0, 1, 2, 3].map((c) => lanes(QUAD_LANES, (i) => (c === 1 ? bits(-1) : texelBits(i, from[c]!)))),
    );
  });

  it('an indirect destination is bounds-checked lane by lane', () => {
    const text = `${HEAD.replace('FRAG', 'VERT')}MOV TEMP[4], IMM[1].yyyy
MOV TEMP[5], IMM[1].yyyy
UARL ADDR[0].x, IN[1].xxxx
TEX TEMP[ADDR[0].x + 4](1), IN[0], SAMP[0], 2D
MOV OUT[0], TEMP[4]
MOV OUT[1], TEMP[5]
END
`;
    const index = [0, 1, 2, -1, 1, 0];
    const r = run(text, [COORDS.slice(0, 6), index.map((v) => [{ i: v }])], 6);
    const at = (reg: number) =>
      [0, 1, 2, 3].map((c) => lanes(6, (i) => (index[i] === reg ? texelBits(i, c) : bits(-1))));
    expect(r.out[0]).toEqual(at(0));
    expect(r.out[1]).toEqual(at(1));
  });
});

describe('conditions read once per batch', () => {
  it('KILL_IF with modifiers and a swizzle discards where some channel is below zero', () => {
    const text = `${HEAD}KILL_IF -|IN[0].wzyx|\nKILL_IF -IN[1].xyxy\nEND\n`;
    const first = [
      [0, 0, 0, 0],
      [1, 0, 0, 0],
      [0, 0, Number.NaN, 0],
      [-0, -0, -0, -0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const second = [[0], [0], [0], [0], [1, -1], [-2], [Number.NaN], [0, 0, 5]];
    const killed = onBoth(
      text,
      (e) => {
        setInput(e, 0, first);
        setInput(e, 1, second);
        e.runQuads({ quads: 2 });
      },
      (e) => Array.from(e.killed.subarray(0, 8)),
    );
    // −|x| < 0 for every nonzero x (not NaN, not ±0); −y < 0 for y > 0.
    expect(killed).toEqual([0, 1, 0, 0, 1, 0, 0, 0]);
  });

  it('a small batch after a large one: system values and kill flags cover exactly its lanes', () => {
    const text = `FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL SV[0], SAMPLEMASK
DCL SV[1], HELPER_INVOCATION
DCL OUT[0], COLOR
DCL OUT[1], COLOR[1]
KILL_IF IN[0].xxxx
MOV OUT[0], SV[0]
MOV OUT[1], SV[1]
END
`;
    const r = onBoth(
      text,
      (e) => {
        setInput(
          e,
          0,
          Array.from({ length: 64 }, () => [-1]),
        );
        e.runQuads({ quads: 16, coverage: new Array(64).fill(0) });
        setInput(e, 0, [[0], [-1], [0], [0]]);
        e.runQuads({ quads: 1, coverage: [1, 1, 0, 1] });
      },
      (e) => ({ killed: Array.from(e.killed.subarray(0, 4)), out: outputWords(e, 4) }),
      { maxLanes: 64 },
    );
    expect(r.killed).toEqual([0, 1, 0, 0]);
    // Lane 1 is killed before the MOVs: its outputs keep what the first run left (nothing: 0).
    expect(r.out[0]![0]).toEqual([1, 0, 0, 1]);
    expect(r.out[0]![1]).toEqual([0, 0, 0, 0]);
    expect(r.out[1]![0]).toEqual([0, 0, 0xffffffff, 0]);
  });
});

// The sampler behind compiled TGSI: fragment shaders compiled with compileTgsi run over a grid of 2×2
// quads, their texture instructions going through a bound SoftSampler — implicit LOD from the quads'
// derivatives (TEX), and the other instruction kinds (TXL, TXB, TXF, TXQ, TG4, SAMPLE, LODQ).
import { PipeFormat, PipeTexFilter, PipeTexMipfilter, samplerState } from '@gallium-ts/gallium-api';
import { compileTgsi, parseTgsi, TgsiFile, TgsiSemantic } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { SoftSampler } from '../../src/texture/soft-sampler.js';
import { makeTexture } from './fixtures.js';

/** 8×8 RGBA8 with 4 levels; texel (x, y) of level L is (8x, 8y, 64L, 255) / 255. */
const texture = makeTexture({
  format: PipeFormat.R8G8B8A8_UNORM,
  width: 8,
  height: 8,
  lastLevel: 3,
  texel: (x, y, _layer, level) => [(8 * x) / 255, (8 * y) / 255, (64 * level) / 255, 1],
});
const texelOf = (x: number, y: number, level: number) =>
  [8 * x, 8 * y, 64 * level, 255].map((b) => Math.fround(b / 255));

/** Pixel (x, y) of a w×h grid of quads for lane 4q + j (j: top-left, top-right, bottom-left, bottom-right). */
function pixelOf(lane: number, width: number): [number, number] {
  const q = lane >> 2;
  const j = lane & 3;
  const quadsPerRow = width / 2;
  return [2 * (q % quadsPerRow) + (j & 1), 2 * Math.floor(q / quadsPerRow) + (j >> 1)];
}

/** Runs `text` over a width×height pixel grid with IN[0] = texcoord(x, y); returns OUT[0] per pixel. */
function shade(
  text: string,
  width: number,
  height: number,
  texcoord: (x: number, y: number) => number[],
  sampler: SoftSampler,
) {
  const lanes = width * height;
  const shader = compileTgsi(parseTgsi(text), { maxLanes: lanes });
  const input = [0, 1, 2, 3].map((c) =>
    shader.registerFloats(TgsiFile.INPUT, shader.findInput(TgsiSemantic.GENERIC), c),
  );
  const output = [0, 1, 2, 3].map((c) =>
    shader.registerFloats(TgsiFile.OUTPUT, shader.findOutput(TgsiSemantic.COLOR), c),
  );
  for (let lane = 0; lane < lanes; lane++) {
    const [x, y] = pixelOf(lane, width);
    texcoord(x, y).forEach((v, c) => {
      input[c]![lane] = v;
    });
  }
  shader.setSampler(sampler);
  shader.runQuads({ quads: lanes / 4 });
  const pixels = new Map<string, number[]>();
  for (let lane = 0; lane < lanes; lane++) {
    const [x, y] = pixelOf(lane, width);
    pixels.set(
      `${x},${y}`,
      output.map((o) => o[lane]!),
    );
  }
  return pixels;
}

const nearestMip = samplerState({
  minImgFilter: PipeTexFilter.NEAREST,
  magImgFilter: PipeTexFilter.NEAREST,
  minMipFilter: PipeTexMipfilter.NEAREST,
});

describe('TEX with implicit LOD', () => {
  it('reads level 1 where the texture coordinates move 2 texels per pixel', () => {
    const sampler = new SoftSampler();
    sampler.bind([texture], [nearestMip]);
    const text = `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
TEX OUT[0], IN[0], SAMP[0], 2D
END
`;
    // s = (x + ½)·2/8 over 4×4 pixels: ∂s/∂x = 1/4, ρ = 2 texels, λ = 1; level 1 is 4×4 and pixel x
    // lands on its texel x.
    const pixels = shade(text, 4, 4, (x, y) => [((x + 0.5) * 2) / 8, ((y + 0.5) * 2) / 8, 0, 1], sampler);
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++) expect(pixels.get(`${x},${y}`)).toEqual(texelOf(x, y, 1));
  });

  it('reads level 0 where they move one texel per pixel and level 2 at four', () => {
    const sampler = new SoftSampler();
    sampler.bind([texture], [nearestMip]);
    const text = `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
TEX OUT[0], IN[0], SAMP[0], 2D
END
`;
    const level0 = shade(text, 4, 4, (x, y) => [(x + 0.5) / 8, (y + 0.5) / 8, 0, 1], sampler);
    expect(level0.get('3,2')).toEqual(texelOf(3, 2, 0));
    const level2 = shade(text, 4, 4, (x, y) => [((x + 0.5) * 4) / 8, ((y + 0.5) * 4) / 8, 0, 1], sampler);
    expect(level2.get('1,1')).toEqual(texelOf(1, 1, 2));
  });
});

describe('other texture instructions through the sampler', () => {
  const sampler = new SoftSampler();
  sampler.bind([texture], [nearestMip]);
  const run = (body: string, coord: (x: number, y: number) => number[] = () => [0.3, 0.7, 0, 2]) =>
    shade(
      `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0]
IMM[0] FLT32 { 0.0, 1.0, 2.0, 3.0 }
IMM[1] INT32 { 0, 1, 2, 3 }
${body}
END
`,
      2,
      2,
      coord,
      sampler,
    ).get('0,0')!;

  it('TXL reads the level in w; TXB adds w to λ', () => {
    // (0.3, 0.7) on level 2 (2×2) is texel (0, 1).
    expect(run('TXL OUT[0], IN[0], SAMP[0], 2D')).toEqual(texelOf(0, 1, 2));
    // One texel per pixel (λ = 0) plus a bias of 1: level 1, where (0.3625, 0.3625) is texel (1, 1).
    const moving = (x: number, y: number) => [(x + 0.5) / 8 + 0.3, (y + 0.5) / 8 + 0.3, 0, 1];
    expect(run('TXB OUT[0], IN[0], SAMP[0], 2D', moving)).toEqual(texelOf(1, 1, 1));
  });

  it('TXF fetches integer texels; TXQ reports the size of a level', () => {
    expect(run('TXF OUT[0], IMM[1].zyxy, SAMP[0], 2D')).toEqual(texelOf(2, 1, 1));
    const size = run('TXQ TEMP[0], IMM[1].yyyy, SAMP[0], 2D\nI2F OUT[0], TEMP[0]');
    expect(size).toEqual([4, 4, 0, 4]);
  });

  it('TG4 gathers one component; SAMPLE and LODQ work through SVIEW and SAMP', () => {
    // (0.3, 0.7) at level 0: u − ½ = 1.9, v − ½ = 5.1 → columns 1, 2, rows 5, 6; component 1 is G = 8y.
    expect(run('TG4 OUT[0], IN[0], IMM[1].yyyy, SAMP[0], 2D')).toEqual(
      [48, 48, 40, 40].map((b) => Math.fround(b / 255)),
    );
    expect(run('SAMPLE_L OUT[0], IN[0], SVIEW[0], SAMP[0], IMM[0].zzzz')).toEqual(texelOf(0, 1, 2));
    const lodq = run('LODQ OUT[0], IN[0], SAMP[0], 2D', (x, y) => [x / 2, y / 2, 0, 0]);
    expect(lodq).toEqual([2, 2, 0, 0]);
  });
});

// The conformance verdict: tolerance edges (off share strictly under 1% / 3%), the pixel threshold of
// 24, the rule for scenes where llvmpipe and softpipe disagree, cross-driver failures, errors and scenes
// no driver could draw.
import { type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { describe, expect, it } from 'vitest';
import { type DriverOutcome, judgeScene } from '../src/conformance/judge.js';

/** A 10 × 10 grey picture with the first `off` pixels' red channel raised by `by`. */
function picture(off = 0, by = 25): RgbaImage {
  const image = rgbaImage(10, 10, new Uint8Array(400).fill(100));
  for (let p = 0; p < off; p++) image.data[p * 4] = 100 + by;
  return image;
}

const drawn = (driver: string, image: RgbaImage): DriverOutcome => ({
  driver,
  status: 'drawn',
  image,
  ms: 1,
});
const mesa = (llvmpipe: RgbaImage, softpipe: RgbaImage) =>
  new Map([
    ['mesa-llvmpipe', llvmpipe],
    ['mesa-softpipe', softpipe],
  ]);

describe('judgeScene', () => {
  it('passes a filled scene with no pixel off and fails one at exactly 1% off', () => {
    expect(judgeScene('filled', [drawn('soft', picture())], mesa(picture(), picture())).verdict).toBe('pass');
    const onePercent = judgeScene('filled', [drawn('soft', picture(1))], mesa(picture(), picture()));
    expect(onePercent.verdict).toBe('fail');
    expect(onePercent.mesa.map((c) => c.offShare)).toEqual([0.01, 0.01]);
    expect(onePercent.failures).toEqual([
      'soft differs from Mesa: 1.00% off against mesa-llvmpipe, 1.00% off against mesa-softpipe',
    ]);
  });

  it('counts a pixel as off only above a channel difference of 24', () => {
    const at24 = judgeScene('filled', [drawn('soft', picture(50, 24))], mesa(picture(), picture()));
    expect(at24.verdict).toBe('pass');
    expect(at24.mesa[0]).toMatchObject({ offShare: 0, maxDifference: 24 });
  });

  it('gives line and point scenes 3%: 2% off passes, 3% fails', () => {
    expect(judgeScene('lines-points', [drawn('soft', picture(2))], mesa(picture(), picture())).verdict).toBe(
      'pass',
    );
    expect(judgeScene('lines-points', [drawn('soft', picture(3))], mesa(picture(), picture())).verdict).toBe(
      'fail',
    );
  });

  it('needs both Mesa drivers where they agree, either one where they do not', () => {
    const agreeing = mesa(picture(), picture(0));
    expect(judgeScene('filled', [drawn('soft', picture(5))], agreeing).verdict).toBe('fail');
    const disagreeing = mesa(picture(), picture(5));
    const verdict = judgeScene('filled', [drawn('soft', picture(5))], disagreeing);
    expect(verdict.mesaAgreement).toMatchObject({ offShare: 0.05, pass: false });
    expect(verdict.verdict).toBe('pass');
    expect(judgeScene('filled', [drawn('soft', picture(60))], disagreeing).failures).toEqual([
      'soft differs from both Mesa drivers: 60.00% off against mesa-llvmpipe, 55.00% off against mesa-softpipe',
    ]);
  });

  it('compares drivers with each other, also without Mesa pictures', () => {
    const verdict = judgeScene('filled', [drawn('soft', picture()), drawn('webgl', picture(4))], new Map());
    expect(verdict.crossDriver).toEqual([
      { a: 'soft', b: 'webgl', offShare: 0.04, maxDifference: 25, pass: false },
    ]);
    expect(verdict.failures).toEqual(['soft and webgl differ: 4.00% of pixels off']);
    expect(verdict.verdict).toBe('fail');
  });

  it('counts a size mismatch as every pixel off', () => {
    const small = rgbaImage(5, 5, new Uint8Array(100).fill(100));
    const verdict = judgeScene('filled', [drawn('soft', small)], mesa(picture(), picture()));
    expect(verdict.mesa[0]).toMatchObject({ offShare: 1, pass: false });
  });

  it('fails on a driver error, and reports scenes no driver can draw or compare', () => {
    const error: DriverOutcome = { driver: 'soft', status: 'error', reason: 'GL error 0x0502' };
    expect(judgeScene('filled', [error], new Map()).failures).toEqual(['soft: GL error 0x0502']);
    const na: DriverOutcome = { driver: 'webgl', status: 'not-applicable', reason: 'no compute' };
    expect(judgeScene('filled', [na], new Map()).verdict).toBe('not-applicable');
    expect(judgeScene('filled', [drawn('soft', picture()), na], new Map()).verdict).toBe('uncompared');
  });

  it('reports failures that involve a driver with a known deviation as deviations, and only those', () => {
    const known = { 'webgl-chromium': 'the platform draws it wrong' };
    const outcomes = [drawn('soft', picture()), drawn('webgl-chromium', picture(30))];
    const verdict = judgeScene('filled', outcomes, mesa(picture(), picture()), known);
    expect(verdict.failures).toEqual([]);
    expect(verdict.verdict).toBe('known-deviation');
    expect(verdict.deviations).toEqual([
      'webgl-chromium differs from Mesa: 30.00% off against mesa-llvmpipe, 30.00% off against mesa-softpipe (known deviation: the platform draws it wrong)',
      'soft and webgl-chromium differ: 30.00% of pixels off (known deviation: the platform draws it wrong)',
    ]);
    const alsoSoft = [drawn('soft', picture(5)), drawn('webgl-chromium', picture(30))];
    const failing = judgeScene('filled', alsoSoft, mesa(picture(), picture()), known);
    expect(failing.verdict).toBe('fail');
    expect(failing.failures).toEqual([
      'soft differs from Mesa: 5.00% off against mesa-llvmpipe, 5.00% off against mesa-softpipe',
    ]);
  });

  it('puts each failure on the drivers responsible, for the summary table', () => {
    // of two drivers that differ, the one off against Mesa
    const oneOff = [drawn('soft', picture()), drawn('webgl', picture(30))];
    const blamed = judgeScene('filled', oneOff, mesa(picture(), picture()));
    expect([blamed.failedDrivers, blamed.deviatingDrivers]).toEqual([['webgl'], []]);
    // without Mesa pictures, both
    const both = judgeScene('filled', oneOff, new Map());
    expect(both.failedDrivers).toEqual(['soft', 'webgl']);
    // a known deviation stays with the driver that has it
    const known = judgeScene('filled', oneOff, new Map(), { webgl: 'blank by design' });
    expect([known.failedDrivers, known.deviatingDrivers]).toEqual([[], ['webgl']]);
  });
});

// The conformance verdict of one scene: every driver that drew it is compared with Mesa's pictures
// (llvmpipe and softpipe, for scenes with a GL twin) and with every other driver, using gallium-api's
// measure — the share of pixels whose largest channel difference exceeds 24 must stay under 1% (3% for
// line and point scenes). Where llvmpipe and softpipe themselves disagree beyond that, "Mesa's
// rendering" is ambiguous and matching either one passes; otherwise a driver must match both.
import {
  compareImages,
  FILLED_SCENE_TOLERANCE,
  LINE_POINT_SCENE_TOLERANCE,
  type RgbaImage,
} from '@gallium-ts/gallium-api/image';
import type { SampleKind } from '../sample.js';

/** What one driver did with a scene. */
export type DriverOutcome =
  | { readonly driver: string; readonly status: 'drawn'; readonly image: RgbaImage; readonly ms: number }
  | { readonly driver: string; readonly status: 'not-applicable'; readonly reason: string }
  | { readonly driver: string; readonly status: 'error'; readonly reason: string };

/** One picture compared with another. */
export interface Comparison {
  /** The two pictures: a driver name, or `mesa-llvmpipe` / `mesa-softpipe`. */
  readonly a: string;
  readonly b: string;
  readonly offShare: number;
  readonly maxDifference: number;
  readonly pass: boolean;
}

/**
 * `uncompared`: drawn without error, but there was nothing to compare it with (no Mesa twin, one driver).
 * `known-deviation`: every failure involves a driver listed in KNOWN_DEVIATIONS for the scene.
 */
export type Verdict = 'pass' | 'fail' | 'not-applicable' | 'uncompared' | 'known-deviation';

/**
 * Failures of the platform beneath a driver, not of this project's code, by scene and driver, with the
 * evidence. They are drawn, compared and shown like every other picture; the report lists them as known
 * deviations, and a scene whose failures all involve them does not fail the run.
 */
export const KNOWN_DEVIATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tunnel: {
    'webgl-chromium':
      "SwiftShader (Chromium's CPU WebGL2) interpolates texture coordinates wrongly over triangles clipped at " +
      'a vertex with w = 0 (the nearest ring starts at the eye, and shows one flat texel); the same GLSL on ' +
      "Mesa's GL (webgl in Node) matches Mesa",
  },
};

export interface SceneVerdict {
  readonly verdict: Verdict;
  readonly tolerance: number;
  /** mesa-llvmpipe against mesa-softpipe, when both exist. */
  readonly mesaAgreement: Comparison | null;
  /** Each drawn driver against each Mesa picture. */
  readonly mesa: readonly Comparison[];
  /** Each pair of drawn drivers. */
  readonly crossDriver: readonly Comparison[];
  /** Why the scene failed, one line each. */
  readonly failures: readonly string[];
  /** Failures that involve only drivers with a known deviation on this scene, with the reason. */
  readonly deviations: readonly string[];
  /**
   * The drivers each failure (or known deviation) is put on: a driver off against Mesa; of two drivers
   * that differ, the ones off against Mesa, or both when neither is.
   */
  readonly failedDrivers: readonly string[];
  readonly deviatingDrivers: readonly string[];
}

export function toleranceOf(kind: SampleKind): number {
  return kind === 'lines-points' ? LINE_POINT_SCENE_TOLERANCE : FILLED_SCENE_TOLERANCE;
}

/** Compares two pictures; a size mismatch counts as every pixel off. */
export function comparePictures(
  a: string,
  imageA: RgbaImage,
  b: string,
  imageB: RgbaImage,
  tolerance: number,
): Comparison {
  if (imageA.width !== imageB.width || imageA.height !== imageB.height)
    return { a, b, offShare: 1, maxDifference: 255, pass: false };
  const { offShare, maxDifference } = compareImages(imageA, imageB);
  return { a, b, offShare, maxDifference, pass: offShare < tolerance };
}

/**
 * Judges one scene from what each driver did and Mesa's pictures (`mesa-llvmpipe`, `mesa-softpipe`;
 * none for scenes without a GL twin).
 */
export function judgeScene(
  kind: SampleKind,
  outcomes: readonly DriverOutcome[],
  mesa: ReadonlyMap<string, RgbaImage>,
  known: Readonly<Record<string, string>> = {},
): SceneVerdict {
  const tolerance = toleranceOf(kind);
  const failures: string[] = [];
  const deviations: string[] = [];
  const failedDrivers = new Set<string>();
  const deviatingDrivers = new Set<string>();
  const offMesa = new Set<string>();
  /**
   * Records a failure that involves `drivers`, put on `blamed`; a known deviation, put on the drivers
   * that have it, when one of those involved has one here.
   */
  const fail = (text: string, drivers: readonly string[], blamed = drivers) => {
    const deviating = drivers.filter((d) => known[d] !== undefined);
    if (deviating.length === 0) {
      failures.push(text);
      for (const d of blamed) failedDrivers.add(d);
      return;
    }
    deviations.push(`${text} (known deviation: ${known[deviating[0]!]})`);
    for (const d of deviating) deviatingDrivers.add(d);
  };
  const drawn = outcomes.filter((o) => o.status === 'drawn');
  for (const o of outcomes) if (o.status === 'error') fail(`${o.driver}: ${o.reason}`, [o.driver]);

  const llvmpipe = mesa.get('mesa-llvmpipe');
  const softpipe = mesa.get('mesa-softpipe');
  const mesaAgreement =
    llvmpipe && softpipe
      ? comparePictures('mesa-llvmpipe', llvmpipe, 'mesa-softpipe', softpipe, tolerance)
      : null;
  const mesaComparisons: Comparison[] = [];
  for (const o of drawn) {
    const mine = [...mesa].map(([name, image]) => comparePictures(o.driver, o.image, name, image, tolerance));
    mesaComparisons.push(...mine);
    const needBoth = mesaAgreement?.pass ?? true;
    const ok = needBoth ? mine.every((c) => c.pass) : mine.some((c) => c.pass);
    if (!ok) {
      offMesa.add(o.driver);
      fail(
        `${o.driver} differs from ${needBoth ? 'Mesa' : 'both Mesa drivers'}: ${mine
          .filter((c) => !c.pass)
          .map((c) => `${percent(c.offShare)} off against ${c.b}`)
          .join(', ')}`,
        [o.driver],
      );
    }
  }

  const crossDriver: Comparison[] = [];
  for (let i = 0; i < drawn.length; i++)
    for (let j = i + 1; j < drawn.length; j++) {
      const a = drawn[i] as Extract<DriverOutcome, { status: 'drawn' }>;
      const b = drawn[j] as Extract<DriverOutcome, { status: 'drawn' }>;
      const c = comparePictures(a.driver, a.image, b.driver, b.image, tolerance);
      crossDriver.push(c);
      if (!c.pass) {
        const pair = [a.driver, b.driver];
        const culprits = pair.filter((d) => offMesa.has(d));
        fail(
          `${a.driver} and ${b.driver} differ: ${percent(c.offShare)} of pixels off`,
          pair,
          culprits.length > 0 ? culprits : pair,
        );
      }
    }

  const compared = mesaComparisons.length + crossDriver.length > 0;
  const verdict: Verdict =
    failures.length > 0
      ? 'fail'
      : deviations.length > 0
        ? 'known-deviation'
        : drawn.length === 0
          ? 'not-applicable'
          : compared
            ? 'pass'
            : 'uncompared';
  return {
    verdict,
    tolerance,
    mesaAgreement,
    mesa: mesaComparisons,
    crossDriver,
    failures,
    deviations,
    failedDrivers: [...failedDrivers],
    deviatingDrivers: [...deviatingDrivers],
  };
}

/** A share as a percentage with two decimals. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(2)}%`;
}

// The scenes conformance draws: every sample of the registry at its default size and reference frame,
// with the Mesa pictures of its C twin (reference/fixtures/<sample>.<llvmpipe|softpipe>.png) for GL
// samples. A GL sample whose fixture is missing is an error, never a silent skip.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { readPng } from '@gallium-ts/gallium-api/png';
import { type RenderOutcome, renderSample } from '../render.js';
import type { Sample, SampleKind } from '../sample.js';
import { SAMPLES } from '../samples/index.js';

/** Where the committed Mesa pictures are. */
export const FIXTURES_DIR = fileURLToPath(new URL('../../reference/fixtures/', import.meta.url));

/** The Mesa drivers whose pictures the fixtures hold. */
export const MESA_DRIVERS = ['llvmpipe', 'softpipe'] as const;

export interface Scene {
  readonly name: string;
  readonly title: string;
  readonly kind: SampleKind;
  /** `sample` (a registry sample) or `corpus` (a TGSI corpus shader in the graw harness). */
  readonly group: 'sample' | 'corpus';
  /** Mesa's pictures by name (`mesa-llvmpipe`, `mesa-softpipe`); empty when the scene has no GL twin. */
  mesa(): ReadonlyMap<string, RgbaImage>;
  /** Draws the scene on `driver`. */
  render(driver: string): Promise<RenderOutcome>;
}

/** The scene of one sample. */
export function sampleScene(sample: Sample): Scene {
  return {
    name: sample.name,
    title: sample.title,
    kind: sample.kind,
    group: 'sample',
    mesa() {
      const pictures = new Map<string, RgbaImage>();
      if (sample.api !== 'gl') return pictures;
      for (const driver of MESA_DRIVERS) {
        const file = `${FIXTURES_DIR}${sample.name}.${driver}.png`;
        if (!existsSync(file))
          throw new Error(
            `Mesa fixture ${sample.name}.${driver}.png is missing: run npm run reference -w @gallium-ts/samples`,
          );
        pictures.set(`mesa-${driver}`, readPng(file));
      }
      return pictures;
    },
    render: (driver) => renderSample(sample, { driver, frames: 1 }),
  };
}

/** Every sample's scene, in registry order. */
export function sampleScenes(): Scene[] {
  return SAMPLES.map(sampleScene);
}

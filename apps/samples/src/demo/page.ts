/// <reference lib="dom" />
// The demo page (bundled for the browser by bundle.ts): the samples of the registry drawn by driver-soft
// into a 2D canvas (its picture put there with putImageData) and by driver-webgl into a WebGL2 canvas
// (drawn there by the GPU and presented with a blit), side by side, with a sample picker, a driver
// picker and the milliseconds per frame. Both canvases are opaque: what they show is the picture with
// alpha 255. `window.galliumDemo` lets a test drive the page and read both canvases back.

import { driver as softDriver } from '@gallium-ts/driver-soft';
import { registerDriver } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { renderSample } from '../render.js';
import type { Sample } from '../sample.js';
import { findSample, SAMPLES } from '../samples/index.js';
import { PresentingWebglScreen } from './webgl-present.js';

/** The drivers the page draws with, each into its own canvas. */
export const DEMO_DRIVERS = ['soft', 'webgl'] as const;
export type DemoDriver = (typeof DEMO_DRIVERS)[number];

/** What one driver did with a sample, as the page shows it. */
export type DemoOutcome =
  | { driver: DemoDriver; status: 'drawn'; msPerFrame: number; frames: number }
  | { driver: DemoDriver; status: 'not-applicable' | 'error'; reason: string };

/** A canvas read back: RGBA8, top row first, the bytes in base64. */
export interface CanvasPixels {
  width: number;
  height: number;
  base64: string;
}

/** What the page offers a test (`window.galliumDemo`). */
export interface DemoApi {
  readonly samples: readonly { name: string; api: string; kind: string }[];
  /** Draws `sample` on `drivers` (default both), `frames` frames each, as the Draw button does. */
  draw(sample: string, drivers?: readonly DemoDriver[], frames?: number): Promise<DemoOutcome[]>;
  /** What `driver`'s canvas shows. */
  read(driver: DemoDriver): CanvasPixels;
  /**
   * The reference frame `driver` last drew, as the sample read it back (glReadPixels or a pipe
   * transfer: alpha as drawn, unlike the opaque canvas); null when it drew nothing.
   */
  picture(driver: DemoDriver): CanvasPixels | null;
}

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const canvases: Record<DemoDriver, HTMLCanvasElement> = {
  soft: element('canvas-soft'),
  webgl: element('canvas-webgl'),
};
const webgl = canvases.webgl.getContext('webgl2', {
  alpha: false,
  antialias: false,
  depth: false,
  stencil: false,
  preserveDrawingBuffer: true,
}) as WebGL2RenderingContext | null;
let webglScreen: PresentingWebglScreen | null = null;
/** The reference frame each driver drew last. */
const pictures = new Map<DemoDriver, RgbaImage>();

// Browsers cannot load drivers by package name: the page registers the two it bundles.
registerDriver('soft', softDriver.createScreen);
registerDriver('webgl', () => {
  if (!webgl) throw new Error('this browser gives the page no WebGL2 context');
  webglScreen = new PresentingWebglScreen(webgl);
  return webglScreen;
});

/** The picture with alpha 255: the canvases are opaque. */
function opaque(image: RgbaImage): ImageData {
  const data = new Uint8ClampedArray(image.data);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return new ImageData(data, image.width, image.height);
}

function caption(driver: DemoDriver, text: string, failed = false): void {
  const node = element(`status-${driver}`);
  node.textContent = text;
  node.className = failed ? 'status failed' : 'status';
}

/** Draws `sample` on `driver` into its canvas and shows the outcome under it. */
async function drawOn(sample: Sample, driver: DemoDriver, frames: number): Promise<DemoOutcome> {
  const canvas = canvases[driver];
  canvas.width = sample.defaultSize.width;
  canvas.height = sample.defaultSize.height;
  // Small pictures are shown enlarged by a whole factor, pixel for pixel.
  const zoom = Math.max(1, Math.floor(360 / Math.max(canvas.width, canvas.height)));
  canvas.style.width = `${canvas.width * zoom}px`;
  canvas.style.height = `${canvas.height * zoom}px`;
  caption(driver, 'drawing…');
  pictures.delete(driver);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  try {
    const outcome = await renderSample(sample, {
      driver,
      frames,
      // The first frame drawn is the reference frame, the picture shown and compared.
      onFrame: (drawn, window) => {
        if (drawn === 1 && driver === 'webgl') webglScreen?.present(window);
      },
    });
    if (outcome.status === 'not-applicable') {
      // nothing of this sample to show: not the last sample's picture either
      clearCanvas(driver);
      caption(driver, `not applicable: ${outcome.reason}`);
      return { driver, status: 'not-applicable', reason: outcome.reason };
    }
    pictures.set(driver, outcome.image);
    if (driver === 'soft') canvas.getContext('2d')!.putImageData(opaque(outcome.image), 0, 0);
    const counted = outcome.frames === 1 ? '1 frame' : `${outcome.frames} frames`;
    caption(driver, `${outcome.msPerFrame.toFixed(1)} ms per frame (${counted}; the first compiles shaders)`);
    return { driver, status: 'drawn', msPerFrame: outcome.msPerFrame, frames: outcome.frames };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    clearCanvas(driver);
    caption(driver, reason, true);
    return { driver, status: 'error', reason };
  }
}

/** Clears a canvas to the page's grey (the WebGL one through the screen, whose state it disturbs). */
function clearCanvas(driver: DemoDriver): void {
  if (driver === 'soft')
    canvases.soft.getContext('2d')!.clearRect(0, 0, canvases.soft.width, canvases.soft.height);
  else if (webglScreen) webglScreen.clearDrawingBuffer(0.2, 0.2, 0.2);
  else if (webgl) {
    webgl.clearColor(0.2, 0.2, 0.2, 1);
    webgl.clear(webgl.COLOR_BUFFER_BIT);
  }
}

/** A canvas that is not drawn on: cleared, captioned so. */
function blank(driver: DemoDriver): void {
  caption(driver, 'not selected');
  clearCanvas(driver);
}

let queue: Promise<unknown> = Promise.resolve();

/** Draws one sample on the given drivers, one request at a time. */
function draw(
  name: string,
  drivers: readonly DemoDriver[] = DEMO_DRIVERS,
  frames = 10,
): Promise<DemoOutcome[]> {
  const sample = findSample(name);
  if (!sample) return Promise.reject(new Error(`no sample called ${name}`));
  const job = queue.then(async () => {
    element('title').textContent = `${sample.title} (${sample.api === 'gl' ? 'GL' : 'pipe'} sample)`;
    const outcomes: DemoOutcome[] = [];
    for (const driver of DEMO_DRIVERS)
      if (drivers.includes(driver)) outcomes.push(await drawOn(sample, driver, frames));
      else blank(driver);
    return outcomes;
  });
  queue = job.catch(() => {});
  return job;
}

/** What `driver`'s canvas shows, read through a 2D canvas (top row first). */
function read(driver: DemoDriver): CanvasPixels {
  const source = canvases[driver];
  const copy = document.createElement('canvas');
  copy.width = source.width;
  copy.height = source.height;
  const ctx = copy.getContext('2d')!;
  ctx.drawImage(source, 0, 0);
  return encode(copy.width, copy.height, ctx.getImageData(0, 0, copy.width, copy.height).data);
}

/** RGBA8 pixels as CanvasPixels. */
function encode(width: number, height: number, data: Uint8Array | Uint8ClampedArray): CanvasPixels {
  let binary = '';
  for (let i = 0; i < data.length; i += 0x8000)
    binary += String.fromCharCode(...data.subarray(i, Math.min(i + 0x8000, data.length)));
  return { width, height, base64: btoa(binary) };
}

function picture(driver: DemoDriver): CanvasPixels | null {
  const image = pictures.get(driver);
  return image ? encode(image.width, image.height, image.data) : null;
}

// The controls.
const samplePicker = element<HTMLSelectElement>('sample');
const driverPicker = element<HTMLSelectElement>('drivers');
const framesPicker = element<HTMLSelectElement>('frames');
for (const sample of SAMPLES) samplePicker.add(new Option(`${sample.name} — ${sample.title}`, sample.name));
// The address may choose: ?sample=gears&drivers=soft&frames=1
const query = new URLSearchParams(location.search);
for (const [picker, key] of [
  [samplePicker, 'sample'],
  [driverPicker, 'drivers'],
  [framesPicker, 'frames'],
] as const) {
  const wanted = query.get(key);
  if (wanted !== null && Array.from(picker.options).some((o) => o.value === wanted)) picker.value = wanted;
}
const drawSelected = () => {
  const drivers = driverPicker.value === 'both' ? DEMO_DRIVERS : [driverPicker.value as DemoDriver];
  void draw(samplePicker.value, drivers, Number(framesPicker.value));
};
for (const picker of [samplePicker, driverPicker, framesPicker])
  picker.addEventListener('change', drawSelected);
element('draw').addEventListener('click', drawSelected);
if (!webgl) caption('webgl', 'this browser gives the page no WebGL2 context', true);

const api: DemoApi = {
  samples: SAMPLES.map((s) => ({ name: s.name, api: s.api, kind: s.kind })),
  draw,
  read,
  picture,
};
(window as unknown as { galliumDemo: DemoApi }).galliumDemo = api;
drawSelected();

/// <reference lib="dom" />
// The demo page (bundled for the browser by bundle.ts): the samples of the registry drawn by driver-soft
// into a 2D canvas (its picture put there with putImageData) and by driver-webgl into a WebGL2 canvas
// (drawn there by the GPU and presented with a blit), side by side, with a sample picker, a driver
// picker and a pause button. Each canvas animates in a frame loop of its own (animation.ts), from the
// sample's reference frame on, with the mean milliseconds per frame of the last frames beside it. Both
// canvases are opaque: what they show is the picture with alpha 255. `window.galliumDemo` lets a test
// (and conformance's Chromium driver) draw fixed frames, watch the animation and read both canvases back.
//
// driver-soft runs its default back end — WebAssembly SIMD wherever the browser has it, over a shared heap
// in a cross-origin isolated page (the demo server makes it so) and a fixed one elsewhere — and, where the
// page is isolated, rasterizes on module Web Workers as well as the page's thread (softScreen());
// its caption says which back end and threads it uses and how many tiles each thread took.
//
// Two drivers' sessions of one sample are set up side by side. A GL sample keeps what setup made (list
// and texture names, GLU objects) in module variables; both contexts run the same setup calls, get the
// same names, and so share those values safely.

import { createSoftScreen, type RasterInfo, type SoftScreen } from '@gallium-ts/driver-soft';
import type { PipeResource } from '@gallium-ts/gallium-api';
import { registerDriver } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { openSample, renderSample, type SampleSession } from '../render.js';
import type { Sample } from '../sample.js';
import { findSample, SAMPLES } from '../samples/index.js';
import { Animation, type FrameReport } from './animation.js';
import { WORKER_SCRIPT } from './paths.js';
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
  /**
   * Stops the animation and draws `sample` on `drivers` (default both), `frames` frames each from the
   * reference frame, showing the reference frame.
   */
  draw(sample: string, drivers?: readonly DemoDriver[], frames?: number): Promise<DemoOutcome[]>;
  /** Animates `sample` on `drivers` (default both) as the pickers do; resolves once each shows a frame. */
  animate(sample: string, drivers?: readonly DemoDriver[]): Promise<void>;
  /** Frames `driver`'s animation has drawn (0 when it is not animating). */
  framesDrawn(driver: DemoDriver): number;
  /** What `driver`'s canvas shows. */
  read(driver: DemoDriver): CanvasPixels;
  /**
   * The reference frame `driver` last drew, as the sample read it back (glReadPixels or a pipe
   * transfer: alpha as drawn, unlike the opaque canvas); null when it drew nothing.
   */
  picture(driver: DemoDriver): CanvasPixels | null;
  /** How driver-soft's last screen rasterizes (see SoftEngine). */
  softEngine(): SoftEngine;
  /**
   * The threads driver-soft's next screens use (undefined: driver-soft's default, the page's
   * processors up to 4 where it is cross-origin isolated).
   */
  setSoftThreads(threads: number | undefined): void;
}

/** driver-soft's back end and threads in this page. */
export interface SoftEngine extends RasterInfo {
  readonly crossOriginIsolated: boolean;
  /** The code generation back end of the screen (its default: 'wasm' where WebAssembly SIMD exists). */
  readonly codegen: 'js' | 'wasm';
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

/** The threads driver-soft's next screens use (see DemoApi.setSoftThreads). */
let softThreads: number | undefined;
/** driver-soft's screen of the last sample opened on it. */
let softScreen: SoftScreen | null = null;

/**
 * A driver-soft screen with its default back end (WebAssembly where the browser has SIMD) and Web
 * Workers (where the page is cross-origin isolated): every scene goes to the threads (the samples are
 * small), which are started before the sample's first frame so that frame is threaded too.
 */
async function openSoftScreen(options: Record<string, unknown>): Promise<SoftScreen> {
  const screen = createSoftScreen({
    ...options,
    workerUrl: WORKER_SCRIPT,
    threadMinPixels: 0,
    ...(softThreads !== undefined ? { threads: softThreads } : {}),
  });
  await screen.startThreads();
  softScreen = screen;
  return screen;
}

function softEngine(): SoftEngine {
  const info = softScreen?.rasterInfo ?? { backend: 'calling-thread', workers: 0 };
  return { ...info, crossOriginIsolated, codegen: softScreen?.codegen ?? 'wasm' };
}

/** What driver-soft's caption says of its back end and threads. */
function softEngineCaption(): string {
  const { backend, workers, tilesByThread, codegen } = softEngine();
  const code = codegen === 'wasm' ? 'WebAssembly SIMD blocks' : 'JavaScript';
  if (backend === 'calling-thread')
    return `${code} · the page's thread only${crossOriginIsolated ? '' : ' (the page is not cross-origin isolated)'}`;
  const tiles = tilesByThread
    ? ` · tiles: page ${tilesByThread.slice(1).reduce((s, t) => `${s}, worker ${t}`, String(tilesByThread[0]))}`
    : '';
  return `${code} · ${workers} Web Workers + the page's thread${tiles}`;
}

// Browsers cannot load drivers by package name: the page registers the two it bundles.
registerDriver('soft', openSoftScreen);
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
  if (driver === 'soft') element('engine-soft').textContent = softEngineCaption();
}

/** Sizes `driver`'s canvas for `sample`: small pictures are shown enlarged by a whole factor. */
function prepareCanvas(sample: Sample, driver: DemoDriver): void {
  const canvas = canvases[driver];
  canvas.width = sample.defaultSize.width;
  canvas.height = sample.defaultSize.height;
  const zoom = Math.max(1, Math.floor(360 / Math.max(canvas.width, canvas.height)));
  canvas.style.width = `${canvas.width * zoom}px`;
  canvas.style.height = `${canvas.height * zoom}px`;
  caption(driver, 'drawing…');
  pictures.delete(driver);
}

/** Puts a GL sample's window (or a pipe sample's render target) on `driver`'s canvas. */
function show(driver: DemoDriver, image: () => RgbaImage, window?: PipeResource): void {
  if (driver === 'soft') canvases.soft.getContext('2d')!.putImageData(opaque(image()), 0, 0);
  else webglScreen?.present(window);
}

/** A sample the driver cannot draw: nothing of it to show, not the last sample's picture either. */
function notApplicable(driver: DemoDriver, reason: string): DemoOutcome {
  clearCanvas(driver);
  caption(driver, `not applicable: ${reason}`);
  return { driver, status: 'not-applicable', reason };
}

function failed(driver: DemoDriver, error: unknown): DemoOutcome {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  clearCanvas(driver);
  caption(driver, reason, true);
  return { driver, status: 'error', reason };
}

/** Draws `frames` frames of `sample` on `driver` into its canvas, showing the reference frame. */
async function drawOn(sample: Sample, driver: DemoDriver, frames: number): Promise<DemoOutcome> {
  prepareCanvas(sample, driver);
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
    if (outcome.status === 'not-applicable') return notApplicable(driver, outcome.reason);
    pictures.set(driver, outcome.image);
    if (driver === 'soft') show(driver, () => outcome.image);
    const counted = outcome.frames === 1 ? '1 frame' : `${outcome.frames} frames`;
    caption(driver, `${outcome.msPerFrame.toFixed(1)} ms per frame (${counted}; the first compiles shaders)`);
    return { driver, status: 'drawn', msPerFrame: outcome.msPerFrame, frames: outcome.frames };
  } catch (error) {
    return failed(driver, error);
  }
}

/** The running animation of each canvas. */
const animations = new Map<DemoDriver, Animation>();
/** Whether the pause button holds the animations (they still show their first frame). */
let paused = false;

async function stopAnimations(): Promise<void> {
  const running = [...animations.values()];
  animations.clear();
  for (const animation of running) await animation.close();
}

/** What a canvas says while it animates. */
function animationCaption({ drawn, frame, meanMs, averaged }: FrameReport): string {
  const mean =
    averaged === 0
      ? 'the first frame, compiling shaders'
      : `mean of the last ${averaged === 1 ? 'frame' : `${averaged} frames`}`;
  return `${meanMs.toFixed(1)} ms per frame (${mean}) · frame ${frame}, ${drawn} drawn`;
}

/** Sets `sample` up on `driver` and starts its frame loop (or, paused, shows its first frame). */
async function animateOn(sample: Sample, driver: DemoDriver): Promise<void> {
  prepareCanvas(sample, driver);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  let session: SampleSession;
  try {
    const opened = await openSample(sample, { driver });
    if (opened.status === 'not-applicable') {
      notApplicable(driver, opened.reason);
      return;
    }
    session = opened.session;
  } catch (error) {
    failed(driver, error);
    return;
  }
  const animation = new Animation(session, sample.referenceFrame, {
    present(s, report) {
      let image: RgbaImage | null = null;
      const read = () => (image ??= s.read());
      show(driver, read, s.window());
      if (report.drawn === 1) pictures.set(driver, read());
      caption(driver, animationCaption(report));
    },
    failed: (error) => failed(driver, error),
  });
  animations.set(driver, animation);
  if (animation.step() && !paused) animation.play();
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every earlier request, the animations stopped first; one request at a time. */
function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const job = queue.then(async () => {
    await stopAnimations();
    return work();
  });
  queue = job.catch(() => {});
  return job;
}

function chosen(name: string): Sample {
  const sample = findSample(name);
  if (!sample) throw new Error(`no sample called ${name}`);
  element('title').textContent = `${sample.title} (${sample.api === 'gl' ? 'GL' : 'pipe'} sample)`;
  return sample;
}

/** A canvas that is not drawn on: cleared, captioned so. */
function blank(driver: DemoDriver): void {
  caption(driver, 'not selected');
  clearCanvas(driver);
}

/** Draws one sample on the given drivers, a fixed number of frames. */
function draw(
  name: string,
  drivers: readonly DemoDriver[] = DEMO_DRIVERS,
  frames = 10,
): Promise<DemoOutcome[]> {
  return enqueue(async () => {
    const sample = chosen(name);
    const outcomes: DemoOutcome[] = [];
    for (const driver of DEMO_DRIVERS)
      if (drivers.includes(driver)) outcomes.push(await drawOn(sample, driver, frames));
      else blank(driver);
    return outcomes;
  });
}

/** Animates one sample on the given drivers. */
function animate(name: string, drivers: readonly DemoDriver[] = DEMO_DRIVERS): Promise<void> {
  return enqueue(async () => {
    const sample = chosen(name);
    for (const driver of DEMO_DRIVERS)
      if (drivers.includes(driver)) await animateOn(sample, driver);
      else blank(driver);
  });
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
const pauseButton = element<HTMLButtonElement>('pause');
for (const sample of SAMPLES) samplePicker.add(new Option(`${sample.name} — ${sample.title}`, sample.name));
// The address may choose: ?sample=gears&drivers=soft&animate=0 (start paused)
const query = new URLSearchParams(location.search);
for (const [picker, key] of [
  [samplePicker, 'sample'],
  [driverPicker, 'drivers'],
] as const) {
  const wanted = query.get(key);
  if (wanted !== null && Array.from(picker.options).some((o) => o.value === wanted)) picker.value = wanted;
}
const setPaused = (value: boolean) => {
  paused = value;
  pauseButton.textContent = paused ? 'Play' : 'Pause';
  for (const animation of animations.values())
    if (paused) animation.pause();
    else animation.play();
};
setPaused(query.get('animate') === '0');
const animateSelected = () => {
  const drivers = driverPicker.value === 'both' ? DEMO_DRIVERS : [driverPicker.value as DemoDriver];
  void animate(samplePicker.value, drivers);
};
for (const picker of [samplePicker, driverPicker]) picker.addEventListener('change', animateSelected);
element('restart').addEventListener('click', animateSelected);
pauseButton.addEventListener('click', () => setPaused(!paused));
if (!webgl) caption('webgl', 'this browser gives the page no WebGL2 context', true);

const api: DemoApi = {
  samples: SAMPLES.map((s) => ({ name: s.name, api: s.api, kind: s.kind })),
  draw,
  animate,
  framesDrawn: (driver) => animations.get(driver)?.drawn ?? 0,
  read,
  picture,
  softEngine,
  setSoftThreads: (threads) => {
    softThreads = threads;
  },
};
(window as unknown as { galliumDemo: DemoApi }).galliumDemo = api;
animateSelected();

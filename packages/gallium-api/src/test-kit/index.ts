// @gallium-ts/gallium-api/test-kit: the pipe conformance suite. A driver's test file is one call:
//
//   describePipeConformance('noop', () => createNoopScreen());
//
// It registers vitest describe/it blocks checking the contract every driver keeps — resources of every
// target and supported format, transfers, subdata, copies, clears, CSOs, views and reference counting,
// queries and render conditions, uploaders, fences and every kind of bad input — each test naming the
// sentence of Gallium's context documentation it checks. Options describe what the caps cannot
// (rendersPixels adds checks of the pixels clears write, draws those of draws and blits). Tests the
// caps rule out are reported as skipped, with the reason.
import { describe } from 'vitest';
import type { SuiteEnv } from './env.js';
import { type PipeConformanceOptions, resolveOptions, type ScreenFactory } from './options.js';
import { badInputSuite } from './suites/bad-input.js';
import { csoSuite } from './suites/cso.js';
import { dataOpsSuite } from './suites/data-ops.js';
import { drawSuite } from './suites/draws.js';
import { pipelineSuite } from './suites/pipeline.js';
import { pixelSuite } from './suites/pixels.js';
import { querySuite } from './suites/queries.js';
import { resourceSuite } from './suites/resources.js';
import { screenSuite } from './suites/screen.js';
import { transferSuite } from './suites/transfers.js';
import { viewSuite } from './suites/views.js';

export { bindMinimalPipeline, CSO_KINDS, type CsoKindCase } from './cso-kinds.js';
export { colorFramebuffer, TARGET_SHAPES, targetSupported } from './env.js';
export * from './graw/index.js';
export { expectPipeError, expectRefused, PipeHarness } from './harness.js';
export type { PipeConformanceOptions, ResolvedConformanceOptions, ScreenFactory } from './options.js';
export { pattern, TexelGrid } from './texel-grid.js';
export { colorFragmentShader, colorVertexShader, minimalTgsiShader } from './tgsi-programs.js';

/** The suite's parts, in the order they run. */
const SUITES = {
  screen: screenSuite,
  resources: resourceSuite,
  transfers: transferSuite,
  dataOps: dataOpsSuite,
  cso: csoSuite,
  views: viewSuite,
  queries: querySuite,
  pipeline: pipelineSuite,
  pixels: pixelSuite,
  draws: drawSuite,
  badInput: badInputSuite,
} as const;

/**
 * Names of the suite's parts.
 * @useDeclaredType
 */
export type PipeConformancePart = keyof typeof SUITES;

/**
 * Registers the pipe conformance suite for a driver: `makeScreen` is called for every test and the
 * screen destroyed after it (with everything the test made).
 */
export function describePipeConformance(
  driverName: string,
  makeScreen: ScreenFactory,
  options: PipeConformanceOptions = {},
): void {
  const env: SuiteEnv = { driverName, factory: makeScreen, options: resolveOptions(options) };
  describe(`pipe conformance: ${driverName}`, () => {
    for (const suite of Object.values(SUITES)) suite(env);
  });
}
